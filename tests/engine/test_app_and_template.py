"""The app's own keys and the template duel through the harness."""
import pygame

from engine.duels.basics import HUMAN_COMPUTER, Setup
from engine.entries import registry
from engine.files.settings import Settings


def test_f11_toggles_fullscreen_and_remembers_it(harness):
    from engine.scenes.menu import MenuScene

    h = harness(MenuScene(), settings=Settings(sound=False))
    h.key(pygame.K_F11)
    assert h.app.settings.fullscreen is True and h.app.theme.size == h.app.size
    h.key(pygame.K_F11)  # (the dummy video driver keeps the fullscreen size; a real one goes back: checked on Xvfb)
    assert h.app.settings.fullscreen is False and h.app.theme.size == h.app.size


def test_the_template_duel_plays_against_the_computer(harness):
    spec = registry.get("template")
    scene = spec.scene_class()(spec, setup=Setup(HUMAN_COMPUTER, 0, 5), values={"counters": 10})
    h = harness(scene, settings=Settings(sound=False, animation_speed="instant"))
    h.key(pygame.K_2)  # take two: 8 left, the computer must leave a multiple of three
    assert h.run_until(lambda: len(scene.match.moves) == 2)
    assert scene.match.position.left % 3 == 0
    h.key(pygame.K_3)  # not a move of this game: nothing happens
    assert len(scene.match.moves) == 2


def test_when_the_computer_cannot_move_enter_asks_it_again(harness):
    from engine.workers.computer import InlineWorker, Job

    class FailsOnce(InlineWorker):
        """The first job fails as a twice-killed process does; the next ones are answered."""

        failed = False

        def start(self, job: Job) -> None:
            if not self.failed:
                self.failed = True
                job = Job("engine.no_such_module", "choose_move")
            super().start(job)

    spec = registry.get("template")
    scene = spec.scene_class()(spec, setup=Setup(HUMAN_COMPUTER, 1, 5), values={"counters": 10})
    h = harness(scene, settings=Settings(sound=False, animation_speed="instant"), worker=FailsOnce())
    assert h.run_until(lambda: scene.controller.failure is not None)
    assert scene.status_text() == "The computer could not move" and "Press Enter to ask again" in scene.message
    h.key(pygame.K_p)  # P is not the way on against a human
    h.tick(frames=60)
    assert scene.match.moves == [] and scene.controller.failure is not None
    h.key(pygame.K_RETURN)
    assert h.run_until(lambda: len(scene.match.moves) == 1)
    assert scene.status_text() == "Your move"


def test_an_idle_menu_is_not_redrawn_until_input_comes(monkeypatch):
    """Nothing moves on the menu: the app sleeps between inputs instead of drawing 60 frames a second."""
    import pygame

    from engine.desktop.app import App
    from engine.files.settings import Settings
    from engine.scenes.menu import MenuScene

    app = App(Settings(sound=False), None)
    drawn = []
    monkeypatch.setattr(app, "draw", lambda: drawn.append(app.clock()))
    app.stack.push(MenuScene())
    app.stack.apply()
    pygame.event.clear()
    app.run(MenuScene(), seconds=0.6)  # a second menu on top: one scene change, then stillness
    assert 1 <= len(drawn) <= 4, len(drawn)  # before: one frame every 1/60 s, about 36 here
