"""The messages about bad input (a setup panel's typed position, a damaged record, a file that is not one) are
in the arcade's language, as the rest of the screen is."""
from __future__ import annotations

import pytest

from engine.files.language import speak
from engine.files.reading import read_limited
from games.kalah.record import parse_record
from games.match_nim.rules import make_params as match_nim_params
from games.numbers.rules import parse_tiles
from games.row_nim.rules import make_params as row_nim_params


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "a position is pile sizes separated by spaces, like '3 5 7 9', not 'three'"),
    ("fr", "une position est la taille des tas séparées par des espaces, comme '3 5 7 9', pas 'three'"),
    ("ru", "позиция — это размеры кучек через пробел, например '3 5 7 9', а не 'three'"),
])
def test_a_typed_start_position_is_refused_in_the_language(language, expected):
    speak(language)
    with pytest.raises(ValueError) as refused:
        match_nim_params({"start": "three"})
    assert str(refused.value) == expected


def test_row_nim_names_the_side_that_could_not_move_in_russian():
    speak("ru")
    with pytest.raises(ValueError, match="^Белые: в начале не было бы ни одного хода$"):
        row_nim_params({"rows": 1, "columns": 3, "start": "1,2"})


def test_the_numbers_game_tiles_in_french():
    speak("fr")
    with pytest.raises(ValueError, match="^il n'y a qu'un seul 100 dans le jeu$"):
        parse_tiles("100 100 1 2 3 4")


def test_a_damaged_record_says_where_in_russian():
    speak("ru")
    with pytest.raises(ValueError) as refused:
        parse_record("# stones: 6\nA = 2\nB = 9\n")
    assert str(refused.value) == "строка 3: ход — это номер поля от 1 до 6, а не '9'"


def test_a_folder_is_not_a_file_in_french(tmp_path):
    speak("fr")
    with pytest.raises(OSError) as refused:
        read_limited(tmp_path, 100)
    assert refused.value.strerror == "c'est un dossier, pas un fichier"
