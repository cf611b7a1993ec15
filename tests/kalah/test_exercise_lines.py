"""The shipped Kalah lines of several turns (issue 56; engine/training/line.py): at least 400 of 2+ solver turns and
100 of 3+, across stones and rules, each a line of whole turns that ends with the solver's; and, in the slow set, a
sample of them walked with the project's own exact solver (games/kalah/perfect.py, proofs run to the end; every one
of them with ``ARSAC_EVERY_LINE=1`` in the environment, too long for CI's time): each
solver turn the only whole turn that keeps the exact value (every other, those leaving the same position counted
as one, loses at least 2 points), the exercise's orders of it exactly that turn's, each reply of the opponent a best
turn."""
from __future__ import annotations

import os
import random
from collections import ChainMap

import pytest

from engine.files.exercise_set import load_set
from engine.training.exercise import Exercise, by_game, position_of
from engine.training.line import solver_turns
from games.kalah.coach import final_value
from games.kalah.perfect import Perfect, prove, shipped_book
from games.kalah.rules import Position, apply_compound, compound_moves, is_over, parse_compound

SAMPLE = 48  # lines walked by the exact solver in the slow set (a third of a second each here, 5 s at most)
EVERY_LINE = os.environ.get("ARSAC_EVERY_LINE") == "1"  # walk all of them instead (about 6 minutes on one core)


def lines() -> list[Exercise]:
    return [p for p in by_game(load_set(), "kalah") if solver_turns(p) >= 2]


def test_the_set_holds_400_kalah_lines_of_two_turns_and_100_of_three_across_stones_and_rules():
    found = lines()
    assert len(found) >= 400 and sum(solver_turns(p) >= 3 for p in found) >= 100
    assert {p.position["stones"] for p in found} == {3, 4, 5, 6}
    assert {(p.position["capture"], p.position["pie"]) for p in found} == {
        (capture, pie) for capture in ("standard", "empty") for pie in (False, True)}
    for exercise in found:
        pos = position_of(exercise)
        solver = pos.to_move
        assert exercise.line[0] == exercise.answer and len(exercise.line) % 2 == 1 and solver_turns(exercise) <= 4
        for index, turn in enumerate(exercise.line):
            assert not is_over(pos) and (pos.to_move == solver) == (index % 2 == 0), exercise.id
            moves = parse_compound(" ".join(turn))
            assert moves in compound_moves(pos), exercise.id
            pos = apply_compound(pos, moves)


def exact_player() -> Perfect:
    return Perfect(ChainMap({}, shipped_book()), prove)


def values(player: Perfect, pos: Position) -> dict[Position, tuple[int, set[tuple]]]:
    """Each position a whole turn of ``pos`` leaves: its value for the mover of ``pos``, and the turns leaving it."""
    found: dict[Position, tuple[int, set[tuple]]] = {}
    for turn in compound_moves(pos):
        after = apply_compound(pos, turn)
        if after not in found:
            value = final_value(after, pos.to_move) if is_over(after) else \
                player.margin(after) * (1 if after.to_move == pos.to_move else -1)
            found[after] = (value, set())
        found[after][1].add(tuple(str(move) for move in turn))
    return found


def assert_exact(player: Perfect, exercise: Exercise) -> None:
    pos = position_of(exercise)
    for index, turn in enumerate(exercise.line):
        after = apply_compound(pos, parse_compound(" ".join(turn)))
        worth = values(player, pos)
        best = max(value for value, _turns in worth.values())
        assert worth[after][0] == best, f"{exercise.id}: turn {index + 1} is not a best turn"
        if index % 2 == 0:
            assert all(best - value >= 2 for other, (value, _turns) in worth.items() if other != after), \
                f"{exercise.id}: the solver's turn {index // 2 + 1} is not the only one keeping {best}"
            assert set(exercise.turns[index // 2]) == worth[after][1], exercise.id
        pos = after


@pytest.mark.slow
def test_a_sample_of_the_kalah_lines_each_solver_turn_unique_each_reply_best_by_the_exact_solver():
    found = lines()
    player = exact_player()
    by_stones = {stones: [p for p in found if p.position["stones"] == stones] for stones in (3, 4, 5, 6)}
    rng = random.Random(56)
    for chosen in by_stones.values():
        for exercise in chosen if EVERY_LINE else rng.sample(chosen, min(SAMPLE // 4, len(chosen))):
            assert_exact(player, exercise)
