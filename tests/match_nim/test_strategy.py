"""The strongest level against a brute-force game solver written here, and the book's method."""
import itertools
import random
from functools import cache

import pytest

from engine.duels.limits import Limit
from games.match_nim import ai, rules
from games.match_nim.rules import Position
from games.match_nim.strategy import best_move, book_safe_pile, is_winning
from games.shared.nim_binary import nim_sum


@cache
def wins(piles: tuple, misere: bool) -> bool:
    """True when the player to move wins with perfect play (brute force over every move)."""
    if not any(piles):
        return misere  # the previous player took the last match: they won (normal) or lost (misère)
    for i, size in enumerate(piles):
        for take in range(1, size + 1):
            after = piles[:i] + (size - take,) + piles[i + 1:]
            if not wins(after, misere):
                return True
    return False


POSITIONS = [p for n in (1, 2, 3) for p in itertools.product(range(8), repeat=n) if any(p)]


@pytest.mark.parametrize("misere", [False, True])
def test_the_strongest_level_never_misses_a_win(misere):
    rng = random.Random(0)
    checked = 0
    for piles in POSITIONS:
        pos = Position(piles, 0, misere)
        move = ai.choose_move(pos, Limit(level=5), rng)
        after = rules.apply(pos, move)
        assert is_winning(pos) == wins(piles, misere), piles
        if wins(piles, misere):
            assert not wins(after.piles, misere), (piles, move)  # a winning move, every time
            checked += 1
        else:
            largest = max(piles)
            assert move.take == 1 and piles[move.pile] == largest  # prolong the game
    assert checked > 300


def test_the_spec_example():
    decision = best_move(Position((3, 5, 7, 9)))
    assert decision.winning and str(decision.move) == "pile 4 take 8"
    assert nim_sum((3, 5, 7, 9)) == 8


def test_the_book_chooses_the_last_pile_with_the_highest_odd_digit():
    # 8-column odd; piles 2 and 3 (from 0) have the 8-digit: the book takes the last one
    assert book_safe_pile((1, 9, 10)) == (2, 10 ^ nim_sum((1, 9, 10)))
    assert book_safe_pile((1, 2, 3)) is None


def test_lower_levels_play_at_random_more_often():
    pos = Position((3, 5, 7, 9))
    right = best_move(pos).move

    def share(level):
        rng = random.Random(level)
        return sum(ai.choose_move(pos, Limit(level=level), rng) == right for _ in range(400)) / 400

    assert share(5) == 1.0 and share(1) < 1.0  # the rates of each level: tests/engine/test_levels.py
