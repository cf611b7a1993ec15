"""The Kalah board through the harness: sowing, the announced turn, waiting for Enter, records."""
import pygame

from engine import registry
from engine.duel import HOTSEAT, HUMAN_COMPUTER, Setup
from engine.paths import data_dir
from engine.scenes.duel import OVER
from engine.settings import Settings
from games.kalah.record import parse_record
from games.kalah.rules import Position

SPEC = registry.get("kalah")
FAST = Settings(sound=False, animation_speed="instant")


def open_game(harness, setup, start=None, **values):
    scene = SPEC.scene_class()(SPEC, setup=setup, values={"seconds": 1, **values}, start_position=start)
    h = harness(scene, settings=FAST)
    h.tick()
    return h, scene


def test_the_spec_example_by_clicks_and_keys(harness):
    h, scene = open_game(harness, Setup(HOTSEAT))
    geometry = scene._geometry(scene.board_rect)
    h.click(geometry[0][0])  # A1: last stone in A's kalah, A moves again
    h.tick()
    assert scene.match.position.desk == (0, 7, 7, 7, 7, 7, 1, 6, 6, 6, 6, 6, 6, 0)
    h.key(pygame.K_2)
    h.tick()
    h.key(pygame.K_1)  # B plays 1
    h.tick()
    h.key(pygame.K_1)  # A plays 1: the last stone in the empty A2 captures B5's 7
    h.tick()
    assert scene.match.position.desk == (0, 0, 8, 8, 8, 8, 10, 0, 8, 7, 7, 0, 7, 1)


def test_an_empty_pit_is_refused(harness):
    h, scene = open_game(harness, Setup(HOTSEAT))
    h.key(pygame.K_1)
    h.tick()
    h.key(pygame.K_1)  # A1 is empty now (A moves again after the extra move)
    assert len(scene.match.moves) == 1 and "empty" in scene.message


def test_the_computer_announces_its_turn_and_waits_before_each_pit(harness):
    # B to move with an extra move available: B1 holds 6 stones -> lands in B's kalah
    start = Position((1, 0, 0, 0, 0, 0, 30, 6, 1, 1, 1, 1, 1, 30), to_move=1)
    h, scene = open_game(harness, Setup(HUMAN_COMPUTER, level=5), start=start)
    assert h.run_until(lambda: scene.controller.pending() or scene.controller.is_animating(), seconds=30)
    assert scene.controller.awaiting_key() and "I'll play" in scene.status_text()
    planned = len(scene.controller.pending())
    assert planned >= 2  # a compound move: at least one extra move first
    h.key(pygame.K_RETURN)
    h.tick(frames=2)
    assert len(scene.match.moves) == 1 and scene.controller.awaiting_key()  # one pit played, waiting for the next
    while scene.controller.pending():
        h.key(pygame.K_RETURN)
        h.tick(frames=2)
    assert len(scene.match.moves) == planned


def test_the_record_is_written_after_the_game(harness):
    h, scene = open_game(harness, Setup(HOTSEAT), stones=3)
    while scene.phase != OVER:
        assert scene.try_move(scene.match.legal_moves()[-1])  # always the last non-empty pit
        h.tick()
    record = parse_record((data_dir() / "lastgame.klh").read_text())
    assert record.params.stones == 3
    assert [m for turn in record.turns for m in turn.moves] == scene.match.moves
    assert "Player" in scene.result_text(scene.match.outcome()) or "draw" in scene.result_text(scene.match.outcome())


def test_undo_against_the_computer_takes_back_the_exchange(harness):
    h, scene = open_game(harness, Setup(HUMAN_COMPUTER, level=1))
    scene.controller.wait_each_move = False
    h.key(pygame.K_3)  # A3: 6 stones reach B1 and B2; the turn passes
    assert h.run_until(lambda: not scene.match.is_computer_turn() and not scene.controller.is_animating() and len(scene.match.moves) > 1)
    h.key(pygame.K_u)
    assert scene.match.moves == [] and scene.match.position.desk[0:6] == (6,) * 6


def test_open_a_record_step_through_it_and_play_on(harness, tmp_path):
    record = tmp_path / "game.klh"
    record.write_text("A = 1 2\nB = 1\nA = 1\n")
    h, scene = open_game(harness, Setup(HOTSEAT))
    h.key(pygame.K_o)
    h.app.stack.top.close(str(record))  # what typing the path and Enter does
    h.tick()
    viewer = h.top
    assert viewer is not scene and viewer.viewed is not None
    assert viewer.match.position.desk == (6,) * 6 + (0,) + (6,) * 6 + (0,)
    for _ in range(4):
        h.key(pygame.K_RIGHT)
    assert viewer.match.position.desk == (0, 0, 8, 8, 8, 8, 10, 0, 8, 7, 7, 0, 7, 1)
    h.key(pygame.K_LEFT)
    h.key(pygame.K_LEFT)
    assert viewer.match.position.to_move == 1  # back before B's move
    h.key(pygame.K_2)  # play on from here: B plays 2 instead
    h.tick()
    assert [m.pit for m in viewer.match.moves] == [1, 2, 2]


def test_a_bad_record_is_refused_with_its_line(harness, tmp_path):
    bad = tmp_path / "bad.klh"
    bad.write_text("A = 1 2\nB = 7\n")
    h, scene = open_game(harness, Setup(HOTSEAT))
    h.key(pygame.K_o)
    h.app.stack.top.close(str(bad))
    h.tick()
    assert "line 2" in h.top.message and h.app.stack.scenes[-2] is scene  # nothing lost: the game is still there
