"""A window at rest: scenes say when nothing moves, the app then draws only for input, news or a changed look, and
the workers wake it when their answer comes (``engine.workers.news``)."""
import threading

import pygame

from engine.duels.basics import HOTSEAT, HUMAN_COMPUTER, Setup
from engine.entries import registry
from engine.files.settings import Settings
from engine.workers import news
from engine.workers.background import Background
from engine.workers.computer import AIWorker, Job

WAIT = 60.0  # the longest wait for a worker's news (a state waited on, not a time measured)


def heard() -> tuple[threading.Event, object]:
    told = threading.Event()
    news.listen(told.set)
    return told, told.set


def test_a_computer_job_tells_the_news_when_its_answer_comes():
    told, callback = heard()
    worker = AIWorker()
    try:
        worker.start(Job("math", "factorial", (20,)))
        assert told.wait(WAIT) and worker.wait(WAIT) and worker.result() == 2432902008176640000
    finally:
        news.forget(callback)
        worker.close()


def test_a_call_on_a_thread_tells_the_news_when_it_ends():
    told, callback = heard()
    try:
        call = Background(sum, [1, 2, 3])
        assert told.wait(WAIT) and call.result() == 6
    finally:
        news.forget(callback)


def test_a_listener_that_fails_does_not_stop_the_news():
    told, callback = heard()

    def broken() -> None:
        raise RuntimeError("the window is closing")

    news.listen(broken)
    try:
        news.tell()
        assert told.is_set()
    finally:
        news.forget(broken)
        news.forget(callback)


def counted_app(harness, scene, settings=Settings(sound=False)):
    """The app of a harness with ``scene``, drawn once as the loop's first frame; then the looks it draws."""
    h = harness(scene, settings=settings)
    h.app.frame(0.0, events=[])
    h.app._drawn_look = h.app.look()
    drawn: list = []
    h.app.draw = lambda: drawn.append(h.app.look())
    return h.app, drawn


def test_at_rest_the_app_draws_for_input_news_or_a_changed_look_only(harness):
    from engine.desktop.app import WAKE
    from engine.desktop.scene import Scene

    class Still(Scene):
        still = True
        shown = "a"

        def look(self):
            return self.shown

    scene = Still()
    app, drawn = counted_app(harness, scene)
    for _ in range(10):
        app._rest(0.25, [])
    assert drawn == []  # nothing changed: nothing drawn
    scene.shown = "b"
    app._rest(0.25, [])
    assert drawn == [("b",)]
    app._rest(0.25, [pygame.event.Event(WAKE)])  # news: drawn (a worker's answer may change anything)
    app._rest(0.25, [pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 4), rel=(0, 0), buttons=(0, 0, 0))])
    assert len(drawn) == 3


def test_a_duel_rests_while_a_person_thinks_and_moves_while_the_computer_does(harness):
    spec = registry.get("match-nim")
    scene = spec.scene_class()(spec, setup=Setup(HUMAN_COMPUTER, 0, 3), values={})
    h = harness(scene, settings=Settings(sound=False, coach=False))
    assert scene.controller.human_may_move() and scene.still
    move = next(iter(scene.rules.legal_moves(scene.match.position)))
    scene.try_move(move)
    assert not scene.still  # the move shown, then the computer thinking
    assert h.run_until(lambda: scene.controller.human_may_move())
    assert scene.still and len(scene.match.moves) == 2


def test_a_resting_duel_is_not_drawn_again_until_something_changes(harness):
    spec = registry.get("kalah")
    scene = spec.scene_class()(spec, setup=Setup(HOTSEAT, 0, 3), values={"stones": 4})
    app, drawn = counted_app(harness, scene, Settings(sound=False, coach=False))
    assert scene.still
    for _ in range(20):
        app._rest(0.25, [])
    assert drawn == []
    scene.try_move(next(iter(scene.rules.legal_moves(scene.match.position))))
    assert not scene.still  # the sowing is shown: the app draws every frame again


def test_a_demo_never_rests(harness):
    spec = registry.get("match-nim")
    scene = spec.scene_class()(spec, demo=True, seed=1)
    harness(scene, settings=Settings(sound=False))
    assert not scene.still


def test_a_puzzle_rests_when_paused_or_finished_and_moves_while_it_plays(harness):
    spec = registry.get("queens")
    scene = spec.scene_class()(spec, values={"n": 4})
    h = harness(scene, settings=Settings(sound=False))
    assert scene.still  # the setup panel
    scene.start()
    assert not scene.still  # playing
    scene.toggle()
    assert scene.still  # paused
    scene.to_end()
    assert not scene.still
    assert h.run_until(lambda: scene.viewer.finished)
    assert scene.still


def test_news_wakes_the_resting_app_at_once(harness):
    from engine.desktop.app import WAKE
    from engine.scenes.options import OptionsScene

    h = harness(OptionsScene(), settings=Settings(sound=False))
    pygame.event.clear()
    news.tell()  # as a worker's thread does when its answer comes
    assert [event.type for event in h.app._wait_for_input()] == [WAKE]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, unicode="a", mod=0, scancode=0))
    assert [event.type for event in h.app._wait_for_input()] == [pygame.KEYDOWN]
