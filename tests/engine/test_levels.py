"""Computer levels with mistakes (engine.duels.levels), shared by the two Nims."""
import random

from engine.duels.levels import play_at_level


def share_of_best(level: int) -> float:
    rng = random.Random(level)
    legal = list(range(20))
    return sum(play_at_level(0, legal, level, rng) == 0 for _ in range(2000)) / 2000


def test_lower_levels_play_at_random_more_often():
    assert share_of_best(5) == 1.0
    assert share_of_best(1) < share_of_best(2) < share_of_best(3) < share_of_best(4) < 1.0
