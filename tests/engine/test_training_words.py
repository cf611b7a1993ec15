"""One word for each thing (issue 56, item 4): the training's exercises and the book's puzzles never share a word.

- in the code: no module of the training (or of its files, its screens, its command) is named for puzzles;
- in the three languages: every text shown only by the training says its word, never the book's (English
  "exercise", not "puzzle"; French "exercice", not "casse-tête", "énigme" or "problème"; Russian "упражнение",
  not "головоломка" or "задача"), and every text shown only by the book's puzzles never says the training's;
- in the window: the menu's button says "Training" and R opens it;
- on the command line: ``exercises`` and its former name ``puzzles`` are one command; the JSON list is named as the
  command was typed, so the scripts written for ``puzzles`` go on reading it;
- on disk: a player's tries and own exercises written under the former names (``puzzle_tries.json``,
  ``own_puzzles.json``, version 1) are moved to today's and read whole, nothing lost.
"""
import json
import re
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from engine.commands import cli
from engine.files import paths
from engine.files.exercise_tries import ExerciseBook
from engine.files.own_exercises import OwnExerciseBook
from engine.scenes.menu import MenuScene
from engine.scenes.training import TrainingScene
from tests.engine.test_own_exercises import made as own_made
from tests.exercise_helpers import made

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"
TRAINING = ("engine/training/", "engine/scenes/training", "engine/scenes/exercise_board.py",
            "engine/scenes/mistake_board.py", "engine/scenes/duel_mistakes.py", "engine/files/exercise_",
            "engine/files/own_exercises.py", "engine/commands/exercise_list.py", "games/shared/nim_exercises.py")
BOOK = ("engine/puzzles/", "engine/scenes/puzzle.py", "games/queens/", "games/queen_cover/", "games/dominoes/",
        "games/ruler/", "games/schoolgirls/", "games/pentominoes/", "games/signs/", "games/numbers/")
WORDS = {  # language: (the training's word, the words it must not use, the book's word)
    "en": (r"exercise", r"puzzle", r"puzzle"),
    "fr": (r"exercice|entraînement", r"casse-tête|énigme|problème", r"casse-tête"),
    "ru": (r"упражнен|тренировк", r"головолом|задач", r"головолом"),
}


def _messages(language: str):
    """(msgid, its text in ``language``, the files it is said in) for every message of the catalogs."""
    path = LOCALE / ("arsac_arcade.pot" if language == "en" else f"{language}/LC_MESSAGES/arsac_arcade.po")
    with path.open("rb") as handle:
        catalog = read_po(handle)
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        text = " ".join(ids) if language == "en" else " ".join(
            message.string if isinstance(message.string, tuple) else (message.string,))
        yield ids[0], text, {place for place, _line in message.locations}


def _only_in(places: set[str], prefixes: tuple[str, ...]) -> bool:
    return bool(places) and all(place.startswith(prefixes) for place in places)


def test_no_module_of_the_training_is_named_for_puzzles():
    named = [str(path.relative_to(ROOT)) for folder in ("engine/training", "engine/files", "engine/commands",
                                                         "engine/scenes", "packaging", "tests/engine")
             for path in (ROOT / folder).glob("*.py") if "puzzle" in path.name]
    assert named == ["engine/scenes/puzzle.py"]  # the book's puzzles' scene, the only one
    assert not (ROOT / "assets" / "puzzles").exists() and (ROOT / "assets" / "exercises").is_dir()


@pytest.mark.parametrize("language", sorted(WORDS))
def test_the_trainings_texts_say_its_word_and_the_books_say_theirs(language):
    word, not_ours, book_word = WORDS[language]
    training = [(msgid, text) for msgid, text, places in _messages(language) if _only_in(places, TRAINING)]
    book = [(msgid, text) for msgid, text, places in _messages(language) if _only_in(places, BOOK)]
    assert len(training) > 60 and len(book) > 60  # the check reads the catalogs' places, so it reads something
    assert [m for m, text in training if re.search(not_ours, text, re.I)] == []
    assert [m for m, text in book if re.search(word, text, re.I)] == []
    said = [m for m, text in training if re.search(word, text, re.I)]
    assert len(said) >= 20  # the training's word is said, in every language
    badge = next(text for msgid, text, _places in _messages(language) if msgid == "puzzle")  # the book's cards' kind
    assert re.search(book_word, badge, re.I), badge


def test_the_menu_says_training_and_r_opens_it(harness):
    menu = MenuScene()
    h = harness(menu, size=(1280, 800))
    h.tick()
    assert [b.text for b in menu.buttons][0] == "Training" and menu.buttons[0].key_hint == "R"
    h.key(pygame.K_r)
    h.tick()
    assert isinstance(h.top, TrainingScene)


def _listed(capsys, *words: str):
    assert cli.run(list(words)) == 0
    return json.loads(capsys.readouterr().out)


def test_puzzles_is_another_name_of_exercises_its_list_named_as_typed(capsys):
    today = _listed(capsys, "exercises", "--json", "--game", "match-nim")
    former = _listed(capsys, "puzzles", "--json", "--game", "match-nim")
    assert list(today) == ["exercises"] and list(former) == ["puzzles"]
    assert today["exercises"] == former["puzzles"] and len(today["exercises"]) > 10
    first = today["exercises"][0]
    answer = " ".join(first["answer"])
    for name in ("exercises", "puzzles"):
        assert cli.run([name, "--check", first["id"], answer]) == 0
        assert cli.run([name, "--check", "no-such-exercise", answer]) == 2
    capsys.readouterr()
    assert cli.run(["puzzles", "--mine", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"puzzles": []}


FORMER_TRIES = {"version": 1, "base": {"player": [1612.5, 120.0, 0.06], "puzzles": {"kalah-0001": [1480.0, 190.0, 0.06]},
                                       "streak": 2, "best_streak": 5, "total": [9, 6], "by_game": {"kalah": [9, 6]},
                                       "by_theme": {"capture": [9, 6]}, "recent": ["kalah-0001"], "last_at": 1e9},
                "tries": [{"puzzle": "kalah-0002", "game": "kalah", "themes": ["capture"], "right": True,
                           "at": 1e9 + 60, "shipped": [1500.0, 200.0]}],
                "best_run": 4}


def test_the_former_tries_file_is_moved_and_read_whole(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "data_dir", lambda: tmp_path)
    (tmp_path / "puzzle_tries.json").write_text(json.dumps(FORMER_TRIES), encoding="utf-8")
    path = paths.exercise_tries_file()
    assert path == tmp_path / "exercise_tries.json" and path.exists() and not (tmp_path / "puzzle_tries.json").exists()
    book = ExerciseBook.open(path, lambda: 2e9)
    assert book.notice is None
    standing = book.standing
    assert standing.best_streak == 5 and standing.total.tries == 10 and standing.streak == 3
    assert set(standing.exercises) == {"kalah-0001", "kalah-0002"}
    assert book.value.best_run == 4
    book.record(made("kalah-0003", "kalah", ("capture",), 1500.0), False)  # a new try writes today's words
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["version"] == 2 and "exercises" in written["base"] and "puzzles" not in written["base"]
    assert all("exercise" in t and "puzzle" not in t for t in written["tries"])
    assert paths.exercise_tries_file() == path and not (tmp_path / "puzzle_tries.json").exists()


def test_the_former_own_exercises_file_is_moved_and_read_whole(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "data_dir", lambda: tmp_path)
    own = own_made()
    data = json.loads(json.dumps({"version": 1, "puzzles": [own.data()]}))
    (tmp_path / "own_puzzles.json").write_text(json.dumps(data), encoding="utf-8")
    book = OwnExerciseBook.open(paths.own_exercises_file(), lambda: 0.0)
    assert book.notice is None and [p.id for p in book.exercises] == [own.id]
    assert book.exercises[0] == own
    assert (tmp_path / "own_exercises.json").exists() and not (tmp_path / "own_puzzles.json").exists()
