"""Drawing helpers shared by the tiling scenes: a grid of square cells fitted to a rectangle, tints."""
from __future__ import annotations

import pygame


class Grid:
    """Where the cells of a ``rows`` x ``columns`` grid stand, as large as fits in ``rect``.

    ``cap`` bounds the cell's side, ``least`` keeps it from vanishing; the grid is centred horizontally
    at the top of ``rect``.
    """

    def __init__(self, rect: pygame.Rect, rows: int, columns: int, cap: int = 10_000, least: int = 3) -> None:
        self.rows, self.columns = rows, columns
        self.cell = max(least, min(cap, rect.width // max(1, columns), rect.height // max(1, rows)))
        self.rect = pygame.Rect(0, 0, self.cell * columns, self.cell * rows)
        self.rect.midtop = (rect.centerx, rect.top)

    def square(self, row: int, column: int) -> pygame.Rect:
        return pygame.Rect(self.rect.left + column * self.cell, self.rect.top + row * self.cell, self.cell, self.cell)


def tint(surface: pygame.Surface, rect: pygame.Rect, rgba: tuple[int, int, int, int]) -> None:
    """Lay a translucent colour over ``rect``."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    layer.fill(rgba)
    surface.blit(layer, rect.topleft)


def lighter(color: tuple[int, int, int], amount: float = 0.35) -> tuple[int, int, int]:
    """``color`` moved towards white by ``amount`` (0..1)."""
    return tuple(round(c + (255 - c) * amount) for c in color)  # type: ignore[return-value]


def darker(color: tuple[int, int, int], amount: float = 0.35) -> tuple[int, int, int]:
    """``color`` moved towards black by ``amount`` (0..1)."""
    return tuple(round(c * (1 - amount)) for c in color)  # type: ignore[return-value]
