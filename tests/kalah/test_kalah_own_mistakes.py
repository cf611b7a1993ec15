"""A Kalah mistake kept to retry (engine/training/mistakes.py): a person's worst turn from a 3-stone position with
one right turn, judged by Kalah's coach (exact at 3 stones), becomes an exercise whose answer is the turn the exercise part
prove there; the same turn judged as the computer's is no candidate."""
import time

from engine.duels.coach import verdicts, whole_turns
from engine.entries import registry
from engine.training import mistakes
from engine.training.mistakes import KEPT_LABELS, candidates, own_exercise
from games.kalah import coach, exercises
from games.kalah.rules import Position, Variant, apply_compound, compound_moves, is_over

SPEC = registry.get("kalah")
START = Position((0, 1, 5, 0, 1, 1, 7, 0, 4, 5, 1, 2, 0, 9), 0, Variant())  # late in a 3-stone game, A to move


def appraised():
    values = {}

    def known(pos):
        if pos not in values:
            values[pos] = coach.appraise(pos, 1.0, time.monotonic)
        return values[pos]
    return known


def test_the_persons_worst_turn_becomes_a_exercise_with_the_proved_answer():
    rules = SPEC.part("rules")
    proved = exercises.found_at(START, 10_000_000)
    assert proved is not None
    known = appraised()
    worst = min(compound_moves(START), key=lambda turn: exercises.turn_value(
        START, apply_compound(START, turn), lambda pos: known(pos).value))
    moves = list(worst)
    pos = apply_compound(START, worst)
    while not is_over(pos):  # the game played out by both sides' best turns
        best = known(pos).best
        moves += list(best)
        pos = apply_compound(pos, best)
    turns = whole_turns(rules, START, moves)
    judged = verdicts(coach, rules, turns, known)
    found = candidates("kalah", turns, judged, lambda side: side == 0)
    assert [c.number for c in found] == [1] and found[0].label in KEPT_LABELS
    assert found[0].played == tuple(map(str, worst))
    kept = mistakes.tested(found[0])
    assert kept is not None and kept.answer == proved.answer and kept.also == proved.also
    own = own_exercise(found[0], kept, 1_764_300_000.0)
    assert own.exercise.position == exercises.position_data(START) and own.exercise.answer == proved.answer
    assert candidates("kalah", turns, judged, lambda side: side == 1) == []  # B's turns were all best
