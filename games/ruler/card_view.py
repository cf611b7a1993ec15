"""Rulers on the menu's card: the longest ruler with six marks (length 13, the first the book's
odometer finds), and under it the lengths 1 to 13 it measures, each once or more."""
from __future__ import annotations

import pygame

from engine.ui.theme import Theme
from games.ruler.ruler_view import draw_lengths, draw_ruler, measured_by, ruler_height

MARKS = (0, 1, 2, 6, 10, 13)  # tests check it
SCREEN_HEIGHT, SCREEN_WIDTH = 200, 320  # the ruler and its lengths at 1280 x 800 fill about this much
READABLE = 0.55      # at this scale or larger the ruler's numbers are written in


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The ruler and its lengths, drawn to scale in ``rect``."""
    small = theme.scaled(min(rect.height / SCREEN_HEIGHT, rect.width / SCREEN_WIDTH))
    numbers = small.scale >= READABLE
    area = rect.inflate(-small.px(16), 0)
    lengths_height = min(small.px(56), area.width // (MARKS[-1])) + small.px(12)
    top = rect.centery - (ruler_height(small) + small.px(20) + lengths_height) // 2 + (small.px(18) if numbers else 0)
    y = draw_ruler(surface, pygame.Rect(area.left, top, area.width, 0), MARKS[-1], MARKS, small, numbers=numbers)
    draw_lengths(surface, pygame.Rect(area.left, y, area.width, 0), measured_by(MARKS), small, numbers=False,
                 per_row=MARKS[-1])
