"""Kalah rules (pure): the variant of spec/kalah.md.

Each player owns six pits and a store (the *kalah*); every pit starts with 3 to 6 stones
(6 by default).  A move sows all the stones of one of the mover's pits, one by one,
counter-clockwise: the mover's higher pits, the mover's kalah, the opponent's pits 1..6, the
mover's pits again...  The opponent's kalah is skipped, and the emptied pit is sown into again
when a lap (13 stones or more) comes back to it.

- The last stone in the mover's own kalah: the same player moves again.  The single moves of
  one turn form a *compound move*, written ``1 2``.
- The last stone in an empty pit of the mover whose facing pit is not empty: that stone and the
  facing pit's stones go to the mover's kalah (a capture), and the turn passes.
- As soon as all six pits of either player are empty after a move, the game ends and each player
  puts the stones left in their own pits into their own kalah.  More stones in the kalah wins;
  equal kalahs (36-36 with 6 stones per pit) is a draw.

Layout (the original program's): ``desk[0..5]`` = A1..A6, ``desk[6]`` = A's kalah,
``desk[7..12]`` = B1..B6, ``desk[13]`` = B's kalah; pit ``i`` faces pit ``12 - i``.
Side 0 is A, side 1 is B.

A position read from outside (``parse_desk``, ``position_from_desk``) must be one that can occur:
14 whole numbers, none negative, summing to 12 x (3..6) stones (36, 48, 60 or 72), and not one
player's pits all empty while the other's are not (the game would already have ended with the
sweep).  A finished game (every pit empty) is a valid position.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from operator import itemgetter
from random import Random

from engine.duels.basics import IllegalMoveError, InvalidMoveError, InvalidPositionError, Outcome, split_mover, with_mover
from engine.entries.options import IntOption
from engine.language.translation import N_, _

MIN_STONES = 3
MAX_STONES = 6
PITS = 6
DESK_SIZE = 14
KALAH = (6, 13)
LETTERS = ("A", "B")  # the sides' names in records (the screen says "You", "Computer"…)
GAME_TOTALS = tuple(2 * PITS * stones for stones in range(MIN_STONES, MAX_STONES + 1))

# What a single sowing leads to (the third value of ``sow_for_mover``).
PASS, EXTRA_MOVE, GAME_OVER = 0, 1, 2

# _PATHS[index][n]: the desk indices (seen from the mover) that receive, in order, the n stones
# sown from the mover's pit ``index``.  Indices 0..12 form the 13-hole lap; 13 (the opponent's
# kalah) is never on it, and the emptied pit itself is the 13th hole of each lap.
_LAP = 13
_MOST_IN_ONE_PIT = 2 * PITS * MAX_STONES
_PATHS = tuple(
    tuple(tuple((index + 1 + k) % _LAP for k in range(n)) for n in range(_MOST_IN_ONE_PIT + 1))
    for index in range(PITS)
)

# The desk as the other player sees it: their pits and kalah first.  Applied twice, the identity.
swap_sides = itemgetter(*range(7, 14), *range(7))


def sow_for_mover(desk: Sequence[int], index: int) -> tuple[list[int], int, int]:
    """Sow the mover's pit ``index`` (0..5) on a desk seen from the mover (its pits are 0..5).

    Returns the new desk as a fresh list (still seen from the mover), ``PASS``, ``EXTRA_MOVE``
    or ``GAME_OVER``, and the stones captured (the last stone with the facing pit's; 0 if none).
    The pit must not be empty.  This is the one sowing routine: the rules and the search use it.
    """
    d = list(desk)
    n = d[index]
    d[index] = 0
    for hole in _PATHS[index][n]:
        d[hole] += 1
    last = (index + n) % _LAP
    captured = 0
    if last < 6 and d[last] == 1:
        facing = 12 - last
        if d[facing]:
            captured = d[facing] + 1
            d[6] += captured
            d[last] = d[facing] = 0
    mine = d[0] + d[1] + d[2] + d[3] + d[4] + d[5]
    theirs = d[7] + d[8] + d[9] + d[10] + d[11] + d[12]
    if mine and theirs:
        return d, (EXTRA_MOVE if last == 6 else PASS), captured
    return [0, 0, 0, 0, 0, 0, d[6] + mine, 0, 0, 0, 0, 0, 0, d[13] + theirs], GAME_OVER, captured


@dataclass(frozen=True)
class Params:
    """Stones per pit at the start, 3 to 6."""

    stones: int = MAX_STONES

    def __post_init__(self) -> None:
        if not MIN_STONES <= self.stones <= MAX_STONES:
            raise ValueError(f"stones per pit must be from {MIN_STONES} to {MAX_STONES}, not {self.stones}")


def default_params() -> Params:
    return Params()


@dataclass(frozen=True)
class Position:
    """The 14 numbers of the desk (see the module docstring) and the side to move (0 = A, 1 = B)."""

    desk: tuple[int, ...]
    to_move: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "desk", tuple(self.desk))
        if len(self.desk) != DESK_SIZE:
            raise InvalidPositionError(f"a desk has {DESK_SIZE} numbers, not {len(self.desk)}")
        if self.to_move not in (0, 1):
            raise InvalidPositionError("the side to move is 0 (A) or 1 (B)")


@dataclass(frozen=True)
class Move:
    """One sowing: the mover's pit 1..6.  ``str(Move(3)) == "3"``."""

    pit: int

    def __str__(self) -> str:
        return str(self.pit)


# The single moves of one turn: every one but the last ends in the mover's kalah.
CompoundMove = tuple[Move, ...]


@dataclass(frozen=True)
class Sowing:
    """What one single move did, for the scene to animate.

    ``path`` lists the desk indices that received the stones, in order (the last one is where
    the last stone fell).  ``captured`` counts the stones the capture put in the kalah (the last
    stone included), 0 without a capture.  ``game_over`` means the sweep has been done.
    """

    before: Position
    move: Move
    after: Position
    path: tuple[int, ...]
    extra_move: bool
    captured: int
    game_over: bool


def side_name(side: int) -> str:
    return LETTERS[side]


def parse_side(text: str) -> int:
    """0 for "A", 1 for "B" (either case); ``InvalidPositionError`` otherwise."""
    name = text.strip().upper()
    if name not in LETTERS:
        raise InvalidPositionError(f"the side to move is A or B, not {text!r}")
    return LETTERS.index(name)


def initial(params: Params | None = None, first: int = 0, rng: Random | None = None) -> Position:
    """The start: every pit holds ``params.stones``, the kalahs are empty, ``first`` moves.

    ``rng`` is part of the duel protocol; Kalah's start is not random.
    """
    stones = (params or default_params()).stones
    row = (stones,) * PITS
    return Position(row + (0,) + row + (0,), first)


def to_move(pos: Position) -> int:
    return pos.to_move


def own_pits(pos: Position, side: int) -> tuple[int, ...]:
    """The stones in ``side``'s pits 1..6."""
    start = 7 * side
    return pos.desk[start : start + PITS]


def is_over(pos: Position) -> bool:
    return not any(own_pits(pos, 0)) or not any(own_pits(pos, 1))


def legal_moves(pos: Position) -> tuple[Move, ...]:
    """The mover's non-empty pits, in order; empty exactly when the game is over."""
    if is_over(pos):
        return ()
    return tuple(Move(i + 1) for i, stones in enumerate(own_pits(pos, pos.to_move)) if stones)


def seen_by(desk: Sequence[int], side: int) -> tuple[int, ...]:
    """The desk seen from ``side`` (its pits at 0..5, its kalah at 6); from ``side``'s view, back again."""
    return tuple(desk) if side == 0 else swap_sides(desk)


def sow(pos: Position, move: Move) -> Sowing:
    """Play one single move and report what happened; ``IllegalMoveError`` says why not."""
    mover = pos.to_move
    if is_over(pos):
        raise IllegalMoveError(_("the game is over"))
    if not isinstance(move.pit, int) or not 1 <= move.pit <= PITS:
        raise IllegalMoveError(_("there is no pit {pit}: pits are numbered 1 to {pits}").format(pit=move.pit, pits=PITS))
    index = move.pit - 1
    seen = seen_by(pos.desk, mover)
    if not seen[index]:
        raise IllegalMoveError(_("pit {pit} of {side} is empty").format(pit=move.pit, side=LETTERS[mover]))
    desk, result, captured = sow_for_mover(seen, index)
    offset = 7 * mover
    path = tuple((hole + offset) % DESK_SIZE for hole in _PATHS[index][seen[index]])
    next_side = mover if result == EXTRA_MOVE else 1 - mover
    after = Position(seen_by(desk, mover), next_side)
    return Sowing(pos, move, after, path, result == EXTRA_MOVE, captured, result == GAME_OVER)


def apply(pos: Position, move: Move) -> Position:
    """The position after one single move (the same side moves again after an extra move)."""
    return sow(pos, move).after


def outcome(pos: Position) -> Outcome | None:
    """``None`` while the game goes on; otherwise who won (``None`` for a draw) and the score."""
    if not is_over(pos):
        return None
    a, b = pos.desk[KALAH[0]], pos.desk[KALAH[1]]
    winner = None if a == b else (0 if a > b else 1)
    return Outcome(winner, f"A {a}, B {b}")


def parse_move(text: str) -> Move:
    """The inverse of ``str(move)``: a pit number from 1 to 6."""
    stripped = text.strip()
    if len(stripped) != 1 or stripped not in "123456":
        shown = text if len(text) <= 20 else text[:17] + "..."  # a long word stays a short message
        raise InvalidMoveError(f"a move is a pit number from 1 to {PITS}, not {shown!r}")
    return Move(int(stripped))


def format_compound(moves: CompoundMove) -> str:
    """``"1 2"`` for A playing pit 1, landing in the kalah, then pit 2."""
    return " ".join(str(move) for move in moves)


def parse_compound(text: str) -> CompoundMove:
    """The inverse of ``format_compound`` (commas are accepted between pits too)."""
    words = [word for word in re.split(r"[\s,]+", text.strip()) if word]
    if not words:
        raise InvalidMoveError("a compound move needs at least one pit")
    return tuple(parse_move(word) for word in words)


def apply_compound(pos: Position, moves: CompoundMove) -> Position:
    """Play a whole turn; ``IllegalMoveError`` if a move is illegal or the turn is cut short or overlong."""
    if not moves:
        raise IllegalMoveError("a compound move needs at least one pit")
    sowing = sow(pos, moves[0])
    for previous, move in zip(moves, moves[1:]):
        if not sowing.extra_move:
            reason = "the game is over" if sowing.game_over else "the turn passes"
            raise IllegalMoveError(f"after pit {previous} {reason}: pit {move} cannot follow")
        sowing = sow(sowing.after, move)
    if sowing.extra_move:
        mover = LETTERS[pos.to_move]
        raise IllegalMoveError(f"the move is not finished: {mover} plays again after pit {moves[-1]}")
    return sowing.after


def compound_moves(pos: Position) -> tuple[CompoundMove, ...]:
    """Every complete compound move of the side to move, in pit order (empty when the game is over)."""
    found: list[CompoundMove] = []
    for move in legal_moves(pos):
        sowing = sow(pos, move)
        if sowing.extra_move:
            found.extend((move,) + rest for rest in compound_moves(sowing.after))
        else:
            found.append((move,))
    return tuple(found)


def position_from_desk(desk: Sequence[int], side: int) -> Position:
    """A position from the 14 desk numbers, checked as the module docstring says."""
    if len(desk) != DESK_SIZE:
        raise InvalidPositionError(
            f"a desk has {DESK_SIZE} numbers (A1..A6, A's kalah, B1..B6, B's kalah), not {len(desk)}"
        )
    negative = [value for value in desk if value < 0]
    if negative:
        raise InvalidPositionError(f"a pit or kalah cannot hold {negative[0]} stones")
    total = sum(desk)
    if total not in GAME_TOTALS:
        allowed = ", ".join(map(str, GAME_TOTALS))
        raise InvalidPositionError(
            f"the desk holds {total} stones; a game holds 12 x {MIN_STONES}..{MAX_STONES} = {allowed}"
        )
    pos = Position(tuple(desk), side)
    has_stones = [any(own_pits(pos, side)) for side in (0, 1)]
    if has_stones[0] != has_stones[1]:
        bare = LETTERS[has_stones.index(False)]
        raise InvalidPositionError(f"{bare}'s pits are all empty but not the other's: the game would be over")
    return pos


def parse_desk(desk_text: str, to_move_text: str) -> Position:
    """``"6,6,6,6,6,6,0,6,6,6,6,6,6,0"`` and ``"A"`` -> the position (``InvalidPositionError`` if impossible)."""
    numbers = []
    for word in desk_text.split(","):
        try:
            numbers.append(int(word.strip()))
        except ValueError:
            raise InvalidPositionError(f"not a number of stones: {word.strip()!r}") from None
    return position_from_desk(numbers, parse_side(to_move_text))


def format_desk(pos: Position) -> str:
    """The inverse of ``parse_desk``'s first argument."""
    return ",".join(map(str, pos.desk))


def position_text(pos: Position) -> str:
    """The desk and the side to move on one line: ``"6,6,6,6,6,6,0,6,6,6,6,6,6,0 | 0"``."""
    return with_mover(format_desk(pos), pos.to_move)


def position_from_text(text: str, params: Params) -> Position:
    """The inverse of ``position_text`` (any desk that can occur: a record can be played on from anywhere)."""
    desk, side = split_mover(text)
    return parse_desk(desk, LETTERS[side])


def format_position(pos: Position) -> str:
    """The two-line text form: B's kalah then B6..B1 on top, A1..A6 then A's kalah below.

    The bottom line is indented past B's kalah, so that A1 sits under B6 while pits hold
    fewer than ten stones::

        0 6 6 6 6 7 7
          0 0 8 8 8 8 2
    """
    desk = pos.desk
    top = (desk[13],) + desk[12:6:-1]
    indent = " " * (len(str(desk[13])) + 1)
    return " ".join(map(str, top)) + "\n" + indent + " ".join(map(str, desk[0:7]))


OPTIONS = (
    IntOption("stones", N_("Stones per pit"), MIN_STONES, MAX_STONES, MAX_STONES, "stones in each pit at the start"),
    IntOption("seconds", N_("Seconds per computer move"), 1, 10, 2, "the computer's thinking time per move"),
)


def make_params(values: dict) -> Params:
    """Params from option values (the thinking time is the scene's, not the rules')."""
    OPTIONS[1].check(int(values.get("seconds", 2)))
    return Params(int(values.get("stones", MAX_STONES)))
