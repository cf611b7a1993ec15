"""A duel in progress (pure): the rules, the setup, the positions so far, undo and redo.

The scene asks the match whose turn it is and whether a human or the computer moves,
hands it moves, and draws ``match.position``.  In human-vs-computer, undo takes back
the whole exchange: it goes back to the human's previous turn.
"""
from __future__ import annotations

import importlib
import random
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from engine.duels.basics import COMPUTER, COMPUTER_COMPUTER, HUMAN, HUMAN_COMPUTER, Outcome, Setup
from engine.duels.history import History
from engine.duels.limits import Limit
from engine.language.translation import ngettext, number


@dataclass(frozen=True)
class Turn:
    """A position and the move that led to it (``None`` for the start)."""

    position: Any
    move: Any = None


def computer_move(ai_module: str, position: Any, limit: Limit, seed: int) -> Any:
    """The computer's move: ``ai.choose_move`` with a generator made from ``seed``.

    A plain module-level function so that the AI worker can run it in another process.
    """
    return importlib.import_module(ai_module).choose_move(position, limit, random.Random(seed))


class Match:
    """Positions of one game under a ``Setup``; ``rules`` is the game's rules module."""

    def __init__(self, rules: ModuleType, setup: Setup, params: Any, rng: random.Random,
                 start: Any = None, first_position: Any = None) -> None:
        """``start``: a chosen starting position, for this game and the next ones (``None``: the rules'
        own start); ``first_position``: this game's first position only (a resumed game's deal: a new
        game deals again)."""
        self.rules = rules
        self.setup = setup
        self.params = params
        self._rng = rng
        self._start = start
        self._agreed_draw = False
        first = first_position if first_position is not None else self._first_position()
        self._history: History[Turn] = History(Turn(first))

    def _first_position(self) -> Any:
        return self._start if self._start is not None else self.rules.initial(self.params, self.setup.first, self._rng)

    # --- what the scene reads -------------------------------------------------------------------
    @property
    def position(self) -> Any:
        return self._history.current.position

    @property
    def last_move(self) -> Any:
        return self._history.current.move

    @property
    def moves(self) -> list[Any]:
        return [turn.move for turn in self._history.past[1:]]

    @property
    def line(self) -> list[Any]:
        """Every move of the game as far as redo goes (a record being looked through: all of it)."""
        return [turn.move for turn in (*self._history.past[1:], *self._history.future)]

    def last_turn(self) -> tuple[Any, Any] | None:
        """The position before the last move and that move (``None`` at the start)."""
        past = self._history.past
        return (past[-2].position, past[-1].move) if len(past) > 1 else None

    def played(self) -> list[tuple[int, Any]]:
        """(mover, move) for every move so far, from the start."""
        past = self._history.past
        return [(self.rules.to_move(before.position), after.move) for before, after in zip(past, past[1:])]

    @property
    def start(self) -> Any:
        return self._history.past[0].position

    @property
    def chosen_start(self) -> bool:
        """Does every game begin at a chosen position (rather than the rules' start, or a new deal)?"""
        return self._start is not None

    def to_move(self) -> int:
        return self.rules.to_move(self.position)

    def outcome(self) -> Outcome | None:
        if self._agreed_draw:
            count = len(self.moves)
            return Outcome(None, ngettext("Drawn by agreement after {n} move.", "Drawn by agreement after {n} moves.",
                                          count).format(n=number(count)))
        return self.rules.outcome(self.position)

    def agree_draw(self) -> None:
        """Both players agree to a draw: the game is over (undo takes the agreement back)."""
        self._agreed_draw = True

    def result(self) -> Outcome:
        """The outcome of a finished game (``RuntimeError`` while it goes on)."""
        outcome = self.outcome()
        if outcome is None:
            raise RuntimeError("the game is not over")
        return outcome

    def is_over(self) -> bool:
        return self.outcome() is not None

    def is_computer_turn(self) -> bool:
        return not self.is_over() and self.setup.controller(self.to_move()) == COMPUTER

    def legal_moves(self) -> tuple:
        return tuple(self.rules.legal_moves(self.position))

    def seed(self) -> int:
        """A fresh seed for the computer's next move (from the match's generator)."""
        return self._rng.getrandbits(63)

    # --- changes ----------------------------------------------------------------------------------
    def play(self, move: Any) -> Any:
        """Apply ``move`` (raises the rules' ``IllegalMoveError``); return the new position."""
        position = self.rules.apply(self.position, move)
        self._history.push(Turn(position, move))
        return position

    def _is_stop(self, position: Any) -> bool:
        """May undo or redo stop here?  At any turn in hotseat; at a human's turn or the end vs the computer."""
        if self.setup.mode == HUMAN_COMPUTER:
            return self.rules.outcome(position) is not None or self.setup.controller(self.rules.to_move(position)) == HUMAN
        return self.setup.mode != COMPUTER_COMPUTER

    def _undo_distance(self) -> int:
        past = self._history.past
        return next((back for back in range(1, len(past)) if self._is_stop(past[-1 - back].position)), 0)

    def _redo_distance(self) -> int:
        future = self._history.future
        if self.setup.mode == COMPUTER_COMPUTER:
            return 0
        return next((ahead for ahead in range(1, len(future)) if self._is_stop(future[ahead - 1].position)),
                    len(future))

    def can_undo(self) -> bool:
        return self._undo_distance() > 0

    def can_redo(self) -> bool:
        return self._redo_distance() > 0

    def undo(self) -> bool:
        """Go back one turn (against the computer: to the human's previous turn)."""
        if self._agreed_draw:
            self._agreed_draw = False
            return True
        distance = self._undo_distance()
        for _ in range(distance):
            self._history.undo()
        return distance > 0

    def redo(self) -> bool:
        """Replay what was undone, one turn (against the computer: to the human's next turn)."""
        distance = self._redo_distance()
        for _ in range(distance):
            self._history.redo()
        return distance > 0

    def restart(self, params: Any | None = None, start: Any = None) -> None:
        """A new game with the same setup (and new ``params``, or a chosen ``start`` position, if given)."""
        if params is not None:
            self.params = params
        if start is not None:
            self._start = start
        self._agreed_draw = False
        self._history.restart(Turn(self._first_position()))
