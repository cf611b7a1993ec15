"""Kirkman's schoolgirls on the command line (``solve schoolgirls --girls G [--method book|plain]``)."""
from __future__ import annotations

import argparse

from engine.language.translation import _, number
from games.schoolgirls import solver
from games.schoolgirls.solver import METHODS, Params, letter
from games.shared.stoppable_search import run_to_end, timed

LIMIT = 20_000_000  # girls placed before the command line gives up (15 girls, plain: about 8 million)


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--girls", type=int, default=15, help=_("9 or 15 (21, 27 as a challenge; default 15)"))
    parser.add_argument("--method", choices=METHODS, default="book",
                        help=_("book: fixed walks and the proved skeleton; plain: plain backtracking"))
    parser.add_argument("--limit", type=int, default=LIMIT,
                        help=_("give up after placing this many girls (default {limit}; 21 and 27 may need more)").format(
                            limit=number(LIMIT)))


def solve(args: argparse.Namespace) -> tuple[str, dict]:
    params = Params(args.girls, args.method)
    if args.limit < 1:
        raise ValueError(_("the limit must be a positive number of girls placed, not {limit}").format(limit=args.limit))
    run = solver.solve(params, quiet=True, first=True, limit=args.limit)
    (found, stats), seconds = timed(lambda: run_to_end(run))
    schedule = found[0].solution if found else None
    data = {"girls": params.girls, "method": params.method,
            "days": [[[g + 1 for g in row] for row in day] for day in schedule] if schedule else None,
            "nodes": stats["nodes"], "seconds": seconds}
    if schedule is None:
        if stats["stopped"]:
            data["stopped"] = f"no schedule within {args.limit:,} girls placed"
            return _("No schedule for {girls} girls within {limit} girls placed ({seconds} s).").format(
                girls=params.girls, limit=number(args.limit), seconds=number(seconds, 1)), data
        return _("No schedule for {girls} girls.").format(girls=params.girls), data
    days = [_("Day {day}: {groups}").format(day=d + 1, groups=" / ".join("".join(map(letter, row)) for row in day))
            for d, day in enumerate(schedule)]
    return "\n".join(days + [_("({nodes} girls placed, {seconds} s)").format(
        nodes=number(stats["nodes"]), seconds=number(seconds, 2))]), data
