"""The numbers game on the command line (``solve numbers --tiles T1 … T6 --target N [--method book|full]``)."""
from __future__ import annotations

import argparse
import time

from engine.language.translation import _
from games.numbers.rules import calc_text, check_target, check_tiles
from games.numbers.solver import BOOK, FULL, answer


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--tiles", type=_whole, nargs="+", required=True, metavar="T",
                        help=_("six tiles from 1-10, 25, 50, 75, 100"))
    parser.add_argument("--target", type=_whole, required=True, help=_("the number to reach, 100 to 999"))
    parser.add_argument("--method", choices=(BOOK, FULL), default=FULL,
                        help=_("the book's restricted method or the full search (default full)"))


def solve(args: argparse.Namespace) -> tuple[str, dict]:
    tiles, target = check_tiles(tuple(args.tiles)), check_target(args.target)
    started = time.perf_counter()
    found = answer(tiles, target, args.method)
    steps = None if found.calcs is None else [calc_text(c) for c in found.calcs]
    data = {"target": target, "exact": found.exact, "result": found.value, "steps": steps, "method": args.method,
            "seconds": round(time.perf_counter() - started, 6)}
    if steps is None:
        text = _("The book's method finds no way to make {target}.").format(target=target)
    else:
        head = (_("{target}: exact").format(target=target) if found.exact else
                _("{target} cannot be made; the closest is {value}").format(target=target, value=found.value))
        text = "\n".join([head, *steps])
    return text, data


def _whole(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(_("not a whole number: {text!r}").format(text=text))
    return int(text)
