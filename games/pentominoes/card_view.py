"""Pentominoes on the menu's card: the first tiling of the 6 x 10 rectangle by the book's method."""
from __future__ import annotations

import pygame

from engine.ui.theme import Theme
from games.pentominoes.board_view import draw_tiling
from games.shared.tiles_view import Grid

TILING = ("FIIIIIZVVV", "FFFNNNZZZV", "LFNNYYYYZV", "LPPPWTYXUU", "LPPWWTXXXU", "LLWWTTTXUU")  # tests check it


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The tiling, as large as fits in ``rect``."""
    frame = -(-theme.px(10) // 2)  # the board's frame, and its shadow below
    area = pygame.Rect(rect.left, rect.top, rect.width, rect.height - theme.px(4)).inflate(-2 * frame, -2 * frame)
    grid = Grid(area, len(TILING), len(TILING[0]), least=1)
    grid.rect.center = area.center
    draw_tiling(surface, grid, TILING, frozenset(), theme)
