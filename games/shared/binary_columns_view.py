"""The teaching panel of the Nim games: numbers in binary columns, each column's ones counted.

One component for every Nim-like duel (Match Nim's piles, Row Nim's gaps): a title, the column
headings (powers of two), one line per number with its label, the count of ones under each
column (odd in red, even in green) and the verdict.  The table comes from ``games.shared.nim_binary``.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from engine.language.translation import _, ngettext
from engine.ui import theme as colors
from engine.ui.draw import fitted_text, text_block, wrap
from engine.ui.theme import Theme
from games.shared.nim_binary import binary_table

VERDICT_GAP = 1.25  # the verdict's lines, this many line heights apart (``text_block``'s usual spacing)


def draw_binary_columns(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, title: str,
                        labels: Sequence[str], numbers: tuple[int, ...], safe_text: str,
                        odd_text: Callable[[Sequence[int]], str]) -> None:
    """Draw ``numbers`` (one line each, after its label) in binary columns inside ``rect``.

    ``safe_text`` is the verdict when every column is even; ``odd_text(columns)`` when not, given the odd
    columns' headings (the entry words it, with the plural its language needs).
    Where a large text size leaves too little room for both, the table is drawn in the usual type
    and the verdict takes what is left (in a smaller type if it must).
    """
    table = binary_table(numbers)
    if table.is_safe:
        verdict = safe_text
    else:
        verdict = odd_text(table.odd_columns)
    def verdict_height(theme: Theme) -> int:  # its lines as ``text_block`` spaces them, under a gap
        font = theme.font("small")
        step = round(font.get_linesize() * VERDICT_GAP)
        return font.get_linesize() + (len(wrap(verdict, font, rect.width)) - 1) * step + theme.px(6)

    crowded = theme.growth > 1 and _table_height(theme, len(numbers)) + verdict_height(theme) > rect.height
    inside = theme.board if crowded else theme
    above = pygame.Rect(rect.left, rect.top, rect.width, rect.height - verdict_height(inside))
    y = min(above.bottom, _draw_table(surface, above, inside, title, labels, numbers, table))
    text_block(surface, verdict, pygame.Rect(rect.left, y + theme.px(6), rect.width, rect.bottom - y - theme.px(6)),
               theme, "small", colors.GOOD if table.is_safe else colors.BAD, line_gap=VERDICT_GAP)


def _table_height(theme: Theme, count: int) -> int:
    """The height of the title and the table of ``count`` numbers, its rows unsqueezed."""
    line = theme.font("small").get_linesize() + theme.px(2)
    return theme.font("body", True).get_linesize() + theme.px(12) + (count + 2) * line


def _draw_table(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, title: str, labels: Sequence[str],
                numbers: tuple[int, ...], table) -> int:
    """The title and the table inside ``rect`` (rows squeezed to fit); returns the y under it."""
    heading = fitted_text(theme, title, rect.width, "body", colors.ACCENT, bold=True, smallest="small")
    surface.blit(heading, rect.topleft)
    font = theme.font("small")
    mono = theme.font("small", bold=True)
    line = min(font.get_linesize() + theme.px(2),
               max(font.get_linesize() * 3 // 4, (rect.height - heading.get_height()) // (len(numbers) + 3)))
    ones = _("ones")
    label_width = max((font.size(label)[0] for label in (*labels, ones)), default=0) + theme.px(12)
    cell = min(theme.px(34), (rect.width - label_width) // max(1, len(table.powers)))
    left = rect.left + label_width

    def row_of(values, y, color_of) -> None:
        for i, value in enumerate(values):
            image = mono.render(str(value), True, color_of(value))
            surface.blit(image, image.get_rect(midtop=(left + i * cell + cell // 2, y)))

    y = rect.top + heading.get_height() + theme.px(8)
    for i, power in enumerate(table.powers):
        image = font.render(str(power), True, colors.MUTED)
        surface.blit(image, image.get_rect(midtop=(left + i * cell + cell // 2, y)))
    y += line
    for label, digits in zip(labels, table.rows):
        surface.blit(font.render(label, True, colors.TEXT), (rect.left, y))
        row_of(digits, y, lambda digit: colors.TEXT if digit else colors.PANEL_EDGE)
        y += line
    pygame.draw.line(surface, colors.PANEL_EDGE, (rect.left, y), (rect.right, y), 1)
    y += theme.px(4)
    surface.blit(font.render(ones, True, colors.MUTED), (rect.left, y))
    row_of(table.counts, y, lambda count: colors.BAD if count % 2 else colors.GOOD)
    return y + line


def odd_columns_text(columns: Sequence[int]) -> str:
    """The verdict when some binary columns are odd: "Odd columns 4, 1: the player to move can win"."""
    return ngettext("Odd column {columns}: the player to move can win.", "Odd columns {columns}: the player to move can win.",
                    len(columns)).format(columns=", ".join(map(str, columns)))
