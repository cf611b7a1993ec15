"""Drawing the template puzzle: a board and its rooks (shared by its screen and its menu card)."""
from __future__ import annotations

import pygame

from engine.ui import theme as colors
from games._puzzle_template.solver import Columns


def draw_rooks(surface: pygame.Surface, rect: pygame.Rect, n: int, columns: Columns) -> None:
    """An ``n`` x ``n`` board centred in ``rect``, a rook in ``columns[row]`` of each row placed so far."""
    cell = min(rect.width, rect.height) // max(n, 1)
    left, top = rect.centerx - cell * n // 2, rect.centery - cell * n // 2
    for row in range(n):
        for column in range(n):
            square = pygame.Rect(left + column * cell, top + row * cell, cell, cell)
            surface.fill(colors.CARD if (row + column) % 2 else colors.PANEL_EDGE, square)
    for row, column in enumerate(columns):
        center = (left + column * cell + cell // 2, top + row * cell + cell // 2)
        pygame.draw.circle(surface, colors.ACCENT, center, cell * 3 // 8)
