"""Row Nim's coach: exact values by the gaps' nim-sum (checked against a retrograde solver in test_strategy.py),
verdicts and their words, the marks on the board."""
import itertools

import pytest

from engine.duels.basics import HUMAN_COMPUTER, Setup
from engine.duels.coach import BEST, BLUNDER, Appraisal, TurnPlayed, judge
from engine.entries import registry
from engine.files.settings import Settings
from engine.ui import theme as colors
from games.row_nim import coach, rules
from games.row_nim.board_view import square
from games.row_nim.rules import BLACK, WHITE, Move, Position
from games.shared.nim_binary import nim_sum
from tests.clocks import StepClock


def appraised(pos: Position) -> Appraisal:
    return coach.appraise(pos, 1.0, StepClock())


def verdict_on(pos: Position, move: Move):
    turn = TurnPlayed(pos, (move,), rules.apply(pos, move))
    after = None if rules.outcome(turn.after) is not None else appraised(turn.after)
    return judge(coach, rules, 1, turn, appraised(pos), after)


def test_every_position_of_a_small_board_is_valued_exactly():
    pairs = [(w, b) for w in range(6) for b in range(w + 1, 6)]
    for board, side in itertools.product(itertools.product(pairs, repeat=2), (WHITE, BLACK)):
        pos = Position(board, 6, side)
        found = appraised(pos)
        assert found.exact
        if rules.outcome(pos) is not None:
            assert found == Appraisal(-1, True, None)
            continue
        assert found.value == (1 if nim_sum(pos.gaps) else -1), pos
        after = rules.apply(pos, found.best[0])  # the best move is legal; from a won position it wins
        assert nim_sum(after.gaps) == 0 or found.value == -1, pos


def test_the_winning_move_is_best_and_another_is_a_blunder_with_the_better_move():
    pos = Position(rules.parse_rows("1,5/2,8/3,4", 8), 8)  # gaps 3 5 0
    better = rules.Move(1, 1, 3)                            # gap 5 -> 3: 3 3 0, every column even
    assert appraised(pos).best == (better,)
    assert verdict_on(pos, better).label == BEST
    blunder = verdict_on(pos, Move(0, 0, 1))                # gaps 2 5 0
    assert (blunder.label, blunder.loss, blunder.better, blunder.exact) == (BLUNDER, 2, (better,), True)
    assert coach.cost_text(blunder) == "Won before, lost now against perfect play"
    assert coach.reason_text(pos, blunder) == \
        "it evens every column of the gaps; odd after yours: columns 4, 2, 1"


def test_a_retreat_is_answered_by_the_same_advance():
    before = Position(((0, 3), (0, 3), (0, 1), (0, 1)), 8, BLACK)  # gaps 2 2 0 0
    pos = rules.apply(before, Move(3, 1, 3))                       # black retreats two squares in row 4
    blunder = verdict_on(pos, Move(0, 0, 1))
    assert blunder.better == (Move(3, 0, 2),) and blunder.label == BLUNDER
    assert coach.reason_text(pos, blunder).startswith("the same advance answers the retreat in row 4")


def test_in_a_lost_position_every_move_is_best():
    pos = Position(((0, 3), (2, 5)), 8, WHITE)  # gaps 2 2
    assert appraised(pos).value == -1
    for move in rules.legal_moves(pos):
        verdict = verdict_on(pos, move)
        assert (verdict.label, verdict.loss, verdict.better) == (BEST, 0, None)


def test_the_move_that_pins_the_last_checker_and_finished_games():
    pos = Position(((0, 2),), 3, WHITE)
    verdict = verdict_on(pos, Move(0, 0, 1))  # black is pinned: white won
    assert (verdict.label, verdict.after) == (BEST, 1)
    over = rules.apply(pos, Move(0, 0, 1))
    assert appraised(over) == Appraisal(-1, True, None)
    assert (coach.final_value(over, WHITE), coach.final_value(over, BLACK)) == (1, -1)
    with pytest.raises(ValueError):
        coach.final_value(pos, WHITE)


def test_the_board_marks_the_move_played_and_the_better_one(harness):
    spec = registry.get("row-nim")
    scene = spec.scene_class()(spec, setup=Setup(HUMAN_COMPUTER, 0, 5), values={"start": "1,5 2,8 3,4"}, seed=1)
    h = harness(scene, settings=Settings(sound=False, animation_speed="instant"))
    h.tick()
    scene.try_move(Move(0, 0, 1))
    assert h.run_until(lambda: len(scene.match.moves) == 2 and scene.coach.marks() is not None)
    assert scene.coach.marks() == (WHITE, (Move(0, 0, 1),), (Move(1, 1, 3),))
    h.tick()
    grid, cell = scene._grid(scene.board_rect, scene.match.position)
    width = max(2, round(cell * 0.07))
    for (row, column), color in (((0, 1), colors.ACCENT), ((1, 3), colors.GOOD)):  # where each move went: framed
        frame = square(grid, cell, row, column).inflate(-width, -width)
        assert tuple(h.surface.get_at((frame.left + width // 2, frame.centery)))[:3] == color
