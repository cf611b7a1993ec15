"""Speed of the tiling solvers (Puzzles 26, 25, 22), printed as tables.

Run from the repository: ``python -m benchmarks.tilings`` (add ``--quick`` to leave out the
6 x 10 rectangle and the 4 x 15 comparison, which take minutes).  Each figure is one run (these searches are long).

- Pentominoes 6 x 10: all 2,339 distinct tilings with each method (images skipped by the
  X-in-a-corner device), time and nodes side by side, and the same count from a C-backed
  exact-cover package as the reference, when it is installed (``pip install exact-cover``;
  it is no dependency of the arcade: the column is skipped with a note otherwise).
- Pentominoes 4 x 15: the two methods find the same set of 1,472 tilings.
- Kirkman's schoolgirls, 15 girls: the first schedule by each method, time and nodes.
- Domino chains, double-four: the lines and the rings counted.
- The scene at "instant" reaching the end of 3 x 20, against the solver alone.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.puzzles.steps import drain  # noqa: E402
from games.dominoes import solver as dominoes  # noqa: E402
from games.pentominoes import solver as pentominoes  # noqa: E402
from games.schoolgirls import solver as schoolgirls  # noqa: E402
from games.shared.stoppable_search import run_to_end, timed  # noqa: E402


def cover_matrix(params: pentominoes.Params) -> Any:
    """The puzzle as the exact-cover packages read it: a boolean numpy matrix, one row per placement, one
    column per piece then per free cell (numpy comes with those packages: imported here)."""
    import numpy

    rows = pentominoes.cover_rows(params)
    cells = sorted({cell for _, where in rows for cell in where})
    column = {**{letter: k for k, letter in enumerate(params.pieces)},
              **{cell: len(params.pieces) + k for k, cell in enumerate(cells)}}
    matrix = numpy.zeros((len(rows), len(column)), dtype=bool)
    for r, (letter, where) in enumerate(rows):
        matrix[r, [column[letter]] + [column[cell] for cell in where]] = True
    return matrix


def reference_count(params: pentominoes.Params) -> tuple[int, float] | str:
    """The exact-cover package's count of the same problem (or why there is none)."""
    try:
        import exact_cover
    except ImportError:
        return "exact-cover not installed (pip install exact-cover): reference skipped"
    matrix = cover_matrix(params)
    return timed(lambda: int(exact_cover.get_solution_count(matrix)))


def table(title: str, header: tuple[str, ...], rows: list[tuple]) -> None:
    print(f"\n{title}")
    widths = [max(len(str(x)) for x in column) for column in zip(header, *rows)]
    for line in (header, tuple("-" * w for w in widths), *rows):
        print("  ".join(str(x).rjust(w) for x, w in zip(line, widths)))


def pentomino_methods(width: int, height: int) -> None:
    rows = []
    best = None
    for method in pentominoes.METHODS:
        params = pentominoes.Params(width, height, method=method, distinct=True)
        (_, stats), seconds = timed(lambda: run_to_end(pentominoes.solve(params, quiet=True)))
        rows.append((method, f"{stats['distinct']:,}", f"{stats['solutions']:,}", f"{stats['nodes']:,}",
                     f"{seconds:.2f}"))
        best = seconds if best is None else min(best, seconds)
    reference = reference_count(pentominoes.Params(width, height, distinct=True))
    if isinstance(reference, str):
        note = reference
    else:
        count, seconds = reference
        rows.append(("exact-cover (C)", f"{count:,}", "", "", f"{seconds:.2f}"))
        note = f"best of ours / reference: {best / seconds:.1f}x (goal: within 3x)"
    table(f"Pentominoes {width} x {height}: every distinct tiling", ("method", "distinct", "all", "nodes", "seconds"),
          rows)
    print(note)


def same_tilings(width: int, height: int) -> None:
    found = {}
    for method in pentominoes.METHODS:
        params = pentominoes.Params(width, height, method=method)
        (steps, _), seconds = timed(lambda: run_to_end(pentominoes.solve(params, quiet=True)))
        found[method] = ({step.solution for step in steps}, seconds)
    book, links = found["book"][0], found["dlx"][0]
    print(f"\nPentominoes {width} x {height}: book {len(book):,} tilings ({found['book'][1]:.1f} s), Algorithm X "
          f"{len(links):,} ({found['dlx'][1]:.1f} s): {'the same set' if book == links else 'DIFFERENT SETS'}")


def schoolgirl_methods() -> None:
    rows = []
    for method in schoolgirls.METHODS:
        params = schoolgirls.Params(15, method)
        (steps, stats), seconds = timed(lambda: run_to_end(schoolgirls.solve(params, quiet=True, first=True)))
        ok = schoolgirls.is_schedule(15, steps[0].solution)
        rows.append((method, f"{stats['nodes']:,}", f"{seconds:.2f}", "yes" if ok else "NO"))
    table("Kirkman's schoolgirls, 15 girls: the first schedule", ("method", "nodes", "seconds", "checked"), rows)


def domino_counts() -> None:
    rows = []
    for ring in (False, True):
        params = dominoes.Params(4, ring)
        (_, stats), seconds = timed(lambda: run_to_end(dominoes.solve(params, quiet=True)))
        rows.append(("ring" if ring else "line", f"{stats['chains']:,}", f"{stats['nodes']:,}", f"{seconds:.2f}"))
    table("Domino chains, double-four (a chain and its reverse once)", ("shape", "chains", "nodes", "seconds"), rows)


def scene_at_instant() -> None:
    """The scene at "instant" to the end of 3 x 20, drawing every frame, against the solver alone."""
    from engine.desktop.harness import Harness
    from engine.entries import registry
    from engine.files.settings import Settings

    params = pentominoes.Params(20, 3)
    _, alone = timed(lambda: drain(pentominoes.solve(params)))
    _, quiet = timed(lambda: run_to_end(pentominoes.solve(params, quiet=True)))
    spec = registry.get("pentominoes")
    scene = spec.scene_class()(spec, values={"width": 20, "height": 3}, start=True)
    harness = Harness(scene, settings=Settings(sound=False))
    scene.set_speed(1.0)
    started = time.perf_counter()
    frames = 0
    while not scene.player.finished:
        harness.tick()
        frames += 1
    watched = time.perf_counter() - started
    harness.close()
    table("The pentomino scene at instant, 3 x 20 to the end", ("run", "seconds", "frames"),
          [("solver alone, every step", f"{alone:.2f}", ""), ("solver alone, quiet", f"{quiet:.2f}", ""),
           ("scene, drawing each frame", f"{watched:.2f}", frames)])
    print(f"scene / solver alone: {watched / alone:.2f}x (goal: at most 1.5x)")


def main() -> None:
    quick = "--quick" in sys.argv[1:]
    if not quick:
        pentomino_methods(10, 6)
        same_tilings(15, 4)
    schoolgirl_methods()
    domino_counts()
    scene_at_instant()


if __name__ == "__main__":
    main()
