"""Kalah with 6 stones a pit as an OpenSpiel game, and a fast random roll-out for OpenSpiel's MCTS.

OpenSpiel's own ``mancala`` is fixed at 4 stones a pit (no parameter; open_spiel 2.0.2), so
benchmarks/kalah_6stones.py plays the book's game, 6 stones a pit, as a Python game registered with
``pyspiel.register_game`` the way OpenSpiel's ``open_spiel/python/games/*.py`` are: a ``pyspiel.Game``
subclass with its GameType and GameInfo, and a ``pyspiel.State`` subclass.  ``python_kalah`` has one
parameter, ``stones`` (3 to 6, default 6).  Its board and actions are those of OpenSpiel's
``mancala`` (hole 0 = player 1's store, 1..6 = player 0's pits, 7 = player 0's store, 8..13 =
player 1's pits; an action is the hole sown), and its rules the book's (games/kalah/rules.py,
standard capture): the last stone in the mover's store gives another move; in an empty pit of the
mover whose facing pit is not empty, it takes that pit's stones with it to the store; when either
side's pits are all empty the game ends and each side puts its pits' stones in its store.
Returns: +1 to the player with more in its store, -1 to the other, 0 each for a draw.

The bot is OpenSpiel's Python ``mcts.MCTSBot`` as it is: its UCT selection (``uct_c``), its
expansion (children in random order, priors from the evaluator), its backup (MCTS-Solver: proven
outcomes backed up) and its final choice (the most visited child).  Only the leaf evaluation is
re-implemented, for speed: ``FastRollout`` does what ``mcts.RandomRolloutEvaluator(n_rollouts=1)``
does (from the leaf, a uniformly random legal single move until the game ends; the evaluation is the
end's returns; the prior uniform over the legal actions), on a plain list of 14 numbers in one tight
loop instead of through ``State.clone``, ``legal_actions`` and ``apply_action`` of a Python state
(each a call across pybind), and with Python's ``random.Random`` instead of numpy's
``RandomState.choice`` (the same uniform choice, a different stream of numbers).
``check_rollouts`` compares the two on a few positions (benchmarks/kalah_6stones.py ``--check``).

The states are made cheap to clone as well (OpenSpiel's ``State.clone`` of a Python state makes a new
initial state and deep-copies its attributes): a state keeps only its board (a list whose
``__deepcopy__`` is a plain copy) and the player to move.
"""
from __future__ import annotations

import random
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

GAME_NAME = "python_kalah"
PITS = 6
TERMINAL = int(pyspiel.PlayerId.TERMINAL)
STORE = (7, 0)  # each player's store
OWN = (tuple(range(1, 7)), tuple(range(8, 14)))  # each player's pits (the actions it may take)
# LAP[hole]: the 13 holes a stone sown from ``hole`` goes to in turn (the opponent's store skipped),
# the last of them ``hole`` itself (a lap of 13 stones or more comes back to the emptied pit).
LAP = {hole: tuple(h for h in ((hole + k) % 14 for k in range(1, 15)) if h != STORE[1 - player])
       for player in (0, 1) for hole in OWN[player]}

_GAME_TYPE = pyspiel.GameType(
    short_name=GAME_NAME,
    long_name="Python Kalah (the book's rules)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
    information=pyspiel.GameType.Information.PERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=False,
    provides_information_state_tensor=False,
    provides_observation_string=False,
    provides_observation_tensor=False,
    parameter_specification={"stones": 6})
_GAME_INFO = pyspiel.GameInfo(
    num_distinct_actions=14,
    max_chance_outcomes=0,
    num_players=2,
    min_utility=-1.0,
    max_utility=1.0,
    utility_sum=0.0,
    max_game_length=1000)  # as OpenSpiel's mancala


def sow(board: list[int], hole: int, player: int) -> int:
    """Sow ``hole`` (not empty, ``player``'s) on ``board`` in place; the player to move next, or ``TERMINAL``."""
    lap = LAP[hole]
    n = board[hole]
    board[hole] = 0
    laps, rest = divmod(n, 13)
    if laps:
        for h in lap:
            board[h] += laps
    for h in lap[:rest]:
        board[h] += 1
    last = lap[(n - 1) % 13]
    store = STORE[player]
    if last in OWN[player] and board[last] == 1 and board[14 - last]:  # pit h faces pit 14 - h
        board[store] += board[14 - last] + 1
        board[last] = board[14 - last] = 0
    mine = sum(board[h] for h in OWN[0])
    theirs = sum(board[h] for h in OWN[1])
    if mine and theirs:
        return player if last == store else 1 - player
    board[7] += mine
    board[0] += theirs
    for h in OWN[0] + OWN[1]:
        board[h] = 0
    return TERMINAL


def returns_of(board: list[int]) -> list[float]:
    """The returns of a finished game: +1 to the larger store, -1 to the other, 0 each for a draw."""
    margin = board[7] - board[0]
    win = float((margin > 0) - (margin < 0))
    return [win, -win]


class Board(list):
    """The 14 holes; deep-copied as a plain copy (OpenSpiel's clone deep-copies a Python state's attributes)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Board:
        return Board(self)


class KalahGame(pyspiel.Game):
    """Kalah, 6 pits a side, ``stones`` a pit (6 by default), the book's rules."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__(_GAME_TYPE, _GAME_INFO, params or {})
        self.stones = int(self.get_parameters()["stones"])

    def new_initial_state(self) -> KalahState:
        return KalahState(self, self.stones)


class KalahState(pyspiel.State):
    """A position: ``board`` in OpenSpiel mancala's layout and the player to move (``TERMINAL`` at the end)."""

    def __init__(self, game: KalahGame, stones: int) -> None:
        super().__init__(game)
        self.board = Board([0, *[stones] * PITS, 0, *[stones] * PITS])
        self.player = 0

    def current_player(self) -> int:
        return self.player

    def _legal_actions(self, player: int) -> list[int]:
        return [h for h in OWN[player] if self.board[h]] if player == self.player else []

    def _apply_action(self, action: int) -> None:
        self.player = sow(self.board, action, self.player)

    def _action_to_string(self, player: int, action: int) -> str:
        return f"{'AB'[player]}{action - 7 * player}"

    def is_terminal(self) -> bool:
        return self.player == TERMINAL

    def returns(self) -> list[float]:
        return returns_of(self.board) if self.player == TERMINAL else [0.0, 0.0]

    def __str__(self) -> str:
        b = self.board
        return f"{b[13:7:-1]} {b[0]}-{b[7]} {b[1:7]}, {'terminal' if self.player == TERMINAL else 'AB'[self.player]}"


pyspiel.register_game(_GAME_TYPE, KalahGame)


class FastRollout(mcts.Evaluator):
    """``mcts.RandomRolloutEvaluator(n_rollouts=1)`` on Kalah states, in one tight loop on a list of 14 numbers."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def evaluate(self, state: KalahState) -> list[float]:
        """Uniformly random single moves from ``state`` to the end; that end's returns."""
        board, player = list(state.board), state.player
        draw = self.rng.random
        while player != TERMINAL:
            pits = [h for h in OWN[player] if board[h]]
            hole = pits[int(draw() * len(pits))]
            # sow(board, hole, player), written out
            lap = LAP[hole]
            n = board[hole]
            board[hole] = 0
            if n < 13:
                for h in lap[:n]:
                    board[h] += 1
                last = lap[n - 1]
            else:
                laps, rest = divmod(n, 13)
                for h in lap:
                    board[h] += laps
                for h in lap[:rest]:
                    board[h] += 1
                last = lap[(n - 1) % 13]
            if player == 0:
                if 0 < last < 7 and board[last] == 1 and board[14 - last]:
                    board[7] += board[14 - last] + 1
                    board[last] = board[14 - last] = 0
                extra = last == 7
            else:
                if last > 7 and board[last] == 1 and board[14 - last]:
                    board[0] += board[14 - last] + 1
                    board[last] = board[14 - last] = 0
                extra = last == 0
            if not (board[1] or board[2] or board[3] or board[4] or board[5] or board[6]) or \
               not (board[8] or board[9] or board[10] or board[11] or board[12] or board[13]):
                board[7] += board[1] + board[2] + board[3] + board[4] + board[5] + board[6]
                board[0] += board[8] + board[9] + board[10] + board[11] + board[12] + board[13]
                break
            if not extra:
                player = 1 - player
        return returns_of(board)

    def prior(self, state: KalahState) -> list[tuple[int, float]]:
        """Equal probability for every legal action (as ``RandomRolloutEvaluator.prior``)."""
        legal = [h for h in OWN[state.player] if state.board[h]]
        return [(action, 1.0 / len(legal)) for action in legal]


def new_bot(simulations: int, seed: int, stones: int = 6) -> tuple[Any, Any]:
    """OpenSpiel's MCTS bot (uct_c 2, ``simulations`` a move, one fast random roll-out a leaf) and its game."""
    game = pyspiel.load_game(GAME_NAME, {"stones": stones})
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=simulations, evaluator=FastRollout(random.Random(seed)),
                       random_state=np.random.RandomState(seed))
    return bot, game


def check_rollouts(positions: list[tuple[list[int], int]], rollouts: int, seed: int) -> list[str]:
    """For each (board, player): the mean returns and their spread over ``rollouts`` roll-outs of ``FastRollout``
    and of OpenSpiel's ``RandomRolloutEvaluator(1)``, and whether both priors agree; one line each."""
    game = pyspiel.load_game(GAME_NAME)
    fast, slow = FastRollout(random.Random(seed)), mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))
    lines = []
    for board, player in positions:
        state = game.new_initial_state()
        state.board[:] = board
        state.player = player
        ours = np.array([fast.evaluate(state)[0] for _ in range(rollouts)])
        theirs = np.array([slow.evaluate(state)[0] for _ in range(rollouts)])
        # the two means' difference over its standard error (about normal: within 3 almost always)
        error = np.sqrt(ours.var() / rollouts + theirs.var() / rollouts) or 1.0
        same_prior = sorted(fast.prior(state)) == sorted(slow.prior(state))
        counts = [f"{np.mean(r == 1):.3f}/{np.mean(r == 0):.3f}/{np.mean(r == -1):.3f}" for r in (ours, theirs)]
        lines.append(f"{board} {'AB'[player]}: player 0 wins/draws/losses fast {counts[0]}, OpenSpiel {counts[1]}, "
                     f"difference {(ours.mean() - theirs.mean()) / error:+.1f} standard errors; same prior: {same_prior}")
    return lines
