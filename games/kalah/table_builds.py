"""Kalah's larger endgame tables built in the background (pure): a fresh Python at the lowest priority saves them in
the cache folder, the smallest first, and ends.  It stops at a table another process is building (that one goes on
to the larger ones: one build at a time, ``engine.files.lock.build_lock``), and says how far it is in the table's
build file (``engine.files.builds``), which the command line, the Kalah board and the About screen read.  The window
never builds a table itself: its own process stays idle while a person thinks."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from games.kalah import endgame

BUILD = ("import os, sys\nsys.path.insert(0, sys.argv[1])\nif hasattr(os, 'nice'):\n    os.nice(19)\n"
         "from games.kalah import endgame\nfor stones in sys.argv[3:]:\n"
         "    if not endgame.save_in_cache(int(stones), sys.argv[2] == 'empty', wait=False):\n        break\n")


def start(tables: list[int], empty_capture: bool) -> bool:
    """Start the process that builds ``tables`` (stones, the smallest first) under a capture rule; False when no
    process can start (the next proof or game tries again)."""
    top = str(Path(endgame.__file__).resolve().parents[2])  # the folder holding ``games``
    try:
        subprocess.Popen([sys.executable, "-c", BUILD, top, "empty" if empty_capture else "standard",
                          *map(str, tables)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, start_new_session=True)
    except OSError:
        return False
    return True
