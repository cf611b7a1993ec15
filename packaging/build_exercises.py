#!/usr/bin/env python3
"""Build the shipped exercise set, ``assets/exercises/exercises.jsonl.gz`` (engine/training/exercise.py), in two steps:

    python packaging/build_exercises.py mine [--groups G ...] [--seconds S] [--work DIR] [--scheduler ADDRESS | --workers N]
    python packaging/build_exercises.py pack [--work DIR]

``mine`` plays games between the computer's levels (1 to 4, drawn for each side by a ``random.Random`` seeded with
the group's name, their moves bounded by nodes, so a group mines the same games again) in each group of ``GROUPS``
(a duel, its options, the part of a game its candidates come from, how many exercises it wants) and asks the entry's
exercise part (``EntrySpec.exercises``) of each position a whole turn begins from whether it holds an exercise, proved (Kalah:
its proofs each within ``NODES`` nodes, else the position is left out); it stops at the group's number, or after
``--seconds`` (600 by default), and writes what it found to ``DIR/<group>.jsonl`` and its counts (games, candidates,
kept, seconds) to ``DIR/<group>.stats.json`` (DIR: ``build/exercises`` by default). ``pack`` gathers every group's
exercises in ``GROUPS``' order, names each ``<group>-NNNN``, writes the set and the assets' manifest. Each
candidate is one task (engine/training/mining.py: its exercise found and its line walked, with what the tasks before
it proved) of a Dask cluster (``--scheduler``), of a local one (``--workers N``, the machine's cores by default) or
of this process (``--workers 0``: engine/cluster/jobs.py); each game's answers are kept in the journal
``DIR/<group>.part.json`` once all its candidates' have come, so a group mined again goes on from there (delete the
journal to mine it afresh), and the exercises are taken from the games in order: the same file whatever the
workers. The measurements (benchmarks/exercise_set.py) read the counts.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from engine.cluster import jobs  # noqa: E402
from engine.cluster.jobs import Tasks  # noqa: E402
from engine.cluster.progress import Progress  # noqa: E402
from engine.duels.limits import Limit  # noqa: E402
from engine.entries import registry  # noqa: E402
from engine.files.atomic import write_bytes_atomic, write_text_atomic  # noqa: E402
from engine.files.exercise_set import EXERCISES  # noqa: E402
from engine.files.integrity import write_manifest  # noqa: E402
from engine.files.own_files import shipped_names  # noqa: E402
from engine.files.paths import ASSETS  # noqa: E402
from engine.training.exercise import Exercise, set_bytes  # noqa: E402
from engine.training.mining import CandidateTask, found_at_candidate  # noqa: E402

WORK = ROOT / "build" / "exercises"
NODES = 4_000_000  # the most nodes of one proof (Kalah): a position needing more is left out
MOST_PLIES = 300   # a game longer than this is left (Row Nim's retreats, foxes and hens walking round)
LEVELS = (1, 2, 3, 4)
MOVE_NODES = 1_000_000  # a move's search is bounded by nodes, not by the clock: the games are the same on any machine


@dataclass(frozen=True)
class Group:
    """One group of exercises: its ``name`` (the ids' prefix), the entry ``game``, the game's ``options`` (as the
    setup gives them), ``target`` exercises, and ``late``: only positions with at most half the stones still in the
    pits (Kalah: the second half of a game)."""

    name: str
    game: str
    options: tuple[tuple[str, Any], ...]
    target: int
    late: bool = False


def _kalah(stones: int, capture: str, pie: bool, target: int) -> Group:
    name = f"kalah-{stones}-{capture}{'-pie' if pie else ''}"
    return Group(name, "kalah", (("stones", stones), ("capture", capture), ("pie", pie)), target, late=stones >= 5)


GROUPS = (
    *(_kalah(stones, capture, pie, target) for stones, target in ((3, 150), (4, 110), (5, 110), (6, 100))
      for capture in ("standard", "empty") for pie in (False, True)),
    Group("match-nim", "match-nim", (("piles", 4), ("largest", 15)), 80),
    Group("match-nim-misere", "match-nim", (("piles", 4), ("largest", 15), ("misere", True)), 80),
    Group("match-nim-5", "match-nim", (("piles", 5), ("largest", 15)), 40),
    Group("row-nim", "row-nim", (("rows", 3), ("columns", 8)), 80),
    Group("row-nim-small", "row-nim", (("rows", 2), ("columns", 6)), 30),
    Group("fox-and-hens", "fox-and-hens", (), 50),
    Group("fox-and-hens-diagonals", "fox-and-hens", (("diagonals", True),), 50),
)


def _spec(game: str) -> registry.EntrySpec:
    return next(spec for spec in registry.entries(include_hidden=True) if spec.id == game)


def _is_late(pos: Any) -> bool:
    desk = pos.desk
    return 2 * (sum(desk) - desk[6] - desk[13]) <= sum(desk)


def positions(group: Group, rng: random.Random) -> Iterator[Any]:
    """The positions of one game between two levels drawn by ``rng``, each at the start of a whole turn (the
    first mover drawn too)."""
    spec = _spec(group.game)
    rules, ai = spec.part("rules"), spec.part("ai")
    params = rules.make_params(dict(group.options))
    pos = rules.initial(params, spec.first_mover if spec.first_mover is not None else rng.randint(0, 1), rng)
    levels = (rng.choice(LEVELS), rng.choice(LEVELS))
    for _ply in range(MOST_PLIES):
        if rules.outcome(pos) is not None:
            return
        yield pos
        chosen = ai.choose_move(pos, Limit(level=levels[rules.to_move(pos)], nodes=MOVE_NODES), rng)
        for move in chosen if isinstance(chosen, tuple) else (chosen,):
            pos = rules.apply(pos, move)


def candidates(group: Group) -> Iterator[list[tuple[str, dict[str, Any], Any]]]:
    """Each game's candidates, game after game, in the order one process meets them: for each position a whole turn
    begins from that no game before showed (and, for a ``late`` group, of the second half), its key, its JSON form
    and the position; endless (an empty list for a game with nothing new)."""
    part = _spec(group.game).part("exercises")
    rng = random.Random(group.name)
    seen: set[str] = set()
    while True:
        game = []
        for pos in positions(group, rng):
            data = part.position_data(pos)
            key = json.dumps(data, sort_keys=True)
            if key not in seen and not (group.late and not _is_late(pos)):
                seen.add(key)
                game.append((key, data, pos))
        yield game


def mine(group: Group, seconds: float, work: Path, clock=time.monotonic, tasks: Tasks | None = None,
         stream: TextIO | None = None) -> dict[str, Any]:
    """Mine ``group`` (see the module) for at most ``seconds``, each candidate a task of ``tasks`` (in this process
    by default), the progress on ``stream``; its counts."""
    tasks = tasks or Tasks()
    part = _spec(group.game).part("exercises")
    journal = work / f"{group.name}.part.json"
    done = _journal(journal)            # game number: [candidate key, its exercise's data or None] for each candidate
    started = clock()
    games = candidates(group)
    met: dict[int, list[tuple[str, dict[str, Any], Any]]] = {}
    found: list[dict[str, Any]] = []
    counts = {"games": 0, "candidates": 0}  # of the games in order from the first, each one done
    known: list[Any] = []  # what each task proved, handed to the tasks after it (a worker learns what others proved)
    answered: dict[int, dict[int, dict[str, Any] | None]] = {}  # a game in flight: its candidates' answers so far

    def settle() -> bool:
        """Take the games done in order from the first; whether the group has its number."""
        while counts["games"] in done and len(found) < group.target:
            for _key, exercise in done[counts["games"]]:
                counts["candidates"] += 1
                if exercise is not None:
                    found.append(exercise)
                    if len(found) >= group.target:
                        break
            counts["games"] += 1
        return len(found) >= group.target

    def wanted() -> Iterator[CandidateTask]:
        number = 0
        while not settle() and clock() - started < seconds:
            met[number] = next(games)
            keys = [key for key, _data, _pos in met[number]]
            if number not in done or [key for key, _ in done[number]] != keys:
                answered[number] = {}
                for index, (_key, _data, pos) in enumerate(met[number]):
                    yield CandidateTask(part.__name__, group.game, number, index, pos, NODES, tuple(known))
                if not keys:
                    done[number] = []
            number += 1

    progress = Progress(group.target, stream, clock, done=len(found)) if stream is not None else None
    for task, answer in tasks.results(found_at_candidate, wanted()):  # each candidate's line walked by its task
        if answer.proved is not None:
            known.append(answer.proved)
        answered[task.game][task.index] = answer.exercise
        if len(answered[task.game]) < len(met[task.game]):
            continue
        got = answered.pop(task.game)
        done[task.game] = [[key, got[index]] for index, (key, _data, _pos) in enumerate(met[task.game])]
        write_text_atomic(journal, json.dumps({"nodes": NODES, "games": done}, sort_keys=True) + "\n")
        before = len(found)
        if settle() or clock() - started >= seconds:
            break
        if progress is not None:
            progress.advance(len(found) - before)
    if progress is not None:
        progress.done = len(found)
        progress.close()
    stats = {"group": group.name, "game": group.game, "games": counts["games"], "candidates": counts["candidates"],
             "kept": len(found), "seconds": round(clock() - started, 1)}
    work.mkdir(parents=True, exist_ok=True)
    write_text_atomic(work / f"{group.name}.jsonl", "".join(json.dumps(line, sort_keys=True) + "\n" for line in found))
    write_text_atomic(work / f"{group.name}.stats.json", json.dumps(stats, indent=1) + "\n")
    return stats


def _journal(path: Path) -> dict[int, list[list[Any]]]:
    """The games a run before this one mined (``DIR/<group>.part.json``, written as each game's answer came), when
    they were mined within the same number of nodes; else none."""
    try:
        kept = json.loads(path.read_text(encoding="utf-8"))
        if kept.get("nodes") != NODES:
            return {}
        return {int(number): [list(pair) for pair in game] for number, game in kept["games"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def gathered(work: Path) -> list[Exercise]:
    """Every group's exercises mined in ``work``, in ``GROUPS``' order, each named ``<group>-NNNN``."""
    from engine.training.exercise import from_data

    exercises = []
    for group in GROUPS:
        path = work / f"{group.name}.jsonl"
        if not path.is_file():
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            exercise = from_data({**json.loads(line), "id": f"{group.name}-{number:04d}"})
            exercises.append(exercise)
    return exercises


def pack(work: Path) -> int:
    """Write the set from ``work`` and the assets' manifest; the number of exercises."""
    exercises = gathered(work)
    target = ASSETS / EXERCISES
    target.parent.mkdir(parents=True, exist_ok=True)
    write_bytes_atomic(target, set_bytes(exercises))
    write_manifest(ASSETS, shipped_names(ASSETS))
    return len(exercises)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", choices=("mine", "pack"))
    parser.add_argument("--groups", nargs="*", help="the groups to mine (default: all), e.g. kalah-3-standard")
    parser.add_argument("--seconds", type=float, default=600.0, help="the most seconds a group mines (default 600)")
    parser.add_argument("--work", type=Path, default=WORK, help=f"where the groups are kept (default {WORK})")
    parser.add_argument("--target", type=int, help="the exercises a group mines (default: the group's own number)")
    jobs.add_arguments(parser)
    args = parser.parse_args(argv)
    if args.step == "pack":
        print(f"{ASSETS / EXERCISES}: {pack(args.work)} exercises")
        return 0
    names = {group.name for group in GROUPS}
    unknown = [name for name in args.groups or () if name not in names]
    if unknown:
        parser.error(f"no group {unknown[0]!r}; the groups: {', '.join(sorted(names))}")
    try:
        with jobs.session(jobs.place_of(args), sys.stderr) as tasks:
            for group in GROUPS:
                if not args.groups or group.name in args.groups:
                    wanted = group if args.target is None else replace(group, target=args.target)
                    stats = mine(wanted, args.seconds, args.work, tasks=tasks, stream=sys.stderr)
                    print(json.dumps(stats), flush=True)
    except jobs.ClusterRefused as error:  # before any task: nothing written
        print(f"build_exercises: {error}", file=sys.stderr)
        return 1
    except (jobs.ClusterMissing, jobs.ClusterGone, ValueError) as error:
        print(f"build_exercises: {error} (what was mined is kept in {args.work}: the same command goes on from there)",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
