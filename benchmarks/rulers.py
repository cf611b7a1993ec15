"""Speed of the rulers (Puzzle 23) and signs (Puzzle 27) searches, printed as tables.

Run from the repository: ``python -m benchmarks.rulers``.  The longest ruler for n = 7 … 10
marks (the quiet search: cases and seconds), the book's shortcut beside it, and each scene
at "instant" against its solver alone (the same step stream drained without a window).
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.scene_speed import print_scene_against_solver  # noqa: E402
from games.ruler import solver as ruler  # noqa: E402


def rulers(low: int = 7, high: int = 10) -> None:
    print(f"{'marks':>5} {'shortcut':>9} {'length':>7} {'rulers':>7} {'cases':>12} {'seconds':>9}")
    for n in range(low, high + 1):
        for shortcut in (False, True):
            started = time.perf_counter()
            length, found, stats = ruler.longest(ruler.Params(n, shortcut))
            print(f"{n:>5} {'yes' if shortcut else 'no':>9} {length:>7} {len(found):>7} {stats['cases']:>12,} "
                  f"{time.perf_counter() - started:>9.2f}", flush=True)


if __name__ == "__main__":
    rulers(*(int(a) for a in sys.argv[1:3]))
    print()
    print_scene_against_solver("signs", {"numbers": "1 2 3 4 5 6 7 8 9 10 11 12 13 14", "total": "15",
                                          "method": "binary"})
    for n in (8, 9, 10):
        print_scene_against_solver("ruler", {"marks": n, "shortcut": False})
