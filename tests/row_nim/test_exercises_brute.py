"""Every shipped Row Nim exercise (games/row_nim/exercises.py) checked by a retrograde analysis of the whole board,
independent of the gaps' nim-sum and of the rules module: every position of its size valued from the game's rule
alone (a move slides one's own checker of a row along it, forwards or back, over no checker; who cannot move
loses), outwards from the positions with no move (retreats make the game loopy: a position is lost when every
move leads to a won one, won when a move leads to a lost one); exactly one move leaves the other side lost."""
from __future__ import annotations

from collections import deque
from itertools import combinations, product

import pytest

from engine.files.exercise_set import load_set
from engine.training.exercise import by_game
from games.row_nim.exercises import position_of

LOST, WON = 0, 1
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


def values(rows: int, columns: int) -> dict[State, int]:
    """Every state of ``rows`` rows on ``columns`` columns valued for its side to move (a draw: absent)."""
    states = [(board, side) for board in product(combinations(range(columns), 2), repeat=rows) for side in (0, 1)]
    before: dict[State, list[State]] = {state: [] for state in states}
    left: dict[State, int] = {}
    for state in states:
        after = [nxt for _words, nxt in moves(state, columns, named=False)]
        left[state] = len(after)
        for nxt in after:
            before[nxt].append(state)
    valued = {state: LOST for state in states if left[state] == 0}
    going = deque(valued)
    while going:
        state = going.popleft()
        for earlier in before[state]:
            if earlier in valued:
                continue
            if valued[state] == LOST:
                valued[earlier] = WON
                going.append(earlier)
            else:
                left[earlier] -= 1
                if left[earlier] == 0:
                    valued[earlier] = LOST
                    going.append(earlier)
    return valued


def winning_moves(exercise, valued: dict[State, int]) -> list[str]:
    pos = position_of(exercise.position)
    return [words for words, after in moves((pos.rows, pos.to_move), pos.columns) if valued.get(after) == LOST]


@pytest.mark.slow
def test_every_row_nim_exercise_has_exactly_one_winning_move_by_retrograde_analysis():
    exercises = by_game(load_set(), "row-nim")
    assert len(exercises) >= 50
    tables: dict[tuple[int, int], dict[State, int]] = {}
    for exercise in exercises:
        pos = position_of(exercise.position)
        size = (len(pos.rows), pos.columns)
        if size not in tables:  # each size's table once (setdefault would work it out for every exercise)
            tables[size] = values(*size)
        valued = tables[size]
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
    tables: dict[tuple[int, int], dict[State, int]] = {}
    for exercise in lines:
        pos = position_of(exercise.position)
        size = (len(pos.rows), pos.columns)
        if size not in tables:
            tables[size] = values(*size)
        valued = tables[size]
        state: State = (pos.rows, pos.to_move)
        for index, (move,) in enumerate(exercise.line):
            after = dict(moves(state, pos.columns))
            assert move in after, exercise.id
            if index % 2 == 0:
                assert [words for words, nxt in after.items() if valued.get(nxt) == LOST] == [move], exercise.id
            else:
                assert valued.get(state) == LOST, exercise.id
            state = after[move]
