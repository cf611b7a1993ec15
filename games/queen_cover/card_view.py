"""Covering queens on the menu's card: the first minimum cover of 8 x 8 by the book's method, five queens."""
from __future__ import annotations

import pygame

from engine.ui.theme import Theme
from games.queen_cover.board_view import draw_cover
from games.shared.queens_board_view import framed_geometry

N = 8
COVER = ((1, 1), (2, 3), (3, 5), (4, 2), (5, 4))  # (row, column) of each queen: the book's first (tests check it)


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The covered board and its five queens, as large as fits in ``rect``."""
    geometry = framed_geometry(rect, N, theme)
    draw_cover(surface, geometry, COVER, theme, labels=False)
