"""Drawing the template duel: its counters in a row (shared by its screen and its menu card)."""
from __future__ import annotations

import pygame

from engine.ui import theme as colors


def counter_rects(rect: pygame.Rect, count: int, slots: int = 32) -> list[pygame.Rect]:
    """Where ``count`` counters lie, in a row of room for ``slots`` across the middle of ``rect``."""
    size = min(rect.width // slots, rect.height // 3)
    left = rect.centerx - count * size // 2
    return [pygame.Rect(left + i * size, rect.centery - size // 2, size - 4, size - 4) for i in range(count)]


def draw_counters(surface: pygame.Surface, rects: list[pygame.Rect], taken: int = 0) -> None:
    """The counters in ``rects``, the last ``taken`` of them in red (being taken)."""
    for i, box in enumerate(rects):
        color = colors.BAD if i >= len(rects) - taken else colors.ACCENT
        pygame.draw.circle(surface, color, box.center, box.width // 2)
