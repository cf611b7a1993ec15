"""Pentominoes on the menu's card: the first tiling of the 6 x 10 rectangle by the book's method."""
from __future__ import annotations

import pygame

from engine.ui.theme import Theme
from games.pentominoes.board_view import draw_tiling
from games.tilings.tiles_view import Grid

TILING = ("FIIIIIZVVV", "FFFNNNZZZV", "LFNNYYYYZV", "LPPPWTYXUU", "LPPWWTXXXU", "LLWWTTTXUU")  # tests check it


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The tiling, as large as fits in ``rect``."""
    grid = Grid(rect.inflate(-theme.px(12), -theme.px(14)), len(TILING), len(TILING[0]))
    grid.rect.center = rect.center
    draw_tiling(surface, grid, TILING, frozenset(), theme)
