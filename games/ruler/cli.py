"""Rulers that measure every length on the command line (``solve ruler --marks N [--shortcut]``).

The search's time grows about tenfold with each mark: n = 10 takes about 7 s here, n = 11
about a minute or two, n = 12 a quarter of an hour or more.
"""
from __future__ import annotations

import argparse
import random
import sys
import time

from engine.commands.progress_report import add_progress_argument, reporting
from engine.language.translation import _, ngettext
from games.ruler.solver import MAX_MARKS, MIN_MARKS, Params, longest
from games.ruler.tree import RulerTree, live_path


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--marks", type=_marks, required=True, metavar="N",
                        help=_("marks on the ruler, {low} to {high}; expected time with the compiled core: n = 10 "
                               "under a second, n = 11 a few seconds, then about ten times longer for each further "
                               "mark (without it, twenty times that)").format(low=MIN_MARKS, high=MAX_MARKS))
    parser.add_argument("--shortcut", action="store_true",
                        help=_("the book's unsafe shortcut a(n-1) = k - 2 (for 10 marks it answers 35, not 36)"))
    add_progress_argument(parser)


def solve(args: argparse.Namespace) -> tuple[str, dict]:
    params = Params(args.marks, args.shortcut)
    started = time.perf_counter()
    if getattr(args, "progress", False):
        searches: list = []
        tree = RulerTree(params)
        length, rulers, stats = reporting(lambda: longest(params, searches), tree,
                                          lambda: live_path(searches, tree.floor), sys.stderr, random.Random(1975),
                                          counted=tree.counted)
    else:
        length, rulers, stats = longest(params)
    data = {"marks": args.marks, "length": length, "ruler": list(rulers[0]), "count": len(rulers),
            "rulers": [list(r) for r in rulers], "shortcut": args.shortcut, "cases": stats["cases"],
            "seconds": round(time.perf_counter() - started, 6)}
    head = (ngettext("{marks} marks: the longest ruler measuring every length has length {length}; {n} mark set "
                     "(mirror images once)", "{marks} marks: the longest ruler measuring every length has length "
                     "{length}; {n} mark sets (mirror images once)", len(rulers)).format(
        marks=args.marks, length=length, n=len(rulers))
            + (" " + _("[with the book's unsafe shortcut a(n-1) = k - 2]") if args.shortcut else ""))
    return "\n".join([head, *(" ".join(map(str, r)) for r in rulers)]), data


def _marks(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(_("not a whole number: {text!r}").format(text=text))
    if not MIN_MARKS <= int(text) <= MAX_MARKS:
        raise argparse.ArgumentTypeError(_("a ruler needs from {low} to {high} marks, not {text}").format(
            low=MIN_MARKS, high=MAX_MARKS, text=text))
    return int(text)
