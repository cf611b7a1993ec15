"""The training screen's dashboard, its pure part (issue 56, item 5): the rating's history (engine/training/
history.py), kept through folds and on disk; the results by duel and by theme and the set's themes (engine/training/
dashboard.py); the choice of one theme; the streak run's rising difficulty (engine/training/streak.py) and its best
kept with the tries."""
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.files import exercise_tries as tries_io
from engine.files.exercise_tries import ExerciseBook
from engine.training.choice import choose_next
from engine.training.dashboard import LEAST_SPAN, results, scale, themes_of
from engine.training.history import POINTS, History
from engine.training.standing import FOLD_AT, Standing, Tally, Try, TryLog, replay
from engine.training.streak import Run, next_of_run, place
from tests.exercise_helpers import made


def clock(start: float = 1e9, step: float = 60.0):
    times = iter(start + step * n for n in range(10 ** 6))
    return lambda: next(times)


POOL = [made(f"p{n:03d}", ("kalah", "row-nim")[n % 2], (("capture",), ("quiet",), ("quiet", "sweep"))[n % 3],
             800.0 + 10 * n) for n in range(150)]


def test_the_history_keeps_every_try_then_thins_evenly_and_keeps_the_start():
    history = History()
    for tries in range(POINTS + 1):
        history = history.after(tries, 1500.0 + tries)
    assert history.stride == 2 and len(history.points) <= POINTS
    assert history.points[0] == (0, 1500.0) and all(n % 2 == 0 for n, _ in history.points)
    for tries in range(POINTS + 1, 5000):
        history = history.after(tries, 1500.0 + tries)
    numbers = [n for n, _ in history.points]
    assert len(numbers) <= POINTS and numbers[0] == 0 and numbers[-1] > 5000 - 2 * history.stride
    gaps = {b - a for a, b in zip(numbers, numbers[1:])}
    assert gaps == {history.stride}  # evenly spread over every try
    assert history.graph(4999, 7.0)[-1] == (4999, 7.0)  # the rating now always ends the graph


@settings(max_examples=30, deadline=None)
@given(st.lists(st.booleans(), min_size=1, max_size=900), st.integers(1, 899))
def test_the_history_is_the_same_however_the_tries_are_folded(answers, cut):
    tries = [Try.of(POOL[n % len(POOL)], right, 1e9 + 60 * n) for n, right in enumerate(answers)]
    whole = replay(Standing(), tries)
    folded = replay(replay(Standing(), tries[:cut]), tries[cut:])
    assert whole.history == folded.history and whole.history.points[0] == (0, 1500.0)
    assert whole.history.graph(whole.total.tries, whole.player.rating)[-1] == (len(tries), whole.player.rating)


def test_the_history_and_the_best_run_are_kept_on_disk_and_through_folds(tmp_path):
    path = tmp_path / "exercise_tries.json"
    book = ExerciseBook.open(path, clock())
    rng = random.Random(4)
    for n in range(FOLD_AT + 50):
        book.record(rng.choice(POOL), rng.random() < 0.6, run=7 if n == 3 else 0)
    again = ExerciseBook.open(path, clock())
    assert again.standing.history == book.standing.history and len(again.value.tries) < FOLD_AT  # folded
    assert again.best_run == book.best_run == 7
    assert again.standing.history.points[0] == (0, 1500.0)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["best_run"] == 7 and data["base"]["history"]["points"][0] == [0, 1500.0]


def test_a_file_without_history_or_best_run_reads_and_a_damaged_history_is_dropped_with_a_word():
    log = TryLog.of(Standing(), [Try.of(POOL[0], True, 1e9)])
    data = json.loads(tries_io.to_json(log))
    del data["best_run"], data["base"]["history"]
    read, bad = tries_io.from_data(data)
    assert not bad and read.best_run == 0 and read.base.history == History()
    data["base"]["history"] = {"stride": 0, "points": [[1, "x"]]}
    data["best_run"] = -3
    read, bad = tries_io.from_data(data)
    assert bad == ["the rating's history", "the best streak run"] and read.tries == log.tries


def test_results_list_the_most_tried_first_and_leave_out_the_untried():
    tallies = {"quiet": Tally(3, 1), "capture": Tally(9, 9), "sweep": Tally(3, 2), "pie-offer": Tally()}
    assert results(tallies) == [("capture", Tally(9, 9)), ("quiet", Tally(3, 1)), ("sweep", Tally(3, 2))]


def test_the_sets_themes_are_counted_for_one_duel_or_all():
    assert themes_of(POOL) == [("quiet", 100), ("capture", 50), ("sweep", 50)]
    assert dict(themes_of(POOL, "kalah")) == {"quiet": 50, "capture": 25, "sweep": 25}


def test_the_graphs_scale_is_round_and_never_flat():
    assert scale([(0, 1500.0), (1, 1712.0), (2, 1430.0)]) == (1400.0, 1750.0)
    low, high = scale([(0, 1500.0)])
    assert high - low == LEAST_SPAN and low < 1500 < high


def test_a_theme_chosen_gives_only_its_exercises():
    standing = Standing()
    chosen = {choose_next(POOL, standing, random.Random(s), theme="sweep").id for s in range(60)}
    assert all("sweep" in next(p for p in POOL if p.id == i).themes for i in chosen) and len(chosen) > 3
    kalah_sweep = [choose_next(POOL, standing, random.Random(s), "kalah", "sweep") for s in range(30)]
    assert all(p.game == "kalah" and "sweep" in p.themes for p in kalah_sweep)
    assert choose_next(POOL, standing, random.Random(0), theme="no-such-theme") is None


def test_a_streak_run_rises_in_difficulty_until_the_first_miss():
    rng, run, shown = random.Random(2), Run(), []
    for _ in range(20):
        exercise = next_of_run(POOL, run, rng)
        shown.append(exercise.rating)
        run = run.showing(exercise.id).after(True)
    assert run.length == 20 and not run.over and len(set(run.seen)) == 20  # never twice
    assert shown[0] < 800 + 10 * 20 and shown[-1] > shown[0] + 700  # from the easiest up
    assert all(b > a - 100 for a, b in zip(shown, shown[1:]))  # rising (within its band)
    over = run.after(False)
    assert over.over and over.length == 20 and over.after(True) == over  # the first miss ends it
    assert Run().after(None).over  # an exercise left unanswered ends it too
    assert place(0) < place(10) < place(100) == 1.0


def test_a_streak_run_keeps_to_the_choice_and_goes_on_when_it_has_seen_them_all():
    rng, run = random.Random(3), Run()
    for _ in range(60):
        exercise = next_of_run(POOL, run, rng, game="row-nim", theme="sweep")
        assert exercise.game == "row-nim" and "sweep" in exercise.themes
        run = run.showing(exercise.id).after(True)
    assert next_of_run(POOL, Run(), rng, game="match-nim") is None


def test_two_windows_keep_the_longer_streak_run(tmp_path):
    path = tmp_path / "exercise_tries.json"
    left, right = ExerciseBook.open(path, clock(1e9)), ExerciseBook.open(path, clock(1e9 + 30))
    left.record(POOL[0], True, run=5)
    right.record(POOL[1], True, run=3)  # written over the left one's file: the longer run stays
    left.record(POOL[2], False, run=0)
    assert left.best_run == right.best_run == ExerciseBook.open(path, clock()).best_run == 5
    right.refresh()
    assert right.standing == left.standing and right.standing.total.tries == 3
