"""Row Nim on the menu's card: a start the rules deal on five rows of eight squares."""
from __future__ import annotations

import random

import pygame

from engine.ui.layout import fitted
from engine.ui.theme import Theme
from games.row_nim.board_view import draw_checker, draw_squares, square
from games.row_nim.rules import Params, Position, initial

PARAMS = Params(rows=5, columns=8)
SEED = 3  # a deal with gaps of every size from 0 to 5


def position() -> Position:
    """The position shown: the rules' start dealt with ``SEED``."""
    return initial(PARAMS, rng=random.Random(SEED))


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The board and its checkers, as large as fits in ``rect``."""
    shown = position()
    rows = len(shown.rows)
    small = theme.scaled(rect.height / 400)
    area = fitted(rect.inflate(-small.px(24), -small.px(24)), shown.columns / rows)
    cell = min(area.width // shown.columns, area.height // rows)
    grid = pygame.Rect(0, 0, cell * shown.columns, cell * rows)
    grid.center = area.center
    draw_squares(surface, grid, cell, rows, shown.columns, small)
    for row, pair in enumerate(shown.rows):
        for side, column in enumerate(pair):
            draw_checker(surface, square(grid, cell, row, column).center, cell, side)
