"""Time for tests without the machine's speed: a fake clock, and an AI worker that uses it.

A computer player reads time only through ``Limit.clock`` and looks at it once every fixed
number of nodes (its ``CHECK_EVERY``).  Given a ``StepClock``, each look advances the time by a
fixed step, so a budget in "seconds" becomes a fixed amount of work: the search visits the same
nodes and returns the same move on a quiet machine and on a loaded one.  ``paced`` picks the
step from a pace in nodes per second, so "seconds" in a test keep roughly their real meaning.
"""
from __future__ import annotations

import importlib
from dataclasses import replace

from engine.duels.limits import Limit
from engine.workers.computer import InlineWorker, Job


class StepClock:
    """Each call returns the previous value plus ``step`` (the first call ``start + step``)."""

    def __init__(self, step: float = 0.001, start: float = 0.0) -> None:
        self.step = step
        self.now = start
        self.calls = 0

    def __call__(self) -> float:
        self.calls += 1
        self.now += self.step
        return self.now


def paced(check_every: int, nodes_per_second: int) -> StepClock:
    """A step clock under which a search that looks every ``check_every`` nodes does
    ``nodes_per_second`` nodes per "second" (give it the AI module's ``CHECK_EVERY``)."""
    return StepClock(check_every / nodes_per_second)


class SteadyWorker(InlineWorker):
    """The harness's inline worker, with every job's ``Limit`` given a fresh paced step clock.

    The duel scenes build limits with the wall clock (as they must in a real window); in tests
    the computer's move then depends only on the position, the level and the seed, and each of
    its "seconds" is ``nodes_per_second`` nodes of work.
    """

    nodes_per_second = 20_000

    def start(self, job: Job) -> None:
        check_every = 1000
        if job.args and isinstance(job.args[0], str):  # engine.duels.match.computer_move(ai_module, ...)
            check_every = getattr(importlib.import_module(job.args[0]), "CHECK_EVERY", check_every)
        args = tuple(self.adjust(a, check_every) if isinstance(a, Limit) else a for a in job.args)
        keywords = job.keywords
        if job.function in ("appraise", "foresee"):  # the coach's (engine/duels/coaching.py): (position, seconds),
            # the clock added; a look ahead takes a few nodes (a tenth of a paced second)
            args = (*args[:2], paced(check_every, self.nodes_per_second), *args[3:])
            keywords = tuple((key, min(value, self.nodes_per_second // 10) if key == "nodes" else value)
                             for key, value in keywords)
        super().start(replace(job, args=args, keywords=keywords))

    def adjust(self, limit: Limit, check_every: int) -> Limit:
        return replace(limit, clock=paced(check_every, self.nodes_per_second))
