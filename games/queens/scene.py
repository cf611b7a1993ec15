"""The eight (n) queens, watched: the board, the book's three tables, the automaton's state.

The picture is rebuilt from the solver's steps only (``games.queens.picture``): queens
placed and removed, the square being tried and why it is refused, and the state (HR(k), or
the automaton's General / Search / Found / Back with the current row k).  Beside the board, the three
free-square tables light up as queens come and go.  A solution picked from the list is
shown with its family of symmetric images; the distinct ones are starred.
"""
from __future__ import annotations

import random

import pygame

from engine.language.translation import N_, _, ngettext, number
from engine.scenes.puzzle import PuzzleScene
from engine.ui import theme as colors
from engine.ui.draw import text_block
from games.queens.picture import Picture
from games.queens.solver import BACK, FOUND, GENERAL, SEARCH, STATES, Params, canonical, family
from games.shared.queens_board_view import BoardGeometry, draw_board, draw_queen, shade

TRY_TINT = (110, 170, 240, 150)
REJECT_TINT = (232, 80, 80, 150)
STATE_COLORS = {GENERAL: colors.INFO, SEARCH: colors.ACCENT, FOUND: colors.GOOD, BACK: colors.BAD}
STATE_NAMES = {GENERAL: N_("General"), SEARCH: N_("Search"), FOUND: N_("Found"), BACK: N_("Back")}  # as the pill says them


class QueensScene(PuzzleScene):
    def demo_values(self, rng: random.Random) -> dict:
        return {"n": rng.choice((5, 6, 8)), "form": rng.choice(("recursive", "automaton")), "symmetry": False}

    # --- the picture ------------------------------------------------------------------------------
    def new_picture(self, params: Params) -> Picture:
        self._families: dict[tuple[int, ...], int] = {}  # each family of images: the index of its first solution
        return Picture(params)

    # --- text ---------------------------------------------------------------------------------------
    def describe_solution(self, index: int, solution) -> str:
        """``No. 5 · 2 6 8 3 1 4 7 5 · image of No. 2`` (the first of each family starred)."""
        head = self._families.setdefault(canonical(solution), index)
        kind = "\u2605" if head == index else _("image of No. {n}").format(n=head + 1)
        columns = "".join(map(str, solution)) if len(solution) < 10 else " ".join(map(str, solution[:6])) + " \u2026"
        return _("No. {n} \u00b7 {what}").format(n=number(index + 1), what=f"{columns} \u00b7 {kind}")

    def progress(self) -> float | None:
        """The queens' columns read as a number in base n (row 1 first): the part of the tree done."""
        picture = self.picture
        fraction, width = 0.0, 1.0
        for row in range(1, picture.n + 1):
            if row not in picture.queens:
                break
            radix = (picture.n + 1) // 2 if row == 1 and self.params.symmetry else picture.n
            width /= radix
            fraction += (picture.queens[row] - 1) * width
        return fraction if picture.queens else None

    def status_lines(self) -> list[str]:
        picture = self.picture
        form = _("Recursion") if picture.form == "recursive" else _("Automaton")
        placed = ngettext("{n} of {size} queens placed", "{n} of {size} queens placed", picture.n).format(
            n=len(picture.queens), size=picture.n)
        lines = [_("{form} · row k = {k} · {placed}").format(form=form, k=picture.k, placed=placed)]
        if picture.refused:
            (row, column), reason = picture.refused
            names = {"column": _("column"), "sum diagonal": "r + c", "difference diagonal": "r \u2212 c"}
            short = ", ".join(names.get(part, part) for part in reason.split(", "))
            lines.append(_("({row}, {column}) refused: {what} in use").format(row=row, column=column, what=short))
        elif picture.note:
            lines.append(picture.note)
        if self.viewer.finished and len(self.solutions) == self.viewer.solutions:
            distinct = len({canonical(s) for s in self.solutions})
            lines.append(ngettext("{n} solutions, {distinct} distinct (\u2605)", "{n} solutions, {distinct} distinct (\u2605)",
                                  self.viewer.solutions).format(n=number(self.viewer.solutions), distinct=number(distinct)))
        return lines

    # --- drawing ------------------------------------------------------------------------------------
    def _split(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """The board's area and, under it, the area for the tables (or the family of images)."""
        below = self.theme.px(150)
        top = self.theme.px(58)  # room for the state above the column numbers
        return pygame.Rect(rect.left, rect.top + top, rect.width, rect.height - below - top - self.theme.px(12)), \
            pygame.Rect(rect.left, rect.bottom - below, rect.width, below)

    def draw_board(self, surface, rect) -> None:
        picture = self.picture
        board_area, below = self._split(rect)
        geometry = BoardGeometry(board_area, picture.n)
        draw_board(surface, geometry, self.theme)
        if picture.trying:
            shade(surface, geometry.square(*picture.trying), TRY_TINT)
        if picture.refused:
            shade(surface, geometry.square(*picture.refused[0]), REJECT_TINT)
        for row, column in picture.queens.items():
            draw_queen(surface, geometry.square(row, column), self.theme)
        if picture.state:
            self._draw_state(surface, geometry.rect, picture.state)
        self._draw_tables(surface, below)

    def _draw_state(self, surface, board: pygame.Rect, state: str) -> None:
        t = self.theme
        name = state.split()[0] if state.split()[0] in STATES else state
        text = t.text(_(STATE_NAMES[name]) if name in STATE_NAMES else name, "body", colors.BACKGROUND, bold=True)
        pill = text.get_rect().inflate(t.px(20), t.px(8))
        pill.bottomright = (board.right, board.top - t.px(26))
        pygame.draw.rect(surface, STATE_COLORS.get(name, colors.ACCENT), pill, border_radius=pill.height // 2)
        surface.blit(text, text.get_rect(center=pill.center))

    def _draw_tables(self, surface, area: pygame.Rect) -> None:
        """The book's three tables: columns, sum diagonals (r + c), difference diagonals (r - c)."""
        t = self.theme
        picture = self.picture
        n, queens = picture.n, picture.queens
        used = {"columns": {c for c in queens.values()},
                "sums": {r + c for r, c in queens.items()},
                "differences": {r - c for r, c in queens.items()}}
        checked = {}
        if picture.trying:
            r, c = picture.trying
            checked = {"columns": c, "sums": r + c, "differences": r - c}
        tables = (("columns", _("Columns c"), range(1, n + 1)), ("sums", _("Sum diagonals r + c"), range(2, 2 * n + 1)),
                  ("differences", _("Difference diagonals r \u2212 c"), range(1 - n, n)))
        label_width = max(t.font("small").size(label)[0] for _, label, _ in tables) + t.px(14)
        row_height = area.height // 3
        font = t.font("tiny")
        for i, (key, label, values) in enumerate(tables):
            y = area.top + i * row_height
            name = t.text(label, "small", colors.MUTED)
            surface.blit(name, name.get_rect(midleft=(area.left, y + row_height // 2)))
            shown = list(values)
            cell = min(t.px(34), (area.width - label_width) // len(shown))
            for j, value in enumerate(shown):
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
        geometry = BoardGeometry(board_area, self.picture.n)
        draw_board(surface, geometry, self.theme)
        for row, column in enumerate(solution, 1):
            draw_queen(surface, geometry.square(row, column), self.theme, halo=colors.GOOD)
        images = family(solution)
        t = self.theme
        caption = text_block(surface, ngettext(
            "Its family: {n} symmetric image (\u2605 the smallest, counted once among the distinct)",
            "Its family: {n} symmetric images (\u2605 the smallest, counted once among the distinct)",
            len(images)).format(n=len(images)), below, t, "small", colors.MUTED, line_gap=1.0)  # wrapped to the width
        size = min(below.height - caption - t.px(10), below.width // 8 - t.px(8))
        for i, image in enumerate(images):
            box = pygame.Rect(below.left + i * (size + t.px(8)), below.top + caption + t.px(8), size, size)
            mini = BoardGeometry(box, self.picture.n)
            draw_board(surface, mini, t, labels=False)
            for row, column in enumerate(image, 1):
                pygame.draw.circle(surface, colors.BAD if image == solution else (34, 30, 40),
                                   mini.square(row, column).center, max(2, mini.cell // 3))
