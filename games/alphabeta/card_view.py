"""The "Alpha-beta" entry's picture on a menu card: the uniform tree two turns deep as alpha-beta leaves it
(kept as a constant, checked against the solver by tests/alphabeta/test_alphabeta_scene.py), drawn by the entry's
own tree drawing along its second turn: the principal line's first turn in green, a cut-off's pruned turns grey."""
from __future__ import annotations

from functools import cache

import pygame

from engine.ui.theme import Theme
from games.alphabeta import solver
from games.alphabeta.layout import layout
from games.alphabeta.picture import Node, Picture
from games.alphabeta.tree_view import draw_tree
from games.shared.watched_search import EXACT, UPPER, Principal

PARAMS = solver.Params("uniform", "start", 2, "alphabeta")
TURNS = ("1", "2", "3")
# (path, MAX?, its turns, value, bound, turns searched, turns pruned) of every position searched
SEARCHED = (((), True, TURNS, 0, EXACT, 3, 0),
            ((0,), False, TURNS, 0, EXACT, 3, 0), ((0, 0), True, (), 0, EXACT, 0, 0),
            ((0, 1), True, (), 1, EXACT, 0, 0), ((0, 2), True, (), 2, EXACT, 0, 0),
            ((1,), False, TURNS, -1, UPPER, 1, 2), ((1, 0), True, (), -1, EXACT, 0, 0),
            ((2,), False, TURNS, -2, UPPER, 1, 2), ((2, 0), True, (), -2, EXACT, 0, 0))
PRINCIPAL = Principal(0, ("1", "1"), (0, 0))


@cache
def searched() -> Picture:
    """The finished search, rebuilt from ``SEARCHED``."""
    picture = Picture(PARAMS)
    for path, maximizing, turns, value, bound, count, pruned in SEARCHED:
        turn = TURNS[path[-1]] if path else ""
        picture.nodes[path] = Node(path, turn, maximizing, turns, 0, 0, value, bound, True, not turns, False, count,
                                   pruned)
    picture.principal = PRINCIPAL
    return picture


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """Three rows of boxes filling ``rect``: the root, its three turns, and under the second the turn searched
    and the two pruned."""
    if rect.width < 9 or rect.height < 9:
        return
    gap_x, gap_y = max(1, rect.width // 14), max(2, rect.height // 7)
    box = (max(2, (rect.width - 2 * gap_x) // 3), max(2, (rect.height - 2 * gap_y) // 3))
    tree = layout(searched(), (1,), rect.width, rect.height, box, (gap_x, gap_y))
    draw_tree(surface, rect.topleft, tree, searched(), theme, labels=False)
