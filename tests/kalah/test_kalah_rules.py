"""Kalah rules: the spec's example game, sowing edge cases, the end of the game, notation, positions."""
from __future__ import annotations

import pytest

from engine.duels.basics import IllegalMoveError, InvalidMoveError, InvalidPositionError
from games.kalah.rules import (
    Move,
    Params,
    Position,
    apply,
    apply_compound,
    compound_moves,
    format_compound,
    format_desk,
    format_position,
    initial,
    is_over,
    legal_moves,
    outcome,
    parse_compound,
    parse_desk,
    parse_move,
    position_from_desk,
    sow,
)


def desk_of(a_pits, a_kalah, b_pits, b_kalah):
    """A desk from A1..A6, A's kalah, B1..B6, B's kalah."""
    return tuple(a_pits) + (a_kalah,) + tuple(b_pits) + (b_kalah,)


# The example game of spec/kalah.md: the single move, then the two text lines, extra move, capture.
EXAMPLE = [
    (1, "0 6 6 6 6 6 6", "0 7 7 7 7 7 1", True, 0),
    (2, "0 6 6 6 6 7 7", "0 0 8 8 8 8 2", False, 0),
    (1, "1 7 7 7 7 8 0", "1 0 8 8 8 8 2", False, 0),
    (1, "1 7 0 7 7 8 0", "0 0 8 8 8 8 10", False, 8),
]


def test_the_spec_example_game_position_by_position():
    pos = initial()
    assert format_position(pos) == "0 6 6 6 6 6 6\n  6 6 6 6 6 6 0"
    movers = []
    for pit, top, bottom, extra_move, captured in EXAMPLE:
        movers.append(pos.to_move)
        sowing = sow(pos, Move(pit))
        pos = sowing.after
        shown_top, shown_bottom = format_position(pos).split("\n")
        assert (shown_top, shown_bottom.strip()) == (top, bottom)
        assert (sowing.extra_move, sowing.captured) == (extra_move, captured)
    assert movers == [0, 0, 1, 0]
    assert pos.to_move == 1


def test_the_example_as_compound_moves():
    pos = apply_compound(initial(), parse_compound("1 2"))
    pos = apply_compound(pos, parse_compound("1"))
    pos = apply_compound(pos, parse_compound("1"))
    assert pos.desk == desk_of((0, 0, 8, 8, 8, 8), 10, (0, 8, 7, 7, 0, 7), 1)


def test_a_lap_of_thirteen_sows_the_emptied_pit_and_captures_with_its_last_stone():
    pos = Position(desk_of((13, 1, 0, 0, 0, 0), 0, (5, 5, 5, 5, 5, 5), 28), 0)
    sowing = sow(pos, Move(1))
    assert sowing.path == (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0)
    # A1 got the last stone while empty; B6 facing it holds 6: 7 stones to A's kalah
    assert sowing.captured == 7
    assert sowing.after.desk == desk_of((0, 2, 1, 1, 1, 1), 8, (6, 6, 6, 6, 6, 0), 28)


def test_a_second_lap_goes_on_past_the_emptied_pit_and_skips_the_opponents_kalah():
    pos = Position(desk_of((0, 0, 0, 0, 0, 20), 10, (1, 1, 1, 1, 1, 1), 36), 0)
    sowing = sow(pos, Move(6))
    assert 13 not in sowing.path
    assert sowing.path == (6, 7, 8, 9, 10, 11, 12, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)
    assert sowing.after.desk == desk_of((1, 1, 1, 1, 1, 1), 12, (3, 3, 3, 3, 3, 3), 36)
    assert not sowing.extra_move and sowing.captured == 0


def test_b_sows_past_as_own_kalah_into_as_pits_skipping_as_kalah():
    pos = Position(desk_of((1, 1, 1, 1, 1, 1), 30, (0, 0, 1, 0, 0, 10), 25), 1)
    sowing = sow(pos, Move(6))
    assert 6 not in sowing.path
    assert sowing.path == (13, 0, 1, 2, 3, 4, 5, 7, 8, 9)
    assert sowing.after.desk == desk_of((2, 2, 2, 2, 2, 2), 30, (1, 1, 2, 0, 0, 0), 26)
    assert sowing.after.to_move == 0


def test_the_last_stone_in_the_own_kalah_gives_another_move():
    pos = Position(desk_of((1, 0, 0, 3, 0, 0), 29, (6, 6, 6, 6, 6, 6), 3), 0)
    sowing = sow(pos, Move(4))
    assert sowing.extra_move and sowing.after.to_move == 0


def test_no_capture_when_the_facing_pit_is_empty():
    pos = Position(desk_of((1, 0, 0, 0, 0, 1), 30, (6, 6, 6, 6, 0, 6), 10), 0)
    sowing = sow(pos, Move(1))  # last stone in empty A2, facing B5 which is empty
    assert sowing.captured == 0
    assert sowing.after.desk == desk_of((0, 1, 0, 0, 0, 1), 30, (6, 6, 6, 6, 0, 6), 10)
    assert sowing.after.to_move == 1


def test_no_capture_on_the_opponents_side():
    pos = Position(desk_of((1, 0, 0, 0, 0, 2), 29, (0, 6, 6, 6, 6, 6), 10), 0)
    sowing = sow(pos, Move(6))  # kalah, then empty B1 (facing A6, now empty)
    assert sowing.captured == 0
    assert sowing.after.desk[7] == 1


def test_no_capture_in_a_non_empty_own_pit():
    pos = Position(desk_of((1, 2, 0, 0, 0, 1), 30, (6, 6, 6, 6, 6, 2), 8), 0)
    sowing = sow(pos, Move(1))
    assert sowing.captured == 0 and sowing.after.desk[1] == 3


def test_the_game_ends_when_the_movers_pits_empty_and_the_other_side_sweeps():
    pos = Position(desk_of((0, 0, 0, 0, 0, 1), 30, (2, 0, 3, 0, 0, 1), 35), 0)
    sowing = sow(pos, Move(6))  # lands in the kalah, but the game is over: no extra move
    assert sowing.game_over and not sowing.extra_move
    assert sowing.after.desk == desk_of((0,) * 6, 31, (0,) * 6, 41)
    assert is_over(sowing.after) and legal_moves(sowing.after) == ()
    assert outcome(sowing.after).winner == 1


def test_a_capture_that_empties_the_opponents_pits_ends_the_game():
    pos = Position(desk_of((1, 0, 0, 0, 0, 4), 30, (0, 0, 0, 0, 5, 0), 32), 0)
    sowing = sow(pos, Move(1))  # A2 empty, facing B5 = 5: captured, B has nothing left
    assert sowing.captured == 6 and sowing.game_over
    assert sowing.after.desk == desk_of((0,) * 6, 40, (0,) * 6, 32)
    assert outcome(sowing.after).winner == 0


def test_thirty_six_all_is_a_draw():
    pos = Position(desk_of((0, 0, 0, 0, 0, 1), 35, (1, 0, 0, 0, 0, 0), 35), 0)
    final = apply(pos, Move(6))
    assert final.desk[6] == final.desk[13] == 36
    assert outcome(final).winner is None
    assert outcome(final).reason == "A 36, B 36"


def test_outcome_is_none_while_the_game_goes_on():
    assert outcome(initial()) is None


@pytest.mark.parametrize(
    "pos, move, reason",
    [
        (initial(), Move(7), "there is no pit 7"),
        (initial(), Move(-1), "there is no pit -1"),
        (initial(), Move(0), "no swap here: the pie rule is off"),  # pit 0 is the pie rule's swap
        (Position(desk_of((0, 6, 6, 6, 6, 6), 6, (6,) * 6, 0), 0), Move(1), "pit 1 of A is empty"),
        (Position(desk_of((6,) * 6, 0, (6, 6, 0, 6, 6, 6), 6), 1), Move(3), "pit 3 of B is empty"),
        (Position(desk_of((0,) * 6, 40, (0,) * 6, 32), 1), Move(1), "the game is over"),
    ],
)
def test_illegal_moves_say_why(pos, move, reason):
    with pytest.raises(IllegalMoveError, match=reason):
        apply(pos, move)


def test_apply_never_changes_its_input():
    pos = initial()
    apply(pos, Move(3))
    assert pos == initial()


def test_legal_moves_are_the_non_empty_pits_of_the_mover():
    pos = Position(desk_of((0, 6, 0, 6, 6, 6), 6, (6, 0, 6, 6, 6, 0), 12), 1)
    assert legal_moves(pos) == (Move(1), Move(3), Move(4), Move(5))


def test_compound_moves_from_the_start():
    assert [format_compound(m) for m in compound_moves(initial())] == [
        "1 2", "1 3", "1 4", "1 5", "1 6", "2", "3", "4", "5", "6",
    ]


def test_initial_with_fewer_stones_and_b_first():
    pos = initial(Params(stones=4), first=1)
    assert pos.desk == desk_of((4,) * 6, 0, (4,) * 6, 0) and pos.to_move == 1
    with pytest.raises(ValueError, match="from 3 to 6"):
        Params(stones=7)


def test_move_notation_round_trips():
    for pit in range(1, 7):
        assert parse_move(str(Move(pit))) == Move(pit)
    moves = (Move(1), Move(2), Move(6))
    assert parse_compound(format_compound(moves)) == moves
    assert parse_compound("1,2, 6") == moves


@pytest.mark.parametrize("text", ["", "0", "7", "12", "x", "1.5", "-1"])
def test_bad_move_text_is_refused(text):
    with pytest.raises(InvalidMoveError):
        parse_move(text)


def test_an_empty_compound_move_is_refused():
    with pytest.raises(InvalidMoveError):
        parse_compound(" ")


def test_a_compound_move_must_be_one_whole_turn():
    with pytest.raises(IllegalMoveError, match="not finished: A plays again after pit 1"):
        apply_compound(initial(), parse_compound("1"))
    with pytest.raises(IllegalMoveError, match="after pit 2 the turn passes: pit 3 cannot follow"):
        apply_compound(initial(), parse_compound("2 3"))
    ends = Position(desk_of((0, 0, 0, 0, 0, 1), 30, (2, 0, 3, 0, 0, 1), 35), 0)
    with pytest.raises(IllegalMoveError, match="after pit 6 the game is over"):
        apply_compound(ends, parse_compound("6 1"))


def test_desk_text_round_trips():
    pos = apply_compound(initial(), parse_compound("1 2"))
    assert parse_desk(format_desk(pos), "B") == pos
    assert parse_desk("6,6,6,6,6,6,0,6,6,6,6,6,6,0", "a") == initial()


@pytest.mark.parametrize(
    "desk, side, message",
    [
        ("6,6,6,6,6,6,0,6,6,6,6,6,6", "A", "a desk has 14 numbers"),
        ("6,6,6,6,6,6,0,6,6,6,6,6,6,0,0", "A", "not 15"),
        ("6,6,6,6,6,x,0,6,6,6,6,6,6,0", "A", "not a number of stones: 'x'"),
        ("7,6,6,6,6,6,0,6,6,6,6,6,6,-1", "A", "cannot hold -1 stones"),
        ("6,6,6,6,6,6,0,6,6,6,6,6,6,1", "A", "holds 73 stones"),
        ("0,0,0,0,0,0,40,1,0,0,0,0,0,31", "B", "A's pits are all empty but not the other's"),
        ("6,6,6,6,6,6,0,6,6,6,6,6,6,0", "C", "A or B, not 'C'"),
    ],
)
def test_impossible_desks_are_refused(desk, side, message):
    with pytest.raises(InvalidPositionError, match=message):
        parse_desk(desk, side)


def test_every_stone_count_from_three_to_six_and_a_finished_game_are_accepted():
    for stones in range(3, 7):
        assert position_from_desk(initial(Params(stones)).desk, 0) == initial(Params(stones))
    assert is_over(position_from_desk(desk_of((0,) * 6, 36, (0,) * 6, 36), 0))


def test_wide_numbers_keep_the_two_line_form():
    pos = Position(desk_of((0, 0, 8, 8, 8, 8), 10, (0, 8, 7, 7, 0, 7), 11), 1)
    assert format_position(pos) == "11 7 0 7 7 8 0\n   0 0 8 8 8 8 10"
