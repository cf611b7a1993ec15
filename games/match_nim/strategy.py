"""The book's binary method for Match Nim (pure), and the misère adjustment.

Each pile is written in binary, one column per power of two (``games.shared.nim_binary``).
A position is *safe* for the player who just moved when every column holds an even
number of ones (nim-sum 0).
From an unsafe position the safe move is found as the book does it: take the highest
column with an odd count, choose the last pile (in table order) with a one there, and
walk the columns from the left flipping that pile's digit wherever the column count is
odd.  Misère play is the same until the move would leave only piles of one match: then
leave an odd number of them.
"""
from __future__ import annotations

from dataclasses import dataclass

from games.match_nim.rules import Move, Position
from games.shared.nim_binary import column_counts


def book_safe_pile(piles: tuple[int, ...]) -> tuple[int, int] | None:
    """The book's move to a safe position: (pile index, new size), or None if already safe.

    Highest odd column first; the last pile with a one there; then column by column from
    the left, that pile's digit flips wherever the column's count is odd.
    """
    counts = column_counts(piles)
    odd = [p for p in counts if counts[p] % 2]
    if not odd:
        return None
    highest = odd[0]
    chosen = max(i for i, pile in enumerate(piles) if pile & highest)
    new_size = piles[chosen]
    for p in counts:  # columns from the left
        if counts[p] % 2:
            new_size ^= p
    return chosen, new_size


def _misere_endgame(piles: tuple[int, ...]) -> tuple[int, int] | None:
    """In misère, when at most one pile has more than one match: leave an odd number of ones."""
    big = [i for i, pile in enumerate(piles) if pile > 1]
    if len(big) > 1:
        return None
    ones = sum(1 for pile in piles if pile == 1)
    if big:
        index = big[0]
        return index, 1 if ones % 2 == 0 else 0  # with the big pile's remainder, ones become odd
    if ones % 2 == 0 and ones:  # even number of single matches: take one, leave an odd number
        return piles.index(1), 0
    return None  # an odd number of single matches: lost


def winning_target(pos: Position) -> tuple[int, int] | None:
    """(pile index, size to leave) of a winning move, or None when the side to move is lost."""
    if pos.misere:
        endgame = _misere_endgame(pos.piles)
        if endgame is not None or max(pos.piles, default=0) <= 1:
            return endgame
    return book_safe_pile(pos.piles)


def is_winning(pos: Position) -> bool:
    return winning_target(pos) is not None


@dataclass(frozen=True)
class Decision:
    """The strongest level's move and why."""

    move: Move
    winning: bool


def best_move(pos: Position) -> Decision | None:
    """A winning move when there is one; otherwise one match from the largest pile."""
    if not any(pos.piles):
        return None
    target = winning_target(pos)
    if target is not None:
        index, size = target
        return Decision(Move(index, pos.piles[index] - size), True)
    largest = max(range(len(pos.piles)), key=lambda i: (pos.piles[i], -i))
    return Decision(Move(largest, 1), False)
