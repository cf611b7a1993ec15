"""Pure helpers of the tiling solvers, their command lines and scenes: stopping early, timing, node counts.

A solver asked for its first solution only (``first=True``) raises ``Stop`` right after
yielding it, from however deep in its recursion, and catches it at the top with
``stoppable`` so that it still returns its statistics (the nodes it took to get there).
"""
from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterator
from typing import TypeVar

from engine.language.translation import N_, _, number
from engine.puzzles.steps import Solution, SolverRun, Step

T = TypeVar("T")


class Stop(Exception):
    """Raised inside a search to end it at once (the first solution is found)."""


def stoppable(search: Iterator[Step]) -> Iterator[Step]:
    """The steps of ``search`` until it ends or raises ``Stop``."""
    try:
        yield from search
    except Stop:
        return


def run_to_end(run: SolverRun) -> tuple[list[Solution], dict]:
    """Every ``Solution`` step of a (quiet) solver and its returned statistics."""
    found: list[Solution] = []
    while True:
        try:
            step = next(run)
        except StopIteration as end:
            return found, end.value if isinstance(end.value, dict) else {}
        if isinstance(step, Solution):
            found.append(step)


def timed(work: Callable[[], T]) -> tuple[T, float]:
    """``work()`` and the seconds it took (rounded to the microsecond)."""
    started = time.perf_counter()
    result = work()
    return result, round(time.perf_counter() - started, 6)


class NodeCounts:
    """The node counts of the runs seen so far, by puzzle and method, to show methods side by side."""

    def __init__(self, method_names: dict[str, str]) -> None:
        self.method_names = method_names
        self.counts: dict[Hashable, dict[str, int]] = {}

    def record(self, puzzle: Hashable, method: str, nodes: int) -> None:
        self.counts.setdefault(puzzle, {})[method] = nodes

    def line(self, puzzle: Hashable, label: str = N_("Nodes")) -> str:
        """``"Nodes: The book 1,234 · Plain 5,678"`` once two methods have run on ``puzzle`` ("" before), in the
        language spoken (``label`` and the method names are English, marked with ``N_``)."""
        counts = self.counts.get(puzzle, {})
        if len(counts) < 2:
            return ""
        counted = " · ".join(f"{_(self.method_names[m])} {number(n)}" for m, n in sorted(counts.items()))
        return _("{label}: {counts}").format(label=_(label), counts=counted)
