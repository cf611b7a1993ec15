"""Kalah's level Perfect (issue 25, goal 2): how long its turns take, as a table.

Run from the repository: ``python -m benchmarks.kalah_perfect [--games N] [--stones 3 4] [--seed S]
[--against random|level5]``.

For each number of stones and capture rule, the perfect player plays ``--games`` whole games against random
turns (or level 5 at 1 s a turn: balanced positions, the proofs' hard case), half of them moving first, half
second (one game in four with the pie rule), and each of its turns is
timed on the wall clock (the worker's real call: ``player.choose_move`` at the level Perfect, book and proofs
alike).  The table gives the turns from the book and the proved ones, the largest and the median time of
each kind, and the slowest position proved; last, the process's peak memory (max RSS).  The proofs use the
largest endgame table of the rule in the cache folder (``ai.ready_endgame_stones``: 18 stones, else a step of 16
or 14, else the game's 10; the "table" column); ``ARSAC_ARCADE_HOME`` set to an empty folder measures a fresh
install, before a game has computed any.
"""
from __future__ import annotations

import argparse
import random
import resource
import statistics
import time

from engine.duels.basics import PERFECT
from engine.duels.limits import Limit
from games.kalah import ai, perfect, player
from games.kalah.rules import CAPTURES, FIRST_TURN, SWAP_OFFERED, Params, Variant, apply_compound, compound_moves, initial, is_over


def timed_games(stones: int, capture: str, games: int, rng: random.Random, level5: bool = False,
                ) -> tuple[list[float], list[float], tuple]:
    """The seconds of the book's turns, of the proved ones, and the slowest proved (seconds, position)."""
    book = perfect.shipped_book()
    from_book: list[float] = []
    proved: list[float] = []
    slowest: tuple = (0.0, None)
    for game in range(games):
        params = Params(stones, Variant(capture, pie=game % 4 == 3))
        side = game % 2
        pos = initial(params)
        while not is_over(pos):
            if pos.to_move == side:
                known = pos.opening in (FIRST_TURN, SWAP_OFFERED) or perfect.key_of(pos) in book
                began = time.monotonic()
                turn = player.choose_move(pos, Limit(level=PERFECT), rng)
                took = time.monotonic() - began
                (from_book if known else proved).append(took)
                if not known and took > slowest[0]:
                    slowest = (took, pos)
            elif level5:
                turn = player.choose_move(pos, Limit(level=5, seconds=1.0), rng)
            else:
                turn = rng.choice(compound_moves(pos))
            pos = apply_compound(pos, turn)
    return from_book, proved, slowest


def _figures(times: list[float]) -> str:
    if not times:
        return f"{0:>6} {'-':>8} {'-':>8}"
    return f"{len(times):>6} {max(times):>8.2f} {statistics.median(times):>8.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--stones", type=int, nargs="+", default=[3, 4])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--against", choices=("random", "level5"), default="random")
    args = parser.parse_args()
    print(f"{'game':<14} {'table':>5} {'book':>6} {'max s':>8} {'median':>8} {'proved':>6} {'max s':>8} {'median':>8}  slowest proved")
    for stones in args.stones:
        for capture in CAPTURES:
            rng = random.Random(args.seed)
            from_book, proved, (took, where) = timed_games(stones, capture, args.games, rng, args.against == "level5")
            desk = ",".join(map(str, where.desk)) if where is not None else "-"
            table = ai.ready_endgame_stones(capture == "empty")
            print(f"{stones} {capture:<12} {table:>5} {_figures(from_book)} {_figures(proved)}  {desk}", flush=True)
    print(f"peak memory (max RSS): {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB")


if __name__ == "__main__":
    main()
