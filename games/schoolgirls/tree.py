"""The schoolgirls search's tree, for Knuth's estimate of how long it takes (pure).

The root is the schedule once the book's fixed walks are placed (none for the plain method);
a node is a girl placed by the search (the solver's ``nodes``), its children the girls that
may take the next place, from the solver itself (``_Search.candidates``, less those the
book's skeleton refuses, ``_Search.refusal``), in the solver's order.  A node holds the
place's index s, the girls placed, who has walked with whom, and the girls out that day.
A path is the girls placed by the search, place after place (``path_of`` reads it from the
scene's picture).
"""
from __future__ import annotations

from collections.abc import Sequence

from games.schoolgirls.solver import Params, Where, _Search, fixed_walks

Node = tuple[int, tuple[int, ...], tuple[int, ...], int]   # (s, places, met, girls out today)
# The girls placed by each whole run (girls, method) that ends within minutes, counted by
# benchmarks/tree_sizes.py (tests/test_counted_sizes.py counts the 9-girl ones again; 15 girls take 35 s): the
# side panel's part done is exact.
COUNTED = {
    (9, "book"): 23,
    (9, "plain"): 25_321,
    (15, "book"): 17_731_176,
}


class ScheduleTree:
    """The search for ``params`` (the whole search, every schedule)."""

    def __init__(self, params: Params) -> None:
        self.search = search = _Search(params, quiet=True, first=False, limit=None)
        self.n, self.total = search.n, search.n * params.days
        self.skeleton_from = 2 * self.n if search.skeleton else self.total + 1
        for walk in fixed_walks(params):
            for triple in walk:
                for place, girl in enumerate(triple):
                    search.join(triple[:place], girl)
                    search.places.append(girl)
        self.start = len(search.places)
        self._root: Node = (self.start, tuple(search.places), tuple(search.met), 0)
        self.counted = COUNTED.get((params.girls, params.method))  # the whole run's girls placed

    def root(self) -> Node:
        return self._root

    def children(self, node: Node) -> Sequence[tuple[int, Node]]:
        s, places, met, today = node
        if s == self.total:
            return []
        search, n = self.search, self.n
        search.places[:], search.met[:] = places, met   # the solver's own rules read its own state
        today = 0 if s % n == 0 else today
        free = search.candidates(s, today)
        row = places[s - s % n % 3: s]
        found: list[tuple[int, Node]] = []
        while free:
            bit = free & -free
            free ^= bit
            girl = bit.bit_length() - 1
            if s >= self.skeleton_from and search.refusal(s, girl):
                continue
            joined = list(met)
            for other in row:
                joined[other] |= bit
                joined[girl] |= 1 << other
            found.append((girl, (s + 1, places + (girl,), tuple(joined), today | bit)))
        return found


def path_of(tree: ScheduleTree, places: dict[Where, int]) -> tuple[int, ...]:
    """The path of a picture's search: the girls at the places after the fixed walks, in order."""
    n, path = tree.n, []
    s = tree.start
    while (where := (s // n, s % n // 3, s % n % 3)) in places:
        path.append(places[where])
        s += 1
    return tuple(path)
