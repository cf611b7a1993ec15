"""The template puzzle on the command line: ``solve puzzle-template --n N [--count]``."""
from __future__ import annotations

import argparse

from engine.puzzles.steps import first_solution, solutions
from games._puzzle_template.solver import OPTIONS, make_params
from games._puzzle_template.solver import solve as search


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--n", type=int, default=OPTIONS[0].default, help="the board size, 1 to 8")
    parser.add_argument("--count", action="store_true", help="count every placement")


def solve(args: argparse.Namespace) -> tuple[str, dict]:
    try:
        params = make_params({"n": args.n})
    except ValueError as error:
        raise ValueError(str(error)) from None
    if args.count:
        found, stats = solutions(search(params, quiet=True))
        return f"{len(found)} placements of {params.n} rooks", {"n": params.n, "count": len(found), **stats}
    first = first_solution(search(params, quiet=True))
    return " ".join(str(c + 1) for c in first), {"n": params.n, "columns": list(first)}
