"""The n queens on the command line (``solve queens --n N [--count] [--all] [--json]``)."""
from __future__ import annotations

import argparse
import time

from engine.language.translation import _, ngettext, number
from engine.puzzles.steps import first_solution, solutions
from games.queens import solver
from games.queens.solver import MAX_N, MIN_N, Params
from games.shared.queens_text import board_text


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--n", type=_board_size, default=8, help=_("board size, {low} to {high} (default 8)").format(
        low=MIN_N, high=MAX_N))
    parser.add_argument("--count", action="store_true", help=_("count all solutions and the distinct ones"))
    parser.add_argument("--all", action="store_true", help=_("list every solution"))
    parser.add_argument("--form", choices=("recursive", "automaton"), default="recursive", help=_("the book's two forms"))


def solve(args: argparse.Namespace) -> tuple[str, dict]:
    params = Params(args.n, args.form)
    started = time.perf_counter()
    if args.count:
        result = solver.count(params)
        data = {"n": args.n, "solutions": result.solutions, "distinct": result.distinct, "nodes": result.nodes}
        text = ngettext("{n} solution for {queens} queens, {distinct} distinct up to symmetry",
                        "{n} solutions for {queens} queens, {distinct} distinct up to symmetry", result.solutions).format(
            n=number(result.solutions), queens=args.n, distinct=number(result.distinct))
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
        text = _("No solution.") if not found else "\n\n".join(
            board_text(args.n, enumerate(s, 1)) for s in (found if args.all else found[:1]))
    data["seconds"] = round(time.perf_counter() - started, 6)
    return text, data


def _board_size(text: str) -> int:
    if not text.isdigit() or not MIN_N <= int(text) <= MAX_N:
        raise argparse.ArgumentTypeError(_("the board size must be from {low} to {high}, not {text}").format(
            low=MIN_N, high=MAX_N, text=text))
    return int(text)
