"""The vocabulary of step events that puzzle solvers yield (pure: no pygame).

A solver is a generator of these small frozen values; the puzzle scene pulls them at
the viewer's pace and keeps its own picture of the board.  Every field holds an
immutable value (ints, strings, tuples), so a step can be stored, compared and replayed.

    place     a piece goes on the board           (where, what)
    remove    a piece leaves the board            (where, what)
    try_      a candidate is examined             (where, what)
    reject    a candidate fails, with a reason    (where, reason)
    solution  a complete solution                 (index from 1, the solution as a tuple)
    note      a change of phase or state to show  (text, data)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Generator, Hashable, Union


@dataclass(frozen=True)
class Place:
    where: Hashable
    what: Hashable = None


@dataclass(frozen=True)
class Remove:
    where: Hashable
    what: Hashable = None


@dataclass(frozen=True)
class Try:
    where: Hashable
    what: Hashable = None


@dataclass(frozen=True)
class Reject:
    where: Hashable
    reason: str = ""


@dataclass(frozen=True)
class Solution:
    index: int
    solution: Hashable


@dataclass(frozen=True)
class Note:
    text: str
    data: Hashable = None


Step = Union[Place, Remove, Try, Reject, Solution, Note]
STEP_TYPES: tuple[type, ...] = (Place, Remove, Try, Reject, Solution, Note)

# What a solver is: it yields steps and returns its statistics (a dict of counts).
SolverRun = Generator[Step, None, dict]


def is_step(value: object) -> bool:
    """True for a value of the step vocabulary."""
    return isinstance(value, STEP_TYPES)


def drain(run: SolverRun) -> tuple[list[Step], dict]:
    """Run a solver to its end: every step it yielded, and its statistics."""
    steps: list[Step] = []
    while True:
        try:
            steps.append(next(run))
        except StopIteration as end:
            return steps, end.value if isinstance(end.value, dict) else {}
