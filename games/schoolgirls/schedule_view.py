"""Drawing Kirkman's schoolgirls: the days as columns of rows of three, and the table of pairs.

Shared by the puzzle's screen and its picture on the menu's card.  ``Places`` maps
(day, row, place) to a girl (from 0); each day has its colour.
"""
from __future__ import annotations

import pygame

from engine.language.translation import _
from engine.ui import theme as colors
from engine.ui.theme import Theme
from games.schoolgirls.solver import SEVEN, Schedule, Where, letter
from games.shared.tiles_view import Grid, darker

DAY_COLORS = ((231, 76, 60), (52, 152, 219), (46, 204, 113), (155, 89, 182), (241, 196, 15), (230, 126, 34),
              (26, 188, 156), (236, 112, 160), (149, 165, 166), (93, 109, 226), (160, 120, 80), (120, 200, 60),
              (200, 90, 200))

Places = dict[Where, int]


def places_of(schedule: Schedule) -> Places:
    """Where each girl walks in a whole schedule."""
    return {(d, r, p): girl for d, day in enumerate(schedule) for r, row in enumerate(day) for p, girl in enumerate(row)}


def draw_days(surface: pygame.Surface, rect: pygame.Rect, days: int, rows: int, places: Places,
              refused: Where | None, theme: Theme) -> int:
    """The days side by side, each a column of rows of three (``refused``: a place framed red);
    returns the y under them."""
    t = theme
    chip = max(8, min(t.px(40), (rect.width - days * t.px(10)) // (days * 3), rect.height * 2 // 5 // (rows + 1)))
    gap = chip // 3 + t.px(2)
    width = days * (3 * chip + gap) - gap
    left = rect.centerx - width // 2
    font = t.font_px(max(8, int(chip * 0.62)), bold=True)
    for d in range(days):
        x = left + d * (3 * chip + gap)
        header = t.text(_("Day {n}").format(n=d + 1) if chip >= 16 else str(d + 1), "small" if chip >= 20 else "tiny",
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
    return rect.top + chip + rows * (chip + t.px(4))


def draw_pairs(surface: pygame.Surface, area: pygame.Rect, girls: int, places: Places, theme: Theme,
               caption: bool = True, names: bool = True, least: int = 3) -> None:
    """The girls x girls table: the pair (a, b) in the colour of the day they walk together
    (``caption``: a line saying so above it; ``names``: the girls' letters head the rows and columns;
    ``least``: a cell's least side)."""
    t = theme
    n = girls
    body = area
    if caption:
        label = t.text(_("Pairs: who has walked with whom (colour of the day)"), "small", colors.MUTED)
        surface.blit(label, label.get_rect(midtop=(area.centerx, area.top)))
        body = pygame.Rect(area.left, area.top + label.get_height() + t.px(4), area.width,
                           area.height - label.get_height() - t.px(4))
    heads = 1 if names else 0
    grid = Grid(body, n + heads, n + heads, cap=t.px(34), least=least)
    if not caption:
        grid.rect.center = body.center
    font = t.font_px(max(7, int(grid.cell * 0.6)), bold=True)
    cells = grid.square(heads, heads).union(grid.square(n - 1 + heads, n - 1 + heads))
    surface.fill(colors.CARD, cells)  # one fill and a few lines: 225 small fills cost a frame at 15 girls
    for g in range(n):
        if names:
            name = font.render(letter(g), True, colors.ACCENT if g < SEVEN else colors.MUTED)
            surface.blit(name, name.get_rect(center=grid.square(0, g + 1).center))
            surface.blit(name, name.get_rect(center=grid.square(g + 1, 0).center))
        surface.fill(colors.BACKGROUND, grid.square(g + heads, g + heads).inflate(-1, -1))
    ruled = grid.cell >= 3  # cells of a pixel or two (a small menu card) are drawn whole, without lines
    for k in range(n + 1 if ruled else 0):
        x, y = cells.left + k * grid.cell, cells.top + k * grid.cell
        pygame.draw.line(surface, colors.BACKGROUND, (x, cells.top), (x, cells.bottom - 1))
        pygame.draw.line(surface, colors.BACKGROUND, (cells.left, y), (cells.right - 1, y))
    rows: dict[tuple[int, int], list[int]] = {}
    for (d, r, _place), girl in places.items():
        rows.setdefault((d, r), []).append(girl)
    for (d, _row), girls_in_row in rows.items():
        for a in girls_in_row:
            for b in girls_in_row:
                if a != b:
                    square = grid.square(a + heads, b + heads)
                    surface.fill(DAY_COLORS[d], square.inflate(-1, -1) if ruled else square)
