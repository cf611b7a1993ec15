"""Speed of the rulers (Puzzle 23) and signs (Puzzle 27) searches, printed as tables.

Run from the repository: ``python -m benchmarks.rulers``.  The longest ruler for n = 7 … 10
marks (the quiet search: cases and seconds), the book's shortcut beside it, and each scene
at "instant" against its solver alone (the same step stream drained without a window).
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.steps import drain  # noqa: E402
from games.ruler import solver as ruler  # noqa: E402
from games.signs import solver as signs  # noqa: E402


def rulers(low: int = 7, high: int = 10) -> None:
    print(f"{'marks':>5} {'shortcut':>9} {'length':>7} {'rulers':>7} {'cases':>12} {'seconds':>9}")
    for n in range(low, high + 1):
        for shortcut in (False, True):
            started = time.perf_counter()
            length, found, stats = ruler.longest(ruler.Params(n, shortcut))
            print(f"{n:>5} {'yes' if shortcut else 'no':>9} {length:>7} {len(found):>7} {stats['cases']:>12,} "
                  f"{time.perf_counter() - started:>9.2f}", flush=True)


def scene_against_solver(entry: str, module, values: dict) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from engine import registry
    from engine.harness import Harness
    from engine.settings import Settings

    started = time.perf_counter()
    steps, _ = drain(module.solve(module.make_params(values)))
    alone = time.perf_counter() - started
    spec = registry.get(entry)
    scene = spec.scene_class()(spec, values=dict(values), start=True)
    harness = Harness(scene, settings=Settings(sound=False))
    scene.set_speed(1.0)
    started = time.perf_counter()
    harness.run_until(lambda: scene.player.finished, seconds=3600, dt=1 / 60)
    watched = time.perf_counter() - started
    harness.close()
    print(f"{entry} {values}: {len(steps):,} steps; solver alone {alone:.2f} s, scene at instant {watched:.2f} s, "
          f"ratio {watched / alone:.2f}", flush=True)


if __name__ == "__main__":
    rulers(*(int(a) for a in sys.argv[1:3]))
    print()
    scene_against_solver("signs", signs, {"numbers": "1 2 3 4 5 6 7 8 9 10 11 12 13 14", "total": "15",
                                          "method": "binary"})
    for n in (8, 9, 10):
        scene_against_solver("ruler", ruler, {"marks": n, "shortcut": False})
