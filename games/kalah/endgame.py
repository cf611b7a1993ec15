"""Kalah's endgame table (pure): the exact gain of every position with few stones left in the pits.

The gain (see games/kalah/core.py) of a position -- what the mover will still bank minus what
the opponent will, with perfect play on both sides -- depends on the 12 pits only.  The table
holds it for every position of at most ``STONES`` stones in the pits: ``C(STONES + 12, 12)``
signed bytes (646,646 for 10 stones), in the order of a dense ranking of the pits.  Each capture
rule (games/kalah/rules.py) has its own table, and its own file.

It is computed once, on first use, from the smallest positions up (a turn never puts stones
back into the pits, and one that banks nothing moves stones forward, so the positions it
reaches are either smaller or, on the same level, never lead back), then kept in the user's
cache folder (``engine.files.paths.cache_dir()``), written atomically with a checksum; a file that is
missing, damaged, truncated, of another size or another rule is ignored and the table computed again and saved
over it (what was wrong goes in ``NOTICES``, for the command line to say).  A table is built once at a time: its
build holds the table's build lock (``engine.files.lock.build_lock``), and another process or thread that wants it
waits and reads it (or, ``save_in_cache(wait=False)``, gives up); the build says how far it is in its build file
(``engine.files.builds``: ``about``, the Kalah board and the About screen read it).

Ranking: with ``c_k = k + p_0 + ... + p_k`` (strictly increasing, ``c_11 <= 11 + STONES``) the
rank is ``sum(comb(c_k, k + 1))``, the combinatorial number of the set {c_0..c_11}.  Its first
six terms depend on the mover's half only and the other six on the opponent's half and the
mover's stones, so a rank is one dict look-up per half: ``first, rest = HALVES[mine]``,
``rank = first + rest[theirs]``.
"""
from __future__ import annotations

import hashlib
import os
import sys
from array import array
from collections.abc import Callable
from functools import cached_property
from math import comb
from pathlib import Path

from engine.files.atomic import write_bytes_atomic
from engine.files.builds import Progress, note_ready
from engine.files.lock import build_lock
from engine.language.translation import N_
from games.kalah.core import CHILD, GAIN_OFFSET, GAIN_SHIFT, HALF, MINE, PITS, compiled_core, pack, turns

_kalahc = compiled_core()  # the optional compiled core (built at install time: games/shared/native.py)

STONES = 10
# the compiled core builds a table on this many threads: the cores this process may use, at most four
BUILD_THREADS = min(4, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)
FILE_NAME = "kalah-endgame-{stones}{rule}.bin"  # rule: "" for the standard capture, "-empty" for empty capture
MAGIC = b"arsac-arcade kalah endgame table v1"
EMPTY_MAGIC = MAGIC + b" capture=empty"
_UNKNOWN = -128


def _halves(most: int) -> list[list[tuple[int, ...]]]:
    """The pits of one side holding 0..most stones, grouped by their sum."""
    by_sum: list[list[tuple[int, ...]]] = [[] for _ in range(most + 1)]
    rows: list[tuple[int, ...]] = [()]
    for _ in range(PITS):
        rows = [row + (stones,) for row in rows for stones in range(most - sum(row) + 1)]
    for row in rows:
        by_sum[sum(row)].append(row)
    return by_sum


def size_of(stones: int) -> int:
    """The number of positions (values) in the table of ``stones`` stones: ``C(stones + 12, 12)``."""
    return comb(stones + 2 * PITS, 2 * PITS)


def _part(pits: tuple[int, ...], first_k: int, offset: int) -> int:
    """The terms ``comb(c_k, k + 1)`` of the rank for the pits at places ``first_k..``."""
    part, running = 0, offset
    for k, stones in enumerate(pits, first_k):
        running += stones
        part += comb(k + running, k + 1)
    return part


class EndgameTable:
    """The gains of every position of at most ``stones`` stones in the pits (see the module docstring)."""

    def __init__(self, stones: int = STONES, values: bytes | None = None, compiled: bool = True,
                 empty_capture: bool = False, report: Callable[[int], None] | None = None) -> None:
        self.stones = stones
        self.empty_capture = empty_capture
        self.size = size_of(stones)
        if values is None and compiled and _kalahc is not None:  # the compiled core computes the same values faster
            values = _kalahc.build_table(stones, empty_capture, BUILD_THREADS, report)  # report: the values known
        if values is None:
            values = self._compute().tobytes()
        elif len(values) != self.size:
            raise ValueError(f"an endgame table of {stones} stones has {self.size} values, not {len(values)}")
        self.raw = values if isinstance(values, (bytes, bytearray)) else bytes(values)  # held once (for the compiled core)
        self.values = memoryview(self.raw).cast("b")  # the same, read as signed numbers

    @cached_property
    def halves(self) -> dict[int, tuple[int, dict[int, int]]]:
        """The mover's half -> (its part of the rank, the opponent's half -> the rest of the rank): made when
        first needed (the pure core, ``rank``, ``gain``; the compiled core ranks by itself), as with 18
        stones they take more memory than the values."""
        by_sum = _halves(self.stones)
        rests = [{pack(pits): _part(pits, PITS, mine_sum)
                  for total in range(self.stones - mine_sum + 1) for pits in by_sum[total]}
                 for mine_sum in range(self.stones + 1)]
        return {pack(pits): (_part(pits, 0, 0), rests[mine_sum])
                for mine_sum in range(self.stones + 1) for pits in by_sum[mine_sum]}

    def rank(self, packed: int) -> int:
        first, rest = self.halves[packed & MINE]
        return first + rest[packed >> HALF]

    def gain(self, packed: int) -> int:
        """The exact gain of a position of at most ``stones`` stones in its pits (not finished)."""
        first, rest = self.halves[packed & MINE]
        return self.values[first + rest[packed >> HALF]]

    def _compute(self) -> array:
        by_sum = _halves(self.stones)
        values = array("b", [_UNKNOWN]) * self.size
        halves = self.halves
        old_limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(old_limit, 10_000))

        def solve(packed: int, stones: int) -> int:
            found: list[int] = []
            turns(packed, stones, found, GAIN_OFFSET, self.empty_capture)
            best = -GAIN_OFFSET
            for turn in found:
                won = (turn >> GAIN_SHIFT) - GAIN_OFFSET
                child = turn & CHILD
                if child:
                    first, rest = halves[child & MINE]
                    at = first + rest[child >> HALF]
                    known = values[at]
                    if known == _UNKNOWN:  # a turn that banked nothing: the same number of stones
                        known = values[at] = solve(child, stones - won)
                    won -= known
                if won > best:
                    best = won
            return best

        try:
            for stones in range(self.stones + 1):
                for mine_sum in range(stones + 1):
                    for mine in by_sum[mine_sum]:
                        low = pack(mine)
                        first, rest = halves[low]
                        for theirs in by_sum[stones - mine_sum]:
                            high = pack(theirs) << HALF
                            at = first + rest[high >> HALF]
                            if values[at] != _UNKNOWN:
                                continue
                            if not mine_sum or mine_sum == stones:  # a finished game: each sweeps its own
                                values[at] = 2 * mine_sum - stones
                            else:
                                values[at] = solve(low | high, stones)
        finally:
            sys.setrecursionlimit(old_limit)
        return values

    def header(self) -> bytes:
        """The first line of the table's file (its values follow): what it is, its size and its checksum."""
        digest = hashlib.sha256(self.raw).hexdigest().encode()
        magic = EMPTY_MAGIC if self.empty_capture else MAGIC
        return b"%s %d %d %s\n" % (magic, self.stones, self.size, digest)

    @classmethod
    def read(cls, path: Path, stones: int, empty_capture: bool = False) -> EndgameTable:
        """The table saved in the file ``path`` (its ``header``, then its values); ``ValueError`` if it is not one
        of ``stones`` stones under the capture rule asked for, or damaged, ``OSError`` if it cannot be read.  The
        values are read once, straight into one object: a large table is not held twice in memory while it loads."""
        with open(path, "rb") as file:
            header = file.readline(len(EMPTY_MAGIC) + 120)  # room for the sizes and the checksum: 120 is ample
            body = file.read(size_of(stones))
            if file.read(1):
                raise ValueError("an endgame table of another size")
        words = header.rstrip(b"\n").split(b" ")
        if not header.endswith(b"\n") or b" ".join(words[:-3]) != (EMPTY_MAGIC if empty_capture else MAGIC) \
                or len(words) < 4:
            raise ValueError("not a Kalah endgame table of this capture rule")
        if int(words[-3]) != stones or int(words[-2]) != len(body):
            raise ValueError("an endgame table of another size")
        if hashlib.sha256(body).hexdigest().encode() != words[-1]:
            raise ValueError("a damaged endgame table")
        return cls(stones, body, empty_capture=empty_capture)


_loaded: dict[tuple[int, bool], EndgameTable] = {}
# what was wrong with the cached tables found unfit since the process began, in English (each computed again and
# saved over): ``analyse kalah`` says them; a missing file is not one
NOTICES: list[str] = []


def _where(folder: Callable[[], Path] | Path | None, stones: int, empty_capture: bool) -> Path:
    """The cache file of the table of ``stones`` stones under a capture rule."""
    if folder is None:
        from engine.files.paths import cache_dir

        folder = cache_dir
    return (folder() if callable(folder) else folder) / file_name(stones, empty_capture)


def ready(stones: int, empty_capture: bool = False, folder: Callable[[], Path] | Path | None = None) -> bool:
    """Is the table at hand without computing it (in memory, or in the cache folder)?"""
    return (stones, empty_capture) in _loaded or _where(folder, stones, empty_capture).is_file()


def table(folder: Callable[[], Path] | Path | None = None, stones: int = STONES,
          empty_capture: bool = False) -> EndgameTable:
    """The table of ``stones`` stones under a capture rule: kept in memory once loaded, read from ``folder``
    (the user's cache folder by default) or computed and saved there.  A cache that cannot be written is
    not an error: the table is then computed again in the next session.  Loading a table larger than the
    game's lets go of the smaller ones of its rule, except the game's (the computer takes the largest ready).
    """
    if (stones, empty_capture) in _loaded:
        return _loaded[stones, empty_capture]
    where = _where(folder, stones, empty_capture)
    try:
        found = EndgameTable.read(where, stones, empty_capture)
        if stones > STONES:  # a large table built before the build files were: named ready (``about``)
            note_ready(where, EMPTY_WHAT if empty_capture else WHAT, {"stones": stones}, size_of(stones))
    except FileNotFoundError:
        found = _computed_and_saved(where, stones, empty_capture)
    except (OSError, ValueError) as error:
        NOTICES.append(f"{where.name}: {error}")
        found = _computed_and_saved(where, stones, empty_capture)
    for smaller in [key for key in _loaded if key[1] == empty_capture and STONES < key[0] < stones]:
        del _loaded[smaller]  # a larger table replaces it: memory holds the game's and one larger table a rule
    _loaded[stones, empty_capture] = found
    return found


def save_in_cache(stones: int, empty_capture: bool = False, folder: Callable[[], Path] | Path | None = None,
                  wait: bool = True) -> bool:
    """Compute the table of ``stones`` stones and save it in ``folder`` (the cache folder by default), unless it
    is ready already, without keeping it in memory: for a thread or a process that readies a large table while the
    window or a proof goes on (the compiled core's computation lets other threads run).  A build of the same table
    under way elsewhere is waited for (``wait``), never done twice.  False, and nothing done, without the compiled
    core (the pure computation of a large table takes hours), or when another builds it and ``wait`` is False."""
    if _kalahc is None:
        return False
    if ready(stones, empty_capture, folder):
        return True
    where = _where(folder, stones, empty_capture)
    with build_lock(where, wait) as held:
        if held and not where.is_file():
            _build_and_save(where, stones, empty_capture)
    return held


def file_name(stones: int, empty_capture: bool = False) -> str:
    """The name of the table's file in the cache folder."""
    return FILE_NAME.format(stones=stones, rule="-empty" if empty_capture else "")


WHAT = N_("the Kalah endgame table of {stones} stones")  # a build's words (engine/files/builds.py)
EMPTY_WHAT = N_("the Kalah endgame table of {stones} stones, empty capture")


def _progress(where: Path, stones: int, empty_capture: bool) -> Progress:
    """The build file of the table at ``where``, its build beginning."""
    return Progress(where, EMPTY_WHAT if empty_capture else WHAT, {"stones": stones}, size_of(stones))


def _computed_and_saved(where: Path, stones: int, empty_capture: bool) -> EndgameTable:
    """The table saved at ``where`` by a build that ran meanwhile (its lock waited for), else computed and saved
    there (atomically) if the folder can be written."""
    with build_lock(where):
        try:
            return EndgameTable.read(where, stones, empty_capture)
        except (OSError, ValueError):  # missing, or as damaged as it was a moment ago (the caller said why)
            return _build_and_save(where, stones, empty_capture)


def _build_and_save(where: Path, stones: int, empty_capture: bool) -> EndgameTable:
    """The table computed, saying how far in its build file, and saved at ``where`` (its build lock held)."""
    progress = _progress(where, stones, empty_capture)
    found = EndgameTable(stones, empty_capture=empty_capture, report=progress.update)
    try:
        write_bytes_atomic(where, found.header(), found.raw)  # not joined: a large table is held once
    except OSError:
        return found
    progress.finish()
    return found
