"""Pentomino rectangles on the command line (``solve pentominoes --width W --height H [--count]``)."""
from __future__ import annotations

import argparse
import random
import sys

from engine.commands.progress_report import add_progress_argument, reporting
from engine.language.translation import _, ngettext, number
from games.pentominoes import solver
from games.pentominoes.solver import LETTERS, METHODS, Params
from games.pentominoes.tree import PentominoTree, live_path
from games.shared.stoppable_search import run_to_end, timed


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--width", type=int, default=10, help=_("columns of the board (default 10)"))
    parser.add_argument("--height", type=int, default=6, help=_("rows of the board (default 6)"))
    parser.add_argument("--hole", action="store_true", help=_("leave out the central 2 x 2 (8 x 8 square)"))
    parser.add_argument("--method", choices=METHODS, default="book",
                        help=_("book: first empty cell with the book's tables; dlx: Knuth's Algorithm X"))
    parser.add_argument("--pieces", default=LETTERS,
                        help=_("the piece set, as letters (default {letters})").format(letters=LETTERS))
    parser.add_argument("--count", action="store_true", help=_("count every tiling and the distinct ones"))
    add_progress_argument(parser)


def solve(args: argparse.Namespace) -> tuple[str, dict]:
    params = Params(args.width, args.height, args.hole, args.method, pieces=args.pieces.upper())
    searches: list = []
    run = solver.solve(params, quiet=True, first=not args.count, live=searches)
    if getattr(args, "progress", False):
        tree = PentominoTree(params)
        (found, stats), seconds = timed(lambda: reporting(lambda: run_to_end(run), tree, lambda: live_path(searches),
                                                          sys.stderr, random.Random(1975), counted=tree.counted))
    else:
        (found, stats), seconds = timed(lambda: run_to_end(run))
    tiling = found[0].solution if found else None
    data: dict[str, object] = {"width": params.width, "height": params.height, "solution": list(tiling) if tiling else None}
    if args.count:
        data["distinct"], data["total"] = stats["distinct"], stats["solutions"]
    data["nodes"], data["seconds"] = stats["nodes"], seconds
    board = (_("the {width} x {height} board without its centre") if params.hole
             else _("the {width} x {height} board")).format(width=params.width, height=params.height)
    text = "\n".join(tiling) if tiling else _("No tiling of {board}.").format(board=board)
    if args.count:
        text += "\n\n" + ngettext("{n} tiling of {board}, {distinct} distinct up to its symmetries ({nodes} pieces "
                                  "placed, {seconds} s)", "{n} tilings of {board}, {distinct} distinct up to its "
                                  "symmetries ({nodes} pieces placed, {seconds} s)", stats["solutions"]).format(
            n=number(stats["solutions"]), board=board, distinct=number(stats["distinct"]), nodes=number(stats["nodes"]),
            seconds=number(seconds, 2))
    return text, data
