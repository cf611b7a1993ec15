"""The next exercise and the exercise of the day (engine/training/choice.py), on made-up exercises of the shape
engine/training/standing.ExerciseLike asks for."""
import random
from datetime import date, timedelta

from engine.training.choice import WINDOW, choose_next, exercise_of_the_day
from engine.training.rating import Rating
from engine.training.standing import Standing, Try
from tests.exercise_helpers import made

POOL = [made(f"{game}-{n:03d}", game, ("quiet",), 600.0 + 10 * n) for game in ("kalah", "row-nim") for n in range(180)]


def test_the_next_exercise_is_near_the_players_rating_and_drawn_from_the_injected_random():
    standing = Standing(Rating(1400, 150))
    chosen = [choose_next(POOL, standing, random.Random(seed)) for seed in range(200)]
    assert all(abs(p.rating - 1400) <= WINDOW for p in chosen)
    assert len({p.id for p in chosen}) > 20 and {p.game for p in chosen} == {"kalah", "row-nim"}
    again = [choose_next(POOL, standing, random.Random(seed)) for seed in range(200)]
    assert again == chosen  # the same seeds, the same exercises


def test_the_chosen_game_only_and_none_when_it_has_no_exercise():
    standing = Standing(Rating(1000))
    assert all(choose_next(POOL, standing, random.Random(s), game="row-nim").game == "row-nim" for s in range(50))
    assert choose_next(POOL, standing, random.Random(0), game="match-nim") is None
    assert choose_next([], standing, random.Random(0)) is None


def test_the_window_widens_until_an_exercise_fits():
    far = Standing(Rating(3000))
    chosen = {choose_next(POOL, far, random.Random(seed)).id for seed in range(100)}
    top = sorted(POOL, key=lambda p: -p.rating)
    assert chosen <= {p.id for p in top[:60]} and max(top[0].rating - 3000, 3000 - top[0].rating) > WINDOW
    assert {"kalah-179", "row-nim-179"} <= chosen


def test_the_exercises_own_rating_on_this_install_counts_not_the_shipped_one():
    pool = [made("easy", "kalah", (), 1000.0), made("hard", "kalah", (), 2000.0)]
    shipped_only = Standing(Rating(1900, 60))
    assert {choose_next(pool, shipped_only, random.Random(s)).id for s in range(30)} == {"hard"}
    # "easy" was missed again and again here: its rating on this install climbed near 1900
    standing = Standing(Rating(1900, 60), {"easy": Rating(1880, 70)})
    assert {choose_next(pool, standing, random.Random(s)).id for s in range(30)} == {"easy", "hard"}


def test_never_an_exercise_tried_recently_unless_all_were_then_the_one_tried_longest_ago():
    pool = POOL[:5]
    standing = Standing(Rating(640))
    seen = []
    rng = random.Random(7)
    for at in range(5):
        exercise = choose_next(pool, standing, rng)
        assert exercise.id not in seen
        seen.append(exercise.id)
        standing = standing.after(Try.of(exercise, True, at))
    assert choose_next(pool, standing, rng).id == seen[0]


def test_the_exercise_of_the_day_is_the_same_for_everyone_on_a_date_and_changes_with_it():
    day = date(2026, 11, 28)
    shuffled = POOL[:]
    random.Random(3).shuffle(shuffled)
    assert exercise_of_the_day(POOL, day) == exercise_of_the_day(shuffled, day) == exercise_of_the_day(list(reversed(POOL)), day)
    month = [exercise_of_the_day(POOL, day + timedelta(days=n)).id for n in range(30)]
    assert len(set(month)) >= 25  # 360 exercises: a repeat within a month is rare
    assert exercise_of_the_day([], day) is None
    assert exercise_of_the_day(POOL, day).id == exercise_of_the_day(POOL, date.fromisoformat("2026-11-28")).id
