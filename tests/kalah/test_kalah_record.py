"""The .klh game record: reading, writing, replaying, and errors that name the line."""
from __future__ import annotations

import pytest

from games.kalah.record import Record, RecordError, Turn, format_record, parse_record, positions
from games.kalah.rules import (
    Params,
    apply_compound,
    compound_moves,
    format_position,
    initial,
    is_over,
    parse_compound,
)

SPEC_EXAMPLE = "A = 1 2\nB = 1\nA = 1\n"


def test_the_spec_example_without_a_header():
    record = parse_record(SPEC_EXAMPLE)
    assert [str(turn) for turn in record.turns] == ["A = 1 2", "B = 1", "A = 1"]
    assert record.params == Params() and record.first == 0 and record.header == ()
    final = positions(record)[-1]
    assert format_position(final) == "1 7 0 7 7 8 0\n  0 0 8 8 8 8 10"
    assert final.to_move == 1


def test_positions_start_from_the_initial_one():
    reached = positions(parse_record(SPEC_EXAMPLE))
    assert len(reached) == 4 and reached[0] == initial()


def test_a_record_round_trips_with_and_without_its_header():
    record = Record(
        turns=(Turn(1, parse_compound("2")), Turn(0, parse_compound("2"))),
        params=Params(4),
        header=(("date", "2024-05-01 20:15"), ("A", "You"), ("B", "Computer (level 3)")),
    )
    text = format_record(record)
    assert text.splitlines()[:4] == ["# Kalah record", "# stones: 4", "# rules: capture=standard pie=no",
                                     "# date: 2024-05-01 20:15"]
    assert parse_record(text) == record
    bare = format_record(record, with_header=False)
    assert bare == "B = 2\nA = 2\n"
    assert parse_record(bare) == Record(record.turns)


def test_comments_blank_lines_and_commas_are_accepted():
    text = "# a friendly game\n\nA = 1, 2\n   # B thinks\nb=1\nA =1\n"
    assert parse_record(text).turns == parse_record(SPEC_EXAMPLE).turns


def test_an_empty_record_is_the_start():
    record = parse_record("")
    assert record == Record() and positions(record) == (initial(),)


def test_b_may_begin():
    record = parse_record("B = 1 2\nA = 1\n")
    assert record.first == 1 and positions(record)[0] == initial(first=1)


@pytest.mark.parametrize(
    "text, line, reason",
    [
        ("A = 1 2\nB = 1\nA = 8\n", 3, "a move is a pit number from 1 to 6, not '8'"),
        ("A = 1 2\nB = 1\nA = 1\nB = 2\nB = 3\n", 5, "it is A's turn, not B's"),
        ("A = 1\n", 1, "illegal move A = 1: the move is not finished: A plays again after pit 1"),
        ("A = 2 3\n", 1, "illegal move A = 2 3: after pit 2 the turn passes: pit 3 cannot follow"),
        ("A = 2\nB = 1\nA = 2\n", 3, "illegal move A = 2: pit 2 of A is empty"),
        ("# stones: 4\nA = 2\nX = 1\n", 3, "expected a move such as 'A = 1 2', not 'X = 1'"),
        ("A = \n", 1, "a compound move needs at least one pit"),
        ("# stones: 9\n", 1, "stones per pit must be from 3 to 6, not 9"),
        ("# stones: many\n", 1, "stones per pit is a whole number, not 'many'"),
        ("A = 2\n# stones: 4\n", 2, "the stones per pit must be given before the first move"),
    ],
)
def test_errors_name_the_line_and_the_reason(text, line, reason):
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    assert (caught.value.line, caught.value.reason) == (line, reason)
    assert str(caught.value) == f"line {line}: {reason}"
    assert "\n" not in str(caught.value)


def _a_whole_game() -> str:
    """A complete game, played by taking the first compound move each turn."""
    pos, turns = initial(Params(3)), []
    while not is_over(pos):
        turn = compound_moves(pos)[0]
        turns.append(Turn(pos.to_move, turn))
        pos = apply_compound(pos, turn)
    return format_record(Record(tuple(turns), Params(3)))


END_GAME = _a_whole_game()


def test_no_move_after_the_end_of_the_game():
    finished = parse_record(END_GAME)
    assert is_over(positions(finished)[-1])
    with pytest.raises(RecordError, match=r"line \d+: the game is already over"):
        parse_record(END_GAME + "B = 1\n")


def test_a_long_line_is_shortened_in_the_message():
    with pytest.raises(RecordError) as caught:
        parse_record("this is not a move at all, and it goes on and on and on\n")
    assert "..." in str(caught.value) and len(str(caught.value)) < 90
