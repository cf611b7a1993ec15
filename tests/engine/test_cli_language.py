"""The command line's help and error lines in the arcade's language (argparse's own texts included); its JSON
keys stay English."""
from __future__ import annotations

import json

import pytest

from engine.commands import cli


def _help(capsys, *argv: str) -> str:
    with pytest.raises(SystemExit) as leaving:
        cli.run(list(argv))
    assert leaving.value.code == 0
    return capsys.readouterr().out


def test_help_is_in_french_with_argparse_s_own_headings(capsys):
    text = _help(capsys, "--language", "fr", "solve", "signs", "--help")
    assert text.startswith("utilisation\u00a0: arsac-arcade solve signs")
    assert "afficher cette aide et quitter" in text
    assert "la somme s à obtenir" in text
    assert "Résoudre «\u00a0Les signes\u00a0» sans fenêtre." in text
    for english in ("usage:", "show this help", "the sum s to make"):
        assert english not in text


def test_help_is_in_russian_and_an_entry_s_options_too(capsys):
    text = _help(capsys, "--language", "ru", "play", "kalah", "--help")
    assert text.startswith("использование: arsac-arcade play kalah")
    assert "камней в каждом поле в начале (3–6, по умолчанию 6)" in text
    assert "уровень компьютера 1–5" in text
    assert "stones in each pit" not in text


def test_the_top_help_lists_the_commands_in_the_language(capsys):
    text = _help(capsys, "--language", "fr", "--help")
    assert "ouvrir directement un duel" in text
    assert "installer un raccourci sur le bureau et quitter" in text


@pytest.mark.parametrize(("language", "expected"), [
    ("fr", "argument --numbers\u00a0: pas un nombre entier\u00a0: 'x' (voir 'arsac-arcade solve signs --help')"),
    ("ru", "аргумент --numbers: не целое число: 'x' (см. 'arsac-arcade solve signs --help')"),
    ("en", "argument --numbers: not a whole number: 'x' (see 'arsac-arcade solve signs --help')"),
])
def test_a_mistake_is_one_line_in_the_language(capsys, language, expected):
    assert cli.run(["--language", language, "solve", "signs", "--numbers", "x", "--sum", "3"]) == 2
    assert capsys.readouterr().err == f"arsac-arcade: {expected}\n"


def test_argparse_s_own_error_lines_follow_the_language(capsys):
    assert cli.run(["--language", "ru", "solve", "signs", "--sum", "3"]) == 2
    assert "нужны аргументы: --numbers" in capsys.readouterr().err
    assert cli.run(["--language", "fr", "play", "kalah", "--mode", "alone"]) == 2
    assert "choix invalide\u00a0: 'alone'" in capsys.readouterr().err


def test_the_json_keys_stay_english_in_any_language(capsys):
    assert cli.run(["--language", "ru", "solve", "signs", "--numbers", "1", "2", "3", "--sum", "0", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["signs"] is not None and data["method"] == "binary"


def test_the_answers_are_written_in_the_language_with_its_plural_forms_and_numbers(capsys):
    assert cli.run(["--language", "ru", "solve", "signs", "--numbers", "1", "2", "3", "4", "--sum", "2", "--count"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "1 решение из 8 случаев"
    assert cli.run(["--language", "fr", "analyse", "match-nim", "1 2 3"]) == 0
    assert capsys.readouterr().out.startswith("Perdu pour le joueur au trait (jeu normal, nim-somme 0)\u00a0;")


def test_the_puzzles_with_a_fast_path_answer_in_the_language_too(capsys):
    assert cli.run(["--language", "ru", "solve", "queens", "--n", "8", "--count"]) == 0
    assert capsys.readouterr().out.strip() == "92 решения для 8 ферзей, различных с точностью до симметрии: 12"
    assert cli.run(["--language", "fr", "solve", "ruler", "--marks", "7"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == ("7 marques\u00a0: la plus longue règle qui mesure toutes les "
                                                       "longueurs a pour longueur 17\u00a0; 6 jeux de marques (images "
                                                       "miroir une fois)")


def test_the_pentominoes_count_in_russian(capsys):
    assert cli.run(["--language", "ru", "solve", "pentominoes", "--width", "20", "--height", "3", "--count"]) == 0
    assert capsys.readouterr().out.splitlines()[-1].startswith(
        "8 паркетов — доска 20 x 3, различных с точностью до симметрий: 2 (положено фигур: 69\u202f306,")


@pytest.mark.parametrize(("language", "headings", "version_help"), [
    ("fr", ("arguments positionnels\u00a0:", "options\u00a0:"),
     "afficher la version et les cœurs compilés (sinon en Python pur, plus lent), et quitter"),
    ("ru", ("позиционные аргументы:", "параметры:"),
     "показать версию и какие ядра компилированы (иначе работает чистый Python, медленнее) и выйти"),
    ("en", ("positional arguments:", "options:"), "show the version and which cores run compiled (else in pure Python, slower), and exit"),
])
def test_the_help_s_headings_end_as_the_language_writes_them_and_version_is_translated(capsys, language, headings,
                                                                                        version_help):
    lines = _help(capsys, "--language", language, "--help").splitlines()
    assert [line for line in lines if line.endswith(":") and not line.startswith(" ")] == list(headings)
    assert f" --version {version_help} " in " ".join(" ".join(lines).split()) + " "  # (a long help wraps)
    entry_lines = _help(capsys, "--language", language, "play", "kalah", "--help").splitlines()
    assert headings[1] in entry_lines


def test_the_heading_is_left_to_argparse_where_argparse_translates_its_colon(monkeypatch):
    from engine.commands import argparse_language

    started = []
    monkeypatch.setattr(argparse_language, "COLON_THROUGH_CATALOG", True)
    monkeypatch.setattr(argparse_language.argparse.HelpFormatter, "start_section",
                        lambda self, heading: started.append(heading))
    argparse_language.TranslatedHelpFormatter("prog").start_section("options")
    assert started == ["options"]  # a Python that writes "%(heading)s:" itself: no colon added twice
