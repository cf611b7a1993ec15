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
            return f"No schedule for {params.girls} girls within {args.limit:,} girls placed ({seconds:.1f} s).", data
        return f"No schedule for {params.girls} girls.", data
    days = [f"Day {d + 1}: " + " / ".join("".join(map(letter, row)) for row in day) for d, day in enumerate(schedule)]
    return "\n".join(days + [f"({stats['nodes']:,} girls placed, {seconds:.2f} s)"]), data
