"""Kalah searched as the arcade's "Alpha-beta" entry watches it (pure): ``games.shared.watched_search.SearchGame``.

A turn is a whole compound move (``3 6``), as in the book's program; the evaluation is the book's: the
difference of the kalahs for the side to move, which at the end of a game (the stones left swept into their
kalahs) is the final margin.  A position is named by a key that keeps its rule variant:
``"6,6,6,6,6,6,0,6,6,6,6,6,6,0 | 0 ; capture=standard pie=no"``, and under the pie rule where the opening stands
(``" ; swap offered"``: the swap is one of the turns searched).
"""
from __future__ import annotations

from dataclasses import replace

from games.kalah import rules
from games.kalah.rules import (
    CAPTURES,
    FIRST_TURN,
    KALAH,
    SWAP_OFFERED,
    Params,
    Position,
    Variant,
    apply_compound,
    compound_moves,
    format_compound,
    initial,
    is_over,
)
from games.shared.watched_search import keys

VARIANTS = tuple(Variant(capture, pie) for capture in CAPTURES for pie in (False, True))


def turns(pos: Position) -> tuple[tuple[str, Position], ...]:
    """Every compound move of the side to move, in pit order, and the position after it."""
    return tuple((format_compound(moves), apply_compound(pos, moves)) for moves in compound_moves(pos))


def mover(pos: Position) -> int:
    return pos.to_move


def over(pos: Position) -> bool:
    return is_over(pos)


def evaluate(pos: Position) -> int:
    """The mover's kalah less the other's (the final margin once the game is over)."""
    mine = KALAH[pos.to_move]
    return pos.desk[mine] - pos.desk[KALAH[1 - pos.to_move]]


def start() -> Position:
    return initial()


_board_key, _from_board_key = keys(rules, lambda pos: str(pos.variant),
                                   {str(variant): Params(variant=variant) for variant in VARIANTS})
OPENINGS = {FIRST_TURN: "first turn", SWAP_OFFERED: "swap offered"}  # the pie rule's opening, kept in a key


def position_key(pos: Position) -> str:
    """The position's key: its text, its rules, and under the pie rule where the opening stands
    (``"… ; capture=standard pie=yes ; swap offered"``)."""
    key = _board_key(pos)
    return f"{key} ; {OPENINGS[pos.opening]}" if pos.opening in OPENINGS else key


def from_key(key: str) -> Position:
    """The inverse of ``position_key`` (``ValueError`` saying what is wrong)."""
    text, _semicolon, last = key.rpartition(";")
    opening = next((code for code, name in OPENINGS.items() if name == last.strip()), None)
    if opening is None:
        return _from_board_key(key)
    pos = _from_board_key(text.rstrip())
    if not pos.variant.pie:
        raise ValueError(f"not a position of this game: {key[:60]!r} (an opening without the pie rule)")
    return replace(pos, opening=opening)
SIDES = ("A", "B")


def desk(pos: Position) -> tuple[tuple[str, ...], ...]:
    """The position as a small desk: B's kalah and pits 6 to 1 above, A's pits 1 to 6 and kalah below."""
    d = pos.desk
    return (str(d[13]),) + tuple(str(n) for n in d[12:6:-1]) + ("",), ("",) + tuple(str(n) for n in d[0:7])


# The chosen examples (tests/kalah/test_kalah_watch.py checks what each shows).
EXAMPLES = {
    # depth 3: 301 leaves, 191 with alpha-beta, 35 best first
    "ordering": from_key("1,1,2,1,3,2,23,1,1,5,2,4,1,25 | 0 ; capture=standard pie=no"),
    # A, behind 31-32, wins by 2 whatever B does
    "forced": from_key("0,1,0,0,2,2,31,0,0,0,1,2,1,32 | 0 ; capture=standard pie=no"),
}
