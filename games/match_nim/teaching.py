"""The teaching panel's content (pure): piles in binary, column parities, moves explained.

Everything here is text and numbers; the scene only lays it out.
"""
from __future__ import annotations

from dataclasses import dataclass

from games.match_nim.rules import Move, Position
from games.match_nim.strategy import best_move, column_counts, columns_for, nim_sum


@dataclass(frozen=True)
class BinaryTable:
    powers: tuple[int, ...]                 # column headings, highest first
    rows: tuple[tuple[int, ...], ...]       # each pile's digits under the headings
    counts: tuple[int, ...]                 # ones per column

    @property
    def odd_columns(self) -> tuple[int, ...]:
        return tuple(p for p, c in zip(self.powers, self.counts) if c % 2)

    @property
    def is_safe(self) -> bool:
        """Every column even: safe for the player who just moved."""
        return not self.odd_columns


def binary_table(piles: tuple[int, ...]) -> BinaryTable:
    powers = columns_for(piles)
    counts = column_counts(piles)
    return BinaryTable(powers, tuple(tuple(1 if pile & p else 0 for p in powers) for pile in piles),
                       tuple(counts[p] for p in powers))


def binary(n: int, powers: tuple[int, ...]) -> str:
    return "".join("1" if n & p else "0" for p in powers)


def explain(before: Position, move: Move) -> str:
    """Why this move, in the book's terms (used for the computer's moves and for hints)."""
    table = binary_table(before.piles)
    size = before.piles[move.pile]
    after = size - move.take
    change = (f"pile {move.pile + 1}: {size} = {binary(size, table.powers)} "
              f"becomes {after} = {binary(after, table.powers)}")
    left = [p for i, p in enumerate(before.piles) if i != move.pile] + [after]
    if table.is_safe:
        return f"Every column was even (nim-sum 0): no safe move exists, so one match from the largest pile. ({change})"
    if before.misere and max(left) <= 1:
        ones = sum(1 for p in left if p == 1)
        return f"Misère ending: leave an odd number ({ones}) of single matches. ({change})"
    odd = ", ".join(str(p) for p in table.odd_columns)
    if nim_sum(tuple(left)) == 0:
        return f"Nim-sum {nim_sum(before.piles)}, odd columns: {odd}. {change.capitalize()}: every column is now even, a safe position."
    best = best_move(before)
    return (f"Not the book's move ({change}): columns stay odd. "
            f"The safe move was {best.move}." if best else change)
