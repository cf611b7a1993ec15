"""Foxes and hens through the harness: clicks, the longest capture by clicks and by list, the animation."""
import pygame

from engine.duels.basics import HOTSEAT, HUMAN_COMPUTER, Setup
from engine.entries import registry
from engine.files.settings import Settings
from engine.scenes.duel import PLAYING
from games.fox_and_hens import rules
from games.fox_and_hens.board_view import point_center
from games.fox_and_hens.rules import FOXES, HENS, parse_point

SPEC = registry.get("fox-and-hens")
FAST = Settings(sound=False, animation_speed="instant")
LOOP = "  ...  \n  .A.  \n...XB..\n...C.D.\n....E.X\n  FGH  \n  IJK  "


def open_game(harness, setup=Setup(HOTSEAT, HENS, 3), settings=FAST, size=(1280, 800)):
    scene = SPEC.scene_class()(SPEC, setup=setup, seed=1)
    h = harness(scene, settings=settings, size=size)
    h.tick()
    return h, scene


def at(scene, text):
    cell, square, _ = scene._geometry(scene.board_rect)
    return point_center(parse_point(text), cell, square)


def set_position(scene, text, side):
    scene.match._history.restart(type(scene.match._history.current)(rules.parse_position(text, side)))


def test_click_a_hen_then_its_target(harness):
    h, scene = open_game(harness)
    h.click(at(scene, "d4"))
    h.point(at(scene, "d3"))
    assert scene._targets(parse_point("d4")) == [parse_point("d3")]
    h.tick()
    h.click(at(scene, "d3"))
    h.tick()
    assert [str(m) for m in scene.match.moves] == ["d4-d3"]


def test_the_keyboard_cursor_plays_too(harness):
    h, scene = open_game(harness)
    h.key(pygame.K_DOWN)            # the cursor starts on d4: down to d5
    h.key(pygame.K_UP)              # and back
    h.key(pygame.K_RETURN)
    h.key(pygame.K_UP)
    h.key(pygame.K_RETURN)
    h.tick()
    assert [str(m) for m in scene.match.moves] == ["d4-d3"]


def test_a_capture_is_clicked_point_by_point_and_only_longest_chains_are_offered(harness):
    h, scene = open_game(harness, Setup(HOTSEAT, FOXES, 3))
    set_position(scene, LOOP, FOXES)
    h.click(at(scene, "g5"))                   # the other fox has no capture: refused
    assert "compulsory" in scene.message
    for point in ["d3", "f3", "f5", "d5", "d3"]:
        h.click(at(scene, point))
    assert scene.match.moves == []
    h.click(at(scene, "d1"))
    h.tick()
    assert [str(m) for m in scene.match.moves] == ["d3xf3xf5xd5xd3xd1"]


def test_a_capture_picked_from_the_list_by_its_number(harness):
    h, scene = open_game(harness, Setup(HOTSEAT, FOXES, 3))
    set_position(scene, LOOP, FOXES)
    items = scene._list_items()
    assert [str(m) for _, m in items] == [str(m) for m in rules.legal_moves(scene.match.position)]
    h.key(pygame.K_2)
    h.tick()
    assert scene.match.moves == [items[1][1]]


def test_the_capture_is_animated_jump_by_jump(harness):
    h, scene = open_game(harness, Setup(HOTSEAT, FOXES, 3), settings=Settings(sound=False))
    set_position(scene, LOOP, FOXES)
    h.key(pygame.K_1)
    animation = scene.controller.animation()
    assert animation is not None and scene.move_seconds(animation.before, animation.move) > 2.0
    frames = 0
    while scene.controller.is_animating():
        h.tick(1 / 30)
        frames += 1
    assert frames > 30 and rules.hens_left(scene.match.position.board) == 6


def test_the_computer_plays_either_side_and_the_board_fits_a_small_window(harness):
    for side in (FOXES, HENS):
        h, scene = open_game(harness, Setup(HUMAN_COMPUTER, 1 - side, 2, human_side=side), size=(800, 600))
        assert h.run_until(lambda: len(scene.match.moves) == 1, seconds=10)
        assert scene.phase == PLAYING and scene.match.to_move() == side
        cell, square, _ = scene._geometry(scene.board_rect)
        assert scene.board_rect.contains(square) or square.height <= scene.board_rect.height


def test_undo_and_redo(harness):
    h, scene = open_game(harness)
    h.click(at(scene, "a4"))
    h.click(at(scene, "a3"))
    h.tick()
    h.key(pygame.K_u)
    assert scene.match.moves == []
    h.key(pygame.K_y)
    assert len(scene.match.moves) == 1


def test_watching_the_longest_capture_search(harness):
    from games.fox_and_hens.rules import longest_captures, parse_position

    spec = registry.get("fox-and-hens")
    board = "\n".join(["  ...  ", "  .X.  ", "..ABC..", ".......", "..D.E..", "  FGH  ", "  IJK  "])  # 11 hens: not over
    start = parse_position(board, FOXES)
    scene = spec.scene_class()(spec, setup=Setup(HOTSEAT, names=("Foxes", "Hens")), start_position=start)
    h = harness(scene, settings=Settings(sound=False))
    h.tick()
    h.key(pygame.K_w)
    assert scene.watching is not None
    h.key(pygame.K_SPACE)  # pause, then step by hand
    for _ in range(6):
        h.key(pygame.K_RIGHT)
    assert scene.watching.steps == 6 and scene.watching.picture.tries >= 1
    scene.watching.to_end()
    h.tick(frames=5)
    expected = longest_captures(start.board)
    assert scene.watching.finished and len(scene.watching.picture.best) - 1 == expected.longest
    assert scene.watching.picture.best in expected.chains
    h.key(pygame.K_w)
    assert scene.watching is None and scene.match.moves == []  # the game waited
