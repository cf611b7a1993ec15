"""The fewest covering queens, watched: covered squares shaded as queens come and go.

The picture follows the solver's steps: k queens tried, the first uncovered square (the
target, general method), the square being tried, the queens, and the squares each queen
newly covers.  With the method "both", the book's search and the general one run side by
side on two boards, at the same pace, under the same controls.  Under the board(s), both
methods' final results for this board size (computed by the AI worker, off the frame loop)
and why they differ.  The side panel tells the part done and the time left from Knuth's
estimate of the search's tree (``games.queen_cover.tree``); with both methods, of the search
further from its end.
"""
from __future__ import annotations

import random
from functools import partial
from typing import Any

import pygame

from engine.language.translation import N_, _, ngettext, number
from engine.puzzles.estimate import Progress
from engine.puzzles.player import SEEK_END
from engine.puzzles.viewer import StepViewer
from engine.scenes.puzzle import FRAME_BUDGET, PuzzleScene
from engine.ui import theme as colors
from engine.ui.draw import text_block, wrap
from engine.ui.layout import columns
from engine.workers.computer import Job, WorkerError
from games.queen_cover import solver
from games.queen_cover.board_view import COVERED, draw_cover
from games.queen_cover.picture import Picture
from games.queen_cover.solver import BOTH, Params
from games.queen_cover.tree import CoverTree, path_of
from games.shared.queens_board_view import BoardGeometry, draw_board, draw_queen, shade

TRY_TINT = (245, 184, 72, 170)
WHY = N_("They differ because a minimum cover need not be independent: in most of them two queens "
       "attack each other. The book's method never puts a queen on an attacked square, so it finds "
       "only the independent covers.")
METHOD_NAMES = {"book": N_("The book's method (no two queens attack)"), "general": N_("General (queens may attack)")}
SHORT_NAMES = {"book": N_("The book's method"), "general": N_("General")}
LINE_GAP = 1.1  # the texts under the board


def method_line(mark: str, method: str, minimum: str, covers: str, count: int) -> str:
    """One method's result under the board: "▶ The book's method (…): minimum 5 queens, 728 covers"."""
    return mark + ngettext("{method}: minimum {minimum} queens, {covers} cover", "{method}: minimum {minimum} queens, {covers} covers",
                           count).format(method=_(METHOD_NAMES[method]), minimum=minimum, covers=covers)


class QueenCoverScene(PuzzleScene):
    second: StepViewer | None = None  # the general search, when both methods run side by side

    def demo_values(self, rng: random.Random) -> dict:
        return {"n": rng.choice((5, 6)), "method": rng.choice(("book", "general", BOTH))}

    # --- the second search, when both methods run side by side ------------------------------------
    def start(self) -> None:
        if self.second is not None:
            self.second.close()
        self.second = None
        super().start()
        if self.phase != "run":
            return
        self.comparison: Any = None  # the two methods' results (from the worker), or why they are missing
        self.app.worker.start(Job("games.queen_cover.solver", "compare", (self.params.n,)))
        if self.values.get("method") == BOTH:
            n = self.params.n
            self.second = StepViewer(lambda: solver.solve(Params(n, "general"), hurry=self._second_hurrying), lambda: Picture(n),
                                     rate=self.viewer.rate, keep=0, frame_budget=FRAME_BUDGET / 2, clock=self.app.clock)
            tree = CoverTree(Params(n, "general"))
            self._second_estimate = (tree, Progress(tree, self.rng, counted=tree.counted))
            if self.viewer.state == "playing":
                self.second.play()

    def _second_hurrying(self) -> bool:
        """Whether the general search goes "to the end" now (it then takes the fast path)."""
        return self.second is not None and self.second.state == SEEK_END

    @property
    def second_picture(self) -> Picture | None:
        return self.second.picture if self.second is not None else None

    def _both(self, action: str) -> None:
        """A control for both searches (the step viewer and the scene name them alike)."""
        getattr(super(), action)()
        if self.second is not None:
            getattr(self.second, action)()

    def toggle(self) -> None:
        self._both("toggle")

    def to_end(self) -> None:
        self._both("to_end")

    def next_solution(self) -> None:
        self._both("next_solution")

    def single_step(self) -> None:
        super().single_step()
        if self.second is not None:
            self.second.step()

    def set_speed(self, t: float) -> None:
        super().set_speed(t)
        if self.second is not None:
            self.second.rate = self.viewer.rate

    def exit(self) -> None:
        super().exit()
        if self.second is not None:
            self.second.close()
        self.app.worker.cancel()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.phase != "run":
            return
        if self.second is not None:
            self.second.update(dt)
        if self.comparison is None and self.app.worker.done():
            try:
                self.comparison = self.app.worker.result()
            except WorkerError as error:
                self.comparison = str(error)

    # --- the picture ------------------------------------------------------------------------------
    def new_picture(self, params: Params) -> Picture:
        self.n, self.method = params.n, params.method
        tree = CoverTree(params)
        self._estimate = (tree, Progress(tree, self.rng, counted=tree.counted))
        return Picture(params.n)

    def progress(self) -> float | None:
        """The queens placed over the estimated nodes of the search; with both methods, the lesser part."""
        runs = [(self.viewer, self._estimate)]
        if self.second is not None:
            runs.append((self.second, self._second_estimate))
        fractions = []
        for viewer, (tree, estimate) in runs:
            picture = viewer.picture
            if viewer.finished or not picture.k:
                continue
            fraction = estimate.refresh(partial(path_of, tree, picture.k, picture.queens), picture.placed,
                                        viewer.elapsed)
            if fraction is not None:
                fractions.append(fraction)
        return min(fractions) if fractions else None

    # --- text ---------------------------------------------------------------------------------------
    def solution_label(self, solution) -> str:
        """The queens' squares as row·column."""
        return " ".join(f"{r}\u00b7{c}" for r, c in solution)

    def status_lines(self) -> list[str]:
        lines = [self.picture.summary(), self.picture.results_text()]
        second = self.second_picture
        if self.second is not None and second is not None:
            lines = [_("Book: {what}").format(what=lines[0]), _("General: {what}").format(what=second.summary()),
                     _("General: {what}").format(what=ngettext("{steps} steps, {n} cover", "{steps} steps, {n} covers",
                                                               self.second.solutions).format(
                         steps=number(self.second.steps), n=number(self.second.solutions)))]
        return lines

    # --- drawing ------------------------------------------------------------------------------------
    def _split(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """The board's area and, under it, room for the comparison and why the methods differ, as many
        lines as they take at this width (the board takes what is left, never less than half)."""
        t = self.theme
        below = min(self._below_height(rect.width), rect.height // 2)
        return (pygame.Rect(rect.left, rect.top + t.px(20), rect.width, rect.height - below - t.px(30)),
                pygame.Rect(rect.left, rect.bottom - below, rect.width, below))

    def _below_height(self, width: int) -> int:
        """The height of the texts under the board: the two methods' results (their longest form) and ``WHY``."""
        t = self.theme
        font = t.font("small")
        step = round(font.get_linesize() * LINE_GAP)
        widest = [method_line("\u25b6 ", method, "00", "00,000", 2) for method in METHOD_NAMES]
        lines = sum(len(wrap(text, font, width)) for text in [*widest, _(WHY)])
        return lines * step + t.px(12)

    def draw_board(self, surface, rect) -> None:
        board_area, below = self._split(rect)
        if self.second is None:
            self._draw_picture(surface, board_area, self.picture)
        else:
            t = self.theme
            label_height = t.font("body", True).get_linesize() + t.px(6)
            halves = columns(board_area, 2, t.px(24))
            for half, picture, method in zip(halves, (self.picture, self.second_picture), ("book", "general")):
                label = t.text(_(SHORT_NAMES[method]), "body", colors.ACCENT, bold=True)
                surface.blit(label, label.get_rect(midtop=(half.centerx, half.top)))
                self._draw_picture(surface, half.inflate(0, -label_height).move(0, label_height // 2 + t.px(4)),
                                   picture)
        self._draw_comparison(surface, below)

    def _draw_picture(self, surface, area: pygame.Rect, picture: Picture) -> None:
        geometry = BoardGeometry(area, picture.n)
        draw_board(surface, geometry, self.theme, labels=self.second is None)
        for square in picture.covered:
            shade(surface, geometry.square(*square), COVERED)
        if picture.trying:
            shade(surface, geometry.square(*picture.trying), TRY_TINT)
        if picture.target:
            pygame.draw.rect(surface, colors.BAD, geometry.square(*picture.target).inflate(-4, -4), width=3)
        for square in picture.queens:
            draw_queen(surface, geometry.square(*square), self.theme)

    def draw_solution(self, surface, rect, solution) -> None:
        board_area, below = self._split(rect)
        draw_cover(surface, BoardGeometry(board_area, self.n), solution, self.theme)
        self._draw_comparison(surface, below)

    def _draw_comparison(self, surface, area: pygame.Rect) -> None:
        t = self.theme
        if isinstance(self.comparison, dict):
            said = []
            for method, (minimum, covers) in self.comparison.items():
                mark = "\u25b6 " if method == self.method and self.second is None else "   "
                said.append((method_line(mark, method, number(minimum), number(covers), covers),
                             colors.ACCENT if mark.strip() else colors.TEXT))
        else:
            said = [(self.comparison or _("Comparing the two methods on this board\u2026"), colors.MUTED)]
        y = area.top
        for text, color in [*said, (_(WHY), colors.MUTED)]:
            y += text_block(surface, text, pygame.Rect(area.left, y, area.width, area.bottom - y), t, "small", color,
                            line_gap=LINE_GAP)
