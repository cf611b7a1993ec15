"""Regressions found by a review: each case once crashed, froze, or did the wrong thing."""
import pygame

from engine.duels.basics import COMPUTER_COMPUTER, HOTSEAT, HUMAN_COMPUTER, Setup
from engine.entries import registry
from engine.files.settings import Settings
from engine.puzzles.player import StepPlayer
from engine.puzzles.steps import Place
from engine.scenes.duel import OVER
from engine.scenes.overlay import Dialog, HelpOverlay, InputDialog
from tests.clocks import StepClock


def test_a_game_that_starts_finished_shows_its_end(harness):
    spec = registry.get("match-nim")
    scene = spec.scene_class()(spec, setup=Setup(HUMAN_COMPUTER), values={"start": "0 0"})
    h = harness(scene, settings=Settings(sound=False))
    h.tick()
    assert scene.phase == OVER


def test_a_step_after_the_end_keeps_the_solvers_figures():
    def solver():
        yield Place(1)
        return {"found": 1}

    player = StepPlayer(solver(), clock=StepClock(0.001))
    player.to_end()
    player.update(1 / 60)
    assert player.finished and player.stats == {"found": 1}
    assert player.step() == [] and player.stats == {"found": 1}


def first_move_time(harness, speed):
    spec = registry.get("match-nim")
    scene = spec.scene_class()(spec, setup=Setup(COMPUTER_COMPUTER, 0, 5), values={"start": "3 5 7"})
    h = harness(scene, settings=Settings(sound=False, animation_speed=speed))
    frames = 0
    while not scene.match.moves:
        h.tick(1 / 60)
        frames += 1
    return frames


def test_faster_animation_means_a_shorter_thinking_pause(harness):
    assert first_move_time(harness, "fast") < first_move_time(harness, "normal") < first_move_time(harness, "slow")


def test_pause_key_does_nothing_against_the_computer(harness):
    spec = registry.get("match-nim")
    scene = spec.scene_class()(spec, setup=Setup(HUMAN_COMPUTER), values={"start": "3 5 7"})
    h = harness(scene, settings=Settings(sound=False))
    h.key(pygame.K_p)
    assert not scene.controller.paused


def test_kalah_save_dialog_survives_an_impossible_path_and_works_after_the_game(harness):
    spec = registry.get("kalah")
    scene = spec.scene_class()(spec, setup=Setup(HOTSEAT), values={"stones": 3})
    h = harness(scene, settings=Settings(sound=False, animation_speed="instant"))
    h.tick()
    while scene.phase != OVER:
        scene.try_move(scene.match.legal_moves()[0])
        h.tick()
    h.key(pygame.K_v)  # the game is over: saving its record is what one wants now
    assert isinstance(h.top, InputDialog)
    h.top.close("~no-such-user-here/x.klh")
    h.tick()
    assert isinstance(h.top, Dialog) and "Could not write" in h.top.message


def test_the_help_text_fits_its_box_at_the_smallest_window(harness):
    spec = registry.get("kalah")
    overlay = HelpOverlay("Kalah: the rules", spec.help_text)
    h = harness(overlay, size=(800, 600), settings=Settings(sound=False))
    h.tick()
    t = h.app.theme
    inner = overlay.box.inflate(-2 * t.px(28), -2 * t.px(28))
    from engine.ui.draw import wrap

    role = overlay._role(inner)
    font = t.font(role)
    assert len(wrap(spec.help_text, font, inner.width)) * round(font.get_linesize() * 1.25) <= inner.height


def test_the_fullscreen_toggle_follows_f11(harness):
    from engine.scenes.options import OptionsScene

    scene = OptionsScene()
    h = harness(scene, settings=Settings(sound=False))
    h.key(pygame.K_F11)
    h.tick()
    assert scene.fullscreen.value is True
