from engine.puzzles.player import FINISHED, INSTANT, PAUSED, StepPlayer
from engine.puzzles.steps import Note, Place, Solution


def counting_solver(n=100, solution_every=10):
    for i in range(1, n + 1):
        yield Place(i)
        if i % solution_every == 0:
            yield Solution(i // solution_every, (i,))
    return {"placed": n}


class FakeClock:
    def __init__(self, step=0.0):
        self.now, self.step = 0.0, step

    def __call__(self):
        self.now += self.step
        return self.now


def test_paced_playing_takes_rate_times_dt_steps():
    player = StepPlayer(counting_solver(), rate=10, clock=FakeClock())
    player.play()
    assert len(player.update(0.25)) == 2  # 2.5 steps owed: 2 now, half carried
    assert len(player.update(0.25)) == 3
    assert player.steps == 5


def test_paused_takes_nothing_and_step_takes_one():
    player = StepPlayer(counting_solver(), rate=10, clock=FakeClock())
    assert player.update(1.0) == []
    assert player.step() == [Place(1)]
    assert player.state == PAUSED and player.steps == 1


def test_next_solution_stops_on_the_solution():
    player = StepPlayer(counting_solver(), rate=1, clock=FakeClock())
    player.next_solution()
    steps = player.update(1 / 60)
    assert steps[-1] == Solution(1, (10,)) and len(steps) == 11
    assert player.state == PAUSED and player.solutions == 1


def test_to_end_finishes_with_the_solvers_statistics():
    player = StepPlayer(counting_solver(), rate=1, clock=FakeClock())
    player.to_end()
    player.update(1 / 60)
    assert player.finished and player.stats == {"placed": 100}
    assert player.steps == 110 and player.solutions == 10


def test_to_end_respects_the_frame_budget():
    clock = FakeClock(step=0.001)  # every look at the clock costs a millisecond
    player = StepPlayer(counting_solver(100_000), rate=INSTANT, clock=clock, frame_budget=0.010)
    player.play()
    first = player.update(1 / 60)
    assert 0 < len(first) < 110_000 and not player.finished  # a slice, not the whole search


def test_a_slice_of_quiet_work_makes_the_player_look_at_its_clock():
    from dataclasses import dataclass

    from engine.puzzles.steps import Slice

    @dataclass(frozen=True)
    class Worked(Slice):
        cases: int

    def slices():
        for i in range(1, 1000):
            yield Worked(i)  # each stands for a slice of a fast path's work: seconds of it, not one case
        return {}

    clock = FakeClock(step=0.001)
    player = StepPlayer(slices(), rate=INSTANT, clock=clock, frame_budget=0.005)
    player.to_end()
    first = player.update(1 / 60)
    assert 1 <= len(first) <= 5 and not player.finished  # not 64 slices before the first look


def test_rate_is_clamped_and_close_stops():
    player = StepPlayer(counting_solver(), rate=1_000_000, clock=FakeClock())
    assert player.rate == 5000
    player.rate = 0.1
    assert player.rate == 1
    player.close()
    assert player.state == FINISHED and player.update(1.0) == []


def test_steps_are_frozen_values():
    note = Note("Search", 3)
    assert note == Note("Search", 3) and hash(note) == hash(Note("Search", 3))
