"""The computer player of Match Nim (pure).

Level 5 always plays the book's safe move when there is one (and, from a lost position,
takes one match from the largest pile to prolong the game).  Lower levels play a random
legal move with a probability that grows as the level falls.
"""
from __future__ import annotations

import random

from engine.duels.levels import play_at_level
from engine.duels.limits import Limit
from games.match_nim.rules import Move, Position, legal_moves
from games.match_nim.strategy import best_move


def choose_move(pos: Position, limit: Limit, rng: random.Random) -> Move:
    decision = best_move(pos)
    if decision is None:
        raise ValueError("the game is over: no move to choose")
    return play_at_level(decision.move, legal_moves(pos), limit.level, rng)
