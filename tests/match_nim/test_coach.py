"""Match Nim's coach: exact values against a brute-force solver, verdicts and their words, the marks on the board."""
import itertools
from functools import cache

import pygame
import pytest

from engine.duels.basics import HUMAN_COMPUTER, Setup
from engine.duels.coach import BEST, BLUNDER, Appraisal, TurnPlayed, judge, summary, verdicts, whole_turns
from engine.entries import registry
from engine.files.settings import Settings
from engine.ui import theme as colors
from games.match_nim import coach, rules
from games.match_nim.rules import Move, Position
from tests.clocks import StepClock


@cache
def wins(piles: tuple, misere: bool) -> bool:
    """True when the player to move wins with perfect play (brute force over every move)."""
    if not any(piles):
        return misere
    return any(not wins(piles[:i] + (size - take,) + piles[i + 1:], misere)
               for i, size in enumerate(piles) for take in range(1, size + 1))


def verdict_on(pos: Position, move: Move):
    turn = TurnPlayed(pos, (move,), rules.apply(pos, move))
    after = None if rules.outcome(turn.after) is not None else coach.appraise(turn.after, 1.0, StepClock())
    return judge(coach, rules, 1, turn, coach.appraise(pos, 1.0, StepClock()), after)


@pytest.mark.parametrize("misere", [False, True])
def test_values_are_exact_and_the_best_move_keeps_them(misere):
    for piles in (p for n in (2, 3) for p in itertools.product(range(6), repeat=n) if any(p)):
        pos = Position(piles, 0, misere)
        found = coach.appraise(pos, 1.0, StepClock())
        assert found.exact and found.value == (1 if wins(piles, misere) else -1), piles
        after = rules.apply(pos, found.best[0])
        if found.value == 1 and any(after.piles):
            assert not wins(after.piles, misere), piles  # the best move leaves the other side lost


def test_the_winning_move_is_best_and_another_is_a_blunder_with_the_better_move():
    pos = Position((3, 5, 7, 9))
    best = verdict_on(pos, Move(3, 8))
    assert (best.label, best.loss, best.better, best.exact) == (BEST, 0, None, True)
    assert coach.cost_text(best) == "" and coach.reason_text(pos, best) == ""
    blunder = verdict_on(pos, Move(0, 1))
    assert (blunder.label, blunder.before, blunder.after, blunder.better) == (BLUNDER, 1, -1, (Move(3, 8),))
    assert coach.cost_text(blunder) == "Won before, lost now against perfect play"
    # 2 5 7 9 = 0010, 0101, 0111, 1001: the 8 and 1 columns are odd
    assert coach.reason_text(pos, blunder) == "it evens every binary column; odd after yours: columns 8, 1"


def test_in_a_lost_position_every_move_is_best():
    pos = Position((1, 2, 3))
    for move in rules.legal_moves(pos):
        verdict = verdict_on(pos, move)
        assert (verdict.label, verdict.loss, verdict.before, verdict.better) == (BEST, 0, -1, None)


def test_misere_ending_leaves_an_odd_number_of_single_matches():
    pos = Position((3, 1), misere=True)
    assert coach.appraise(pos, 1.0, StepClock()).best == (Move(0, 3),)  # one single match left: odd
    blunder = verdict_on(pos, Move(0, 2))
    assert blunder.label == BLUNDER
    assert coach.reason_text(pos, blunder) == "it leaves 1 single match, an odd number; yours leaves 2, an even number"
    normal = Position((3, 1))
    assert coach.appraise(normal, 1.0, StepClock()).best == (Move(0, 2),)  # 1 1: every column even


def test_taking_the_last_match_in_misere_is_judged_from_the_result():
    pos = Position((2, 0), misere=True)
    blunder = verdict_on(pos, Move(0, 2))
    assert (blunder.label, blunder.after, blunder.better) == (BLUNDER, -1, (Move(0, 1),))
    assert coach.reason_text(pos, blunder).endswith("yours takes the last match")


def test_finished_games():
    normal, misere = Position((0, 0), 0), Position((0, 0), 0, misere=True)
    assert coach.appraise(normal, 1.0, StepClock()) == Appraisal(-1, True, None)  # side 1 took the last match
    assert coach.appraise(misere, 1.0, StepClock()) == Appraisal(1, True, None)
    assert (coach.final_value(normal, 1), coach.final_value(misere, 1)) == (1, -1)
    with pytest.raises(ValueError):
        coach.final_value(Position((1, 0)), 0)


def test_a_whole_game_reviewed():
    start = Position((1, 2, 4))
    moves = [Move(2, 1), Move(1, 1), Move(0, 1), Move(2, 2), Move(1, 1)]  # 0 blunders at its 2nd turn
    turns = whole_turns(rules, start, moves)
    judged = verdicts(coach, rules, turns, lambda pos: coach.appraise(pos, 1.0, StepClock()))
    assert [v.label for v in judged] == [BEST, BEST, BLUNDER, BEST, BEST]
    first = summary(judged, 0, coach.THRESHOLDS)
    assert (first.turns, first.best, first.count(BLUNDER), first.dropped) == (3, 2, 1, 2)


def test_the_board_marks_the_pile_played_and_the_better_one(harness):
    spec = registry.get("match-nim")
    scene = spec.scene_class()(spec, setup=Setup(HUMAN_COMPUTER, 0, 5), values={"start": "3 5 7 9"}, seed=1)
    h = harness(scene, settings=Settings(sound=False, animation_speed="instant"))
    h.tick()
    scene.try_move(Move(0, 1))
    assert h.run_until(lambda: len(scene.match.moves) == 2 and scene.coach.marks() is not None)
    assert scene.coach.marks() == (0, (Move(0, 1),), (Move(3, 8),))
    head, text, _color = scene.coach.words()
    assert head.endswith("Blunder") and "pile 4 take 8" in text
    h.tick()
    columns, _slot = scene._slots(scene.board_rect, scene.match.position.piles)
    for pile, color in ((0, colors.ACCENT), (3, colors.GOOD)):
        edge = columns[pile].inflate(-scene.theme.px(2), scene.theme.px(8))
        assert tuple(h.surface.get_at((edge.left + 1, edge.centery)))[:3] == color
    assert tuple(h.surface.get_at((columns[1].left + 1, columns[1].centery)))[:3] != colors.ACCENT
    pygame.event.clear()
