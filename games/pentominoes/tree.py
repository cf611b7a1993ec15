"""The pentomino search's tree, for Knuth's estimate of how long it takes (pure).

A node is a piece placed (the solver's ``nodes``), its children the placements the solver
tries next, in its order, taken from the solver itself: for the book, ``_Search.choices`` at
the first empty cell, none when the piece left an island whose area is not a multiple of 5
or filled the board; for Algorithm X, the rows of the column ``_Cover.choose`` branches on.
A child's key is ``(piece, mask)``, the piece's index in ``LETTERS`` and its cells as the
solver's bits; a path is the keys of the pieces on the board, in the order they were placed
(``path_of`` reads it from the scene's picture, ``live_path`` from the quiet solver running in
another thread, the fast path's pieces included).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.pentominoes.solver import AREA, LETTERS, Cell, Params, _Cover, _Search

Key = tuple[int, int]
# The boards of the twelve pieces whose searches are counted (``COUNTED``): the longer side, the shorter (the
# solver lays every board the same way), the centre hole.
BOARDS = ((20, 3, False), (15, 4, False), (12, 5, False), (10, 6, False), (8, 8, True))
# The pieces placed by each whole run (longer side, shorter side, hole, method, distinct) of the twelve pieces,
# counted by benchmarks/tree_sizes.py (tests/test_counted_sizes.py counts them again): the part done is exact.
COUNTED = {
    (20, 3, False, "book", False): 69_306,
    (20, 3, False, "book", True): 66_098,
    (20, 3, False, "dlx", False): 32_891,
    (20, 3, False, "dlx", True): 15_262,
    (15, 4, False, "book", False): 1_691_832,
    (15, 4, False, "book", True): 1_390_803,
    (15, 4, False, "dlx", False): 854_321,
    (15, 4, False, "dlx", True): 238_605,
    (12, 5, False, "book", False): 7_234_397,
    (12, 5, False, "book", True): 5_956_656,
    (12, 5, False, "dlx", False): 2_296_096,
    (12, 5, False, "dlx", True): 746_900,
    (10, 6, False, "book", False): 19_725_866,
    (10, 6, False, "book", True): 15_539_788,
    (10, 6, False, "dlx", False): 3_631_922,
    (10, 6, False, "dlx", True): 896_560,
    (8, 8, True, "book", False): 4_986_006,
    (8, 8, True, "book", True): 4_004_488,
    (8, 8, True, "dlx", False): 293_044,
    (8, 8, True, "dlx", True): 49_838,
}  # counted in 20 s


class PentominoTree:
    """The search's tree for ``params`` (either method; with ``distinct``, X kept to its corner)."""

    def __init__(self, params: Params) -> None:
        self.search = _Search(params, quiet=True, first=False)
        self.board = self.search.board
        self.cover = _Cover(self.search) if params.method == "dlx" else None
        self.counted = (COUNTED.get((self.board.w, self.board.h, params.hole, params.method, params.distinct))
                        if params.pieces == LETTERS else None)  # the whole run's pieces placed

    def root(self) -> tuple[int, int, bool]:
        if self.cover is not None:
            return self.cover.all_rows, self.cover.all_columns, True
        return self.board.start, self.search.used, True

    def children(self, node: tuple[int, int, bool]) -> Sequence[tuple[Key, tuple[int, int, bool]]]:
        if self.cover is not None:
            return self._rows(node[0], node[1])
        occupied, used, root = node
        board = self.board
        if occupied == board.full or not root and board.island(occupied) % AREA:
            return []
        return [((piece, mask), (occupied | mask, used | 1 << piece, False))
                for piece, mask in self.search.choices(occupied, used)]

    def _rows(self, rows: int, columns: int) -> list[tuple[Key, tuple[int, int, bool]]]:
        cover = self.cover
        assert cover is not None
        if not columns:
            return []
        found = []
        fewest = cover.choose(rows, columns)[1]
        while fewest:
            bit = fewest & -fewest
            fewest ^= bit
            r = bit.bit_length() - 1
            found.append((cover.placements[r], (rows & ~cover.clash[r], columns & ~cover.columns_of[r], False)))
        return found

    def key(self, letter: str, cells: Sequence[Cell]) -> Key:
        """A piece on the board as a child's key."""
        return LETTERS.index(letter), sum(1 << self.board.bit(cell) for cell in cells)


def path_of(tree: PentominoTree, pieces: dict[str, tuple[Cell, ...]]) -> tuple[Key, ...]:
    """The path of a picture's search: its pieces (letter -> cells) in the order they were placed."""
    return tuple(tree.key(letter, cells) for letter, cells in pieces.items())


def live_path(searches: list[Any]) -> tuple[tuple[Key, ...], int] | None:
    """Where a quiet run stands, read from its search (``solve(…, live=searches)``): the pieces placed
    and the nodes so far (None before it starts)."""
    if not searches:
        return None
    return searches[0].where()
