"""The puzzles' fast paths against plain references (issue 27), printed as one table.

Run from the repository: ``python -m benchmarks.fast_searches [--repeat N] [--cap S]``.

Each case is timed three ways in the same run, on the same machine:

- **fast**: ours, the whole search on its fast path (``solve … quiet=True``, ``count``): the
  compiled core of games/shared/_searchc.c when it is built, as the command line and "to the
  end" run it;
- **stepping**: ours, the watched search at "instant" speed, every step drained without a window
  (the stream a scene folds); a run longer than ``--cap`` seconds is stopped there and its time
  extrapolated from the part of the cases or nodes done (marked ``~``, with the part done);
- **reference**: a plain search written as an independent solver would be: benchmarks/ruler_ref.c,
  cover_ref.c and queens_ref.c, built here with the system's ``cc -O2`` into a temporary folder
  (skipped without a compiler), and benchmarks/numbers_ref.py (a plain memoised search in Python).

The ratio is fast / reference (the goal: 2 at most).  A run under a second is repeated (``--repeat``
times at least, more for the shortest: about a second of runs, at most 15 times ``--repeat``) and its
median taken, references too; a run of a second or more is timed once.  Each row also checks that the
fast path and the reference agree (the answer and, where both count them alike, the nodes).
"""
from __future__ import annotations

import argparse
import gc
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.numbers_ref import closest  # noqa: E402
from engine.puzzles.steps import Place, solutions  # noqa: E402
from games.numbers import solver as numbers  # noqa: E402
from games.numbers.rules import draw  # noqa: E402
from games.queen_cover import solver as cover  # noqa: E402
from games.queens import solver as queens  # noqa: E402
from games.ruler import solver as ruler  # noqa: E402
from games.shared.fast_core import compiled  # noqa: E402

HERE = Path(__file__).resolve().parent
REFERENCES = ("ruler_ref", "cover_ref", "queens_ref")
SHORT = 1.0  # seconds: a run shorter than this is repeated and its median taken


def build(folder: Path) -> dict[str, Path]:
    """The C references built with ``cc -O2`` in ``folder`` (none without a working compiler)."""
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    built: dict[str, Path] = {}
    for name in REFERENCES if compiler else ():
        program = folder / name
        done = subprocess.run([str(compiler), "-O2", "-o", str(program), str(HERE / f"{name}.c")], capture_output=True)
        if done.returncode == 0:
            built[name] = program
    return built


def runs_of(first: float, repeat: int) -> int:
    """How many runs a case gets: one when long, ``repeat`` at least when short, more for the shortest
    (about a second of them, at most 15 times ``repeat``: a busy machine's noise weighs on a millisecond)."""
    if first >= SHORT:
        return 1
    return max(repeat, min(15 * repeat, int(SHORT / max(first, 1e-6))))


def timed(work: Callable[[], object], repeat: int) -> tuple[object, float]:
    """``work()``'s result and its time: the median of several runs when one is short, else one run
    (each case starts after a full collection: no garbage of the cases before it weighs on it)."""
    gc.collect()
    started = time.perf_counter()
    result = work()
    times = [time.perf_counter() - started]
    for _ in range(runs_of(times[0], repeat) - 1):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return result, statistics.median(times)


def reference(program: Path, args: list[str], repeat: int) -> tuple[list[str], float]:
    """A C reference's printed fields and its own time (the median of several runs when short)."""
    def once() -> list[str]:
        return subprocess.run([str(program), *args], capture_output=True, text=True, check=True).stdout.split()

    runs = [once()]
    runs += [once() for _ in range(runs_of(float(runs[0][-1]), repeat) - 1)]
    return runs[0][:-1], statistics.median(float(r[-1]) for r in runs)


def stepping(run: Callable[[], object], done: Callable[[], int], total: int, cap: float) -> str:
    """The watched search drained at "instant": its time, or past ``cap`` seconds an extrapolation."""
    steps = run()
    started = time.perf_counter()
    deadline = started + cap
    count = 0
    for count, _ in enumerate(steps, 1):  # type: ignore[call-overload]
        if not count & 1023 and time.perf_counter() > deadline:
            steps.close()  # type: ignore[attr-defined]
            part = done() / total
            return f"~{cap / part:.1f} ({100 * part:.2g}% in {cap:.0f} s)"
    return f"{time.perf_counter() - started:.3f}"


class Table:
    def __init__(self) -> None:
        print(f"{'case':<34} {'fast s':>9} {'stepping s':>28} {'reference s':>12} {'fast/ref':>9}  agree")

    def row(self, case: str, fast: float, step: str, ref: float | None, agree: bool | None) -> None:
        ratio = f"{fast / ref:.2f}" if ref else "-"
        refs = f"{ref:.4f}" if ref is not None else "-"
        same = "-" if agree is None else "yes" if agree else "NO"
        print(f"{case:<34} {fast:>9.4f} {step:>28} {refs:>12} {ratio:>9}  {same}", flush=True)


def rulers(table: Table, refs: dict[str, Path], repeat: int, cap: float) -> None:
    for n in (8, 9, 10, 11):
        params = ruler.Params(n)
        (length, found, stats), fast = timed(lambda: ruler.longest(params), repeat)
        live: list = []
        step = stepping(lambda: ruler.solve(params, live=live), lambda: sum(s.cases for s in live), stats["cases"], cap)
        ref, agree = None, None
        if "ruler_ref" in refs:
            fields, ref = reference(refs["ruler_ref"], [str(n)], repeat)
            agree = [int(f) for f in fields] == [length, len(found), stats["cases"]]
        table.row(f"rulers, {n} marks ({stats['cases']:,} cases)", fast, step, ref, agree)


def covers(table: Table, refs: dict[str, Path], repeat: int, cap: float) -> None:
    for n in (8, 9, 10):
        for method, name in (("book", "independent"), ("general", "general")):
            params = cover.Params(n, method)
            (found, stats), fast = timed(lambda: solutions(cover.solve(params, quiet=True)), repeat)
            live: list = []
            step = stepping(lambda: cover.solve(params, live=live), lambda: live[0].nodes, stats["nodes"], cap)
            ref, agree = None, None
            if "cover_ref" in refs:
                fields, ref = reference(refs["cover_ref"], [str(n), name], repeat)
                agree = [int(f) for f in fields] == [stats["minimum"], stats["covers"], stats["nodes"]]
            table.row(f"covering queens {n}x{n}, {name}", fast, step, ref, agree)


def queens_cases(table: Table, refs: dict[str, Path], repeat: int, cap: float) -> None:
    for n in (12, 14):
        params = queens.Params(n)
        counted, fast_count = timed(lambda: queens.count(params), repeat)
        (found, stats), fast_list = timed(lambda: solutions(queens.solve(params, quiet=True)), repeat)
        placed = [0]

        def watched():
            for step in queens.solve(params):
                placed[0] += type(step) is Place
                yield step

        step = stepping(watched, lambda: placed[0], stats["nodes"], cap)
        for mode, fast in (("count", fast_count), ("list", fast_list)):
            ref, agree = None, None
            if "queens_ref" in refs:
                fields, ref = reference(refs["queens_ref"], [str(n), mode], repeat)
                agree = [int(f) for f in fields] == [counted.solutions, counted.nodes] == [len(found), stats["nodes"]]
            what = "count (all, distinct)" if mode == "count" else "every solution"
            table.row(f"{n} queens, {what}", fast, step if mode == "list" else "", ref, agree)


def numbers_case(table: Table, repeat: int) -> None:
    draws = [draw(random.Random(seed)) for seed in range(50)]

    def ours() -> list:
        return [numbers.answer(tiles, target, numbers.FULL).value for tiles, target in draws]

    def watched() -> None:
        for tiles, target in draws:
            for _ in numbers.solve(numbers.Params(tiles, target, numbers.FULL)):
                pass

    values, fast = timed(ours, repeat)
    _, step = timed(watched, 1)
    plain, ref = timed(lambda: [closest(tiles, target) for tiles, target in draws], repeat)
    table.row("numbers game, 50 draws (full search)", fast, f"{step:.3f}", ref, values == plain)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs of a short case, the median taken (default 5)")
    parser.add_argument("--cap", type=float, default=20.0, help="seconds a stepping run may take (default 20)")
    args = parser.parse_args()
    print(f"compiled core: {'built' if compiled() else 'NOT built (the pure Python searches)'}")
    with tempfile.TemporaryDirectory() as folder:
        refs = build(Path(folder))
        print(f"C references: {', '.join(sorted(refs)) or 'none (no C compiler)'}\n")
        table = Table()
        rulers(table, refs, args.repeat, args.cap)
        covers(table, refs, args.repeat, args.cap)
        queens_cases(table, refs, args.repeat, args.cap)
        numbers_case(table, args.repeat)


if __name__ == "__main__":
    main()
