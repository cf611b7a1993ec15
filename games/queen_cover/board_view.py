"""Drawing a cover: the board with every square shaded as covered and its queens haloed.

Shared by the covering-queens screen (a cover picked from the list) and its picture on the menu's card.
"""
from __future__ import annotations

from collections.abc import Iterable

import pygame

from engine.ui import theme as colors
from engine.ui.theme import Theme
from games.shared.queens_board_view import BoardGeometry, draw_board, draw_queen, shade

COVERED = (90, 140, 230, 120)
Square = tuple[int, int]


def draw_cover(surface: pygame.Surface, geometry: BoardGeometry, cover: Iterable[Square], theme: Theme,
               labels: bool = True) -> None:
    """The board of ``geometry``, all covered, and the queens of ``cover`` on it."""
    draw_board(surface, geometry, theme, labels=labels)
    for row in range(1, geometry.n + 1):
        for column in range(1, geometry.n + 1):
            shade(surface, geometry.square(row, column), COVERED)
    for square in cover:
        draw_queen(surface, geometry.square(*square), theme, halo=colors.GOOD)
