"""Layout helpers: split a rectangle into rows, columns or a grid of equal cells; find the largest fit."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

import pygame

if TYPE_CHECKING:
    from engine.ui.theme import Theme
    from engine.ui.widgets import Widget

A = TypeVar("A")


def rows(area: pygame.Rect, count: int, height: int, gap: int) -> list[pygame.Rect]:
    """``count`` rows of ``height`` stacked from ``area``'s top, as wide as ``area``."""
    return [pygame.Rect(area.left, area.top + i * (height + gap), area.width, height) for i in range(count)]


def columns(area: pygame.Rect, count: int, gap: int) -> list[pygame.Rect]:
    """``count`` equal columns side by side filling ``area``."""
    width = (area.width - gap * (count - 1)) // max(1, count)
    return [pygame.Rect(area.left + i * (width + gap), area.top, width, area.height) for i in range(count)]


def grid(area: pygame.Rect, count: int, columns_wanted: int, cell_height: int, gap: int) -> list[pygame.Rect]:
    """``count`` cells in rows of ``columns_wanted``, each ``cell_height`` high."""
    width = (area.width - gap * (columns_wanted - 1)) // max(1, columns_wanted)
    return [pygame.Rect(area.left + (i % columns_wanted) * (width + gap),
                        area.top + (i // columns_wanted) * (cell_height + gap), width, cell_height)
            for i in range(count)]


def centered_box(size: tuple[int, int], width: int, height: int) -> pygame.Rect:
    """A ``width`` x ``height`` box in the middle of a window of ``size`` (shrunk to fit)."""
    box = pygame.Rect(0, 0, min(width, size[0] - 20), min(height, size[1] - 20))
    box.center = (size[0] // 2, size[1] // 2)
    return box


def side_panel(size: tuple[int, int], margin: int, widest: int, least: int = 260,
               growth: float = 1.0) -> tuple[pygame.Rect, pygame.Rect]:
    """A window split into a panel on the right (a third of the width, between ``least`` and
    ``widest``; all three ``growth`` times larger for a larger text, up to half the window) and the
    main area on its left, both inside a ``margin``: (panel, main)."""
    width, height = size
    side_width = max(least, min(round(widest * growth), int(width * min(0.5, growth / 3))))
    side = pygame.Rect(width - margin - side_width, margin, side_width, height - 2 * margin)
    return side, pygame.Rect(margin, margin, side.left - 2 * margin, height - 2 * margin)


def fitted(area: pygame.Rect, aspect: float) -> pygame.Rect:
    """The largest rectangle of ``aspect`` (width / height) centred in ``area``."""
    width = min(area.width, round(area.height * aspect))
    height = min(area.height, round(width / aspect))
    box = pygame.Rect(0, 0, width, height)
    box.center = area.center
    return box


def largest_fit(theme: Theme, rect: pygame.Rect, arrangements: Sequence[A],
                shape: Callable[[Theme, A], pygame.Rect]) -> tuple[Theme, A, pygame.Rect]:
    """The theme scaled, and the arrangement, that make ``shape`` (what a drawing covers with a theme, in
    an arrangement) largest within ``rect``; with the shape it then covers.  The first of equally good
    arrangements wins; type does not shrink quite in proportion, so the scale is checked and lowered
    until the shape fits (or the scale is tiny)."""
    def scale_for(arrangement: A) -> float:
        whole = shape(theme.scaled(1.0), arrangement)
        return min(rect.width / whole.width, rect.height / whole.height)

    chosen = max(arrangements, key=scale_for)
    scale = scale_for(chosen)
    while True:
        small = theme.scaled(scale)
        whole = shape(small, chosen)
        if whole.width <= rect.width and whole.height <= rect.height or scale < 0.05:
            return small, chosen, whole
        scale *= 0.95


def row_height(theme: Theme, widget: Widget, width: int, least: int) -> int:
    """The height of ``widget``'s row in a column ``width`` wide: one line (at least ``least``), or two
    (its label above its control) when its texts are too wide for one."""
    line = theme.font("body").get_linesize()
    if widget.least_width(theme) <= width:
        return max(least, line + theme.px(10))
    return 2 * line + theme.px(12)


def stack(theme: Theme, widgets: Sequence[Widget], area: pygame.Rect, least: int, gap: int) -> int:
    """Lay ``widgets`` out in a column from ``area``'s top, each row as high as its texts need
    (``row_height``); returns the y under the last one."""
    y = area.top
    for widget in widgets:
        widget.rect = pygame.Rect(area.left, y, area.width, row_height(theme, widget, area.width, least))
        y = widget.rect.bottom + gap
    return y - gap if widgets else y


def button_grid(theme: Theme, buttons: Sequence[Widget], area: pygame.Rect, least: int, gap: int) -> int:
    """``buttons`` in two columns from ``area``'s top, or in one when their texts are too wide for two;
    rows as high as the texts need (``least`` at the least).  Returns the y under the last row."""
    count = 2 if max(b.least_width(theme) for b in buttons) * 2 + gap <= area.width else 1
    width = (area.width - gap * (count - 1)) // count
    height = max(row_height(theme, b, width, least) for b in buttons)
    for button, rect in zip(buttons, grid(area, len(buttons), count, height, gap)):
        button.rect = rect
    return buttons[-1].rect.bottom
