"""Foxes and hens: the longest-capture search, the computer's speed, and its strength, as tables.

Run from the repository: ``python -m benchmarks.fox_and_hens [--games N] [--seconds S]``.

1. The book's longest-capture search on the 20 hardest of 1,000 random boards (2 foxes and
   9 to 20 hens on random points; hardest = most jumps tried): median and max time.
2. The level-5 search given 1 second: nodes per second and the depth completed.
3. Level 5 against a random player, for each side, sides to move first alternating.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.duels.limits import Limit  # noqa: E402
from games.fox_and_hens import ai, rules  # noqa: E402
from games.fox_and_hens.rules import FOXES, HENS, SIDE_NAMES  # noqa: E402


def random_board(rng: random.Random) -> str:
    points = rng.sample(rules.POINTS, 2 + rng.randint(rules.MIN_HENS, rules.START_HENS))
    cells = list(rules.START_BOARD.translate(str.maketrans({c: "." for c in "X" + rules.HEN_LETTERS})))
    cells[points[0]] = cells[points[1]] = rules.FOX
    for letter, point in zip(rules.HEN_LETTERS, points[2:]):
        cells[point] = letter
    return "".join(cells)


def capture_search(count: int = 1000, hardest: int = 20, repeats: int = 5) -> None:
    rng = random.Random(13)
    boards = [random_board(rng) for _ in range(count)]
    found = {board: rules.run_search(rules.search_captures(board)) for board in boards}
    chosen = sorted(boards, key=lambda b: found[b].jumps, reverse=True)[:hardest]
    times = []
    for board in chosen:
        best = min(_timed(lambda: rules.run_search(rules.search_captures(board))) for _ in range(repeats))
        times.append(best)
    print(f"Longest capture, {hardest} hardest of {count} random boards "
          f"(jumps tried {found[chosen[-1]].jumps}-{found[chosen[0]].jumps}, longest chains up to "
          f"{max(found[b].longest for b in chosen)}):")
    print(f"  median {statistics.median(times) * 1000:.3f} ms   max {max(times) * 1000:.3f} ms")


def _timed(run) -> float:
    started = time.perf_counter()
    run()
    return time.perf_counter() - started


def search_speed(seconds: float = 1.0) -> None:
    rng = random.Random(5)
    start = rules.initial(rules.default_params(), HENS)
    middle = start
    for _ in range(24):
        middle = rules.apply(middle, rng.choice(rules.legal_moves(middle)))
        if rules.outcome(middle) is not None:
            break
    print(f"Level 5 given {seconds:g} s:")
    print(f"  {'position':<22}{'nodes/s':>10}{'depth':>7}")
    for label, pos in (("start, hens to move", start), ("after 24 random moves", middle)):
        rules.longest_captures.cache_clear()  # as a fresh program would start
        decision = ai.search(pos, Limit(level=5, seconds=seconds), random.Random(0))
        print(f"  {label:<22}{decision.nodes_per_second:>10}{decision.depth:>7}")


def play(ai_side: int, first: int, seed: int, seconds: float) -> int | None:
    rng = random.Random(seed)
    pos = rules.initial(rules.default_params(), first)
    while rules.outcome(pos) is None:
        if pos.to_move == ai_side:
            move = ai.choose_move(pos, Limit(level=5, seconds=seconds), rng)
        else:
            move = rng.choice(rules.legal_moves(pos))
        pos = rules.apply(pos, move)
    return rules.outcome(pos).winner


def strength(games: int, seconds: float) -> None:
    print(f"Level 5 ({seconds:g} s a move) against a random player, {games} games a side, first mover alternating:")
    for side in (HENS, FOXES):
        started = time.perf_counter()
        results = [play(side, game % 2, game, seconds) for game in range(games)]
        wins = sum(1 for r in results if r == side)
        draws = sum(1 for r in results if r is None)
        print(f"  computer as {SIDE_NAMES[side]:<6} wins {wins}/{games} ({100 * wins / games:.0f}%), "
              f"draws {draws}   [{time.perf_counter() - started:.0f} s]", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per side (default 40)")
    parser.add_argument("--seconds", type=float, default=0.5, help="the computer's time per move (default 0.5)")
    args = parser.parse_args()
    capture_search()
    search_speed()
    strength(args.games, args.seconds)


if __name__ == "__main__":
    main()
