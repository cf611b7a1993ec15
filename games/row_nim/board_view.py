"""Drawing Row Nim: the board's squares and the checkers, white and black, one of each per row.

Shared by the game's screen and its picture on the menu's card.
"""
from __future__ import annotations

import pygame

from engine.ui import theme as colors
from engine.ui.draw import panel
from engine.ui.theme import Theme

LIGHT_SQUARE = (236, 214, 172)
DARK_SQUARE = (172, 122, 80)
FRAME = (92, 60, 38)
CHECKERS = {  # side: (body, light, rim, shadow)
    0: ((236, 232, 220), (255, 255, 252), (168, 160, 142), (40, 28, 20)),
    1: ((46, 48, 58), (112, 116, 134), (18, 18, 24), (30, 20, 14)),
}


def square(grid: pygame.Rect, cell: int, row: int, column: int) -> pygame.Rect:
    """The square at ``row``, ``column`` (from 0) of the board whose squares fill ``grid``."""
    return pygame.Rect(grid.left + column * cell, grid.top + row * cell, cell, cell)


def draw_squares(surface: pygame.Surface, grid: pygame.Rect, cell: int, rows: int, columns: int, theme: Theme) -> None:
    """The frame and the squares of a ``rows`` x ``columns`` board."""
    panel(surface, grid.inflate(theme.px(16), theme.px(16)), theme, color=FRAME, edge=colors.SHADOW, radius=8)
    for row in range(rows):
        for column in range(columns):
            surface.fill(LIGHT_SQUARE if (row + column) % 2 == 0 else DARK_SQUARE, square(grid, cell, row, column))


def draw_checker(surface: pygame.Surface, center, cell: int, side: int, lit: bool = False) -> None:
    """A checker of ``side`` (0 white, 1 black) in a square of ``cell`` (``lit``: ringed, chosen)."""
    body, light, rim, shadow = CHECKERS[side]
    radius = cell * 0.4
    x, y = center
    if lit:
        pygame.draw.circle(surface, colors.FOCUS, (x, y), radius + max(3, cell * 0.06))
    pygame.draw.circle(surface, shadow, (x + cell * 0.03, y + cell * 0.06), radius)
    pygame.draw.circle(surface, rim, (x, y), radius)
    pygame.draw.circle(surface, body, (x, y), radius * 0.9)
    steps = 6
    for i in range(steps):  # a soft highlight towards the upper left
        share = 1 - i / steps
        color = tuple(round(b + (bright - b) * (1 - share) * 0.8) for b, bright in zip(body, light))
        offset = radius * 0.3 * (1 - share)
        pygame.draw.circle(surface, color, (x - offset, y - offset), radius * 0.9 * share)
    pygame.draw.circle(surface, rim, (x, y), radius * 0.62, width=max(1, round(cell * 0.03)))
