"""Domino chains on the command line (``solve dominoes --max M [--ring] [--count]``)."""
from __future__ import annotations

import argparse

from engine.language.translation import _, ngettext, number
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
    data: dict[str, object] = {"max": params.max, "ring": params.ring, "chain": [list(d) for d in chain] if chain else None}
    none = _("The {set} set makes no ring.") if params.ring else _("The {set} set makes no line.")
    lines = [" ".join(f"[{a}|{b}]" for a, b in chain) if chain else none.format(set=params.shown_name)]
    if stats["reason"]:
        data["reason"] = stats["reason"]
        lines.append(stats["reason"])
    if args.count:
        data["count"] = stats["chains"] if counting else None
        if counting:
            counted = (ngettext("{n} ring of the {set} set", "{n} rings of the {set} set", stats["chains"]) if params.ring
                       else ngettext("{n} line of the {set} set", "{n} lines of the {set} set", stats["chains"]))
            lines.append(counted.format(n=number(stats["chains"]), set=params.shown_name) + " " + _(
                "(a chain and its reverse counted once; {nodes} dominoes laid, {seconds} s)").format(
                nodes=number(stats["nodes"]), seconds=number(seconds, 2)))
        elif not stats["reason"]:
            data["count_reason"] = NOT_COUNTED
            lines.append(_(NOT_COUNTED))
    data["nodes"], data["seconds"] = stats["nodes"], seconds
    return "\n".join(lines), data
