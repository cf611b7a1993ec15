"""Every shipped Match Nim exercise (games/match_nim/exercises.py) checked by brute force, independent of the binary
columns: a position's value by trying every move, normal and misère; exactly one move leaves the other side lost."""
from __future__ import annotations

from functools import cache

from engine.files.exercise_set import load_set
from engine.training.exercise import by_game


@cache
def wins(piles: tuple[int, ...], misere: bool) -> bool:
    """Does the side to move win (``piles`` sorted)?"""
    if not any(piles):
        return misere  # the other side took the last match: it lost in misère, won in the normal game
    return any(not wins(tuple(sorted(piles[:i] + (left,) + piles[i + 1:])), misere)
               for i, pile in enumerate(piles) for left in range(pile))


def test_every_match_nim_exercise_has_exactly_one_winning_move_by_brute_force():
    exercises = by_game(load_set(), "match-nim")
    assert len(exercises) >= 100 and any(p.position["misere"] for p in exercises)
    for exercise in exercises:
        piles = tuple(int(word) for word in exercise.position["position"].split())
        misere = exercise.position["misere"]
        winning = [(i + 1, pile - left) for i, pile in enumerate(piles) for left in range(pile)
                   if not wins(tuple(sorted(piles[:i] + (left,) + piles[i + 1:])), misere)]
        assert len(winning) == 1, exercise.id
        pile, take = winning[0]
        assert exercise.answer == (f"pile {pile} take {take}",), exercise.id


def taken(piles: tuple[int, ...], move: str) -> tuple[int, ...]:
    _pile, pile, _take, take = move.split()
    index = int(pile) - 1
    assert 0 < int(take) <= piles[index], move
    return piles[:index] + (piles[index] - int(take),) + piles[index + 1:]


def test_every_match_nim_line_is_the_one_winning_move_each_time_the_replies_from_lost_positions():
    """Lines of several turns (issue 56): each solver turn the only winning move, each reply from a lost position
    (every move of it as good as another)."""
    lines = [p for p in by_game(load_set(), "match-nim") if len(p.line) > 1]
    assert len(lines) >= 50 and any(len(p.line) >= 5 for p in lines)
    for exercise in lines:
        piles = tuple(int(word) for word in exercise.position["position"].split())
        misere = exercise.position["misere"]
        for index, (move,) in enumerate(exercise.line):
            if index % 2 == 0:
                winning = [(i, left) for i, pile in enumerate(piles) for left in range(pile)
                           if not wins(tuple(sorted(piles[:i] + (left,) + piles[i + 1:])), misere)]
                assert len(winning) == 1, exercise.id
            else:
                assert not wins(tuple(sorted(piles)), misere), exercise.id
            piles = taken(piles, move)
            if index % 2 == 0:
                assert not wins(tuple(sorted(piles)), misere), exercise.id
