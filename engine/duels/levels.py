"""Computer levels for games with a perfect strategy (pure): the best move, with mistakes below level 5.

Level 5 always plays the strategy's move; lower levels play a random legal move instead with a
probability that grows as the level falls.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

RANDOM_MOVE_CHANCE = {1: 0.85, 2: 0.6, 3: 0.35, 4: 0.15, 5: 0.0}


def play_at_level(best: Any, legal: Sequence[Any], level: int, rng: random.Random) -> Any:
    """``best``, or at the level's rate a random move from ``legal``."""
    if rng.random() < RANDOM_MOVE_CHANCE[level]:
        return rng.choice(legal)
    return best
