"""The arcade's language: the system's choice, the settings' and the command line's, Options switching it at
once, numbers written as each language writes them."""
from __future__ import annotations

import json

import pygame
import pytest

from engine.commands import cli
from engine.files import language as language_io
from engine.files import settings as settings_io
from engine.files.settings import Settings
from engine.language.system import system_language
from engine.language.translation import _, collation_key, current, number


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "en_GB.UTF-8", "LC_ALL": "ru_RU.UTF-8"}, "ru"),
    ({"LANG": "ru_RU.UTF-8", "LC_MESSAGES": "fr_CA"}, "fr"),
    ({"LANGUAGE": "de:ru", "LANG": "fr_FR.UTF-8"}, "ru"),
    ({"LANGUAGE": "de", "LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LC_ALL": "POSIX", "LANG": "fr_FR"}, "en"),
])
def test_the_system_language_follows_the_posix_variables(environ, expected):
    assert system_language(environ, system_locale="") == expected


def test_without_variables_the_system_locale_decides():
    assert system_language({}, system_locale="French_France") == "fr"
    assert system_language({}, system_locale="ru_RU") == "ru"
    assert system_language({}, system_locale="") == "en"


def test_the_flag_beats_the_settings_which_beat_the_system(tmp_path):
    path = tmp_path / "settings.json"
    assert language_io.start(None, path, {"LANG": "fr_FR.UTF-8"}) == "fr" == current()
    settings_io.save(Settings(language="ru"), path)
    assert language_io.start(None, path, {"LANG": "fr_FR.UTF-8"}) == "ru" == current()
    assert language_io.start("en", path, {"LANG": "fr_FR.UTF-8"}) == "en" == current()


def test_a_bad_language_in_the_settings_gives_the_default_and_a_notice(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "klingon", "sound": False}), encoding="utf-8")
    assert settings_io.language_in(path) == ""
    loaded = settings_io.load(path)
    assert loaded.settings == Settings(sound=False) and "language" in (loaded.notice or "")


def test_the_notices_of_the_settings_are_in_their_language(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "fr", "text_size": 3}), encoding="utf-8")
    language_io.start(None, path, {})
    notice = settings_io.load(path).notice or ""
    assert notice.startswith("Certains réglages étaient abîmés (text_size)") and notice == _(
        "Some settings were damaged ({names}); their defaults are used.").format(names="text_size") + " " + _(
        "The old file is kept as {name}.").format(name="settings.json.damaged")


def test_translations_and_plural_forms(tmp_path):
    language_io.speak("ru")
    assert _("Language") == "Язык"
    language_io.speak("fr")
    assert _("Language") == "Langue"
    language_io.speak("en")
    assert _("Language") == "Language"


def test_numbers_are_written_as_the_language_writes_them():
    assert number(1234567) == "1,234,567" and number(2.5, 1) == "2.5"
    language_io.speak("fr")
    assert number(1234567) == "1\u202f234\u202f567" and number(2.5, 1) == "2,5"
    language_io.speak("ru")
    assert number(-12345.25, 2) == "-12\u202f345,25"


def test_the_language_option_is_taken_before_the_command():
    assert cli.take_language(["--language", "ru", "demo", "kalah"]) == ("ru", ["demo", "kalah"])
    assert cli.take_language(["--screenshot", "a.png", "--language=fr"]) == ("fr", ["--screenshot", "a.png"])
    assert cli.take_language(["play", "kalah", "--language", "fr"]) == (None, ["play", "kalah", "--language", "fr"])
    with pytest.raises(cli.UsageError, match="--language"):
        cli.take_language(["--language", "de"])


def test_an_unknown_language_on_the_command_line_is_a_usage_error(capsys):
    assert cli.run(["--language", "xx", "saved"]) == 2
    assert "--language" in capsys.readouterr().err


def test_the_language_row_of_options_switches_at_once_and_is_kept(harness, tmp_path):
    from engine.scenes.menu import MenuScene
    from engine.scenes.options import OptionsScene

    path = tmp_path / "settings.json"
    h = harness(MenuScene(), settings=Settings(sound=False))
    h.app.settings_path = path
    options = h.push(OptionsScene())
    row = options.form.widgets[0]
    assert row.label == "Language" and [name for _, name in row.choices] == ["English", "Français", "Русский"]
    h.key(pygame.K_RETURN)  # the first row has the focus: its value moves on to Français
    h.tick()
    assert current() == "fr" and h.app.settings.language == "fr"
    assert options.form.widgets[0].label == "Langue" and pygame.display.get_caption()[0] == _("Arsac Arcade")
    assert settings_io.load(path).settings.language == "fr"
    h.key(pygame.K_ESCAPE)
    h.tick()
    assert [b.text for b in h.top.buttons][1] == _("Options") and h.top.buttons[-1].text == "Quitter"
    duels = [_(spec.title) for spec in h.top.entries if spec.kind == "duel"]
    assert duels == ["Kalah", "Le Nim aux allumettes", "Le Nim en rangées", "Le renard et les poules"]


@pytest.mark.parametrize(("language", "titles", "expected"), [
    ("fr", ["Les signes", "Échecs", "Le compte est bon", "Pentaminos"], ["Le compte est bon", "Échecs", "Pentaminos",
                                                                         "Les signes"]),
    ("ru", ["Школьницы", "ёж", "Знаки", "Ель"], ["ёж", "Ель", "Знаки", "Школьницы"]),
    ("en", ["The numbers game", "Signs", "eight queens"], ["eight queens", "Signs", "The numbers game"]),
])
def test_titles_sort_as_the_language_s_readers_expect(language, titles, expected):
    language_io.speak(language)
    assert sorted(titles, key=collation_key) == expected


def test_the_no_break_spaces_of_french_and_of_numbers_are_drawn():
    from engine.ui.theme import printable

    language_io.speak("fr")
    text = _("{title}: {what}").format(title="Kalah", what="1\u202f234")
    assert "\u00a0" in text and printable(text) == text and printable("a\0b") == "a\ufffdb"


def test_russian_has_three_plural_forms_and_french_two():
    from engine.language.translation import ngettext

    language_io.speak("ru")
    said = [ngettext("{n} step", "{n} steps", n).format(n=n) for n in (1, 2, 5, 11, 21, 22)]
    assert said == ["1 шаг", "2 шага", "5 шагов", "11 шагов", "21 шаг", "22 шага"]
    language_io.speak("fr")
    assert [ngettext("{n} solution", "{n} solutions", n).format(n=n) for n in (0, 1, 2)] == \
        ["0 solution", "1 solution", "2 solutions"]
