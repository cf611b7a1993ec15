"""Kirkman's schoolgirls, watched: the days as columns of rows, and the pairs table filling.

The picture is rebuilt from the solver's steps only (``games.schoolgirls.picture``): girls
placed in a day's row and taken
out again, the walks the book fixes, and the rows the proved skeleton refuses.  Under the
days, the girls x girls table of pairs, each used pair in the colour of its day.
"""
from __future__ import annotations

import random

import pygame

from engine.scenes.puzzle import PuzzleScene
from engine.ui import theme as colors
from games.schoolgirls.picture import Picture
from games.schoolgirls.solver import SEVEN, Params, Schedule, Where, letter
from games.tilings.search import NodeCounts
from games.tilings.tiles_view import Grid, darker

DAY_COLORS = ((231, 76, 60), (52, 152, 219), (46, 204, 113), (155, 89, 182), (241, 196, 15), (230, 126, 34),
              (26, 188, 156), (236, 112, 160), (149, 165, 166), (93, 109, 226), (160, 120, 80), (120, 200, 60),
              (200, 90, 200))
METHOD_NAMES = {"book": "The book", "plain": "Plain"}

Places = dict[Where, int]


class SchoolgirlsScene(PuzzleScene):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.node_counts = NodeCounts(METHOD_NAMES)  # nodes to the first schedule, by girls and method

    def demo_values(self, rng: random.Random) -> dict:
        return {"girls": rng.choice((9, 15)), "method": rng.choice(("book", "plain"))}

    # --- the picture ------------------------------------------------------------------------------
    def new_picture(self, params: Params) -> Picture:
        return Picture(params)

    def after_steps(self) -> None:
        picture = self.picture
        if picture.nodes_to_first is not None:
            self.node_counts.record(picture.params.girls, picture.params.method, picture.nodes_to_first)

    # --- text ---------------------------------------------------------------------------------------
    def describe_solution(self, index: int, solution: Schedule) -> str:
        """``No. 4 · day 6: adm bej …``: the first day that differs from the schedule before (No. 1: the
        first day the search chose)."""
        before = self.solutions[index - 1] if 0 < index <= len(self.solutions) else None
        fixed = self.picture.fixed_days
        day = next((d for d in range(len(solution)) if before is None and d >= fixed
                    or before is not None and solution[d] != before[d]), len(solution) - 1)
        rows = " ".join("".join(map(letter, row)) for row in solution[day])
        return f"No. {index + 1} \u00b7 day {day + 1}: {rows}"

    def status_lines(self) -> list[str]:
        picture = self.picture
        params = picture.params
        stats = self.viewer.stats
        nodes = stats["nodes"] if stats else picture.nodes
        lines = [f"{METHOD_NAMES[params.method]} · {params.girls} girls · day {picture.day} of {params.days} · "
                 f"{nodes:,} nodes"]
        if picture.refused:
            lines.append(picture.refused[1].capitalize())
        elif picture.fixed_days:
            lines.append(f"Walk{'s 1 and 2' if picture.fixed_days == 2 else ' 1'} fixed before the search")
        compared = self.node_counts.line(params.girls, "To the first")
        if compared:
            lines.append(compared)
        return lines

    # --- drawing ------------------------------------------------------------------------------------
    def _draw(self, surface, rect: pygame.Rect, places: Places, refused) -> None:
        t = self.theme
        params = self.picture.params
        days, rows = params.days, params.girls // 3
        chip = max(8, min(t.px(40), (rect.width - days * t.px(10)) // (days * 3), rect.height * 2 // 5 // (rows + 1)))
        gap = chip // 3 + t.px(2)
        width = days * (3 * chip + gap) - gap
        left = rect.centerx - width // 2
        font = t.font_px(max(8, int(chip * 0.62)), bold=True)
        for d in range(days):
            x = left + d * (3 * chip + gap)
            header = t.text(f"Day {d + 1}" if chip >= 16 else str(d + 1), "small" if chip >= 20 else "tiny",
                            DAY_COLORS[d], bold=True)
            surface.blit(header, header.get_rect(midbottom=(x + 3 * chip // 2, rect.top + chip - t.px(2))))
            for r in range(rows):
                y = rect.top + chip + r * (chip + t.px(4))
                for p in range(3):
                    box = pygame.Rect(x + p * chip, y, chip - 2, chip - 2)
                    girl = places.get((d, r, p))
                    pygame.draw.rect(surface, DAY_COLORS[d] if girl is not None else colors.CARD, box,
                                     border_radius=max(2, chip // 6))
                    if (d, r, p) == refused:
                        pygame.draw.rect(surface, colors.BAD, box.inflate(4, 4), width=3, border_radius=chip // 5)
                    if girl is not None:
                        name = font.render(letter(girl), True, darker(DAY_COLORS[d], 0.75) if girl >= SEVEN
                                           else colors.BACKGROUND)
                        surface.blit(name, name.get_rect(center=box.center))
        table_top = rect.top + chip + rows * (chip + t.px(4)) + t.px(16)
        self._draw_pairs(surface, pygame.Rect(rect.left, table_top, rect.width, rect.bottom - table_top), places)

    def _draw_pairs(self, surface, area: pygame.Rect, places: Places) -> None:
        """The girls x girls table: the pair (a, b) in the colour of the day they walk together."""
        t = self.theme
        n = self.picture.params.girls
        label = t.text("Pairs: who has walked with whom (colour of the day)", "small", colors.MUTED)
        surface.blit(label, label.get_rect(midtop=(area.centerx, area.top)))
        body = pygame.Rect(area.left, area.top + label.get_height() + t.px(4), area.width,
                           area.height - label.get_height() - t.px(4))
        grid = Grid(body, n + 1, n + 1, cap=t.px(34))
        font = t.font_px(max(7, int(grid.cell * 0.6)), bold=True)
        cells = grid.square(1, 1).union(grid.square(n, n))
        surface.fill(colors.CARD, cells)  # one fill and a few lines: 225 small fills cost a frame at 15 girls
        for g in range(n):
            name = font.render(letter(g), True, colors.ACCENT if g < SEVEN else colors.MUTED)
            surface.blit(name, name.get_rect(center=grid.square(0, g + 1).center))
            surface.blit(name, name.get_rect(center=grid.square(g + 1, 0).center))
            surface.fill(colors.BACKGROUND, grid.square(g + 1, g + 1).inflate(-1, -1))
        for k in range(n + 1):
            x, y = cells.left + k * grid.cell, cells.top + k * grid.cell
            pygame.draw.line(surface, colors.BACKGROUND, (x, cells.top), (x, cells.bottom - 1))
            pygame.draw.line(surface, colors.BACKGROUND, (cells.left, y), (cells.right - 1, y))
        rows: dict[tuple[int, int], list[int]] = {}
        for (d, r, _), girl in places.items():
            rows.setdefault((d, r), []).append(girl)
        for (d, _), girls in rows.items():
            for a in girls:
                for b in girls:
                    if a != b:
                        surface.fill(DAY_COLORS[d], grid.square(a + 1, b + 1).inflate(-1, -1))

    def draw_board(self, surface, rect) -> None:
        picture = self.picture
        self._draw(surface, rect, picture.places, picture.refused[0] if picture.refused else None)

    def draw_solution(self, surface, rect, solution: Schedule) -> None:
        places = {(d, r, p): girl for d, day in enumerate(solution) for r, row in enumerate(day)
                  for p, girl in enumerate(row)}
        self._draw(surface, rect, places, None)
