"""The exercises' lines of several turns (issue 56): what walking them cost and what the set holds, as tables.

Run from the repository after ``packaging/build_lines.py extend`` (which writes its counts to
``build/exercises/lines-<prefix>.stats.json``): ``python -m benchmarks.exercise_lines [--work DIR]``.

1. Each prefix walked: the exercises walked forwards, the lines of 2+ and of 3+ solver turns found, the share of
   the exercises that became lines, the seconds (wall clock, on a shared machine), seconds an exercise walked and
   seconds a line found (the line builder's cost per line, the walks that found none included).
2. With ``--sample N``: N shipped Kalah exercises of each stones a pit timed again in this run, each from an empty
   proof cache: the one-turn exercise's own proof (``kalah_exercises.found_at``, the reference) and the walk of its line
   (``line.line_from``); the medians and their ratio.
3. The shipped set: its lines by game (Kalah's by stones a pit and rules) and by the solver's turns.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.files.exercise_set import load_set  # noqa: E402
from engine.training.exercise import Exercise, Found, by_game, position_of  # noqa: E402
from engine.training.line import line_from, solver_turns  # noqa: E402
from games.kalah import exercises as kalah_exercises  # noqa: E402

NODES = 4_000_000  # as the builder (packaging/build_exercises.py)

WORK = Path(__file__).resolve().parent.parent / "build" / "exercises"


def cost_table(work: Path) -> None:
    print(f"{'prefix':<12} {'walked':>7} {'lines 2+':>8} {'3+':>5} {'share':>6} {'seconds':>8} {'s/exercise':>8} "
          f"{'s/line':>7}")
    walks = [json.loads(path.read_text(encoding="utf-8")) for path in sorted(work.glob("lines-*.stats.json"))]
    for stats in walks:
        row(stats["prefix"] or "(all)", stats)
    row("all", {key: sum(stats[key] for stats in walks) for key in ("exercises", "lines", "lines3", "seconds")})


def row(name: str, stats: dict) -> None:
    walked, found, seconds = stats["exercises"], stats["lines"], stats["seconds"]
    print(f"{name:<12} {walked:>7} {found:>8} {stats['lines3']:>5} {found / max(walked, 1):>6.0%} {seconds:>8.1f} "
          f"{seconds / max(walked, 1):>8.3f} {seconds / max(found, 1):>7.3f}")


def timed(work) -> float:
    kalah_exercises._PROVED.clear()
    started = time.perf_counter()
    work()
    return time.perf_counter() - started


def sample_table(exercises: tuple[Exercise, ...], size: int) -> None:
    print(f"\n{'stones':<8} {'sample':>6} {'one turn s':>10} {'line s':>8} {'ratio':>6} {'turns':>6}")
    rng = random.Random(56)
    for stones in (3, 4, 5, 6):
        chosen = rng.sample(by_game(exercises, "kalah", stones), size)
        ones, walks, turns = [], [], []
        for exercise in chosen:
            pos = position_of(exercise)
            ones.append(timed(lambda: kalah_exercises.found_at(pos, NODES)))
            found = Found(exercise.answer, exercise.also, exercise.themes, 0.0)
            walks.append(timed(lambda: turns.append(line_from("kalah", pos, found, NODES).solver_turns)))
        one, walk = statistics.median(ones), statistics.median(walks)
        print(f"{stones:<8} {size:>6} {one:>10.3f} {walk:>8.3f} {walk / one:>6.2f} {statistics.mean(turns):>6.2f}")


def kind(exercise: Exercise) -> str:
    data = exercise.position
    if exercise.game != "kalah":
        return exercise.game
    return f"kalah {data['stones']} {data['capture']}{' pie' if data['pie'] else ''}"


def set_table(exercises: tuple[Exercise, ...]) -> None:
    print(f"\n{'exercises':<22} {'count':>6} {'1 turn':>7} {'2':>5} {'3':>5} {'4':>5}")
    kinds = sorted({kind(p) for p in exercises})
    for name in [*kinds, "all"]:
        turns = Counter(solver_turns(p) for p in exercises if name in ("all", kind(p)))
        print(f"{name:<22} {sum(turns.values()):>6} {turns[1]:>7} {turns[2]:>5} {turns[3]:>5} {turns[4]:>5}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--work", type=Path, default=WORK, help=f"the builder's folder (default {WORK})")
    parser.add_argument("--sample", type=int, default=0, help="Kalah exercises of each stones a pit timed again")
    args = parser.parse_args(argv)
    cost_table(args.work)
    if args.sample:
        sample_table(load_set(), args.sample)
    set_table(load_set())
    return 0


if __name__ == "__main__":
    sys.exit(main())
