"""The vocabulary of step events that puzzle solvers yield (pure: no pygame).

A solver is a generator of these small frozen values; the puzzle scene pulls them at
the viewer's pace and folds them into its picture.  Every field holds an immutable value
(ints, strings, tuples), so a step can be stored, compared and replayed.

Every step event is a ``StepEvent``: the shared vocabulary below, or one of a solver's own
small frozen dataclasses with typed fields (``games/queens/solver.py`` has ``Call(k)``,
``State(name, k)``…), which say what a ``Note(text, data)`` would only hint at.

    place     a piece goes on the board           (where, what)
    remove    a piece leaves the board            (where, what)
    try_      a candidate is examined             (where, what)
    reject    a candidate fails, with a reason    (where, reason)
    solution  a complete solution                 (index from 1, the solution as a tuple)
    note      a change of phase or state to show  (text, data)
"""
from __future__ import annotations

from collections.abc import Generator, Hashable, Iterator
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

W = TypeVar("W", bound=Hashable)   # where: a square, a place, a cell…
V = TypeVar("V", bound=Hashable)   # what: a piece, a letter, a girl…


@dataclass(frozen=True, slots=True)
class StepEvent:
    """The base of every step event (shared or a solver's own; without ``__slots__`` of its own, a subclass
    keeps a ``__dict__`` as usual)."""

    slice: ClassVar[bool] = False   # True: a slice of quiet work (the player looks at its clock after it)


@dataclass(frozen=True)
class Slice(StepEvent):
    """The base of the steps a solver yields after a slice of its search ran unwatched (on its fast path,
    ``games/shared/fast_core.py``): the player looks at its clock after each, so a frame stays short."""

    slice: ClassVar[bool] = True


# The shared vocabulary is generic in what ``where`` and ``what`` hold (``Place[Square, str]``);
# a fold that narrows a step with ``isinstance(step, Place)`` reads them as ``Any``.
@dataclass(frozen=True)
class Place(StepEvent, Generic[W, V]):
    where: W
    what: V = None  # type: ignore[assignment]


@dataclass(frozen=True)
class Remove(StepEvent, Generic[W, V]):
    where: W
    what: V = None  # type: ignore[assignment]


@dataclass(frozen=True)
class Try(StepEvent, Generic[W, V]):
    where: W
    what: V = None  # type: ignore[assignment]


@dataclass(frozen=True)
class Reject(StepEvent, Generic[W]):
    where: W
    reason: str = ""


@dataclass(frozen=True, slots=True)
class Solution(StepEvent, Generic[W]):
    """A solution found (its number from 1); slotted, as a search may find hundreds of thousands."""

    index: int
    solution: W


@dataclass(frozen=True)
class Note(StepEvent):
    text: str
    data: Any = None


Step = StepEvent
STEP_TYPES: tuple[type, ...] = (Place, Remove, Try, Reject, Solution, Note)  # the shared vocabulary

# What a solver is: it yields steps and returns its statistics (a dict of counts).
SolverRun = Generator[Step, None, dict]


def is_step(value: object) -> bool:
    """True for a step event (of the shared vocabulary or a solver's own)."""
    return isinstance(value, StepEvent)


def solutions(run: SolverRun) -> tuple[list[Any], dict]:
    """Run a solver to its end: the solutions it found (each ``Solution.solution``), and its statistics."""
    steps, stats = drain(run)
    return [step.solution for step in steps if isinstance(step, Solution)], stats


def first_solution(run: SolverRun) -> Any:
    """The first solution a (quiet) run finds, or None; the run is closed at once (the search stops there)."""
    try:
        for step in run:
            if isinstance(step, Solution):
                return step.solution
        return None
    finally:
        run.close()


def drain(run: SolverRun) -> tuple[list[Step], dict]:
    """Run a solver to its end: every step it yielded, and its statistics."""
    ended: list[Any] = []

    def steps() -> Iterator[Step]:  # ``list`` takes the steps in C, ``yield from`` hands the run's value back
        ended.append((yield from run))

    taken = list(steps())
    return taken, ended[0] if isinstance(ended[0], dict) else {}
