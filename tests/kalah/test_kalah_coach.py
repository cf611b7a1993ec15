"""Kalah's coach at the board (engine/scenes/duel_coach.py over games/kalah/coach.py): the verdict on a person's
turn with its cost and the better turn marked, C, the tutor's question, two players, and the values themselves.

At 3 stones a pit the start is worth +2 to A (spec/kalah.md); sowing pit 1 first leaves A −14, pit 5 keeps +2.
"""
from __future__ import annotations

import pygame
import pytest

from engine.duels.basics import HOTSEAT, HUMAN_COMPUTER, PERFECT, Setup
from engine.duels.coach import Appraisal
from engine.entries import registry
from engine.files.settings import Settings
from engine.scenes.overlay import Dialog
from games.kalah import coach
from games.kalah.rules import (
    FIRST_TURN,
    SWAP,
    SWAP_OFFERED,
    Move,
    Params,
    Variant,
    apply_compound,
    compound_moves,
    initial,
    parse_desk,
)
from tests.clocks import StepClock

SPEC = registry.get("kalah")


def open_game(harness, setup, **settings):
    scene = SPEC.scene_class()(SPEC, setup=setup, values={"stones": 3, "seconds": 1})
    h = harness(scene, settings=Settings(sound=False, animation_speed="instant", **settings))
    h.tick()
    return h, scene


def settle(h, scene, condition):
    assert h.run_until(condition, seconds=20)
    h.tick(frames=2)


def test_a_blunder_is_judged_with_its_cost_and_the_better_turn_marked(harness):
    h, scene = open_game(harness, Setup(HUMAN_COMPUTER, level=PERFECT))
    h.key(pygame.K_1)
    settle(h, scene, lambda: scene.coach.marks() is not None)
    head, text, _color = scene.coach.words()
    assert head == "Your turn 1 (1): Blunder"
    assert text.startswith("\u221216 points: a win by 2 is now a loss by 14.") and "Better: 5" in text
    assert scene.coach.marks() == (0, (Move(1),), (Move(5),))


def test_a_best_turn_is_said_to_be_one(harness):
    h, scene = open_game(harness, Setup(HUMAN_COMPUTER, level=PERFECT))
    h.key(pygame.K_5)
    settle(h, scene, lambda: scene.coach.last_turn() is not None and scene.coach.verdict(*scene.coach.last_turn()))
    head, text, _color = scene.coach.words()
    assert head == "Your turn 1 (5): Best" and text == "A best turn." and scene.coach.marks() is None


def test_c_turns_the_coach_off_and_on_and_it_is_remembered(harness):
    h, scene = open_game(harness, Setup(HUMAN_COMPUTER, level=PERFECT))
    board = scene.board_rect.height
    h.key(pygame.K_c)
    assert scene.app.settings.coach is False and scene.board_rect.height > board  # the strip's room goes to the board
    h.key(pygame.K_1)
    h.tick(frames=5)
    assert scene.coach.marks() is None and scene.coach.session is None  # nothing valued while it is off
    h.key(pygame.K_c)
    assert scene.app.settings.coach is True


def test_the_tutor_asks_before_a_blunder_and_take_it_back_keeps_the_board(harness):
    h, scene = open_game(harness, Setup(HUMAN_COMPUTER, level=PERFECT), tutor=True)
    start = scene.match.position
    h.key(pygame.K_1)
    assert scene.match.position == start and "weighing" in scene.message  # held while its value comes
    settle(h, scene, lambda: isinstance(h.top, Dialog))
    dialog = h.top
    assert "blunder" in dialog.message and "\u221216 points" in dialog.message
    dialog.close(False)  # Take it back
    h.tick(frames=2)
    assert h.top is scene and scene.match.position == start and not scene.match.moves
    h.key(pygame.K_1)
    settle(h, scene, lambda: isinstance(h.top, Dialog))
    h.top.close(True)  # Play it
    h.tick(frames=2)
    assert scene.match.moves[:1] == [Move(1)]


def test_the_tutor_lets_a_best_turn_through_without_asking(harness):
    h, scene = open_game(harness, Setup(HUMAN_COMPUTER, level=PERFECT), tutor=True)
    h.key(pygame.K_5)
    settle(h, scene, lambda: bool(scene.match.moves))
    assert scene.match.moves[0] == Move(5) and not isinstance(h.top, Dialog)


def test_between_two_players_each_verdict_names_its_player(harness):
    h, scene = open_game(harness, Setup(HOTSEAT))
    h.key(pygame.K_5)
    h.tick(frames=2)
    h.key(pygame.K_6)  # B's first turn
    settle(h, scene, lambda: scene.coach.last_turn() is not None and scene.coach.last_turn()[0] == 2
           and scene.coach.verdict(*scene.coach.last_turn()) is not None)
    head, _text, _color = scene.coach.words()
    assert head.startswith("Player 2, turn 2 (6): ")


def test_while_a_person_thinks_the_coach_values_the_positions_their_turns_leave(harness):
    """Between two players, once the position a person moves in is valued, the coach looks at every position their
    whole turns could leave: the verdict on the turn played is there at the next frame."""
    from engine.duels.coach import turn_ends
    from games.kalah import rules

    h, scene = open_game(harness, Setup(HOTSEAT))
    h.key(pygame.K_5)  # A's turn; B thinks
    h.tick(frames=2)
    ends = turn_ends(rules, scene.match.position)
    assert len(ends) == 10  # B's six pits, one of them ending in the kalah and going on
    settle(h, scene, lambda: all(scene.coach.session.known(pos) is not None for pos in ends))
    h.key(pygame.K_6)
    h.tick()
    number, turn = scene.coach.last_turn()
    assert number == 2 and turn.after in ends and scene.coach.verdict(number, turn) is not None


@pytest.mark.parametrize("capture", ["standard", "empty"])
def test_the_pie_rules_opening_is_valued_exactly(capture):
    """Under the pie rule the first player's value is −|m| of the first turn leaving the least |m| (the second
    player swaps when the turn favours the first player), and at the offer the second player's is |m|."""
    start = initial(Params(3, Variant(capture, pie=True)))
    assert start.opening == FIRST_TURN
    plain = initial(Params(3, Variant(capture)))
    margins = {}
    for turn in compound_moves(plain):
        after = apply_compound(plain, turn)
        margins[turn] = coach.appraise(after, 1, StepClock()).value  # B's margin, no swap
    first = coach.appraise(start, 1, StepClock())
    assert first.exact and first.value == -min(abs(m) for m in margins.values())
    assert abs(margins[first.best]) == -first.value
    for turn, margin in list(margins.items())[:4]:
        offer = apply_compound(start, turn)
        assert offer.opening == SWAP_OFFERED
        found = coach.appraise(offer, 1, StepClock())
        assert found.value == abs(margin) and (found.best == (SWAP,)) == (margin < 0)


def test_the_start_at_3_stones_is_worth_2_and_a_finished_game_its_margin():
    start = initial(Params(3))
    found = coach.appraise(start, 1, StepClock())
    assert (found.value, found.exact) == (2, True) and found.best in compound_moves(start)
    over = parse_desk("0,0,0,0,0,0,20,0,0,0,0,0,0,16", "B")
    assert coach.appraise(over, 1, StepClock()) == Appraisal(-4, True, None)


def test_a_value_known_already_is_only_reached_by_the_proof_in_far_fewer_nodes():
    """A best turn carried the value here (``known``): the proof's one pass finds a turn worth it, and that turn is
    a best one (its position after is worth what was known)."""
    from engine.duels.limits import Limit
    from games.kalah import ai

    pos = parse_desk("1,5,0,0,0,5,6,1,5,1,0,0,5,7", "A")  # 23 stones in the pits, 4 random turns from the start

    def proof(known: bool, guess: int | None) -> ai.SearchResult:
        return ai.search(pos, Limit(seconds=1e12, clock=StepClock()), proof=ai.Proof(64, 10, guess=guess, known=known))

    plain = proof(False, None)
    found = proof(True, plain.value)
    assert (found.value, found.exact, plain.value) == (plain.value, True, 2)
    assert found.nodes * 3 < plain.nodes
    after = apply_compound(pos, found.move)
    assert -coach.appraise(after, 1, StepClock()).value == plain.value  # the turn found is a best one


def test_a_look_ahead_ends_unfinished_then_goes_on_to_the_proved_value():
    """``foresee`` (a look while a person thinks) gives nothing when its proof does not end within its nodes; what
    it proved is kept, so looks one after another end, with the value and a best turn a proof from nothing finds."""
    from games.kalah import ai, perfect

    pos = parse_desk("1,5,0,0,0,5,6,1,5,1,0,0,5,7", "A")  # 23 stones in the pits: a proof of some 10,000 nodes
    coach._PROVED.clear()
    ai.forget_searches()
    looks = [coach.foresee(pos, 1, StepClock(), nodes=2_000) for _ in range(40)]
    assert looks[0] is None
    ended = next((found for found in looks if found is not None), None)
    assert ended is not None and (ended.value, ended.exact) == (2, True)
    fresh = perfect.prove(pos, StepClock(), megabytes=64, stones=10)  # keeps nothing
    assert perfect.kalahs_margin(pos) + fresh[0] == ended.value
    assert -coach.appraise(apply_compound(pos, ended.best), 1, StepClock()).value == ended.value  # a best turn
    assert coach.foresee(initial(Params(6)), 0.01, StepClock(), nodes=1) is not None  # 6 stones: an estimate


@pytest.mark.parametrize("capture", ["standard", "empty"])
def test_the_value_a_swap_carries_to_the_next_position_is_its_proved_one(capture):
    """The coach tells a position's appraisal the value a best turn carried to it (its proof then only finds a turn
    worth it): after the pie rule's swap too, that value is the position's own."""
    from engine.duels.coach import carried, whole_turns
    from games.kalah import rules

    start = initial(Params(3, Variant(capture, pie=True)))
    offer = apply_compound(start, (Move(5),))  # a first turn that leaves the first player ahead: the swap is best
    at_offer = coach.appraise(offer, 1, StepClock())
    assert at_offer.best == (SWAP,)
    swap = whole_turns(rules, start, [Move(5), SWAP])[-1]
    found = carried(rules, swap, swap.after, {offer: at_offer}.get)
    assert found is not None and found.value == coach.appraise(swap.after, 1, StepClock()).value == -2


def test_a_record_looked_through_is_reviewed_whole(harness):
    """A record opened (O) is stepped through from its start; R reviews all of it, as far as redo goes."""
    from engine.scenes.review import ReviewScene
    from games.kalah.record import parse_record

    record = parse_record("# Kalah record\n# stones: 3\nA = 1\nB = 5\nA = 2\nB = 6\n")
    scene = SPEC.scene_class()(SPEC, values={"stones": 3}, record=record)
    h = harness(scene, settings=Settings(sound=False, animation_speed="instant"))
    h.tick()
    assert not scene.match.moves  # at the record's start
    h.key(pygame.K_r)
    review = h.top
    assert isinstance(review, ReviewScene) and [t.moves for t in review.turns] == [t.moves for t in record.turns]
    assert h.run_until(lambda: review.valued() == len(review.positions))
    judged = review.judged()
    assert judged[0] is not None and (judged[0].before, judged[0].after, judged[0].label) == (2, -14, "blunder")
    assert all(v is not None and v.exact for v in judged)


def test_a_turn_the_tutor_weighs_is_dropped_when_the_board_changes_under_it(harness):
    """Undo while the tutor weighs a turn: the held move is never played on the board undo left (in Match Nim it
    could not even be: a pile smaller than the move crashed the frame)."""
    h, scene = open_game(harness, Setup(HOTSEAT), tutor=True)
    h.key(pygame.K_5)  # A's best first turn: weighed, then played
    assert h.run_until(lambda: bool(scene.match.moves), seconds=20)
    assert scene.match.moves == [Move(5)]
    h.key(pygame.K_1)  # B's turn at once, before the coach looks at it: held while it is weighed
    assert scene.coach.holding == Move(1) and scene.match.moves == [Move(5)]
    h.key(pygame.K_u)  # undone: A to move at the start again
    h.tick(frames=30)
    assert scene.coach.holding is None and scene.match.moves == [] and not isinstance(h.top, Dialog)


class GivenValues:
    """The coach's session with the values a test gives (no worker, no search, no clock)."""

    problem = None

    def __init__(self, values: dict) -> None:
        self.values = values

    def known(self, pos):
        return self.values.get(pos)

    def want(self, *args, **keywords) -> None:
        pass

    def close(self) -> None:
        pass


def given_game(harness, monkeypatch, values: dict, **settings):
    """A 6-stone game between two players whose coach is told ``values`` (filled in by the test as it goes)."""
    from engine.scenes import duel_coach

    monkeypatch.setattr(duel_coach, "CoachSession", lambda *args, **keywords: GivenValues(values))
    scene = SPEC.scene_class()(SPEC, setup=Setup(HOTSEAT), values={"stones": 6})
    h = harness(scene, settings=Settings(sound=False, animation_speed="instant", **settings))
    h.tick()
    return h, scene


@pytest.mark.parametrize("exact, label", [(False, "\u2248\u00a0Inaccuracy"), (True, "Blunder")])
def test_the_strip_says_a_label_resting_on_an_estimate_with_its_sign(harness, monkeypatch, exact, label):
    """At 6 stones A's 3 leaves B +1 (A −1 from +1): estimates make it an inaccuracy, said "≈"; proved, a blunder."""
    values: dict = {}
    h, scene = given_game(harness, monkeypatch, values)
    start = scene.match.position
    scene.match.play(Move(3))
    values.update({start: Appraisal(1, exact, (Move(1), Move(2))), scene.match.position: Appraisal(1, exact, (Move(1),))})
    h.tick()
    head, text, _color = scene.coach.words()
    assert head.endswith(f"turn 1 (3): {label}") and "Better: 1 2" in text
    assert ("\u2248" in text) != exact  # the cost said as an estimate's too


def test_the_tutor_says_a_mistake_on_estimates_is_one(harness, monkeypatch):
    """A's 3 would leave A −3 from +1 by the search's estimates: a mistake by its points, asked about, "≈"."""
    values: dict = {}
    h, scene = given_game(harness, monkeypatch, values, tutor=True)
    start = scene.match.position
    values.update({start: Appraisal(1, False, (Move(1), Move(2))),
                   apply_compound(start, (Move(3),)): Appraisal(3, False, (Move(1),))})
    h.key(pygame.K_3)
    h.tick()
    dialog = h.top
    assert isinstance(dialog, Dialog) and dialog.title == "The tutor: \u2248\u00a0mistake" and not scene.match.moves
    assert dialog.message.startswith("This turn (3): \u2248\u00a0mistake. \u2248\u22124 points")
