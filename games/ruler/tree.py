"""The ruler search's tree, for Knuth's estimate of how long it takes (pure).

The root's children are the lengths k the search tries, from n(n-1)/2 down to the longest
length that has rulers (known up to 12 marks: ``KNOWN_LONGEST``, OEIS A004137); below a
length, the cases of its odometer: mark a3's positions, under each that is not refused the
positions of a4, and so on, in the order the solver tries them.  So the tree's nodes are the
solver's cases (its ``cases`` statistic), plus one per length.  The book's unsafe shortcut
may stop below the known longest: ``floor`` then follows the length being searched.

A path is ``(k, a3, a4, …)``: the length and the free marks placed (``path_of`` reads it
from the scene's picture, ``live_path`` from the quiet solver running in another thread).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from games.ruler.solver import LONGEST, Params, differences

KNOWN_LONGEST = LONGEST + (43, 50)   # n = 11 and 12 (A004137)
# The cases of each whole run (marks, shortcut) the setup panel offers, counted by benchmarks/tree_sizes.py
# (tests/test_counted_sizes.py counts them again up to 11 marks): the side panel's part done is exact.
COUNTED = {
    (2, False): 0,
    (2, True): 0,
    (3, False): 0,
    (3, True): 0,
    (4, False): 4,
    (4, True): 0,
    (5, False): 51,
    (5, True): 11,
    (6, False): 493,
    (6, True): 109,
    (7, False): 6_284,
    (7, True): 1_398,
    (8, False): 60_763,
    (8, True): 13_781,
    (9, False): 793_755,
    (9, True): 174_630,
    (10, False): 10_864_575,
    (10, True): 2_723_698,
    (11, False): 188_446_483,
    (11, True): 49_286_654,
    (12, False): 3_820_215_937,
    (12, True): 793_827_218,
}


@dataclass(frozen=True)
class _Length:
    """One length's search: what the solver's ``_Search`` fixes before its odometer runs."""

    k: int
    allowed: int
    last: int                  # the last free mark
    top: int                   # the first fixed mark after the free ones
    above: tuple[int, ...]     # the fixed marks right of a2
    measured: int              # the lengths the fixed marks measure, as bits
    repeats: int


Node = _Length | tuple | None


class RulerTree:
    """The search for ``params`` down to length ``floor`` (by default the known longest, else 1)."""

    def __init__(self, params: Params, floor: int | None = None) -> None:
        n = params.marks
        self.n, self.shortcut = n, params.shortcut and n > 3
        known = KNOWN_LONGEST[n] if n < len(KNOWN_LONGEST) else 1
        self.floor = max(1, known if floor is None else floor)
        self.counted = COUNTED.get((n, params.shortcut)) if floor is None else None  # the whole run's cases

    def root(self) -> Node:
        return None

    def children(self, node: Node) -> Sequence[tuple[int, Node]]:
        if node is None:
            n = self.n
            return [(k, self._length(k)) for k in range(n * (n - 1) // 2, self.floor - 1, -1)]
        if isinstance(node, _Length):
            if node.repeats > node.allowed or node.last < 3:
                return []
            return self._marks(node, 3, 1, node.measured, (0, 1), node.repeats)
        length, i, p, measured, left, repeats = node
        if repeats > length.allowed or i == length.last:
            return []
        return self._marks(length, i + 1, p, measured, left + (p,), repeats)

    def _length(self, k: int) -> _Length:
        n = self.n
        fixed = [0, k] + ([1] if n > 2 else []) + ([k - 2] if self.shortcut else [])
        lengths = differences(tuple(sorted(fixed)))
        return _Length(k, n * (n - 1) // 2 - k, n - 2 if self.shortcut else n - 1, k - 2 if self.shortcut else k,
                       tuple(p for p in fixed if p > 1), sum(1 << d for d in set(lengths)),
                       len(lengths) - len(set(lengths)))

    @staticmethod
    def _marks(length: _Length, i: int, after: int, measured: int, left: tuple[int, ...],
               repeats: int) -> list[tuple[int, Node]]:
        """Mark i's positions right of ``after``, each with the repeats it makes (the solver's cases)."""
        found: list[tuple[int, Node]] = []
        for p in range(after + 1, length.top - (length.last - i)):
            m, r = measured, repeats
            for d in [p - a for a in left] + [a - p for a in length.above]:
                if m >> d & 1:
                    r += 1
                m |= 1 << d
            found.append((p, (length, i, p, m, left, r)))
        return found


def path_of(length: int, marks: dict[int, int], params: Params) -> tuple[int, ...]:
    """The path of a picture's search: its length, then a3, a4, … as long as they are placed."""
    last = params.marks - 2 if params.shortcut and params.marks > 3 else params.marks - 1
    path = [length]
    i = 3
    while i <= last and i in marks:
        path.append(marks[i])
        i += 1
    return tuple(path)


def live_path(searches: list[Any], floor: int) -> tuple[tuple[int, ...] | None, int] | None:
    """Where a quiet run stands, read from its searches (``solve(…, live=searches)``): the length and
    the odometer's wheels (those past the moving one are stale: the estimate cuts them), and the
    cases so far; the path is None below ``floor``, None in all before the first search starts."""
    if not searches:
        return None
    search = searches[-1]
    done = sum(s.cases for s in list(searches))
    return ((search.k, *search.wheels[3:]) if search.k >= floor else None), done
