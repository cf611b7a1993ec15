"""The step viewer without pygame: pace from the injected dt, the picture folded, solutions kept and browsed."""
from engine.puzzles.player import INSTANT
from engine.puzzles.steps import Place, Slice, Solution
from engine.puzzles.viewer import StepViewer, duration, position_of, progress_text, rate_at, rate_label


def counting_solver(n=100, solution_every=10):
    for i in range(1, n + 1):
        yield Place(i)
        if i % solution_every == 0:
            yield Solution(i // solution_every, (i,))
    return {"placed": n}


class Tally:
    """A picture: the places seen, and the steps folded."""

    def __init__(self):
        self.places, self.folded = [], 0

    def apply(self, step):
        self.folded += 1
        if isinstance(step, Place):
            self.places.append(step.where)


class FrozenClock:
    def __call__(self):
        return 0.0


def viewer(n=100, rate=10.0, **kwargs):
    return StepViewer(lambda: counting_solver(n), Tally, rate=rate, clock=FrozenClock(), **kwargs)


def test_playing_folds_rate_times_dt_steps_into_the_picture():
    v = viewer(rate=10)
    assert v.update(1.0) == [] and v.state == "paused"  # paused at first
    v.play()
    assert len(v.update(0.25)) == 2 and len(v.update(0.25)) == 3
    assert v.steps == 5 == v.picture.folded and v.picture.places == [1, 2, 3, 4, 5]
    assert v.elapsed == 0.5 and v.state_text() == "Running"


def test_elapsed_counts_only_the_dt_given_while_running():
    v = viewer()
    v.update(3.0)
    v.play()
    v.update(0.5)
    v.pause()
    v.update(7.0)
    assert v.elapsed == 0.5 and v.counters_text() == "5 steps  ·  0 solutions" and v.pace_text() == "0.5 s"


def test_single_step_pauses_and_takes_one():
    v = viewer()
    v.play()
    assert v.step() == [Place(1)] and v.state == "paused" and v.picture.places == [1]


def test_next_solution_stops_there_and_keeps_it_with_its_line():
    v = viewer(rate=1, describe=lambda i, s: f"{i}:{s}")
    v.next_solution()
    v.update(1 / 60)
    assert v.state == "paused" and v.solutions == 1 and v.found == [(10,)] and v.lines == ["0:(10,)"]
    assert v.picture.places[-1] == 10


def test_to_the_end_finishes_with_the_stats_and_counts_the_time_after():
    v = viewer(keep=3)
    v.to_end()
    v.update(0.1)
    assert v.finished and v.stats == {"placed": 100} and v.state_text() == "Search complete"
    assert v.solutions == 10 and len(v.found) == 3  # all counted, the first three kept
    assert v.finished_for == 0.1
    v.update(0.5)
    assert v.finished_for == 0.6


def test_browsing_the_solutions_and_back_to_the_search():
    v = viewer()
    v.to_end()
    v.update(0.1)
    assert v.viewing == 9 and v.shown == (100,)  # the end shows the last solution found
    v.browse(-1)
    assert v.viewing == 8 and v.shown == (90,)
    v.browse(-2)
    assert v.viewing == 6
    v.browse(-100)
    assert v.viewing == 0
    assert not v.view(10) and v.viewing == 0  # no such solution: nothing changes
    assert v.view(4) and v.shown == (50,)
    v.back_to_search()
    assert v.viewing is None and v.shown is None
    v.browse(1)
    assert v.viewing == 9  # from the live board, the last one


def test_next_solution_goes_back_to_the_live_picture():
    v = viewer()
    v.next_solution()
    v.update(0.1)
    v.view(0)
    v.next_solution()
    assert v.viewing is None


def test_restart_begins_again_with_a_new_picture_keeping_the_speed_and_the_list():
    v = viewer(rate=25)
    lines = v.lines
    v.to_end()
    v.update(0.1)
    old = v.picture
    v.restart()
    assert v.picture is not old and v.picture.places == [] and v.steps == 0 and not v.finished
    assert v.found == [] and v.lines is lines == [] and v.viewing is None and v.rate == 25


def test_speed_is_the_sliders_position():
    v = viewer()
    v.speed = 1.0
    assert v.rate is INSTANT and v.speed == 1.0
    v.speed = 0.0
    assert v.rate == 1 and rate_label(0.0) == "1.0/s"
    assert rate_at(position_of(40.0)) == 40.0
    v.rate = 1e9
    assert v.rate == 5000  # clamped, as the player does


def test_close_stops_the_solver():
    closed = []

    def solver():
        try:
            yield Place(1)
            yield Place(2)
        finally:
            closed.append(True)

    v = StepViewer(solver, Tally, clock=FrozenClock())
    v.step()
    v.close()
    assert v.finished and closed == [True] and v.update(1.0) == []


def test_a_search_that_ends_without_a_solution_keeps_the_live_picture():
    v = StepViewer(lambda: counting_solver(5, solution_every=100), Tally, clock=FrozenClock())
    v.to_end()
    v.update(0.1)
    assert v.finished and v.found == [] and v.viewing is None and v.picture.places == [1, 2, 3, 4, 5]


def test_the_end_shows_the_last_solution_once_then_browsing_is_free():
    v = viewer(rate=5000)
    v.play()
    while not v.finished:
        v.update(0.01)
    assert v.viewing == 9
    v.back_to_search()
    v.update(0.5)
    assert v.viewing is None  # put on show once, at the end; not forced again


def test_the_pace_shows_the_recent_rate_from_the_dt_alone():
    v = viewer(n=10_000, rate=100)
    v.play()
    for _ in range(30):
        v.update(0.1)  # 10 steps a frame
    assert round(v.rate_now, 6) == 100.0 and abs(v.elapsed - 3.0) < 1e-9
    assert v.pace_text(0.25) == "3.0 s  ·  100/s  ·  25% done, 9.0 s left"
    v.rate = 50
    for _ in range(30):
        v.update(0.1)
    assert round(v.rate_now, 6) == 50.0  # the window forgets the faster seconds
    v.pause()
    assert "/s" not in v.pace_text()


def test_once_a_search_runs_in_slices_its_steps_per_second_are_not_shown():
    def hurried():  # ten steps, then slices of quiet work (a fast path's), each one step for thousands of nodes
        for i in range(10):
            yield Place(i)
        for _ in range(1000):
            yield Slice()

    v = StepViewer(hurried, Tally, rate=100, clock=FrozenClock())
    v.play()
    for _ in range(2):
        v.update(0.05)
    assert v.steps == 10 and v._player.slices == 0 and "100/s" in v.pace_text()
    v.update(0.1)
    assert v._player.slices == 10 and "/s" not in v.pace_text(0.5) and "50% done" in v.pace_text(0.5)


def test_time_and_progress_read_as_words():
    assert duration(8.44) == "8.4 s" and duration(65) == "1 min 05 s" and duration(7380) == "2 h 03 min"
    assert progress_text(None, 10) == "" and progress_text(0.001, 10) == "under 1% done"
    assert progress_text(0.5, 0.4) == "50% done"  # too soon to guess the time left
    assert progress_text(0.5, 0.6) == "50% done, 0.6 s left"
    assert progress_text(0.1, 60) == "10% done, 9 min 00 s left"
