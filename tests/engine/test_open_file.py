"""``arsac-arcade FILE.klh`` (a double-click on a record): the record viewer at that game, or, for a damaged,
foreign or missing file, a dialog over the menu saying why; never a traceback, and the arcade stays open."""
import pygame
import pytest

from engine.commands import cli
from engine.scenes.menu import MenuScene
from engine.scenes.open_file import OpenFileScene
from engine.scenes.overlay import Dialog
from games.kalah.scene import KalahScene

GOOD = "# Kalah record\n# stones: 3\nA = 1\nB = 2\n"


def open_file(harness, path):
    h = harness()
    menu = h.push(MenuScene())
    scene = h.push(OpenFileScene(path))
    if scene.reading is not None:  # read on a thread: wait for it, then one frame takes the answer
        assert scene.reading.wait(60)
        h.tick()
    return h, menu


def test_a_record_opens_in_the_kalah_viewer_over_the_menu(harness, tmp_path):
    path = tmp_path / "game.klh"
    path.write_text(GOOD)
    h, menu = open_file(harness, path)
    assert isinstance(h.top, KalahScene) and h.top.viewed is not None
    assert h.app.stack.scenes[0] is menu and len(h.app.stack.scenes) == 2
    assert "A record of 2 moves" in h.top.message


@pytest.mark.parametrize("name, content, title, says", [
    ("bad.klh", "# Kalah record\nA = 1\nB = 9\n", "Not a record that can be replayed", "bad.klh: line 2: illegal move"),
    ("picture.klh", bytes(range(256)) * 4, "Not a record that can be replayed", "not UTF-8 text"),
    ("missing.klh", None, "Cannot open the record", "No such file"),
    ("folder.klh", "folder", "Cannot open the record", "it is a folder"),
    ("notes.txt", "hello", "Cannot open this file", "not \u201c.txt\u201d files"),
    ("nul\u0001name.klh", "A = 7\n", "Not a record that can be replayed", "nul\ufffdname.klh: line 1"),
])
def test_a_damaged_or_foreign_file_shows_why_over_the_menu(harness, tmp_path, name, content, title, says):
    path = tmp_path / name
    if content == "folder":
        path.mkdir()
    elif isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content)
    h, menu = open_file(harness, path)
    dialog = h.top
    assert isinstance(dialog, Dialog) and dialog.title == title and says in dialog.message, dialog.message
    assert h.app.stack.scenes == [menu, dialog]
    h.tick()  # drawn over the menu without trouble
    h.key(pygame.K_RETURN)
    assert h.top is menu and h.app.running


def test_escape_while_reading_goes_back_to_the_menu(harness, tmp_path, monkeypatch):
    import threading

    from games.kalah import cli as kalah_cli

    gate = threading.Event()
    monkeypatch.setattr(kalah_cli, "read_record_file", lambda path: gate.wait(60))
    path = tmp_path / "slow.klh"
    h = harness()
    menu = h.push(MenuScene())
    scene = h.push(OpenFileScene(path))
    h.tick(frames=3)
    assert h.top is scene
    h.key(pygame.K_ESCAPE)
    assert h.top is menu
    gate.set()


@pytest.mark.parametrize("argv, is_file", [
    (["game.klh"], True), (["some/folder/record"], True), (["demo"], False), (["replay"], False),
    (["--version"], False), (["play"], False), (["game.klh", "--json"], False), (["typo"], False),
])
def test_which_command_lines_name_a_file(argv, is_file):
    assert cli._is_file_argument(argv) is is_file


def test_the_command_line_opens_the_file_in_the_window(monkeypatch, tmp_path):
    opened = []
    monkeypatch.setattr(cli, "_open_window", lambda factory, **kw: opened.append(factory()) or 0)
    assert cli.run([str(tmp_path / "game.klh")]) == 0
    (scene,) = opened
    assert isinstance(scene, OpenFileScene) and scene.path == tmp_path / "game.klh"
