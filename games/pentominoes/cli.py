"""Pentomino rectangles on the command line (``solve pentominoes --width W --height H [--count]``)."""
from __future__ import annotations

import argparse
import random
import sys

from engine.commands.progress_report import add_progress_argument, reporting
from games.pentominoes import solver
from games.pentominoes.solver import LETTERS, METHODS, Params
from games.pentominoes.tree import PentominoTree, live_path
from games.shared.stoppable_search import run_to_end, timed


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--width", type=int, default=10, help="columns of the board (default 10)")
    parser.add_argument("--height", type=int, default=6, help="rows of the board (default 6)")
    parser.add_argument("--hole", action="store_true", help="leave out the central 2 x 2 (8 x 8 square)")
    parser.add_argument("--method", choices=METHODS, default="book",
                        help="book: first empty cell with the book's tables; dlx: Knuth's Algorithm X")
    parser.add_argument("--pieces", default=LETTERS, help=f"the piece set, as letters (default {LETTERS})")
    parser.add_argument("--count", action="store_true", help="count every tiling and the distinct ones")
    add_progress_argument(parser)


def solve(args: argparse.Namespace) -> tuple[str, dict]:
    params = Params(args.width, args.height, args.hole, args.method, pieces=args.pieces.upper())
    searches: list = []
    run = solver.solve(params, quiet=True, first=not args.count, live=searches)
    if getattr(args, "progress", False):
        tree = PentominoTree(params)
        (found, stats), seconds = timed(lambda: reporting(lambda: run_to_end(run), tree, lambda: live_path(searches),
                                                          sys.stderr, random.Random(1975)))
    else:
        (found, stats), seconds = timed(lambda: run_to_end(run))
    tiling = found[0].solution if found else None
    data: dict[str, object] = {"width": params.width, "height": params.height, "solution": list(tiling) if tiling else None}
    if args.count:
        data["distinct"], data["total"] = stats["distinct"], stats["solutions"]
    data["nodes"], data["seconds"] = stats["nodes"], seconds
    text = "\n".join(tiling) if tiling else f"No tiling of {params.name}."
    if args.count:
        text += (f"\n\n{stats['solutions']:,} tilings of {params.name}, {stats['distinct']:,} distinct "
                 f"up to its symmetries ({stats['nodes']:,} pieces placed, {seconds:.2f} s)")
    return text, data
