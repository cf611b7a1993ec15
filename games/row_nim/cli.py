"""Row Nim on the command line (pure): ``analyse row-nim "1,5/2,8/3,4" [--columns C] [--to-move black] [--json]``.

The answer in JSON: ``{"winning": bool, "move": {"row": R, "from": C1, "to": C2} | null,
"nim_sum": X, "gaps": [...]}``, rows and columns numbered from 1; ``move`` is a winning move
when ``winning`` is true, otherwise the move the strongest level would play.
"""
from __future__ import annotations

import argparse

from engine.language.translation import _
from games.row_nim.rules import BLACK, MAX_COLUMNS, MIN_COLUMNS, SIDE_NAMES, WHITE, Position, parse_rows
from games.row_nim.strategy import best_move
from games.shared.nim_binary import nim_sum


def add_analyse_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("position", help=_("each row's white,black columns (from 1), rows separated by '/', "
                                           'e.g. "1,5/2,8/3,4"'))
    parser.add_argument("--columns", type=int, default=8, help=_("board width, {low}-{high} (default 8)").format(
        low=MIN_COLUMNS, high=MAX_COLUMNS))
    parser.add_argument("--to-move", choices=("white", "black"), default="white",
                        help=_("the side to move (default white)"))


def analyse(args: argparse.Namespace) -> tuple[str, dict]:
    """(text for people, the JSON object of the spec); ``InvalidPositionError`` for bad input."""
    side = WHITE if args.to_move == "white" else BLACK
    position = Position(parse_rows(args.position, args.columns), args.columns, side)
    decision = best_move(position)
    move = decision.move if decision else None
    data = {
        "winning": bool(decision and decision.winning),
        "move": {"row": move.row + 1, "from": move.start + 1, "to": move.end + 1} if move else None,
        "nim_sum": nim_sum(position.gaps),
        "gaps": list(position.gaps),
    }
    name, other = _(SIDE_NAMES[side]), _(SIDE_NAMES[1 - side])
    gaps = " ".join(map(str, position.gaps))
    if decision is None:
        text = _("{side} cannot move: the game is over, {other} has won.").format(side=name, other=other)
    elif decision.winning:
        text = _("Won for {side} to move (gaps {gaps}, nim-sum {sum}): {move}").format(
            side=name, gaps=gaps, sum=data["nim_sum"], move=move)
    else:
        text = _("Lost for {side} to move (gaps {gaps}, nim-sum 0); best try: {move}").format(side=name, gaps=gaps, move=move)
    return text, data
