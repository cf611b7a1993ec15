"""The template puzzle's picture on a menu card (a copy-me example: the entry is hidden from the menu).

A card's picture is a real position, drawn once by the entry's own drawing code; a puzzle shows a
solution kept as a constant (never a search at the menu's start), which its tests check against the solver.
"""
from __future__ import annotations

import pygame

from engine.ui.theme import Theme
from games._puzzle_template.board_view import draw_rooks

SOLUTION = (1, 3, 0, 2)  # the column of the rook of each row: a solution for n = 4 (tests check it)


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The board with its rooks, as large as fits in ``rect``."""
    draw_rooks(surface, rect.inflate(-theme.px(8), -theme.px(8)), len(SOLUTION), SOLUTION)
