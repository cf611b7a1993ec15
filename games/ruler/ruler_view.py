"""Drawing rulers: the wooden ruler with its ticks and pinned marks, and the table of the lengths measured.

Shared by the puzzle's screen and its picture on the menu's card.
"""
from __future__ import annotations

import pygame

from engine.ui import theme as colors
from engine.ui.theme import Theme
from games.ruler.solver import Marks, differences

WOOD, WOOD_EDGE, INK = (226, 196, 140), (150, 116, 62), (52, 40, 24)
PIN = (222, 70, 80)


def ruler_height(theme: Theme) -> int:
    """How high ``draw_ruler`` draws (pins, their labels and the wood), from its top."""
    return theme.px(44) + theme.px(64) + theme.px(5)


def draw_ruler(surface: pygame.Surface, area: pygame.Rect, length: int, marks: Marks, theme: Theme,
               refused: int | None = None, numbers: bool = True) -> int:
    """The ruler of ``length`` across ``area``'s width, its marks pinned (``refused``: a place crossed
    out in red; ``numbers``: the lengths under the ticks and over the pins); returns the y under it."""
    t = theme
    if length < 1:
        return area.top
    pad = t.px(24)
    unit = (area.width - 2 * pad) / length
    x_of = [round(area.left + pad + d * unit) for d in range(length + 1)]
    pins = t.px(44)
    body = pygame.Rect(area.left, area.top + pins, area.width, t.px(64))
    pygame.draw.rect(surface, colors.SHADOW, body.move(0, t.px(5)), border_radius=t.px(8))
    pygame.draw.rect(surface, WOOD, body, border_radius=t.px(8))
    pygame.draw.rect(surface, WOOD_EDGE, body, width=t.px(2), border_radius=t.px(8))
    every = next((s for s in (1, 2, 5, 10) if unit * s >= t.px(26)), 10)
    font = t.font("small", True)
    for d, x in enumerate(x_of):
        tall = t.px(22) if d % every == 0 else t.px(11)
        pygame.draw.line(surface, INK, (x, body.top), (x, body.top + tall), max(1, t.px(2)))
        if numbers and (d % every == 0 or d == length):
            digits = font.render(str(d), True, INK)
            surface.blit(digits, digits.get_rect(midbottom=(x, body.bottom - t.px(4))))
    for position in marks:
        x = x_of[position]
        pygame.draw.line(surface, PIN, (x, area.top + t.px(10)), (x, body.top + t.px(30)), t.px(4))
        pygame.draw.circle(surface, PIN, (x, area.top + t.px(10)), t.px(9))
        if numbers:
            label = t.text(str(position), "small", colors.TEXT, bold=True)
            surface.blit(label, label.get_rect(midbottom=(x, area.top)))
    if refused is not None and 0 <= refused <= length:
        x = x_of[refused]
        size = t.px(10)
        for sign in (-1, 1):
            pygame.draw.line(surface, colors.BAD, (x - size, area.top + t.px(10) - sign * size),
                             (x + size, area.top + t.px(10) + sign * size), t.px(4))
    return body.bottom + t.px(20)


def draw_lengths(surface: pygame.Surface, area: pygame.Rect, measured: list[int], theme: Theme,
                 numbers: bool = True, per_row: int | None = None) -> int:
    """The lengths 1 … k from ``area``'s top, each coloured by how often it is measured (``measured[d]``):
    dark never, green once, gold with the count more often (``numbers``: written in; ``per_row``: lengths
    in a row, by default as many as the width allows, 10 to 26); returns the y under the table."""
    t = theme
    length = len(measured) - 1
    if length < 1:
        return area.top
    per_row = min(length, per_row or max(10, min(26, area.width // t.px(44))))
    cell = min(t.px(56), area.width // per_row)
    font, small = t.font("body", True), t.font("tiny", True)
    for d in range(1, length + 1):
        row, column = divmod(d - 1, per_row)
        box = pygame.Rect(area.left + column * cell, area.top + row * cell, cell - t.px(4), cell - t.px(4))
        count = measured[d]
        face = colors.CARD if not count else colors.GOOD if count == 1 else colors.ACCENT
        pygame.draw.rect(surface, face, box, border_radius=t.px(5))
        if not numbers:
            continue
        digits = font.render(str(d), True, colors.MUTED if not count else colors.BACKGROUND)
        surface.blit(digits, digits.get_rect(center=box.center))
        if count > 1:
            times = small.render(f"\u00d7{count}", True, colors.BACKGROUND)
            surface.blit(times, times.get_rect(bottomright=(box.right - t.px(2), box.bottom)))
    return area.top + ((length - 1) // per_row + 1) * cell + t.px(12)


def measured_by(marks: Marks) -> list[int]:
    """How often each length 0 … the last mark is measured by ``marks``."""
    measured = [0] * (marks[-1] + 1)
    for d in differences(marks):
        measured[d] += 1
    return measured
