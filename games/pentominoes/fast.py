"""The pentomino search's fast path (pure): the book's search run by the compiled core, a batch at a time.

``games/pentominoes/_pentoc.c`` is the book's first-empty-cell search of ``solver._cover_quiet`` in C,
on the same bits, with the same tables (flattened here), trying the placements in the same order and
counting the same nodes; so it finds the same tilings in the same order as the stepping search.  It
holds Algorithm X too (``solver.CompiledCover.quiet``: the same bit sets of rows and columns, the same column
branched on, the rows in the same order).  It is a plain C library (``games.shared.native``, built at
install time): without it, ``CORE`` is None and the solver keeps its pure Python search.

A search is resumable: ``next(limit)`` returns the next tiling found within ``limit`` more nodes, or
None when the limit is reached or the search is over.  The solver runs it a batch at a time, so the
scene's "To the end" stays responsive (a frame takes a few batches), can be paused and stopped, and
can show where the search stands (``path()``) between two batches.
"""
from __future__ import annotations

import ctypes
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from games.shared.native import Library, load

INTERFACE = 3  # the compiled core's INTERFACE that this module calls (the C file says its own)
MOST_PLACED = 14  # the most placements or rows a tiling or a path has (12 pieces, with room)

Placement = tuple[int, int]  # (the piece's index in LETTERS, its cells as the solver's bits)
Table = Mapping[tuple[int, int], Sequence[tuple[int, int, int]]]


class Batches(Protocol):
    """A compiled search run a batch at a time: the book's (placements) or Algorithm X's (rows)."""

    @property
    def nodes(self) -> int: ...

    @property
    def done(self) -> bool: ...

    def next(self, limit: int) -> tuple[Any, ...] | None: ...

    def path(self) -> tuple[Any, ...]: ...


class _Batched:
    """A compiled search (``pento_search_*`` or ``pento_cover_*``) run a batch at a time."""

    def __init__(self, library: Library, prefix: str, handle: int | None) -> None:
        if not handle:
            raise ValueError("tables that do not fit the board, or no memory")
        self._free, self._handle = library.free, ctypes.c_void_p(handle)
        self._call: Callable[[str], Any] = lambda name: getattr(library.free, f"{prefix}_{name}")
        self._rows = (ctypes.c_int32 * MOST_PLACED)()

    def __del__(self) -> None:
        if getattr(self, "_handle", None):
            self._call("free")(self._handle)

    @property
    def nodes(self) -> int:
        return int(self._call("nodes")(self._handle))

    @property
    def done(self) -> bool:
        return bool(self._call("done")(self._handle))


class CompiledSearch(_Batched):
    """The book's search: tilings as placements ``(piece, mask)``."""

    def __init__(self, library: Library, h: int, w: int, offsets: list[int], entries: list[int], x_cells: int) -> None:
        handle = library.free.pento_search_new(h, w, (ctypes.c_int32 * len(offsets))(*offsets), len(offsets),
                                               (ctypes.c_int64 * max(1, len(entries)))(*entries), len(entries), x_cells)
        super().__init__(library, "pento_search", handle)
        self._masks = (ctypes.c_uint64 * MOST_PLACED)()

    def start(self, occupied: int, used: int) -> None:
        self._call("start")(self._handle, ctypes.c_uint64(occupied), ctypes.c_uint32(used))

    def next(self, limit: int) -> tuple[Placement, ...] | None:
        count = self._call("next")(self._handle, ctypes.c_longlong(limit), self._rows, self._masks)
        return self._placements(count) if count else None

    def path(self) -> tuple[Placement, ...]:
        return self._placements(self._call("path")(self._handle, self._rows, self._masks))

    def _placements(self, count: int) -> tuple[Placement, ...]:
        return tuple(zip(self._rows[:count], self._masks[:count]))


class CompiledCover(_Batched):
    """Algorithm X: covers as the indices of their rows."""

    def __init__(self, library: Library, words: int, rows_of: bytes, clash: bytes, columns_of: bytes) -> None:
        handle = library.free.pento_cover_new(words, rows_of, len(rows_of), clash, len(clash), columns_of, len(columns_of))
        super().__init__(library, "pento_cover", handle)

    def start(self, rows: bytes, columns: bytes) -> None:
        if self._call("start")(self._handle, rows, ctypes.c_int64(len(rows)), columns, ctypes.c_int64(len(columns))) < 0:
            raise ValueError("a set larger than the cover")

    def next(self, limit: int) -> tuple[int, ...] | None:
        count = self._call("next")(self._handle, ctypes.c_longlong(limit), self._rows)
        return tuple(self._rows[:count]) if count else None

    def path(self) -> tuple[int, ...]:
        return tuple(self._rows[:self._call("path")(self._handle, self._rows)])


def load_core() -> Library | None:
    """The compiled core when it was built from this source, else None (the pure search serves)."""
    library = load("pentominoes", INTERFACE)
    if library is not None:  # the types of the calls that are not ints, declared once
        free = library.free
        free.pento_search_new.restype = free.pento_cover_new.restype = ctypes.c_void_p
        free.pento_search_new.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p,
                                          ctypes.c_int, ctypes.c_uint64]
        free.pento_cover_new.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int64, ctypes.c_char_p, ctypes.c_int64,
                                         ctypes.c_char_p, ctypes.c_int64]
        free.pento_search_nodes.restype = free.pento_cover_nodes.restype = ctypes.c_longlong
    return library


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


def new_search(h: int, w: int, table: Table, x_cells: int) -> CompiledSearch | None:
    """A compiled search over a board of ``h`` x ``w`` bits (None without the core).

    ``x_cells``: the bits where the X piece's first cell may go (with ``distinct``, X kept to its corner).
    """
    if CORE is None:
        return None
    offsets, entries = flat_tables(h, table)
    return CompiledSearch(CORE, h, w, offsets, entries, x_cells)


COLUMN_WORDS = 2  # the core's columns: 128 at most (12 pieces and 64 cells)


def words(bits: int, count: int) -> bytes:
    """A bit set as the core reads it: ``count`` little-endian 64-bit words."""
    return bits.to_bytes(8 * count, "little")


def new_cover(rows_of: Sequence[int], clash: Sequence[int], columns_of: Sequence[int]) -> CompiledCover | None:
    """Algorithm X's compiled search over the exact cover given as bit sets (None without the core): for each
    column its rows, for each row the rows it clashes with and its columns."""
    if CORE is None:
        return None
    count = max(1, (len(clash) + 63) // 64)
    return CompiledCover(CORE, count, b"".join(words(rows, count) for rows in rows_of),
                  b"".join(words(rows, count) for rows in clash),
                  b"".join(words(columns, COLUMN_WORDS) for columns in columns_of))


def first_cells(masks: frozenset[int] | None, cells: int) -> int:
    """The first cells (lowest bits) of the placements ``masks`` as one bit set (all ``cells`` when None)."""
    if masks is None:
        return (1 << cells) - 1
    found = 0
    for mask in masks:
        found |= mask & -mask
    return found
