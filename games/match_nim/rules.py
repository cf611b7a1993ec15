"""Match Nim rules (pure), Game 19 of Arsac's book.

Piles of matches; players move in turn; a move takes one or more matches from one pile.
Normal game: whoever takes the last match wins.  Misère: whoever takes the last match loses.
By default 4 piles dealt at random from 1 to 15 matches; 2 to 6 piles, the largest pile up
to 31, or a chosen starting position.

Notation: ``pile P take T`` with piles numbered from 1 (``Move(pile=P-1, take=T)`` inside).
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass

from engine.duels.basics import IllegalMoveError, InvalidMoveError, InvalidPositionError, Outcome, split_mover, with_mover
from engine.entries.options import BoolOption, IntOption, TextOption
from engine.language.translation import N_, _, ngettext

MIN_PILES, MAX_PILES = 2, 6
MAX_MATCHES = 31


@dataclass(frozen=True)
class Params:
    piles: int = 4
    largest: int = 15
    misere: bool = False
    start: tuple[int, ...] | None = None  # a chosen starting position (overrides piles/largest)

    def __post_init__(self) -> None:
        if not MIN_PILES <= self.piles <= MAX_PILES:
            raise ValueError(_("the number of piles must be from {low} to {high}").format(low=MIN_PILES, high=MAX_PILES))
        if not 1 <= self.largest <= MAX_MATCHES:
            raise ValueError(_("the largest pile must be from 1 to {high}").format(high=MAX_MATCHES))
        if self.start is not None:
            check_piles(self.start)


@dataclass(frozen=True)
class Position:
    piles: tuple[int, ...]
    to_move: int = 0
    misere: bool = False

    def __post_init__(self) -> None:
        check_piles(self.piles)
        if self.to_move not in (0, 1):
            raise InvalidPositionError("the side to move must be 0 or 1")

    def __str__(self) -> str:
        return " ".join(map(str, self.piles))


@dataclass(frozen=True)
class Move:
    pile: int  # from 0
    take: int

    def __str__(self) -> str:
        return f"pile {self.pile + 1} take {self.take}"


_MOVE = re.compile(r"\s*pile\s+(\d+)\s+take\s+(\d+)\s*", re.IGNORECASE)


def parse_move(text: str) -> Move:
    """``"pile 4 take 8"`` -> ``Move(pile=3, take=8)``."""
    found = _MOVE.fullmatch(text)
    if not found or int(found[1]) < 1 or int(found[2]) < 1:
        raise InvalidMoveError(_("not a move: {text!r} (write it as 'pile 2 take 3')").format(text=text))
    return Move(int(found[1]) - 1, int(found[2]))


def check_piles(piles: tuple[int, ...]) -> None:
    if not MIN_PILES - 1 <= len(piles) <= MAX_PILES:
        raise InvalidPositionError(_("a position has 1 to {high} piles, not {count}").format(high=MAX_PILES, count=len(piles)))
    for pile in piles:
        if type(pile) is not int or not 0 <= pile <= MAX_MATCHES:
            raise InvalidPositionError(_("a pile holds 0 to {high} matches, not {pile}").format(high=MAX_MATCHES, pile=pile))


def parse_position(text: str) -> tuple[int, ...]:
    """``"3 5 7 9"`` (spaces or commas) -> ``(3, 5, 7, 9)``; ``InvalidPositionError`` otherwise."""
    parts = text.replace(",", " ").split()
    if not parts or not all(p.isdigit() for p in parts):
        raise InvalidPositionError(_("a position is pile sizes separated by spaces, like '3 5 7 9', not {text!r}").format(
            text=text))
    piles = tuple(int(p) for p in parts)
    check_piles(piles)
    return piles


def position_text(pos: Position) -> str:
    """The piles and the side to move: ``"3 5 7 9 | 0"`` (misère is the game's option, not the position's text)."""
    return with_mover(str(pos), pos.to_move)


def position_from_text(text: str, params: Params) -> Position:
    """The inverse of ``position_text`` under ``params`` (``InvalidPositionError`` when it cannot be read)."""
    piles, side = split_mover(text)
    return Position(parse_position(piles), side, params.misere)


def default_params() -> Params:
    return Params()


def initial(params: Params, first: int = 0, rng: random.Random | None = None) -> Position:
    """The starting position: ``params.start``, or piles dealt at random from 1 to ``largest``."""
    if params.start is not None:
        return Position(params.start, first, params.misere)
    rng = rng or random.Random()
    return Position(tuple(rng.randint(1, params.largest) for _ in range(params.piles)), first, params.misere)


def to_move(pos: Position) -> int:
    return pos.to_move


def legal_moves(pos: Position) -> tuple[Move, ...]:
    return tuple(Move(i, take) for i, size in enumerate(pos.piles) for take in range(1, size + 1))


def apply(pos: Position, move: Move) -> Position:
    if not 0 <= move.pile < len(pos.piles):
        raise IllegalMoveError(_("there is no pile {pile}").format(pile=move.pile + 1))
    size = pos.piles[move.pile]
    if size == 0:
        raise IllegalMoveError(_("pile {pile} is empty").format(pile=move.pile + 1))
    if not 1 <= move.take <= size:
        raise IllegalMoveError(ngettext("pile {pile} has {size} match: take 1 to {size}",
                                        "pile {pile} has {size} matches: take 1 to {size}", size).format(pile=move.pile + 1, size=size))
    piles = pos.piles[: move.pile] + (size - move.take,) + pos.piles[move.pile + 1 :]
    return Position(piles, 1 - pos.to_move, pos.misere)


def outcome(pos: Position) -> Outcome | None:
    """When no match is left: the last taker (the side not to move) wins, or loses in misère."""
    if any(pos.piles):
        return None
    last_taker = 1 - pos.to_move
    if pos.misere:
        return Outcome(pos.to_move, N_("left the last match to the other side (misère)"))
    return Outcome(last_taker, N_("took the last match"))


OPTIONS = (
    IntOption("piles", N_("Piles"), MIN_PILES, MAX_PILES, 4, N_("number of piles dealt at random")),
    IntOption("largest", N_("Largest pile"), 1, MAX_MATCHES, 15, N_("most matches a dealt pile may hold")),
    BoolOption("misere", N_("Misère"), False, N_("whoever takes the last match loses")),
    TextOption("start", N_("Start position"), "", N_("chosen piles instead of a random deal"), N_("e.g. 3 5 7 9")),
)


def make_params(values: dict) -> Params:
    """Params from option values (``ValueError`` with a readable message when one is wrong)."""
    start = str(values.get("start") or "").strip()
    return Params(piles=int(values.get("piles", 4)), largest=int(values.get("largest", 15)),
                  misere=bool(values.get("misere", False)), start=parse_position(start) if start else None)
