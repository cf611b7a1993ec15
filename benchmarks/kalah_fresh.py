"""Kalah's 4-stone start proved from a fresh profile and a second time (issue 45): the four times, and the tables.

Run from the repository: ``python -m benchmarks.kalah_fresh [--runs N] [--only standard|empty] [--no-book] [--tables]``.

For each capture rule and each run: a new, empty ``ARSAC_ARCADE_HOME`` (a fresh profile: no endgame table in its
cache), then ``main.py analyse kalah --desk 4,...,4,0 --to-move A --capture RULE --seconds 600 --json`` in a process
of its own under ``/usr/bin/time -v`` (the wall time of the whole process, the tables it builds included); then the
wait for the large table that run had built in the background; then the same command again in the same profile
(the second time).  One process at a time, never two proofs at once.  The table gives the medians of the runs'
wall times and CPU times (user and system: on a shared machine the wall time says more of the others' load), the
nodes, nodes a second and peak memory (max RSS) of the last run.

The proofs read the perfect player's book's values (games/kalah/perfect.py, ``known_values``): every first turn of
the start leads to a position the book holds, so the proof itself is a few nodes and the time is the tables'.
``--no-book`` proves from nothing (``ARSAC_KALAH_PROOF_BOOK=0``): the search's own speed.

``--tables``: each endgame table's build time on one thread and on all the machine's cores (up to four), in this
process, and the size of its file.  The load average is printed before and after: the machine may be shared.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

HERE = Path(__file__).resolve().parent.parent
START = "4,4,4,4,4,4,0,4,4,4,4,4,4,0"
_RSS = re.compile(r"Maximum resident set size \(kbytes\): (\d+)")
_CPU = re.compile(r"(?:User|System) time \(seconds\): ([\d.]+)")
WAIT = 600.0  # the most seconds to wait for the background build


def analyse(home: Path, capture: str, book: bool = True) -> tuple[float, float, dict, float]:
    """(wall seconds, CPU seconds, the JSON, max RSS in MB) of one ``analyse kalah`` of the 4-stone start in the
    profile ``home``."""
    command = ["/usr/bin/time", "-v", sys.executable, "main.py", "analyse", "kalah", "--desk", START, "--to-move", "A",
               "--capture", capture, "--seconds", "600", "--json"]
    env = {key: value for key, value in os.environ.items() if not key.startswith("ARSAC_KALAH_")}
    env.update(ARSAC_ARCADE_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    if not book:
        env["ARSAC_KALAH_PROOF_BOOK"] = "0"
    started = time.monotonic()
    done = subprocess.run(command, cwd=HERE, env=env, capture_output=True, text=True, check=True)
    wall = time.monotonic() - started
    rss = _RSS.search(done.stderr)
    cpu = sum(float(seconds) for seconds in _CPU.findall(done.stderr))
    return wall, cpu, json.loads(done.stdout.strip().splitlines()[-1]), int(rss.group(1)) / 1024 if rss else float("nan")


def wait_for_large_table(home: Path, capture: str) -> float:
    """Seconds until the large table a fresh run has built in the background is in ``home``'s cache."""
    from games.kalah import ai, endgame

    name = endgame.FILE_NAME.format(stones=ai.PROOF_ENDGAME_STONES, rule="-empty" if capture == "empty" else "")
    started = time.monotonic()
    while not (home / "cache" / name).is_file() and time.monotonic() - started < WAIT:
        time.sleep(0.5)
    return time.monotonic() - started


def load() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def proofs(captures: list[str], runs: int, book: bool) -> None:
    print(f"{'rule':<9} {'fresh s':>8} {'cpu s':>6} {'then wait s':>11} {'second s':>9} {'cpu s':>6} {'nodes':>13} "
          f"{'nodes/s':>11} {'max RSS MB':>10}  (each run's fresh / second wall s)")
    for capture in captures:
        fresh, waits, second, cpus, last = [], [], [], [], None
        for _ in range(runs):
            with tempfile.TemporaryDirectory(prefix="arsac-fresh-") as name:
                home = Path(name)
                wall, cpu, _data, _rss = analyse(home, capture, book)
                fresh.append(wall)
                waits.append(wait_for_large_table(home, capture))
                again, cpu_again, data, rss = analyse(home, capture, book)
                second.append(again)
                cpus.append((cpu, cpu_again))
                last = (data, rss)
                assert data["exact"] and data["value"] == (8 if capture == "standard" else 10), data
        assert last is not None
        data, rss = last
        print(f"{capture:<9} {statistics.median(fresh):>8.1f} {statistics.median(c[0] for c in cpus):>6.1f} "
              f"{statistics.median(waits):>11.1f} {statistics.median(second):>9.1f} "
              f"{statistics.median(c[1] for c in cpus):>6.1f} {data['nodes']:>13,} {data['nps']:>11,} {rss:>10.0f}  "
              + " ".join(f"{a:.1f}/{b:.1f}" for a, b in zip(fresh, second)), flush=True)


def tables(stones_list: list[int]) -> None:
    from games.kalah import endgame, native_core

    print(f"{'stones':>6} {'positions':>12} {'file MB':>8} {'1 thread s':>10} {endgame.BUILD_THREADS:>2} threads s")
    for stones in stones_list:
        times = []
        for threads in (1, endgame.BUILD_THREADS):
            started = time.perf_counter()
            native_core.build_table(stones, False, threads)
            times.append(time.perf_counter() - started)
        size = endgame.size_of(stones)
        print(f"{stones:>6} {size:>12,} {size / 1e6:>8.1f} {times[0]:>10.1f} {times[1]:>10.1f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", choices=["standard", "empty"])
    parser.add_argument("--no-book", action="store_true", help="prove without the book's values")
    parser.add_argument("--tables", nargs="*", type=int, help="time these tables' builds instead (default 14 16 18)")
    args = parser.parse_args()
    print(load())
    if args.tables is not None:
        tables(args.tables or [14, 16, 18])
    else:
        print("# the proofs read the book's values" if not args.no_book else "# the proofs from nothing (ARSAC_KALAH_PROOF_BOOK=0)")
        proofs([args.only] if args.only else ["standard", "empty"], args.runs, not args.no_book)
    print(load())


if __name__ == "__main__":
    main()
