"""Every shipped foxes-and-hens exercise (games/fox_and_hens/exercises.py) checked move by move through the rules: the
hens' exercises have exactly one move after which no answer of the foxes captures and the game is not lost; the
foxes' have exactly one legal move (only the longest captures are), a capture of at least two hens."""
from __future__ import annotations

from engine.files.exercise_set import load_set
from engine.training.exercise import by_game
from games.fox_and_hens.exercises import position_of
from games.fox_and_hens.rules import FOXES, HENS, apply, legal_moves, outcome


def test_every_foxes_and_hens_exercise_has_exactly_one_answer():
    exercises = by_game(load_set(), "fox-and-hens")
    assert len(exercises) >= 50 and {p.position["to_move"] for p in exercises} == {"foxes", "hens"}
    for exercise in exercises:
        pos = position_of(exercise.position)
        moves = legal_moves(pos)
        if pos.to_move == FOXES:
            assert len(moves) == 1 and len(moves[0].taken) >= 2 and exercise.answer == (str(moves[0]),), exercise.id
            continue
        safe = []
        for move in moves:
            after = apply(pos, move)
            ended = outcome(after)
            if ended is not None and ended.winner == HENS or ended is None and not any(
                    reply.is_capture for reply in legal_moves(after)):
                safe.append(move)
        assert len(moves) >= 2 and [str(move) for move in safe] == list(exercise.answer), exercise.id
