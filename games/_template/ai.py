"""The template's computer (pure): leave a multiple of three when it can, else take one."""
from __future__ import annotations

import random

from engine.duels.limits import Limit
from games._template.rules import Move, Position, legal_moves


def choose_move(pos: Position, limit: Limit, rng: random.Random) -> Move:
    moves = legal_moves(pos)
    if limit.level < 3:
        return rng.choice(moves)
    return Move(pos.left % 3) if pos.left % 3 else moves[0]
