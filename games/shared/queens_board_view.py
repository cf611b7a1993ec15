"""Drawing a chessboard and its queens (shared by the two queens puzzles)."""
from __future__ import annotations

import pygame

from engine.ui import theme as colors
from engine.ui.theme import Theme

LIGHT = (238, 216, 178)
DARK = (176, 134, 96)
QUEEN = "\u265b"
SMALLEST_GLYPH = 14  # on a smaller square (pixels) a queen is a disc: the glyph would not read


class BoardGeometry:
    """Where the squares of an n x n board stand inside a rectangle (rows and columns from 1; a square
    at least ``least`` pixels)."""

    def __init__(self, rect: pygame.Rect, n: int, least: int = 4) -> None:
        self.n = n
        self.cell = max(least, min(rect.width, rect.height) // max(1, n))
        side = self.cell * n
        self.rect = pygame.Rect(0, 0, side, side)
        self.rect.midtop = (rect.centerx, rect.top)

    def square(self, row: int, column: int) -> pygame.Rect:
        return pygame.Rect(self.rect.left + (column - 1) * self.cell, self.rect.top + (row - 1) * self.cell,
                           self.cell, self.cell)


def framed_geometry(rect: pygame.Rect, n: int, theme: Theme) -> BoardGeometry:
    """The largest board of ``n`` x ``n`` whose frame and shadow (``draw_board``'s) stay inside ``rect``, centred."""
    frame, shadow = -(-theme.px(10) // 2), theme.px(4)
    side = max(1, min(rect.width - 2 * frame, rect.height - 2 * frame - shadow))
    box = pygame.Rect(0, 0, side, side)
    box.center = (rect.centerx, rect.centery - shadow // 2)
    return BoardGeometry(box, n, least=1)


def draw_board(surface: pygame.Surface, geometry: BoardGeometry, theme: Theme, labels: bool = True) -> None:
    """The squares, a frame, and the row and column numbers."""
    frame = geometry.rect.inflate(theme.px(10), theme.px(10))
    pygame.draw.rect(surface, colors.SHADOW, frame.move(0, theme.px(4)), border_radius=theme.px(6))
    pygame.draw.rect(surface, (92, 64, 44), frame, border_radius=theme.px(6))
    for row in range(1, geometry.n + 1):
        for column in range(1, geometry.n + 1):
            surface.fill(LIGHT if (row + column) % 2 == 0 else DARK, geometry.square(row, column))
    if labels and geometry.cell >= 18:
        font = theme.font("tiny")
        for i in range(1, geometry.n + 1):
            number = font.render(str(i), True, colors.MUTED)
            left = geometry.square(i, 1)
            surface.blit(number, number.get_rect(midright=(frame.left - theme.px(4), left.centery)))
            top = geometry.square(1, i)
            surface.blit(number, number.get_rect(midbottom=(top.centerx, frame.top - theme.px(2))))


def draw_queen(surface: pygame.Surface, square: pygame.Rect, theme: Theme, color=(34, 30, 40),
               halo=None) -> None:
    """A queen glyph centred in ``square`` (``halo``: a coloured disc behind it); a disc on a small square."""
    if halo is not None:
        pygame.draw.circle(surface, halo, square.center, int(square.width * 0.44))
    if square.height < SMALLEST_GLYPH:
        pygame.draw.circle(surface, color, square.center, max(2, round(square.width * 0.32)))
        return
    size = max(8, int(square.height * 0.8))
    font = theme.font_px(size)
    glyph = font.render(QUEEN, True, color)
    surface.blit(glyph, glyph.get_rect(center=(square.centerx, square.centery + square.height // 20)))


def shade(surface: pygame.Surface, square: pygame.Rect, rgba: tuple[int, int, int, int]) -> None:
    """Tint one square (covered, attacked, tried…)."""
    layer = pygame.Surface(square.size, pygame.SRCALPHA)
    layer.fill(rgba)
    surface.blit(layer, square.topleft)
