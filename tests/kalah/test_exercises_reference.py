"""The shipped Kalah exercises (games/kalah/exercises.py, assets/exercises/) checked against the tests' own exact reference
(tests/kalah/exact_reference.py: exact_kalah.c compiled here, the plain reference's whole turns, the pie rule's swap
written from the spec): for every 3-stone exercise with at most ``QUICK`` stones in the pits, and in the slow set a
sample of those nearer the start (the reference takes up to a minute for one of them) and of the 4-, 5- and 6-stone
ones, exactly one whole turn (those leaving the same position counted as one) keeps the position's exact
value, every other loses at least 2 points of final margin, and the exercise's answers are exactly that turn's orders."""
from __future__ import annotations

import random

import pytest

from engine.files.exercise_set import load_set
from engine.training.exercise import Exercise, by_game
from tests.kalah.exact_reference import OFFER, ORDINARY, SWAP_TURN, ExactKalah

QUICK = 24  # 3-stone exercises with at most this many stones in the pits are checked in the fast set
SAMPLE_OPENING = 8  # 3-stone exercises near the start checked in the slow set
SAMPLE_4 = 8  # 4-stone exercises checked in the slow set (about 7 s each here)
SAMPLE_LATE = 8  # 5- and 6-stone ones


def turn_of(answer: tuple[str, ...]) -> tuple:
    return SWAP_TURN if answer == ("swap",) else tuple(int(pit) for pit in answer)


def assert_unique(reference: ExactKalah, exercise: Exercise) -> None:
    data = exercise.position
    side = "AB".index(data["to_move"])
    state = (tuple(data["desk"]), side, OFFER if data["swap_offered"] else ORDINARY)
    groups: dict[tuple, set[tuple]] = {}
    for turn, after in reference.turns(state).items():
        groups.setdefault(after, set()).add(turn)
    values = {after: reference.value_for(side, after) for after in groups}
    best = max(values.values())
    keeping = [after for after, value in values.items() if value == best]
    assert len(keeping) == 1, f"{exercise.id}: {len(keeping)} turns keep the value {best}"
    assert all(best - value >= 2 for after, value in values.items() if after != keeping[0]), exercise.id
    assert {turn_of(answer) for answer in exercise.answers} == groups[keeping[0]], exercise.id


def in_pits(exercise: Exercise) -> int:
    desk = exercise.position["desk"]
    return sum(desk) - desk[6] - desk[13]


def test_every_3_stone_exercise_past_the_opening_has_exactly_one_answer_by_the_reference(exact):
    exercises = by_game(load_set(), "kalah", 3)
    assert len(exercises) >= 300
    for exercise in exercises:
        if in_pits(exercise) <= QUICK:
            assert_unique(exact(exercise.position["capture"]), exercise)


@pytest.mark.slow
def test_a_sample_of_the_3_stone_exercises_of_the_opening_has_exactly_one_answer_by_the_reference(exact):
    """Near the start the reference takes up to a minute a position: a sample (all of them took longer than CI's run)."""
    opening = [p for p in by_game(load_set(), "kalah", 3) if in_pits(p) > QUICK]
    for exercise in random.Random(3).sample(opening, min(SAMPLE_OPENING, len(opening))):
        assert_unique(exact(exercise.position["capture"]), exercise)


@pytest.mark.slow
def test_a_sample_of_the_4_stone_exercises_has_exactly_one_answer_by_the_reference(exact):
    exercises = by_game(load_set(), "kalah", 4)
    for exercise in random.Random(51).sample(exercises, min(SAMPLE_4, len(exercises))):
        assert_unique(exact(exercise.position["capture"]), exercise)


@pytest.mark.slow
def test_a_sample_of_the_late_5_and_6_stone_exercises_has_exactly_one_answer_by_the_reference(exact):
    """The reference has no endgame table: the sample is of the exercises with the fewest stones left in the pits."""
    late = [p for stones in (5, 6) for p in by_game(load_set(), "kalah", stones)]
    late.sort(key=in_pits)
    for exercise in late[:SAMPLE_LATE]:
        assert_unique(exact(exercise.position["capture"]), exercise)
