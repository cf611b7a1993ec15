"""The template puzzle's screen: the board with its rooks, live or a solution from the list."""
from __future__ import annotations

import pygame

from engine.scenes.puzzle import PuzzleScene
from engine.ui import theme as colors
from games._puzzle_template.picture import Picture
from games._puzzle_template.solver import Columns, Params


class RooksScene(PuzzleScene):
    def new_picture(self, params: Params) -> Picture:
        return Picture(params)

    def describe_solution(self, index: int, solution: Columns) -> str:
        return f"{index}. columns " + " ".join(str(c + 1) for c in solution)

    def status_lines(self) -> list[str]:
        return [f"{len(self.picture.rooks)} of {self.picture.n} rooks placed"] if self.picture else []

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self._draw(surface, rect, self.picture.n, self.picture.columns)

    def draw_solution(self, surface: pygame.Surface, rect: pygame.Rect, solution: Columns) -> None:
        self._draw(surface, rect, len(solution), solution)

    def _draw(self, surface: pygame.Surface, rect: pygame.Rect, n: int, columns: Columns) -> None:
        cell = min(rect.width, rect.height) // max(n, 1)
        left, top = rect.centerx - cell * n // 2, rect.centery - cell * n // 2
        for row in range(n):
            for column in range(n):
                square = pygame.Rect(left + column * cell, top + row * cell, cell, cell)
                surface.fill(colors.CARD if (row + column) % 2 else colors.PANEL_EDGE, square)
        for row, column in enumerate(columns):
            center = (left + column * cell + cell // 2, top + row * cell + cell // 2)
            pygame.draw.circle(surface, colors.ACCENT, center, cell * 3 // 8)
