"""The eight (n) queens, watched: the board, the book's three tables, the automaton's state.

The scene's picture is rebuilt from the solver's steps only: queens placed and removed,
the square being tried and why it is refused, and the state (HR(k), or the automaton's
General / Search / Found / Back with the current row k).  Beside the board, the three
free-square tables light up as queens come and go.  A solution picked from the list is
shown with its family of symmetric images; the distinct ones are starred.
"""
from __future__ import annotations

import random

import pygame

from engine.scenes.puzzle import PuzzleScene
from engine.steps import Note, Place, Reject, Remove, Solution, Step, Try
from engine.ui import theme as colors
from games.queens.board_view import BoardGeometry, draw_board, draw_queen, shade
from games.queens.solver import CALL, HALF, MIRROR, RETURN, STATES, Params, canonical, family

TRY_TINT = (110, 170, 240, 150)
REJECT_TINT = (232, 80, 80, 150)
STATE_COLORS = {"General": colors.INFO, "Search": colors.ACCENT, "Found": colors.GOOD, "Back": colors.BAD}


class QueensScene(PuzzleScene):
    def demo_values(self, rng: random.Random) -> dict:
        return {"n": rng.choice((5, 6, 8)), "form": rng.choice(("recursive", "automaton")), "symmetry": False}

    # --- the picture ------------------------------------------------------------------------------
    def new_picture(self, params: Params) -> None:
        self.n = params.n
        self.search_form = params.form
        self.queens: dict[int, int] = {}
        self.trying: tuple[int, int] | None = None
        self.refused: tuple[tuple[int, int], str] | None = None
        self.state, self.k = "", 1
        self.note = ""

    def apply_step(self, step: Step) -> None:
        if isinstance(step, Try):
            self.trying, self.refused = step.where, None
        elif isinstance(step, Reject):
            self.refused = (step.where, step.reason)
        elif isinstance(step, Place):
            row, column = step.where
            self.queens[row] = column
            self.trying = self.refused = None
        elif isinstance(step, Remove):
            self.queens.pop(step.where[0], None)
            self.trying = self.refused = None
        elif isinstance(step, Solution):
            self.note = f"Solution {step.index}: {' '.join(map(str, step.solution))}"
        elif isinstance(step, Note):
            self._apply_note(step)

    def _apply_note(self, note: Note) -> None:
        if note.text == CALL:
            self.state, self.k = f"HR({note.data})", note.data
        elif note.text == RETURN:
            self.state, self.k = f"HR({note.data}) done", note.data
        elif note.text in STATES:
            self.state, self.k = note.text, note.data
        elif note.text == HALF:
            self.note = f"Symmetry: the first queen only in columns 1 to {note.data}"
        elif note.text == MIRROR:
            self.note = f"Solution {note.data + 1} is the mirror image of solution {note.data}"

    # --- text ---------------------------------------------------------------------------------------
    def describe_solution(self, index: int, solution) -> str:
        star = "  \u2605" if canonical(solution) == solution else ""
        return f"#{index + 1}   {' '.join(map(str, solution))}{star}"

    def status_lines(self) -> list[str]:
        form = "Recursion" if self.search_form == "recursive" else "Automaton"
        lines = [f"{form} · row k = {self.k} · {len(self.queens)} of {self.n} queens placed"]
        if self.refused:
            (row, column), reason = self.refused
            lines.append(f"({row}, {column}) refused: {reason} in use")
        elif self.note:
            lines.append(self.note)
        if self.player.finished and len(self.solutions) == self.player.solutions:
            distinct = len({canonical(s) for s in self.solutions})
            lines.append(f"{self.player.solutions:,} solutions, {distinct:,} distinct (\u2605)")
        return lines

    # --- drawing ------------------------------------------------------------------------------------
    def _split(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """The board's area and, under it, the area for the tables (or the family of images)."""
        below = self.theme.px(150)
        top = self.theme.px(58)  # room for the state above the column numbers
        return pygame.Rect(rect.left, rect.top + top, rect.width, rect.height - below - top - self.theme.px(12)), \
            pygame.Rect(rect.left, rect.bottom - below, rect.width, below)

    def draw_board(self, surface, rect) -> None:
        board_area, below = self._split(rect)
        geometry = BoardGeometry(board_area, self.n)
        draw_board(surface, geometry, self.theme)
        if self.trying:
            shade(surface, geometry.square(*self.trying), TRY_TINT)
        if self.refused:
            shade(surface, geometry.square(*self.refused[0]), REJECT_TINT)
        for row, column in self.queens.items():
            draw_queen(surface, geometry.square(row, column), self.theme)
        if self.state:
            self._draw_state(surface, geometry.rect)
        self._draw_tables(surface, below)

    def _draw_state(self, surface, board: pygame.Rect) -> None:
        t = self.theme
        name = self.state.split()[0] if self.state.split()[0] in STATES else self.state
        text = t.text(name, "body", colors.BACKGROUND, bold=True)
        pill = text.get_rect().inflate(t.px(20), t.px(8))
        pill.bottomright = (board.right, board.top - t.px(26))
        pygame.draw.rect(surface, STATE_COLORS.get(name, colors.ACCENT), pill, border_radius=pill.height // 2)
        surface.blit(text, text.get_rect(center=pill.center))

    def _draw_tables(self, surface, area: pygame.Rect) -> None:
        """The book's three tables: columns, sum diagonals (r + c), difference diagonals (r - c)."""
        t = self.theme
        n = self.n
        used = {"columns": {c for c in self.queens.values()},
                "sums": {r + c for r, c in self.queens.items()},
                "differences": {r - c for r, c in self.queens.items()}}
        checked = {}
        if self.trying:
            r, c = self.trying
            checked = {"columns": c, "sums": r + c, "differences": r - c}
        tables = (("columns", "Columns c", range(1, n + 1)), ("sums", "Sum diagonals r + c", range(2, 2 * n + 1)),
                  ("differences", "Difference diagonals r \u2212 c", range(1 - n, n)))
        label_width = max(t.font("small").size(label)[0] for _, label, _ in tables) + t.px(14)
        row_height = area.height // 3
        font = t.font("tiny")
        for i, (key, label, values) in enumerate(tables):
            y = area.top + i * row_height
            name = t.text(label, "small", colors.MUTED)
            surface.blit(name, name.get_rect(midleft=(area.left, y + row_height // 2)))
            values = list(values)
            cell = min(t.px(34), (area.width - label_width) // len(values))
            for j, value in enumerate(values):
                box = pygame.Rect(area.left + label_width + j * cell, y + row_height // 2 - cell // 2, cell - 2, cell - 2)
                lit = value in used[key]
                pygame.draw.rect(surface, colors.ACCENT if lit else colors.CARD, box, border_radius=3)
                if checked.get(key) == value:
                    pygame.draw.rect(surface, colors.BAD if lit else colors.GOOD, box.inflate(4, 4), width=2,
                                     border_radius=4)
                if cell >= 18:
                    digits = font.render(str(value), True, colors.BACKGROUND if lit else colors.MUTED)
                    surface.blit(digits, digits.get_rect(center=box.center))

    def draw_solution(self, surface, rect, solution) -> None:
        board_area, below = self._split(rect)
        geometry = BoardGeometry(board_area, self.n)
        draw_board(surface, geometry, self.theme)
        for row, column in enumerate(solution, 1):
            draw_queen(surface, geometry.square(row, column), self.theme, halo=colors.GOOD)
        images = family(solution)
        t = self.theme
        caption = t.text(f"Its family: {len(images)} symmetric image{'s' if len(images) > 1 else ''}"
                         f" (\u2605 the smallest, counted once among the distinct)", "small", colors.MUTED)
        surface.blit(caption, (below.left, below.top))
        size = min(below.height - caption.get_height() - t.px(10), below.width // 8 - t.px(8))
        for i, image in enumerate(images):
            box = pygame.Rect(below.left + i * (size + t.px(8)), below.top + caption.get_height() + t.px(8), size, size)
            mini = BoardGeometry(box, self.n)
            draw_board(surface, mini, t, labels=False)
            for row, column in enumerate(image, 1):
                pygame.draw.circle(surface, colors.BAD if image == solution else (34, 30, 40),
                                   mini.square(row, column).center, max(2, mini.cell // 3))
