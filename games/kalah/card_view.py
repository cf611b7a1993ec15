"""Kalah on the menu's card: the starting position, six stones in each of the twelve pits."""
from __future__ import annotations

import pygame

from engine.ui.layout import fitted
from engine.ui.theme import Theme
from games.kalah.board_view import ASPECT, board_spots, draw_holes, draw_wood
from games.kalah.rules import Params, Position, initial

SCREEN_HEIGHT = 330  # about the board's height on the game's screen at 1280 x 800: the card draws it to scale


def position() -> Position:
    """The position shown: the rules' start."""
    return initial(Params())


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The board with its stones, as large as fits in ``rect``."""
    board = fitted(rect.inflate(-theme.px(4), -theme.px(8)), ASPECT)
    small = theme.scaled(board.height / SCREEN_HEIGHT)
    draw_wood(surface, board, small)
    draw_holes(surface, board_spots(board), position().desk, small)
