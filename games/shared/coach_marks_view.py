"""The coach's marks on a duel's board: a small pill of text in the mark's colour (drawing only)."""
from __future__ import annotations

import pygame

from engine.ui import theme as colors
from engine.ui.theme import Theme


def badge(surface: pygame.Surface, theme: Theme, text: str, color: tuple[int, int, int], center: tuple[int, int]) -> None:
    """``text`` in dark bold letters on a pill of ``color`` centred on ``center``."""
    words = theme.text(text, "small", colors.BACKGROUND, bold=True)
    box = words.get_rect(center=center).inflate(theme.px(12), theme.px(4))
    pygame.draw.rect(surface, colors.SHADOW, box.move(0, max(1, theme.px(2))), border_radius=box.height // 2)
    pygame.draw.rect(surface, color, box, border_radius=box.height // 2)
    surface.blit(words, words.get_rect(center=box.center))
