"""The numbers game's scenes through the harness (watch and play) and its command-line contract."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from engine.entries import registry
from engine.files.settings import Settings
from engine.scenes.puzzle import RUN, SETUP
from games.numbers.play_scene import OVER, NumbersPlayScene
from games.numbers.rules import check_calcs

ROOT = Path(__file__).resolve().parents[2]
SPEC = registry.get("numbers")


def open_scene(harness, **values):
    scene = SPEC.scene_class()(SPEC, values={"mode": "watch", **values})
    h = harness(scene, settings=Settings(sound=False))
    assert scene.phase == SETUP
    h.key(pygame.K_RETURN)
    return h, scene


def test_watch_both_methods_to_the_end(harness):
    h, scene = open_scene(harness, tiles="100 75 50 25 10 10", target=369)
    assert scene.phase == RUN
    while not scene.picture.goals:
        h.key(pygame.K_RIGHT)
    assert scene.picture.goals[0][0] == 369 and scene.picture.method == "book"
    h.key(pygame.K_e)
    assert h.run_until(lambda: scene.player.finished, seconds=60)
    assert scene.picture.results["book"] == (None, None)
    value, calcs = scene.picture.results["full"]
    assert value == 369 and check_calcs(scene.picture.tiles, calcs) == 369 and scene.picture.best == (369, calcs)
    assert scene.solution_lines == ["Full search: 369 in 5 steps"]
    assert scene.viewing == 0  # the end shows what was found


def test_a_wrong_value_keeps_the_panel(harness):
    h, scene = open_scene(harness, tiles="1 2 3 4 5 11")
    assert scene.phase == SETUP and "not a tile" in scene.error
    scene.values["tiles"] = ""
    h.key(pygame.K_RETURN)
    assert scene.phase == RUN and len(scene.values["tiles"].split()) == 6  # drawn, kept for a restart


def play(harness, **values):
    h, scene = open_scene(harness, mode="play", tiles="100 75 50 25 10 10", target=370, **values)
    game = h.top
    assert isinstance(game, NumbersPlayScene) and scene.phase == SETUP
    return h, game


def test_play_steps_undo_refusals_and_score(harness):
    h, game = play(harness)
    assert game.board.cards == (10, 10, 25, 50, 75, 100)
    h.click(game.cards[3].center)            # 50
    h.key(pygame.K_SLASH, unicode="/")
    h.click(game.cards[2].center)            # 25
    assert game.board.steps == ((50, "/", 25, 2),) and len(game.cards) == 7
    assert game.message == "Made 2: 368 away."  # the step is listed once, under the message, not repeated in it
    h.key(pygame.K_u)
    assert game.board.steps == ()
    h.key(pygame.K_2, unicode="2")           # the second free number: 10
    h.key(pygame.K_MINUS, unicode="-")
    h.key(pygame.K_6, unicode="6")           # 100
    assert game.board.steps == () and game.message.startswith("Refused") and "not positive" in game.message
    for keys in ("4/3", "6+1", "5-7", "7*1"):  # 50/25=2, 100+10=110... typed by free position
        for key in keys:
            h.key(pygame.key.key_code(key), unicode=key)
    assert check_calcs(game.board.cards[:6], game.board.steps) == game.board.cards[-1]
    h.key(pygame.K_RETURN)
    assert game.phase == OVER
    h.tick(1.0, frames=10)
    assert game.computer.exact and game.revealed == len(game.computer.calcs)
    h.key(pygame.K_d)
    assert game.phase == "playing" and game.board.steps == ()


def test_the_clock_runs_on_dt_and_ends_the_round(harness):
    h, game = play(harness, clock=5)
    h.tick(1.0, frames=4)
    assert game.phase == "playing" and game.time_left == pytest.approx(1.0)
    h.tick(1.0, frames=2)
    assert game.phase == OVER and game.message == "Time is up. Enter: a new round."
    h.key(pygame.K_ESCAPE)
    assert h.top is not game


def test_no_clock(harness):
    h, game = play(harness, clock=0)
    h.tick(10.0, frames=10)
    assert game.phase == "playing" and game.time_left is None


def run(*args):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "solve", "numbers", *args], env=env,
                          capture_output=True, text=True, timeout=600)  # a hang guard only


def test_solve_numbers_contract():
    tiles = ["--tiles", "100", "75", "50", "25", "10", "10"]
    book = json.loads(run(*tiles, "--target", "370", "--method", "book", "--json").stdout)
    assert book["steps"] == ["50 / 25 = 2", "2 + 10 = 12", "12 + 100 = 112", "112 - 75 = 37", "37 * 10 = 370"]
    assert (book["target"], book["exact"], book["result"], book["method"]) == (370, True, 370, "book")
    missed = json.loads(run(*tiles, "--target", "369", "--method", "book", "--json").stdout)
    assert missed["steps"] is None and missed["exact"] is False
    full = json.loads(run(*tiles, "--target", "369", "--json").stdout)
    assert full["exact"] and full["method"] == "full" and len(full["steps"]) >= 1
    other = json.loads(run("--tiles", "4", "4", "7", "8", "9", "100", "--target", "380", "--json").stdout)
    assert other["exact"] and other["result"] == 380


@pytest.mark.parametrize("args", [["--tiles", "1", "2", "3", "4", "5", "11", "--target", "500"],
                                  ["--tiles", "1", "2", "3", "4", "5", "--target", "500"],
                                  ["--tiles", "1", "2", "3", "4", "5", "6", "--target", "1000"],
                                  ["--tiles", "1", "2", "x", "4", "5", "6", "--target", "500"],
                                  ["--tiles", "1", "2", "3", "4", "5", "6", "--target", "five"]])
def test_bad_input_is_one_line_and_exit_2(args):
    bad = run(*args)
    assert bad.returncode == 2 and len(bad.stderr.splitlines()) == 1 and bad.stdout == ""


def test_monkey_in_play_mode(harness):
    import random

    rng = random.Random(10)
    h, game = play(harness, clock=20)
    width, height = h.app.size
    keys = [pygame.K_u, pygame.K_d, pygame.K_RETURN, pygame.K_BACKSPACE, pygame.K_1, pygame.K_2, pygame.K_3,
            pygame.K_7, pygame.K_PLUS, pygame.K_MINUS, pygame.K_SLASH, pygame.K_ASTERISK, pygame.K_TAB, pygame.K_F1]
    for i in range(1500):
        if h.top is not game and h.top is not None and h.top.overlay:
            h.key(pygame.K_ESCAPE)  # the rules overlay
        if h.top is not game:  # the round was left: start another
            game = h.push(NumbersPlayScene(SPEC, game.params, False, rng))
        if rng.random() < 0.5:
            h.click((rng.randrange(width), rng.randrange(height)))
        else:
            key = rng.choice(keys)
            h.key(key, unicode=pygame.key.name(key) if len(pygame.key.name(key)) == 1 else "")
        if i % 10 == 0:
            h.tick(1 / 5)
        if game.phase == "playing":
            assert check_calcs(game.board.cards[:6], game.board.steps) in (None, game.board.cards[-1])


def test_the_game_opens_in_play_as_its_card_promises(harness):
    scene = SPEC.scene_class()(SPEC)
    h = harness(scene, settings=Settings(sound=False))
    h.key(pygame.K_RETURN)
    assert isinstance(h.top, NumbersPlayScene)


def _window_tries(*language: str):
    """Every window size and text size the text-fit test lays the screens out at (tests/test_text_fits.py), in
    ``language`` when one is given."""
    from tests.test_text_fits import SIZES, TEXT_SIZES

    return [pytest.param(size, text, *language, id="-".join((f"{size[0]}x{size[1]}-text{text}", *language)))
            for size in SIZES for text in TEXT_SIZES.get(size, (100,))]


@pytest.mark.parametrize("size, text_size", _window_tries())
def test_the_tiles_stay_on_the_board_clear_of_the_side_panel(harness, monkeypatch, size, text_size):
    """Every tile drawn (the six along the top, the search's numbers left, a solution's, a round's) lies inside its
    scene's board and off its side panel, at every window size and text size (at 640x480 with the text at 200%,
    the six tiles beside the target ran under the side panel)."""
    from games.numbers import play_scene as play_module
    from games.numbers import scene as watch_module

    drawn: list[pygame.Rect] = []

    def recording(draw):
        def draw_card(surface, rect, *args, **kwargs):
            drawn.append(pygame.Rect(rect))
            draw(surface, rect, *args, **kwargs)
        return draw_card

    for module in (watch_module, play_module):
        monkeypatch.setattr(module, "draw_card", recording(module.draw_card))

    def assert_on_board(board: pygame.Rect, side: pygame.Rect, what: str) -> None:
        drawn.clear()
        h.tick()
        assert drawn, f"{what}: no tile drawn"
        for rect in drawn:
            assert board.contains(rect) and not rect.colliderect(side), (
                f"{what} at {size[0]}x{size[1]}, text {text_size}%: the tile at {tuple(rect)} leaves the board "
                f"{tuple(board)} (the side panel: {tuple(side)})")

    scene = SPEC.scene_class()(SPEC, values={"mode": "watch", "tiles": "100 75 50 25 10 10", "target": "369",
                                             "method": "both"})
    h = harness(scene, size=size, settings=Settings(sound=False, text_size=text_size))
    h.key(pygame.K_RETURN)
    for _step in range(20):
        scene.single_step()
    assert scene.picture.method == "book"
    assert_on_board(scene._board, scene._side, "the book's method")
    while scene.picture.method != "full" or len(scene.picture.left) < 6:
        scene.single_step()
    assert_on_board(scene._board, scene._side, "the full search")
    h.key(pygame.K_e)
    assert h.run_until(lambda: scene.player.finished, seconds=60) and scene.viewing == 0
    assert_on_board(scene._board, scene._side, "a solution")
    h.key(pygame.K_s)
    scene.values["mode"] = "play"
    h.key(pygame.K_RETURN)
    game = h.top
    assert isinstance(game, NumbersPlayScene)
    assert_on_board(game._main, game._side, "a round")


@pytest.mark.parametrize("size, text_size, language", [
    *_window_tries("en"),
    *(pytest.param((640, 480), 200, language, id=f"640x480-text200-{language}") for language in ("fr", "ru"))])
def test_the_watch_shows_its_texts_whole_with_the_largest_tiles(harness, size, text_size, language):
    """The book's chain of goals and the results, with three-digit tiles (the text-fit test's demo draws its tiles
    at random): nothing shortened, drawn over by the side panel nor cut, at every window size and text size, and in
    French and Russian on the smallest window with the text at 200% (there, the goals' "from …" column ran under
    the side panel, a result was cut short, and in French a heading too)."""
    from engine.files.language import speak
    from engine.ui import draw
    from tests.text_witness import seeing

    speak(language)
    with draw.watching() as shortened:
        scene = SPEC.scene_class()(SPEC, values={"mode": "watch", "tiles": "100 75 50 25 10 10", "target": "369",
                                                 "method": "both"})
        h = harness(size=size, settings=Settings(sound=False, text_size=text_size))
        with seeing(h) as seen:
            h.push(scene)
            h.key(pygame.K_RETURN)
            for _step in range(20):  # the book's chain, five goals deep
                scene.single_step()
            h.tick()
            assert not seen.cut(), f"the book's goals at {size}, text {text_size}%: {seen.cut()}"
            while scene.picture.method != "full" or len(scene.picture.path) < 2:  # the book's result, the search's
                scene.single_step()
            h.tick()
            assert not seen.cut(), f"the results at {size}, text {text_size}%: {seen.cut()}"
    assert not shortened, f"shortened at {size}, text {text_size}%: {sorted(set(shortened))}"
