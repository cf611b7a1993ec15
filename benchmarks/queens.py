"""Speed of the queens solvers (Puzzles 20 and 21), printed as a table.

Run from the repository: ``python -m benchmarks.queens`` (or ``python benchmarks/queens.py``).
Each time is the median of several runs.  Each row also times a *reference* in the same
run: the same search written as a plain recursive function over bit sets, with no step
events, no generator and no statistics, so the ratio is what the solver's watchable
form costs on this machine.
"""
from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.puzzles.steps import drain
from games.queen_cover import solver as cover  # noqa: E402
from games.queens import solver as queens  # noqa: E402


def plain_queens(n: int) -> int:
    """Reference: the classic bitmask n queens counter."""
    full = (1 << n) - 1

    def place(columns: int, left: int, right: int) -> int:
        if columns == full:
            return 1
        total = 0
        free = full & ~(columns | left | right)
        while free:
            bit = free & -free
            free ^= bit
            total += place(columns | bit, (left | bit) << 1 & full, (right | bit) >> 1)
        return total

    return place(0, 0, 0)


def plain_cover(n: int, independent: bool) -> int:
    """Reference: the minimum covers counted by the same branching, as a plain function."""
    reach = cover.reaches(n)
    full = (1 << n * n) - 1

    def place(remaining: int, covered: int, barred: int) -> int:
        uncovered = ~covered & full
        if independent:
            candidates = uncovered & ~barred
        else:
            candidates = reach[(uncovered & -uncovered).bit_length() - 1] & ~barred
        total = 0
        while candidates:
            bit = candidates & -candidates
            candidates ^= bit
            now = covered | reach[bit.bit_length() - 1]
            if now == full:
                total += 1
            elif remaining > 1:
                total += place(remaining - 1, now, barred)
            barred |= bit
        return total

    k = cover.lower_bound(n)
    while not (found := place(k, 0, 0)):
        k += 1
    return found


def median_time(task: Callable[[], object], runs: int) -> tuple[float, object]:
    times, result = [], None
    for _ in range(runs):
        start = time.perf_counter()
        result = task()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


# (what, goal in seconds or None, the task, the reference, runs)
ROWS = [
    ("queens n=8, all 92, recursive", 0.020,
     lambda: drain(queens.solve(queens.Params(8), quiet=True))[1]["solutions"],
     lambda: plain_queens(8), 15),
    ("queens n=8, all 92, automaton", 0.020,
     lambda: drain(queens.solve(queens.Params(8, "automaton"), quiet=True))[1]["solutions"],
     lambda: plain_queens(8), 15),
    ("queens n=8, every step, recursive", None,
     lambda: drain(queens.solve(queens.Params(8)))[1]["solutions"],
     lambda: plain_queens(8), 5),
    ("queens n=12 count, recursive", 2.0,
     lambda: queens.count(queens.Params(12)).solutions,
     lambda: plain_queens(12), 3),
    ("queens n=12 count, automaton", 2.0,
     lambda: queens.count(queens.Params(12, "automaton")).solutions,
     lambda: plain_queens(12), 3),
    ("queens n=12 count, symmetry", 2.0,
     lambda: queens.count(queens.Params(12, symmetry=True)).solutions,
     lambda: plain_queens(12), 3),
    ("cover 8x8 general, all minimum", 10.0,
     lambda: drain(cover.solve(cover.Params(8, "general"), quiet=True))[1]["covers"],
     lambda: plain_cover(8, independent=False), 3),
    ("cover 8x8 book, all minimum", 10.0,
     lambda: drain(cover.solve(cover.Params(8, "book"), quiet=True))[1]["covers"],
     lambda: plain_cover(8, independent=True), 3),
]


def scene_to_the_end(n: int, runs: int) -> tuple[float, int]:
    """The queens scene at "instant": median time from "to the end" to the end, frames back to back."""
    from engine.desktop.harness import Harness
    from engine.entries import registry
    from engine.files.settings import Settings

    spec = registry.get("queens")
    h = Harness(settings=Settings(sound=False))
    times = []
    for _ in range(runs):
        scene = h.push(spec.scene_class()(spec, values={"n": n}, start=True))
        scene.set_speed(1.0)  # instant
        started = time.perf_counter()
        scene.to_end()
        while not scene.player.finished:
            h.tick()
        times.append(time.perf_counter() - started)
        h.app.stack.pop()
        h.tick()
    h.close()
    return statistics.median(times), scene.player.solutions


def scene_row(runs: int = 5) -> None:
    seconds, result = scene_to_the_end(8, runs)
    alone, _ = median_time(lambda: drain(queens.solve(queens.Params(8)))[1]["solutions"], runs)
    print(f"{'scene at instant, n=8 to the end':<36} {result:>7} {seconds * 1000:>7.1f} ms "
          f"{'1.5x':>8} {alone * 1000:>7.1f} ms {seconds / alone:>6.2f}  {'yes' if seconds < 1.5 * alone else 'NO'}")
    print("  (reference: the solver alone yielding every step; frames drawn back to back, without the 60 fps wait)")


def main() -> None:
    print(f"{'task':<36} {'result':>7} {'median':>10} {'goal':>8} {'reference':>10} {'ratio':>6}  ok")
    for what, goal, task, reference, runs in ROWS:
        seconds, result = median_time(task, runs)
        ref_seconds, ref_result = median_time(reference, runs)
        if result != ref_result:
            raise SystemExit(f"{what}: the solver found {result}, the reference {ref_result}")
        goal_text = f"{goal * 1000:.0f} ms" if goal else "-"
        ok = "-" if goal is None else ("yes" if seconds < goal else "NO")
        print(f"{what:<36} {result:>7} {seconds * 1000:>7.1f} ms {goal_text:>8} "
              f"{ref_seconds * 1000:>7.1f} ms {seconds / ref_seconds:>6.2f}  {ok}")
    scene_row()


if __name__ == "__main__":
    main()
