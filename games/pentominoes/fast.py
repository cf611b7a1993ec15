"""The pentomino search's fast path (pure): the book's search run by the compiled core, a batch at a time.

``games/pentominoes/_pentoc.c`` is the book's first-empty-cell search of ``solver._cover_quiet`` in C,
on the same bits, with the same tables (flattened here), trying the placements in the same order and
counting the same nodes; so it finds the same tilings in the same order as the stepping search.  It
holds Algorithm X too (``solver._Cover.quiet``: the same bit sets of rows and columns, the same column
branched on, the rows in the same order).  It is
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
from typing import Any, Protocol

INTERFACE = 2  # the compiled core's INTERFACE that this module calls (the C file says its own)

Placement = tuple[int, int]  # (the piece's index in LETTERS, its cells as the solver's bits)
Table = Mapping[tuple[int, int], Sequence[tuple[int, int, int]]]


class Batches(Protocol):
    """A compiled search run a batch at a time: the book's (placements) or Algorithm X's (rows)."""

    nodes: int
    done: bool

    def next(self, limit: int) -> tuple[Any, ...] | None: ...

    def path(self) -> tuple[Any, ...]: ...


class CoreSearch(Batches, Protocol):
    """The book's search (``_pentoc.Search``): tilings as placements ``(piece, mask)``."""

    def start(self, occupied: int, used: int) -> None: ...


class CoreCover(Batches, Protocol):
    """Algorithm X (``_pentoc.Cover``): covers as the indices of their rows."""

    def start(self, rows: bytes, columns: bytes) -> None: ...


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


COLUMN_WORDS = 2  # the core's columns: 128 at most (12 pieces and 64 cells)


def words(bits: int, count: int) -> bytes:
    """A bit set as the core reads it: ``count`` little-endian 64-bit words."""
    return bits.to_bytes(8 * count, "little")


def new_cover(rows_of: Sequence[int], clash: Sequence[int], columns_of: Sequence[int]) -> CoreCover | None:
    """Algorithm X's compiled search over the exact cover given as bit sets (None without the core): for each
    column its rows, for each row the rows it clashes with and its columns."""
    if CORE is None:
        return None
    count = max(1, (len(clash) + 63) // 64)
    cover: CoreCover = CORE.Cover(count, b"".join(words(rows, count) for rows in rows_of),
                                  b"".join(words(rows, count) for rows in clash),
                                  b"".join(words(columns, COLUMN_WORDS) for columns in columns_of))
    return cover


def first_cells(masks: frozenset[int] | None, cells: int) -> int:
    """The first cells (lowest bits) of the placements ``masks`` as one bit set (all ``cells`` when None)."""
    if masks is None:
        return (1 << cells) - 1
    found = 0
    for mask in masks:
        found |= mask & -mask
    return found
