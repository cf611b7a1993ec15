"""Nim in binary columns, as Arsac's book reasons (pure): shared by every Nim-like duel.

Numbers (Match Nim's piles, Row Nim's gaps) are written in binary, one column per power of
two.  The nim-sum is the exclusive or of the numbers; it is 0 exactly when every column holds
an even number of ones, which is a safe position for the player who has just moved.

>>> binary_table((3, 5, 7, 9)).odd_columns
(8,)
>>> nim_sum((3, 5, 7, 9))
8
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import reduce
from operator import xor


def columns_for(numbers: tuple[int, ...], at_least: int = 15) -> tuple[int, ...]:
    """The powers of two to show, highest first: 8 4 2 1 for numbers up to 15, 16 … 1 up to 31."""
    top = max(max(numbers, default=0), at_least)
    powers = []
    power = 1
    while power <= top:
        powers.append(power)
        power *= 2
    return tuple(reversed(powers))


def nim_sum(numbers: tuple[int, ...]) -> int:
    return reduce(xor, numbers, 0)


def column_counts(numbers: tuple[int, ...]) -> dict[int, int]:
    """How many numbers have a one in each column (power of two -> count), highest column first."""
    return {p: sum(1 for n in numbers if n & p) for p in columns_for(numbers)}


def binary(n: int, powers: tuple[int, ...]) -> str:
    """``n``'s digits under the column headings ``powers``: ``binary(9, (8, 4, 2, 1)) == "1001"``."""
    return "".join("1" if n & p else "0" for p in powers)


@dataclass(frozen=True)
class BinaryTable:
    powers: tuple[int, ...]                 # column headings, highest first
    rows: tuple[tuple[int, ...], ...]       # each number's digits under the headings
    counts: tuple[int, ...]                 # ones per column

    @property
    def odd_columns(self) -> tuple[int, ...]:
        return tuple(p for p, c in zip(self.powers, self.counts) if c % 2)

    @property
    def is_safe(self) -> bool:
        """Every column even (nim-sum 0): safe for the player who just moved."""
        return not self.odd_columns


def binary_table(numbers: tuple[int, ...]) -> BinaryTable:
    powers = columns_for(numbers)
    counts = column_counts(numbers)
    return BinaryTable(powers, tuple(tuple(1 if n & p else 0 for p in powers) for n in numbers),
                       tuple(counts[p] for p in powers))
