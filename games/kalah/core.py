"""Kalah's search core (pure): the 12 pits packed in one int, and every whole turn from a position.

The search and the endgame table work on the *pits only*, seen from the side to move: field
``k`` (7 bits, at bit ``7 * k``) holds the mover's pit ``k + 1`` for ``k < 6`` and the
opponent's pit ``k - 5`` for ``k >= 6``.  The kalahs are left out: what is still to be won
from a position does not depend on them, so a search value is a *gain* -- the stones the mover
will still put in its kalah minus the opponent's -- and the final margin is the kalahs' present
difference plus that gain.  Positions that differ only by their kalahs share table entries.

A sowing is one addition of a precomputed delta (no field ever leaves 0..127: a game holds at
most 72 stones), with the stones it banks and the hole of its last stone from the same table.
A whole turn is listed as one int, ``(gain + GAIN_OFFSET) << GAIN_SHIFT | child``: the stones
banked during the turn (with the sweep at the end of the game) above the child's pits seen by
the opponent, so that sorting the ints sorts the turns by their gain, and ``max`` finds the best.
Under the empty capture rule (``empty_capture``) a last stone in an empty own pit is banked even
when the facing pit is empty (games/kalah/rules.py).
"""
from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType

from games.kalah import native_core

PITS = 6
FIELD = 7
MASK = (1 << FIELD) - 1
HALF = PITS * FIELD  # the bits of one side's pits
MINE = (1 << HALF) - 1  # the mover's pits
THEIRS = MINE << HALF
GAIN_SHIFT = 2 * HALF
GAIN_OFFSET = 128  # a turn's gain is between -72 and 72
CHILD = (1 << GAIN_SHIFT) - 1
MOST_STONES = 72
_LAP = 13  # the mover's pits, its kalah (hole 6), the opponent's pits; the opponent's kalah is skipped

SHIFTS = tuple(FIELD * k for k in range(PITS))
SIX_FIELDS = sum(1 << shift for shift in SHIFTS)  # (side * SIX_FIELDS) >> FIVE_FIELDS & MASK: the stones of a side
FIVE_FIELDS = SHIFTS[-1]


def _field(hole: int) -> int:
    """The field of a hole of the lap (0..12, not the kalah 6)."""
    return hole if hole < PITS else hole - 1


def _sowing(index: int, stones: int) -> tuple[int, int, int]:
    """(delta, stones banked, last hole) of sowing ``stones`` from the mover's pit ``index``."""
    delta = -(stones << SHIFTS[index])
    banked = 0
    for k in range(stones):
        hole = (index + 1 + k) % _LAP
        if hole == PITS:
            banked += 1
        else:
            delta += 1 << (FIELD * _field(hole))
    return delta, banked, (index + stones) % _LAP


# SOWINGS[index][stones] = (delta, banked, last hole); a capture takes the last hole's stone
# (``1 << OWN[last]``) and the facing pit's (field ``FACING[last]``).
SOWINGS = tuple(tuple(_sowing(index, n) for n in range(MOST_STONES + 1)) for index in range(PITS))
OWN = SHIFTS
FACING = tuple(FIELD * (11 - last) for last in range(PITS))


def pack(pits: Sequence[int]) -> int:
    """The int of 12 pits (the mover's six, then the opponent's six)."""
    packed = 0
    for k, stones in enumerate(pits):
        packed |= stones << (FIELD * k)
    return packed


def unpack(packed: int) -> tuple[int, ...]:
    return tuple((packed >> (FIELD * k)) & MASK for k in range(2 * PITS))


def pits_of(desk: Sequence[int]) -> int:
    """The packed pits of a desk seen from the mover (its pits 0..5, kalah 6, the opponent's 7..12)."""
    return pack(tuple(desk[0:6]) + tuple(desk[7:13]))


def turns(
    packed: int,
    stones: int,
    out: list[int],
    gain: int = GAIN_OFFSET,
    empty_capture: bool = False,
    sowings: tuple = SOWINGS,
    shifts: tuple = SHIFTS,
    own: tuple = OWN,
    facing: tuple = FACING,
) -> None:
    """Append every whole turn from ``packed`` (``stones`` in its pits) to ``out``, as the module says.

    An extra move is followed at once (the turns it leads to come before the next pit's).
    ``gain`` is what the turn has banked so far, plus ``GAIN_OFFSET``; ``empty_capture`` chooses the
    capture rule.  The position must not be finished.  The defaults after ``empty_capture`` are the
    tables, made locals for speed.
    """
    for index in (0, 1, 2, 3, 4, 5):
        n = (packed >> shifts[index]) & 127
        if n:
            delta, banked, last = sowings[index][n]
            after = packed + delta
            won = gain + banked
            if last == 6:
                if after & MINE:
                    turns(after, stones, out, won, empty_capture)
                    continue
            elif last < 6 and (after >> own[last]) & 127 == 1:
                taken = (after >> facing[last]) & 127
                if taken or empty_capture:
                    after -= (1 << own[last]) + (taken << facing[last])
                    won += taken + 1
            if not after & MINE:  # the mover's pits are empty: the opponent sweeps its own
                turn = (won + won - GAIN_OFFSET - stones) << GAIN_SHIFT
            elif not after & THEIRS:  # the opponent's pits are empty: the mover sweeps its own
                turn = (stones + GAIN_OFFSET) << GAIN_SHIFT
            else:
                turn = won << GAIN_SHIFT | (after >> HALF) | (after & MINE) << HALF
            out.append(turn)


def child_stones(stones: int, turn: int) -> int:
    """The stones left in the pits after ``turn`` (0 when it ended the game)."""
    return stones - (turn >> GAIN_SHIFT) + GAIN_OFFSET if turn & CHILD else 0


def compiled_core() -> ModuleType | None:
    """The compiled search core (games/kalah/_kalahc.c, called by ``games.kalah.native_core``) when it is built
    from this source, else None: the pure core serves (no C compiler at install time, or a core left from an
    older checkout, whose arguments differ, until the project is installed again)."""
    return native_core if native_core.LIBRARY is not None else None
