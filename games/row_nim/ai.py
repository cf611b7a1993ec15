"""The computer player of Row Nim (pure).

Level 5 plays ``strategy.best_move``: the nim-sum of the gaps exactly, answering a retreat by
the equal advance, and from a lost position one-square retreats that last and must be answered
correctly.  Lower levels play a random legal move with a probability that grows as the level falls.
"""
from __future__ import annotations

import random

from engine.duels.levels import play_at_level
from engine.duels.limits import Limit
from games.row_nim.rules import Move, Position, legal_moves
from games.row_nim.strategy import best_move


def choose_move(pos: Position, limit: Limit, rng: random.Random) -> Move:
    decision = best_move(pos)
    if decision is None:
        raise ValueError("the game is over: no move to choose")
    return play_at_level(decision.move, legal_moves(pos), limit.level, rng)
