"""Domino chains on the menu's card: a whole set laid in a ring on the felt, the largest set whose
pips can still be seen at the card's size (double-six, double-four or double-two)."""
from __future__ import annotations

import pygame

from engine.ui.theme import Theme
from games.dominoes.table_view import chain_squares, draw_table

# The first ring the book's search finds for each set (tests check them).
RINGS: dict[int, tuple[tuple[int, int], ...]] = {
    6: ((0, 0), (0, 1), (1, 1), (1, 2), (2, 0), (0, 3), (3, 1), (1, 4), (4, 0), (0, 5), (5, 1), (1, 6), (6, 2),
        (2, 2), (2, 3), (3, 3), (3, 4), (4, 2), (2, 5), (5, 3), (3, 6), (6, 4), (4, 4), (4, 5), (5, 5), (5, 6),
        (6, 6), (6, 0)),
    4: ((0, 0), (0, 1), (1, 1), (1, 2), (2, 0), (0, 3), (3, 1), (1, 4), (4, 2), (2, 2), (2, 3), (3, 3), (3, 4),
        (4, 4), (4, 0)),
    2: ((0, 0), (0, 1), (1, 1), (1, 2), (2, 2), (2, 0)),
}
SMALLEST_HALF = 8  # pixels: a half-domino smaller than this would not show its pips


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The felt and the ring of the largest set that fits in ``rect`` with readable pips."""
    small = theme.scaled(rect.height / 500)
    ring = RINGS[min(RINGS)]
    for largest in sorted(RINGS, reverse=True):
        squares = chain_squares(rect.inflate(-small.px(32), -small.px(32)), len(RINGS[largest]), True, rect.height)
        if squares[0][0].width >= SMALLEST_HALF:
            ring = RINGS[largest]
            break
    table = pygame.Rect(rect.left, rect.top, rect.width, rect.height - small.px(4))  # its shadow below
    draw_table(surface, table, len(ring), True, ring, small, largest=rect.height)
