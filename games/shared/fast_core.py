"""The puzzles' fast path (pure): the compiled searches of games/shared/_searchc.c, a slice at a time.

The rulers, the covering queens and the n queens hand the rest of a search to the compiled core
when it is built (``compiled()``; the pure Python search serves when it is not): quietly (the
command line, counts) and when a scene runs "to the end".  A compiled search is resumable: each
call of its ``run`` goes on for about ``budget`` cases or nodes and gives back the solutions found
meanwhile and where the search stands, so a scene takes one slice a frame (never freezing) and a
quiet run can be read by ``solve … --progress`` between slices.  The core is a plain C library
(``games.shared.native``); ``Searches`` turns its C calls into Python values.

``Hurried`` is the step a solver yields after each slice it handed to the core while a scene
watched: the player looks at its clock after it (``engine.puzzles.steps.Slice``).
"""
from __future__ import annotations

import ctypes
import gc
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.puzzles.steps import Slice, Solution
from games.shared.native import Library, load

INTERFACE = 2              # the compiled core's INTERFACE that this code calls (the C file says its own)
QUIET_SLICE = 1 << 20      # cases or nodes per call when nobody watches (about a hundredth of a second:
                           # ``--progress`` reads the search from another thread between two calls)
WATCHED_SLICE = 1 << 16    # and per call when a scene runs to the end (well under a frame)
WHERE = 64                 # the most ints of where a compiled search stands

Hurry = Callable[[], bool]  # asked by a watched solver: hand the rest of the search to the fast path now?
Run = tuple[bool, int, tuple[int, ...], list[Any]]  # what a run gives back: see ``SliceResult``


class _Found(ctypes.Structure):
    _fields_ = [("data", ctypes.POINTER(ctypes.c_int32)), ("used", ctypes.c_int64), ("size", ctypes.c_int64)]


def _ints(values: Sequence[int]) -> Any:
    return (ctypes.c_int32 * max(1, len(values)))(*values)


def _words(pairs: Sequence[tuple[int, int]]) -> Any:
    return (ctypes.c_uint64 * max(2, 2 * len(pairs)))(*(word for pair in pairs for word in pair))


class _State:
    """A compiled search's state (its C struct, in a buffer of ours) and the list its runs append to."""

    def __init__(self, library: Library, size: int, board: int = 0) -> None:
        self.buffer = ctypes.create_string_buffer(size)
        self.board = board  # the board's side (covering queens: its squares are reported as (row, column))
        self._library = library
        self.found = ctypes.cast(library.held.found_new(), ctypes.POINTER(_Found))
        if not self.found:
            raise MemoryError("no memory for a search")

    def __del__(self) -> None:
        if getattr(self, "found", None):
            self._library.held.found_free(self.found)


class Searches:
    """The compiled searches with the arguments and results the solvers use (see games/shared/_searchc.c)."""

    def __init__(self, library: Library) -> None:
        self._library = library
        free, held = library.free, library.held
        held.found_new.restype = ctypes.c_void_p
        held.found_free.argtypes = [ctypes.POINTER(_Found)]
        for name in ("ruler", "cover", "queens"):
            getattr(free, f"{name}_run").argtypes = [ctypes.c_void_p, ctypes.c_longlong, ctypes.POINTER(_Found),
                                                     ctypes.POINTER(ctypes.c_longlong), ctypes.c_void_p,
                                                     ctypes.POINTER(ctypes.c_int)]
        free.queens_new.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_int, ctypes.c_uint64, ctypes.c_void_p]
        self._sizes = {name: getattr(free, f"{name}_size")() for name in ("ruler", "cover", "queens")}

    def ruler_new(self, k: int, allowed: int, last: int, top: int, above: Sequence[int], i: int,
                  position: Sequence[int], lengths: Sequence[tuple[int, int]], left: Sequence[tuple[int, int]],
                  repeated: Sequence[int]) -> _State:
        """One length's odometer from the state of its loop."""
        state = _State(self._library, self._sizes["ruler"])
        sets = min(len(lengths), len(left))
        positions = min(len(position), len(repeated))
        _accepted("ruler", self._library.free.ruler_new(
            k, allowed, last, top, _ints(above), len(above), i, _ints(position[:positions]), positions,
            _words(lengths[:sets]), _words(left[:sets]), sets, _ints(repeated[:positions]), state.buffer))
        return state

    def cover_new(self, n: int, general: bool, remaining: int, covered: tuple[int, int], barred: tuple[int, int],
                  candidates: tuple[int, int], placed: Sequence[int]) -> _State:
        """The rest of one level's loop of the covering queens."""
        state = _State(self._library, self._sizes["cover"], n)
        _accepted("cover", self._library.free.cover_new(
            n, int(general), remaining, _words([covered]), _words([barred]), _words([candidates]), _ints(placed),
            len(placed), state.buffer))
        return state

    def queens_new(self, n: int, placed: Sequence[int], free: int) -> _State:
        """The rest of one row's loop of the n queens."""
        state = _State(self._library, self._sizes["queens"])
        _accepted("queens", self._library.free.queens_new(n, _ints(placed), len(placed), free, state.buffer))
        return state

    def queens_count(self, n: int, first_limit: int) -> tuple[int, int, int, int]:
        """(solutions, mirrorable, distinct, nodes) of the whole search, the first queen in columns 1 … first_limit."""
        counts = (ctypes.c_longlong * 4)()
        if self._library.free.queens_count(n, first_limit, counts) < 0:
            raise ValueError("a board out of range")
        return counts[0], counts[1], counts[2], counts[3]

    def _run(self, name: str, state: _State, budget: int) -> tuple[bool, int, tuple[int, ...], list[tuple[int, ...]]]:
        count, depth, where = ctypes.c_longlong(), ctypes.c_int(), (ctypes.c_int32 * WHERE)()
        state.found.contents.used = 0  # (the list is ours to empty: no call needed)
        finished = getattr(self._library.free, f"{name}_run")(state.buffer, budget, state.found, ctypes.byref(count),
                                                               where, ctypes.byref(depth))
        if finished < 0:
            raise MemoryError("no memory for the solutions of a search")
        return bool(finished), count.value, tuple(where[:depth.value]), _solutions(state.found.contents)

    def ruler_run(self, state: _State, budget: int) -> Run:
        """(finished, cases, wheels, solutions) after about ``budget`` more cases."""
        return self._run("ruler", state, budget)

    def cover_run(self, state: _State, budget: int, index: int = 0) -> Run:
        """(finished, nodes, queens, covers) after about ``budget`` more nodes: each cover its squares (row,
        column) from 1, as the steps ``Solution(index, …)``, ``Solution(index + 1, …)``… when ``index`` is positive."""
        finished, nodes, queens, found = self._run("cover", state, budget)
        covers = [tuple(_square(q, state.board) for q in cover) for cover in found]
        return finished, nodes, queens, _numbered(covers, index)

    def queens_run(self, state: _State, budget: int, index: int = 0) -> Run:
        """(finished, nodes, columns, solutions) after about ``budget`` more nodes; numbered as ``cover_run``'s."""
        finished, nodes, columns, found = self._run("queens", state, budget)
        return finished, nodes, columns, _numbered(found, index)


def _accepted(name: str, made: int) -> None:
    """A search's ``*_new`` returned 0; -1 is arguments out of range."""
    if made < 0:
        raise ValueError(f"a {name} search out of range")


@cache
def _square(q: int, n: int) -> tuple[int, int]:
    return q // n + 1, q % n + 1


def _solutions(found: _Found) -> list[tuple[int, ...]]:
    """The solutions a run appended: each its length, then its ints."""
    used = found.used
    if not used:
        return []
    values = memoryview(ctypes.string_at(found.data, 4 * used)).cast("i").tolist()
    stride = values[0] + 1
    if used % stride == 0 and values[::stride].count(stride - 1) == used // stride:  # all of one length (most)
        return [row[1:] for row in zip(*[iter(values)] * stride)]
    out, at = [], 0
    while at < used:
        length = values[at]
        out.append(tuple(values[at + 1:at + 1 + length]))
        at += length + 1
    return out


def _numbered(solutions: list[Any], index: int) -> list[Any]:
    """The solutions as the steps ``Solution(index, …)``… when ``index`` is positive, else as they are."""
    if index <= 0:
        return solutions
    return list(map(Solution, range(index, index + len(solutions)), solutions))


def compiled() -> Searches | None:
    """The compiled searches when they were built from this source, else None (the pure searches serve)."""
    library = load("searches", INTERFACE)
    return None if library is None else _searches(library)


@cache
def _searches(library: Library) -> Searches:
    return Searches(library)


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
