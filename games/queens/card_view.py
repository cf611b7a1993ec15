"""Eight queens on the menu's card: the first solution the book's search finds on 8 x 8."""
from __future__ import annotations

import pygame

from engine.ui.theme import Theme
from games.shared.queens_board_view import draw_board, draw_queen, framed_geometry

SOLUTION = (1, 5, 8, 6, 3, 7, 2, 4)  # the column of the queen of each row: the first of the 92 (tests check it)


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The board and its eight queens, as large as fits in ``rect``."""
    geometry = framed_geometry(rect, len(SOLUTION), theme)
    draw_board(surface, geometry, theme, labels=False)
    for row, column in enumerate(SOLUTION, 1):
        draw_queen(surface, geometry.square(row, column), theme)
