"""The heavy jobs on Dask (issue 55): the book's first plies and one exercise group, in one process and on a local
cluster of 1 and of 2 workers, and of 2 with a worker killed midway: wall time, CPU time, the results equal.

Run from the repository, the extra ``cluster`` installed: ``python -m benchmarks.cluster_jobs [--stones 4]
[--capture empty] [--plies 2] [--group kalah-3-empty] [--kill-after 10]``.

Each job runs as its own command (``python -m games.kalah.book_builder ... --work FILE`` and
``packaging/build_exercises.py mine --groups G --work DIR``) with ``--workers 0`` (one process, no Dask), ``--workers
1`` and ``--workers 2`` (a local cluster started by the job), and ``--workers 2`` again with one worker process
killed by SIGKILL ``--kill-after`` seconds in (its nanny starts another; the task it held runs again), each in a
fresh work folder.  CPU is the job's and its workers' (the children's user and system seconds).  "same" compares
the book's entries with the one process's (values and turns), and the group's exercise file byte for byte.  The
load average is printed before and after: the machine may be shared.
"""
from __future__ import annotations

import argparse
import os
import resource
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
if __package__ in (None, ""):
    sys.path.insert(0, str(HERE))

from games.kalah.perfect import read_lines  # noqa: E402

RUNS = (("one process", "0", False), ("local cluster, 1 worker", "1", False), ("local cluster, 2 workers", "2", False),
        ("2 workers, one killed", "2", True))


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def worker_processes(parent: int) -> list[int]:
    """The worker processes a job's local cluster started (its children running multiprocessing's spawn)."""
    found = []
    for pid in os.listdir("/proc"):
        try:
            with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
                ppid = int(stat.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{pid}/cmdline", "rb") as line:
                spawned = b"multiprocessing" in line.read()
        except (OSError, ValueError, IndexError):
            continue
        if ppid == parent and spawned:
            found.append(int(pid))
    return found


def run(command: list[str], kill_after: float | None) -> tuple[float, float, str]:
    """Wall and CPU seconds of ``command`` (a worker killed after ``kill_after`` seconds), and what was killed."""
    cpu, began = children_cpu(), time.monotonic()
    job = subprocess.Popen(command, cwd=HERE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    killed = []

    def kill() -> None:
        if job.poll() is None:
            workers = worker_processes(job.pid)
            if workers:
                os.kill(workers[0], signal.SIGKILL)
                killed.append(workers[0])

    timer = threading.Timer(kill_after, kill) if kill_after is not None else None
    if timer is not None:
        timer.start()
    if job.wait() != 0:
        raise RuntimeError(f"{' '.join(command)} failed")
    if timer is not None:
        timer.cancel()
    return time.monotonic() - began, children_cpu() - cpu, f"pid {killed[0]}" if killed else "none"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--stones", type=int, default=4)
    parser.add_argument("--capture", default="empty")
    parser.add_argument("--plies", type=int, default=2)
    parser.add_argument("--group", default="kalah-3-empty")
    parser.add_argument("--kill-after", type=float, default=10.0)
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    with tempfile.TemporaryDirectory(prefix="cluster-jobs-") as folder:
        book_runs, mine_runs = [], []
        for number, (name, workers, killing) in enumerate(RUNS):
            kill = args.kill_after if killing else None
            work = Path(folder) / f"book-{number}.txt"
            wall, cpu, killed = run([sys.executable, "-m", "games.kalah.book_builder", "--stones", str(args.stones),
                                     "--capture", args.capture, "--plies", str(args.plies), "--work", str(work),
                                     "--workers", workers], kill)
            book_runs.append((name, wall, cpu, killed, read_lines(work.read_text(encoding="ascii").splitlines())))
            where = Path(folder) / f"mine-{number}"
            wall, cpu, killed = run([sys.executable, "packaging/build_exercises.py", "mine", "--groups", args.group,
                                     "--seconds", "3600", "--work", str(where), "--workers", workers], kill)
            mine_runs.append((name, wall, cpu, killed, (where / f"{args.group}.jsonl").read_bytes()))
    for title, runs, size in ((f"book, {args.stones} stones, {args.capture} capture, {args.plies} plies", book_runs, len),
                              (f"exercises, group {args.group}", mine_runs, lambda data: data.count(b"\n"))):
        print(f"\n{title}")
        print("| run | wall s | CPU s | wall / one process | killed | results | same |")
        print("|---|---|---|---|---|---|---|")
        for name, wall, cpu, killed, result in runs:
            print(f"| {name} | {wall:.1f} | {cpu:.1f} | {wall / runs[0][1]:.2f} | {killed} | {size(result)} | "
                  f"{'yes' if result == runs[0][4] else 'NO'} |")
    print(f"\nload average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
