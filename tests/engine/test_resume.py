"""Nothing lost, through the screens: a duel against the computer (or between two players) and the numbers
game's round are kept when the player leaves (Esc) or closes the window, and opening the entry again offers
"Resume" first, which brings back the same position, moves, undo, clock.  A finished game is forgotten, a
stale one is dropped without a crash, and a new game left before its first move does not replace the one kept."""
import json

import pygame
import pytest

from engine.duels.basics import HOTSEAT, HUMAN_COMPUTER, Setup
from engine.entries import registry
from engine.files.records import RecordBook
from engine.files.saved_games import SavedGameBook
from engine.files.settings import Settings
from engine.scenes.duel import OVER, PLAYING, SETUP
from engine.ui.draw import watching
from engine.ui.widgets import Button
from games.numbers.play_scene import NumbersPlayScene

FAST = Settings(sound=False, animation_speed="instant")
DUELS = [s for s in registry.entries() if s.kind == registry.DUEL]


def open_entry(harness, path, entry: str, settings=FAST, records=None, **kwargs):
    """The entry opened as from the menu, with the games kept in ``path`` (and the records of play in ``records``)."""
    spec = registry.get(entry)
    scene = spec.scene_class()(spec, seed=5, **kwargs)
    h = harness(settings=settings, saved=SavedGameBook.open(path))
    if records is not None:
        h.app.records = RecordBook.open(records)
    h.push(scene)
    return h, scene


def leave(h, how: str) -> None:
    if how == "esc":
        h.key(pygame.K_ESCAPE)
    else:  # the window's close button
        h.send(pygame.event.Event(pygame.QUIT))
    assert h.top is None


def resume_button(scene) -> Button | None:
    """The setup panel's Resume button: the first widget, focused (Enter takes it); None when none is offered."""
    form = scene.panel.form if hasattr(scene, "panel") else scene.setup_form
    first = form.widgets[0]
    if not isinstance(first, Button):
        return None
    assert form.focused is first and first.primary and first.text.startswith("Resume: ")
    return first


def offered(scene) -> str | None:
    """What the Resume button says, if there is one."""
    button = resume_button(scene)
    return button.text if button else None


@pytest.mark.parametrize("how", ["esc", "quit"])
@pytest.mark.parametrize("spec", DUELS, ids=lambda s: s.id)
def test_a_game_against_the_computer_is_kept_and_resumed(harness, tmp_path, spec, how):
    path = tmp_path / "saved_games.json"
    h, scene = open_entry(harness, path, spec.id)
    assert scene.phase == SETUP and offered(scene) is None
    h.key(pygame.K_RETURN)  # the panel's defaults: you against the computer
    assert scene.phase == PLAYING and scene.match.setup.mode == HUMAN_COMPUTER
    assert h.run_until(scene.controller.human_may_move)
    scene.try_move(scene.match.legal_moves()[0])
    assert h.run_until(lambda: scene.controller.human_may_move() or scene.phase == OVER)
    assert scene.phase == PLAYING  # the computer has answered: your turn again
    position, moves, start = scene.match.position, scene.match.moves, scene.match.start
    leave(h, how)
    assert path.exists()

    h, scene = open_entry(harness, path, spec.id)
    assert offered(scene) == f"Resume: your game against level 3, move {len(moves) + 1}"
    assert [b.text for b in scene.panel.buttons] == ["New game", "Rules", "Back"]
    with watching() as overflows:
        h.tick()
    assert overflows == []
    h.key(pygame.K_RETURN)
    assert scene.phase == PLAYING and scene.match.position == position and scene.match.moves == moves
    assert scene.message.startswith("Game resumed")
    h.key(pygame.K_u)  # the whole exchange taken back: undo works on the game read back
    assert len(scene.match.moves) < len(moves) and scene.match.start == start


def test_the_computer_thinks_again_when_it_was_to_move(harness, tmp_path):
    path = tmp_path / "saved_games.json"
    h, scene = open_entry(harness, path, "match-nim", setup=Setup(HUMAN_COMPUTER, 0, 2))
    scene.try_move(scene.match.legal_moves()[0])  # shown at once; the computer has not begun
    assert scene.controller.computer_to_move()
    leave(h, "quit")
    h, scene = open_entry(harness, path, "match-nim")
    h.key(pygame.K_RETURN)
    assert scene.controller.computer_to_move() and len(scene.match.moves) == 1
    assert h.run_until(lambda: len(scene.match.moves) == 2)


def test_a_move_being_shown_when_the_window_closes_is_kept(harness, tmp_path):
    path = tmp_path / "saved_games.json"
    h, scene = open_entry(harness, path, "kalah", settings=Settings(sound=False), setup=Setup(HOTSEAT))
    scene.try_move(scene.match.legal_moves()[0])
    h.tick()
    assert scene.controller.is_animating() and not scene.match.moves
    leave(h, "quit")
    assert json.loads(path.read_text())["duels"]["kalah"]["moves"] == ["1"]


def test_a_finished_game_is_forgotten(harness, tmp_path):
    path = tmp_path / "saved_games.json"
    h, scene = open_entry(harness, path, "match-nim", setup=Setup(HOTSEAT), values={"start": "1 3"})
    scene.try_move(scene.rules.parse_move("pile 1 take 1"))
    leave(h, "esc")
    h, scene = open_entry(harness, path, "match-nim")
    h.key(pygame.K_RETURN)  # resume
    assert scene.match.position.piles == (0, 3) and scene.match.setup.mode == HOTSEAT
    scene.try_move(scene.rules.parse_move("pile 2 take 3"))
    h.tick()
    assert scene.phase == OVER and h.app.saved.duel("match-nim") is None
    assert json.loads(path.read_text())["duels"] == {}
    leave(h, "esc")
    h, scene = open_entry(harness, path, "match-nim")
    assert offered(scene) is None


def test_a_new_game_left_before_its_first_move_keeps_the_game_kept(harness, tmp_path):
    path = tmp_path / "saved_games.json"
    h, scene = open_entry(harness, path, "row-nim", setup=Setup(HOTSEAT))
    scene.try_move(scene.match.legal_moves()[0])
    leave(h, "esc")
    kept = path.read_text()
    h, scene = open_entry(harness, path, "row-nim")
    new_game = next(b for b in scene.panel.buttons if b.text == "New game")
    h.click(new_game.rect.center)
    assert scene.phase == PLAYING and not scene.match.moves
    leave(h, "quit")
    assert path.read_text() == kept
    h, scene = open_entry(harness, path, "row-nim")
    h.key(pygame.K_RETURN)  # still offered; a resumed game taken back to its start and left is forgotten
    while scene.match.undo():
        pass
    leave(h, "esc")
    assert json.loads(path.read_text())["duels"] == {}


def test_the_setup_key_in_a_game_offers_it_back(harness, tmp_path):
    h, scene = open_entry(harness, tmp_path / "saved_games.json", "fox-and-hens", setup=Setup(HOTSEAT, 1))
    scene.try_move(scene.match.legal_moves()[0])
    position = scene.match.position
    h.key(pygame.K_s)
    assert scene.phase == SETUP and offered(scene) == "Resume: two players, move 2"
    h.key(pygame.K_RETURN)
    assert scene.phase == PLAYING and scene.match.position == position


def test_a_stale_game_is_dropped_without_a_crash_and_nothing_else_is_touched(harness, tmp_path):
    path = tmp_path / "saved_games.json"
    h, scene = open_entry(harness, path, "match-nim", setup=Setup(HOTSEAT), values={"start": "4 4"})
    scene.try_move(scene.rules.parse_move("pile 1 take 1"))
    leave(h, "esc")
    data = json.loads(path.read_text())
    data["duels"]["match-nim"]["moves"] += ["pile 1 take 9"]  # more than is left
    path.write_text(json.dumps(data))
    records = tmp_path / "records.json"
    records.write_text('{"version": 1, "duels": {}}\n')
    h, scene = open_entry(harness, path, "match-nim", records=records)
    assert offered(scene) is None and h.app.saved.duel("match-nim") is None
    assert json.loads(path.read_text())["duels"] == {}  # dropped from the file too
    assert records.read_text() == '{"version": 1, "duels": {}}\n' and not (tmp_path / "records.json.damaged").exists()


# --- the numbers game's round --------------------------------------------------------------------------
def open_numbers(harness, path):
    return open_entry(harness, path, "numbers", settings=Settings(sound=False),
                      values={"mode": "play", "tiles": "100 75 50 25 10 10", "target": 370, "clock": 45})


@pytest.mark.parametrize("how", ["esc", "quit"])
def test_a_round_of_the_numbers_game_is_kept_and_resumed(harness, tmp_path, how):
    path = tmp_path / "saved_games.json"
    h, panel = open_numbers(harness, path)
    h.key(pygame.K_RETURN)
    game = h.top
    assert isinstance(game, NumbersPlayScene)
    for key in "4/34+1u":  # 50 / 25, then 100 + 10 taken back
        h.key(pygame.key.key_code(key), unicode=key)
    h.tick(0.5, frames=20)  # ten seconds used
    board, picks = game.board, list(game.picks)
    assert board.steps == ((50, "/", 25, 2),)
    if how == "esc":
        h.key(pygame.K_ESCAPE)
        assert h.top is panel and offered(panel) == "Resume: round for 370, 1 step, 0:35 left"
        h.key(pygame.K_ESCAPE)
    leave(h, "quit")

    h, panel = open_numbers(harness, path)
    assert offered(panel) == "Resume: round for 370, 1 step, 0:35 left"
    assert [b.text for b in panel.setup_buttons] == ["Start", "Method", "Back"] and not panel.setup_buttons[0].primary
    h.key(pygame.K_RETURN)
    game = h.top
    assert isinstance(game, NumbersPlayScene) and game.message == "Round resumed."
    assert game.board == board and game.picks == picks and game.spent == pytest.approx(10.0)
    assert game.time_left == pytest.approx(35.0)
    h.key(pygame.K_u)
    assert game.board.steps == () and game.board.cards == (10, 10, 25, 50, 75, 100)
    h.key(pygame.K_RETURN)  # done: the round is over and forgotten
    assert h.app.saved.round("numbers") is None and json.loads(path.read_text())["rounds"] == {}


def test_a_new_round_played_to_its_end_leaves_the_round_kept_but_one_left_in_play_replaces_it(harness, tmp_path):
    path = tmp_path / "saved_games.json"
    h, panel = open_numbers(harness, path)
    h.key(pygame.K_RETURN)
    h.key(pygame.K_ESCAPE)  # a round left at once: kept
    assert offered(panel) == "Resume: round for 370, 0 steps, 0:45 left"
    kept = path.read_text()
    h.click(panel.setup_buttons[0].rect.center)  # Start: a new round instead
    assert isinstance(h.top, NumbersPlayScene)
    h.tick(1.0, frames=5)
    h.key(pygame.K_RETURN)  # done at once: it ends, and the round kept stays
    h.key(pygame.K_ESCAPE)
    assert h.top is panel and offered(panel) == "Resume: round for 370, 0 steps, 0:45 left" and path.read_text() == kept
    h.click(panel.setup_buttons[0].rect.center)
    assert isinstance(h.top, NumbersPlayScene)
    h.tick(1.0, frames=5)
    leave(h, "quit")  # left in play: it replaces the round kept
    assert json.loads(path.read_text())["rounds"]["numbers"]["spent"] == pytest.approx(5.0)


def test_a_stale_round_is_dropped(harness, tmp_path):
    path = tmp_path / "saved_games.json"
    round_ = {"tiles": [10, 10, 25, 50, 75, 100], "target": 370, "clock": 45, "steps": [[3, "/", 3]], "spent": 1.0}
    path.write_text(json.dumps({"version": 1, "duels": {}, "rounds": {"numbers": round_}}))
    h, panel = open_numbers(harness, path)
    assert offered(panel) is None and h.app.saved.round("numbers") is None
    for stale in ({"spent": 45.0}, {"clock": 9999}, {"steps": [[3, "/", 2], [6, "*", 5]], "target": 200}):
        path.write_text(json.dumps({"version": 1, "duels": {}, "rounds": {"numbers": {**round_, **stale}}}))
        h, panel = open_numbers(harness, path)
        assert offered(panel) is None
