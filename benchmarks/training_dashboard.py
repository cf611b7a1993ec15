"""How long the training screen's dashboard takes to open with many tries kept (issue 56, "Measured"), as a table.

    python benchmarks/training_dashboard.py [--runs 7] [--tries 0 1000 10000] [--size 1366x768]

For each count of tries: an exercise book of that many tries at shipped exercises is made (tries folded as the arcade
folds them: at most 400 kept one by one, the rest in the base with the rating's 200-point history), written to a
file once; then each run times, headless, (a) reading the book from the file (parsed, checked, the tries since the base
replayed: ``ExerciseBook.open``) and (b) the training screen pushed on a window with that book (the set read, the
widgets laid out, the first frame drawn with its graph and tables).  Printed: the medians and the ratio of each
to the same with no tries (the reference, measured in the same run), and the file's size.  One opening of the
screen with a few tries comes first, untimed: the modules it imports once a process (the duels' exercise parts, for the
themes' names) are not counted.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from engine.desktop.harness import Harness  # noqa: E402
from engine.files import exercise_tries as tries_io  # noqa: E402
from engine.files.exercise_set import load_set  # noqa: E402
from engine.files.exercise_tries import ExerciseBook  # noqa: E402
from engine.files.settings import Settings  # noqa: E402
from engine.scenes.training import TrainingScene  # noqa: E402
from engine.training.standing import Try, TryLog  # noqa: E402


def made_log(count: int, rng: random.Random) -> TryLog:
    """``count`` tries a minute apart at exercises of the set, right 60% of the time, folded as the book folds them."""
    exercises = load_set()
    log = TryLog()
    for n in range(count):
        log, _ = log.with_try(Try.of(rng.choice(exercises), rng.random() < 0.6, 1.7e9 + 60.0 * n), run=n % 9)
    return log


def timed_open(path: Path, size: tuple[int, int]) -> tuple[float, float]:
    """(seconds to read the book, seconds to push the training screen and draw its first frame)."""
    started = time.perf_counter()
    book = ExerciseBook.open(path, time.time)
    book.standing  # noqa: B018  (the standing is computed when first asked: part of opening)
    read = time.perf_counter() - started
    h = Harness(size=size, settings=Settings(sound=False))
    h.app.exercise_tries = book
    started = time.perf_counter()
    h.push(TrainingScene())
    h.tick()
    shown = time.perf_counter() - started
    h.close()
    return read, shown


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--tries", type=int, nargs="+", default=[0, 100, 1000, 10000])
    parser.add_argument("--size", default="1366x768")
    args = parser.parse_args()
    size = tuple(int(part) for part in args.size.split("x"))
    load_set()  # the set is read once a process, as in the arcade: not part of any count's time
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        warm = Path(folder) / "warm.json"
        tries_io.save(made_log(10, random.Random(1)), warm)
        timed_open(warm, size)  # the imports made once a process
        for count in args.tries:
            path = Path(folder) / f"tries-{count}.json"
            tries_io.save(made_log(count, random.Random(count)), path)
            times = [timed_open(path, size) for _ in range(args.runs)]
            rows.append((count, statistics.median(t[0] for t in times), statistics.median(t[1] for t in times),
                         path.stat().st_size))
    _, read0, shown0, _ = rows[0]
    print(f"training screen opened at {size[0]}x{size[1]}, median of {args.runs} runs (reference: {rows[0][0]} tries)")
    print(f"{'tries':>7} {'read (ms)':>10} {'x ref':>6} {'screen (ms)':>12} {'x ref':>6} {'total (ms)':>11} {'file (KB)':>10}")
    for count, read, shown, size_bytes in rows:
        print(f"{count:>7} {read * 1000:>10.1f} {read / read0:>6.2f} {shown * 1000:>12.1f} {shown / shown0:>6.2f} "
              f"{(read + shown) * 1000:>11.1f} {size_bytes / 1024:>10.1f}")


if __name__ == "__main__":
    main()
