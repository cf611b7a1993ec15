"""The fewest covering queens, watched: covered squares shaded as queens come and go.

The picture follows the solver's steps: k queens tried, the first uncovered square (the
target, general method), the square being tried, the queens, and the squares each queen
newly covers.  Under the board, both methods' results for this board size, computed by the
AI worker off the frame loop, and why they differ.
"""
from __future__ import annotations

import random

import pygame

from engine.ai_worker import Job, WorkerError
from engine.scenes.puzzle import PuzzleScene
from engine.steps import Note, Place, Remove, Solution, Step, Try
from engine.ui import theme as colors
from engine.ui.draw import text_block
from games.queen_cover.solver import COVERS, QUEENS, RESULT, TARGET, UNCOVERS, Params
from games.queens.board_view import BoardGeometry, draw_board, draw_queen, shade

COVERED = (90, 140, 230, 120)
TRY_TINT = (245, 184, 72, 170)
WHY = ("They differ because a minimum cover need not be independent: in most of them two queens "
       "attack each other. The book's method never puts a queen on an attacked square, so it finds "
       "only the independent covers.")
METHOD_NAMES = {"book": "The book's method (no two queens attack)", "general": "General (queens may attack)"}


class QueenCoverScene(PuzzleScene):
    def demo_values(self, rng: random.Random) -> dict:
        return {"n": rng.choice((5, 6)), "method": rng.choice(("book", "general"))}

    def start(self) -> None:
        super().start()
        if self.phase == "run":
            self.comparison = None
            self.app.worker.start(Job("games.queen_cover.solver", "compare", (self.params.n,)))

    def exit(self) -> None:
        super().exit()
        self.app.worker.cancel()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.phase == "run" and self.comparison is None and self.app.worker.done():
            try:
                self.comparison = self.app.worker.result()
            except WorkerError as error:
                self.comparison = str(error)

    # --- the picture ------------------------------------------------------------------------------
    def new_picture(self, params: Params) -> None:
        self.n, self.method = params.n, params.method
        self.k = 0
        self.queens: list[tuple[int, int]] = []
        self.covered: set[tuple[int, int]] = set()
        self.target = self.trying = None
        self.results: dict[int, int] = {}

    def apply_step(self, step: Step) -> None:
        if isinstance(step, Try):
            self.trying = step.where
        elif isinstance(step, Place):
            self.queens.append(step.where)
            self.trying = None
        elif isinstance(step, Remove):
            self.queens.remove(step.where)
        elif isinstance(step, Note):
            if step.text == QUEENS:
                self.k = step.data
            elif step.text == TARGET:
                self.target = step.data
            elif step.text == COVERS:
                self.covered.update(step.data)
            elif step.text == UNCOVERS:
                self.covered.difference_update(step.data)
            elif step.text == RESULT:
                k, covers = step.data
                self.results[k] = covers
        elif isinstance(step, Solution):
            self.trying = None

    # --- text ---------------------------------------------------------------------------------------
    def describe_solution(self, index: int, solution) -> str:
        return f"#{index + 1}  " + " ".join(f"{r}\u00b7{c}" for r, c in solution)

    def status_lines(self) -> list[str]:
        tried = " · ".join(f"k={k}: {c:,} covers" if c else f"k={k}: none" for k, c in sorted(self.results.items()))
        return [f"{self.k} queens tried · {len(self.queens)} placed · {len(self.covered)} of {self.n * self.n} covered",
                tried or METHOD_NAMES[self.method]]

    # --- drawing ------------------------------------------------------------------------------------
    def _split(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        below = self.theme.px(150)
        return (pygame.Rect(rect.left, rect.top + self.theme.px(20), rect.width, rect.height - below - self.theme.px(30)),
                pygame.Rect(rect.left, rect.bottom - below, rect.width, below))

    def draw_board(self, surface, rect) -> None:
        board_area, below = self._split(rect)
        geometry = BoardGeometry(board_area, self.n)
        draw_board(surface, geometry, self.theme)
        for square in self.covered:
            shade(surface, geometry.square(*square), COVERED)
        if self.trying:
            shade(surface, geometry.square(*self.trying), TRY_TINT)
        if self.target:
            pygame.draw.rect(surface, colors.BAD, geometry.square(*self.target).inflate(-4, -4), width=3)
        for square in self.queens:
            draw_queen(surface, geometry.square(*square), self.theme)
        self._draw_comparison(surface, below)

    def draw_solution(self, surface, rect, solution) -> None:
        board_area, below = self._split(rect)
        geometry = BoardGeometry(board_area, self.n)
        draw_board(surface, geometry, self.theme)
        for row in range(1, self.n + 1):
            for column in range(1, self.n + 1):
                shade(surface, geometry.square(row, column), COVERED)
        for square in solution:
            draw_queen(surface, geometry.square(*square), self.theme, halo=colors.GOOD)
        self._draw_comparison(surface, below)

    def _draw_comparison(self, surface, area: pygame.Rect) -> None:
        t = self.theme
        y = area.top
        if isinstance(self.comparison, dict):
            for method, (minimum, covers) in self.comparison.items():
                mark = "\u25b6 " if method == self.method else "   "
                line = t.text(f"{mark}{METHOD_NAMES[method]}: minimum {minimum} queens, {covers:,} covers",
                              "small", colors.ACCENT if method == self.method else colors.TEXT)
                surface.blit(line, (area.left, y))
                y += line.get_height() + t.px(4)
        else:
            text = self.comparison or "Comparing the two methods on this board\u2026"
            line = t.text(text, "small", colors.MUTED)
            surface.blit(line, (area.left, y))
            y += line.get_height() + t.px(4)
        text_block(surface, WHY, pygame.Rect(area.left, y + t.px(4), area.width, area.bottom - y), t, "small",
                   colors.MUTED, line_gap=1.1)
