"""Signs on the menu's card: 12 + 7 − 5 − 9 + 3 + 4 = 12, the first solution the book's binary counting finds."""
from __future__ import annotations

import pygame

from engine.ui.theme import Theme
from games.signs.expression_view import draw_expression, expression_layout

NUMBERS = (12, 7, 5, 9, 3, 4)
TOTAL = 12
SIGNS = "+--++"  # the sign before each number after the first (tests check that they make TOTAL, found first)
PER_ROW = 3


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The numbers with their signs, in two rows, as large as fits in ``rect``."""
    scale = rect.height / 150
    while True:  # the largest scale whose cards and signs fit
        small = theme.scaled(scale)
        cards, signs = expression_layout(rect, len(NUMBERS), small, PER_ROW)
        shape = cards[0].unionall(cards + signs).move(0, small.px(4))
        if rect.contains(shape) or scale < 0.05:
            break
        scale *= 0.92
    top = rect.top + (rect.height - shape.height) // 2
    draw_expression(surface, pygame.Rect(rect.left, top, rect.width, 0), NUMBERS, SIGNS, small, per_row=PER_ROW)
