"""The analysis on the Kalah board: each of the mover's pits carries the value of sowing it, on the
board's inner side (between the two rows), and the side panel says who wins by how much.

A value is the mover's final margin: a solid tag when it is exact (perfect play from then on), an
outlined ``≈`` tag with the depth the search reached when it is an estimate.  The pie rule's swap has
no pit: the side panel says its value.  The best pits are green,
the others amber, a pit that loses outright (a negative exact value) red.
"""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from engine.language.translation import _
from engine.ui import theme as colors
from engine.ui.theme import Theme
from games.kalah.analysis import MoveValue
from games.kalah.board_view import Spots, hole_radius, in_bottom_row
from games.kalah.rules import SWAP


def signed(number: int) -> str:
    """``+2``, ``0``, ``−3`` (a true minus sign)."""
    return f"{number:+d}".replace("-", "\u2212") if number else "0"


def value_text(value: MoveValue) -> str:
    """``+2`` for an exact value, ``≈+3 d14`` for an estimate at depth 14."""
    if value.exact:
        return signed(value.value)
    return _("\u2248{value} d{depth}").format(value=signed(value.value), depth=value.depth)


def draw_values(surface: pygame.Surface, spots: Spots, values: Sequence[MoveValue], mover: int, theme: Theme) -> None:
    """Each valued pit's tag, on the inner side of the mover's row."""
    if not values:
        return
    best = max(v.value for v in values)
    for value in values:
        if value.turn[0] == SWAP.pit:  # the pie rule's swap has no pit: the side panel says its value
            continue
        (x, y), size = spots[7 * mover + value.turn[0] - 1]
        radius = hole_radius(size)
        color = colors.GOOD if value.value == best else colors.BAD if value.exact and value.value < 0 else colors.ACCENT
        text = theme.text(value_text(value), "small" if value.exact else "tiny", colors.BACKGROUND if value.exact else color,
                          bold=True)
        centre = (x, y - radius - theme.px(16)) if in_bottom_row(spots, 7 * mover) else (x, y + radius + theme.px(16))
        box = text.get_rect(center=centre).inflate(theme.px(10), theme.px(4))
        if value.exact:
            pygame.draw.rect(surface, color, box, border_radius=box.height // 2)
        else:
            pygame.draw.rect(surface, colors.SHADOW, box, border_radius=box.height // 2)
            pygame.draw.rect(surface, color, box, width=max(1, theme.px(2)), border_radius=box.height // 2)
        surface.blit(text, text.get_rect(center=box.center))


def verdict(values: Sequence[MoveValue], mover: str, other: str, you: bool | None = None) -> str:
    """Who wins by how much with the best play, as far as the analysis knows: ``mover`` and ``other`` are the
    sides' names as the screen says them; ``you``: whether the mover is the person playing the computer
    (None between two players or two computers), so that each language words "you" its own way."""
    if not values:
        return ""
    swap = next((v for v in values if v.turn[0] == SWAP.pit), None)
    said = _margin_text(max(values, key=lambda v: v.value), mover, other, you)
    if swap is not None:
        said += " " + _("Swapping sides (W) is worth {value}.").format(value=value_text(swap))
    return said


def _margin_text(best: MoveValue, mover: str, other: str, you: bool | None) -> str:
    margin = abs(best.value)
    if best.exact:
        if best.value == 0:
            return _("With perfect play from here: a draw.")
        if (best.value > 0) == bool(you) and you is not None:
            return _("With perfect play from here, you win by {margin}.").format(margin=margin)
        if you is not None:
            return _("With perfect play from here, you lose by {margin}.").format(margin=margin)
        return _("With perfect play from here, {winner} wins by {margin}.").format(
            winner=mover if best.value > 0 else other, margin=margin)
    if you:
        text = _("Estimate: you are ahead by {margin} (depth {depth}); refining while the position stays.") \
            if best.value >= 0 else \
            _("Estimate: you are behind by {margin} (depth {depth}); refining while the position stays.")
        return text.format(margin=margin, depth=best.depth)
    text = _("Estimate: {side} is ahead by {margin} (depth {depth}); refining while the position stays.") \
        if best.value >= 0 else \
        _("Estimate: {side} is behind by {margin} (depth {depth}); refining while the position stays.")
    return text.format(side=mover, margin=margin, depth=best.depth)
