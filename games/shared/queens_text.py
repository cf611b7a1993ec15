"""Queens on a board as text (pure), for the terminal: one line per row from the top,
``Q`` for a queen and ``.`` for any other square, squares separated by a space.
"""
from __future__ import annotations

from collections.abc import Iterable


def board_text(n: int, queens: Iterable[tuple[int, int]]) -> str:
    """The n x n board with queens on the given squares (row, column), numbered from 1."""
    occupied = set(queens)
    return "\n".join(
        " ".join("Q" if (row, column) in occupied else "." for column in range(1, n + 1))
        for row in range(1, n + 1)
    )
