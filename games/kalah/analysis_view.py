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

from engine.ui import theme as colors
from engine.ui.theme import Theme
from games.kalah.analysis import MoveValue, TurningPoint
from games.kalah.board_view import Spots, hole_radius
from games.kalah.rules import SWAP


def value_text(value: MoveValue) -> str:
    """``+2`` for an exact value, ``≈+3 d14`` for an estimate at depth 14."""
    return f"{value.value:+d}" if value.exact else f"\u2248{value.value:+d} d{value.depth}"


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
        centre = (x, y - radius - theme.px(16)) if mover == 0 else (x, y + radius + theme.px(16))
        box = text.get_rect(center=centre).inflate(theme.px(10), theme.px(4))
        if value.exact:
            pygame.draw.rect(surface, color, box, border_radius=box.height // 2)
        else:
            pygame.draw.rect(surface, colors.SHADOW, box, border_radius=box.height // 2)
            pygame.draw.rect(surface, color, box, width=max(1, theme.px(2)), border_radius=box.height // 2)
        surface.blit(text, text.get_rect(center=box.center))


def verdict(values: Sequence[MoveValue], mover: str, other: str) -> str:
    """Who wins by how much with the best play, as far as the analysis knows (``mover`` and ``other``: the
    sides' names as the screen says them, "You" for the person against the computer)."""
    if not values:
        return ""
    swap = next((v for v in values if v.turn[0] == SWAP.pit), None)
    return _margin_text(max(values, key=lambda v: v.value), mover, other) + (
        f" Swapping sides (W) is worth {value_text(swap)}." if swap is not None else "")


def _margin_text(best: MoveValue, mover: str, other: str) -> str:
    if best.exact:
        if best.value == 0:
            return "With perfect play from here: a draw."
        winner = mover if best.value > 0 else other
        return f"With perfect play from here, {winner} {'win' if winner == 'You' else 'wins'} by {abs(best.value)}."
    return (f"Estimate: {mover} {'are' if mover == 'You' else 'is'} {'ahead' if best.value >= 0 else 'behind'} "
            f"by {abs(best.value)} (depth {best.depth}); refining while the position stays.")


def turning_text(points: Sequence[TurningPoint], side_name) -> str:
    """The turns where the game was won or lost, one sentence ("" when none was proved)."""
    if not points:
        return ""
    parts = [f"turn {p.number}, {side_name(p.side)} {' '.join('swap' if pit == SWAP.pit else str(pit) for pit in p.pits)}: "
             f"{p.before:+d} \u2192 {p.after:+d}" for p in points]
    return "Where the exact value changed: " + "; ".join(parts) + "."
