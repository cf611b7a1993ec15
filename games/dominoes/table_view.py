"""Drawing dominoes: ivory tiles with pips, the chain laid as a snake (a line) or a loop (a ring), the box."""
from __future__ import annotations

import pygame

from engine.language.translation import _
from engine.ui import theme as colors
from engine.ui.theme import Theme
from games.dominoes.chain_layout import Cell, loop_path, loop_size, snake_path, snake_rows

IVORY = (246, 240, 224)
EDGE = (120, 110, 90)
PIP = (30, 30, 40)
FADED = (84, 96, 88)
# Where the pips of 0..6 stand in a unit square.
PIPS = {
    0: (), 1: ((0.5, 0.5),), 2: ((0.25, 0.25), (0.75, 0.75)), 3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)),
}


def draw_domino(surface: pygame.Surface, rect: pygame.Rect, domino: tuple[int, int], face=IVORY,
                outline: tuple[int, int, int] | None = None) -> None:
    """A horizontal tile: two square halves with their pips (``outline``: a coloured frame)."""
    radius = max(2, rect.height // 6)
    pygame.draw.rect(surface, face, rect, border_radius=radius)
    pygame.draw.rect(surface, outline or EDGE, rect, width=max(2, rect.height // 14) if outline else 1,
                     border_radius=radius)
    half = rect.width // 2
    pygame.draw.line(surface, EDGE, (rect.left + half, rect.top + rect.height // 6),
                     (rect.left + half, rect.bottom - rect.height // 6), max(1, rect.height // 24))
    dot = max(1, rect.height // 11)
    for side, number in enumerate(domino):
        left = rect.left + side * half
        for x, y in PIPS[number]:
            pygame.draw.circle(surface, PIP, (left + round(x * half), rect.top + round(y * rect.height)), dot)


def _pips(surface: pygame.Surface, square: pygame.Rect, number: int, dot: int) -> None:
    for x, y in PIPS[number]:
        pygame.draw.circle(surface, PIP, (square.left + round(x * square.width), square.top + round(y * square.height)), dot)


def draw_tile(surface: pygame.Surface, first: pygame.Rect, second: pygame.Rect, domino: tuple[int, int],
              outline: tuple[int, int, int] | None = None) -> None:
    """A tile over two side-by-side squares, ``domino[0]`` on ``first``: lying or standing, either way round."""
    rect = first.union(second)
    side = min(first.width, first.height)
    radius = max(2, side // 6)
    pygame.draw.rect(surface, IVORY, rect, border_radius=radius)
    pygame.draw.rect(surface, outline or EDGE, rect, width=max(2, side // 14) if outline else 1, border_radius=radius)
    inset = side // 6
    if first.top == second.top:  # lying: the divide is upright
        x = max(first.left, second.left)
        pygame.draw.line(surface, EDGE, (x, rect.top + inset), (x, rect.bottom - inset), max(1, side // 24))
    else:
        y = max(first.top, second.top)
        pygame.draw.line(surface, EDGE, (rect.left + inset, y), (rect.right - inset, y), max(1, side // 24))
    dot = max(1, side // 11)
    _pips(surface, first, domino[0], dot)
    _pips(surface, second, domino[1], dot)


def chain_squares(area: pygame.Rect, tiles: int, ring: bool, largest: int) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """The two squares of each of ``tiles`` tiles, as large as fits in ``area`` (side <= ``largest``):
    a snake turning at the edges for a line, a closed loop for a ring; centred in ``area``."""
    gap = 2
    if ring:
        width, height = loop_size(tiles, max(1.0, area.width / max(1, area.height)))
        side = max(4, min(largest, area.width // width, area.height // height))
        path: list[Cell] = loop_path(width, height)
        span = (width, height)
    else:
        side = largest
        while side > 4:
            columns = max(2, area.width // side)
            if snake_rows(2 * tiles, columns) * side <= area.height:
                break
            side -= 1
        columns = max(2, area.width // side)
        path = snake_path(2 * tiles, columns)
        span = (max(x for x, _ in path) + 1, max(y for _, y in path) + 1)
    left = area.centerx - span[0] * side // 2
    top = area.centery - span[1] * side // 2

    def square(cell: Cell) -> pygame.Rect:
        return pygame.Rect(left + cell[0] * side + gap // 2, top + cell[1] * side + gap // 2, side - gap, side - gap)

    def joined(a: pygame.Rect, b: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """The two squares of one tile grown to meet (no gap inside a tile)."""
        a, b = a.copy(), b.copy()
        if a.top == b.top:
            first, last = (a, b) if a.left < b.left else (b, a)
            first.width += gap // 2
            last.left -= gap - gap // 2
            last.width += gap - gap // 2
        else:
            first, last = (a, b) if a.top < b.top else (b, a)
            first.height += gap // 2
            last.top -= gap - gap // 2
            last.height += gap - gap // 2
        return a, b

    return [joined(square(path[2 * k]), square(path[2 * k + 1])) for k in range(tiles)]


def draw_table(surface: pygame.Surface, table: pygame.Rect, tiles: int, ring: bool, chain, theme: Theme,
               refused: int | None = None, largest: int | None = None) -> None:
    """The felt and on it the ``chain`` laid out for a set of ``tiles`` (a snake for a line, a loop for a
    ``ring``; ``refused``: the tile framed red; ``largest``: a half-tile's largest side, by default 60 at 1280 x 800)."""
    t = theme
    pygame.draw.rect(surface, colors.FELT_EDGE, table.move(0, t.px(4)), border_radius=t.px(14))
    pygame.draw.rect(surface, colors.FELT, table, border_radius=t.px(14))
    squares = chain_squares(table.inflate(-t.px(32), -t.px(32)), tiles, ring, largest or t.px(60))
    for k, ((first, second), domino) in enumerate(zip(squares, chain)):
        draw_tile(surface, first, second, domino, outline=colors.BAD if k == refused else None)


def draw_box(surface: pygame.Surface, area: pygame.Rect, m: int, in_box, reading: int | None,
             theme: Theme) -> None:
    """The box as the book's table: row a holds the dominoes (a, b), b >= a; taken ones faded.

    ``reading``: the number whose row is being read for a domino that joins (framed).
    """
    label = theme.text(_("The box (row a: the dominoes with an a)"), "small", colors.MUTED)
    surface.blit(label, (area.left, area.top))
    top = area.top + label.get_height() + theme.px(6)
    height = max(6, min(theme.px(34), (area.bottom - top) // (m + 1) - theme.px(4), area.width // (2 * m + 6)))
    for a in range(m + 1):
        y = top + a * (height + theme.px(4))
        digit = theme.text(str(a), "small", colors.ACCENT if a == reading else colors.MUTED, bold=a == reading)
        surface.blit(digit, digit.get_rect(midright=(area.left + theme.px(18), y + height // 2)))
        for b in range(a, m + 1):
            rect = pygame.Rect(area.left + theme.px(26) + b * (2 * height + theme.px(4)), y, 2 * height, height)
            present = (a, b) in in_box
            draw_domino(surface, rect, (a, b), IVORY if present else FADED,
                        colors.ACCENT if present and reading in (a, b) else None)
