"""Kalah's level 5 on the book's game (6 stones a pit) against two independent players (issue 25), as a table.

Run from the repository: ``python -m benchmarks.kalah_6stones [--games N] [--seconds S]``.

Level 5 thinks ``--seconds`` a move (default 1) and plays ``--games`` games (default 40) against each of:

- OpenSpiel's MCTS: the Python ``mcts.MCTSBot`` of open_spiel (uct_c 2, ``--simulations`` a move,
  default 10,000, one random roll-out per leaf) on Kalah with 6 stones a pit, a Python game registered
  with OpenSpiel (benchmarks/kalah_spiel.py: OpenSpiel's own ``mancala`` has 4 stones a pit and no
  parameter; the roll-out there is re-implemented for speed, the same uniform random play to the end).
  Both programs' boards are compared after every single move.  Needs ``open_spiel`` (not a dependency
  of the project: install it in a separate environment, below); without it that row is skipped.
- The plain C alpha-beta of benchmarks/kalah_ref.c, ``play`` mode (iterative deepening of a fail-soft
  negamax with a transposition table, the kalahs' difference at the horizon), built here with the
  system's ``cc -O2`` into a temporary folder (skipped without a compiler).  It chooses a whole compound
  move in ``--seconds`` as level 5 does; with ``--c-per-single-move`` it searches again after each extra
  move, ``--seconds`` each time (more than level 5's time in a turn of extra moves).  The mean time a
  turn of both players is printed under the row.

Openings: ``--opening`` random compound moves (default 2, one each side), drawn again until a 12-deep
search values them within ``--balanced`` stones of even (default 2; see ``opening_turns`` in
benchmarks/kalah_strength.py); games go in pairs from the same opening, level 5 playing A in one and B
in the other.  The table gives level 5's wins, draws and losses, its points (a draw is half a point) and
its mean final margin; the load average is printed before and after.  Each game's result goes to
stderr as it ends; ``--records DIR`` saves every game as a ``.klh`` record.  ``--check`` only compares
the fast roll-out with OpenSpiel's ``RandomRolloutEvaluator`` on a few positions and times MCTS moves.

A separate environment for open_spiel::

    python3 -m venv .venv-bench && .venv-bench/bin/pip install open_spiel -e .
    nice -n 5 .venv-bench/bin/python -m benchmarks.kalah_6stones 2>games.txt
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.kalah_core import compile_reference  # noqa: E402
from benchmarks.kalah_openspiel import OpenSpielGame, openspiel_board, openspiel_match, reporter  # noqa: E402
from benchmarks.kalah_strength import Player, level_player, match, print_row  # noqa: E402
from games.kalah import ai  # noqa: E402
from games.kalah.rules import CompoundMove, Move, Params, Position, apply, initial, is_over  # noqa: E402

NAME_WIDTH = 24
STONES = 6
TABLE_MEGABYTES = 64  # the C player's transposition table


class SixStones(OpenSpielGame):
    """Lockstep games with benchmarks/kalah_spiel.py's 6-stone Kalah and OpenSpiel's MCTS on it."""

    stones = STONES

    def make(self, simulations: int, seed: int) -> tuple[Any, Any]:
        from benchmarks.kalah_spiel import new_bot

        bot, game = new_bot(simulations, seed, self.stones)
        return game, bot

    def board(self, state: Any) -> list[int]:
        return list(state.board)


class ReferencePlayer:
    """The C alpha-beta (``kalah_ref play``) as a player: one process for a match, a line a search.

    Its time: ``seconds`` a turn, as level 5 (one search chooses the whole compound move), or with
    ``per_single_move`` ``seconds`` for each single move (a search for each, its turn's first pit played)."""

    def __init__(self, program: Path, seconds: float, per_single_move: bool = False) -> None:
        self.seconds, self.per_single_move = seconds, per_single_move
        self.depths: list[int] = []  # the depth each search finished, where there was a choice
        self.process = subprocess.Popen([str(program), "play", str(TABLE_MEGABYTES)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True)

    def __call__(self, pos: Position, rng: random.Random) -> CompoundMove:
        side, moves = pos.to_move, list[Move]()
        while pos.to_move == side and not is_over(pos):
            assert self.process.stdin is not None and self.process.stdout is not None
            self.process.stdin.write(" ".join(map(str, pos.desk)) + f" {side} {self.seconds}\n")
            self.process.stdin.flush()
            turn, _, depth, _, _ = self.process.stdout.readline().split()
            if int(depth):
                self.depths.append(int(depth))
            for pit in turn[:1] if self.per_single_move else turn:
                moves.append(Move(int(pit)))
                pos = apply(pos, moves[-1])
        return tuple(moves)

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


class Timed:
    """A player whose turns are timed (wall seconds, ``turns``)."""

    def __init__(self, player: Player) -> None:
        self.player, self.turns = player, list[float]()

    def __call__(self, pos: Position, rng: random.Random) -> CompoundMove:
        started = time.perf_counter()
        turn = self.player(pos, rng)
        self.turns.append(time.perf_counter() - started)
        return turn

    def summary(self) -> str:
        return f"{len(self.turns)} turns, {sum(self.turns) / max(1, len(self.turns)):.2f} s a turn on average"


def load() -> str:
    return "load average {:.2f}, {:.2f}, {:.2f}".format(*os.getloadavg())


def check(simulations: int, seed: int) -> None:
    """The fast roll-out against OpenSpiel's on a few positions, and the time of a few MCTS moves."""
    from benchmarks.kalah_spiel import check_rollouts, new_bot

    rng, positions = random.Random(seed), []
    pos = initial(Params(STONES))
    while not is_over(pos):
        if len(positions) < 6 and rng.random() < 0.15 or not positions:
            positions.append(pos)
        pos = apply(pos, rng.choice([Move(pit) for pit in range(1, 7) if pos.desk[7 * pos.to_move + pit - 1]]))
    boards = [(openspiel_board(pos), pos.to_move) for pos in positions]
    print("Roll-outs from a few positions (2,000 each), fast against OpenSpiel's RandomRolloutEvaluator(1):")
    for line in check_rollouts(boards, 2000, seed):
        print("  " + line)
    bot, game = new_bot(simulations, seed)
    print(f"MCTS {simulations} simulations, seconds a move from those positions:")
    for board, player in boards:
        state = game.new_initial_state()
        state.board[:] = board
        state.player = player
        started = time.perf_counter()
        action = bot.step(state)
        print(f"  {board} {'AB'[player]}: action {action}, {time.perf_counter() - started:.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per opponent (default 40)")
    parser.add_argument("--seconds", type=float, default=1.0, help="level 5's time a move, and the C player's (default 1)")
    parser.add_argument("--opening", type=int, default=2, help="random compound moves before play (default 2)")
    parser.add_argument("--balanced", type=int, default=2,
                        help="only openings a 12-deep search values within this many stones of even (default 2)")
    parser.add_argument("--simulations", type=int, default=10000, help="MCTS simulations a move (default 10,000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--c-per-single-move", action="store_true",
                        help="give the C player --seconds for each single move, not for each turn")
    parser.add_argument("--only", choices=("mcts", "c"), help="play one opponent only")
    parser.add_argument("--records", type=Path, help="save every game as a .klh record in this folder")
    parser.add_argument("--check", action="store_true", help="only check the fast roll-out and time MCTS moves")
    args = parser.parse_args()
    if args.check:
        check(args.simulations, args.seed)
        return

    strong = level_player(5, args.seconds)
    print(f"Kalah, {STONES} stones a pit: level 5 at {args.seconds:g} s a move, {args.games} games per opponent, "
          f"sides alternating, openings of {args.opening} random compound moves within {args.balanced} stones of even")
    print(f"Compiled core in use: {'yes' if ai.COMPILED else 'no'}; level 5's threads: "
          f"{ai.SEARCH_THREADS if ai.COMPILED else 1}; before: {load()}")
    header = f"{'opponent':<{NAME_WIDTH}} {'wins':>5} {'draws':>6} {'losses':>7} {'points %':>9} {'mean margin':>12}"
    print(header)
    print("-" * len(header), flush=True)
    if args.only != "c":
        name = f"OpenSpiel MCTS {args.simulations}"
        if importlib.util.find_spec("pyspiel") is None:
            print(f"{name:<{NAME_WIDTH}} skipped: open_spiel is not installed (pip install open_spiel)")
        else:
            spiel = SixStones(args.simulations, args.seed)
            margins = openspiel_match(strong, args.games, args.opening, args.seed, args.simulations,
                                      reporter(name, STONES, args.records), spiel, args.balanced)
            print_row(name, margins, NAME_WIDTH)
            thinking = sorted(spiel.thinking)
            print(f"  (MCTS: {len(thinking)} single moves, {sum(thinking) / len(thinking):.2f} s a move on average, "
                  f"median {thinking[len(thinking) // 2]:.2f} s, most {thinking[-1]:.2f} s)", flush=True)
    if args.only != "mcts":
        name = f"C alpha-beta {args.seconds:g} s" + (" a pit" if args.c_per_single_move else "")
        with tempfile.TemporaryDirectory() as folder:
            program = compile_reference(Path(folder))
            if program is None:
                print(f"{name:<{NAME_WIDTH}} skipped: no C compiler")
            else:
                reference = ReferencePlayer(program, args.seconds, args.c_per_single_move)
                level_5, opponent = Timed(strong), Timed(reference)
                margins = match(level_5, opponent, args.games, args.opening, args.seed,
                                reporter(name, STONES, args.records), args.balanced)
                reference.close()
                print_row(name, margins, NAME_WIDTH)
                depths = sorted(reference.depths)
                print(f"  (level 5: {level_5.summary()}; C alpha-beta: {opponent.summary()}, {len(depths)} single moves "
                      f"searched, depth reached median {depths[len(depths) // 2]}, {depths[0]} to {depths[-1]} turns)", flush=True)
    print(f"After: {load()}")


if __name__ == "__main__":
    main()
