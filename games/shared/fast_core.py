"""The puzzles' fast path (pure): the compiled searches of games/shared/_searchc.c, a slice at a time.

The rulers, the covering queens and the n queens hand the rest of a search to the compiled core
when it is built (``compiled()``; the pure Python search serves when it is not): quietly (the
command line, counts) and when a scene runs "to the end".  A compiled search is resumable: each
call of its ``run`` goes on for about ``budget`` cases or nodes and gives back the solutions found
meanwhile and where the search stands, so a scene takes one slice a frame (never freezing) and a
quiet run can be read by ``solve … --progress`` between slices.

``Hurried`` is the step a solver yields after each slice it handed to the core while a scene
watched: the player looks at its clock after it (``engine.puzzles.steps.Slice``).
"""
from __future__ import annotations

import gc
import importlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from engine.puzzles.steps import Slice, Solution

INTERFACE = 1              # the compiled core's INTERFACE that this code calls (the C file says its own)
QUIET_SLICE = 1 << 20      # cases or nodes per call when nobody watches (about a hundredth of a second:
                           # ``--progress`` reads the search from another thread between two calls)
WATCHED_SLICE = 1 << 16    # and per call when a scene runs to the end (well under a frame)

Hurry = Callable[[], bool]  # asked by a watched solver: hand the rest of the search to the fast path now?


def compiled() -> ModuleType | None:
    """The compiled searches when they were built from this source, else None (the pure searches serve)."""
    try:
        module = importlib.import_module("games.shared._searchc")
    except ImportError:
        return None
    if getattr(module, "INTERFACE", None) != INTERFACE:
        return None
    module.use_steps(Solution)
    return module


def never() -> bool:
    """The hurry of a search nobody hurries."""
    return False


@dataclass(frozen=True)
class Hurried(Slice):
    """A slice of the search ran on the fast path: ``count`` cases or nodes it took, ``where`` the search
    stands after it (the solver's own form: wheels, queens, columns)."""

    count: int
    where: tuple[int, ...]


@dataclass
class SliceResult:
    """What one call of a compiled search gave back."""

    finished: bool
    count: int
    where: tuple[int, ...]
    solutions: list[Any]     # tuples, or the steps ``Solution(i, …)`` when the call was given an index


def slices(run: Callable[[Any, int], tuple], state: Any, budget: int) -> Iterator[SliceResult]:
    """Call ``run(state, budget)`` until the search is over, each call's result in turn.

    The garbage collector waits during a call: a slice makes many small objects and no cycle, and a
    collection started again and again among them would double the time of a search rich in solutions."""
    while True:
        collecting = gc.isenabled()
        gc.disable()
        try:
            result = SliceResult(*run(state, budget))
        finally:
            if collecting:
                gc.enable()
        yield result
        if result.finished:
            return


def split(bits: int) -> tuple[int, int]:
    """A bit set of up to 128 bits as the core reads it: (the low 64 bits, the rest)."""
    return bits & 0xFFFF_FFFF_FFFF_FFFF, bits >> 64
