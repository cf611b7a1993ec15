"""Kirkman's schoolgirls, watched: the days as columns of rows, and the pairs table filling.

The picture is rebuilt from the solver's steps only: girls placed in a day's row and taken
out again, the walks the book fixes, and the rows the proved skeleton refuses.  Under the
days, the girls x girls table of pairs, each used pair in the colour of its day.
"""
from __future__ import annotations

import random

import pygame

from engine.scenes.puzzle import PuzzleScene
from engine.steps import Note, Place, Reject, Remove, Solution, Step
from engine.ui import theme as colors
from games.schoolgirls.solver import FIXED, SEVEN, Params, Schedule, letter
from games.tilings.search import NodeCounts
from games.tilings.tiles_view import Grid, darker

DAY_COLORS = ((231, 76, 60), (52, 152, 219), (46, 204, 113), (155, 89, 182), (241, 196, 15), (230, 126, 34),
              (26, 188, 156), (236, 112, 160), (149, 165, 166), (93, 109, 226), (160, 120, 80), (120, 200, 60),
              (200, 90, 200))
METHOD_NAMES = {"book": "The book", "plain": "Plain"}

Places = dict[tuple[int, int, int], int]


class SchoolgirlsScene(PuzzleScene):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.node_counts = NodeCounts(METHOD_NAMES)  # nodes to the first schedule, by girls and method

    def demo_values(self, rng: random.Random) -> dict:
        return {"girls": rng.choice((9, 15)), "method": rng.choice(("book", "plain"))}

    # --- the picture ------------------------------------------------------------------------------
    def new_picture(self, params: Params) -> None:
        self.walk_params = params
        self.places: Places = {}
        self.fixed_days = 0
        self.refused: tuple[tuple[int, int, int], str] | None = None
        self.placed = 0

    def apply_step(self, step: Step) -> None:
        if isinstance(step, Place):
            self.places[step.where] = step.what
            self.placed += 1
            self.refused = None
        elif isinstance(step, Remove):
            self.places.pop(step.where, None)
        elif isinstance(step, Reject):
            self.refused = (step.where, step.reason)
        elif isinstance(step, Note) and step.text == FIXED:
            self.fixed_days = step.data + 1
        elif isinstance(step, Solution) and step.index == 1:
            params = self.walk_params
            self.node_counts.record(params.girls, params.method, self._nodes())

    def _nodes(self) -> int:
        """Girls placed by the search (the fixed walks left out)."""
        return max(0, self.placed - self.fixed_days * self.walk_params.girls)

    # --- text ---------------------------------------------------------------------------------------
    def describe_solution(self, index: int, solution: Schedule) -> str:
        days = (" ".join("".join(map(letter, row)) for row in day) for day in solution[1:3])
        return f"#{index + 1}   " + " · ".join(days)

    def status_lines(self) -> list[str]:
        params = self.walk_params
        stats = self.player.stats
        nodes = stats["nodes"] if stats else self._nodes()
        day = max((d for d, _, _ in self.places), default=0) + 1
        lines = [f"{METHOD_NAMES[params.method]} · {params.girls} girls · day {day} of {params.days} · {nodes:,} nodes"]
        if self.refused:
            lines.append(self.refused[1].capitalize())
        elif self.fixed_days:
            lines.append(f"Walk{'s 1 and 2' if self.fixed_days == 2 else ' 1'} fixed before the search")
        compared = self.node_counts.line(params.girls, "To the first")
        if compared:
            lines.append(compared)
        return lines

    # --- drawing ------------------------------------------------------------------------------------
    def _draw(self, surface, rect: pygame.Rect, places: Places, refused) -> None:
        t = self.theme
        params = self.walk_params
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
        n = self.walk_params.girls
        label = t.text("Pairs: who has walked with whom (colour of the day)", "small", colors.MUTED)
        surface.blit(label, label.get_rect(midtop=(area.centerx, area.top)))
        body = pygame.Rect(area.left, area.top + label.get_height() + t.px(4), area.width,
                           area.height - label.get_height() - t.px(4))
        grid = Grid(body, n + 1, n + 1, cap=t.px(34))
        font = t.font_px(max(7, int(grid.cell * 0.6)), bold=True)
        for g in range(n):
            name = font.render(letter(g), True, colors.ACCENT if g < SEVEN else colors.MUTED)
            surface.blit(name, name.get_rect(center=grid.square(0, g + 1).center))
            surface.blit(name, name.get_rect(center=grid.square(g + 1, 0).center))
            for h in range(n):
                surface.fill(colors.CARD if g != h else colors.BACKGROUND, grid.square(g + 1, h + 1).inflate(-1, -1))
        rows: dict[tuple[int, int], list[int]] = {}
        for (d, r, _), girl in places.items():
            rows.setdefault((d, r), []).append(girl)
        for (d, _), girls in rows.items():
            for a in girls:
                for b in girls:
                    if a != b:
                        surface.fill(DAY_COLORS[d], grid.square(a + 1, b + 1).inflate(-1, -1))

    def draw_board(self, surface, rect) -> None:
        self._draw(surface, rect, self.places, self.refused[0] if self.refused else None)

    def draw_solution(self, surface, rect, solution: Schedule) -> None:
        places = {(d, r, p): girl for d, day in enumerate(solution) for r, row in enumerate(day)
                  for p, girl in enumerate(row)}
        self._draw(surface, rect, places, None)
