"""Match Nim on the menu's card: four piles of 1, 3, 5 and 7 matches (the classic start) on the felt."""
from __future__ import annotations

import pygame

from engine.ui.theme import Theme
from games.match_nim.rules import Params, Position, initial
from games.match_nim.table_view import draw_match, draw_table, match_rect, pile_columns

START = (1, 3, 5, 7)
SCREEN_WIDTH = 420  # the table on the game's screen is drawn at about this width for the card's scale
SLENDER = 2.6       # a match at least this many slots long


def position() -> Position:
    """The position shown: the rules' start from the piles ``START``."""
    return initial(Params(piles=len(START), start=START))


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The felt with the piles, as large as fits in ``rect``."""
    piles = position().piles
    small = theme.scaled(rect.width / SCREEN_WIDTH)
    margin, shadow = small.px(20), small.px(4)
    inner = pygame.Rect(rect.left, rect.top, rect.width, rect.height - shadow).inflate(-2 * margin, -2 * margin)
    tallest = max(piles) + 0.5  # half a slot over the tallest pile for its heads
    columns, slot = pile_columns(inner, len(piles), max(piles), small)
    slot = max(1, min(slot, int(inner.height / tallest), round(match_rect(columns[0], slot, 0, small).width / SLENDER)))
    height = round(tallest * slot)
    table = pygame.Rect(rect.left, 0, rect.width, height + 2 * margin)
    table.centery = rect.centery - shadow // 2
    draw_table(surface, table, small)
    for column, size in zip(columns, piles):
        column = pygame.Rect(column.left, table.top + margin, column.width, height)
        for index in range(size):
            draw_match(surface, match_rect(column, slot, index, small), small)
