"""The template duel's picture on a menu card (a copy-me example: the entry is hidden from the menu).

A card's picture is a real position, drawn once by the entry's own drawing code: here the start
from the rules, its counters in rows of five on a table.
"""
from __future__ import annotations

import pygame

from engine.ui import theme as colors
from engine.ui.draw import panel
from engine.ui.theme import Theme
from games._template.board_view import counter_rects, draw_counters
from games._template.rules import Params, Position, initial

PER_ROW = 5


def position() -> Position:
    """The position shown: the rules' start."""
    return initial(Params())


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The counters of the start, in rows, as large as fits in ``rect``."""
    left = position().left
    rows = -(-left // PER_ROW)
    panel(surface, rect, theme, color=colors.FELT, edge=colors.FELT_EDGE, shadow=False)  # the table
    rect = rect.inflate(-theme.px(8), -theme.px(8))
    for row in range(rows):
        band = pygame.Rect(rect.left, rect.top + row * rect.height // rows, rect.width, rect.height // rows)
        draw_counters(surface, counter_rects(band, min(PER_ROW, left - row * PER_ROW), PER_ROW))
