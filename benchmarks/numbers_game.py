"""Speed of the numbers game's solvers (Puzzle 28), printed as a table.

Run from the repository: ``python -m benchmarks.numbers_game``.  The full search over 100
random draws (median and maximum; the goal is a median under 0.5 s), the book's method
over the same draws, and the watch scene at "instant" against the solver alone (the same
step stream drained without a window).
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.scene_speed import print_scene_against_solver  # noqa: E402
from games.numbers import solver  # noqa: E402
from games.numbers.rules import draw  # noqa: E402


def timed(function, *args) -> float:
    started = time.perf_counter()
    function(*args)
    return time.perf_counter() - started


def draws(count: int = 100) -> None:
    rng = random.Random(2026)
    cases = [draw(rng) for _ in range(count)]
    print(f"{'method':<8} {'draws':>6} {'exact':>6} {'median s':>10} {'max s':>8}")
    for method in (solver.FULL, solver.BOOK):
        times, exact = [], 0
        for tiles, target in cases:
            started = time.perf_counter()
            exact += solver.answer(tiles, target, method).exact
            times.append(time.perf_counter() - started)
        print(f"{method:<8} {count:>6} {exact:>6} {statistics.median(times):>10.4f} {max(times):>8.4f}")


if __name__ == "__main__":
    draws()
    print_scene_against_solver("numbers", {"tiles": "10 10 25 50 75 100", "target": 369, "method": "both"})
