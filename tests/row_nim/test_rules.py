"""Row Nim rules: positions with known answers, notation, setups, and Hypothesis invariants."""
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.duels.basics import IllegalMoveError, InvalidMoveError, InvalidPositionError
from games.row_nim import rules
from games.row_nim.rules import BLACK, WHITE, Move, Params, Position


def test_white_advances_and_black_retreats():
    pos = Position(((0, 4), (1, 7)), 8)
    after = rules.apply(pos, Move(0, 0, 2))
    assert after == Position(((2, 4), (1, 7)), 8, BLACK) and after.gaps == (1, 5)
    back = rules.apply(Position(((0, 4), (1, 6)), 8, BLACK), Move(1, 6, 7))
    assert back.rows == ((0, 4), (1, 7)) and back.to_move == WHITE and back.last == Move(1, 6, 7)


@pytest.mark.parametrize("move, reason", [
    (Move(2, 0, 1), "no row 3"), (Move(0, 1, 2), "stands on column 1"), (Move(0, 0, 0), "at least one square"),
    (Move(0, 0, 4), "columns 1 to 4"), (Move(0, 0, 5), "without jumping"), (Move(1, 1, 8), "columns 1 to 7")])
def test_illegal_moves_say_why(move, reason):
    with pytest.raises(IllegalMoveError, match=reason):
        rules.apply(Position(((0, 4), (1, 7)), 8), move)


def test_legal_moves_slide_both_ways_without_jumping():
    pos = Position(((2, 5),), 8)
    assert [m.end for m in rules.legal_moves(pos)] == [0, 1, 3, 4]
    assert [m.end for m in rules.legal_moves(Position(((2, 5),), 8, BLACK))] == [3, 4, 6, 7]


def test_a_side_pinned_everywhere_has_lost():
    assert rules.outcome(Position(((0, 1), (0, 1)), 5, WHITE)).winner == BLACK
    assert rules.outcome(Position(((3, 4), (3, 4)), 5, BLACK)).winner == WHITE
    assert rules.outcome(Position(((0, 1), (0, 2)), 5, WHITE)) is None


def test_notation_round_trips_and_rejects_nonsense():
    for move in rules.legal_moves(Position(((0, 4), (1, 7)), 8)):
        assert rules.parse_move(str(move)) == move
    assert str(Move(1, 7, 5)) == "row 2 from 8 to 6"
    for text in ("row 0 from 1 to 2", "row 1 1-2", "row 2 from 3"):
        with pytest.raises(InvalidMoveError):
            rules.parse_move(text)


def test_position_text_round_trips_with_slashes_or_spaces():
    rows = rules.parse_rows("1,5/2,8/3,4", 8)
    assert rows == ((0, 4), (1, 7), (2, 3)) and rules.format_rows(rows) == "1,5/2,8/3,4"
    assert rules.parse_rows(" 1,5 2,8  3,4 ", 8) == rows
    assert str(Position(rows, 8)) == "1,5/2,8/3,4"


@pytest.mark.parametrize("text, columns", [("1,5/2,9", 8), ("5,1", 8), ("3,3", 8), ("1;5", 8), ("", 8),
                                           ("0,2", 8), ("1,2/" * 11, 8), ("1,2", 17)])
def test_impossible_positions_are_refused(text, columns):
    with pytest.raises(InvalidPositionError):
        rules.parse_rows(text, columns)


def test_random_setups_follow_the_parameters():
    rng = random.Random(5)
    for _ in range(100):
        pos = rules.initial(Params(rows=10, columns=3), 1, rng)
        assert len(pos.rows) == 10 and pos.columns == 3 and pos.to_move == 1 and rules.legal_moves(pos)
    chosen = rules.initial(rules.make_params({"start": "1,5 2,8 3,4", "columns": 9}), 1)
    assert chosen == Position(((0, 4), (1, 7), (2, 3)), 9, 1)


@pytest.mark.parametrize("values", [{"rows": 11}, {"columns": 2}, {"columns": 17}, {"start": "1,9"},
                                    {"start": "1,2 1,2"}, {"start": "7,8", "columns": 8}, {"start": "x"}])
def test_bad_parameters_are_refused(values):
    with pytest.raises(ValueError):
        rules.make_params(values)


boards = st.integers(3, 9).flatmap(lambda columns: st.tuples(
    st.just(columns),
    st.lists(st.tuples(st.integers(0, columns - 1), st.integers(0, columns - 1)).filter(lambda p: p[0] != p[1])
             .map(lambda p: tuple(sorted(p))), min_size=1, max_size=5)))


@settings(max_examples=60, deadline=None)
@given(boards, st.integers(0, 1), st.randoms(use_true_random=False))
def test_random_play_keeps_the_invariants(board, side, rng):
    columns, rows = board
    pos = Position(tuple(rows), columns, side)
    for _ in range(60):
        moves = rules.legal_moves(pos)
        assert (not moves) == (rules.outcome(pos) is not None)
        if not moves:
            assert all(pair[pos.to_move] == (0 if pos.to_move == WHITE else columns - 1) for pair in pos.rows)
            assert all(gap == 0 for gap in pos.gaps)
            break
        move = rng.choice(moves)
        after = rules.apply(pos, move)
        changed = [i for i, (a, b) in enumerate(zip(pos.rows, after.rows)) if a != b]
        assert changed == [move.row] and after.rows[move.row][1 - pos.to_move] == pos.rows[move.row][1 - pos.to_move]
        assert all(0 <= white < black < columns for white, black in after.rows)
        assert after.to_move == 1 - pos.to_move and rules.parse_move(str(move)) == move
        assert abs(after.gaps[move.row] - pos.gaps[move.row]) == abs(move.end - move.start)
        pos = after
