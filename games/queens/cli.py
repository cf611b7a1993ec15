"""The n queens on the command line (``solve queens --n N [--count] [--all] [--json]``)."""
from __future__ import annotations

import argparse
import time

from engine.puzzles.steps import first_solution, solutions
from games.queens import solver
from games.queens.solver import MAX_N, MIN_N, Params
from games.shared.queens_text import board_text


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--n", type=_board_size, default=8, help=f"board size, {MIN_N} to {MAX_N} (default 8)")
    parser.add_argument("--count", action="store_true", help="count all solutions and the distinct ones")
    parser.add_argument("--all", action="store_true", help="list every solution")
    parser.add_argument("--form", choices=("recursive", "automaton"), default="recursive", help="the book's two forms")


def solve(args: argparse.Namespace) -> tuple[str, dict]:
    params = Params(args.n, args.form)
    started = time.perf_counter()
    if args.count:
        result = solver.count(params)
        data = {"n": args.n, "solutions": result.solutions, "distinct": result.distinct, "nodes": result.nodes}
        text = f"{result.solutions:,} solutions for {args.n} queens, {result.distinct:,} distinct up to symmetry"
    else:
        if args.all:
            solved, stats = solutions(solver.solve(params, quiet=True))
        else:
            first, stats = first_solution(solver.solve(params, quiet=True)), {}
            solved = [first] if first is not None else []
        found = [list(solution) for solution in solved]
        data = {"n": args.n, "solution": found[0] if found else None}
        if "nodes" in stats:
            data["nodes"] = stats["nodes"]
        if args.all:
            data["solutions_list"] = found
        text = "No solution." if not found else "\n\n".join(
            board_text(args.n, enumerate(s, 1)) for s in (found if args.all else found[:1]))
    data["seconds"] = round(time.perf_counter() - started, 6)
    return text, data


def _board_size(text: str) -> int:
    if not text.isdigit() or not MIN_N <= int(text) <= MAX_N:
        raise argparse.ArgumentTypeError(f"the board size must be from {MIN_N} to {MAX_N}, not {text}")
    return int(text)
