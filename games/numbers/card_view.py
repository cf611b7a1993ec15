"""The numbers game on the menu's card: the target 370 and the six tiles 100 75 50 25 10 10, a round the
book's method solves (50 / 25 = 2, 2 + 10 = 12, 12 + 100 = 112, 112 − 75 = 37, 37 × 10 = 370)."""
from __future__ import annotations

import pygame

from engine.ui.draw import clipped
from engine.ui.layout import largest_fit
from engine.ui.theme import Theme
from games.numbers.tiles_view import draw_card, draw_target, target_size

TILES = (100, 75, 50, 25, 10, 10)
TARGET = 370  # tests check that the book's method makes it from TILES
COLUMNS = 3
TILE = 60  # a tile's side at the scale of 1280 x 800


def _layout(theme: Theme, beside: bool) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """The target's frame and the tiles' squares at ``theme``'s scale, from (0, 0): the target above the
    tiles, or ``beside`` them on the left."""
    size, gap = theme.px(TILE), theme.px(10)
    frame = pygame.Rect((0, 0), target_size(TARGET, theme, None))
    rows = -(-len(TILES) // COLUMNS)  # (the tiles' shadows lie under them: room is kept for them)
    block = pygame.Rect(0, 0, COLUMNS * size + (COLUMNS - 1) * gap, rows * size + (rows - 1) * gap)
    if beside:
        block.midleft = (frame.right + 2 * gap, frame.centery)
    else:
        frame.centerx = block.centerx
        block.top = frame.bottom + 2 * gap
    tiles = [pygame.Rect(block.left + (i % COLUMNS) * (size + gap), block.top + (i // COLUMNS) * (size + gap),
                         size, size) for i in range(len(TILES))]
    return frame, tiles


def _whole(frame: pygame.Rect, tiles: list[pygame.Rect], theme: Theme) -> pygame.Rect:
    """What the target and the tiles cover, their shadows included."""
    whole = frame.unionall(tiles)
    whole.height += theme.px(4)
    return whole


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The target and the tiles, as large as fits in ``rect``: the target above the tiles in a high box,
    beside them in a wide one."""
    small, beside, whole = largest_fit(theme, rect, (False, True), lambda t, beside: _whole(*_layout(t, beside), t))
    frame, tiles = _layout(small, beside)
    dx, dy = rect.centerx - whole.centerx, rect.centery - whole.centery
    with clipped(surface, rect):  # in a very small box the tiles' digits (10 pixels at least) may stand out
        draw_target(surface, frame.move(dx, dy).center, TARGET, small, None)
        for box, value in zip(tiles, TILES):
            draw_card(surface, box.move(dx, dy), value, small)
