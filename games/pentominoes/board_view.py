"""Drawing pentominoes: each piece in its own colour with its letter, on the board and in the tray."""
from __future__ import annotations

import pygame

from engine.language.translation import _
from engine.ui import theme as colors
from engine.ui.surface_cache import SurfaceCache
from engine.ui.theme import Theme
from games.pentominoes.solver import LETTERS, ORIENTATIONS, Cell, Tiling
from games.shared.tiles_view import Grid, darker, lighter

PIECE_COLORS = {
    "F": (231, 76, 60), "I": (52, 152, 219), "L": (46, 204, 113), "N": (155, 89, 182),
    "P": (241, 196, 15), "T": (230, 126, 34), "U": (26, 188, 156), "V": (236, 112, 160),
    "W": (149, 165, 166), "X": (236, 236, 240), "Y": (93, 109, 226), "Z": (160, 120, 80),
}
EMPTY = (58, 66, 96)
HOLE_COLOR = (30, 34, 52)


_boards = SurfaceCache(sizes=2)  # the empty boards of the cell sizes in use (the board; a solution shown small)


def draw_empty_board(surface: pygame.Surface, grid: Grid, hole: frozenset[Cell], theme: Theme) -> None:
    """The frame and the empty cells (the hole, if any, darker); the cells are drawn once per size."""
    frame = grid.rect.inflate(theme.px(10), theme.px(10))
    pygame.draw.rect(surface, colors.SHADOW, frame.move(0, theme.px(4)), border_radius=theme.px(6))
    pygame.draw.rect(surface, colors.PANEL_EDGE, frame, border_radius=theme.px(6))
    surface.blit(_boards.get((grid.rows, grid.columns, grid.cell, hole), grid.cell, lambda: _empty_board(grid, hole)), grid.rect)


def _empty_board(grid: Grid, hole: frozenset[Cell]) -> pygame.Surface:
    image = pygame.Surface(grid.rect.size)
    image.fill(colors.BACKGROUND)
    gap = max(1, grid.cell // 16)
    for row in range(grid.rows):
        for column in range(grid.columns):
            square = pygame.Rect(column * grid.cell, row * grid.cell, grid.cell, grid.cell)
            image.fill(HOLE_COLOR if (row, column) in hole else EMPTY, square.inflate(-2 * gap, -2 * gap))
    return image


def pieces_of(tiling: Tiling) -> dict[str, list[Cell]]:
    """The cells of each letter of a tiling."""
    found: dict[str, list[Cell]] = {}
    for r, row in enumerate(tiling):
        for c, letter in enumerate(row):
            if letter in LETTERS:
                found.setdefault(letter, []).append((r, c))
    return found


def draw_tiling(surface: pygame.Surface, grid: Grid, tiling: Tiling, hole: frozenset[Cell], theme: Theme) -> None:
    """A whole tiling: the board and every piece on it."""
    draw_empty_board(surface, grid, hole, theme)
    for letter, cells in pieces_of(tiling).items():
        draw_piece(surface, grid, letter, cells, theme)


_pieces = SurfaceCache(sizes=3)  # the 63 orientations at the cell sizes a frame uses (board, tray, a solution shown small)
TRANSPARENT = (255, 0, 255)


def draw_piece(surface: pygame.Surface, grid: Grid, letter: str, cells, theme: Theme) -> None:
    """One piece: its cells joined into one coloured shape, its letter on its middle cell.

    Each orientation is drawn once per cell size, then copied wherever it goes.
    """
    top, left = min(r for r, _ in cells), min(c for _, c in cells)
    shape = tuple(sorted((r - top, c - left) for r, c in cells))
    image = _pieces.get((letter, shape, grid.cell), grid.cell, lambda: _render_piece(letter, shape, grid.cell, theme))
    surface.blit(image, grid.square(top, left).topleft)


def _render_piece(letter: str, shape: tuple[Cell, ...], cell: int, theme: Theme) -> pygame.Surface:
    color = PIECE_COLORS[letter]
    rows, columns = 1 + max(r for r, _ in shape), 1 + max(c for _, c in shape)
    image = pygame.Surface((columns * cell, rows * cell))
    image.fill(TRANSPARENT)
    image.set_colorkey(TRANSPARENT)
    gap = max(1, cell // 16)
    inside = set(shape)
    for row, column in shape:
        body = pygame.Rect(column * cell + gap, row * cell + gap, cell - 2 * gap, cell - 2 * gap)
        if (row, column + 1) in inside:
            body.width += 2 * gap
        if (row + 1, column) in inside:
            body.height += 2 * gap
        image.fill(color, body)
        image.fill(lighter(color, 0.25), pygame.Rect(body.left, body.top, body.width, max(1, gap)))
    middle_row = sorted(r for r, _ in shape)[2]
    middle_column = sorted(c for _, c in shape)[2]
    row, column = min(shape, key=lambda rc: (abs(rc[0] - middle_row) + abs(rc[1] - middle_column), rc))
    if cell >= 12:
        glyph = theme.font_px(max(8, int(cell * 0.62)), bold=True).render(letter, True, darker(color, 0.7))
        image.blit(glyph, glyph.get_rect(center=(column * cell + cell // 2, row * cell + cell // 2)))
    return image


def draw_tray(surface: pygame.Surface, area: pygame.Rect, waiting: str, theme: Theme) -> None:
    """The pieces not yet on the board, lying flat, in two rows of six slots (in ``LETTERS`` order)."""
    label = theme.text(_("Not yet placed"), "small", colors.MUTED)
    surface.blit(label, (area.left, area.top))
    top = area.top + label.get_height() + theme.px(6)
    width, height = area.width // 6, (area.bottom - top) // 2
    for k, letter in enumerate(LETTERS):
        if letter not in waiting:
            continue
        shape = min(ORIENTATIONS[letter], key=lambda cells: (max(r for r, _ in cells), cells))
        rows, columns = 1 + max(r for r, _ in shape), 1 + max(c for _, c in shape)
        slot = pygame.Rect(area.left + k % 6 * width, top + k // 6 * height, width, height)
        grid = Grid(slot.inflate(-theme.px(16), -theme.px(10)), rows, columns, cap=theme.px(30))
        grid.rect.centery = slot.centery
        draw_piece(surface, grid, letter, shape, theme)
