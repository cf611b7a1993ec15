"""What the Nim-like duels' exercises share (pure): the one move that leaves the other side a lost position.

Match Nim and Row Nim are solved exactly (the binary columns), so a position is an exercise when exactly one of its
moves leaves the other side lost (``only_winning``); the theme of both is the binary columns, and the difficulty
grows with the moves to choose from and the columns of the numbers.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

from engine.language.translation import N_

COLUMNS = "binary-columns"
COLUMNS_NAME = N_("Binary columns")


def only_winning(moves: Iterable[Any], after: Callable[[Any], Any], is_lost: Callable[[Any], bool]) -> Any | None:
    """The one move of ``moves`` whose position (``after``) is lost for the side to move there; None when there
    are none or several."""
    winning = [move for move in moves if is_lost(after(move))]
    return winning[0] if len(winning) == 1 else None


def difficulty(choices: int, numbers: tuple[int, ...], bonus: float = 0.0) -> float:
    """From 0 to 1: the moves to choose from (``choices``), the binary columns of ``numbers`` in play, and a
    game's own ``bonus``."""
    spread = min(1.0, math.log2(max(choices, 1)) / 6)
    columns = min(1.0, max(numbers, default=0).bit_length() / 5)
    rows = min(1.0, (sum(1 for n in numbers if n) - 1) / 5)
    return round(min(1.0, 0.35 * spread + 0.25 * columns + 0.2 * rows + bonus), 3)
