"""Knuth's estimate followed along a watched search: the estimated total at given points of the run."""
from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence

from engine.puzzles.estimate import Progress, Tree
from engine.puzzles.steps import Step, drain


def count_nodes(tree: Tree, node=None, root: bool = True) -> int:
    """Every node below ``node`` (the root by default), by walking the whole tree."""
    node = tree.root() if root else node
    return sum(1 + count_nodes(tree, child, False) for _, child in tree.children(node))


def totals_at(run, picture, tree: Tree, path: Callable[[], Sequence[Hashable]], done: Callable[[], int],
              points: Sequence[float], seed: int, every: int = 500) -> tuple[list[float], int]:
    """The estimated totals when ``points`` (fractions) of the run's steps are taken, and the true total.

    The estimate is updated every ``every`` steps, as a scene does once a frame."""
    steps: list[Step]
    steps, stats = drain(run)
    progress = Progress(tree, random.Random(seed))
    totals: list[float] = []
    marks = [int(p * len(steps)) for p in points]
    for i, step in enumerate(steps):
        picture.apply(step)
        if i % every == 0:
            progress.update(path(), done())
        if marks and i == marks[0]:
            progress.update(path(), done())
            assert progress.total is not None
            totals.append(progress.total)
            marks.pop(0)
    return totals, done()


def told_and_true(h, scene, moments: Sequence[float], most_frames: int = 100_000) -> list[tuple[float, float]]:
    """Run a scene's search (already started) to its end a frame at a time, reading its side panel's part done;
    for each of ``moments`` (parts of the run's time), the time left the panel told at the last reading before
    it and the time that was really left (``elapsed x (1 - f) / f``, as ``engine.puzzles.viewer`` tells it)."""
    readings: list[tuple[float, float]] = []
    for _ in range(most_frames):
        if scene.viewer.finished:
            break
        fraction = scene.progress()
        if fraction:
            readings.append((scene.viewer.elapsed, fraction))
        h.tick()
    assert scene.viewer.finished, "the search did not end"
    total = scene.viewer.elapsed
    found = []
    for moment in moments:
        before = [r for r in readings if r[0] <= moment * total]
        assert before, f"no part done was shown before {moment:.0%} of the run"
        elapsed, fraction = before[-1]
        found.append((elapsed * (1 - fraction) / fraction, total - elapsed))
    return found
