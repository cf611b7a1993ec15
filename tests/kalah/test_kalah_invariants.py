"""Kalah invariants over random games (Hypothesis): stones kept, no pit negative, every game ends,
and the rules agree with the plain stone-by-stone reference at every move."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from games.kalah.rules import (
    Params,
    apply_compound,
    compound_moves,
    format_desk,
    initial,
    is_over,
    legal_moves,
    outcome,
    parse_desk,
    side_name,
    sow,
)
from tests.kalah import reference

# A game has fewer single moves than this (the kalahs only fill, and stones only go forward
# between two fillings); a random game takes about a hundred.
MOST_SINGLE_MOVES = 2000


@settings(max_examples=40, deadline=None)
@given(stones=st.integers(3, 6), first=st.integers(0, 1), chooser=st.randoms(use_true_random=False))
def test_random_single_moves_keep_the_stones_and_end_the_game(stones, first, chooser: random.Random):
    pos = initial(Params(stones), first)
    total = 12 * stones
    for _ in range(MOST_SINGLE_MOVES):
        moves = legal_moves(pos)
        assert (moves == ()) == (outcome(pos) is not None)
        if not moves:
            break
        move = chooser.choice(moves)
        sowing = sow(pos, move)
        after = sowing.after
        assert sum(after.desk) == total
        assert min(after.desk) >= 0
        assert after.desk[6] >= pos.desk[6] and after.desk[13] >= pos.desk[13]
        expected, again = reference.sow_stone_by_stone(pos.desk, pos.to_move, move.pit)
        assert after.desk == expected
        assert sowing.extra_move == again
        assert after.to_move == (pos.to_move if again else 1 - pos.to_move)
        assert parse_desk(format_desk(after), side_name(after.to_move)) == after
        pos = after
    else:
        raise AssertionError("the game did not end")
    assert is_over(pos)
    assert sum(pos.desk[0:6]) == sum(pos.desk[7:13]) == 0
    a, b = pos.desk[6], pos.desk[13]
    assert outcome(pos).winner == (None if a == b else 0 if a > b else 1)


@settings(max_examples=25, deadline=None)
@given(stones=st.integers(3, 6), chooser=st.randoms(use_true_random=False))
def test_compound_moves_are_the_references_whole_turns(stones, chooser: random.Random):
    pos = initial(Params(stones), chooser.randint(0, 1))
    while not is_over(pos):
        turns = compound_moves(pos)
        found = {tuple(move.pit for move in turn): apply_compound(pos, turn).desk for turn in turns}
        assert found == dict(reference.whole_turns(pos.desk, pos.to_move))
        pos = apply_compound(pos, chooser.choice(turns))
