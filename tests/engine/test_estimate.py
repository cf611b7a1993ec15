"""Knuth's estimate of a backtrack tree (engine.puzzles.estimate), on trees whose size is known."""
from __future__ import annotations

import random

from engine.puzzles.estimate import EVERY, PROBES, SPREAD, Progress, probe, tree_size
from tests.estimate_helpers import count_nodes


class Uniform:
    """Every node at depth < d has b children: b + b^2 + … + b^d nodes below the root."""

    def __init__(self, b: int, d: int) -> None:
        self.b, self.d = b, d

    def root(self) -> tuple[int, ...]:
        return ()

    def children(self, node: tuple[int, ...]) -> list[tuple[int, tuple[int, ...]]]:
        return [] if len(node) == self.d else [(i, node + (i,)) for i in range(self.b)]


class Lopsided:
    """A node's children: as many as its last key plus one, to depth 5 (the first branches are thin)."""

    def root(self) -> tuple[int, ...]:
        return (2,)

    def children(self, node: tuple[int, ...]) -> list[tuple[int, tuple[int, ...]]]:
        return [] if len(node) > 5 else [(i, node + (i,)) for i in range(node[-1] + 1)]


def test_a_probe_of_a_uniform_tree_is_exact():
    tree = Uniform(3, 4)
    assert probe(tree, tree.root(), random.Random(1))[:2] == (3 + 9 + 27 + 81, 5)
    assert tree_size(tree, random.Random(2), 5) == count_nodes(tree) == 120


def test_the_mean_of_probes_comes_near_an_uneven_trees_size():
    tree = Lopsided()
    true = count_nodes(tree)
    assert 0.8 * true < tree_size(tree, random.Random(7), 4000) < 1.25 * true


def test_progress_counts_what_is_left_of_the_path():
    tree = Uniform(3, 4)
    progress = Progress(tree, random.Random(3), least=0)
    assert progress.update((), 0) == 0.0 and progress.total == 120
    # on the second child of the root: its first subtree (1 + 3 + 9 + 27 = 40 nodes) and the node itself are done
    assert progress.update((1,), 41) == 41 / 120
    assert progress.update((2, 2, 2, 2), 120) == 1.0


def test_a_path_outside_the_tree_gives_no_estimate():
    progress = Progress(Uniform(2, 3), random.Random(1), least=0)
    assert progress.update((0, 5), 3) is None and progress.total is None
    assert progress.update((0, 1), 3) is not None


def test_refresh_estimates_again_only_after_a_while_of_the_runs_time():
    tree = Uniform(2, 3)
    progress = Progress(tree, random.Random(1), least=0)
    paths = []

    def path():
        paths.append(1)
        return (0,)
    assert progress.refresh(path, 1, 0.0) == 1 / 14
    assert progress.refresh(path, 2, EVERY / 2) == 2 / 14 and len(paths) == 1
    progress.refresh(path, 3, EVERY)
    assert len(paths) == 2


def test_no_part_done_is_given_before_enough_probes_agree_well_enough():
    tree = Lopsided()
    few = Progress(tree, random.Random(1), budget=10)
    assert few.update((), 0) is None and few.total is not None and few.probes < PROBES
    enough = Progress(tree, random.Random(1), budget=10_000)
    assert enough.update((), 0) == 0.0 and enough.probes >= PROBES and enough.spread <= SPREAD
