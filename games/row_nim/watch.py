"""Row Nim searched as the "Alpha-beta" entry watches it (pure): ``games.shared.watched_search.SearchGame``.

A turn is one move, named ``2:5→3`` (row 2, the checker from column 5 to 3); the evaluation is the book's
verdict from the gaps' binary columns: +1 when the side to move can win, −1 when it is lost (pinned at the
end of a game).  A position's key keeps the board's width: ``"3,6/2,4 | 0 ; 8"``.
"""
from __future__ import annotations

from games.row_nim import rules
from games.row_nim.rules import MAX_COLUMNS, MIN_COLUMNS, WHITE, Move, Params, Position
from games.row_nim.strategy import winning_move
from games.shared.watched_search import keys, one_move_a_turn

SIDES = ("A", "B")


def label(move: Move) -> str:
    return f"{move.row + 1}:{move.start + 1}\u2192{move.end + 1}"


turns, mover, over = one_move_a_turn(rules, label)


def evaluate(pos: Position) -> int:
    return 1 if winning_move(pos) is not None else -1


def start() -> Position:
    return Position(((2, 5), (1, 3), (0, 4)), 6)


position_key, from_key = keys(rules, lambda pos: str(pos.columns),
                              {str(n): Params(columns=n) for n in range(MIN_COLUMNS, MAX_COLUMNS + 1)})


def desk(pos: Position) -> tuple[tuple[str, ...], ...]:
    """The board: ○ the white checker, ● the black, · an empty square."""
    return tuple(tuple("\u25cb" if c == white else "\u25cf" if c == black else "\u00b7" for c in range(pos.columns))
                 for white, black in pos.rows)


EXAMPLES = {"ordering": Position(((0, 5), (1, 3), (2, 4)), 6, WHITE), "forced": Position(((0, 2), (1, 4)), 5)}
