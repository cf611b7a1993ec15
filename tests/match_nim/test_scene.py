"""Match Nim through the harness: clicks, keys, the computer's replies, undo, hint, game over."""
import pygame

from engine.duels.basics import COMPUTER_COMPUTER, HOTSEAT, HUMAN_COMPUTER, Setup
from engine.entries import registry
from engine.files.settings import Settings
from engine.scenes.duel import OVER, PLAYING, SETUP
from engine.scenes.overlay import HelpOverlay
from games.match_nim.table_view import match_rect

SPEC = registry.get("match-nim")
FAST = Settings(sound=False, animation_speed="instant")


def open_game(harness, setup=Setup(HUMAN_COMPUTER, 0, 5), start="3 5 7 9", settings=FAST, **values):
    scene = SPEC.scene_class()(SPEC, setup=setup, values={"start": start, **values}, seed=1)
    h = harness(scene, settings=settings)
    h.tick()
    return h, scene


def test_clicking_a_match_takes_it_and_all_above_it(harness):
    h, scene = open_game(harness, Setup(HOTSEAT, 0, 3))
    columns, slot = scene._slots(scene.board_rect, (3, 5, 7, 9))
    second_from_bottom = match_rect(columns[3], slot, 1, scene.theme).center
    h.click(second_from_bottom)
    h.tick()
    assert scene.match.position.piles == (3, 5, 7, 1)  # 8 taken: the clicked match and the 7 above it


def test_keyboard_play_and_the_computers_reply(harness):
    h, scene = open_game(harness)
    h.key(pygame.K_2)  # pile 2
    h.key(pygame.K_UP)  # take 2
    h.key(pygame.K_RETURN)
    h.tick(frames=3)
    assert scene.match.moves[0].pile == 1 and scene.match.moves[0].take == 2
    assert h.run_until(lambda: len(scene.match.moves) == 2)
    assert scene.controller.explanation  # the computer's move is explained
    after = scene.match.position.piles
    from games.shared.nim_binary import nim_sum
    assert nim_sum(after) == 0  # level 5 answered with the book's safe move


def test_undo_takes_back_the_exchange_and_redo_replays_it(harness):
    h, scene = open_game(harness)
    h.key(pygame.K_1)
    h.key(pygame.K_RETURN)
    h.run_until(lambda: len(scene.match.moves) == 2)
    h.key(pygame.K_u)
    assert scene.match.position.piles == (3, 5, 7, 9) and scene.match.moves == []
    h.key(pygame.K_y)
    assert len(scene.match.moves) == 2


def test_hint_suggests_the_winning_move(harness):
    h, scene = open_game(harness)
    h.key(pygame.K_h)
    h.tick()
    assert str(scene.hint) == "pile 4 take 8" and "pile 4 take 8" in scene.message


def test_illegal_key_move_is_refused_with_a_reason(harness):
    h, scene = open_game(harness, start="0 5")
    h.key(pygame.K_1)
    h.key(pygame.K_RETURN)
    assert scene.match.moves == [] and "empty" in scene.message


def test_game_over_panel_and_play_again(harness):
    h, scene = open_game(harness, Setup(HOTSEAT, 0, 3), start="0 2")
    h.key(pygame.K_2)
    h.key(pygame.K_UP)
    h.key(pygame.K_RETURN)
    h.tick(frames=2)
    assert scene.phase == OVER and scene.result_text(scene.match.outcome()) == "Player 1 wins."
    h.key(pygame.K_RETURN)  # "Play again" has the focus
    assert scene.phase == PLAYING and scene.match.position.piles == (0, 2)


def test_computer_against_computer_plays_to_the_end(harness):
    h, scene = open_game(harness, Setup(COMPUTER_COMPUTER, 0, 5), start="4 6 9")
    assert h.run_until(lambda: scene.phase == OVER, seconds=60)
    assert scene.match.outcome().winner == 0  # 4^6^9 != 0: the first player wins with perfect play


def test_pause_and_wait_for_a_key_in_computer_against_computer(harness):
    h, scene = open_game(harness, Setup(COMPUTER_COMPUTER, 0, 5))
    h.key(pygame.K_p)
    played = len(scene.match.moves)
    h.tick(frames=120)
    assert len(scene.match.moves) == played and scene.status_text() == "Paused"
    h.key(pygame.K_p)
    scene.controller.wait_each_move = True
    h.tick(frames=120)
    assert len(scene.match.moves) == played and "press Enter" in scene.status_text()
    h.key(pygame.K_RETURN)
    h.tick(frames=3)
    assert len(scene.match.moves) == played + 1


def test_setup_panel_starts_a_game_and_refuses_a_bad_position(harness):
    scene = SPEC.scene_class()(SPEC)
    h = harness(scene, settings=FAST)
    assert scene.phase == SETUP
    from engine.ui.widgets import TextField

    while type(scene.panel.form.focused) is not TextField:
        h.key(pygame.K_DOWN)  # down to the start position field
    h.type("4 x")
    assert scene.panel.values["start"] == "4 "  # the letter is not accepted by the field
    h.type("40")
    h.key(pygame.K_RETURN)
    assert scene.phase == SETUP and "31" in scene.panel.error
    for _ in range(2):
        h.key(pygame.K_BACKSPACE)
    h.type("7")
    h.key(pygame.K_RETURN)
    assert scene.phase == PLAYING and scene.match.position.piles == (4, 7)


def test_rules_overlay_and_escape_back(harness):
    h, scene = open_game(harness)
    h.key(pygame.K_F1)
    assert isinstance(h.top, HelpOverlay) and "binary" in h.top.text
    h.key(pygame.K_SPACE)
    assert h.top is scene
    h.key(pygame.K_ESCAPE)
    assert h.top is None


def test_leaving_while_the_computer_thinks_cancels_its_work(harness):
    import multiprocessing

    from engine.workers.computer import AIWorker, Job

    class NeverAnswers(AIWorker):
        """A real worker process whose every job takes an hour: the test never races the computer."""

        def start(self, job: Job) -> None:
            super().start(Job("time", "sleep", (3600,)))

    scene = SPEC.scene_class()(SPEC, setup=Setup(HUMAN_COMPUTER, 1, 5), values={"start": "3 5 7 9"}, seed=1)
    h = harness(scene, settings=Settings(sound=False), worker=NeverAnswers())
    h.tick(frames=3)
    assert scene.app.worker.busy and len(multiprocessing.active_children()) == 1
    h.key(pygame.K_ESCAPE)
    assert not h.app.worker.busy and multiprocessing.active_children() == []
    h.close()
    assert multiprocessing.active_children() == []
