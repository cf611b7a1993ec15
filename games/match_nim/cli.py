"""Match Nim on the command line (pure): ``analyse match-nim "3 5 7 9" [--misere] [--json]``."""
from __future__ import annotations

import argparse

from engine.language.translation import _
from games.match_nim.rules import Position, parse_position
from games.match_nim.strategy import best_move
from games.shared.nim_binary import nim_sum


def add_analyse_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("position", help=_('pile sizes, e.g. "3 5 7 9" (piles numbered from 1 in the answer)'))
    parser.add_argument("--misere", action="store_true", help=_("the misère game: whoever takes the last match loses"))


def analyse(args: argparse.Namespace) -> tuple[str, dict]:
    """(text for people, the JSON object of the spec); ``InvalidPositionError`` for bad input."""
    position = Position(parse_position(args.position), 0, args.misere)
    decision = best_move(position)
    data = {
        "winning": bool(decision and decision.winning),
        "move": {"pile": decision.move.pile + 1, "take": decision.move.take} if decision else None,
        "nim_sum": nim_sum(position.piles),
    }
    game = _("misère game") if args.misere else _("normal game")
    if decision is None:
        text = _("No matches left: the game is over.")
    elif decision.winning:
        text = _("Won for the player to move ({game}, nim-sum {sum}): {move}").format(
            game=game, sum=data["nim_sum"], move=decision.move)
    else:
        text = _("Lost for the player to move ({game}, nim-sum {sum}); best try: {move}").format(
            game=game, sum=data["nim_sum"], move=decision.move)
    return text, data
