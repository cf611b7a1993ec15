"""Every shipped Row Nim exercise (games/row_nim/exercises.py) checked by a retrograde analysis of the whole board,
independent of the gaps' nim-sum and of the rules module: every position of its size valued from the game's rule
alone (a move slides one's own checker of a row along it, forwards or back, over no checker; who cannot move
loses), outwards from the positions with no move (retreats make the game loopy: a position is lost when every
move leads to a won one, won when a move leads to a lost one); exactly one move leaves the other side lost."""
from __future__ import annotations

from functools import cache
from itertools import combinations, product

import pytest

from engine.files.exercise_set import load_set
from engine.training.exercise import by_game
from games.row_nim.exercises import position_of
from tests.retrograde import LOST, labelled

State = tuple[tuple[tuple[int, int], ...], int]


def moves(state: State, columns: int, named: bool = True) -> list[tuple[str, State]]:
    """Each move of the side to move (its words, ``row R from C1 to C2``, when ``named``) and the state it leaves."""
    rows, side = state
    found = []
    for index, (white, black) in enumerate(rows):
        here, reach = (white, range(0, black)) if side == 0 else (black, range(white + 1, columns))
        for end in reach:
            if end != here:
                row = (end, black) if side == 0 else (white, end)
                words = f"row {index + 1} from {here + 1} to {end + 1}" if named else ""
                found.append((words, (rows[:index] + (row,) + rows[index + 1:], 1 - side)))
    return found


@cache
def values(rows: int, columns: int) -> dict[State, str]:
    """Every state of ``rows`` rows on ``columns`` columns valued for its side to move (a draw: absent)."""
    states = [(board, side) for board in product(combinations(range(columns), 2), repeat=rows) for side in (0, 1)]
    return labelled({state: [nxt for _words, nxt in moves(state, columns, named=False)] for state in states})


def winning_moves(exercise, valued: dict[State, str]) -> list[str]:
    pos = position_of(exercise.position)
    return [words for words, after in moves((pos.rows, pos.to_move), pos.columns) if valued.get(after) == LOST]


@pytest.mark.slow
def test_every_row_nim_exercise_has_exactly_one_winning_move_by_retrograde_analysis():
    exercises = by_game(load_set(), "row-nim")
    assert len(exercises) >= 50
    for exercise in exercises:
        pos = position_of(exercise.position)
        valued = values(len(pos.rows), pos.columns)  # each size's table once (cached)
        assert [tuple(winning_moves(exercise, valued))] == [exercise.answer], exercise.id


def test_the_small_row_nim_exercises_have_exactly_one_winning_move_by_retrograde_analysis():
    small = [p for p in by_game(load_set(), "row-nim") if p.position["columns"] <= 6]
    assert small
    valued = values(2, 6)
    for exercise in small:
        assert tuple(winning_moves(exercise, valued)) == exercise.answer, exercise.id


@pytest.mark.slow
def test_every_row_nim_line_is_the_one_winning_move_each_time_the_replies_from_lost_positions():
    """Lines of several turns (issue 56), by the same retrograde tables: each solver turn the only move that leaves
    the other side lost, each reply played from a lost position (every move of it loses), and a legal move."""
    lines = [p for p in by_game(load_set(), "row-nim") if len(p.line) > 1]
    assert len(lines) >= 40 and any(len(p.line) >= 5 for p in lines)
    for exercise in lines:
        pos = position_of(exercise.position)
        valued = values(len(pos.rows), pos.columns)
        state: State = (pos.rows, pos.to_move)
        for index, (move,) in enumerate(exercise.line):
            after = dict(moves(state, pos.columns))
            assert move in after, exercise.id
            if index % 2 == 0:
                assert [words for words, nxt in after.items() if valued.get(nxt) == LOST] == [move], exercise.id
            else:
                assert valued.get(state) == LOST, exercise.id
            state = after[move]
