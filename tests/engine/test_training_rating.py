"""Glicko-2 (engine/training/rating.py) against Glickman's worked example, and the standing the tries add up to
(engine/training/standing.py): both ratings moved by a try, time away, the streak, the statistics, and one
standing whatever order the tries arrive in and however the log is folded."""
import random

import pytest

from engine.training.rating import MAX_DEVIATION, MIN_DEVIATION, Rating, Result, aged, expected, update
from engine.training.standing import FOLD_AT, KEEP, PERIODS_PER_DAY, RECENT, SECONDS_PER_DAY, Standing, Tally, Try, TryLog, replay

DAY = SECONDS_PER_DAY


def test_the_papers_worked_example():
    # "Example of the Glicko-2 system": 1500/200/0.06 beats 1400/30, loses to 1550/100 and to 1700/300
    player = Rating(1500, 200, 0.06)
    results = [Result(Rating(1400, 30), 1), Result(Rating(1550, 100), 0), Result(Rating(1700, 300), 0)]
    after = update(player, results)
    # the paper rounds its steps and prints 1464.06; computed without rounding it is 1464.0507
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_win_raises_a_loss_lowers_and_a_surprise_moves_more():
    player = Rating(1500, 100)
    weak, strong = Rating(1200, 50), Rating(1800, 50)
    assert update(player, [Result(weak, 1)]).rating > 1500 > update(player, [Result(weak, 0)]).rating
    beat_strong = update(player, [Result(strong, 1)]).rating - 1500
    beat_weak = update(player, [Result(weak, 1)]).rating - 1500
    assert beat_strong > 5 * beat_weak > 0
    assert expected(player, weak) > 0.8 and expected(player, strong) < 0.2
    assert expected(player, player) == pytest.approx(0.5)


def test_the_deviation_grows_with_time_away_between_its_floor_and_its_ceiling():
    settled = Rating(1600, 50, 0.06)
    assert aged(settled, 0) == settled and aged(settled, -3) == settled
    assert settled.deviation < aged(settled, 10).deviation < aged(settled, 100).deviation
    assert aged(settled, 10 ** 6).deviation == MAX_DEVIATION and aged(settled, 10 ** 6).rating == 1600
    # one game a period settles near 60 points (sigma 0.06); fifty in one period would go under the floor
    assert update(Rating(1600, 60), [Result(Rating(1600, 45), 0.5)] * 50).deviation == MIN_DEVIATION
    assert update(Rating(1500, 340), []) == aged(Rating(1500, 340), 1)


def exercise_try(exercise: str, right: bool, at: float, game: str = "kalah", themes=("capture",), rating=1500.0):
    return Try(exercise, game, themes, right, at, Rating(rating, 100))


def test_a_try_moves_the_player_and_the_exercise_the_opposite_ways():
    standing = Standing().after(exercise_try("a", True, 0))
    assert standing.player.rating > 1500 and standing.exercises["a"].rating < 1500
    again = standing.after(exercise_try("a", False, 60))  # the exercise starts from its own rating now
    assert again.exercises["a"].rating > standing.exercises["a"].rating and again.player.rating < standing.player.rating
    assert again.player.deviation < standing.player.deviation < 350


def test_time_away_makes_the_players_rating_less_certain():
    standing = replay(Standing(), [exercise_try(f"p{n}", n % 2 == 0, n * 60.0) for n in range(40)])
    later = standing.player_at(standing.last_at + 30 * DAY)
    assert later.rating == standing.player.rating and later.deviation > standing.player.deviation
    assert later == aged(standing.player, 30 * PERIODS_PER_DAY)
    soon = standing.after(exercise_try("x", True, standing.last_at + 60))
    away = standing.after(exercise_try("x", True, standing.last_at + 365 * DAY))
    assert away.player.rating - standing.player.rating > soon.player.rating - standing.player.rating > 0


def test_streak_statistics_and_the_exercises_tried_last():
    answers = [True, True, False, True, True, True, False, True]
    tries = [exercise_try(f"p{n % 3}", right, n, game="kalah" if n < 5 else "row-nim",
                        themes=("capture", "capture", "sweep") if n == 0 else ("quiet",)) for n, right in enumerate(answers)]
    standing = replay(Standing(), tries)
    assert (standing.streak, standing.best_streak) == (1, 3)
    assert standing.total == Tally(8, 6)
    assert standing.by_game == {"kalah": Tally(5, 4), "row-nim": Tally(3, 2)}
    assert standing.by_theme == {"capture": Tally(1, 1), "sweep": Tally(1, 1), "quiet": Tally(7, 5)}
    assert standing.recent == ("p2", "p0", "p1")  # each once, the latest last
    many = replay(Standing(), [exercise_try(f"q{n}", True, n) for n in range(RECENT + 30)])
    assert len(many.recent) == RECENT and many.recent[-1] == f"q{RECENT + 29}"


def random_tries(rng: random.Random, count: int, days: float) -> list[Try]:
    return [exercise_try(f"p{rng.randrange(40)}", rng.random() < 0.6, rng.uniform(0, days * DAY),
                       rating=rng.uniform(1000, 2000)) for _ in range(count)]


def test_one_standing_whatever_order_the_tries_arrive_in():
    tries = random_tries(random.Random(51), 150, 30)
    whole = replay(Standing(), sorted(tries, key=Try.key))
    log = TryLog()
    for tried in tries:  # in the order made by windows with no agreement on time
        log, scored = log.with_try(tried)
        assert scored.player_after == log.standing.player and scored.streak == log.standing.streak
    assert log.tries == tuple(sorted(tries, key=Try.key))
    assert log.standing.player.rating == pytest.approx(whole.player.rating, abs=1e-9)
    assert log.standing == whole


def test_a_folded_log_stands_where_the_whole_log_would():
    tries = sorted(random_tries(random.Random(52), FOLD_AT + 200, 90), key=Try.key)
    whole = replay(Standing(), tries)
    log = TryLog()
    for tried in tries:
        log, _ = log.with_try(tried)
    assert KEEP <= len(log.tries) <= FOLD_AT and log.base.total.tries == len(tries) - len(log.tries)
    assert log.standing == whole
    assert TryLog(log.base, log.tries).standing == whole  # read back from a file: the base and the tries after it
