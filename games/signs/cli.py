"""Signs between numbers on the command line (``solve signs --numbers A1 … AP --sum S [--count]``)."""
from __future__ import annotations

import argparse
import time

from engine.language.translation import _, ngettext, number
from engine.puzzles.steps import first_solution, solutions
from games.signs.solver import METHOD_NAMES, Params, expression
from games.signs.solver import solve as search


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--numbers", type=_whole, nargs="+", required=True, metavar="A",
                        help=_("the numbers a1 … ap (2 to 18 whole numbers)"))
    parser.add_argument("--sum", type=_integer, required=True, help=_("the sum s to make"))
    parser.add_argument("--count", action="store_true", help=_("count the solutions (all 2^(p-1) cases are tried)"))
    parser.add_argument("--all", action="store_true", help=_("list every solution"))
    parser.add_argument("--method", choices=tuple(METHOD_NAMES), default="binary",
                        help=_("the book's three ways: binary counting, odometer, recursion (default binary)"))


def solve(args: argparse.Namespace) -> tuple[str, dict]:
    params = Params(tuple(args.numbers), args.sum, args.method)
    started = time.perf_counter()
    run = search(params, quiet=True)
    if args.count or args.all:
        found, stats = solutions(run)
    else:  # the first solution only: the search stops there
        first = first_solution(run)
        found, stats = ([first] if first is not None else []), {}
    data: dict = {"signs": found[0] if found else None}
    if args.count:
        data["count"] = stats["solutions"]
    if args.all:
        data["solutions"] = found
    if stats:
        data["cases"] = stats["cases"]
    data["method"] = args.method
    data["seconds"] = round(time.perf_counter() - started, 6)
    lines = [f"{expression(params.numbers, s)} = {params.total}" for s in found] or \
        [_("No signs make {total} ({cases} cases tried).").format(total=params.total, cases=number(params.cases))]
    if args.count:
        lines.append(ngettext("{n} solution among the {cases} cases", "{n} solutions among the {cases} cases",
                              stats["solutions"]).format(n=number(stats["solutions"]), cases=number(params.cases)))
    return "\n".join(lines), data


def _whole(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(_("not a whole number: {text!r}").format(text=text))
    return int(text)


def _integer(text: str) -> int:
    if not text.lstrip("-").isdigit() or text.count("-") > 1:
        raise argparse.ArgumentTypeError(_("not a whole number: {text!r}").format(text=text))
    return int(text)
