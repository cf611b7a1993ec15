"""Drawing the Kalah board: the wooden board, its twelve pits and two kalahs, the stones in them.

Shared by the game's screen and its picture on the menu's card.  Holes are numbered as in
``desk[14]``: A's pits 0-5 along the bottom row, left to right, A's kalah 6 on the right;
B's pits 7-12 along the top row, right to left, B's kalah 13 on the left.  Turned (an exercise with B to move, drawn
from B's side as lichess draws the side to move), the board is drawn round by half a turn: B's row at the bottom,
left to right, B's kalah on the right; A's on top.
"""
from __future__ import annotations

import math
import random

import pygame

from engine.ui.draw import panel
from engine.ui.theme import Theme
from games.kalah.rules import KALAH, PITS

WOOD = (122, 78, 44)
WOOD_EDGE = (84, 52, 28)
PIT = (82, 50, 26)
PIT_RIM = (150, 104, 64)
STONE_COLORS = ((120, 190, 230), (236, 120, 110), (130, 210, 150), (240, 200, 100), (200, 150, 230), (240, 240, 240))
SPIRAL = 14        # stones per layer of a pit's spiral before the next layer starts
STORE_SPIRAL = 40  # ...and of a kalah's
ASPECT = 2.5       # the board's width over its height

Size = int | tuple[int, int]  # a pit's radius, or a kalah's half-width and half-height
Spots = dict[int, tuple[tuple[int, int], Size]]


def stone_spot(hole: int, i: int, radius: float) -> tuple[float, float, int]:
    """Where the ``i``-th stone of hole ``hole`` lies (an offset from the centre) and its colour.

    A pure function of (hole, i): a stone sown into a pit never moves the others nor changes
    their colour, and a redraw shows the same picture."""
    rng = random.Random(hole * 7919 + i)
    per_layer = STORE_SPIRAL if hole in KALAH else SPIRAL
    layer, place = divmod(i, per_layer)
    angle = place * 2.4 + layer * 1.1 + rng.random() * 0.6  # a loose golden-angle spiral, layer on layer
    distance = radius * 0.72 * math.sqrt((place + 0.5) / per_layer) * (0.85 + 0.15 * rng.random())
    return math.cos(angle) * distance, math.sin(angle) * distance, rng.randrange(len(STONE_COLORS))


def stone_spots(count: int, radius: float, hole: int) -> list[tuple[float, float, int]]:
    """Where ``count`` stones lie in hole ``hole`` of ``radius`` (offsets and colours), the same each frame."""
    return [stone_spot(hole, i, radius) for i in range(count)]


def board_spots(board: pygame.Rect, turned: bool = False) -> Spots:
    """Each hole's centre on ``board`` (of ``ASPECT``) and its size; ``turned``: seen from B's side (B's row at the
    bottom: each hole where the hole across the board, seven further on, is otherwise)."""
    cell = board.width / 8
    radius = int(min(cell * 0.42, board.height * 0.2))
    top_y, bottom_y = board.top + board.height * 0.3, board.top + board.height * 0.7
    spots: Spots = {}
    for pit in range(PITS):
        spots[pit] = ((int(board.left + cell * (pit + 1.5)), int(bottom_y)), radius)       # A1..A6
        spots[7 + pit] = ((int(board.left + cell * (6.5 - pit)), int(top_y)), radius)     # B1..B6, right to left
    store = (int(cell * 0.42), int(board.height * 0.38))
    spots[KALAH[0]] = ((int(board.right - cell * 0.5), board.centery), store)           # A's kalah, right
    spots[KALAH[1]] = ((int(board.left + cell * 0.5), board.centery), store)            # B's kalah, left
    return {(index + 7) % 14: spot for index, spot in spots.items()} if turned else spots


def in_bottom_row(spots: Spots, index: int) -> bool:
    """Is hole ``index`` a pit of the bottom row as ``spots`` lie (A's, or B's on a turned board)?"""
    return spots[index][0][1] > spots[KALAH[0]][0][1]


def draw_wood(surface: pygame.Surface, board: pygame.Rect, theme: Theme) -> None:
    """The board itself, its corners rounded (less on a small board)."""
    panel(surface, board, theme, color=WOOD, edge=WOOD_EDGE, radius=min(40.0, board.height / 6 / theme.scale))


def hole_radius(size: Size) -> int:
    """A hole's radius (a kalah's smaller half-axis)."""
    return size if isinstance(size, int) else min(size)


def draw_holes(surface: pygame.Surface, spots: Spots, desk, theme: Theme) -> None:
    """Every hole of ``spots`` with the stones of ``desk`` in it."""
    for index, ((x, y), size) in spots.items():
        rim = max(2, theme.px(3))
        if isinstance(size, tuple):  # a kalah: an oval of half-width w and half-height h
            w, h = size
            hole = pygame.Rect(0, 0, w * 2, h * 2)
            hole.center = (x, y)
            pygame.draw.ellipse(surface, PIT, hole)
            pygame.draw.ellipse(surface, PIT_RIM, hole, width=rim)
        else:
            pygame.draw.circle(surface, PIT, (x, y), size)
            pygame.draw.circle(surface, PIT_RIM, (x, y), size, width=rim)
        draw_stones(surface, (x, y), size, desk[index], index)


def draw_stones(surface: pygame.Surface, at: tuple[int, int], size: Size, count: int, seed: int) -> None:
    """``count`` stones in the hole of ``size`` centred at ``at`` (``seed``: the hole, which places them)."""
    x, y = at
    radius = hole_radius(size)
    stone = max(3 if radius >= 15 else 2, int(radius * 0.2))
    for dx, dy, color in stone_spots(min(count, 80), radius if isinstance(size, int) else size[1] * 0.9, seed):
        if not isinstance(size, int):
            dx *= size[0] / size[1]
        pos = (int(x + dx), int(y + dy))
        pygame.draw.circle(surface, (20, 14, 8), (pos[0] + 1, pos[1] + min(2, max(1, stone // 2))), stone)
        pygame.draw.circle(surface, STONE_COLORS[color], pos, stone)
        pygame.draw.circle(surface, (255, 255, 255), (pos[0] - stone // 3, pos[1] - stone // 3), max(1, stone // 3))
