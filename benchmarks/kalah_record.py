"""Reading a .klh header line of many spaces: the old backtracking pattern against the new reader.

Run from the repository: ``python -m benchmarks.kalah_record [--repeat N] [--sizes 5000 20000 100000]``.

The line is ``# date:x<spaces>y``.  Columns (medians of ``--repeat`` runs; the old pattern is run
once at the largest size, where one run takes about a minute):

- *old*: the pattern the reader used until the hardening, ``#\\s*([A-Za-z][\\w ]*?)\\s*:\\s*(.*?)\\s*``
  with ``fullmatch``; ``(.*?)\\s*`` tries every split of the spaces, so its time grows with the
  square of the line;
- *new line*: the new reader's header step on the same line, with no line limit (``str.partition``
  and ``str.strip``: linear);
- *parse_record*: the whole new ``parse_record`` on the line and one move, which refuses a line
  over ``MAX_LINE`` characters at once.
"""
from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.kalah import record  # noqa: E402

OLD_HEADER_LINE = re.compile(r"#\s*([A-Za-z][\w ]*?)\s*:\s*(.*?)\s*")  # the reference, as it was
SLOW = 50_000  # from this size the old pattern is timed once


def _line(spaces: int) -> str:
    return "# date:x" + " " * spaces + "y"


def _old(line: str) -> None:
    OLD_HEADER_LINE.fullmatch(line.strip())


def _new_line(line: str) -> None:
    record._header_entry(line.strip())  # the step alone, without the line limit


def _parse(line: str) -> None:
    try:
        record.parse_record(line + "\nA = 1 2\n")
    except record.RecordError:
        pass


def _median(run: Callable[[str], None], line: str, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run(line)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _seconds(value: float) -> str:
    return f"{value:9.3f} s" if value >= 0.1 else f"{value * 1e3:8.3f} ms" if value >= 1e-4 else f"{value * 1e6:8.1f} µs"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--sizes", type=int, nargs="+", default=[5000, 20_000, 100_000])
    args = parser.parse_args()
    print(f"{'spaces':>8} | {'old':>11} | {'new line':>11} | {'parse_record':>12} | {'old/new line':>12} | "
          f"{'old/parse':>10}")
    print("-" * 80)
    previous = None
    for size in args.sizes:
        line = _line(size)
        old = _median(_old, line, 1 if size >= SLOW else args.repeat)
        new = _median(_new_line, line, args.repeat)
        whole = _median(_parse, line, args.repeat)
        print(f"{size:>8,} | {_seconds(old)} | {_seconds(new)} | {_seconds(whole):>12} | {old / new:>12,.0f} | "
              f"{old / whole:>10,.0f}")
        if previous:
            factor = size / previous[0]
            print(f"{'':>8}   x{old / previous[1]:<10.1f}   x{new / previous[2]:<10.1f}"
                  f"   (size x{factor:.0f}: linear x{factor:.0f}, quadratic x{factor * factor:.0f})")
        previous = (size, old, new)


if __name__ == "__main__":
    main()
