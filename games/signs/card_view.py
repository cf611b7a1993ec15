"""Signs on the menu's card: 12 + 7 − 5 − 9 + 3 + 4 = 12, the first solution the book's binary counting finds."""
from __future__ import annotations

import pygame

from engine.ui.layout import largest_fit
from engine.ui.theme import Theme
from games.signs.expression_view import draw_expression, expression_layout

NUMBERS = (12, 7, 5, 9, 3, 4)
TOTAL = 12
SIGNS = "+--++"  # the sign before each number after the first (tests check that they make TOTAL, found first)
ROWS = (2, 3)    # numbers in a row: three rows of two in a high box, two rows of three in a wide one


def _shape(theme: Theme, per_row: int) -> pygame.Rect:
    """Where the numbers and signs lie at ``theme``'s scale (from the top of a 0-wide area at x = 0)."""
    cards, signs = expression_layout(pygame.Rect(0, 0, 0, 0), len(NUMBERS), theme, per_row)
    shape = cards[0].unionall(cards + signs)
    shape.height += theme.px(4)  # the cards' shadows
    return shape


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The numbers with their signs, as large as fits in ``rect``."""
    small, per_row, shape = largest_fit(theme, rect, ROWS, _shape)  # the cards keep a least size, too
    area = pygame.Rect(rect.centerx - shape.centerx, rect.centery - shape.height // 2 - shape.top, 0, 0)
    draw_expression(surface, area, NUMBERS, SIGNS, small, per_row=per_row)
