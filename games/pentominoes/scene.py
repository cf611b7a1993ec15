"""Pentomino rectangles, watched: the board filling and emptying, the tray of pieces, the counters.

The picture is rebuilt from the solver's steps only: pieces placed and removed, the first
empty cell (the book) or the column branched on (Algorithm X), and a piece refused for
the island it leaves.  The node counts of the runs already finished on the same board are
kept, so the two methods can be compared side by side.
"""
from __future__ import annotations

import random
from dataclasses import replace

import pygame

from engine.scenes.puzzle import RUN, PuzzleScene
from engine.steps import Note, Place, Reject, Remove, Solution, Step
from engine.ui import theme as colors
from games.pentominoes.board_view import draw_empty_board, draw_piece, draw_tray
from games.pentominoes.solver import CHOOSE, FIRST, LETTERS, Params, Tiling, canonical
from games.tilings.search import NodeCounts
from games.tilings.tiles_view import Grid, tint

REJECT_TINT = (232, 60, 60, 150)
METHOD_NAMES = {"book": "The book", "dlx": "Algorithm X"}
DEMO_BOARDS = ((20, 3), (15, 4), (12, 5), (10, 6))


def pieces_of(tiling: Tiling) -> dict[str, list[tuple[int, int]]]:
    """The cells of each letter of a tiling."""
    found: dict[str, list[tuple[int, int]]] = {}
    for r, row in enumerate(tiling):
        for c, letter in enumerate(row):
            if letter in LETTERS:
                found.setdefault(letter, []).append((r, c))
    return found


class PentominoesScene(PuzzleScene):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.node_counts = NodeCounts(METHOD_NAMES)  # the finished runs, to compare the methods

    def demo_values(self, rng: random.Random) -> dict:
        width, height = rng.choice(DEMO_BOARDS)
        return {"width": width, "height": height, "hole": False, "method": rng.choice(("book", "dlx")),
                "distinct": False, "drawing": True, "pieces": LETTERS}

    # --- the picture ------------------------------------------------------------------------------
    def new_picture(self, params: Params) -> None:
        self.board_params = params
        self.pieces: dict[str, tuple[tuple[int, int], ...]] = {}
        self.first: tuple[int, int] | None = None
        self.choice: tuple[str, int] | None = None
        self.refused: tuple[tuple, str] | None = None
        self.placed = 0
        self._recorded = False
        self.families: set[Tiling] = set()   # the families of the tilings listed so far
        self.family_heads: set[int] = set()  # the tilings listed first of their family (starred)

    def apply_step(self, step: Step) -> None:
        if isinstance(step, Place):
            self.pieces[step.what] = step.where
            self.placed += 1
            self.refused = None
        elif isinstance(step, Remove):
            self.pieces.pop(step.what, None)
        elif isinstance(step, Reject):
            self.refused = (step.where, step.reason)
        elif isinstance(step, Note):
            if step.text == FIRST:
                self.first, self.refused = step.data, None
            elif step.text == CHOOSE:
                self.choice = step.data
        elif isinstance(step, Solution):
            self.refused = None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.phase == RUN and self.player.finished and self.player.stats and not self._recorded:
            self._recorded = True
            self.node_counts.record(self._board_key(), self.board_params.method, self.player.stats["nodes"])

    def _board_key(self) -> Params:
        """What makes two runs comparable: the same puzzle, whatever the method and the drawing."""
        return replace(self.board_params, method="book", drawing=True)

    # --- text ---------------------------------------------------------------------------------------
    def describe_solution(self, index: int, solution: Tiling) -> str:
        family = canonical(solution)
        if family not in self.families:
            self.families.add(family)
            self.family_heads.add(index)
        star = "  \u2605" if index in self.family_heads else ""
        return f"#{index + 1}   {solution[0][:12]}{'…' if len(solution[0]) > 12 else ''}{star}"

    def status_lines(self) -> list[str]:
        params = self.board_params
        stats = self.player.stats
        nodes = stats["nodes"] if stats else self.placed
        lines = [f"{METHOD_NAMES[params.method]} · {len(self.pieces)} of {len(params.pieces)} placed · "
                 f"{nodes:,} nodes"]
        if stats:
            lines.append(f"{stats['solutions']:,} tilings, {stats['distinct']:,} distinct (\u2605)")
        elif self.refused:
            lines.append(f"Refused: {self.refused[1]}")
        elif params.method == "dlx" and self.choice:
            lines.append(f"Branching: {self.choice[0]} ({self.choice[1]} ways)")
        elif self.first:
            lines.append(f"First empty cell: row {self.first[0] + 1}, column {self.first[1] + 1}")
        compared = self.node_counts.line(self._board_key())
        if compared:
            lines.append(compared)
        return lines

    # --- drawing ------------------------------------------------------------------------------------
    def _areas(self, rect: pygame.Rect) -> tuple[Grid, pygame.Rect]:
        """The board's grid and, right under it, the tray; the two centred in ``rect``."""
        t = self.theme
        tray_height, gap = min(t.px(240), rect.height // 3), t.px(28)
        board_area = pygame.Rect(rect.left, rect.top + t.px(12), rect.width, rect.height - tray_height - gap - t.px(12))
        grid = Grid(board_area, self.board_params.height, self.board_params.width, cap=t.px(90))
        grid.rect.top = rect.top + max(t.px(12), (rect.height - grid.rect.height - gap - tray_height) // 2)
        return grid, pygame.Rect(rect.left, grid.rect.bottom + gap, rect.width, tray_height)

    def draw_board(self, surface, rect) -> None:
        grid, tray = self._areas(rect)
        draw_empty_board(surface, grid, self.board_params.hole_cells(), self.theme)
        for letter, cells in self.pieces.items():
            draw_piece(surface, grid, letter, cells, self.theme)
        if self.refused:
            for cell in self.refused[0]:
                tint(surface, grid.square(*cell), REJECT_TINT)
                pygame.draw.rect(surface, colors.BAD, grid.square(*cell), width=max(2, grid.cell // 14))
        if self.first and self.board_params.method == "book" and self.first not in self._covered():
            pygame.draw.rect(surface, colors.TEXT, grid.square(*self.first), width=max(2, grid.cell // 12))
        draw_tray(surface, tray, "".join(p for p in self.board_params.pieces if p not in self.pieces), self.theme)

    def _covered(self) -> set[tuple[int, int]]:
        return {cell for cells in self.pieces.values() for cell in cells}

    def draw_solution(self, surface, rect, solution: Tiling) -> None:
        grid, tray = self._areas(rect)
        draw_empty_board(surface, grid, self.board_params.hole_cells(), self.theme)
        for letter, cells in pieces_of(solution).items():
            draw_piece(surface, grid, letter, cells, self.theme)
        first = self.viewing in self.family_heads
        caption = self.theme.text("The first tiling found of its family of images (\u2605)" if first else
                                  "A rotated or mirrored image of a tiling found before", "body", colors.MUTED)
        surface.blit(caption, (tray.left, tray.top))
