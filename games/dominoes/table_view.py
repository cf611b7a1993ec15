"""Drawing dominoes: ivory tiles with pips, a chain wrapped to fit the table, the box as a table."""
from __future__ import annotations

import pygame

from engine.ui import theme as colors
from engine.ui.theme import Theme

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


def chain_slots(area: pygame.Rect, count: int, largest: int) -> list[pygame.Rect]:
    """Rectangles for ``count`` tiles laid left to right in rows, as large as fits (height <= ``largest``)."""
    for height in range(largest, 5, -1):
        gap = max(2, height // 8)
        per_row = max(1, (area.width + gap) // (2 * height + gap))
        rows = -(-count // per_row)
        if rows * (height + gap) - gap <= area.height:
            break
    slots = []
    for k in range(count):
        row, column = divmod(k, per_row)
        slots.append(pygame.Rect(area.left + column * (2 * height + gap), area.top + row * (height + gap),
                                 2 * height, height))
    return slots


def draw_box(surface: pygame.Surface, area: pygame.Rect, m: int, in_box, reading: int | None,
             theme: Theme) -> None:
    """The box as the book's table: row a holds the dominoes (a, b), b >= a; taken ones faded.

    ``reading``: the number whose row is being read for a domino that joins (framed).
    """
    label = theme.text("The box (row a: the dominoes with an a)", "small", colors.MUTED)
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
