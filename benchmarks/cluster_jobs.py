"""The heavy jobs on Dask side by side (issues 55 and 63): each job in one process, on a local cluster of 1 and of 2
workers, and of 2 with a worker killed midway: wall time, CPU time, and whether the answers equal one process's.

Run from the repository, the extra ``cluster`` installed, with nothing else running on the machine::

    python -m benchmarks.cluster_jobs [--jobs book-empty book-standard split mine] [--plies 3] [--kill-after 30] [--rounds 3]

The jobs, each run as its own command, as a person would:

- ``book-RULE``: ``python -m games.kalah.book_builder --stones 4 --capture RULE --plies 3 --work FILE`` with
  ``--workers 0`` (one process, no Dask), ``1`` and ``2`` (a local cluster the job starts), each in a **fresh
  profile** (``ARSAC_ARCADE_HOME`` a new folder: the endgame table it proves with is built inside the run); "same":
  the entries (values and turns) equal one process's, and the shipped book's (``shipped``);
- ``split``: ``analyse kalah --desk D --seconds 3600 --json`` (one process's proof) against the same with
  ``--workers N --turns 2`` (the proof split at a frontier two whole turns down, its tests on the cluster), with
  ``ARSAC_KALAH_PROOF_BOOK=0`` and a table of ``--table-mb`` each; in a profile whose endgame tables were built
  before the runs (``analyse`` would otherwise build its 20-stone one in the background, beside the run); "same":
  the value and ``exact``;
- ``mine``: ``packaging/build_exercises.py mine --groups GROUP --target N`` (the group's exercises and their lines,
  N the group's own number unless ``--target``), fresh profiles; "same": the exercise file byte for byte.

"2 workers, one killed": one worker process is sent SIGKILL ``--kill-after`` seconds in (its nanny starts another;
the task it held runs again).  CPU is the job's and its workers' (the children's user and system seconds, the
cluster stopped).  The load average is printed before and after each job: the machine must be otherwise idle.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent
if __package__ in (None, ""):
    sys.path.insert(0, str(HERE))

from games.kalah.perfect import read_lines, shipped_book  # noqa: E402

RUNS = (("one process", "0", False), ("local cluster, 1 worker", "1", False), ("local cluster, 2 workers", "2", False),
        ("2 workers, one killed", "2", True))
SPLIT_DESK = "0,0,6,0,7,6,2,1,6,2,6,6,5,1"  # a 4-stone position three whole turns in (issue 55), B to move


@dataclass(frozen=True)
class Job:
    """A job: its title, its command for a run (``workers`` as ``--workers`` takes it, its folder), what a run
    answered (read from its folder and its standard output), and what the answer's size is."""

    title: str
    command: Callable[[str, Path], list[str]]
    answer: Callable[[Path, str], Any]
    size: Callable[[Any], int]
    fresh: bool = True  # each run in a profile of its own (else in one whose tables were built before)
    environment: tuple[tuple[str, str], ...] = ()


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def worker_processes(parent: int) -> list[int]:
    """The worker processes under ``parent`` (a job's local cluster: children running multiprocessing's spawn)."""
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


def run(command: list[str], environment: dict[str, str], kill_after: float | None) -> tuple[float, float, str, str]:
    """Wall and CPU seconds of ``command`` (a worker killed after ``kill_after`` seconds), what was killed, and its
    standard output."""
    cpu, began = children_cpu(), time.monotonic()
    job = subprocess.Popen(command, cwd=HERE, env=environment, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                           text=True)
    killed: list[int] = []

    def kill() -> None:
        if job.poll() is None:
            workers = [pid for parent in [job.pid, *worker_processes(job.pid)] for pid in worker_processes(parent)]
            if workers:
                os.kill(workers[-1], signal.SIGKILL)
                killed.append(workers[-1])

    timer = threading.Timer(kill_after, kill) if kill_after is not None else None
    if timer is not None:
        timer.start()
    out, _ = job.communicate()
    if timer is not None:
        timer.cancel()
    if job.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed ({job.returncode})")
    return time.monotonic() - began, children_cpu() - cpu, f"pid {killed[0]}" if killed else "none", out


def book_job(rule: str, plies: int) -> Job:
    def command(workers: str, folder: Path) -> list[str]:
        return [sys.executable, "-m", "games.kalah.book_builder", "--stones", "4", "--capture", rule, "--plies",
                str(plies), "--work", str(folder / "book.txt"), "--workers", workers]

    return Job(f"book, 4 stones, {rule} capture, plies 0 to {plies}", command,
               lambda folder, _out: read_lines((folder / "book.txt").read_text(encoding="ascii").splitlines()), len)


def split_job(desk: str, to_move: str, capture: str, table_mb: int) -> Job:
    def command(workers: str, folder: Path) -> list[str]:
        own = [sys.executable, "main.py", "analyse", "kalah", "--desk", desk, "--to-move", to_move, "--capture",
               capture, "--seconds", "3600", "--table-mb", str(table_mb), "--json"]
        return own if workers == "0" else [*own, "--workers", workers, "--turns", "2"]

    def answer(_folder: Path, out: str) -> tuple[int, bool]:
        data = json.loads(out)
        return data["value"], data["exact"]

    return Job(f"split proof of {desk} ({to_move} to move, {capture} capture), 2 turns down", command, answer,
               lambda _answer: 1, fresh=False, environment=(("ARSAC_KALAH_PROOF_BOOK", "0"),))


def mine_job(group: str, target: int | None) -> Job:
    """The group's exercises with their lines: ``target`` of them (None: the group's own number)."""
    wanted = [] if target is None else ["--target", str(target)]

    def command(workers: str, folder: Path) -> list[str]:
        return [sys.executable, "packaging/build_exercises.py", "mine", "--groups", group, *wanted,
                "--seconds", "36000", "--work", str(folder / "mine"), "--workers", workers]

    return Job(f"exercises, group {group}, {target or 'its own number'} with their lines", command,
               lambda folder, _out: (folder / "mine" / f"{group}.jsonl").read_bytes(), lambda data: data.count(b"\n"))


def prepared_profile(folder: Path) -> Path:
    """A profile whose endgame tables (both rules, up to 20 stones) are built: the split runs share it."""
    home = folder / "tables"
    subprocess.run([sys.executable, "-c", "from games.kalah import ai, endgame\n"
                    "for rule in (False, True):\n"
                    "    ai.save_larger_endgame_tables(rule)\n    endgame.save_in_cache(ai.PROOF_ENDGAME_STONES, rule)"],
                   cwd=HERE, env={**os.environ, "ARSAC_ARCADE_HOME": str(home)}, check=True)
    return home


def side_by_side(job: Job, folder: Path, kill_after: float, tables: Path | None,
                 rounds: int) -> list[tuple[str, list[float], list[float], str, Any]]:
    """Each run of ``job`` (``RUNS``), ``rounds`` times, the runs taking turns (round by round, so that a slow spell
    of the machine falls on all of them): its name, walls, CPUs, what was killed (the first round's) and its
    answer (``NO`` unless every round's is the same)."""
    walls: dict[str, list[float]] = {name: [] for name, _workers, _killing in RUNS}
    cpus: dict[str, list[float]] = {name: [] for name, _workers, _killing in RUNS}
    killeds: dict[str, str] = {}
    answers: dict[str, Any] = {}
    for round_number in range(rounds):
        for number, (name, workers, killing) in enumerate(RUNS):
            place = folder / f"run-{round_number}-{number}"
            place.mkdir()
            home = place / "home" if job.fresh or tables is None else tables
            environment = {**os.environ, "ARSAC_ARCADE_HOME": str(home), **dict(job.environment)}
            wall, cpu, killed, out = run(job.command(workers, place), environment, kill_after if killing else None)
            answer = job.answer(place, out)
            walls[name].append(wall)
            cpus[name].append(cpu)
            killeds.setdefault(name, killed)
            answers[name] = answer if answers.get(name, answer) == answer else "NO"
            print(f"  round {round_number + 1}, {name}: {wall:.1f} s wall, {cpu:.1f} s CPU, load "
                  f"{os.getloadavg()[0]:.2f}", flush=True)
    return [(name, walls[name], cpus[name], killeds[name], answers[name]) for name, _workers, _killing in RUNS]


def table(job: Job, runs: list[tuple[str, list[float], list[float], str, Any]]) -> str:
    rounds = len(runs[0][1])
    lines = [f"\n{job.title} (medians of {rounds} round{'s' if rounds > 1 else ''})",
             "| run | wall s | CPU s | wall / one process | CPU / one process | walls | killed | results | same |",
             "|---|---|---|---|---|---|---|---|---|"]
    wall0, cpu0, answer0 = statistics.median(runs[0][1]), statistics.median(runs[0][2]), runs[0][4]
    for name, walls, cpus, killed, answer in runs:
        wall, cpu = statistics.median(walls), statistics.median(cpus)
        lines.append(f"| {name} | {wall:.1f} | {cpu:.1f} | {wall / wall0:.2f} | {cpu / cpu0:.2f} | "
                     f"{' '.join(f'{w:.0f}' for w in walls)} | {killed} | "
                     f"{job.size(answer) if answer != 'NO' else '-'} | {'yes' if answer == answer0 != 'NO' else 'NO'} |")
    if isinstance(answer0, dict):
        shipped = shipped_book()
        lines.append(f"(one process's entries equal to the shipped book's: "
                     f"{sum(shipped.get(key) == entry for key, entry in answer0.items())} of {len(answer0)})")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--jobs", nargs="+", default=["book-empty", "book-standard", "split", "mine"],
                        choices=["book-empty", "book-standard", "split", "mine"])
    parser.add_argument("--plies", type=int, default=3)
    parser.add_argument("--group", default="kalah-4-empty")
    parser.add_argument("--target", type=int, help="the exercises mined (default: the group's own number)")
    parser.add_argument("--desk", default=SPLIT_DESK)
    parser.add_argument("--to-move", default="B")
    parser.add_argument("--capture", default="empty")
    parser.add_argument("--table-mb", type=int, default=1024)
    parser.add_argument("--kill-after", type=float, default=30.0)
    parser.add_argument("--rounds", type=int, default=3, help="each run so many times: the table gives medians")
    args = parser.parse_args()
    made = {"book-empty": lambda: book_job("empty", args.plies), "book-standard": lambda: book_job("standard", args.plies),
            "split": lambda: split_job(args.desk, args.to_move, args.capture, args.table_mb),
            "mine": lambda: mine_job(args.group, args.target)}
    with tempfile.TemporaryDirectory(prefix="cluster-jobs-") as folder:
        tables = prepared_profile(Path(folder)) if "split" in args.jobs else None
        for name in args.jobs:
            job = made[name]()
            print(f"{job.title}: load average before {os.getloadavg()[0]:.2f}", flush=True)
            place = Path(folder) / name
            place.mkdir()
            runs = side_by_side(job, place, args.kill_after, tables, args.rounds)
            print(table(job, runs), flush=True)
            print(f"load average after: {os.getloadavg()[0]:.2f}", flush=True)


if __name__ == "__main__":
    main()
