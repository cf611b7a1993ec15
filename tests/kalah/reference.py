"""An independent, plain Kalah for the tests: stone-by-stone sowing and a brute-force perfect search.

Written straight from spec/kalah.md on the absolute desk (no tables, no rotation), so that it
shares no code with ``games.kalah``.  ``empty_capture`` plays the "empty capture" rule: a last
stone in an empty own pit is taken even when the facing pit is empty.
"""
from __future__ import annotations

from collections.abc import Iterator
from functools import cache

KALAHS = (6, 13)


def sow_stone_by_stone(desk: tuple[int, ...], side: int, pit: int,
                       empty_capture: bool = False) -> tuple[tuple[int, ...], bool]:
    """Play ``side``'s pit ``pit`` (1..6): the new desk and whether the same side moves again."""
    d = list(desk)
    own = range(7 * side, 7 * side + 6)
    kalah, skipped = KALAHS[side], KALAHS[1 - side]
    hole = own[pit - 1]
    stones, d[hole] = d[hole], 0
    while stones:
        hole = (hole + 1) % 14
        if hole != skipped:
            d[hole] += 1
            stones -= 1
    again = hole == kalah
    if hole in own and d[hole] == 1 and (d[12 - hole] or empty_capture):
        d[kalah] += 1 + d[12 - hole]
        d[hole] = d[12 - hole] = 0
    if sum(d[0:6]) == 0 or sum(d[7:13]) == 0:
        d[6] += sum(d[0:6])
        d[13] += sum(d[7:13])
        d[0:6] = d[7:13] = [0] * 6
        again = False
    return tuple(d), again


def is_finished(desk: tuple[int, ...]) -> bool:
    return sum(desk[0:6]) == 0 or sum(desk[7:13]) == 0


def whole_turns(desk: tuple[int, ...], side: int,
                empty_capture: bool = False) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every (pits played, desk after) for a whole turn of ``side``, extra moves followed."""
    for pit in range(1, 7):
        if desk[7 * side + pit - 1]:
            after, again = sow_stone_by_stone(desk, side, pit, empty_capture)
            if again:
                for pits, final in whole_turns(after, side, empty_capture):
                    yield (pit,) + pits, final
            else:
                yield (pit,), after


@cache
def perfect_value(desk: tuple[int, ...], side: int, empty_capture: bool = False) -> int:
    """The final margin (``side``'s kalah minus the other's) with perfect play, by trying every turn."""
    if is_finished(desk):
        return desk[KALAHS[side]] - desk[KALAHS[1 - side]]
    return max(-perfect_value(after, 1 - side, empty_capture) for _, after in whole_turns(desk, side, empty_capture))


def horizon_value(desk: tuple[int, ...], side: int, turns: int, scale: int = 1, weight: int = 0) -> int:
    """Plain minimax ``turns`` compound moves deep, in units of 1 / ``scale`` stone: at the end of the game
    the kalahs' difference; at the horizon that and ``weight`` units for each stone more on ``side``'s
    pits than on the other's."""
    mine, theirs = sum(desk[7 * side:7 * side + 6]), sum(desk[7 * (1 - side):7 * (1 - side) + 6])
    if is_finished(desk) or turns == 0:
        return scale * (desk[KALAHS[side]] - desk[KALAHS[1 - side]]) + weight * (mine - theirs)
    return max(-horizon_value(after, 1 - side, turns - 1, scale, weight) for _, after in whole_turns(desk, side))


def count_sequences(desk: tuple[int, ...], side: int, turns: int) -> int:
    """Perft: the number of sequences of ``turns`` whole turns from the position."""
    if turns == 0:
        return 1
    if is_finished(desk):
        return 0
    return sum(count_sequences(after, 1 - side, turns - 1) for _, after in whole_turns(desk, side))
