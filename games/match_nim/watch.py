"""Match Nim searched as the "Alpha-beta" entry watches it (pure): ``games.shared.watched_search.SearchGame``.

A turn is one move, named ``2−3`` (pile 2, three matches taken); the evaluation is the book's verdict from the
binary columns: +1 when the side to move can win (a safe move exists), −1 when it is lost, which at the end of
a game is who took the last match.  A position's key keeps the misère rule: ``"3 4 5 | 0 ; normal"``.
"""
from __future__ import annotations

from games.match_nim import rules
from games.match_nim.rules import Move, Params, Position
from games.match_nim.strategy import is_winning
from games.shared.watched_search import keys, one_move_a_turn

SIDES = ("A", "B")


def label(move: Move) -> str:
    return f"{move.pile + 1}\u2212{move.take}"


turns, mover, over = one_move_a_turn(rules, label)


def evaluate(pos: Position) -> int:
    return 1 if is_winning(pos) else -1


def start() -> Position:
    return Position((3, 4, 5))


position_key, from_key = keys(rules, lambda pos: "misere" if pos.misere else "normal",
                              {"normal": Params(), "misere": Params(misere=True)})


def desk(pos: Position) -> tuple[tuple[str, ...], ...]:
    """The piles' sizes, in a row."""
    return (tuple(str(size) for size in pos.piles),)


EXAMPLES = {"ordering": Position((2, 5, 6)), "forced": Position((1, 2, 2))}
