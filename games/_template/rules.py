"""Rules of the template duel (pure): a row of counters, take 1 or 2, the last taker wins.

Notation: ``take 2``.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass

from engine.duels.basics import IllegalMoveError, InvalidMoveError, InvalidPositionError, Outcome, split_mover, with_mover
from engine.entries.options import IntOption
from engine.language.translation import N_, _

OPTIONS = (IntOption("counters", N_("Counters"), 3, 30, 10, N_("counters in the row")),)


@dataclass(frozen=True)
class Params:
    counters: int = 10


@dataclass(frozen=True)
class Position:
    left: int
    to_move: int = 0


@dataclass(frozen=True)
class Move:
    take: int

    def __str__(self) -> str:
        return f"take {self.take}"


def parse_move(text: str) -> Move:
    found = re.fullmatch(r"\s*take\s+([12])\s*", text)
    if not found:
        raise InvalidMoveError(f"not a move: {text!r} (write 'take 1' or 'take 2')")
    return Move(int(found[1]))


def position_text(pos: Position) -> str:
    return with_mover(str(pos.left), pos.to_move)


def position_from_text(text: str, params: Params) -> Position:
    left, side = split_mover(text)
    if not left.isdigit() or int(left) > params.counters:
        raise InvalidPositionError(f"not a number of counters: {left!r}")
    return Position(int(left), side)


def make_params(values: dict) -> Params:
    return Params(OPTIONS[0].check(int(values.get("counters", 10))))


def default_params() -> Params:
    return Params()


def initial(params: Params, first: int = 0, rng: random.Random | None = None) -> Position:
    return Position(params.counters, first)


def to_move(pos: Position) -> int:
    return pos.to_move


def legal_moves(pos: Position) -> tuple[Move, ...]:
    return tuple(Move(n) for n in (1, 2) if n <= pos.left)


def apply(pos: Position, move: Move) -> Position:
    if move not in legal_moves(pos):
        raise IllegalMoveError(_("cannot take {take} from {left}").format(take=move.take, left=pos.left))
    return Position(pos.left - move.take, 1 - pos.to_move)


def outcome(pos: Position) -> Outcome | None:
    return Outcome(1 - pos.to_move, N_("took the last counter")) if pos.left == 0 else None
