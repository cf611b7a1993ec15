"""Foxes and hens on the command line (pure): ``analyse fox-and-hens BOARD --to-move foxes|hens [--json]``."""
from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from engine.duels.limits import Limit
from engine.language.translation import _, ngettext, number
from games.fox_and_hens import SIDE_NAMES, ai
from games.fox_and_hens.rules import longest_captures, outcome, parse_position, row_col


def add_analyse_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("board", help=_("the 7 lines of 7 characters ('\\n' or '/' between lines): "
                                        "blank no point, '.' empty, 'X' a fox, a capital letter a hen"))
    parser.add_argument("--to-move", required=True, choices=[n.lower() for n in SIDE_NAMES], help=_("the side to move"))
    parser.add_argument("--diagonals", action="store_true", help=_("the board has the diagonal lines"))
    parser.add_argument("--seconds", type=float, default=1.0, help=_("the computer's time to choose (default 1)"))


def _points(path: tuple[int, ...]) -> list[list[int]]:
    """Points as [row, column], 1-based from the top left."""
    return [[row + 1, col + 1] for row, col in map(row_col, path)]


def analyse(args: argparse.Namespace, clock: Callable[[], float] = time.monotonic) -> tuple[str, dict]:
    """(text for people, the JSON object of the spec); ``InvalidPositionError`` for a bad picture.

    The computer's ``--seconds`` are measured by ``clock`` (a test passes a fake one)."""
    if not 0 < args.seconds <= 600:
        raise ValueError(_("--seconds must be more than 0 and at most 600, not {seconds}").format(seconds=args.seconds))
    side = [n.lower() for n in SIDE_NAMES].index(args.to_move)
    pos = parse_position(args.board.replace("\\n", "\n"), side, args.diagonals)
    found = longest_captures(pos.board, pos.diagonals)
    data: dict = {"longest": found.longest, "captures": [_points(chain) for chain in found.chains]}
    over = outcome(pos)
    lines = [ngettext("Longest capture: {n} hen", "Longest capture: {n} hens", found.longest).format(n=found.longest)
             + (ngettext(", {n} way", ", {n} ways", len(found.chains)).format(n=len(found.chains)) if found.chains else "")]
    lines += ["  " + "x".join(f"{'abcdefg'[c - 1]}{r}" for r, c in _points(chain)) for chain in found.chains]
    if over is not None:
        data["move"] = None
        data["outcome"] = {"winner": None if over.winner is None else SIDE_NAMES[over.winner].lower(),
                           "reason": over.reason}
        lines.append(_("The game is over: {reason}").format(reason=_(over.reason)) if over.winner is None else
                     _("The game is over: {side} {reason}").format(side=_(SIDE_NAMES[over.winner]), reason=_(over.reason)))
    else:
        decision = ai.search(pos, Limit(level=5, seconds=args.seconds, clock=clock), random.Random(0))
        data["move"] = _points(decision.move.path)
        data["notation"] = str(decision.move)
        data["depth"], data["nodes"] = decision.depth, decision.nodes
        lines.append(_("{side} to move; the computer plays {move} (searched {depth} moves deep, {nodes} positions)").format(
            side=_(SIDE_NAMES[side]), move=decision.move, depth=decision.depth, nodes=number(decision.nodes)))
    return "\n".join(lines), data
