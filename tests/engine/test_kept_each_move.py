"""Nothing lost even when killed: every move is on disk as soon as it is made, and two windows on the same
folders merge their records and kept games instead of overwriting each other (the kills themselves:
tests/engine/test_kill_faults.py, in the slow set)."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.commands import cli
from engine.duels.basics import HOTSEAT, HUMAN_COMPUTER, PERFECT, Outcome, Setup
from engine.entries import registry
from engine.files.records import RecordBook
from engine.files.saved_games import DUELS as DUEL_GAMES
from engine.files.saved_games import SavedDuel, SavedGameBook, SavedRound
from engine.files.settings import Settings
from engine.scenes.duel import PLAYING
from games.numbers.play_scene import NumbersPlayScene

ROOT = Path(__file__).resolve().parents[2]
FAST = Settings(sound=False, animation_speed="instant")
DUELS = [s for s in registry.entries() if s.kind == registry.DUEL]


def on_disk(path: Path) -> SavedGameBook:
    return SavedGameBook.open(path)


@pytest.mark.parametrize("spec", DUELS, ids=lambda s: s.id)
def test_each_move_is_on_disk_before_the_next_one(harness, tmp_path, spec):
    path = tmp_path / "saved_games.json"
    scene = spec.scene_class()(spec, seed=3)
    h = harness(settings=FAST, saved=SavedGameBook.open(path, now=lambda: "2026-11-25T12:00:00+00:00"))
    h.push(scene)
    scene.start(Setup(HOTSEAT))
    assert scene.phase == PLAYING and not path.exists()
    for made in range(1, 4):
        assert h.run_until(scene.controller.human_may_move)
        scene.try_move(scene.match.legal_moves()[0])
        assert h.run_until(lambda: not scene.controller.is_animating())
        h.tick()
        if scene.match.is_over():
            break
        kept = on_disk(path).duel(spec.id)  # no leaving, no closing: read as a fresh start would
        assert kept is not None and len(kept.moves) == len(scene.match.moves) == made
        assert kept.moves == tuple(map(str, scene.match.moves)) and kept.saved == "2026-11-25T12:00:00+00:00"
    scene.controller.undo()
    h.tick()
    assert len(on_disk(path).duel(spec.id).moves) == len(scene.match.moves)  # an undo is kept at once too


def test_kalah_against_the_computer_is_kept_sowing_by_sowing(harness, tmp_path):
    spec = registry.get("kalah")
    path = tmp_path / "saved_games.json"
    scene = spec.scene_class()(spec, seed=3)
    h = harness(settings=FAST, saved=SavedGameBook.open(path))
    h.push(scene)
    scene.start(Setup(HUMAN_COMPUTER, level=1))
    assert h.run_until(scene.controller.human_may_move)
    scene.try_move(scene.match.legal_moves()[1])  # pit 2: its last stone lands past the kalah, the computer's turn
    assert h.run_until(lambda: len(scene.match.moves) >= 2 and scene.controller.human_may_move())
    h.tick()
    kept = on_disk(path).duel("kalah")
    assert kept is not None and kept.moves == tuple(map(str, scene.match.moves)) and len(kept.moves) >= 2


def test_the_numbers_round_is_kept_at_each_step(harness, tmp_path):
    spec = registry.get("numbers")
    path = tmp_path / "saved_games.json"
    h = harness(settings=FAST, saved=SavedGameBook.open(path))
    scene = NumbersPlayScene(spec, spec.part("solver").make_params({"tiles": "1 2 3 4 5 100", "target": "999",
                                                                   "mode": "play"}))
    h.push(scene)
    scene.pick(5)
    scene.choose_operator("*")
    scene.pick(4)  # 100 * 5
    kept = on_disk(path).round("numbers")
    assert kept is not None and kept.steps == ((5, "*", 4),)
    scene.undo()
    assert on_disk(path).round("numbers").steps == ()


# --- two windows on the same folders ---------------------------------------------------------------------
def test_two_record_books_on_one_file_keep_both_results(tmp_path):
    """The issue's example: a Kalah win noted by the first window and a Match Nim win by the second."""
    path = tmp_path / "records.json"
    first, second = RecordBook.open(path), RecordBook.open(path)
    first.note_duel("kalah", Setup(HUMAN_COMPUTER, level=3), Outcome(0, "more stones"))
    second.note_duel("match-nim", Setup(HUMAN_COMPUTER, level=2), Outcome(0, "took the last match"))
    kept = RecordBook.open(path).records.duels
    assert kept[("kalah", 3)].won == 1 and kept[("match-nim", 2)].won == 1
    first.refresh()  # what Statistics does when it opens
    assert first.records.duels[("match-nim", 2)].won == 1


def duel(moves: int, level: int = 3) -> SavedDuel:
    return SavedDuel({}, HUMAN_COMPUTER, 0, level, 0, "start | 0", tuple(str(i % 6 + 1) for i in range(moves)))


def test_two_windows_keeping_different_entries_keep_both(tmp_path):
    path = tmp_path / "saved_games.json"
    first, second = SavedGameBook.open(path), SavedGameBook.open(path)
    first.keep_duel("kalah", duel(3))
    second.keep_duel("fox-and-hens", duel(5))
    first.keep_duel("kalah", duel(4))
    second.keep_round("numbers", SavedRound((1, 2, 3, 4, 5, 6), 100, 0, (), 1.0))
    kept = on_disk(path).value
    assert kept.duels == {"kalah": duel(4), "fox-and-hens": duel(5)} and set(kept.rounds) == {"numbers"}


def test_two_windows_playing_the_same_entry_keep_both_games_and_say_so(tmp_path):
    path = tmp_path / "saved_games.json"
    first, second = SavedGameBook.open(path), SavedGameBook.open(path)
    first.keep_duel("kalah", duel(3, level=1))
    second.keep_duel("kalah", duel(7, level=5))  # the later one is offered, the earlier one kept too
    assert second.notice is not None and "kept too" in second.notice
    kept = on_disk(path).value
    assert kept.duels["kalah"] == duel(7, level=5) and kept.earlier is not None
    assert kept.earlier.duels["kalah"] == duel(3, level=1)
    first.keep_duel("kalah", duel(4, level=1))  # the first plays on: now the second's is the earlier one
    kept = on_disk(path).value
    assert kept.duels["kalah"] == duel(4, level=1) and kept.earlier.duels["kalah"] == duel(7, level=5)
    first.keep_duel("kalah", None)  # the first game ends: the other is offered in its place
    kept = on_disk(path).value
    assert kept.duels["kalah"] == duel(7, level=5) and kept.earlier is None


def test_forgetting_a_game_never_drops_another_windows(tmp_path):
    path = tmp_path / "saved_games.json"
    first, second = SavedGameBook.open(path), SavedGameBook.open(path)
    first.keep_duel("kalah", duel(3))
    second.refresh()
    second.adopt(DUEL_GAMES, "kalah")  # the second window resumed it and played on
    second.keep_duel("kalah", duel(4))
    first.keep_duel("kalah", None)  # the first one's game "ended": the file holds the second's now
    assert on_disk(path).duel("kalah") == duel(4) and on_disk(path).value.earlier is None


def test_a_finished_game_is_never_offered_again_and_the_other_windows_stays(tmp_path):
    """Both windows play Kalah; the second keeps last and quits; the first's game ends, then it plays anew."""
    path = tmp_path / "saved_games.json"
    first, second = SavedGameBook.open(path), SavedGameBook.open(path)
    first.keep_duel("kalah", duel(3, level=1))
    second.keep_duel("kalah", duel(9, level=5))  # the first's game is kept as the earlier one
    first.keep_duel("kalah", None)  # the first's game ends (it is counted): gone from wherever it was
    assert on_disk(path).value.duels == {"kalah": duel(9, level=5)} and on_disk(path).value.earlier is None
    first.keep_duel("kalah", duel(1, level=1))  # a new game in the first window: the second's is kept aside
    kept = on_disk(path).value
    assert kept.duels["kalah"] == duel(1, level=1) and kept.earlier.duels["kalah"] == duel(9, level=5)
    first.keep_duel("kalah", None)  # that one ends too: the second's is offered, nothing finished is
    assert on_disk(path).value.duels == {"kalah": duel(9, level=5)} and on_disk(path).value.earlier is None


def test_a_window_opened_straight_into_a_new_game_keeps_the_game_in_progress_aside(tmp_path):
    """``arsac-arcade play kalah`` while another window is 14 moves into Kalah: no Resume was offered."""
    path = tmp_path / "saved_games.json"
    playing = SavedGameBook.open(path)
    playing.keep_duel("kalah", duel(14))
    newcomer = SavedGameBook.open(path)
    newcomer.keep_duel("kalah", duel(1))
    assert newcomer.notice is not None and "kept too" in newcomer.notice
    playing.keep_duel("kalah", duel(14))  # the first window closes: its game is already safe
    kept = on_disk(path).value
    assert kept.duels["kalah"] == duel(1) and kept.earlier.duels["kalah"] == duel(14)


def test_a_game_declined_at_the_resume_offer_is_replaced_without_a_word(tmp_path):
    path = tmp_path / "saved_games.json"
    SavedGameBook.open(path).keep_duel("kalah", duel(5))  # last session's game
    book = SavedGameBook.open(path)
    book.adopt(DUEL_GAMES, "kalah")  # the setup panel offered it; the player chose "New game"
    book.keep_duel("kalah", duel(1))
    assert book.notice is None and on_disk(path).value.duels == {"kalah": duel(1)} and on_disk(path).value.earlier is None


# --- the saved command -------------------------------------------------------------------------------
def saved_command(home: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "ARSAC_ARCADE_HOME": str(home)}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "saved", *args], env=env, capture_output=True,
                          text=True, timeout=600)


def test_the_saved_command_lists_and_forgets(tmp_path, monkeypatch):
    from engine.files import paths

    home = tmp_path / "home"
    monkeypatch.setenv("ARSAC_ARCADE_HOME", str(home))
    book = SavedGameBook.open(paths.saved_games_file(), now=lambda: "2026-11-25T10:00:00+01:00")
    book.keep_duel("kalah", duel(3))
    book.keep_round("numbers", SavedRound((1, 2, 3, 4, 5, 6), 100, 0, ((0, "+", 1),), 1.0))
    listed = json.loads(saved_command(home, "--json").stdout)
    assert listed == {"games": [
        {"entry": "kalah", "kind": "duel", "mode": HUMAN_COMPUTER, "level": 3, "moves": 3,
         "saved": "2026-11-25T10:00:00+01:00", "earlier": False},
        {"entry": "numbers", "kind": "round", "mode": "play", "level": None, "moves": 1,
         "saved": "2026-11-25T10:00:00+01:00", "earlier": False}]}
    text = saved_command(home).stdout
    assert "kalah" in text and "3 moves" in text and "2026-11-25T10:00:00+01:00" in text
    done = saved_command(home, "--forget", "kalah")
    assert done.returncode == 0 and "Forgot the game kept for kalah." in done.stdout
    assert [g["entry"] for g in json.loads(saved_command(home, "--json").stdout)["games"]] == ["numbers"]
    wrong = saved_command(home, "--forget", "chess")
    assert wrong.returncode == 2 and "no game is kept for 'chess' (kept: numbers)" in wrong.stderr


@pytest.mark.parametrize(("language", "named"), [("en", "level Perfect"), ("fr", "niveau Parfait"), ("ru", "уровень Безупречный")])
def test_the_saved_command_names_the_level_perfect_as_the_setup_does(tmp_path, monkeypatch, capsys, language, named):
    from engine.files import paths

    monkeypatch.setenv("ARSAC_ARCADE_HOME", str(tmp_path / "home"))
    book = SavedGameBook.open(paths.saved_games_file(), now=lambda: "2025-01-01T10:00:00+01:00")
    book.keep_duel("kalah", duel(4, level=PERFECT))
    book.keep_duel("row-nim", duel(2, level=5))
    assert cli.run(["--language", language, "saved"]) == 0
    kalah, row_nim = sorted(capsys.readouterr().out.splitlines())
    assert f"human-computer, {named} " in kalah and "6" not in kalah
    assert f"human-computer, {named.split()[0]} 5 " in row_nim
    assert kalah.index(" 4 ") == row_nim.index(" 2 ")  # the counts stay in one column
