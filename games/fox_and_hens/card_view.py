"""Foxes and hens on the menu's card: the starting position, two foxes and twenty hens on the cross."""
from __future__ import annotations

import pygame

from engine.ui.theme import Theme
from games.fox_and_hens.board_view import draw_piece, draw_wood, point_center, square_for
from games.fox_and_hens.rules import POINTS, Params, Position, initial


def position() -> Position:
    """The position shown: the rules' start."""
    return initial(Params())


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The wooden cross with its pieces, as large as fits in ``rect``."""
    shown = position()
    area = pygame.Rect(rect.left, rect.top, rect.width, rect.height - theme.px(5))  # the board's shadow below
    cell = max(1, min(area.width, area.height) * 2 // 15)
    square = square_for(cell)
    square.center = area.center
    draw_wood(surface, cell, square, shown.diagonals, theme, labels=False)
    for point in POINTS:
        draw_piece(surface, shown.board[point], point_center(point, cell, square), cell, theme)
