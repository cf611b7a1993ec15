"""Kalah's compiled search core (pure): games/kalah/_kalahc.c, a plain C library, called through ctypes.

``Core`` is the compiled negamax with its transposition table, ``build_table`` computes an endgame table and
``forget`` makes the next Core start afresh: the arguments and results games/kalah/ai.py and endgame.py use
(see the C file for what each means).  The searches and the table builds run outside Python's lock, so
the helpers of a parallel search and a table readied in the background run beside the window; the calls
that make and free Cores keep the lock, which makes them one at a time as the C file asks.  ``check`` is
called back every ``check_every`` nodes: an exception it raises ends the search and is raised again by
``negamax``.

``LIBRARY`` is None when the core is not built (or built from an older source): then the pure core serves.
"""
from __future__ import annotations

import ctypes
import threading
from collections.abc import Callable

from games.shared.native import Library, load

INTERFACE = 10  # the C file's INTERFACE that this module calls
OK, FAILED, NO_MEMORY, BUSY, OUT_OF_RANGE = range(5)  # what kalah_negamax and kalah_core_new return
_CHECK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_longlong)
Values = bytes | bytearray


def _declare(library: Library) -> Library:
    """The argument and result types of the core's functions; the tables it reads made once."""
    free, held = library.free, library.held
    held.kalah_core_new.restype = ctypes.c_void_p
    held.kalah_core_new.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_longlong, _CHECK, ctypes.c_longlong,
                                    ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_void_p,
                                    ctypes.c_void_p, ctypes.POINTER(ctypes.c_int)]
    held.kalah_core_free.argtypes = [ctypes.c_void_p]
    free.kalah_negamax.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                   ctypes.c_int, ctypes.POINTER(ctypes.c_int)]
    for name in ("nodes", "inexact", "table_bytes"):
        getattr(held, f"kalah_{name}").restype = ctypes.c_longlong
    for name in ("nodes", "inexact", "lowest", "table_bytes", "stopped"):
        getattr(held, f"kalah_{name}").argtypes = [ctypes.c_void_p]
    held.kalah_set_nodes.argtypes = held.kalah_set_inexact.argtypes = [ctypes.c_void_p, ctypes.c_longlong]
    held.kalah_set_lowest.argtypes = held.kalah_stop.argtypes = [ctypes.c_void_p, ctypes.c_int]
    free.kalah_build_table.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_void_p]
    free.kalah_build_part.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
    held.kalah_table_size.restype = ctypes.c_uint64
    held.kalah_preload.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int]
    held.kalah_init()
    return library


def _loaded() -> Library | None:
    library = load("kalah", INTERFACE)
    return None if library is None else _declare(library)


LIBRARY = _loaded()


def _address(values: Values) -> ctypes.c_void_p | ctypes.Array:
    """Where ``values`` lie, for the core to read (the caller keeps them alive)."""
    if isinstance(values, bytearray):
        return (ctypes.c_char * len(values)).from_buffer(values) if values else ctypes.c_void_p()
    return ctypes.cast(ctypes.c_char_p(values), ctypes.c_void_p)


def _callback(check: Callable[[int], object], raised: list[BaseException]) -> Callable[[int], int]:
    """``check(nodes)`` for the core: 1 (end the search) when it raises, the exception kept in ``raised`` for
    ``negamax``.  (Not a method: a Core would then hold itself through its callback, and be freed only by the
    garbage collector, late for the next Core to take over its table.)"""
    def called(nodes: int) -> int:
        try:
            check(nodes)
        except BaseException as exception:  # noqa: B036 - any exception ends the search and is raised again there
            raised.append(exception)
            return 1
        return 0

    return called


def _counter(name: str, doc: str) -> property:
    """A counter of the core that the driver reads and sets (``kalah_<name>``, ``kalah_set_<name>``)."""
    return property(lambda core: int(getattr(core._held, f"kalah_{name}")(core._handle)),
                    lambda core, value: getattr(core._held, f"kalah_set_{name}")(core._handle, value), doc=doc)


class Core:
    """The compiled negamax (see games/kalah/_kalahc.c): ``negamax(pits, stones, depth, alpha, beta)``, the
    counters ``nodes``, ``inexact``, ``lowest``, ``table_bytes`` and, for a Core with no ``check``, ``stopped``."""

    _handle: int | None

    def __init__(self, values: Values, known_from: int, entries: int, check: Callable[[int], object] | None,
                 check_every: int, scale: int = 1, weight: int = 0, keep: int = 0, empty_capture: bool = False,
                 reductions: tuple[int, int, int, int] | None = None, partner: Core | None = None) -> None:
        if LIBRARY is None:
            raise RuntimeError("Kalah's compiled core is not built")
        self._held, self._free = LIBRARY.held, LIBRARY.free
        self._values, self._partner, self._raised = values, partner, list[BaseException]()
        self._callback = _CHECK(_callback(check, self._raised)) if check is not None else _CHECK()
        self._checked = check is not None
        cuts = None if reductions is None else (ctypes.c_int32 * 4)(*reductions)
        error = ctypes.c_int()
        self._handle = self._held.kalah_core_new(_address(values), known_from, entries, self._callback, check_every,
                                                 scale, weight, int(keep), int(empty_capture), cuts,
                                                 None if partner is None else partner._handle, ctypes.byref(error))
        if not self._handle:
            if error.value == NO_MEMORY:
                raise MemoryError("no memory for Kalah's transposition table")
            raise ValueError("a Core out of range (scale, weight, endgame table), or a partner of another rule or units")
        self._pits = ctypes.create_string_buffer(12)

    def __del__(self) -> None:
        if getattr(self, "_handle", None):
            self._held.kalah_core_free(self._handle)
            self._handle = None

    def negamax(self, pits: bytes, stones: int, depth: int, alpha: int, beta: int) -> int | None:
        """The gain of the position (12 pits seen from the mover), fail-soft; None when stopped."""
        if len(pits) != 12:
            raise ValueError("12 pits")
        value = ctypes.c_int()
        status = self._free.kalah_negamax(self._handle, pits, stones, depth, alpha, beta, ctypes.byref(value))
        if status == OK:
            return value.value
        if status == FAILED:
            if self._raised:
                raise self._raised.pop()
            if self._checked:  # ended by a ``check`` that raised nothing it could keep: an interrupt (Ctrl-C) met the
                raise KeyboardInterrupt  # callback on its way in, which ctypes reports as ignored and ends the call
            return None  # stopped
        if status == BUSY:
            raise RuntimeError("a Core searches on one thread at a time")
        if status == OUT_OF_RANGE:
            raise ValueError("a depth from 0 to 1022")
        raise MemoryError("too many turns")

    nodes = _counter("nodes", "the nodes searched")
    inexact = _counter("inexact", "the evaluations at a horizon")
    lowest = _counter("lowest", "the least depth left at a node")

    @property
    def table_bytes(self) -> int:
        return int(self._held.kalah_table_bytes(self._handle))

    def preload(self, pits: bytes, gains: bytes) -> None:
        """Values known already, read by the search as its own exact ones: positions of 12 pits each (seen from the
        mover) one after the other in ``pits``, their gains in whole stones (signed bytes) in ``gains``."""
        if len(pits) != 12 * len(gains):
            raise ValueError("12 pits a gain")
        self._held.kalah_preload(self._handle, pits, gains, len(gains))

    @property
    def stopped(self) -> bool:
        return bool(self._held.kalah_stopped(self._handle))

    @stopped.setter
    def stopped(self, value: bool) -> None:
        self._held.kalah_stop(self._handle, int(bool(value)))


def build_table(stones: int, empty_capture: bool = False, threads: int = 1,
                report: Callable[[int], None] | None = None, every: float = 1.0) -> bytearray:
    """The endgame table's values for the positions of at most ``stones`` stones (games/kalah/endgame.py), built by
    ``threads`` threads at once (the C file's kalah_build_part: the same values however many).  ``report``, if
    given, is called about every ``every`` seconds while the build runs with the values known so far (estimated
    from a sample: ``known``)."""
    if LIBRARY is None:
        raise RuntimeError("Kalah's compiled core is not built")
    if not 0 <= stones <= 20:
        raise ValueError("0 to 20 stones")
    if threads < 1:
        raise ValueError("one thread at least")
    values = bytearray(b"\x80") * LIBRARY.held.kalah_table_size(stones)  # -128 everywhere: nothing known yet
    address, failed = _address(values), list[int]()

    def part(index: int) -> None:
        if LIBRARY is not None and LIBRARY.free.kalah_build_part(stones, int(empty_capture), address, index, threads) < 0:
            failed.append(index)

    builders = [threading.Thread(target=part, args=(index,), name="kalah-table", daemon=True) for index in range(threads)]
    for builder in builders:
        builder.start()
    for builder in builders:
        builder.join(every if report else None)
        while builder.is_alive():
            if report:
                report(known(values))
            builder.join(every if report else None)
    if failed:
        raise MemoryError("no memory to build an endgame table")
    return values


SAMPLES = 1 << 16  # the values ``known`` looks at, at most


def known(values: Values) -> int:
    """About how many of a table's ``values`` are known (not -128) while it is built: counted on an even sample."""
    stride = max(1, len(values) // SAMPLES)
    sample = values[::stride]
    return len(values) * (len(sample) - sample.count(0x80)) // len(sample) if sample else 0


def forget() -> None:
    """The next Core reads nothing of the last one's entries."""
    if LIBRARY is not None:
        LIBRARY.held.kalah_forget()
