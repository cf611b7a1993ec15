"""Strength of Kalah's level 5 against independent players (issue 15), printed as a table.

Run from the repository: ``python -m benchmarks.kalah_openspiel [--games N] [--seconds S]``.

Opponents, ``--games`` games each (default 40), sides alternating over pairs of shared random
openings (``--opening`` compound moves), level 5 thinking ``--seconds`` a move (default 1):

- OpenSpiel's ``mancala`` game (Kalah, 6 pits of 4 stones, the same rules) with its MCTS bot,
  ``--simulations`` a move (default 1,000) and one random roll-out per leaf.  ``open_spiel`` is
  installed only for this benchmark (``pip install open_spiel``); without it that row is skipped.
  The games are played with 4 stones a pit, the variant OpenSpiel has; both programs' boards are
  compared after every single move.
- The old level 5: ``games/kalah/ai.py`` as it was before issue 15 (``--old-commit``, read with
  ``git show``), with the same time, on the 6-stone game.

The table gives level 5's wins, draws and losses, its points and its mean final margin
(benchmarks/kalah_strength.py prints the rows).
"""
from __future__ import annotations

import argparse
import importlib.util
import random
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.kalah_strength import Player, level_player, match, print_row  # noqa: E402
from engine.limits import Limit  # noqa: E402
from games.kalah.rules import (  # noqa: E402
    CompoundMove,
    Move,
    Params,
    Position,
    apply,
    apply_compound,
    compound_moves,
    initial,
    is_over,
)

ROOT = Path(__file__).resolve().parent.parent
NAME_WIDTH = 24
OLD_COMMIT = "a70d2b7"  # the last commit before issue 15's search


def old_level_5(commit: str, seconds: float) -> Player:
    """Level 5 of games/kalah/ai.py at ``commit`` (loaded from git as a separate module)."""
    source = subprocess.run(["git", "-C", str(ROOT), "show", f"{commit}:games/kalah/ai.py"],
                            capture_output=True, text=True, check=True).stdout
    module = types.ModuleType("kalah_ai_before_issue_15")
    sys.modules[module.__name__] = module  # dataclasses look their module up
    exec(compile(source, f"{commit}:games/kalah/ai.py", "exec"), module.__dict__)
    return lambda pos, rng: module.choose_move(pos, Limit(level=5, seconds=seconds), rng)


# OpenSpiel's board: 0 = player 1's store, 1..6 = player 0's pits, 7 = player 0's store,
# 8..13 = player 1's pits; player 0 is A, its pit k is action k, B's pit k is action 7 + k.
def openspiel_board(pos: Position) -> list[int]:
    desk = pos.desk
    return [desk[13], *desk[0:7], *desk[7:13]]


class OpenSpielGame:
    """A Kalah game played in lockstep with OpenSpiel's ``mancala`` (4 stones a pit)."""

    def __init__(self, simulations: int, seed: int) -> None:
        import numpy as np
        import pyspiel
        from open_spiel.python.algorithms import mcts

        self.game = pyspiel.load_game("mancala")
        state_rng = np.random.RandomState(seed)
        self.bot = mcts.MCTSBot(self.game, uct_c=2.0, max_simulations=simulations,
                                evaluator=mcts.RandomRolloutEvaluator(1, state_rng), random_state=state_rng)

    def play(self, strong: Player, opening: list[CompoundMove], strong_side: int, rng: random.Random) -> int:
        """Play to the end from the opening; the strong player's final margin."""
        pos, state = initial(Params(4)), self.game.new_initial_state()
        for turn in opening:
            pos, state = self._turn(pos, state, turn)
        while not is_over(pos):
            if pos.to_move == strong_side:
                pos, state = self._turn(pos, state, strong(pos, rng))
            else:
                action = self.bot.step(state)
                pit = action if pos.to_move == 0 else action - 7
                pos, state = self._single(pos, state, pit)
        margin = pos.desk[6] - pos.desk[13]
        return margin if strong_side == 0 else -margin

    def _turn(self, pos: Position, state: Any, turn: CompoundMove) -> tuple[Position, Any]:
        for move in turn:
            pos, state = self._single(pos, state, move.pit)
        return pos, state

    @staticmethod
    def _single(pos: Position, state: Any, pit: int) -> tuple[Position, Any]:
        state.apply_action(pit if pos.to_move == 0 else 7 + pit)
        after = apply(pos, Move(pit))
        if not is_over(after):  # OpenSpiel sweeps only in its returns
            board = [round(value) for value in state.observation_tensor(0)[:14]]  # the board, then who moves...
            assert board == openspiel_board(after), (board, after)
            assert state.current_player() == after.to_move
        return after, state


def openspiel_match(strong: Player, games: int, opening: int, seed: int, simulations: int) -> list[int]:
    margins = []
    spiel = OpenSpielGame(simulations, seed)
    for game in range(games):
        opening_rng = random.Random(seed + game // 2)
        pos, turns = initial(Params(4)), []
        for _ in range(opening):
            turn = opening_rng.choice(compound_moves(pos))
            turns.append(turn)
            pos = apply_compound(pos, turn)
        margins.append(spiel.play(strong, turns, game % 2, random.Random(seed * 7919 + game)))
    return margins


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per opponent (default 40)")
    parser.add_argument("--seconds", type=float, default=1.0, help="time per move of each level 5 (default 1)")
    parser.add_argument("--opening", type=int, default=2, help="random compound moves before play (default 2)")
    parser.add_argument("--simulations", type=int, default=1000, help="MCTS simulations a move (default 1000)")
    parser.add_argument("--old-commit", default=OLD_COMMIT, help=f"the old level 5's commit (default {OLD_COMMIT})")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    strong = level_player(5, args.seconds)
    print(f"Level 5 at {args.seconds:g} s a move, {args.games} games per opponent, sides alternating")
    header = f"{'opponent':<{NAME_WIDTH}} {'wins':>5} {'draws':>6} {'losses':>7} {'points %':>9} {'mean margin':>12}"
    print(header)
    print("-" * len(header))
    if importlib.util.find_spec("pyspiel") is None:
        print(f"{'OpenSpiel MCTS':<{NAME_WIDTH}} skipped: open_spiel is not installed (pip install open_spiel)")
    else:
        margins = openspiel_match(strong, args.games, args.opening, args.seed, args.simulations)
        print_row(f"OpenSpiel MCTS {args.simulations}", margins, NAME_WIDTH)
    old = old_level_5(args.old_commit, args.seconds)
    print_row(f"level 5 of {args.old_commit}", match(strong, old, args.games, args.opening, args.seed), NAME_WIDTH)


if __name__ == "__main__":
    main()
