"""The coach's pure core (engine/duels/coach.py) and its session (engine/duels/coaching.py): labels, whole turns,
verdicts, summaries, and values asked of a worker one position at a time."""
from __future__ import annotations

import math

import pytest

from engine.duels.coach import (
    BEST,
    BLUNDER,
    GOOD,
    INACCURACY,
    MISTAKE,
    Appraisal,
    judge,
    label_of,
    label_text,
    needed,
    summary,
    turn_accuracy,
    turn_ends,
    verdicts,
    whole_turns,
)
from engine.duels.coaching import CoachSession
from engine.workers.computer import InlineWorker, Job
from games.kalah import coach as kalah_coach
from games.kalah import rules as kalah_rules
from games.kalah.rules import Move, Params, initial

KALAH = kalah_coach.THRESHOLDS  # good 1, inaccuracy 3, mistake 6, scale 4


@pytest.mark.parametrize("loss, before, after, label", [
    (0, 5, 5, BEST), (1, 5, 4, GOOD), (2, 8, 6, INACCURACY), (3, 8, 5, INACCURACY), (4, 8, 4, MISTAKE),
    (6, 9, 3, MISTAKE), (7, 9, 2, BLUNDER),
    (1, 1, 0, BLUNDER),    # a win to a draw: always a blunder, however small
    (1, 0, -1, BLUNDER),   # a draw to a loss
    (2, -3, -5, INACCURACY),  # a loss stays a loss
])
def test_labels_follow_the_thresholds_and_a_changed_result_is_a_blunder(loss, before, after, label):
    assert label_of(loss, before, after, KALAH, exact=True) == label


@pytest.mark.parametrize("loss, before, after, label", [
    (1, 1, 0, GOOD), (2, 1, -1, INACCURACY), (3, 0, -3, INACCURACY), (5, 2, -3, MISTAKE), (9, 4, -5, BLUNDER)])
def test_a_result_changed_by_estimates_is_labelled_by_its_points_alone(loss, before, after, label):
    assert label_of(loss, before, after, KALAH, exact=False) == label


def test_a_kalah_game_is_grouped_in_whole_turns():
    """The spec's example: A 1 2 (1 ends in A's kalah), B 1, A 1."""
    start = initial(Params())
    turns = whole_turns(kalah_rules, start, [Move(1), Move(2), Move(1), Move(1)])
    assert [(kalah_rules.to_move(t.before), t.moves) for t in turns] == [(0, (Move(1), Move(2))), (1, (Move(1),)),
                                                                          (0, (Move(1),))]
    assert turns[0].before == start and turns[1].before == turns[0].after and turns[2].before == turns[1].after
    assert needed(kalah_rules, turns) == [turns[0].before, turns[1].before, turns[2].before, turns[2].after]


class Fake:
    """A coach module over Kalah's rules whose values a test sets."""

    THRESHOLDS = KALAH

    @staticmethod
    def final_value(pos, side):
        return kalah_coach.final_value(pos, side)


def test_the_ends_of_a_persons_whole_turns_go_on_through_the_kalah_and_leave_out_the_games_end():
    # 5 alone; or 6, which ends in the kalah, then 5, which captures and ends the game (left out)
    pos = kalah_rules.parse_desk("0,0,0,0,1,1,20,1,1,1,1,1,1,8", "A")
    assert [end.desk for end in turn_ends(kalah_rules, pos)] == [(0, 0, 0, 0, 0, 2, 20, 1, 1, 1, 1, 1, 1, 8)]
    assert turn_ends(kalah_rules, kalah_rules.parse_desk("0,0,0,0,0,1,21,1,1,1,1,1,1,8", "A")) == []  # it ends the game


def test_judge_takes_the_loss_from_the_values_before_and_after():
    start = initial(Params())
    turn = whole_turns(kalah_rules, start, [Move(3)])[0]  # 6 stones from pit 3: the last in B2, B to move
    before = Appraisal(4, True, (Move(1), Move(2)))
    after = Appraisal(2, True, (Move(1),))  # B's value after: A's is -2
    verdict = judge(Fake, kalah_rules, 1, turn, before, after)
    assert verdict is not None and (verdict.before, verdict.after, verdict.loss) == (4, -2, 6)
    assert verdict.label == BLUNDER and verdict.better == (Move(1), Move(2)) and verdict.exact
    played_best = judge(Fake, kalah_rules, 1, turn, Appraisal(4, True, turn.moves), after)
    assert played_best is not None and played_best.loss == 0 and played_best.label == BEST and played_best.better is None


def test_two_estimates_never_make_a_negative_loss():
    turn = whole_turns(kalah_rules, initial(Params()), [Move(3)])[0]
    verdict = judge(Fake, kalah_rules, 1, turn, Appraisal(1, False, (Move(1), Move(2))), Appraisal(-5, False, None))
    assert verdict is not None and verdict.loss == 0 and verdict.label == BEST and not verdict.exact


@pytest.mark.parametrize("exact, label", [(False, INACCURACY), (True, BLUNDER)])
def test_a_turn_that_changes_the_result_is_a_blunder_only_on_exact_values(exact, label):
    """A's 3 leaves B +1 (A −1): two points lost, a win turned into a loss: a blunder when both values are proved,
    an inaccuracy when either is the search's estimate (and said "≈")."""
    turn = whole_turns(kalah_rules, initial(Params()), [Move(3)])[0]
    before = Appraisal(1, exact, (Move(1), Move(2)))
    for after in (Appraisal(1, exact, (Move(1),)), Appraisal(1, False, (Move(1),))):
        verdict = judge(Fake, kalah_rules, 1, turn, before, after)
        assert verdict is not None and (verdict.before, verdict.after, verdict.loss) == (1, -1, 2)
        assert (verdict.exact, verdict.label) == ((exact, label) if after.exact else (False, INACCURACY))
    said = label_text(label, exact)
    assert said == ("blunder" if exact else "\u2248\u00a0inaccuracy") and label_text(label, exact, capital=True) == \
        ("Blunder" if exact else "\u2248\u00a0Inaccuracy")


def test_the_summary_marks_the_counts_that_rest_on_estimates():
    turns = whole_turns(kalah_rules, initial(Params()), [Move(3), Move(1)])
    values = {turns[0].before: Appraisal(6, False, (Move(5),)), turns[1].before: Appraisal(-3, False, (Move(2),)),
              turns[1].after: Appraisal(8, True, (Move(1),))}  # A's 3 lost 3 (estimates), B's 1 lost 5 (one exact)
    a, b = (summary(verdicts(Fake, kalah_rules, turns, values.get), side, KALAH) for side in (0, 1))
    assert (a.count_text(INACCURACY), a.count_text(MISTAKE)) == ("\u2248\u00a0Inaccuracy 1", "Mistake 0")
    assert b.count_text(MISTAKE) == "\u2248\u00a0Mistake 1"
    exact = {pos: Appraisal(value.value, True, value.best) for pos, value in values.items()}
    assert summary(verdicts(Fake, kalah_rules, turns, exact.get), 0, KALAH).count_text(INACCURACY) == "Inaccuracy 1"


def test_a_missing_value_leaves_the_turn_unjudged():
    turns = whole_turns(kalah_rules, initial(Params()), [Move(3), Move(1)])
    known = {turns[0].before: Appraisal(2, True, (Move(3),))}
    assert verdicts(Fake, kalah_rules, turns, known.get) == [None, None]


def test_the_summary_counts_each_sides_turns_and_averages_their_accuracy():
    turns = whole_turns(kalah_rules, initial(Params()), [Move(3), Move(1), Move(4)])
    values = {turns[0].before: Appraisal(2, True, (Move(3),)),
              turns[1].before: Appraisal(-2, True, (Move(2),)),   # A's 3 was best
              turns[2].before: Appraisal(6, True, (Move(5),)),    # B's 1 lost 4
              turns[2].after: Appraisal(-3, True, (Move(1),))}    # A's 4 lost 3
    judged = verdicts(Fake, kalah_rules, turns, values.get)
    a, b = summary(judged, 0, KALAH), summary(judged, 1, KALAH)
    assert (a.turns, a.dropped, a.best, a.count(INACCURACY)) == (2, 3, 1, 1)
    assert (b.turns, b.dropped, b.best, b.count(MISTAKE)) == (1, 4, 0, 1)
    assert a.accuracy == pytest.approx((100 + 100 * math.exp(-3 / 4)) / 2)
    assert turn_accuracy(0, KALAH) == 100 and turn_accuracy(4, KALAH) == pytest.approx(100 / math.e)
    assert a.best_share == 0.5


def test_the_session_values_the_wanted_positions_one_at_a_time_most_urgent_first():
    calls = []

    class Worker(InlineWorker):
        def start(self, job: Job) -> None:
            calls.append(job.args[0])
            super().start(Job("tests.engine.test_coach", "fake_appraise", job.args))

    session = CoachSession(Worker(), "tests.engine.test_coach", seconds=0.5)
    session.want(["b", "a"])
    assert calls == ["b"]
    session.want(["a", "b"])  # b is known now: a is asked
    assert calls == ["b", "a"] and session.known("b") == Appraisal(1, True, ("b",))
    session.want(["a", "b"])
    session.want(["a", "b"])  # both known: nothing more is asked
    assert calls == ["b", "a"] and session.known("a") is not None


def fake_appraise(pos, seconds, known=None):
    return Appraisal(len(pos) if known is None else known, True, (pos,))


def test_the_session_tells_the_appraisal_a_value_carried_to_the_position():
    asked = []

    class Worker(InlineWorker):
        def start(self, job: Job) -> None:
            asked.append((job.args[0], dict(job.keywords)))
            super().start(Job("tests.engine.test_coach", "fake_appraise", job.args, job.keywords))

    session = CoachSession(Worker(), "tests.engine.test_coach")
    carried_values = {"bb": Appraisal(-7, True, None)}.get
    session.want(["bb"], carried_values)
    session.want(["c", "bb"], carried_values)
    session.want(["c", "bb"], carried_values)
    assert asked == [("bb", {"known": -7}), ("c", {})]
    assert session.known("bb") == Appraisal(-7, True, ("bb",)) and session.known("c") == Appraisal(1, True, ("c",))


LOOKS: dict[str, int] = {}  # the looks ahead at each position (``foresee``, this fake coach's)


def foresee(pos, seconds, nodes):
    """A look ahead of this fake coach module: a position named "hard…" is valued at its third look."""
    LOOKS[pos] = LOOKS.get(pos, 0) + 1
    return None if pos.startswith("hard") and LOOKS[pos] < 3 else fake_appraise(pos, seconds)


def test_while_nothing_is_wanted_the_session_looks_ahead_the_least_looked_at_first():
    LOOKS.clear()
    jobs = []

    class Worker(InlineWorker):
        def start(self, job: Job) -> None:
            jobs.append((job.function, job.args[0]))
            super().start(Job(job.module, "fake_appraise" if job.function == "appraise" else job.function, job.args,
                              job.keywords))

    session = CoachSession(Worker(), "tests.engine.test_coach")
    ahead = ["hard1", "e", "hard2"]
    for _ in range(4):
        session.want(["p"], foreseen=ahead)
    assert jobs == [("appraise", "p"), ("foresee", "hard1"), ("foresee", "e"), ("foresee", "hard2")]
    assert session.known("e") == Appraisal(1, True, ("e",)) and session.known("hard1") is None  # not ended: not kept
    session.want(["q", "p"], foreseen=ahead)  # a position wanted goes before any look
    session.want(["q", "p"], foreseen=ahead)
    assert jobs[4:] == [("appraise", "q"), ("foresee", "hard1")]
    for _ in range(4):
        session.want(["q"], foreseen=ahead)
    assert jobs[6:] == [("foresee", "hard2"), ("foresee", "hard1"), ("foresee", "hard2")]
    assert session.known("hard1") == Appraisal(5, True, ("hard1",)) and session.known("hard2") is not None
    session.want(["q"], foreseen=ahead)
    assert len(jobs) == 9  # all valued: nothing more to look at


def test_a_failing_job_stops_the_session_with_its_reason():
    started = []

    class Failing(InlineWorker):
        def start(self, job: Job) -> None:
            started.append(job.args[0])
            super().start(Job("tests.engine.test_coach", "no_such_function", ()))

    session = CoachSession(Failing(), "tests.engine.test_coach")
    session.want(["a"])
    session.want(["a"])
    session.want(["a", "b"])  # stopped: nothing more is asked
    assert session.problem.startswith("The coach stopped") and started == ["a"] and session.known("a") is None


def test_a_best_turn_from_an_exact_value_carries_it_to_the_next_position():
    """The computer's best turn keeps the value: the position it leaves is judged at once, its own best turn
    (the better one, if the next turn loses) found later."""
    from engine.duels.coach import carried, value_before

    turns = whole_turns(kalah_rules, initial(Params()), [Move(3), Move(1)])
    known = {turns[0].before: Appraisal(5, True, (Move(3),))}.get
    found = carried(kalah_rules, turns[0], turns[1].before, known)
    assert found == Appraisal(-5, True, None)  # B to move: A's +5 is B's −5
    assert value_before(kalah_rules, turns, 2, turns[1], known) == found
    assert carried(kalah_rules, turns[0], turns[1].before, {turns[0].before: Appraisal(5, True, (Move(2),))}.get) is None
    assert carried(kalah_rules, turns[0], turns[1].before, {turns[0].before: Appraisal(5, False, (Move(3),))}.get) is None
    verdict = verdicts(Fake, kalah_rules, turns, lambda pos: known(pos) or ({turns[1].after: Appraisal(9, True, None)}
                                                                              .get(pos)))[1]
    assert verdict is not None and (verdict.before, verdict.after, verdict.loss) == (-5, -9, 4)
    assert verdict.better is None and verdict.label == MISTAKE  # the better turn not known yet


def test_the_look_ahead_ends_after_its_share_of_looks(monkeypatch):
    """A person who thinks long does not keep the coach busy for ever: each position their turns could leave is
    looked at its share of ``FORESEE_LOOKS`` times, then the session rests until something is wanted."""
    from engine.duels import coaching

    monkeypatch.setattr(coaching, "FORESEE_LOOKS", 6)
    LOOKS.clear()
    jobs = []

    class Worker(InlineWorker):
        def start(self, job: Job) -> None:
            jobs.append((job.function, job.args[0]))
            super().start(job)

    session = CoachSession(Worker(), "tests.engine.test_coach")
    never = ["hard-a", "hard-b", "hard-c"]  # "hard…" positions end at their third look: two looks each never do
    for _ in range(20):
        session.want([], foreseen=never)
    assert jobs == [("foresee", pos) for pos in never] * 2  # two looks each (6 // 3), the least looked at first
    assert all(session.known(pos) is None for pos in never)
