"""Proofs started at once in a fresh profile (issue 52): the time to each answer, and the table builds they start.

Run from the repository: ``python -m benchmarks.kalah_builds_at_once [--runs N] [--at-once 2 4] [--tree PATH ...]``.

For each tree (this checkout by default; ``--tree`` names others, such as a clone of an older commit with its
compiled cores built, to compare before and after), each number of proofs at once and each run: a new, empty
``ARSAC_ARCADE_HOME`` (a fresh profile: no endgame table in its cache), then that many ``main.py analyse kalah
--desk DESK --to-move A --seconds 600 --json`` started together, each at ``nice 10``, with this interpreter.  DESK is a
3-stone position outside the perfect player's book whose proof is a few hundred nodes: its time is the tables'
(a fresh profile's proof builds the 16-stone step, then proves; ``analyse kalah`` has the 18- and 20-stone tables
built in the background).  Once every proof has answered, the background builders still running in that profile are
counted, then ended (by their process ids, found by the profile in their environment: they are this script's
children's).  The table gives, per tree and number at once, the median over the runs of the median and of the last
answer's wall time, the median CPU seconds of a proof, and the background builders found running.  The load
average is printed before and after: the machine may be shared.
"""
from __future__ import annotations

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
DESK = "1,0,3,4,2,2,8,2,3,0,4,2,1,4"  # 3 stones a pit, 24 in the pits, outside the book: 536 nodes to prove
BUILDER = "from games.kalah import endgame"  # what the background build's command line holds (games/kalah/cli.py)


def proofs_at_once(tree: Path, count: int, home: Path) -> list[tuple[float, float]]:
    """(wall seconds to the answer, CPU seconds) of each of ``count`` proofs started together in the profile."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("ARSAC_KALAH_")}
    env.update(ARSAC_ARCADE_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    command = ["nice", "-n", "10", sys.executable, "main.py", "analyse", "kalah", "--desk", DESK, "--to-move", "A",
               "--seconds", "600", "--json", "--table-mb", "256"]
    started = time.monotonic()
    children = {subprocess.Popen(command, cwd=tree, env=env, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL).pid: None for _ in range(count)}
    found = []
    while len(found) < count:
        pid, status, usage = os.wait4(-1, 0)
        if pid in children:
            if status:
                raise RuntimeError(f"a proof ended with status {status}")
            found.append((time.monotonic() - started, usage.ru_utime + usage.ru_stime))
    return found


def builders(home: Path) -> list[int]:
    """The background builders running in the profile ``home``: their process ids."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            command = (entry / "cmdline").read_bytes()
            environment = (entry / "environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if BUILDER.encode() in command and f"ARSAC_ARCADE_HOME={home}".encode() in environment:
            found.append(int(entry.name))
    return found


def end(pids: list[int]) -> None:
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--at-once", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--tree", type=Path, nargs="+", default=[HERE])
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()}; {os.cpu_count()} cores; desk {DESK}", flush=True)
    rows = []
    for count in args.at_once:
        for tree in args.tree:
            medians, lasts, cpus, running = [], [], [], []
            for run in range(args.runs):
                home = Path(tempfile.mkdtemp(prefix="arsac-builds-"))
                try:
                    found = proofs_at_once(tree, count, home)
                    pids = builders(home)
                    end(pids)
                finally:
                    shutil.rmtree(home, ignore_errors=True)
                walls = [wall for wall, _ in found]
                medians.append(statistics.median(walls))
                lasts.append(max(walls))
                cpus.append(statistics.median(cpu for _, cpu in found))
                running.append(len(pids))
                print(f"{tree.name} {count} at once, run {run + 1}: answers {sorted(round(w, 1) for w in walls)} s, "
                      f"CPU {[round(c, 1) for _, c in found]} s, builders running {len(pids)}", flush=True)
            rows.append((tree.name, count, statistics.median(medians), statistics.median(lasts),
                         statistics.median(cpus), running))
    print(f"load average after: {os.getloadavg()}")
    print("\n| tree | proofs at once | median answer s | last answer s | CPU s a proof | builders running after |")
    print("|---|---|---|---|---|---|")
    for tree, count, median, last, cpu, running in rows:
        print(f"| {tree} | {count} | {median:.1f} | {last:.1f} | {cpu:.1f} | {', '.join(map(str, running))} |")


if __name__ == "__main__":
    main()
