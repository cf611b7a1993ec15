"""Pentomino rectangles, watched: the board filling and emptying, the tray of pieces, the counters.

The picture is rebuilt from the solver's steps only (``games.pentominoes.picture``): pieces
placed and removed, the first
empty cell (the book) or the column branched on (Algorithm X), and a piece refused for
the island it leaves.  The node counts of the runs already finished on the same board are
kept, so the two methods can be compared side by side.  The side panel tells the part done
and the time left from Knuth's estimate of the search's tree (``games.pentominoes.tree``).

"To the end" goes on the fast path when the compiled core is built (``games.pentominoes.fast``,
either method): the engine's ``run_solver`` hands the search the scene's "to the end" (``hurry``), so
what is left below the pieces on the board is searched in C a few thousand nodes at a time, the board
showing where it stands (``Leap``) between two batches; the same tilings come in the same order, and the
part done and the time left are still shown.  Paused, the search steps again from the next subtree.
"""
from __future__ import annotations

import random
from dataclasses import replace

import pygame

from engine.language.translation import N_, _, ngettext, number
from engine.puzzles.estimate import Progress
from engine.scenes.puzzle import PuzzleScene
from engine.ui import theme as colors
from engine.ui.draw import text_block
from games.pentominoes.board_view import draw_empty_board, draw_piece, draw_tiling, draw_tray
from games.pentominoes.picture import Picture
from games.pentominoes.solver import LETTERS, Params, Tiling, canonical
from games.pentominoes.tree import PentominoTree, path_of
from games.shared.stoppable_search import NodeCounts
from games.shared.tiles_view import Grid, tint

REJECT_TINT = (232, 60, 60, 150)
METHOD_NAMES = {"book": N_("The book"), "dlx": N_("Algorithm X")}
DEMO_BOARDS = ((20, 3), (15, 4), (12, 5), (10, 6))


def x_at(tiling: Tiling) -> str:
    """Where the X's centre stands, as "X at column,row" (from 1); the first piece when there is no X."""
    text, width = "".join(tiling), len(tiling[0])  # one letter's cells, not every piece's: a list of 20,000 lines
    letter = "X" if "X" in text else min(set(text) & set(LETTERS))
    where = [k for k, mark in enumerate(text) if mark == letter]
    row = sum(k // width for k in where) / len(where)
    column = sum(k % width for k in where) / len(where)
    return _("{piece} at {column},{row}").format(piece=letter, column=round(column) + 1, row=round(row) + 1)


class PentominoesScene(PuzzleScene):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.node_counts = NodeCounts(METHOD_NAMES)  # the finished runs, to compare the methods

    def demo_values(self, rng: random.Random) -> dict:
        width, height = rng.choice(DEMO_BOARDS)
        return {"width": width, "height": height, "hole": False, "method": rng.choice(("book", "dlx")),
                "distinct": False, "drawing": True, "pieces": LETTERS}

    # --- the picture ------------------------------------------------------------------------------
    def new_picture(self, params: Params) -> Picture:
        self._families: dict[Tiling, int] = {}  # each family of images: the index of its first tiling
        self._tree = PentominoTree(params)
        self._estimate = Progress(self._tree, self.rng, counted=self._tree.counted)
        return Picture(params)

    def progress(self) -> float | None:
        """The pieces placed over the estimated nodes of the search (unknown without the drawing)."""
        picture = self.picture
        if not picture.params.drawing or self.viewer.finished:
            return None
        return self._estimate.refresh(lambda: path_of(self._tree, picture.pieces), picture.placed,
                                      self.viewer.elapsed)

    def after_steps(self) -> None:
        stats = self.viewer.stats
        if self.viewer.finished and stats:  # a finished run's nodes, for the comparison
            self.node_counts.record(self._board_key(), self.picture.params.method, stats["nodes"])

    def _board_key(self) -> Params:
        """What makes two runs comparable: the same puzzle, whatever the method and the drawing."""
        return replace(self.picture.params, method="book", drawing=True)

    # --- text ---------------------------------------------------------------------------------------
    def describe_solution(self, index: int, solution: Tiling) -> str:
        """``No. 7 · X at 5,2 · ★`` or ``… · image of No. 3``: the X, the piece with fewest places, tells tilings apart."""
        head = self._families.setdefault(canonical(solution), index)
        kind = "\u2605" if head == index else _("image of No. {n}").format(n=head + 1)
        return _("No. {n} \u00b7 {what}").format(n=number(index + 1), what=f"{x_at(solution)} \u00b7 {kind}")

    def status_lines(self) -> list[str]:
        picture = self.picture
        params = picture.params
        stats = self.viewer.stats
        nodes = stats["nodes"] if stats else picture.placed
        lines = [_("{method} · {placed} of {count} placed · {nodes} nodes").format(
            method=_(METHOD_NAMES[params.method]), placed=len(picture.pieces), count=len(params.pieces), nodes=number(nodes))]
        if stats:
            lines.append(ngettext("{n} tiling, {distinct} distinct (\u2605)", "{n} tilings, {distinct} distinct (\u2605)",
                                  stats["solutions"]).format(n=number(stats["solutions"]), distinct=number(stats["distinct"])))
        elif picture.refused:
            lines.append(_("Refused: {why}").format(why=picture.refused[1]))
        elif params.method == "dlx" and picture.choice:
            lines.append(ngettext("Branching: {what} ({n} way)", "Branching: {what} ({n} ways)", picture.choice[1]).format(
                what=picture.choice[0], n=picture.choice[1]))
        elif picture.first:
            lines.append(_("First empty cell: row {row}, column {column}").format(row=picture.first[0] + 1,
                                                                               column=picture.first[1] + 1))
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
        grid = Grid(board_area, self.picture.params.height, self.picture.params.width, cap=t.px(90))
        grid.rect.top = rect.top + max(t.px(12), (rect.height - grid.rect.height - gap - tray_height) // 2)
        return grid, pygame.Rect(rect.left, grid.rect.bottom + gap, rect.width, tray_height)

    def draw_board(self, surface, rect) -> None:
        picture = self.picture
        params = picture.params
        grid, tray = self._areas(rect)
        draw_empty_board(surface, grid, params.hole_cells(), self.theme)
        for letter, cells in picture.pieces.items():
            draw_piece(surface, grid, letter, cells, self.theme)
        if picture.refused:
            for cell in picture.refused[0]:
                tint(surface, grid.square(*cell), REJECT_TINT)
                pygame.draw.rect(surface, colors.BAD, grid.square(*cell), width=max(2, grid.cell // 14))
        if picture.first and params.method == "book" and picture.first not in picture.covered:
            pygame.draw.rect(surface, colors.TEXT, grid.square(*picture.first), width=max(2, grid.cell // 12))
        draw_tray(surface, tray, "".join(p for p in params.pieces if p not in picture.pieces), self.theme)

    def draw_solution(self, surface, rect, solution: Tiling) -> None:
        grid, tray = self._areas(rect)
        draw_tiling(surface, grid, solution, self.picture.params.hole_cells(), self.theme)
        first = self.viewing in self.picture.family_heads
        text_block(surface, _("The first tiling found of its family of images (\u2605)") if first else
                   _("A rotated or mirrored image of a tiling found before"), tray, self.theme, "body", colors.MUTED)
