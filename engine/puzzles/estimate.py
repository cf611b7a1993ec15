"""How big a backtrack tree is, and how much of it a running search has done (pure).

Knuth's estimate (D. E. Knuth, "Estimating the efficiency of backtrack programs", 1975): a
*probe* walks down from a node, choosing one child uniformly at random at each level; if the
nodes it meets have d1, d2, d3, … children, then d1 + d1·d2 + d1·d2·d3 + … is an unbiased
estimate of how many nodes lie below the first one.  The mean of many probes converges on it.

A search that is running stands on a path from the root: the nodes left of that path are
done (the search counts them), those right of it are to come.  ``Progress.update(path, done)``
estimates the nodes to come as the sum, over the levels of the path, of the subtrees of the
siblings right of it (each its own node plus its probes' mean), the children of the node the
search stands on counted as all to come; the total is ``done`` plus that.  The estimates of a
level are kept while the path keeps its prefix down to it; when the search goes down into a
child, the probes that went through it lend their walks to its children (a walk through child c
and then c's child g is also a walk from g), so the many probes of a big subtree are not lost as
the search enters it.  Each update spends a budget of tree expansions (never a clock) on further
probes, for the level whose siblings to come weigh most per probe already made, so the estimate
sharpens as the search goes, and a finished part is counted, not guessed.  While the probes
are few (``PROBES``) or disagree too much (the standard error of the total, from their
variance, above half of it), no part done is given: a deep tree's first probes mostly die
early and agree, and the few that do not weigh enormously.

When the tree was counted to its end beforehand (the searches an entry offers, ``benchmarks/tree_sizes.py``),
its exact size takes the place of the estimate: the part done is then the nodes done over that count.

A tree is anything with ``root()`` and ``children(node)`` (the pairs ``(key, child)`` in the
order the search takes them); a path is the keys of the children taken from the root.
Randomness comes only from the ``random.Random`` passed in.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from typing import Generic, Protocol, TypeVar

N = TypeVar("N")
BUDGET = 400        # tree expansions an update may spend on probes beyond the first one per sibling
EVERY = 0.25        # seconds of running between two estimates in ``refresh`` (a scene calls it every frame)
SPREAD = 0.5        # the largest relative standard error of the total for which a part done is given
PROBES = 200        # and the fewest probes made (by default)


class Tree(Protocol[N]):
    """A backtrack tree: its root and, for a node, its children as ``(key, node)`` in the search's order."""

    def root(self) -> N: ...

    def children(self, node: N) -> Sequence[tuple[Hashable, N]]: ...


def probe(tree: Tree[N], node: N, rng: random.Random) -> tuple[float, int, int, float]:
    """One random walk down from ``node``: Knuth's estimate of the nodes below it, the expansions it took,
    the child it went through first (-1: none) and the walk's estimate of the nodes below that child."""
    below, width, expansions, first, degree = 0.0, 1.0, 0, -1, 1
    while True:
        children = tree.children(node)
        expansions += 1
        if not children:
            break
        width *= len(children)
        below += width
        pick = rng.randrange(len(children))
        if first < 0:
            first, degree = pick, len(children)
        node = children[pick][1]
    return below, expansions, first, below / degree - 1   # below = d1 (1 + the nodes below the first child)


def tree_size(tree: Tree[N], rng: random.Random, probes: int) -> float:
    """Knuth's estimate of the nodes of the whole tree (its root left out), the mean of ``probes`` walks."""
    root = tree.root()
    return sum(probe(tree, root, rng)[0] for _ in range(max(1, probes))) / max(1, probes)


class _Level(Generic[N]):
    """One level of the path: the children of the node above it, which one is taken, their probes."""

    def __init__(self, prefix: tuple[Hashable, ...], children: Sequence[tuple[Hashable, N]]) -> None:
        self.prefix = prefix
        self.children = children
        self.keys = {key: i for i, (key, _) in enumerate(children)}
        self.sums = [0.0] * len(children)     # the sum of the probes' estimates below each child
        self.squares = [0.0] * len(children)  # and of their squares
        self.counts = [0] * len(children)     # and how many probes were made
        self.taken = -1                       # the child on the path (-1: none)
        # per child: for each of its own children a probe went through first, [sum, sum of squares, probes]
        self.firsts: list[dict[int, list[float]]] = [{} for _ in children]

    def variance(self, i: int) -> float:
        """The variance of child i's estimate (its probes' variance over their number; one probe: its square)."""
        n, mean = self.counts[i], self.sums[i] / self.counts[i]
        if n < 2:
            return mean * mean
        return max(0.0, self.squares[i] / n - mean * mean) / (n - 1)

    def size(self, i: int) -> float:
        """The estimated nodes of child i's subtree, itself included."""
        return 1.0 + self.sums[i] / self.counts[i]

    def probe(self, i: int, tree: Tree[N], rng: random.Random) -> int:
        below, expansions, first, rest = probe(tree, self.children[i][1], rng)
        self.sums[i] += below
        self.squares[i] += below * below
        self.counts[i] += 1
        if first >= 0:
            seen = self.firsts[i].setdefault(first, [0.0, 0.0, 0])
            seen[0] += rest
            seen[1] += rest * rest
            seen[2] += 1
        return expansions

    def below(self, i: int, prefix: tuple[Hashable, ...], tree: Tree[N]) -> _Level[N]:
        """The level of child i's children, each starting with what the probes through child i saw of it."""
        level = _Level(prefix, tree.children(self.children[i][1]))
        for j, (total, squares, probes) in self.firsts[i].items():
            level.sums[j], level.squares[j], level.counts[j] = total, squares, int(probes)
        return level

    def to_come(self) -> range:
        """The children right of the one taken (all of them when none is)."""
        return range(self.taken + 1, len(self.children))


class Progress(Generic[N]):
    """The estimated size of a search's tree and the part of it done, refined at each ``update``.

    ``counted``: the tree's nodes when they are known exactly (an entry's table of its searches counted to
    their end, ``benchmarks/tree_sizes.py``): the part done is then ``done`` over that count, and no probe
    is made."""

    def __init__(self, tree: Tree[N], rng: random.Random, budget: int = BUDGET, least: int = PROBES,
                 counted: int | None = None) -> None:
        self.tree, self.rng, self.budget, self.least = tree, rng, budget, least
        self.counted = counted
        self.levels: list[_Level[N]] = []
        self.total: float | None = counted   # the last estimate of the tree's nodes (exact when counted)
        self.spread = 1.0                     # its relative standard error, from the probes' variance
        self.probes = 0                       # the probes made so far
        self._at: float | None = None         # when ``refresh`` last estimated

    def refresh(self, path: Callable[[], Sequence[Hashable]], done: int, now: float) -> float | None:
        """``update`` at most once every ``EVERY`` seconds of ``now`` (the run's own time); in between,
        ``done`` over the last estimated total."""
        if self._at is None or self.total is None or not 0 <= now - self._at < EVERY:
            self._at = now
            return self.update(path(), done)
        return self._fraction(done)

    def update(self, path: Sequence[Hashable], done: int, partial: bool = False) -> float | None:
        """The part of the tree done (0..1) when the search stands on ``path`` having made ``done`` nodes.

        ``None`` when the path is not one of the tree's (a search this tree does not describe); with
        ``partial``, such a path is cut where it leaves the tree (one read from a running search, whose
        deeper entries may be stale).
        """
        if self.counted is not None:
            return self._fraction(done)
        if not self._follow(tuple(path), partial):
            self.total = None
            return None
        spent = 0
        for level in self.levels:  # every child to come has one probe at least
            for i in level.to_come():
                if not level.counts[i]:
                    spent += level.probe(i, self.tree, self.rng)
                    self.probes += 1
        while spent < self.budget:
            neediest = self._neediest()
            if neediest is None:
                break
            for i in neediest.to_come():
                spent += neediest.probe(i, self.tree, self.rng)
                self.probes += 1
        to_come = sum(level.size(i) for level in self.levels for i in level.to_come())
        self.total = done + to_come
        variance = sum(level.variance(i) for level in self.levels for i in level.to_come())
        self.spread = variance ** 0.5 / self.total if self.total > 0 else 0.0
        return self._fraction(done)

    def _fraction(self, done: int) -> float | None:
        """``done`` over the estimated total; None while that estimate is too unsure (``SPREAD``, ``PROBES``)."""
        if self.counted is not None:
            return min(1.0, done / self.counted) if self.counted > 0 else 1.0
        if self.total is None or self.spread > SPREAD or self.probes < self.least:
            return None
        return min(1.0, done / self.total) if self.total > 0 else 1.0

    def _follow(self, path: tuple[Hashable, ...], partial: bool) -> bool:
        """Keep the levels whose prefix the path shares; rebuild the others down the path."""
        depth = 0
        while depth < len(self.levels) and depth <= len(path) and self.levels[depth].prefix == path[:depth]:
            depth += 1
        del self.levels[depth:]
        if not self.levels:
            self.levels.append(_Level((), self.tree.children(self.tree.root())))
        while True:
            level = self.levels[-1]
            d = len(self.levels) - 1
            if d >= len(path):  # the child taken last (if any) is done: the search came back from it
                return True
            taken = level.keys.get(path[d])
            if taken is None:
                if partial:
                    return True
                del self.levels[:]
                return False
            level.taken = taken
            self.levels.append(level.below(taken, path[:d + 1], self.tree))

    def _neediest(self) -> _Level[N] | None:
        """The level whose children to come weigh most per probe each has had (None: nothing to come)."""
        best, weight = None, 0.0
        for level in self.levels:
            to_come = level.to_come()
            if not to_come:
                continue
            mass = sum(level.size(i) for i in to_come) / min(level.counts[i] for i in to_come)
            if mass > weight:
                best, weight = level, mass
        return best
