"""Domino chains on the command line (``solve dominoes --max M [--ring] [--count]``)."""
from __future__ import annotations

import argparse

from engine.language.translation import _
from games.dominoes import solver
from games.dominoes.solver import COUNTABLE, NOT_COUNTED, Params
from games.shared.stoppable_search import run_to_end, timed


def add_solve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--max", type=int, default=6, help=_("the set: double-MAX (1 to 6, default 6)"))
    parser.add_argument("--ring", action="store_true", help=_("the chain must close into a ring"))
    parser.add_argument("--count", action="store_true", help=_("count the chains (sets up to double-{max})").format(max=COUNTABLE))


def solve(args: argparse.Namespace) -> tuple[str, dict]:
    params = Params(args.max, args.ring)
    counting = args.count and params.max <= COUNTABLE
    (found, stats), seconds = timed(lambda: run_to_end(solver.solve(params, quiet=True, first=not counting)))
    chain = found[0].solution if found else None
    shape = "ring" if params.ring else "line"
    data: dict[str, object] = {"max": params.max, "ring": params.ring, "chain": [list(d) for d in chain] if chain else None}
    lines = [" ".join(f"[{a}|{b}]" for a, b in chain) if chain else f"The {params.name} set makes no {shape}."]
    if stats["reason"]:
        data["reason"] = stats["reason"]
        lines.append(stats["reason"])
    if args.count:
        data["count"] = stats["chains"] if counting else None
        if counting:
            lines.append(f"{stats['chains']:,} {shape}s of the {params.name} set (a chain and its reverse "
                         f"counted once; {stats['nodes']:,} dominoes laid, {seconds:.2f} s)")
        elif not stats["reason"]:
            data["count_reason"] = NOT_COUNTED
            lines.append(NOT_COUNTED)
    data["nodes"], data["seconds"] = stats["nodes"], seconds
    return "\n".join(lines), data
