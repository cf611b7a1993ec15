"""The numbers game, Puzzle 28 (pure): tiles, target, legal calculations, the player's board, scores.

Six tiles are drawn from the set (two of each of 1 to 10, and one each of 25, 50, 75,
100) and a target from 100 to 999.  A calculation step combines two numbers with
``+ - * /`` into a new one; every result must be a positive whole number (division only
when exact).  Arithmetic is in whole numbers only.

A step is a ``Calc``, the tuple ``(a, op, b, c)`` meaning ``a op b = c``; its text is
``"a op b = c"`` with ``+ - * /`` (``pretty`` uses ``×`` and ``÷`` for the screen).

The player's ``Board`` is immutable: the cards (the six tiles, then each result, in the
order made), which of them are used, and the steps; ``apply`` returns a new board or
raises ``IllegalStepError`` with the reason.  Scores follow the television game: 10
points exact, 7 within 5, 5 within 10, none further.
"""
from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass

from engine.language.translation import _

TILE_SET: tuple[int, ...] = tuple(sorted([*range(1, 11)] * 2 + [25, 50, 75, 100]))
TILE_COUNT = 6
MIN_TARGET, MAX_TARGET = 100, 999
OPERATORS = ("+", "-", "*", "/")
PRETTY = {"+": "+", "-": "\u2212", "*": "\u00d7", "/": "\u00f7"}

Calc = tuple[int, str, int, int]


class IllegalStepError(ValueError):
    """A calculation step that the rules refuse (the message says why)."""


def combine(a: int, op: str, b: int) -> int:
    """``a op b``, when it is a positive whole number (``IllegalStepError`` otherwise)."""
    if op == "+":
        return a + b
    if op == "*":
        return a * b
    if op == "-":
        if a <= b:
            raise IllegalStepError(_("{a} \u2212 {b} is not positive").format(a=a, b=b))
        return a - b
    if op == "/":
        if a % b:
            raise IllegalStepError(_("{a} \u00f7 {b} is not a whole number").format(a=a, b=b))
        return a // b
    raise IllegalStepError(f"unknown operator {op!r}")


def calc_text(calc: Calc) -> str:
    """``"a op b = c"`` with ``+ - * /`` (the command line's form)."""
    a, op, b, c = calc
    return f"{a} {op} {b} = {c}"


def pretty(calc: Calc) -> str:
    """The same with ``−``, ``×`` and ``÷`` (the screen's form)."""
    a, op, b, c = calc
    return f"{a} {PRETTY[op]} {b} = {c}"


def check_calcs(tiles: tuple[int, ...], calcs: tuple[Calc, ...]) -> int | None:
    """Re-evaluate steps from the tiles: the last result (``None`` if none), or ``IllegalStepError``."""
    pool = Counter(tiles)
    last = None
    for a, op, b, c in calcs:
        for number in (a, b):
            if pool[number] <= 0:
                raise IllegalStepError(f"{number} is not available")
            pool[number] -= 1
        if combine(a, op, b) != c:
            raise IllegalStepError(f"{calc_text((a, op, b, c))} is wrong")
        pool[c] += 1
        last = c
    return last


def check_tiles(tiles: tuple[int, ...]) -> tuple[int, ...]:
    """The tiles sorted, if they are six tiles of the set (``ValueError`` with the reason otherwise)."""
    if len(tiles) != TILE_COUNT:
        raise ValueError(_("six tiles are needed, not {count}").format(count=len(tiles)))
    available = Counter(TILE_SET)
    for tile, count in Counter(tiles).items():
        if tile not in available:
            raise ValueError(_("{tile} is not a tile (the tiles are 1 to 10, 25, 50, 75 and 100)").format(tile=tile))
        if count > available[tile]:
            raise ValueError((_("there is only one {tile} in the set") if available[tile] == 1
                              else _("there are only two {tile} in the set")).format(tile=tile))
    return tuple(sorted(tiles))


def check_target(target: int) -> int:
    if not MIN_TARGET <= target <= MAX_TARGET:
        raise ValueError(_("the target must be from {low} to {high}, not {target}").format(
            low=MIN_TARGET, high=MAX_TARGET, target=target))
    return target


def parse_tiles(text: str) -> tuple[int, ...]:
    """Tiles typed as ``"100 75 50 25 10 10"`` (spaces or commas); ``ValueError`` for a non-number."""
    words = [w for w in re.split(r"[\s,]+", text.strip()) if w]
    for word in words:
        if not word.isdigit():
            raise ValueError(_("not a whole number: {text!r}").format(text=word))
    return check_tiles(tuple(int(w) for w in words))


def tiles_text(tiles: tuple[int, ...]) -> str:
    return " ".join(map(str, tiles))


def draw(rng: random.Random) -> tuple[tuple[int, ...], int]:
    """Six tiles from the real set and a target from 100 to 999."""
    return tuple(sorted(rng.sample(TILE_SET, TILE_COUNT))), rng.randint(MIN_TARGET, MAX_TARGET)


def is_better(value: int, best: int | None, target: int) -> bool:
    """Is ``value`` closer to the target than ``best``?  On a tie, the value below wins."""
    if best is None:
        return True
    gap, best_gap = abs(value - target), abs(best - target)
    return gap < best_gap or (gap == best_gap and value < best)


def score(value: int | None, target: int) -> int:
    """Points for reaching ``value``: 10 exact, 7 within 5, 5 within 10, otherwise 0."""
    if value is None:
        return 0
    gap = abs(value - target)
    return 10 if gap == 0 else 7 if gap <= 5 else 5 if gap <= 10 else 0


@dataclass(frozen=True)
class Board:
    """The player's calculation so far: cards (tiles then results), the used ones, the steps."""

    target: int
    cards: tuple[int, ...]
    used: frozenset[int] = frozenset()
    steps: tuple[Calc, ...] = ()

    @classmethod
    def deal(cls, tiles: tuple[int, ...], target: int) -> Board:
        return cls(target, tuple(tiles))

    def is_free(self, index: int) -> bool:
        return 0 <= index < len(self.cards) and index not in self.used

    def apply(self, first: int, op: str, second: int) -> Board:
        """Combine card ``first`` with card ``second`` (in that order); a new board."""
        if first == second or not self.is_free(first) or not self.is_free(second):
            raise IllegalStepError(_("choose two different numbers that are still free"))
        a, b = self.cards[first], self.cards[second]
        c = combine(a, op, b)
        return Board(self.target, self.cards + (c,), self.used | {first, second}, self.steps + ((a, op, b, c),))

    def best(self) -> int:
        """The player's answer: the number made (or tile) closest to the target."""
        best: int | None = None
        for value in self.cards:
            if is_better(value, best, self.target):
                best = value
        if best is None:
            raise ValueError("no cards")
        return best


Pick = tuple[int, str, int]  # a step as the player made it: the first card, the operator, the second card


def replay(tiles: tuple[int, ...], target: int, picks: tuple[Pick, ...]) -> list[Board]:
    """The boards of a round from the deal (first) through each pick (a saved round read back);
    ``ValueError`` (``IllegalStepError`` included) when the tiles, the target or a pick is refused."""
    boards = [Board.deal(check_tiles(tuple(tiles)), check_target(target))]
    for first, op, second in picks:
        boards.append(boards[-1].apply(first, op, second))
    return boards
