"""Kalah rules (pure): the variant of spec/kalah.md.

Each player owns six pits and a store (the *kalah*); every pit starts with 3 to 6 stones
(6 by default).  A move sows all the stones of one of the mover's pits, one by one,
counter-clockwise: the mover's higher pits, the mover's kalah, the opponent's pits 1..6, the
mover's pits again...  The opponent's kalah is skipped, and the emptied pit is sown into again
when a lap (13 stones or more) comes back to it.

- The last stone in the mover's own kalah: the same player moves again.  The single moves of
  one turn form a *compound move*, written ``1 2``.
- The last stone in an empty pit of the mover whose facing pit is not empty: that stone and the
  facing pit's stones go to the mover's kalah (a capture), and the turn passes.  That is the
  book's *standard* capture; under the *empty capture* rule (``Variant(capture=EMPTY)``) the
  last stone in an empty own pit is always taken, alone when the facing pit is empty.
- As soon as all six pits of either player are empty after a move, the game ends and each player
  puts the stones left in their own pits into their own kalah.  More stones in the kalah wins;
  equal kalahs (36-36 with 6 stones per pit) is a draw.

Layout (the original program's): ``desk[0..5]`` = A1..A6, ``desk[6]`` = A's kalah,
``desk[7..12]`` = B1..B6, ``desk[13]`` = B's kalah; pit ``i`` faces pit ``12 - i``.
Side 0 is A, side 1 is B.

The pie rule (``Variant(pie=True)``): when the first player's first turn (the whole compound
move) has ended, the second player may *swap* instead of sowing, once.  The swap turns the board
round: each player keeps its seat and letter, the stones of each row and kalah go to the other
side (the desk becomes ``swap_sides(desk)``), and the first player moves next, now on the row the
second player had.  So the swapper takes over whatever the first turn made, and the first player
plays on from the other side: the spec's "the second player takes over side A, the first player
side B, which is the side to move", with the board turned instead of the players.  The swap is the
move ``SWAP``, written ``swap`` (``B = swap`` in a record).

A position carries its rule variant (``Variant``) and, under the pie rule, how far the opening
has gone (``opening``: ``FIRST_TURN``, ``SWAP_OFFERED``, else ``NO_SWAP``), so that ``apply`` and
the search need nothing else; a record names the variant in a header line
(``# rules: capture=empty pie=yes``).

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
from engine.entries.options import BoolOption, ChoiceOption, IntOption
from engine.language.translation import N_, _

MIN_STONES = 3
MAX_STONES = 6
PITS = 6
DESK_SIZE = 14
KALAH = (6, 13)
LETTERS = ("A", "B")  # the sides' names in records (the screen says "You", "Computer"…)
GAME_TOTALS = tuple(2 * PITS * stones for stones in range(MIN_STONES, MAX_STONES + 1))

STANDARD, EMPTY = "standard", "empty"  # the capture rules: the book's, and "empty capture"
CAPTURES = (STANDARD, EMPTY)
# A position's ``opening`` under the pie rule: the first player's first turn is under way; the second
# player may swap now; no swap to come (always so without the pie rule).
NO_SWAP, FIRST_TURN, SWAP_OFFERED = 0, 1, 2
_YES_NO = {"yes": True, "no": False}

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


def sow_for_mover(desk: Sequence[int], index: int, empty_capture: bool = False) -> tuple[list[int], int, int]:
    """Sow the mover's pit ``index`` (0..5) on a desk seen from the mover (its pits are 0..5).

    With ``empty_capture`` a last stone in an empty own pit is taken even when the facing pit is empty.

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
        if d[facing] or empty_capture:
            captured = d[facing] + 1
            d[6] += captured
            d[last] = d[facing] = 0
    mine = d[0] + d[1] + d[2] + d[3] + d[4] + d[5]
    theirs = d[7] + d[8] + d[9] + d[10] + d[11] + d[12]
    if mine and theirs:
        return d, (EXTRA_MOVE if last == 6 else PASS), captured
    return [0, 0, 0, 0, 0, 0, d[6] + mine, 0, 0, 0, 0, 0, 0, d[13] + theirs], GAME_OVER, captured


@dataclass(frozen=True)
class Variant:
    """The rule variant: the capture rule, ``STANDARD`` (the book's) or ``EMPTY``, and the pie rule.

    ``str(Variant(EMPTY, pie=True)) == "capture=empty pie=yes"``; ``parse_variant`` reads it back.
    """

    capture: str = STANDARD
    pie: bool = False

    def __post_init__(self) -> None:
        if self.capture not in CAPTURES:
            raise ValueError(_("the capture rule is standard or empty, not {text!r}").format(text=self.capture))

    @property
    def empty_capture(self) -> bool:
        return self.capture == EMPTY

    def __str__(self) -> str:
        return f"capture={self.capture} pie={'yes' if self.pie else 'no'}"


BOOK = Variant()  # the book's rules, the default


def parse_variant(text: str) -> Variant:
    """The inverse of ``str(variant)``: words ``key=value`` (a rule left out is the book's);
    ``ValueError`` names what is wrong."""
    capture, pie = STANDARD, False
    for word in text.split():
        key, equals, value = (part.lower() for part in word.partition("="))
        if not equals or key not in ("capture", "pie"):
            raise ValueError(_("a rule is written capture=standard|empty or pie=yes|no, not {text!r}").format(text=word[:30]))
        if key == "capture":
            if value not in CAPTURES:
                raise ValueError(_("the capture rule is standard or empty, not {text!r}").format(text=value[:30]))
            capture = value
        elif value not in _YES_NO:
            raise ValueError(_("the pie rule is yes or no, not {text!r}").format(text=value[:30]))
        else:
            pie = _YES_NO[value]
    return Variant(capture, pie)


@dataclass(frozen=True)
class Params:
    """Stones per pit at the start, 3 to 6, and the rule variant."""

    stones: int = MAX_STONES
    variant: Variant = BOOK

    def __post_init__(self) -> None:
        if not MIN_STONES <= self.stones <= MAX_STONES:
            raise ValueError(_("stones per pit must be from {low} to {high}, not {text}").format(
                low=MIN_STONES, high=MAX_STONES, text=self.stones))


def default_params() -> Params:
    return Params()


@dataclass(frozen=True)
class Position:
    """The 14 numbers of the desk (see the module docstring), the side to move (0 = A, 1 = B), the rules
    and, under the pie rule, how far the opening has gone (``NO_SWAP``, ``FIRST_TURN``, ``SWAP_OFFERED``)."""

    desk: tuple[int, ...]
    to_move: int = 0
    variant: Variant = BOOK
    opening: int = NO_SWAP

    def __post_init__(self) -> None:
        object.__setattr__(self, "desk", tuple(self.desk))
        if len(self.desk) != DESK_SIZE:
            raise InvalidPositionError(f"a desk has {DESK_SIZE} numbers, not {len(self.desk)}")
        if self.to_move not in (0, 1):
            raise InvalidPositionError("the side to move is 0 (A) or 1 (B)")
        if self.opening not in (NO_SWAP, FIRST_TURN, SWAP_OFFERED) or (self.opening != NO_SWAP and not self.variant.pie):
            raise InvalidPositionError("only the pie rule's opening may offer a swap")


@dataclass(frozen=True)
class Move:
    """One sowing: the mover's pit 1..6, ``str(Move(3)) == "3"``; or pit 0, the pie rule's swap (``SWAP``,
    written ``swap``)."""

    pit: int

    def __str__(self) -> str:
        return SWAP_WORD if self.pit == 0 else str(self.pit)


SWAP = Move(0)
SWAP_WORD = "swap"


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
        raise InvalidPositionError(_("the side to move is A or B, not {text!r}").format(text=text))
    return LETTERS.index(name)


def initial(params: Params | None = None, first: int = 0, rng: Random | None = None) -> Position:
    """The start: every pit holds ``params.stones``, the kalahs are empty, ``first`` moves.

    ``rng`` is part of the duel protocol; Kalah's start is not random.
    """
    params = params or default_params()
    row = (params.stones,) * PITS
    return Position(row + (0,) + row + (0,), first, params.variant, FIRST_TURN if params.variant.pie else NO_SWAP)


def to_move(pos: Position) -> int:
    return pos.to_move


def own_pits(pos: Position, side: int) -> tuple[int, ...]:
    """The stones in ``side``'s pits 1..6."""
    start = 7 * side
    return pos.desk[start : start + PITS]


def is_over(pos: Position) -> bool:
    return not any(own_pits(pos, 0)) or not any(own_pits(pos, 1))


def legal_moves(pos: Position) -> tuple[Move, ...]:
    """The mover's non-empty pits, in order, then ``SWAP`` when the pie rule offers it; empty exactly when
    the game is over."""
    if is_over(pos):
        return ()
    pits = tuple(Move(i + 1) for i, stones in enumerate(own_pits(pos, pos.to_move)) if stones)
    return pits + (SWAP,) if pos.opening == SWAP_OFFERED else pits


def seen_by(desk: Sequence[int], side: int) -> tuple[int, ...]:
    """The desk seen from ``side`` (its pits at 0..5, its kalah at 6); from ``side``'s view, back again."""
    return tuple(desk) if side == 0 else swap_sides(desk)


def sow(pos: Position, move: Move) -> Sowing:
    """Play one single move and report what happened; ``IllegalMoveError`` says why not."""
    mover = pos.to_move
    if is_over(pos):
        raise IllegalMoveError(_("the game is over"))
    if move == SWAP:
        return _swap(pos)
    if not isinstance(move.pit, int) or not 1 <= move.pit <= PITS:
        raise IllegalMoveError(_("there is no pit {pit}: pits are numbered 1 to {pits}").format(pit=move.pit, pits=PITS))
    index = move.pit - 1
    seen = seen_by(pos.desk, mover)
    if not seen[index]:
        raise IllegalMoveError(_("pit {pit} of {side} is empty").format(pit=move.pit, side=LETTERS[mover]))
    desk, result, captured = sow_for_mover(seen, index, pos.variant.empty_capture)
    offset = 7 * mover
    path = tuple((hole + offset) % DESK_SIZE for hole in _PATHS[index][seen[index]])
    next_side = mover if result == EXTRA_MOVE else 1 - mover
    opening = NO_SWAP
    if pos.opening == FIRST_TURN and result != GAME_OVER:  # the swap is offered once the first turn is over
        opening = FIRST_TURN if result == EXTRA_MOVE else SWAP_OFFERED
    after = Position(seen_by(desk, mover), next_side, pos.variant, opening)
    return Sowing(pos, move, after, path, result == EXTRA_MOVE, captured, result == GAME_OVER)


def _swap(pos: Position) -> Sowing:
    """The pie rule's swap: the board turned round, the other side (the first player) to move."""
    if pos.opening != SWAP_OFFERED:
        raise IllegalMoveError(_("no swap here: the pie rule is off") if not pos.variant.pie
                               else _("no swap here: only the second player's first turn may swap"))
    after = Position(swap_sides(pos.desk), 1 - pos.to_move, pos.variant)
    return Sowing(pos, SWAP, after, (), False, 0, False)


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
    """The inverse of ``str(move)``: a pit number from 1 to 6, or ``swap``."""
    stripped = text.strip()
    if stripped.lower() == SWAP_WORD:
        return SWAP
    if len(stripped) != 1 or stripped not in "123456":
        shown = text if len(text) <= 20 else text[:17] + "..."  # a long word stays a short message
        raise InvalidMoveError(_("a move is a pit number from 1 to {pits}, not {text!r}").format(pits=PITS, text=shown))
    return Move(int(stripped))


def format_compound(moves: CompoundMove) -> str:
    """``"1 2"`` for A playing pit 1, landing in the kalah, then pit 2."""
    return " ".join(str(move) for move in moves)


def parse_compound(text: str) -> CompoundMove:
    """The inverse of ``format_compound`` (commas are accepted between pits too)."""
    words = [word for word in re.split(r"[\s,]+", text.strip()) if word]
    if not words:
        raise InvalidMoveError(_("a compound move needs at least one pit"))
    return tuple(parse_move(word) for word in words)


def apply_compound(pos: Position, moves: CompoundMove) -> Position:
    """Play a whole turn; ``IllegalMoveError`` if a move is illegal or the turn is cut short or overlong."""
    if not moves:
        raise IllegalMoveError(_("a compound move needs at least one pit"))
    sowing = sow(pos, moves[0])
    for previous, move in zip(moves, moves[1:]):
        if not sowing.extra_move:
            done, then = (_("the swap") if m == SWAP else _("pit {pit}").format(pit=m) for m in (previous, move))
            after = (_("after {move} the game is over: {next} cannot follow") if sowing.game_over
                     else _("after {move} the turn passes: {next} cannot follow"))
            raise IllegalMoveError(after.format(move=done, next=then))
        sowing = sow(sowing.after, move)
    if sowing.extra_move:
        mover = LETTERS[pos.to_move]
        raise IllegalMoveError(_("the move is not finished: {side} plays again after pit {pit}").format(
            side=mover, pit=moves[-1]))
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


def position_from_desk(desk: Sequence[int], side: int, variant: Variant = BOOK) -> Position:
    """A position from the 14 desk numbers under ``variant``, checked as the module docstring says."""
    if len(desk) != DESK_SIZE:
        raise InvalidPositionError(_("a desk has {size} numbers (A1..A6, A's kalah, B1..B6, B's kalah), not {count}").format(
            size=DESK_SIZE, count=len(desk)))
    negative = [value for value in desk if value < 0]
    if negative:
        raise InvalidPositionError(_("a pit or kalah cannot hold {count} stones").format(count=negative[0]))
    total = sum(desk)
    if total not in GAME_TOTALS:
        allowed = ", ".join(map(str, GAME_TOTALS))
        raise InvalidPositionError(_("the desk holds {total} stones; a game holds 12 x {low}..{high} = {allowed}").format(
            total=total, low=MIN_STONES, high=MAX_STONES, allowed=allowed))
    pos = Position(tuple(desk), side, variant)
    has_stones = [any(own_pits(pos, side)) for side in (0, 1)]
    if has_stones[0] != has_stones[1]:
        bare = LETTERS[has_stones.index(False)]
        raise InvalidPositionError(_("{side}'s pits are all empty but not the other's: the game would be over").format(
            side=bare))
    return pos


def parse_desk(desk_text: str, to_move_text: str, variant: Variant = BOOK) -> Position:
    """``"6,6,6,6,6,6,0,6,6,6,6,6,6,0"`` and ``"A"`` -> the position (``InvalidPositionError`` if impossible)."""
    numbers = []
    for word in desk_text.split(","):
        try:
            numbers.append(int(word.strip()))
        except ValueError:
            raise InvalidPositionError(_("not a number of stones: {text!r}").format(text=word.strip())) from None
    return position_from_desk(numbers, parse_side(to_move_text), variant)


def format_desk(pos: Position) -> str:
    """The inverse of ``parse_desk``'s first argument."""
    return ",".join(map(str, pos.desk))


def position_text(pos: Position) -> str:
    """The desk and the side to move on one line: ``"6,6,6,6,6,6,0,6,6,6,6,6,6,0 | 0"``."""
    return with_mover(format_desk(pos), pos.to_move)


def position_from_text(text: str, params: Params) -> Position:
    """The inverse of ``position_text`` under ``params``' rules (any desk that can occur: a record can be
    played on from anywhere)."""
    desk, side = split_mover(text)
    pos = parse_desk(desk, LETTERS[side], params.variant)
    stones = pos.desk[0]
    if params.variant.pie and MIN_STONES <= stones <= MAX_STONES:
        start = initial(Params(stones, params.variant), side)
        if start.desk == pos.desk:  # a game's start: the first turn is the one after which the swap is offered
            return start
    return pos


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
    IntOption("stones", N_("Stones per pit"), MIN_STONES, MAX_STONES, MAX_STONES, N_("stones in each pit at the start")),
    IntOption("seconds", N_("Seconds per computer move"), 1, 10, 2, N_("the computer's thinking time per move")),
    ChoiceOption("capture", N_("Capture"), ((STANDARD, N_("Standard (book)")), (EMPTY, N_("Empty capture"))), STANDARD,
                 N_("standard: the facing pit must hold stones; empty: a last stone in an empty own pit is "
                 "always taken")),
    BoolOption("pie", N_("Pie rule"), False, N_("after the first player's first turn the second player may swap sides "
                                             "instead of moving")),
)


def make_params(values: dict) -> Params:
    """Params from option values (the thinking time is the scene's, not the rules')."""
    OPTIONS[1].check(int(values.get("seconds", 2)))
    capture = OPTIONS[2].check(str(values.get("capture", STANDARD)))
    return Params(int(values.get("stones", MAX_STONES)), Variant(capture, bool(values.get("pie", False))))
