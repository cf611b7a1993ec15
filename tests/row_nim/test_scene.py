"""Row Nim through the harness: click-click, drag, keys, the computer's replies, undo, hint, draw, game over."""
import pygame

from engine.duels.basics import COMPUTER_COMPUTER, HOTSEAT, HUMAN_COMPUTER, Setup
from engine.entries import registry
from engine.files.settings import Settings
from engine.scenes.duel import OVER, PLAYING
from engine.scenes.overlay import Dialog, HelpOverlay
from games.row_nim import scene as scene_module
from games.row_nim.board_view import square
from games.row_nim.rules import Move
from games.shared.nim_binary import nim_sum

SPEC = registry.get("row-nim")
FAST = Settings(sound=False, animation_speed="instant")


def open_game(harness, setup=Setup(HUMAN_COMPUTER, 0, 5), start="1,5 2,8 3,4", columns=8, size=(1280, 800)):
    scene = SPEC.scene_class()(SPEC, setup=setup, values={"start": start, "columns": columns}, seed=1)
    h = harness(scene, settings=FAST, size=size)
    h.tick()
    return h, scene


def centre(scene, row, column):
    grid, cell = scene._grid(scene.board_rect, scene.match.position)
    return square(grid, cell, row, column).center


def test_click_the_checker_then_a_highlighted_square(harness):
    h, scene = open_game(harness, Setup(HOTSEAT, 0, 3))
    h.click(centre(scene, 0, 6))  # an empty square: nothing picked up
    assert scene.selected is None
    h.click(centre(scene, 0, 0))
    assert scene.selected == 0 and scene._targets(0) == [1, 2, 3]
    h.tick()  # the targets are drawn
    h.click(centre(scene, 0, 5))  # black's square: not a target, the pick is dropped
    assert scene.match.moves == [] and scene.selected is None
    h.click(centre(scene, 0, 0))
    h.click(centre(scene, 0, 2))
    h.tick()
    assert scene.match.moves == [Move(0, 0, 2)] and scene.match.position.gaps == (1, 5, 0)


def test_drag_a_checker_back(harness):
    h, scene = open_game(harness, Setup(HOTSEAT, 1, 3))  # black moves first
    h.point(centre(scene, 1, 7))
    h.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre(scene, 1, 7), button=1))
    assert scene.dragging
    h.point(centre(scene, 1, 4))
    h.tick()  # the checker follows the pointer
    h.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre(scene, 1, 4), button=1))
    h.tick()
    assert scene.match.moves == [Move(1, 7, 4)] and not scene.dragging


def test_keyboard_move_and_the_computers_winning_reply(harness):
    h, scene = open_game(harness)
    h.key(pygame.K_2)
    h.key(pygame.K_RIGHT)
    h.tick()
    h.key(pygame.K_RETURN)
    assert scene.match.moves[0] == Move(1, 1, 2)
    assert h.run_until(lambda: len(scene.match.moves) == 2)
    assert nim_sum(scene.match.position.gaps) == 0 and scene.controller.explanation


def test_the_computer_answers_a_retreat_by_the_same_advance(harness):
    h, scene = open_game(harness, start="1,4 1,4")  # gaps 2, 2: white is lost
    h.key(pygame.K_1)
    h.key(pygame.K_DOWN)
    h.key(pygame.K_RETURN)
    h.tick()
    assert scene.match.moves == []  # the checker did not move: refused with the reason
    assert "at least one square" in scene.message
    h.click(centre(scene, 1, 0))
    h.click(centre(scene, 1, 1))  # an advance: 2, 1
    h.run_until(lambda: len(scene.match.moves) == 2)
    assert nim_sum(scene.match.position.gaps) == 0 and "every column is now even" in scene.controller.explanation


def test_undo_takes_back_the_exchange_and_redo_replays_it(harness):
    h, scene = open_game(harness)
    start = scene.match.position
    h.key(pygame.K_1)
    h.key(pygame.K_RIGHT)
    h.key(pygame.K_RETURN)
    h.run_until(lambda: len(scene.match.moves) == 2)
    h.key(pygame.K_u)
    assert scene.match.position == start and scene.match.moves == []
    h.key(pygame.K_y)
    assert len(scene.match.moves) == 2


def test_hint_gives_the_winning_move(harness):
    h, scene = open_game(harness)
    h.key(pygame.K_h)
    h.tick()
    assert str(scene.hint) == "row 2 from 2 to 4" and "row 2 from 2 to 4" in scene.message
    assert "every column is now even" in scene.controller.explanation


def test_gap_labels_and_teaching_panel_toggle(harness):
    h, scene = open_game(harness, Setup(HOTSEAT, 0, 3, names=("White", "Black")))
    assert scene.show_gaps and scene.teaching  # between two players the binary columns are shown
    h.key(pygame.K_g)
    h.key(pygame.K_t)
    h.tick()
    assert not scene.show_gaps and not scene.teaching and not h.app.settings.teaching_panel


def test_the_teaching_panel_is_hidden_against_the_computer_until_t(harness):
    h, scene = open_game(harness)  # against the computer: the columns would give the winning move away
    assert not scene.teaching
    h.key(pygame.K_t)
    assert scene.teaching and h.app.settings.teaching_vs_computer and h.app.settings.teaching_panel


def test_game_over_and_play_again(harness):
    h, scene = open_game(harness, Setup(HOTSEAT, 0, 3, names=("White", "Black")), start="1,3", columns=3)
    h.click(centre(scene, 0, 0))
    h.click(centre(scene, 0, 1))
    h.tick(frames=2)
    assert scene.phase == OVER and scene.result_text(scene.match.outcome()) == "White wins."
    h.key(pygame.K_RETURN)
    assert scene.phase == PLAYING and scene.match.position.rows == ((0, 2),)


def test_a_draw_is_offered_in_a_long_game_between_two_players(harness, monkeypatch):
    monkeypatch.setattr(scene_module, "DRAW_OFFER_AFTER", 2)
    h, scene = open_game(harness, Setup(HOTSEAT, 0, 3))
    for row, start, end in ((0, 0, 1), (0, 4, 5)):
        h.click(centre(scene, row, start))
        h.click(centre(scene, row, end))
        h.tick()
    h.tick()
    assert isinstance(h.top, Dialog)
    h.key(pygame.K_RIGHT)
    h.key(pygame.K_RETURN)  # play on: the next offer comes two moves later
    assert h.top is scene and scene.phase == PLAYING and scene._next_offer == 4
    for row, start, end in ((0, 1, 2), (0, 5, 6)):
        h.click(centre(scene, row, start))
        h.click(centre(scene, row, end))
        h.tick()
    h.tick()
    h.key(pygame.K_RETURN)  # agree
    assert scene.phase == OVER and scene.result_text(scene.match.outcome()) == "A draw."
    h.tick()
    h.key(pygame.K_u)
    assert scene.phase == PLAYING and scene.match.outcome() is None


def test_computer_against_computer_plays_to_the_end(harness):
    h, scene = open_game(harness, Setup(COMPUTER_COMPUTER, 0, 5))
    assert h.run_until(lambda: scene.phase == OVER, seconds=120)
    assert scene.match.outcome().winner == 0  # nim-sum 6 at the start: white wins


def test_rules_on_f1_and_a_small_window(harness):
    h, scene = open_game(harness, size=(800, 600), start="1,16 2,15 3,14 4,13 5,12 6,11 7,10 8,9 1,2 3,5",
                         columns=16)
    assert len(scene.match.position.rows) == 10
    h.tick()
    grid, cell = scene._grid(scene.board_rect, scene.match.position)
    assert scene.board_rect.contains(grid) and cell >= 20
    h.key(pygame.K_F1)
    assert isinstance(h.top, HelpOverlay) and "gap" in h.top.text


def test_the_setup_editor_places_checkers_by_hand(harness):
    spec = registry.get("row-nim")
    scene = spec.scene_class()(spec, setup=Setup(HOTSEAT, names=("White", "Black")),
                               values={"rows": 2, "columns": 8, "start": "1,5 2,8"})
    h = harness(scene)
    h.tick()
    h.key(pygame.K_e)
    assert scene.editing
    grid, cell = scene._grid(scene.board_rect, scene.match.position)

    def at(row, column):
        return square(grid, cell, row, column).center

    h.click(at(0, 2))                          # white of row 1 to column 3
    h.click(at(1, 3), button=3)                # black of row 2 to column 4
    h.click(at(0, 0), button=3)                # black left of white: refused
    assert scene.match.position.rows == ((2, 4), (1, 3)) and scene.match.moves == []
    h.key(pygame.K_e)
    assert not scene.editing
    h.key(pygame.K_u)
    assert scene.match.position.rows == ((2, 4), (1, 3))  # the edited board is the new start
