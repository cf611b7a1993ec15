"""Drawing Match Nim: piles of matches lying on a felt table, one column per pile.

Shared by the game's screen and its picture on the menu's card.  In a pile's column the
matches lie across, one above another, the first at the bottom.
"""
from __future__ import annotations

import pygame

from engine.ui import theme as colors
from engine.ui.draw import panel
from engine.ui.theme import Theme

STICK = (236, 204, 146)
STICK_EDGE = (170, 130, 74)
HEAD = (196, 48, 40)
HEAD_LIGHT = (236, 96, 80)
TAKE = (255, 120, 110)
SHADOW = (20, 50, 34)


def draw_table(surface: pygame.Surface, table: pygame.Rect, theme: Theme) -> None:
    """The felt."""
    panel(surface, table, theme, color=colors.FELT, edge=colors.FELT_EDGE, radius=24)


def pile_columns(inner: pygame.Rect, piles: int, tallest: int, theme: Theme) -> tuple[list[pygame.Rect], int]:
    """Each pile's column across ``inner`` and the height of one match's slot (``tallest`` fit)."""
    slot = min(theme.px(26), inner.height // max(1, tallest))
    width = inner.width // max(1, piles)
    return [pygame.Rect(inner.left + i * width, inner.top, width, inner.height) for i in range(piles)], slot


def match_rect(column: pygame.Rect, slot: int, index: int, theme: Theme) -> pygame.Rect:
    """The ``index``-th match from the bottom of a pile's column."""
    length = min(column.width - theme.px(24), theme.px(150))
    thickness = max(4 if slot >= 7 else 2, int(slot * 0.62))
    rect = pygame.Rect(0, 0, length, thickness)
    rect.midbottom = (column.centerx, column.bottom - index * slot)
    return rect


def draw_match(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, lit: bool = False, glow: bool = False,
               fade: float = 1.0) -> None:
    """One match, its head on the left (``lit``: about to be taken; ``glow``: the hint; ``fade``: leaving)."""
    if fade < 1.0:
        layer = pygame.Surface(rect.inflate(4, 4).size, pygame.SRCALPHA)
        draw_match(layer, pygame.Rect(2, 2, rect.width, rect.height), theme, lit=True)
        layer.set_alpha(int(255 * max(0.0, fade)))
        surface.blit(layer, rect.move(-2, -2))
        return
    radius = rect.height // 2
    if glow:
        pygame.draw.rect(surface, colors.GOOD, rect.inflate(theme.px(8), theme.px(6)), border_radius=radius + 3)
    pygame.draw.rect(surface, SHADOW, rect.move(0, max(1, rect.height // 3)), border_radius=radius)
    pygame.draw.rect(surface, TAKE if lit else STICK, rect, border_radius=radius)
    pygame.draw.rect(surface, STICK_EDGE, rect, width=1, border_radius=radius)
    head = pygame.Rect(rect.left - rect.height * 0.3, rect.top - rect.height * 0.25,
                       rect.height * 1.9, rect.height * 1.5)
    pygame.draw.ellipse(surface, HEAD, head)
    pygame.draw.ellipse(surface, HEAD_LIGHT, head.inflate(-head.width * 0.55, -head.height * 0.55).move(-1, -1))
