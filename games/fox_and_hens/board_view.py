"""Drawing the foxes-and-hens board: the wooden cross of holes and lines, the hens and the foxes.

Shared by the game's screen and its picture on the menu's card.  A board is drawn in a
``square`` of 7.5 cells (a quarter cell of margin round the 7 x 7 points).  ``turned``: drawn round by half a turn,
the foxes' arm and the hen-house at the bottom (an exercise with the foxes to move, drawn from their side), the
coordinates following their points.
"""
from __future__ import annotations

import pygame

from engine.language.translation import _
from engine.ui import theme as colors
from engine.ui.theme import Theme
from games.fox_and_hens.rules import LINES, POINTS, is_hen, point_of, row_col

WOOD = (176, 124, 72)
WOOD_DARK = (120, 80, 44)
WOOD_LINE = (92, 60, 32)
HOUSE = (205, 160, 96)
HOLE = (70, 44, 24)
HEN_BODY = (250, 244, 226)
HEN_EDGE = (150, 130, 100)
COMB = (214, 52, 44)
BEAK = (240, 170, 40)
FOX_BODY = (222, 104, 36)
FOX_DARK = (120, 50, 20)
FOX_WHITE = (250, 236, 220)
SMALLEST_LETTER = 7  # a hen smaller than this (radius, pixels) goes without its letter


def square_for(cell: int) -> pygame.Rect:
    """The board's square for ``cell`` (place it with ``.center`` or ``.midleft``)."""
    return pygame.Rect(0, 0, cell * 7 + cell // 2, cell * 7 + cell // 2)


def point_center(point: int, cell: int, square: pygame.Rect, turned: bool = False) -> tuple[int, int]:
    """The centre of ``point`` on the board drawn in ``square`` (``turned``: round by half a turn)."""
    row, col = row_col(point)
    if turned:
        row, col = 6 - row, 6 - col
    return square.left + cell // 4 + col * cell + cell // 2, square.top + cell // 4 + row * cell + cell // 2


def _draw_house_name(surface: pygame.Surface, cell: int, square: pygame.Rect, house: pygame.Rect, turned: bool,
                     theme: Theme) -> None:
    """The hen-house's name off the wood, in the empty corner at its right, level with its outer row (on the wood
    the hens standing on that row hid it)."""
    room = square.right - house.right - cell // 4
    name = _("hen-house")
    size = max(10, cell // 5)
    while size > 10 and theme.font_px(size, True).size(name)[0] > room:  # measured, rendered once
        size -= 1
    label = theme.font_px(size, True).render(name, True, colors.MUTED)
    row_y = house.bottom - cell // 2 if turned else house.top + cell // 2
    surface.blit(label, label.get_rect(midleft=(house.right + cell // 4, row_y)))


def draw_wood(surface: pygame.Surface, cell: int, square: pygame.Rect, diagonals: bool, theme: Theme,
              labels: bool = True, turned: bool = False) -> None:
    """The cross, the hen-house, the lines and the holes (``labels``: the coordinates and the hen-house's name;
    ``turned``: the board round by half a turn)."""
    t = theme
    inset = cell // 8
    arm_w = pygame.Rect(square.left + cell * 2 + inset, square.top + inset,
                        cell * 3 + cell // 4 + cell // 4 - 2 * inset, square.height - 2 * inset)
    arm_h = pygame.Rect(square.left + inset, square.top + cell * 2 + inset, square.width - 2 * inset,
                        cell * 3 + cell // 2 - 2 * inset)
    for box in (arm_w, arm_h):
        pygame.draw.rect(surface, colors.SHADOW, box.move(0, t.px(5)), border_radius=cell // 3)
    for box in (arm_w, arm_h):
        pygame.draw.rect(surface, WOOD, box, border_radius=cell // 3)
    house = pygame.Rect(0, 0, cell * 3, cell * 3)
    house.topleft = (square.left + cell // 4 + cell * 2, square.top + cell // 4 + (cell * 4 if turned else 0))
    pygame.draw.rect(surface, HOUSE, house.inflate(-inset, -inset), border_radius=cell // 4)
    pygame.draw.rect(surface, WOOD_DARK, house.inflate(-inset, -inset), width=max(1, t.px(2)),
                     border_radius=cell // 4)
    if labels:
        _draw_house_name(surface, cell, square, house, turned, t)
    width = max(1, cell // 18)
    lines = LINES[diagonals]
    for point in POINTS:
        for d in lines[point]:
            if d > 0 and point + d in POINTS:
                pygame.draw.line(surface, WOOD_LINE, point_center(point, cell, square, turned),
                                 point_center(point + d, cell, square, turned), width)
    if labels:
        coords = t.font_px(max(10, cell // 5))
        gap = max(3, cell // 8 + 1)  # between a label and the wood: clear of its edge
        for i in range(7):
            top = point_center(point_of(3, i), cell, square, turned)  # the column's letter above its top point
            side = point_center(point_of(i, 3), cell, square, turned)  # the row's number in the left margin
            image = coords.render("abcdefg"[i], True, colors.MUTED)
            surface.blit(image, image.get_rect(midbottom=(top[0], (arm_w.top if 2 <= i <= 4 else arm_h.top) - gap)))
            image = coords.render(str(i + 1), True, colors.MUTED)  # (beside the top arm it met a letter in the corner)
            surface.blit(image, image.get_rect(midright=(arm_h.left - gap, side[1])))
    for point in POINTS:
        at = point_center(point, cell, square, turned)
        pygame.draw.circle(surface, WOOD_DARK, at, cell // 7 + 1)
        pygame.draw.circle(surface, HOLE, at, cell // 7)


def draw_hen(surface: pygame.Surface, letter: str, at: tuple[int, int], cell: int, theme: Theme,
             scale: float = 1.0) -> None:
    """A hen with its letter (left out when the hen is too small to read it)."""
    x, y = at
    r = max(3, int(cell * 0.34 * scale))
    for i in (-1, 0, 1):
        pygame.draw.circle(surface, COMB, (x + i * r // 3, y - r + r // 8), max(2, r // 4))
    pygame.draw.polygon(surface, BEAK, [(x + r - 2, y - r // 4), (x + r + r // 3, y), (x + r - 2, y + r // 5)])
    pygame.draw.circle(surface, HEN_BODY, (x, y), r)
    pygame.draw.circle(surface, HEN_EDGE, (x, y), r, max(1, r // 10))
    if r >= SMALLEST_LETTER:
        image = theme.font_px(max(8, int(r * 1.05)), True).render(letter, True, (80, 56, 30))
        surface.blit(image, image.get_rect(center=(x, y + r // 12)))


def draw_fox(surface: pygame.Surface, at: tuple[int, int], cell: int) -> None:
    """A fox's face: ears, muzzle, nose and eyes."""
    x, y = at
    r = max(2, int(cell * 0.38))
    for side in (-1, 1):  # ears
        ear = [(x + side * r * 0.85, y - r * 1.05), (x + side * r * 0.2, y - r * 0.55), (x + side * r, y - r * 0.1)]
        pygame.draw.polygon(surface, FOX_DARK, ear)
    face = [(x - r, y - r * 0.45), (x + r, y - r * 0.45), (x + r * 0.55, y + r * 0.45), (x, y + r),
            (x - r * 0.55, y + r * 0.45)]
    pygame.draw.polygon(surface, FOX_BODY, face)
    muzzle = [(x - r * 0.45, y + r * 0.2), (x + r * 0.45, y + r * 0.2), (x, y + r)]
    pygame.draw.polygon(surface, FOX_WHITE, muzzle)
    pygame.draw.circle(surface, FOX_DARK, (int(x), int(y + r * 0.9)), max(2, r // 7))
    for side in (-1, 1):
        pygame.draw.circle(surface, (20, 14, 10), (int(x + side * r * 0.38), int(y - r * 0.05)), max(2, r // 8))
    pygame.draw.polygon(surface, FOX_DARK, face, max(1, r // 12))


def draw_piece(surface: pygame.Surface, piece: str, at: tuple[int, int], cell: int, theme: Theme) -> None:
    """The fox or hen ``piece`` (a board character) at ``at``; nothing for an empty point."""
    if piece == "X":
        draw_fox(surface, at, cell)
    elif is_hen(piece):
        draw_hen(surface, piece, at, cell, theme)
