"""What the arcade says it runs on (games/compiled_cores.py, engine/entries/runs_on.py): the ``about`` command, its
JSON, ``--version`` and the About screen, all from ``compiled_cores()``, with each core built here or not."""
from __future__ import annotations

import json

import pytest

from engine.commands import cli
from engine.entries import runs_on
from engine.files.language import speak
from games import compiled_cores as cores
from games.kalah import ai
from games.pentominoes import fast
from games.shared import fast_core

ALL = {"kalah": True, "searches": True, "pentominoes": True}


def build(monkeypatch, kalah: bool = True, searches: bool = True, pentominoes: bool = True) -> None:
    """This install as if each core were (or were not) compiled: today's three flags set."""
    monkeypatch.setattr(ai, "COMPILED", kalah)
    monkeypatch.setattr(fast_core, "compiled", (lambda: fast_core) if searches else (lambda: None))
    monkeypatch.setattr(fast, "CORE", fast if pentominoes else None)


@pytest.mark.parametrize("missing", ["kalah", "searches", "pentominoes"])
def test_each_flag_is_read_alone(monkeypatch, missing):
    build(monkeypatch, **{missing: False})
    assert cores.compiled_cores() == {**ALL, missing: False}
    build(monkeypatch)
    assert cores.compiled_cores() == ALL


def test_in_words_names_the_compiled_and_the_pure_cores():
    assert cores.in_words(ALL) == "Compiled cores: Kalah, puzzles' searches, pentominoes."
    some = cores.in_words({**ALL, "searches": False})
    assert some == "Compiled cores: Kalah, pentominoes. Pure Python (slower): puzzles' searches."
    none = cores.in_words(dict.fromkeys(ALL, False))
    assert none.startswith("Pure Python (slower): Kalah, puzzles' searches, pentominoes. ")
    assert "Compiled cores" not in none and "Perfect" in none and "minutes" in none
    speak("fr")
    assert cores.in_words(ALL) == "Cœurs compilés\u00a0: Kalah, recherches des casse-tête, pentaminos."


def test_about_json_says_false_for_the_cores_missing(monkeypatch, capsys):
    build(monkeypatch, kalah=False, pentominoes=False)
    assert cli.run(["about", "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["compiled"] == {"kalah": False, "searches": True, "pentominoes": False}
    assert set(found) == {"version", "python", "pygame", "compiled", "builds"}  # builds: the tables in the cache
    assert found["python"].count(".") == 2 and found["pygame"] and found["pygame"][0].isdigit()
    build(monkeypatch)
    assert cli.run(["about", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["compiled"] == ALL


def test_about_in_words_in_the_language_spoken(monkeypatch, capsys):
    build(monkeypatch, kalah=False)
    assert cli.run(["--language", "ru", "about"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Аркада Арсака ")
    assert lines[1].startswith("Python ") and ", pygame-ce " in lines[1]
    assert "Чистый Python (медленнее): Калах." in lines[2]


@pytest.mark.parametrize("kalah, said", [(True, "Compiled cores: Kalah, puzzles' searches, pentominoes."),
                                         (False, "Compiled cores: puzzles' searches, pentominoes. Pure Python "
                                                  "(slower): Kalah.")])
def test_version_says_which_cores_run_compiled(monkeypatch, capsys, kalah, said):
    build(monkeypatch, kalah=kalah)
    with pytest.raises(SystemExit) as leaving:
        cli.run(["--version"])
    assert leaving.value.code == 0
    first, second = capsys.readouterr().out.splitlines()
    assert first == f"arsac-arcade {runs_on.version()}" and second.startswith(said)


def test_the_about_screen_says_what_the_arcade_runs_on(monkeypatch):
    from engine.scenes.about import AboutScene

    build(monkeypatch, searches=False)
    text = AboutScene().text
    assert f"Arsac Arcade {runs_on.version()}\nPython " in text
    assert "Compiled cores: Kalah, pentominoes. Pure Python (slower): puzzles' searches.\n\n" in text
    build(monkeypatch, kalah=False)
    assert "Without the compiled Kalah core, a turn of its level Perfect" in AboutScene().text
    build(monkeypatch)
    assert "Pure Python" not in AboutScene().text
