"""The compiled cores (pure): plain C libraries found beside the code and loaded with ctypes.

Three cores, each a C file with a small C interface and no Python.h: ``kalah`` (games/kalah/_kalahc.c: the
search and the endgame tables), ``searches`` (games/shared/_searchc.c: the rulers', covering queens' and n
queens' fast paths) and ``pentominoes`` (games/pentominoes/_pentoc.c).  ``packaging/cores.py`` builds them
into this folder's ``compiled/`` (``kalah.dll``, ``libkalah.so``, ``libkalah.dylib`` …) at install time,
with the machine's C compiler or, where there is none, zig's from the package index.  A library built for
the system serves every Python version, so one build is enough for the standalone app too.

A core is checked before the dynamic loader sees it (``engine/files/integrity.py``: against the manifest its
build wrote beside it): a damaged library, or one the manifest cannot vouch for (the manifest missing, cut
short, unreadable, or leaving it out), is never loaded, and the caller runs its pure Python code, as when no
core was built.  A core that is missing, or built from an older
source (its ``*_interface()`` is not the one its caller expects), is None here, and its caller runs its pure
Python code.  ``ARSAC_PURE=1`` in the environment makes every core None (to compare, or to be a user the cores do not reach).

Each library is loaded twice: as ``CDLL``, whose calls let other Python threads run (the long searches), and
as ``PyDLL``, whose calls hold the interpreter's lock (short calls on shared state: the lock serialises them).
"""
from __future__ import annotations

import ctypes
import os
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

FOLDER = Path(__file__).resolve().with_name("compiled")
CORES = ("kalah", "searches", "pentominoes")


def file_name(core: str, system: str = sys.platform) -> str:
    """The library's file name on ``system`` (``sys.platform``'s names: win32, darwin, linux …)."""
    if system == "win32":
        return f"{core}.dll"
    return f"lib{core}.dylib" if system == "darwin" else f"lib{core}.so"


@dataclass(frozen=True)
class Library:
    """A loaded core: ``free`` for calls that release the interpreter's lock, ``held`` for those that keep it."""

    free: ctypes.CDLL
    held: ctypes.PyDLL


@cache
def load(core: str, interface: int) -> Library | None:
    """The core ``core`` when it is built and speaks ``interface``, else None (see the module's docstring)."""
    from engine.files.integrity import vouched  # (when asked: packaging/cores.py reads this file before an install)

    path = FOLDER / file_name(core)
    if os.environ.get("ARSAC_PURE") == "1" or not vouched(FOLDER, path.name):
        return None
    try:
        free, held = ctypes.CDLL(str(path)), ctypes.PyDLL(str(path))
        speaks = getattr(free, f"{core}_interface")
    except (OSError, AttributeError):  # not a library for this system, or not this project's
        return None
    speaks.restype = ctypes.c_int
    return Library(free, held) if speaks() == interface else None
