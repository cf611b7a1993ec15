"""Whether a watched search's "time left" comes true (issue 27, item 2), printed as a table.

Run from the repository: ``python -m benchmarks.time_left [--case NAME ...]``.  Each case opens the puzzle's
scene headless on the real clock, presses "To the end" and lets it run to its end, noting every half second
of the run the part done the side panel shows and the time left it tells (elapsed x (1 - f) / f).  Once the
run is over its true length is known: the table gives, at 10%, 25% and 50% of the run, the time left told and
the time that was really left, and their ratio (within a factor of 2: between 0.5 and 2).  Every case here is a
search its entry counted (``COUNTED`` in its ``tree.py``), so the part done is exact and the time left is only as
wrong as the search's pace is uneven; ``--uncounted`` leaves the counts out, to see Knuth's estimate alone.
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from engine.desktop.harness import Harness  # noqa: E402
from engine.entries import registry  # noqa: E402
from engine.files.settings import Settings  # noqa: E402

CASES = {  # name: (entry, its values)
    "ruler 11": ("ruler", {"marks": 11, "shortcut": False}),
    "ruler 12": ("ruler", {"marks": 12, "shortcut": False}),
    "girls 15": ("schoolgirls", {"girls": 15, "method": "book"}),
    "pentominoes 6x10": ("pentominoes", {"width": 10, "height": 6}),
    "covers 10": ("queen-cover", {"n": 10, "method": "general"}),
}
SAMPLE_EVERY = 0.5  # seconds of the run between two readings
MOMENTS = (0.10, 0.25, 0.50)  # the parts of the run where the told time left is checked


def watch(entry: str, values: dict, seed: int = 1975) -> tuple[float, list[tuple[float, float | None]]]:
    """The run's length and its readings (elapsed, fraction shown or None), "To the end" from the start."""
    spec = registry.get(entry)
    scene = spec.scene_class()(spec, values=values, seed=seed)
    h = Harness(scene, settings=Settings(sound=False))
    h.key(pygame.K_RETURN)
    h.key(pygame.K_e)
    readings: list[tuple[float, float | None]] = []
    next_reading = 0.0
    while not scene.viewer.finished:
        h.tick(1 / 60)
        if scene.viewer.elapsed >= next_reading:
            readings.append((scene.viewer.elapsed, scene.progress()))
            next_reading += SAMPLE_EVERY
    total = scene.viewer.elapsed
    h.close()
    return total, readings


def told_at(readings: list[tuple[float, float | None]], moment: float) -> tuple[float, float] | None:
    """(elapsed, time left told) of the last reading with a fraction at or before ``moment``."""
    shown = [(e, e * (1 - f) / f) for e, f in readings if f and e <= moment]
    return shown[-1] if shown else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--case", nargs="*", choices=CASES, help="these cases only")
    parser.add_argument("--uncounted", action="store_true", help="Knuth's estimate even where the tree was counted")
    args = parser.parse_args()
    if args.uncounted:
        for entry in ("ruler", "schoolgirls", "pentominoes", "queen_cover"):
            importlib.import_module(f"games.{entry}.tree").COUNTED.clear()
    print(f"{'case':<18} {'run s':>7} " + " ".join(f"{f'at {m:.0%}: told / true / ratio':>32}" for m in MOMENTS))
    for name in args.case or CASES:
        entry, values = CASES[name]
        started = time.perf_counter()
        total, readings = watch(entry, values)
        cells = []
        for moment in MOMENTS:
            told = told_at(readings, moment * total)
            if told is None:
                cells.append(f"{'no estimate yet':>32}")
                continue
            elapsed, left = told
            true = total - elapsed
            cells.append(f"{left:>10.1f} s / {true:>7.1f} s / {left / true:>5.2f}")
        print(f"{name:<18} {total:>7.1f} " + " ".join(cells) + f"   (wall {time.perf_counter() - started:.0f} s)",
              flush=True)


if __name__ == "__main__":
    main()
