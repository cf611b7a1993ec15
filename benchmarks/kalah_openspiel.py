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
(benchmarks/kalah_strength.py prints the rows).  Each game's result goes to stderr as it ends;
``--records DIR`` also saves every game as a ``.klh`` record (the program opens them) to look
at the lost ones.

open_spiel stays out of the project's dependencies; a separate environment for the benchmark::

    python3 -m venv .venv-bench && .venv-bench/bin/pip install open_spiel -e .
    .venv-bench/bin/python -m benchmarks.kalah_openspiel --records /tmp/kalah-games
"""
from __future__ import annotations

import argparse
import importlib
import importlib.util
import random
import subprocess
import sys
import time
import types
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.kalah_strength import GameReport, Player, level_player, match, opening_turns, print_row  # noqa: E402
from engine.duels.limits import Limit  # noqa: E402
from games.kalah.record import Record, Turn, format_record  # noqa: E402
from games.kalah.rules import (  # noqa: E402
    LETTERS,
    CompoundMove,
    Move,
    Params,
    Position,
    apply,
    apply_compound,
    initial,
    is_over,
)

ROOT = Path(__file__).resolve().parent.parent
NAME_WIDTH = 24
OLD_COMMIT = "a70d2b7"  # the last commit before issue 15's search
STONES = 4  # OpenSpiel's mancala has 4 stones a pit (no parameter)
MOVED_MODULES = {"engine.duel": "engine.duels.basics", "engine.limits": "engine.duels.limits"}  # since that commit


def old_level_5(commit: str, seconds: float) -> Player:
    """Level 5 of games/kalah/ai.py at ``commit`` (loaded from git as a separate module)."""
    source = subprocess.run(["git", "-C", str(ROOT), "show", f"{commit}:games/kalah/ai.py"],
                            capture_output=True, text=True, check=True).stdout
    module = types.ModuleType("kalah_ai_before_issue_15")
    sys.modules[module.__name__] = module  # dataclasses look their module up
    for then, now in MOVED_MODULES.items():  # it imports the engine's modules by their names of then
        sys.modules.setdefault(then, importlib.import_module(now))
    exec(compile(source, f"{commit}:games/kalah/ai.py", "exec"), module.__dict__)
    return lambda pos, rng: module.choose_move(pos, Limit(level=5, seconds=seconds), rng)


# OpenSpiel's board: 0 = player 1's store, 1..6 = player 0's pits, 7 = player 0's store,
# 8..13 = player 1's pits; player 0 is A, its pit k is action k, B's pit k is action 7 + k.
def openspiel_board(pos: Position) -> list[int]:
    desk = pos.desk
    return [desk[13], *desk[0:7], *desk[7:13]]


class OpenSpielGame:
    """A Kalah game played in lockstep with OpenSpiel's ``mancala`` (4 stones a pit) and its MCTS bot.

    benchmarks/kalah_6stones.py's subclass plays its 6-stone game instead (``stones``, ``make``, ``board``)."""

    stones = STONES

    def __init__(self, simulations: int, seed: int) -> None:
        self.game, self.bot = self.make(simulations, seed)
        self.thinking: list[float] = []  # the seconds of each of the bot's single moves

    def make(self, simulations: int, seed: int) -> tuple[Any, Any]:
        """The OpenSpiel game and its MCTS bot (uct_c 2, ``simulations`` a move, one random roll-out a leaf)."""
        import numpy as np
        import pyspiel
        from open_spiel.python.algorithms import mcts

        game = pyspiel.load_game("mancala")
        state_rng = np.random.RandomState(seed)
        return game, mcts.MCTSBot(game, uct_c=2.0, max_simulations=simulations,
                                  evaluator=mcts.RandomRolloutEvaluator(1, state_rng), random_state=state_rng)

    def board(self, state: Any) -> list[int]:
        """The 14 holes of OpenSpiel's state, in ``openspiel_board``'s order."""
        # its observation: the 14 holes, then the player to move, then the move number
        return [round(value) for value in state.observation_tensor(0)[:14]]

    def play(self, strong: Player, opening: list[CompoundMove], strong_side: int, rng: random.Random,
             played: list[CompoundMove]) -> int:
        """Play to the end from the opening (every turn appended to ``played``); the strong player's final margin."""
        pos, state = initial(Params(self.stones)), self.game.new_initial_state()
        for turn in opening:
            pos, state = self._turn(pos, state, turn)
            played.append(turn)
        while not is_over(pos):
            if pos.to_move == strong_side:
                turn = strong(pos, rng)
                pos, state = self._turn(pos, state, turn)
                played.append(turn)
            else:  # the bot's single moves, gathered into its compound move
                side, moves = pos.to_move, []
                while pos.to_move == side and not is_over(pos):
                    started = time.perf_counter()
                    action = self.bot.step(state)
                    self.thinking.append(time.perf_counter() - started)
                    moves.append(Move(action if side == 0 else action - 7))
                    pos, state = self._single(pos, state, moves[-1].pit)
                played.append(tuple(moves))
        margin = pos.desk[6] - pos.desk[13]
        # OpenSpiel ends the game too, and its winner is ours (it counts pits and store without sweeping)
        assert state.is_terminal(), state
        assert state.returns()[0] == (margin > 0) - (margin < 0), (state.returns(), pos)
        return margin if strong_side == 0 else -margin

    def _turn(self, pos: Position, state: Any, turn: CompoundMove) -> tuple[Position, Any]:
        for move in turn:
            pos, state = self._single(pos, state, move.pit)
        return pos, state

    def _single(self, pos: Position, state: Any, pit: int) -> tuple[Position, Any]:
        state.apply_action(pit if pos.to_move == 0 else 7 + pit)
        after = apply(pos, Move(pit))
        if not is_over(after):  # OpenSpiel sweeps only in its returns
            board = self.board(state)
            assert board == openspiel_board(after), (board, after)
            assert state.current_player() == after.to_move
        return after, state


def openspiel_match(strong: Player, games: int, opening: int, seed: int, simulations: int,
                    report: GameReport | None = None, spiel: OpenSpielGame | None = None,
                    balanced: int | None = None) -> list[int]:
    """Level 5's final margins against the MCTS bot (``spiel``'s, OpenSpiel's mancala by default), sides
    alternating over pairs of shared openings (``balanced``: see ``opening_turns``)."""
    margins = []
    spiel = spiel or OpenSpielGame(simulations, seed)
    for game in range(games):
        turns = opening_turns(opening, random.Random(seed + game // 2), initial(Params(spiel.stones)), balanced)
        played: list[CompoundMove] = []
        side = game % 2
        margins.append(spiel.play(strong, turns, side, random.Random(seed * 7919 + game), played))
        if report is not None:
            report(game, side, played, margins[-1])
    return margins


def reporter(opponent: str, stones: int, records: Path | None) -> GameReport:
    """Print each game's result on stderr (progress, kept apart from the table); save its record in ``records``."""
    def report(game: int, side: int, turns: list[CompoundMove], margin: int) -> None:
        print(f"{opponent}: game {game + 1}, level 5 as {LETTERS[side]}, margin {margin:+d}", file=sys.stderr, flush=True)
        if records is None:
            return
        names = ("level 5", opponent) if side == 0 else (opponent, "level 5")
        pos = initial(Params(stones))
        sides = [pos.to_move]
        for turn in turns[:-1]:
            pos = apply_compound(pos, turn)
            sides.append(pos.to_move)
        record = Record(tuple(Turn(s, turn) for s, turn in zip(sides, turns)), Params(stones),
                        (("A", names[0]), ("B", names[1]), ("level 5 margin", f"{margin:+d}")))
        records.mkdir(parents=True, exist_ok=True)
        slug = "".join(c if c.isalnum() else "-" for c in opponent.lower())
        (records / f"{slug}-{game + 1:02d}.klh").write_text(format_record(record), encoding="utf-8")
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per opponent (default 40)")
    parser.add_argument("--seconds", type=float, default=1.0, help="time per move of each level 5 (default 1)")
    parser.add_argument("--opening", type=int, default=2, help="random compound moves before play (default 2)")
    parser.add_argument("--simulations", type=int, default=1000, help="MCTS simulations a move (default 1000)")
    parser.add_argument("--old-commit", default=OLD_COMMIT, help=f"the old level 5's commit (default {OLD_COMMIT})")
    parser.add_argument("--balanced", type=int, default=None,
                        help="only openings a 12-deep search values within this many stones of even (default: any)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--records", type=Path, help="save every game as a .klh record in this folder")
    args = parser.parse_args()

    strong = level_player(5, args.seconds)
    print(f"Level 5 at {args.seconds:g} s a move, {args.games} games per opponent, sides alternating")
    header = f"{'opponent':<{NAME_WIDTH}} {'wins':>5} {'draws':>6} {'losses':>7} {'points %':>9} {'mean margin':>12}"
    print(header)
    print("-" * len(header))
    if importlib.util.find_spec("pyspiel") is None:
        print(f"{'OpenSpiel MCTS':<{NAME_WIDTH}} skipped: open_spiel is not installed (pip install open_spiel)")
    else:
        name = f"OpenSpiel MCTS {args.simulations}"
        margins = openspiel_match(strong, args.games, args.opening, args.seed, args.simulations,
                                  reporter(name, STONES, args.records))
        print_row(name, margins, NAME_WIDTH)
    old = old_level_5(args.old_commit, args.seconds)
    name = f"level 5 of {args.old_commit}"
    margins = match(strong, old, args.games, args.opening, args.seed, reporter(name, Params().stones, args.records),
                    args.balanced)
    print_row(name, margins, NAME_WIDTH)


if __name__ == "__main__":
    main()
