"""Domino chains, watched: the chain laid on the table, growing and shrinking, and the box.

The picture is rebuilt from the solver's steps only (``games.dominoes.picture``): dominoes
laid and taken back, the end
that nothing in the box joins (red), the ring that does not close.  Under the table, the box
as the book's table, the row of the chain's end framed.  A set that cannot be chained shows
why: how many halves show each number, the odd ones in red.
"""
from __future__ import annotations

import random

import pygame

from engine.language.translation import _, capitalized, ngettext, number
from engine.scenes.puzzle import PuzzleScene
from engine.ui import theme as colors
from engine.ui.draw import text_block
from games.dominoes.picture import Picture
from games.dominoes.solver import COUNTABLE, Chain, Params, dominoes, halves
from games.dominoes.table_view import draw_box, draw_table


class DominoesScene(PuzzleScene):
    def demo_values(self, rng: random.Random) -> dict:
        return {"max": rng.choice((2, 4, 6)), "ring": rng.random() < 0.5}

    # --- the picture ------------------------------------------------------------------------------
    def new_picture(self, params: Params) -> Picture:
        return Picture(params)

    # --- text ---------------------------------------------------------------------------------------
    def describe_solution(self, index: int, solution: Chain) -> str:
        """``No. 7 · from tile 11: 2|1 1|1 1|4``: where it parts from the chain found before, and how."""
        before = self.solutions[index - 1] if 0 < index <= len(self.solutions) else None
        start = next((k for k, (a, b) in enumerate(zip(solution, before)) if a != b), 0) if before else 0
        tiles = " ".join(f"{a}|{b}" for a, b in solution[start:start + 3])
        return _("No. {n} \u00b7 from tile {tile}: {tiles}").format(n=number(index + 1), tile=start + 1, tiles=tiles)

    def progress(self) -> float | None:
        """The starts done, then each next tile's number read as a digit in base m + 1."""
        picture = self.picture
        if not picture.chain or picture.reason:
            return None
        params = picture.params
        starts = 1 if params.ring else (params.max + 1) ** 2
        fraction, width = (picture.starts - 1) / starts, 1 / starts
        for _a, b in picture.chain[1:6]:
            width /= params.max + 1
            fraction += b * width
        return fraction

    def no_solution_text(self) -> str:
        return "" if self.picture.reason else _("No chain: every start and every next tile was tried")

    def status_lines(self) -> list[str]:
        picture = self.picture
        params = picture.params
        shape = _("Ring") if params.ring else _("Line")
        if picture.reason:
            impossible = (_("Ring of the {name} set: impossible") if params.ring else _("Line of the {name} set: impossible"))
            return [impossible.format(name=params.shown_name), _("Why: see the table")]
        stats = self.viewer.stats
        nodes = stats["nodes"] if stats else picture.laid
        lines = [_("{shape} · {name} · {laid} of {count} laid · {nodes} nodes").format(
            shape=shape, name=params.shown_name, laid=len(picture.chain), count=len(dominoes(params.max)), nodes=number(nodes))]
        if picture.refused:
            lines.append(capitalized(picture.refused[1]))
        elif picture.chain:
            lines.append(_("Looking in the box for a {n}").format(n=picture.chain[-1][1]))
        if stats:
            count = stats["chains"]
            found = (ngettext("{n} ring (a chain and its reverse once)", "{n} rings (a chain and its reverse once)", count)
                     if params.ring else
                     ngettext("{n} line (a chain and its reverse once)", "{n} lines (a chain and its reverse once)", count))
            lines.append(found.format(n=number(count)))
        elif params.max > COUNTABLE:
            lines.append(_("Too many chains to count (F1 says why)"))
        return lines

    # --- drawing ------------------------------------------------------------------------------------
    def _areas(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """The table with the chain, and under it the box."""
        t = self.theme
        box_height = min(t.px(300), rect.height * 2 // 5)
        table = pygame.Rect(rect.left, rect.top, rect.width, rect.height - box_height - t.px(16))
        return table, pygame.Rect(rect.left, rect.bottom - box_height, rect.width, box_height)

    def _draw_table(self, surface, table: pygame.Rect, chain, refused: int | None) -> None:
        params = self.picture.params
        draw_table(surface, table, len(dominoes(params.max)), params.ring, chain, self.theme, refused)

    def draw_board(self, surface, rect) -> None:
        picture = self.picture
        table, box = self._areas(rect)
        self._draw_table(surface, table, picture.chain, picture.refused[0] if picture.refused else None)
        if picture.reason:
            self._draw_reason(surface, table, box)
            return
        draw_box(surface, box, picture.params.max, picture.in_box, picture.chain[-1][1] if picture.chain else None,
                 self.theme)

    def _draw_reason(self, surface, table: pygame.Rect, box: pygame.Rect) -> None:
        t = self.theme
        text_block(surface, self.picture.reason, table.inflate(-t.px(40), -t.px(40)), t, "body", colors.TEXT)
        label = t.text(_("Halves showing each number (odd in red)"), "small", colors.MUTED)
        surface.blit(label, (box.left, box.top))
        size = min(t.px(70), box.width // 8)
        for n, count in halves(self.picture.params.max).items():
            cell = pygame.Rect(box.left + n * (size + t.px(8)), box.top + label.get_height() + t.px(10), size, size)
            pygame.draw.rect(surface, colors.BAD if count % 2 else colors.GOOD, cell, border_radius=t.px(8))
            number = t.text(str(n), "small", colors.BACKGROUND, bold=True)
            surface.blit(number, number.get_rect(midtop=(cell.centerx, cell.top + t.px(4))))
            value = t.text(f"\u00d7{count}", "body", colors.BACKGROUND, bold=True)
            surface.blit(value, value.get_rect(midbottom=(cell.centerx, cell.bottom - t.px(4))))

    def draw_solution(self, surface, rect, solution: Chain) -> None:
        table, box = self._areas(rect)
        self._draw_table(surface, table, solution, None)
        caption = _("A ring: its last end meets its first") if self.picture.params.ring else _("A line of the whole set")
        surface.blit(self.theme.text(caption, "body", colors.MUTED), (box.left, box.top))
