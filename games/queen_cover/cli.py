"""The fewest covering queens on the command line (``solve queen-cover --n N [--independent] [--count]``)."""
from __future__ import annotations

import argparse
import random
import sys
import time

from engine.commands.progress_report import add_progress_argument, reporting
from engine.language.translation import _, ngettext, number
from engine.puzzles.steps import first_solution, solutions
from games.queen_cover import solver
from games.queen_cover.solver import MAX_N, MIN_N, Params
from games.queen_cover.tree import CoverTree, live_path
from games.shared.queens_text import board_text


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--n", type=_board_size, default=8, help=_("board size, {low} to {high} (default 8)").format(
        low=MIN_N, high=MAX_N))
    parser.add_argument("--independent", action="store_true",
                        help=_("the book's method: queens that do not attack one another"))
    parser.add_argument("--count", action="store_true", help=_("count every minimum cover"))
    add_progress_argument(parser)


def solve(args: argparse.Namespace) -> tuple[str, dict]:
    params = Params(args.n, "book" if args.independent else "general")
    started = time.perf_counter()
    if args.count and getattr(args, "progress", False):
        searches: list = []
        tree = CoverTree(params)
        found, stats = reporting(lambda: solutions(solver.solve(params, quiet=True, live=searches)),
                                 tree, lambda: live_path(searches), sys.stderr, random.Random(1975), counted=tree.counted)
        first = found[0]
    elif args.count:
        found, stats = solutions(solver.solve(params, quiet=True))
        first = found[0]
    else:
        first, stats = first_solution(solver.solve(params, quiet=True)), {}
    data = {"n": args.n, "minimum": len(first), "solution": [list(square) for square in first]}
    if args.count:
        data["count"] = stats["covers"]
        data["nodes"] = stats["nodes"]
    data["seconds"] = round(time.perf_counter() - started, 6)
    text = (_("{k} independent queens cover the {n} x {n} board") if args.independent
            else _("{k} queens cover the {n} x {n} board")).format(k=len(first), n=args.n)
    if args.count:
        text += " " + ngettext("({count} such cover)", "({count} such covers)", stats["covers"]).format(
            count=number(stats["covers"]))
    return text + ":\n" + board_text(args.n, first), data


def _board_size(text: str) -> int:
    if not text.isdigit() or not MIN_N <= int(text) <= MAX_N:
        raise argparse.ArgumentTypeError(_("the board size must be from {low} to {high}, not {text}").format(
            low=MIN_N, high=MAX_N, text=text))
    return int(text)
