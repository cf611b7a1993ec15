"""Kalah's larger endgame tables built in the background (pure): a fresh Python at the lowest priority saves them in
the cache folder, the smallest first, and ends.  It stops at a table another process is building (that one goes on
to the larger ones: one build at a time, ``engine.files.lock.build_lock``), and says how far it is in the table's
build file (``engine.files.builds``), which the command line, the Kalah board and the About screen read.  The window
never builds a table itself: its own process stays idle while a person thinks.  A thread of the starting process waits
for the builder (``REAPER``), so that it is reaped as soon as it ends, never left a zombie until the proof or the
window ends."""
from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

from games.kalah import endgame

BUILD = ("import os, sys\nsys.path.insert(0, sys.argv[1])\nif hasattr(os, 'nice'):\n    os.nice(19)\n"
         "from games.kalah import endgame\nfor stones in sys.argv[3:]:\n"
         "    if not endgame.save_in_cache(int(stones), sys.argv[2] == 'empty', wait=False):\n        break\n")
REAPER = "reaps the endgame table build"  # the name of the thread that waits for the builder


def start(tables: list[int], empty_capture: bool) -> bool:
    """Start the process that builds ``tables`` (stones, the smallest first) under a capture rule; False when no
    process can start (the next proof or game tries again)."""
    top = str(Path(endgame.__file__).resolve().parents[2])  # the folder holding ``games``
    try:
        builder = subprocess.Popen([sys.executable, "-c", BUILD, top, "empty" if empty_capture else "standard",
                                    *map(str, tables)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, start_new_session=True)
    except OSError:
        return False
    threading.Thread(target=builder.wait, name=REAPER, daemon=True).start()  # reaped as soon as it ends
    return True
