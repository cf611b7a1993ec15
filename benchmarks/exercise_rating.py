"""How fast a new player's training rating finds them (issue 51, "Measured"), printed as tables.

Run from the repository: ``python -m benchmarks.exercise_rating [--runs N] [--tries N] [--error E] [--seed S]``.  A new
player (1500, deviation 350, volatility 0.06) of a true level T (1000, 1500, 2000 and two between) makes
``--tries`` tries at exercises chosen as the training screen chooses them (engine/training/choice.choose_next,
near the rating, none tried recently), each try scored as the book scores it (engine/training/standing: both
the player and the exercise rated, one Glicko-2 period a try, a minute apart).  The player is right with the
Elo probability 1 / (1 + 10^((D - T) / 400)), D the exercise's true difficulty.

The exercises are made up (the shipped set had not landed when this was written): ``POOL`` exercises of two
games, shipped ratings spread evenly from 600 to 2400 with deviation 80, each one's true difficulty its
shipped rating plus a normal error of ``--error`` points (100 by default: the builder's difficulty is
itself an estimate; 0 for a set rated exactly).  Each run starts from a fresh install (every exercise at its shipped rating).

Printed: for each T, after 1, 5, 10, 20, 30, 40 and 50 tries, the median rating, the median distance to T
and its 90th centile, the median deviation, and the share of runs within 50 points of T; then when the
rating settles: the first try after which it is within 50 points of T with a deviation under 100 (median and
90th centile over the runs, and the share of runs that got there), and the share still within 50 (and 100)
points at the last try.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.training.choice import choose_next  # noqa: E402
from engine.training.standing import Standing, Try  # noqa: E402

LEVELS = (1000, 1250, 1500, 1750, 2000)
POOL = 1800
MOMENTS = (1, 5, 10, 20, 30, 40, 50)
CLOSE, SURE = 50.0, 100.0   # settled: within CLOSE points of the true level, deviation under SURE


@dataclass(frozen=True)
class MadeExercise:
    id: str
    game: str
    themes: tuple[str, ...]
    rating: float
    deviation: float
    truth: float   # the difficulty the simulated player meets


def made_pool(rng: random.Random, error: float) -> list[MadeExercise]:
    return [MadeExercise(f"made-{n:04d}", ("kalah", "row-nim")[n % 2], ("quiet",), rating, 80.0,
                       rating + rng.gauss(0.0, error))
            for n, rating in enumerate(600.0 + 1800.0 * k / (POOL - 1) for k in range(POOL))]


def right_chance(level: float, difficulty: float) -> float:
    return 1.0 / (1.0 + 10.0 ** ((difficulty - level) / 400.0))


def one_run(level: float, pool: list[MadeExercise], tries: int, rng: random.Random) -> list[tuple[float, float]]:
    """The player's (rating, deviation) after each try."""
    standing = Standing()
    path = []
    for number in range(tries):
        exercise = choose_next(pool, standing, rng)
        assert exercise is not None
        standing = standing.after(Try.of(exercise, rng.random() < right_chance(level, exercise.truth), 60.0 * number))
        path.append((standing.player.rating, standing.player.deviation))
    return path


def centile(values: list[float], part: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(part * len(ordered)))]


def settled_at(level: float, path: list[tuple[float, float]]) -> int | None:
    return next((n for n, (r, d) in enumerate(path, 1) if abs(r - level) <= CLOSE and d < SURE), None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--tries", type=int, default=50)
    parser.add_argument("--error", type=float, default=100.0, help="the shipped ratings' error (points)")
    parser.add_argument("--seed", type=int, default=51)
    args = parser.parse_args()
    moments = [m for m in MOMENTS if m <= args.tries]
    print(f"{args.runs} runs a level, {args.tries} tries each; {POOL} made-up exercises 600-2400, "
          f"shipped ratings off by N(0, {args.error:.0f})")
    summary = []
    for level in LEVELS:
        paths = []
        for run in range(args.runs):
            rng = random.Random(f"{args.seed} {level} {run}")
            paths.append(one_run(level, made_pool(rng, args.error), args.tries, rng))
        print(f"\ntrue level {level}")
        print(f"{'tries':>6} {'rating':>7} {'|error|':>8} {'p90':>5} {'RD':>5} {'within 50':>10}")
        for moment in moments:
            ratings = [path[moment - 1][0] for path in paths]
            errors = [abs(r - level) for r in ratings]
            within = sum(e <= CLOSE for e in errors) / len(errors)
            print(f"{moment:>6} {statistics.median(ratings):>7.0f} {statistics.median(errors):>8.0f} "
                  f"{centile(errors, 0.9):>5.0f} {statistics.median(path[moment - 1][1] for path in paths):>5.0f} "
                  f"{within:>10.0%}")
        settled = [settled_at(level, path) for path in paths]
        reached = [s for s in settled if s is not None]
        last = [abs(path[-1][0] - level) for path in paths]
        summary.append((level, statistics.median(reached) if reached else None,
                        centile(reached, 0.9) if reached else None, len(reached) / len(paths),
                        sum(e <= CLOSE for e in last) / len(last), sum(e <= 2 * CLOSE for e in last) / len(last)))
    print(f"\nsettled: first try within {CLOSE:.0f} points of the true level with RD under {SURE:.0f}")
    print(f"{'level':>6} {'median':>7} {'p90':>5} {'reached':>8} {'last within 50':>15} {'within 100':>11}")
    for level, median, p90, reached, close, near in summary:
        print(f"{level:>6} {'-' if median is None else f'{median:.1f}':>7} {'-' if p90 is None else p90:>5} "
              f"{reached:>8.0%} {close:>15.0%} {near:>11.0%}")


if __name__ == "__main__":
    main()
