"""The duel mid-end without pygame: turns, the computer's job, wait-for-key, pause, hint, undo,
animation time, the end, the demo, and a worker that fails.  Time is only what the tests pass
to ``update(dt)``; the worker is a fake that answers when and how the test says."""
from __future__ import annotations

import random

import pytest

from engine.duels.basics import COMPUTER_COMPUTER, HOTSEAT, HUMAN_COMPUTER, Setup
from engine.duels.controller import (
    ANIMATING,
    AWAITING_KEY,
    DEMO_RESTART,
    FAILED,
    HUMAN_TO_MOVE,
    MIN_THINK,
    OVER,
    PAUSED,
    PLAYING,
    SETUP,
    THINKING,
    DuelController,
    notation,
)
from engine.workers.computer import WorkerError
from games._template import rules
from games._template.rules import Move, Params

AI = "games._template.ai"
MOVE_SECONDS = 0.5


class FakeWorker:
    """The AI worker's interface.  Each job is answered at once (run here, or the next scripted
    answer), unless ``hold`` keeps it running until ``release()``; the first ``failures`` jobs fail."""

    def __init__(self, failures: int = 0, script: list | None = None) -> None:
        self.jobs: list = []
        self.failures = failures
        self.script = list(script or [])
        self.hold = False
        self._reply: tuple[bool, object] | None = None
        self._running = False

    def start(self, job) -> None:
        self.jobs.append(job)
        if self.failures:
            self.failures -= 1
            self._reply = (False, "the computer player's process stopped unexpectedly")
        else:
            self._reply = (True, self.script.pop(0) if self.script else job.run())
        self._running = self.hold

    @property
    def busy(self) -> bool:
        return self._running

    def release(self) -> None:
        self._running = False

    def done(self) -> bool:
        return self._reply is not None and not self._running

    def result(self):
        ok, value = self._reply
        self._reply = None
        if not ok:
            raise WorkerError(value)
        return value

    def cancel(self) -> None:
        self._reply, self._running = None, False


class FakeGame:
    """What the mid-end asks the game: words, durations, sounds; it records what it is told."""

    def __init__(self) -> None:
        self.factor = 1.0
        self.sounds: list[str] = []
        self.endings: list = []
        self.demo_restarts = 0

    def describe(self, move, who: str) -> str:
        return f"{who} played {notation(move)}"

    def announce(self, choice, who: str) -> str:
        return f"{who} will play {notation(choice)}"

    def explain(self, before, move) -> str:
        return f"from {before.left}"

    def move_seconds(self, before, move) -> float:
        return MOVE_SECONDS

    def think_seconds(self) -> float:
        return 2.0

    def speed(self) -> float:
        return self.factor

    def cue(self, sound: str) -> None:
        self.sounds.append(sound)

    def ended(self, outcome) -> None:
        self.endings.append(outcome)

    def restart_demo(self) -> None:
        self.demo_restarts += 1


def make(setup: Setup = Setup(HUMAN_COMPUTER), counters: int = 10, worker: FakeWorker | None = None,
         demo: bool = False, wait: bool = False) -> tuple[DuelController, FakeWorker, FakeGame]:
    worker = worker or FakeWorker()
    game = FakeGame()
    controller = DuelController(rules, AI, worker, game, random.Random(1), demo=demo, wait_each_move=wait)
    controller.start(setup, Params(counters))
    return controller, worker, game


def run(controller: DuelController, until, seconds: float = 30.0, dt: float = 0.1) -> bool:
    for _ in range(int(seconds / dt)):
        if until():
            return True
        controller.update(dt)
    return until()


def test_a_human_move_then_the_computers_answer():
    controller, worker, game = make()
    assert controller.phase == PLAYING and controller.human_may_move() and controller.status() == HUMAN_TO_MOVE
    assert controller.try_move(Move(1))
    assert controller.is_animating() and not controller.human_may_move() and controller.status() == ANIMATING
    assert controller.message == "You played take 1" and game.sounds == ["move"]
    controller.update(MOVE_SECONDS)
    assert controller.match.moves == [Move(1)] and controller.computer_to_move()
    controller.update(0.1)  # the job is asked for; the answer is kept until the computer has "thought" a while
    assert len(worker.jobs) == 1 and controller.thinking() and controller.status() == THINKING
    assert not controller.is_animating()
    controller.update(MIN_THINK)
    assert controller.is_animating() and controller.message.startswith("The computer will play")  # announced
    assert controller.explanation == "from 9"
    controller.update(MOVE_SECONDS)
    assert len(controller.match.moves) == 2 and controller.human_may_move()
    assert controller.message.startswith("The computer played")  # then said in the past: no stale announcement


def test_a_move_refused_by_the_rules_beeps_and_says_why():
    controller, _, game = make(Setup(HOTSEAT), counters=3)
    controller.try_move(Move(2))
    controller.update(MOVE_SECONDS)
    assert not controller.try_move(Move(2))
    assert controller.message == "Cannot take 2 from 1." and game.sounds[-1] == "error"
    assert controller.human_may_move()


def test_nobody_moves_for_the_computer_or_during_an_animation():
    controller, _, _ = make(Setup(HUMAN_COMPUTER, first=1))
    assert not controller.human_may_move() and not controller.try_move(Move(1))
    assert not controller.ask_hint()


def test_the_animation_follows_the_injected_time_and_speed():
    controller, _, game = make(Setup(HOTSEAT))
    controller.try_move(Move(2))
    assert controller.animation().t == 0.0 and controller.animation().move == Move(2)
    controller.update(MOVE_SECONDS / 4)
    animation = controller.animation()
    assert animation.t == pytest.approx(0.25) and animation.before.left == 10 and animation.after.left == 8
    assert controller.shown_position().left == 10 and controller.match.position.left == 10
    controller.update(MOVE_SECONDS)
    assert controller.animation() is None and controller.shown_position().left == 8
    game.factor = 2.0  # twice as fast: half the time
    controller.try_move(Move(1))
    controller.update(MOVE_SECONDS / 4)
    assert controller.animation().t == pytest.approx(0.5)
    game.factor = 0.0  # "instant": the next move is played at once
    controller.update(MOVE_SECONDS)
    controller.try_move(Move(1))
    assert not controller.is_animating() and controller.match.position.left == 6


def test_the_computer_waits_for_a_key_before_each_of_its_moves():
    turn = (Move(1), Move(2))  # a turn of two moves, as Kalah's extra moves make
    controller, _, _ = make(Setup(COMPUTER_COMPUTER), worker=FakeWorker(script=[turn]), wait=True)
    assert controller.message == "Press Enter or click to see each of the computer's moves."
    assert run(controller, controller.awaiting_key)
    assert controller.status() == AWAITING_KEY and controller.pending() == turn
    assert controller.message == "Computer 1 will play take 1 take 2"
    controller.update(60.0)
    assert controller.match.moves == [] and not controller.is_animating()
    assert controller.go_on() and not controller.awaiting_key()
    controller.update(0.0)
    assert controller.is_animating() and controller.pending() == (Move(2),)
    controller.update(MOVE_SECONDS)
    assert controller.match.moves == [Move(1)] and controller.awaiting_key()
    assert controller.go_on()
    controller.update(0.0)
    controller.update(MOVE_SECONDS)
    assert controller.match.moves == [Move(1), Move(2)] and controller.pending() == ()
    assert controller.message == "Computer 1 played take 1 take 2"  # the whole turn, once it is shown
    assert not controller.go_on()  # nothing waits: the key is the game's


def test_no_waiting_between_two_players_or_in_a_demo():
    for setup, demo in ((Setup(HOTSEAT), False), (Setup(COMPUTER_COMPUTER), True)):
        controller, _, _ = make(setup, demo=demo, wait=True)
        assert controller.message == ""
        assert run(controller, lambda: len(controller.match.moves) >= 2 or controller.human_may_move())
        assert not controller.awaiting_key()


def test_pause_stops_the_computer_but_not_against_a_human():
    controller, worker, _ = make(Setup(COMPUTER_COMPUTER))
    assert controller.toggle_pause() and controller.paused and controller.status() == PAUSED
    controller.update(60.0)
    assert worker.jobs == [] and controller.match.moves == []
    assert controller.toggle_pause() and not controller.paused
    assert run(controller, lambda: controller.match.moves)
    against_a_human, _, _ = make(Setup(HUMAN_COMPUTER))
    assert not against_a_human.toggle_pause() and not against_a_human.paused


def test_a_hint_is_the_strongest_move_and_goes_once_a_move_is_made():
    controller, worker, _ = make()
    assert controller.ask_hint() and controller.message == "Looking for a good move…"
    assert worker.jobs[0].args[2].level == 5
    controller.update(0.0)
    assert controller.hint == Move(1) and controller.message == "Hint: take 1"  # leaves 9, a multiple of 3
    assert controller.explanation == "from 10" and controller.human_may_move()
    controller.try_move(Move(2))
    assert controller.hint is None and controller.explanation == ""


def test_a_hint_that_fails_says_so_and_the_game_goes_on():
    controller, _, _ = make(worker=FakeWorker(failures=1))
    controller.ask_hint()
    controller.update(0.0)
    assert controller.hint is None and controller.message.startswith("No hint: the computer player's process")
    assert controller.human_may_move() and controller.failure is None


def test_undo_takes_back_the_whole_exchange_and_redo_replays_it():
    controller, _, game = make()
    controller.try_move(Move(2))
    assert run(controller, lambda: len(controller.match.moves) == 2 and controller.human_may_move())
    assert controller.undo() and controller.match.moves == [] and controller.message == "Move taken back."
    assert controller.human_may_move() and controller.match.position.left == 10
    assert not controller.undo() and game.sounds[-1] == "error"
    assert controller.redo() and len(controller.match.moves) == 2 and controller.message == "Move replayed."


def test_undo_while_the_computer_thinks_drops_its_job():
    controller, worker, _ = make()
    worker.hold = True
    controller.try_move(Move(2))
    controller.update(MOVE_SECONDS)
    controller.update(0.1)
    assert worker.busy and controller.thinking()
    controller.undo()
    assert not worker.busy and controller.match.moves == [] and controller.human_may_move()


def test_the_end_of_the_game():
    controller, _, game = make(Setup(HOTSEAT), counters=3)
    for move in (Move(2), Move(1)):
        controller.try_move(move)
        controller.update(MOVE_SECONDS)
    assert controller.phase == OVER and controller.status() == OVER and not controller.human_may_move()
    assert [outcome.winner for outcome in game.endings] == [1] and game.sounds[-1] == "win"
    controller.update(60.0)
    assert controller.over_seconds() == 60.0 and game.demo_restarts == 0  # not a demo: the panel stays
    assert controller.undo() and controller.phase == PLAYING and controller.match.moves == [Move(2)]
    controller.new_game()
    assert controller.phase == PLAYING and controller.match.moves == [] and controller.message == "New game."


def test_a_game_that_starts_finished_ends_at_once():
    controller, _, game = make(Setup(HOTSEAT), counters=3)
    controller.start(Setup(HOTSEAT), Params(3), start=rules.Position(0, 0))
    assert controller.phase == OVER and len(game.endings) == 1


def test_an_agreed_draw_ends_the_game_and_undo_takes_it_back():
    controller, _, game = make(Setup(HOTSEAT))
    controller.agree_draw()
    assert controller.phase == OVER and game.endings[-1].winner is None
    assert controller.undo() and controller.phase == PLAYING


def test_a_finished_demo_restarts_after_a_while():
    controller, _, game = make(Setup(COMPUTER_COMPUTER), counters=3, demo=True)
    assert run(controller, lambda: controller.phase == OVER)
    controller.update(DEMO_RESTART / 2)
    assert game.demo_restarts == 0
    controller.update(DEMO_RESTART / 2)
    assert game.demo_restarts == 1


def test_a_failed_computer_move_says_how_to_go_on_and_enter_asks_again():
    controller, worker, _ = make(Setup(HUMAN_COMPUTER, first=1), worker=FakeWorker(failures=1))
    assert run(controller, lambda: controller.failure is not None)
    assert controller.status() == FAILED and not controller.paused and not controller.human_may_move()
    assert controller.message == ("The computer could not move (the computer player's process stopped "
                                  "unexpectedly). Press Enter to ask again, U to undo, N for a new game.")
    controller.update(60.0)
    assert len(worker.jobs) == 1 and controller.match.moves == []  # it does not ask again by itself
    assert controller.go_on() and controller.failure is None
    assert run(controller, controller.human_may_move)
    assert len(worker.jobs) == 2 and len(controller.match.moves) == 1


@pytest.mark.parametrize("way_on", ["undo", "new_game", "open_setup"])
def test_undo_a_new_game_or_the_setup_clear_a_failure(way_on):
    controller, worker, _ = make(worker=FakeWorker(failures=1))
    controller.try_move(Move(1))
    assert run(controller, lambda: controller.failure is not None)
    getattr(controller, way_on)()
    assert controller.failure is None and controller.status() != FAILED
    if way_on == "open_setup":
        assert controller.phase == SETUP
        controller.start(Setup(HUMAN_COMPUTER), Params(10))
    assert controller.human_may_move()
    controller.try_move(Move(1))
    assert run(controller, lambda: len(controller.match.moves) == 2)  # the computer answers again
