"""The pentomino search's fast path (pure): the book's search run by the compiled core, a batch at a time.

``games/pentominoes/_pentoc.c`` is the book's first-empty-cell search of ``solver._cover_quiet`` in C,
on the same bits, with the same tables (flattened here), trying the placements in the same order and
counting the same nodes; so it finds the same tilings in the same order as the stepping search.  It is
an optional extension (setup.py builds it where there is a C compiler): without it, ``CORE`` is None
and the solver keeps its pure Python search.

A search is resumable: ``next(limit)`` returns the next tiling found within ``limit`` more nodes, or
None when the limit is reached or the search is over.  The solver runs it a batch at a time, so the
scene's "To the end" stays responsive (a frame takes a few batches), can be paused and stopped, and
can show where the search stands (``path()``) between two batches.
"""
from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Protocol

INTERFACE = 1  # the compiled core's INTERFACE that this module calls (the C file says its own)

Placement = tuple[int, int]  # (the piece's index in LETTERS, its cells as the solver's bits)
Table = Mapping[tuple[int, int], Sequence[tuple[int, int, int]]]


class CoreSearch(Protocol):
    """The compiled search (``_pentoc.Search``)."""

    nodes: int
    done: bool

    def start(self, occupied: int, used: int) -> None: ...

    def next(self, limit: int) -> tuple[Placement, ...] | None: ...

    def path(self) -> tuple[Placement, ...]: ...


def load_core() -> ModuleType | None:
    """The compiled core when it was built from this source, else None (the pure search serves)."""
    try:
        core = importlib.import_module("games.pentominoes._pentoc")
    except ImportError:
        return None
    return core if getattr(core, "INTERFACE", None) == INTERFACE else None


CORE = load_core()


def flat_tables(h: int, table: Table) -> tuple[list[int], list[int]]:
    """The book's tables for columns of ``h`` cells as the core reads them: the offsets of each key
    ``i << h | pattern`` into the entries, three ints per orientation (piece, mask, span)."""
    offsets: list[int] = [0]
    entries: list[int] = []
    for key in range(h << h):
        for piece, mask, span in table.get((key >> h, key & ((1 << h) - 1)), ()):
            entries += (piece, mask, span)
        offsets.append(len(entries) // 3)
    return offsets, entries


def new_search(h: int, w: int, table: Table, x_cells: int) -> CoreSearch | None:
    """A compiled search over a board of ``h`` x ``w`` bits (None without the core).

    ``x_cells``: the bits where the X piece's first cell may go (with ``distinct``, X kept to its corner).
    """
    if CORE is None:
        return None
    offsets, entries = flat_tables(h, table)
    search: CoreSearch = CORE.Search(h, w, offsets, entries, x_cells)
    return search


def first_cells(masks: frozenset[int] | None, cells: int) -> int:
    """The first cells (lowest bits) of the placements ``masks`` as one bit set (all ``cells`` when None)."""
    if masks is None:
        return (1 << cells) - 1
    found = 0
    for mask in masks:
        found |= mask & -mask
    return found
