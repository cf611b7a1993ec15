"""How large the table of a long proof is by default: a share of the memory this machine has free (pure rule, one
read of the system).

``analyse kalah``'s proofs (and the frontier's proofs on a Dask worker, games/kalah/split_proof.py) go several times
faster with a table of gigabytes than with one of a gigabyte: the (6,5) start, 5 stones a pit, takes 7 minutes with
8 GB and more than half an hour with 1 GB.  So their default follows the memory: ``table_megabytes`` of what is
available now (``available_megabytes``) and, on a Dask worker, of the worker's memory limit.  Only these command-line
proofs follow it: the window's own searches (the coach's looks, Perfect's turns, the board's analysis) keep their
small fixed tables (``perfect.PROOF_MEGABYTES``, ``exercises.PROOF_MEGABYTES``).
"""
from __future__ import annotations

import ctypes
import os
import subprocess
import sys

from games.kalah.ai import number_from_environment

SHARE = 2  # the table takes at most 1 / SHARE of the memory available (the endgame table and Python need room too)
MOST_MEGABYTES = 16384  # and never more than this: the proofs gain little past it
LEAST_MEGABYTES = 64  # nor less than this, unless less is free
UNKNOWN_MEGABYTES = 1024  # what a machine whose memory cannot be read is taken to leave a proof


def table_megabytes(available: int | None, limit: int | None = None) -> int:
    """The default table of a long proof, in MB, from the memory ``available`` now (MB; None when it could not be
    read) and a process's memory ``limit`` (MB: a Dask worker's; None for none): 1 / ``SHARE`` of the smaller,
    within ``LEAST_MEGABYTES``..``MOST_MEGABYTES``, and never more than is available."""
    if available is None:
        return UNKNOWN_MEGABYTES if limit is None else min(UNKNOWN_MEGABYTES, max(1, limit // SHARE))
    room = available if limit is None else min(available, limit)
    wanted = min(MOST_MEGABYTES, max(LEAST_MEGABYTES, room // SHARE))
    return max(1, min(wanted, room))


def available_megabytes() -> int | None:
    """The physical memory available now, in MB (free, and what the system would give back at once); None when
    this system does not say."""
    try:
        if sys.platform == "win32":
            return _windows_available() >> 20
        if sys.platform == "darwin":
            return _mac_available() >> 20
        return _posix_available() >> 20
    except (OSError, ValueError, AttributeError, subprocess.SubprocessError):
        return None


def _posix_available() -> int:
    """Linux's MemAvailable (free memory and the caches it can reclaim), else the free pages ``os.sysconf`` counts."""
    try:
        with open("/proc/meminfo", encoding="ascii") as lines:
            for line in lines:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) << 10
    except OSError:
        pass
    return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")


def _mac_available() -> int:
    """macOS: the free pages times the page size (``sysctl``)."""
    words = subprocess.run(["sysctl", "-n", "hw.pagesize", "vm.page_free_count"],
                           capture_output=True, text=True, timeout=5, check=True).stdout.split()
    return int(words[0]) * int(words[1])


class _MemoryStatus(ctypes.Structure):
    _fields_ = [("length", ctypes.c_ulong), ("load", ctypes.c_ulong), ("total", ctypes.c_ulonglong),
                ("available", ctypes.c_ulonglong), ("total_page_file", ctypes.c_ulonglong),
                ("available_page_file", ctypes.c_ulonglong), ("total_virtual", ctypes.c_ulonglong),
                ("available_virtual", ctypes.c_ulonglong), ("available_extended", ctypes.c_ulonglong)]


def _windows_available() -> int:
    """Windows: ``GlobalMemoryStatusEx``'s available physical memory."""
    status = _MemoryStatus()
    status.length = ctypes.sizeof(_MemoryStatus)
    if not ctypes.windll.kernel32.GlobalMemoryStatusEx(ctypes.byref(status)):  # type: ignore[attr-defined]
        raise OSError("GlobalMemoryStatusEx failed")
    return int(status.available)


def default_table_megabytes(limit: int | None = None) -> int:
    """``table_megabytes`` of this machine's memory now (and of ``limit``, a worker's memory limit in MB)."""
    return table_megabytes(available_megabytes(), limit)


def proof_megabytes(limit: int | None = None) -> int:
    """The table of ``analyse kalah``'s proof unless ``--table-mb`` says: the environment's ``ARSAC_KALAH_PROOF_MB``
    when set, else ``default_table_megabytes(limit)``."""
    return number_from_environment("ARSAC_KALAH_PROOF_MB", 0, 1, 1 << 20) or default_table_megabytes(limit)
