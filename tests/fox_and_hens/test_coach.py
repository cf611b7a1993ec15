"""Foxes and hens' coach: proved wins and losses (exact), the search's estimates (not), verdicts and their words, the
marks on the board.  Every search runs on a step clock: its work never depends on the machine's speed."""
import pytest

from engine.duels.basics import HUMAN_COMPUTER, Setup
from engine.duels.coach import BEST, BLUNDER, MISTAKE, Appraisal, TurnPlayed, Verdict, judge
from engine.entries import registry
from engine.files.settings import Settings
from engine.ui import theme as colors
from games.fox_and_hens import coach, rules
from games.fox_and_hens.board_view import point_center
from games.fox_and_hens.rules import FOXES, HENS, Position, parse_move, parse_position
from games.fox_and_hens.watch import EXAMPLES
from tests.clocks import StepClock

FORCED = EXAMPLES["forced"]  # the foxes to move win in 3 (d5-c5 or b4-c4)
WINNING = {parse_move("d5-c5"), parse_move("b4-c4")}


def appraised(pos: Position) -> Appraisal:
    return coach.appraise(pos, 1.0, StepClock(0.02))  # 50 looks at the clock, 512 nodes apart: a fixed budget


def verdict_on(pos: Position, text: str) -> Verdict:
    move = parse_move(text)
    turn = TurnPlayed(pos, (move,), rules.apply(pos, move))
    after = None if rules.outcome(turn.after) is not None else appraised(turn.after)
    return judge(coach, rules, 1, turn, appraised(pos), after)


def test_a_forced_win_is_found_and_proved():
    found = appraised(FORCED)
    assert (found.value, found.exact) == (coach.PROVED, True) and found.best[0] in WINNING
    for move in rules.legal_moves(FORCED):  # after a winning move the hens are proved lost; after another, not
        after = appraised(rules.apply(FORCED, move))
        assert (after.value == -coach.PROVED) == (move in WINNING)
        assert after.exact == (move in WINNING)


def test_the_winning_moves_are_best_and_another_gives_the_proved_win_away():
    for text in ("d5-c5", "b4-c4"):
        verdict = verdict_on(FORCED, text)
        assert (verdict.label, verdict.loss, verdict.exact) == (BEST, 0, True)
    blunder = verdict_on(FORCED, "b4-b3")
    assert blunder.label == BLUNDER and blunder.better[0] in WINNING
    assert not blunder.exact  # the position after it is the search's estimate
    assert blunder.before == coach.PROVED and abs(blunder.after) < coach.PROVED
    assert coach.cost_text(blunder) == "The search no longer finds your forced win"
    assert coach.reason_text(FORCED, blunder).startswith("it wins by force")


def test_in_a_proved_lost_position_every_move_is_best():
    lost = rules.apply(FORCED, parse_move("d5-c5"))
    assert appraised(lost) == Appraisal(-coach.PROVED, True, appraised(lost).best)
    for move in rules.legal_moves(lost):
        verdict = verdict_on(lost, str(move))
        assert (verdict.label, verdict.loss, verdict.better) == (BEST, 0, None)


def test_the_start_is_an_estimate():
    found = appraised(rules.initial(rules.Params(), HENS))
    assert not found.exact and abs(found.value) < coach.PROVED
    assert found.best[0] in rules.legal_moves(rules.initial(rules.Params(), HENS))


NINE_HENS = "  ...  /  .X.  /...A.../......./B.C.D.E/  FGH  /  I..  "


def test_a_single_legal_move_is_valued_by_what_follows():
    pos = parse_position(NINE_HENS, FOXES)  # the only move: d2xd4, leaving 8 hens: the foxes have won
    assert rules.legal_moves(pos) == (parse_move("d2xd4"),)
    assert appraised(pos) == Appraisal(coach.PROVED, True, (parse_move("d2xd4"),))


def test_finished_games():
    eight = rules.apply(parse_position(NINE_HENS, FOXES), parse_move("d2xd4"))
    assert appraised(eight) == Appraisal(-coach.PROVED, True, None)  # the hens to move have lost
    assert (coach.final_value(eight, FOXES), coach.final_value(eight, HENS)) == (coach.PROVED, -coach.PROVED)
    pos = parse_position(NINE_HENS, HENS)
    drawn = Position(pos.board, HENS, False, (pos.key, pos.key))  # seen twice before: a draw
    assert appraised(drawn) == Appraisal(0, True, None) and coach.final_value(drawn, FOXES) == 0
    with pytest.raises(ValueError):
        coach.final_value(pos, FOXES)


def said(before: int, after: int, exact: bool = False) -> str:
    return coach.cost_text(Verdict(1, FOXES, (), before, after, (), exact, BLUNDER))


def test_the_costs_in_words():
    assert said(coach.PROVED, -coach.PROVED, True) == "Your forced win is now a forced loss"
    assert said(coach.PROVED, 0, True) == "Your forced win is now a draw"
    assert said(coach.PROVED, 120) == "The search no longer finds your forced win"
    assert said(-120, -coach.PROVED) == "The search now finds a forced loss for you"
    assert said(-120, -135) == "\u221215 points by the search's estimate (a hen is worth 10)"
    assert said(-120, -120) == ""


def test_the_reasons_name_the_capture_allowed_and_the_hen_house():
    pos = parse_position("  ...  /  .X.  /......./...A.../B.C.D.E/  FGH  /  I..  ", HENS)
    walks_in = Verdict(1, HENS, (parse_move("d4-d3"),), 90, 80, (parse_move("d4-e4"),), False, MISTAKE)
    assert coach.reason_text(pos, walks_in) == "yours lets the foxes take 1 hen, it lets them take none"
    house = parse_position("  ...  /  ...  /X....../..A..../B.C.D.E/  FGH  /  I..  ", HENS)
    climbs = Verdict(1, HENS, (parse_move("c4-b4"),), 90, 80, (parse_move("c4-c3"),), False, MISTAKE)
    assert coach.reason_text(house, climbs) == "it takes a point of the hen-house"
    quiet = Verdict(1, HENS, (parse_move("c4-b4"),), 90, 80, (parse_move("c4-d4"),), False, MISTAKE)
    assert coach.reason_text(house, quiet) == "no capture decides it: the search sees further"


def test_the_board_marks_the_move_played_and_the_better_one(harness):  # the harness's worker: a step clock
    spec = registry.get("fox-and-hens")
    scene = spec.scene_class()(spec, setup=Setup(HUMAN_COMPUTER, FOXES, 1), values={}, seed=1)
    h = harness(scene, settings=Settings(sound=False, animation_speed="instant"))
    scene.match.restart(start=FORCED)
    h.tick()
    scene.try_move(parse_move("b4-b3"))
    assert h.run_until(lambda: len(scene.match.moves) == 2 and scene.coach.marks() is not None)
    side, played, better = scene.coach.marks()
    assert (side, played) == (FOXES, (parse_move("b4-b3"),)) and better[0] in WINNING
    h.tick()
    cell, square = scene._geometry(scene.board_rect)[:2]
    for point, color in ((parse_move("b4-b3").path[0], colors.ACCENT), (better[0].path[0], colors.GOOD)):
        x, y = point_center(point, cell, square)  # the ring where each move began
        assert tuple(h.surface.get_at((x + int(cell * 0.42) - 1, y)))[:3] == color
