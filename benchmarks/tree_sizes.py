"""The exact sizes of the watched searches' trees, for the side panels' "time left" (issue 27, item 2).

Run from the repository: ``python -m benchmarks.tree_sizes [--entry NAME ...]``.  Each search an entry offers
in its setup panel whose whole run can take more than a few seconds is run quietly to its end (on the fast path
when the compiled core is built), and its nodes (the rulers' cases) are printed as the Python table that the
entry's ``tree.py`` keeps as ``COUNTED``: a scene whose search is in that table tells its part done as the nodes
done over that count, instead of Knuth's estimate.  tests/*/test_counted_sizes.py check the table's entries
again (the small ones in the fast set, the others in the slow set).
"""
from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterator
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.puzzles.steps import drain  # noqa: E402
from games.pentominoes import solver as pentominoes  # noqa: E402
from games.pentominoes.tree import BOARDS  # noqa: E402
from games.queen_cover import solver as covers  # noqa: E402
from games.ruler import solver as rulers  # noqa: E402
from games.schoolgirls import solver as schoolgirls  # noqa: E402
from games.schoolgirls.tree import COUNTED as COUNTED_GIRLS  # noqa: E402


def ruler_sizes() -> Iterator[tuple[tuple, int]]:
    for marks in range(rulers.MIN_MARKS, rulers.MAX_MARKS + 1):
        for shortcut in (False, True):
            yield (marks, shortcut), drain(rulers.solve(rulers.Params(marks, shortcut), quiet=True))[1]["cases"]


def cover_sizes() -> Iterator[tuple[tuple, int]]:
    for n in range(covers.MIN_N, covers.MAX_N + 1):
        for method in ("book", "general"):
            yield (n, method), drain(covers.solve(covers.Params(n, method), quiet=True))[1]["nodes"]


def pentomino_sizes() -> Iterator[tuple[tuple, int]]:
    for width, height, hole in BOARDS:
        for method in ("book", "dlx"):
            for distinct in (False, True):
                params = pentominoes.Params(width, height, hole, method, distinct)  # the longer side across
                yield (width, height, hole, method, distinct), drain(pentominoes.solve(params, quiet=True))[1]["nodes"]


def schoolgirl_sizes() -> Iterator[tuple[tuple, int]]:
    for girls, method in COUNTED_GIRLS:
        yield (girls, method), drain(schoolgirls.solve(schoolgirls.Params(girls, method), quiet=True))[1]["nodes"]


ENTRIES = {"ruler": ruler_sizes, "queen-cover": cover_sizes, "pentominoes": pentomino_sizes,
           "schoolgirls": schoolgirl_sizes}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entry", nargs="*", choices=ENTRIES, help="these entries only")
    args = parser.parse_args()
    for name in args.entry or ENTRIES:
        started = time.perf_counter()
        print(f"# {name}")
        print("COUNTED = {")
        for key, nodes in ENTRIES[name]():
            print(f"    {key!r}: {nodes:_},", flush=True)
        print(f"}}  # counted in {time.perf_counter() - started:.0f} s", flush=True)


if __name__ == "__main__":
    main()
