"""How many of a player's mistakes become exercises of their own (issue 56, engine/training/mistakes.py), as a table.

Games between the computer's levels stand in for a person: in each game of each duel the "person" plays at a level
drawn from ``PERSON_LEVELS`` and the other side at one from ``OTHER_LEVELS`` (a ``random.Random`` seeded with the
duel's name: the same games again), the first mover drawn too.  Each finished game is reviewed as the coach reviews
it in the arcade (``engine.duels.coach.verdicts`` over the coach module's ``appraise``, ``--seconds`` a position
where its values are estimates), the person's mistakes and blunders are the candidates
(``engine.training.mistakes.candidates``) and each is tested as the arcade's worker tests it (``tested``: the
set's own test, within ``nodes_for``'s nodes).  Printed: games, the person's turns, mistakes and blunders, the
exercises kept and their share of the mistakes, and the median and slowest seconds of a test.

    python -m benchmarks.own_mistakes [--games N] [--duels kalah-3 match-nim ...] [--seconds S]
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.duels.coach import verdicts, whole_turns  # noqa: E402
from engine.duels.limits import Limit  # noqa: E402
from engine.entries import registry  # noqa: E402
from engine.training.mistakes import candidates, tested  # noqa: E402

PERSON_LEVELS = (1, 2, 3)
OTHER_LEVELS = (1, 2, 3, 4)
MOST_PLIES = 300
DUELS: dict[str, tuple[str, dict[str, Any]]] = {
    "kalah-3": ("kalah", {"stones": 3}), "kalah-4": ("kalah", {"stones": 4}),
    "kalah-5": ("kalah", {"stones": 5}), "kalah-6": ("kalah", {"stones": 6}),
    "match-nim": ("match-nim", {}), "row-nim": ("row-nim", {}), "fox-and-hens": ("fox-and-hens", {}),
}


def one_game(game: str, options: dict[str, Any], rng: random.Random) -> tuple[Any, list[Any], int]:
    """A game between two levels drawn by ``rng``: its start, its moves and the person's side."""
    spec = registry.get(game)
    rules, ai = spec.part("rules"), spec.part("ai")
    start = pos = rules.initial(rules.make_params(options), spec.first_mover if spec.first_mover is not None
                                else rng.randint(0, 1), rng)
    person = rng.randint(0, 1)
    levels = {person: rng.choice(PERSON_LEVELS), 1 - person: rng.choice(OTHER_LEVELS)}
    moves: list[Any] = []
    while rules.outcome(pos) is None and len(moves) < MOST_PLIES:
        chosen = ai.choose_move(pos, Limit(level=levels[rules.to_move(pos)]), rng)
        for move in chosen if isinstance(chosen, tuple) else (chosen,):
            moves.append(move)
            pos = rules.apply(pos, move)
    return start, moves, person


def measure(name: str, games: int, seconds: float, clock: Callable[[], float] = time.monotonic) -> dict[str, Any]:
    game, options = DUELS[name]
    spec = registry.get(game)
    rules, coach = spec.part("rules"), spec.module("coach")
    rng = random.Random(name)
    turns_played = labelled = kept = 0
    costs: list[float] = []
    for _game in range(games):
        start, moves, person = one_game(game, options, rng)
        turns = whole_turns(rules, start, moves)
        values: dict[Any, Any] = {}

        def known(pos: Any) -> Any:
            if pos not in values:
                values[pos] = coach.appraise(pos, seconds, clock)
            return values[pos]

        judged = verdicts(coach, rules, turns, known)
        turns_played += sum(1 for turn in turns if rules.to_move(turn.before) == person)
        found = candidates(game, turns, judged, lambda side: side == person)
        labelled += len(found)
        for candidate in found:
            began = clock()
            kept += tested(candidate) is not None
            costs.append(clock() - began)
    return {"duel": name, "games": games, "turns": turns_played, "mistakes": labelled, "kept": kept,
            "median": statistics.median(costs) if costs else 0.0, "slowest": max(costs, default=0.0)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10, help="games a duel (default 10)")
    parser.add_argument("--duels", nargs="*", choices=sorted(DUELS), help="the duels (default: all)")
    parser.add_argument("--seconds", type=float, default=0.5, help="the coach's seconds a position where it estimates")
    args = parser.parse_args(argv)
    print(f"{'duel':<14} {'games':>5} {'turns':>6} {'mistakes':>8} {'kept':>5} {'share':>6} {'test s (median)':>15} "
          f"{'slowest':>8}", flush=True)
    for name in args.duels or DUELS:
        row = measure(name, args.games, args.seconds)
        print(f"{row['duel']:<14} {row['games']:>5} {row['turns']:>6} {row['mistakes']:>8} {row['kept']:>5} "
              f"{row['kept'] / max(row['mistakes'], 1):>6.0%} {row['median']:>15.2f} {row['slowest']:>8.2f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
