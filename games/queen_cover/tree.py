"""The covering-queens search's tree, for Knuth's estimate of how long it takes (pure).

The root's children are the numbers of queens k the search tries, from the lower bound up to
the known minimum (``KNOWN_MINIMUM``: OEIS A075458 for any covers, A075324 for independent
ones, the book's method); below k, the squares the next queen may take
(``_Cover.candidates``, the solver's own choice), a square tried at one level barred from the
levels below its later siblings, as the solver does.  So the tree's nodes are the solver's
queens placed (its ``nodes``), plus one per k.  A path is ``(k, q1, q2, …)``, the queens as
square indices ``(row - 1) * n + column - 1`` in the order they were placed.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.queen_cover.solver import Params, Square, _Cover, lower_bound

KNOWN_MINIMUM = {"general": {4: 2, 5: 3, 6: 3, 7: 4, 8: 5, 9: 5, 10: 5},
                 "book": {4: 3, 5: 3, 6: 4, 7: 4, 8: 5, 9: 5, 10: 5}}
# The queens placed by each whole run (n, method) the setup panel offers, counted by benchmarks/tree_sizes.py
# (tests/test_counted_sizes.py counts them again): the side panel's part done is exact.
COUNTED = {
    (4, "book"): 144,
    (4, "general"): 76,
    (5, "book"): 534,
    (5, "general"): 1_123,
    (6, "book"): 4_158,
    (6, "general"): 2_042,
    (7, "book"): 16_505,
    (7, "general"): 36_388,
    (8, "book"): 150_888,
    (8, "general"): 779_937,
    (9, "book"): 655_075,
    (9, "general"): 1_459_447,
    (10, "book"): 2_534_572,
    (10, "general"): 2_566_122,
}

Node = tuple[int, int, int] | None     # (queens still to place, squares covered, squares barred)


class CoverTree:
    """The search for ``params``, its k from the lower bound up to the known minimum."""

    def __init__(self, params: Params) -> None:
        self.n = params.n
        self.cover = _Cover(params, quiet=True)
        self.last = KNOWN_MINIMUM[params.method].get(params.n, lower_bound(params.n))
        self.counted = COUNTED.get((params.n, params.method))  # the whole run's queens placed

    def root(self) -> Node:
        return None

    def children(self, node: Node) -> Sequence[tuple[int, Node]]:
        if node is None:
            return [(k, (k, 0, 0)) for k in range(lower_bound(self.n), self.last + 1)]
        remaining, covered, barred = node
        if not remaining or covered == self.cover.full:
            return []
        candidates, _ = self.cover.candidates(covered, barred)
        found: list[tuple[int, Node]] = []
        while candidates:
            bit = candidates & -candidates
            candidates ^= bit
            q = bit.bit_length() - 1
            found.append((q, (remaining - 1, covered | self.cover.reach[q], barred)))
            barred |= bit
        return found

    def index(self, square: Square) -> int:
        return (square[0] - 1) * self.n + square[1] - 1


def path_of(tree: CoverTree, k: int, queens: Sequence[Square]) -> tuple[int, ...]:
    """The path of a picture's search: k, then its queens in the order they were placed."""
    return (k, *(tree.index(square) for square in queens))


def live_path(searches: list[Any]) -> tuple[tuple[int, ...], int] | None:
    """Where a quiet run stands, read from its search (``solve(…, live=searches)``): k and the queens
    placed, and the queens placed so far (None before it starts)."""
    if not searches or not searches[0].k:
        return None
    search = searches[0]
    return (search.k, *search.queens), search.nodes
