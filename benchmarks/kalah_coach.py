"""Kalah's coach (issue 44): how long its verdict takes after a person's turn, and a whole game's review, as tables.

Run from the repository: ``python -m benchmarks.kalah_coach [--games N] [--review-games N] [--stones 3 4 5 6]
[--seed S]``.

(a) The verdict's latency.  For each number of stones a pit (standard capture), ``--games`` games where a "person"
plays random whole turns (seeded) against the computer: Perfect at 3 and 4 stones (the coach's own best turn,
which is the perfect player's), at 5 and 6 the coach's best turn too (level 5's search for the coach's second).
The coach values the position a person moves in while they think, so after each of their turns the verdict waits
only for the position their turn left: that ``games.kalah.coach.appraise`` is timed (the one before it was valued
first, untimed).  All in one process, as the live coach is (engine/duels/coaching.py: one position at a time, in
a worker process of its own that keeps what it proved for the next positions).  Median and worst, and how many
turns.  At 5 and 6 stones the coach searches ``ESTIMATE_SECONDS`` (1 s) a position, by design.

(b) A whole game's review, ``main.py analyse kalah --review FILE --json`` in a subprocess (nothing kept in memory),
on ``--review-games`` games of each kind at 3 and 4 stones: a person's random turns against Perfect (the realistic
case) and random turns on both sides (the worst: most positions are far from the book).  Each record is reviewed
twice: with a fresh profile (an empty ``ARSAC_ARCADE_HOME``), then again with the same profile (cached: what the
first run left on disk).  Wall seconds, medians and worst, and the medians as ratios to the 3-stone review of
games against Perfect, cached, of the same run.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from games.kalah import coach
from games.kalah.record import Record, Turn, format_record
from games.kalah.rules import Params, Position, apply_compound, compound_moves, initial, is_over

ESTIMATE_SECONDS = 1.0  # the live coach's search a position with 5 or 6 stones (engine/duels/coaching.py)
KINDS = ("vs Perfect", "random")


def played_game(stones: int, rng: random.Random, against_perfect: bool, on_valued=None) -> list[Turn]:
    """A game of a person's random turns (side A) against Perfect (side B: the coach's best turn), or random turns
    on both sides; ``on_valued(seconds, position)`` is told each verdict's latency after a turn of the person."""
    pos = initial(Params(stones))
    turns: list[Turn] = []
    while not is_over(pos):
        if pos.to_move == 1 and against_perfect:
            began = time.monotonic()
            turn = coach.appraise(pos, ESTIMATE_SECONDS).best
            if on_valued is not None and turns and turns[-1].side == 0:
                on_valued(time.monotonic() - began, pos)
        else:
            if on_valued is not None:
                coach.appraise(pos, ESTIMATE_SECONDS)  # valued while the person thinks
            turn = rng.choice(compound_moves(pos))
        assert turn is not None
        turns.append(Turn(pos.to_move, turn))
        pos = apply_compound(pos, turn)
    return turns


def figures(times: list[float]) -> str:
    return f"{len(times):>6} {statistics.median(times):>9.3f} {max(times):>9.3f}"


def latency_table(stones_list: list[int], games: int, seed: int) -> None:
    print("(a) the verdict after a person's turn (appraise of the position it left; the one before already valued)")
    print(f"{'stones':>6} {'turns':>6} {'median s':>9} {'worst s':>9}  worst position (desk, computer to move)")
    for stones in stones_list:
        times: list[tuple[float, Position]] = []
        rng = random.Random(seed)
        for _ in range(games if stones <= 4 else 1):
            played_game(stones, rng, True, lambda took, pos: times.append((took, pos)))
        worst = max(times, key=lambda pair: pair[0])
        print(f"{stones:>6} {figures([took for took, _ in times])}  {','.join(map(str, worst[1].desk))}", flush=True)


def review_seconds(record: Path, home: str) -> float:
    env = {**os.environ, "ARSAC_ARCADE_HOME": home, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    began = time.monotonic()
    subprocess.run([sys.executable, str(ROOT / "main.py"), "analyse", "kalah", "--review", str(record), "--json"],
                   env=env, check=True, capture_output=True)
    return time.monotonic() - began


def review_table(games: int, seed: int, folder: Path) -> None:
    print("(b) a whole game's review: main.py analyse kalah --review FILE --json, wall seconds (a subprocess each)")
    print(f"{'stones':>6} {'games':<11} {'profile':<7} {'n':>6} {'median s':>9} {'worst s':>9} {'ratio':>6}  turns")
    rows = []
    for stones in (3, 4):
        for kind in KINDS:
            rng = random.Random(f"{seed} {stones} {kind}")
            times: dict[str, list[float]] = {"fresh": [], "cached": []}
            lengths = []
            for game in range(games):
                turns = played_game(stones, rng, kind == KINDS[0])
                record = folder / f"{stones}-{kind.replace(' ', '-')}-{game}.klh"
                record.write_text(format_record(Record(tuple(turns), Params(stones))))
                home = tempfile.mkdtemp(prefix="coach-home-", dir=folder)
                times["fresh"].append(review_seconds(record, home))
                times["cached"].append(review_seconds(record, home))
                lengths.append(len(turns))
            for profile, found in times.items():
                rows.append((stones, kind, profile, found, lengths))
    reference = statistics.median(next(found for stones, kind, profile, found, _ in rows
                                       if (stones, kind, profile) == (3, KINDS[0], "cached")))
    for stones, kind, profile, found, lengths in rows:
        print(f"{stones:>6} {kind:<11} {profile:<7} {figures(found)} {statistics.median(found) / reference:>6.1f}  "
              f"{' '.join(map(str, lengths))}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4, help="games a number of stones for (a) (one at 5 and 6)")
    parser.add_argument("--review-games", type=int, default=3)
    parser.add_argument("--stones", type=int, nargs="+", default=[3, 4, 5, 6])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", choices=("latency", "review"))
    args = parser.parse_args()
    print(f"# {os.uname().sysname}, {os.cpu_count()} cores; ARSAC_ARCADE_HOME={os.environ.get('ARSAC_ARCADE_HOME', '-')}")
    if args.only != "review":
        latency_table(args.stones, args.games, args.seed)
    if args.only != "latency":
        with tempfile.TemporaryDirectory() as folder:
            review_table(args.review_games, args.seed, Path(folder))


if __name__ == "__main__":
    main()
