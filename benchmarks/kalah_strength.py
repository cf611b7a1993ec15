"""Strength of Kalah's computer levels, printed as a win/draw/loss table.

Run from the repository: ``python -m benchmarks.kalah_strength [--games N] [--seconds S]``.

Level 5, with ``--seconds`` per move, plays each opponent in turn: levels 1 to 4 (given the
same time, which only their exact endgames use) and the plain fixed-depth alpha-beta of
``benchmarks/kalah_search.py`` (depth 6, no table, no ordering).  Games go in pairs from the
same random opening (``--opening`` compound moves), level 5 playing A in one and B in the other.
The table gives level 5's wins, draws and losses, its points (a draw is half a point) and its
mean final margin.
"""
from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.kalah_search import plain_alpha_beta  # noqa: E402
from engine.duels.limits import Limit  # noqa: E402
from games.kalah import ai  # noqa: E402
from games.kalah.ai import search  # noqa: E402
from games.kalah.player import choose_move  # noqa: E402
from games.kalah.rules import CompoundMove, Position, apply_compound, compound_moves, initial, is_over  # noqa: E402

Player = Callable[[Position, random.Random], CompoundMove]
# Told of each finished game: its number, the strong player's side, every turn from the start, its margin.
GameReport = Callable[[int, int, list[CompoundMove], int], None]
PLAIN_DEPTH = 6


def level_player(level: int, seconds: float) -> Player:
    return lambda pos, rng: choose_move(pos, Limit(level=level, seconds=seconds), rng)


def plain_player(pos: Position, rng: random.Random) -> CompoundMove:
    return plain_alpha_beta(pos, PLAIN_DEPTH)[0]


def beginner_player(pos: Position, rng: random.Random) -> CompoundMove:
    """A beginner who thinks a little: the turn that puts the most stones in its own kalah now."""
    store = 6 if pos.to_move == 0 else 13
    turns = compound_moves(pos)
    best = max(apply_compound(pos, turn).desk[store] for turn in turns)
    return rng.choice([turn for turn in turns if apply_compound(pos, turn).desk[store] == best])


BALANCE_DEPTH = 12  # compound moves: how deep an opening is judged when only balanced ones are wanted
# and by which evaluation: ai's (SCALE, WEIGHT) when the openings were first chosen, kept so that a change of the
# program's evaluation does not change the openings it is measured on
BALANCE_EVALUATION = (6, 1)


def opening_turns(turns: int, rng: random.Random, start: Position | None = None,
                  balanced: int | None = None) -> list[CompoundMove]:
    """``turns`` random compound moves from ``start`` (the 6-stone start by default).

    With ``balanced``, openings are drawn again until a fixed-depth search (``BALANCE_DEPTH``,
    the same on every machine) values the position within ``balanced`` stones of even, as engine
    tests use balanced openings: a pair of games from a lost opening is one won, one lost, whoever plays.
    The search judges by ``BALANCE_EVALUATION``, whatever the program's own: the same openings for every version.
    """
    while True:
        pos, chosen = start or initial(), []
        for _ in range(turns):
            chosen.append(rng.choice(compound_moves(pos)))
            pos = apply_compound(pos, chosen[-1])
        if balanced is None or is_over(pos) or abs(balance_value(pos)) <= balanced:
            return chosen


def balance_value(pos: Position) -> int:
    """The value of ``pos`` by a ``BALANCE_DEPTH`` search with the evaluation ``BALANCE_EVALUATION``."""
    kept = ai.SCALE, ai.WEIGHT
    ai.SCALE, ai.WEIGHT = BALANCE_EVALUATION
    try:
        return search(pos, Limit(level=5, depth=BALANCE_DEPTH)).value
    finally:
        ai.SCALE, ai.WEIGHT = kept


def play(pos: Position, players: tuple[Player, Player], rng: random.Random, played: list[CompoundMove] | None = None) -> int:
    """Play to the end (each turn appended to ``played`` when given); A's kalah minus B's."""
    while not is_over(pos):
        turn = players[pos.to_move](pos, rng)
        if played is not None:
            played.append(turn)
        pos = apply_compound(pos, turn)
    return pos.desk[6] - pos.desk[13]


def match(strong: Player, opponent: Player, games: int, opening: int, seed: int, report: GameReport | None = None,
          balanced: int | None = None) -> list[int]:
    """The strong player's final margins, sides alternating over pairs of shared openings."""
    margins = []
    for game in range(games):
        turns = opening_turns(opening, random.Random(seed + game // 2), balanced=balanced)
        start = initial()
        for turn in turns:
            start = apply_compound(start, turn)
        rng = random.Random(seed * 7919 + game)
        side = game % 2
        players = (strong, opponent) if side == 0 else (opponent, strong)
        margin = play(start, players, rng, turns)
        margins.append(margin if side == 0 else -margin)
        if report is not None:
            report(game, side, turns, margins[-1])
    return margins


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per pairing (default 40)")
    parser.add_argument("--seconds", type=float, default=1.0, help="level 5's time per move (default 1)")
    parser.add_argument("--opening", type=int, default=2, help="random compound moves before play (default 2)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    strong = level_player(5, args.seconds)
    opponents = {f"level {level}": level_player(level, args.seconds) for level in (1, 2, 3, 4)}
    opponents[f"plain depth {PLAIN_DEPTH}"] = plain_player
    print(f"Level 5 at {args.seconds:g} s a move, {args.games} games per opponent, sides alternating")
    header = f"{'opponent':<16} {'wins':>5} {'draws':>6} {'losses':>7} {'points %':>9} {'mean margin':>12}"
    print(header)
    print("-" * len(header))
    for name, opponent in opponents.items():
        print_row(name, match(strong, opponent, args.games, args.opening, args.seed))
    print("\nA beginner who thinks a little (the turn that fills its kalah most) against level 1")
    print(header.replace("opponent", "player  "))
    print_row("beginner", match(beginner_player, level_player(1, args.seconds), args.games, args.opening, args.seed))


def print_row(name: str, margins: list[int], width: int = 16) -> None:
    wins = sum(m > 0 for m in margins)
    draws = sum(m == 0 for m in margins)
    losses = len(margins) - wins - draws
    points = 100 * (wins + draws / 2) / len(margins)
    mean = sum(margins) / len(margins)
    print(f"{name:<{width}} {wins:>5} {draws:>6} {losses:>7} {points:>9.0f} {mean:>12.1f}", flush=True)


if __name__ == "__main__":
    main()
