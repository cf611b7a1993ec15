#!/usr/bin/env python3
"""Build the shipped puzzle set, ``assets/puzzles/puzzles.jsonl.gz`` (engine/training/puzzle.py), in two steps:

    python packaging/build_puzzles.py mine [--groups G ...] [--seconds S] [--work DIR]
    python packaging/build_puzzles.py pack [--work DIR]

``mine`` plays games between the computer's levels (1 to 4, drawn for each side by a ``random.Random`` seeded with
the group's name, so a group mines the same games again) in each group of ``GROUPS`` (a duel, its options, the part
of a game its candidates come from, how many puzzles it wants) and asks the entry's drills (``EntrySpec.drills``)
of each position a whole turn begins from whether it holds a puzzle, proved (Kalah: its proofs each within
``NODES`` nodes, else the position is left out); it stops at the group's number, or after ``--seconds`` (600 by
default), and writes what it found to ``DIR/<group>.jsonl`` and its counts (games, candidates, kept, seconds) to
``DIR/<group>.stats.json`` (DIR: ``build/puzzles`` by default).  ``pack`` gathers every group's puzzles in
``GROUPS``' order, names each ``<group>-NNNN``, writes the set and the assets' manifest.  A group mined again is
mined afresh.  The measurements (benchmarks/puzzle_set.py) read the counts.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from engine.duels.limits import Limit  # noqa: E402
from engine.entries import registry  # noqa: E402
from engine.files.atomic import write_bytes_atomic, write_text_atomic  # noqa: E402
from engine.files.integrity import write_manifest  # noqa: E402
from engine.files.own_files import shipped_names  # noqa: E402
from engine.files.paths import ASSETS  # noqa: E402
from engine.files.puzzle_set import PUZZLES  # noqa: E402
from engine.training.line import line_from, with_line  # noqa: E402  (each puzzle's line of several turns)
from engine.training.puzzle import Found, Puzzle, make, set_bytes  # noqa: E402

WORK = ROOT / "build" / "puzzles"
NODES = 4_000_000  # the most nodes of one proof (Kalah): a position needing more is left out
MOST_PLIES = 300   # a game longer than this is left (Row Nim's retreats, foxes and hens walking round)
LEVELS = (1, 2, 3, 4)


@dataclass(frozen=True)
class Group:
    """One group of puzzles: its ``name`` (the ids' prefix), the entry ``game``, the game's ``options`` (as the
    setup gives them), ``target`` puzzles, and ``late``: only positions with at most half the stones still in the
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
        chosen = ai.choose_move(pos, Limit(level=levels[rules.to_move(pos)]), rng)
        for move in chosen if isinstance(chosen, tuple) else (chosen,):
            pos = rules.apply(pos, move)


def mine(group: Group, seconds: float, work: Path, clock=time.monotonic) -> dict[str, Any]:
    """Mine ``group`` (see the module) for at most ``seconds``; its counts."""
    drills = _spec(group.game).part("drills")
    rng = random.Random(group.name)
    started = clock()
    seen: set[str] = set()
    found: list[dict[str, Any]] = []
    games = candidates = 0
    while len(found) < group.target and clock() - started < seconds:
        games += 1
        for pos in positions(group, rng):
            data = drills.position_data(pos)
            key = json.dumps(data, sort_keys=True)
            if key in seen or group.late and not _is_late(pos):
                continue
            seen.add(key)
            candidates += 1
            puzzle: Found | None = drills.found_at(pos, NODES)
            if puzzle is not None:
                found.append(with_line(make("-", group.game, data, puzzle), line_from(group.game, pos, puzzle, NODES)).data())
                if len(found) >= group.target or clock() - started >= seconds:
                    break
    stats = {"group": group.name, "game": group.game, "games": games, "candidates": candidates, "kept": len(found),
             "seconds": round(clock() - started, 1)}
    work.mkdir(parents=True, exist_ok=True)
    write_text_atomic(work / f"{group.name}.jsonl", "".join(json.dumps(line, sort_keys=True) + "\n" for line in found))
    write_text_atomic(work / f"{group.name}.stats.json", json.dumps(stats, indent=1) + "\n")
    return stats


def gathered(work: Path) -> list[Puzzle]:
    """Every group's puzzles mined in ``work``, in ``GROUPS``' order, each named ``<group>-NNNN``."""
    from engine.training.puzzle import from_data

    puzzles = []
    for group in GROUPS:
        path = work / f"{group.name}.jsonl"
        if not path.is_file():
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            puzzle = from_data({**json.loads(line), "id": f"{group.name}-{number:04d}"})
            puzzles.append(puzzle)
    return puzzles


def pack(work: Path) -> int:
    """Write the set from ``work`` and the assets' manifest; the number of puzzles."""
    puzzles = gathered(work)
    target = ASSETS / PUZZLES
    target.parent.mkdir(parents=True, exist_ok=True)
    write_bytes_atomic(target, set_bytes(puzzles))
    write_manifest(ASSETS, shipped_names(ASSETS))
    return len(puzzles)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", choices=("mine", "pack"))
    parser.add_argument("--groups", nargs="*", help="the groups to mine (default: all), e.g. kalah-3-standard")
    parser.add_argument("--seconds", type=float, default=600.0, help="the most seconds a group mines (default 600)")
    parser.add_argument("--work", type=Path, default=WORK, help=f"where the groups are kept (default {WORK})")
    args = parser.parse_args(argv)
    if args.step == "pack":
        print(f"{ASSETS / PUZZLES}: {pack(args.work)} puzzles")
        return 0
    names = {group.name for group in GROUPS}
    unknown = [name for name in args.groups or () if name not in names]
    if unknown:
        parser.error(f"no group {unknown[0]!r}; the groups: {', '.join(sorted(names))}")
    for group in GROUPS:
        if not args.groups or group.name in args.groups:
            stats = mine(group, args.seconds, args.work)
            print(json.dumps(stats), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
