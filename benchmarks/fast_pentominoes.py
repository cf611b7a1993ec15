"""The pentomino rectangles' fast path against the best exact-cover solvers (issue 27), in one run.

Run from the repository: ``python -m benchmarks.fast_pentominoes`` (``--quick``: 3 x 20 and 4 x 15 only;
``--cap S``: the stepping search's time per board, default 20 s).  For each board the entry offers
(3 x 20, 4 x 15, 5 x 12, 6 x 10 and the 8 x 8 square without its centre), every tiling is counted by:

- ours, fast: ``solve(params, quiet=True)`` to the end, the book's search in the compiled core
  (``games/pentominoes/_pentoc.c``; the title says "pure Python" when the core is not built);
- ours, fast X: the same with Algorithm X (``--method dlx``), also in the compiled core;
- ours, scene: the pentomino scene's "To the end" pressed at once, a frame drawn at a time (the
  harness, the real clock), until the search is complete: what a person waits for (median of 3);
- ours, stepping: the watched search at "instant", every step pulled (``solve(params)``) with no
  scene; capped at ``--cap`` seconds, beyond which its time is extrapolated from its nodes per second
  and the board's nodes (marked ``~``);
- ``xcover`` (numba: Knuth's dancing cells; warmed up first, so no compiling is timed) and
  ``exact_cover`` (C: dancing links), on the same exact cover (``solver.cover_rows``): not dependencies
  of the arcade (``pip install xcover exact-cover``); a missing one is left out with a note.

Times are medians of a few runs where a run is short (5 under a second, 3 under 10 s, else 1).  The
ratios are ours over the best reference of the same run; issue 27's goal is at most 2.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
import warnings
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.tilings import cover_matrix, table  # noqa: E402
from engine.puzzles.steps import Place  # noqa: E402
from games.pentominoes import fast  # noqa: E402
from games.pentominoes.solver import Params, solve  # noqa: E402
from games.shared.stoppable_search import run_to_end  # noqa: E402

BOARDS = (("3 x 20", Params(20, 3)), ("4 x 15", Params(15, 4)), ("5 x 12", Params(12, 5)), ("6 x 10", Params(10, 6)),
          ("8 x 8 - centre", Params(8, 8, True)))


def median_time(work: Callable[[], object]) -> tuple[float, int]:
    """The median of a few runs of ``work`` (by the first run's length) and how many were made."""
    times = []
    while True:
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
        wanted = 5 if times[0] < 1 else 3 if times[0] < 10 else 1
        if len(times) >= wanted:
            return statistics.median(times), len(times)


def stepping(params: Params, cap: float, nodes: int) -> str:
    """The watched search at instant, every step pulled: its seconds, or an extrapolation past ``cap``."""
    placed, started = 0, time.perf_counter()
    for k, step in enumerate(solve(params)):
        if type(step) is Place:
            placed += 1
        if not k & 4095 and time.perf_counter() - started > cap:
            seconds = time.perf_counter() - started
            return f"~{seconds * nodes / placed:.0f}"
    return f"{time.perf_counter() - started:.2f}"


def scene_to_the_end(params: Params) -> float:
    """Seconds from "To the end" to the search complete in the scene, a frame drawn at a time."""
    from engine.desktop.harness import Harness
    from engine.entries import registry
    from engine.files.settings import Settings

    spec = registry.get("pentominoes")
    values = {"width": params.width, "height": params.height, "hole": params.hole}
    scene = spec.scene_class()(spec, values=values, start=True)
    harness = Harness(scene, settings=Settings(sound=False))
    harness.tick()
    started = time.perf_counter()
    scene.to_end()
    while not scene.player.finished:
        harness.tick()
    seconds = time.perf_counter() - started
    assert scene.player.stats is not None
    harness.close()
    return seconds


def references() -> dict[str, Callable[[object], int] | str]:
    """The reference counters (matrix -> tilings), or why one is missing."""
    found: dict[str, Callable[[object], int] | str] = {}
    warnings.filterwarnings("ignore", message="unsafe cast")  # xcover's numba code, at its compiling
    try:
        import xcover

        found["xcover"] = lambda matrix: sum(1 for _ in xcover.covers_bool(matrix))
        found["xcover"](cover_matrix(Params(5, 5, pieces="FILNP")))  # numba compiles (or loads) here, untimed
    except ImportError:
        found["xcover"] = "xcover not installed (pip install xcover)"
    try:
        import exact_cover

        found["exact_cover"] = lambda matrix: int(exact_cover.get_solution_count(matrix))
    except ImportError:
        found["exact_cover"] = "exact_cover not installed (pip install exact-cover)"
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="3 x 20 and 4 x 15 only")
    parser.add_argument("--cap", type=float, default=20.0, help="seconds of the stepping search per board")
    args = parser.parse_args()
    counters = references()
    rows = []
    for name, params in BOARDS[:2] if args.quick else BOARDS:
        stats = run_to_end(solve(params, quiet=True))[1]
        ours, runs = median_time(lambda: run_to_end(solve(params, quiet=True)))
        knuth = replace(params, method="dlx")
        ours_x = median_time(lambda: run_to_end(solve(knuth, quiet=True)))[0]
        scene = statistics.median(scene_to_the_end(params) for _ in range(3))
        steps = stepping(params, args.cap, stats["nodes"])
        times: dict[str, float] = {}
        for reference, count in counters.items():
            if callable(count):
                matrix = cover_matrix(params)
                assert count(matrix) == stats["solutions"], f"{reference} disagrees on {name}"
                times[reference] = median_time(lambda: count(matrix))[0]
        best = min(times.values()) if times else None
        rows.append((name, f"{stats['solutions']:,}", f"{stats['nodes']:,}", f"{ours:.3f} ({runs})", f"{ours_x:.3f}",
                     f"{scene:.2f}",
                     steps, *(f"{times[r]:.3f}" if r in times else "-" for r in counters),
                     f"{ours / best:.2f}" if best else "-", f"{scene / best:.2f}" if best else "-"))
        print(f"{name}: done", file=sys.stderr, flush=True)
    core = "compiled core" if fast.CORE is not None else "pure Python: the core is not built"
    table(f"Pentomino rectangles, every tiling counted (seconds; ours fast: {core})",
          ("board", "tilings", "nodes", "ours fast (runs)", "ours fast X", "ours scene", "ours stepping", *counters,
           "fast/best", "scene/best"), rows)
    for note in (c for c in counters.values() if isinstance(c, str)):
        print(note)
    print(f"'~': the stepping search stopped after {args.cap:.0f} s, its time extrapolated from its nodes per second")


if __name__ == "__main__":
    main()
