import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.duels.basics import IllegalMoveError, InvalidMoveError, InvalidPositionError
from games.match_nim import rules
from games.match_nim.rules import Move, Params, Position


def test_a_move_takes_from_one_pile_and_passes_the_turn():
    after = rules.apply(Position((3, 5, 7, 9)), Move(3, 8))
    assert after == Position((3, 5, 7, 1), to_move=1)


@pytest.mark.parametrize("move, reason", [(Move(4, 1), "no pile 5"), (Move(0, 4), "take 1 to 3"),
                                          (Move(1, 1), "pile 2 is empty")])
def test_illegal_moves_say_why(move, reason):
    with pytest.raises(IllegalMoveError, match=reason):
        rules.apply(Position((3, 0, 2)), move)


def test_the_last_taker_wins_or_loses_in_misere():
    assert rules.outcome(Position((0, 1))) is None
    assert rules.outcome(Position((0, 0), to_move=1)).winner == 0
    assert rules.outcome(Position((0, 0), to_move=1, misere=True)).winner == 1


def test_notation_round_trips_and_rejects_nonsense():
    for move in rules.legal_moves(Position((2, 3))):
        assert rules.parse_move(str(move)) == move
    assert str(Move(3, 8)) == "pile 4 take 8"
    for text in ("pile 0 take 1", "take 3", "pile 2 take -1"):
        with pytest.raises(InvalidMoveError):
            rules.parse_move(text)


def test_the_deal_follows_the_parameters():
    rng = random.Random(3)
    for _ in range(50):
        pos = rules.initial(Params(piles=6, largest=31), 1, rng)
        assert len(pos.piles) == 6 and all(1 <= p <= 31 for p in pos.piles) and pos.to_move == 1
    assert rules.initial(rules.make_params({"start": "3, 5 7"})).piles == (3, 5, 7)


@pytest.mark.parametrize("values", [{"piles": 7}, {"largest": 40}, {"start": "1 x"}, {"start": "40 1"},
                                    {"start": "1 2 3 4 5 6 7"}])
def test_bad_parameters_are_refused(values):
    with pytest.raises(ValueError):
        rules.make_params(values)


def test_impossible_positions_are_refused():
    with pytest.raises(InvalidPositionError):
        Position((3, -1))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 31), min_size=2, max_size=6), st.randoms(use_true_random=False))
def test_random_play_outs_take_one_pile_at_a_time_and_end(piles, rng):
    pos = Position(tuple(piles))
    total = sum(piles)
    while rules.outcome(pos) is None:
        move = rng.choice(rules.legal_moves(pos))
        after = rules.apply(pos, move)
        changed = [i for i, (a, b) in enumerate(zip(pos.piles, after.piles)) if a != b]
        assert changed == [move.pile] and sum(after.piles) == sum(pos.piles) - move.take
        pos = after
        total -= move.take
    assert total == 0 and rules.legal_moves(pos) == ()
