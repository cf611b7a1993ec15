"""The template puzzle's screen: the board with its rooks, live or a solution from the list."""
from __future__ import annotations

import pygame

from engine.language.translation import _
from engine.scenes.puzzle import PuzzleScene
from games._puzzle_template.board_view import draw_rooks
from games._puzzle_template.picture import Picture
from games._puzzle_template.solver import Columns, Params


class RooksScene(PuzzleScene):
    def new_picture(self, params: Params) -> Picture:
        return Picture(params)

    def describe_solution(self, index: int, solution: Columns) -> str:
        return _("{n}. columns {columns}").format(n=index, columns=" ".join(str(c + 1) for c in solution))

    def status_lines(self) -> list[str]:
        return [_("{placed} of {n} rooks placed").format(placed=len(self.picture.rooks), n=self.picture.n)] if self.picture else []

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        draw_rooks(surface, rect, self.picture.n, self.picture.columns)

    def draw_solution(self, surface: pygame.Surface, rect: pygame.Rect, solution: Columns) -> None:
        draw_rooks(surface, rect, len(solution), solution)
