"""An exercise never gives its answer away: the first frame of an exercise of every duel and every theme draws no text that
names the answer's first move (read from the texts drawn: ``tests.text_witness``), in every language and at the
smallest and the default window; the foxes' longest-capture list, the answer itself in a capture exercise, is not
drawn there, nor are the capture's next points marked, and a shorter capture tried is a wrong turn; in a game the
list fits its place beside the board (it ran onto the board at 800x600 in Russian).
"""
from __future__ import annotations

import re

import pygame
import pytest

from engine.duels.basics import HOTSEAT, Setup, subject
from engine.entries import registry
from engine.files.exercise_set import load_set
from engine.files.language import speak
from engine.files.settings import Settings
from engine.scenes.exercise_board import exercise_scene
from engine.training.attempt import SOLVING, WRONG
from engine.training.exercise import position_of
from games.fox_and_hens.rules import parse_point
from tests.text_witness import seeing

WHOLE_NUMBER = re.compile(r"(?<!\d)(?<!\d[,.\u00a0\u202f])\d+(?!\d)(?![,.\u00a0\u202f]\d)")  # not within 1,500


def _one_of_each_theme():
    seen = {}
    for exercise in load_set():
        seen.setdefault((exercise.game, exercise.themes), exercise)
    return sorted(seen.values(), key=lambda p: p.id)


def names_move(text: str, move: str, game: str) -> bool:
    """Does ``text`` name ``move`` (its notation, as a whole word: Kalah's rules saying "W swaps sides" do not name
    the answer "swap")?  A Kalah pit is a number: a text names it when the number stands
    alone in a sentence (a lone number is a pit's stones or its label, a number within a larger one is a rating)."""
    if game != "kalah" or not move.isdigit():
        return re.search(rf"(?<!\w){re.escape(move)}(?!\w)", text, re.IGNORECASE) is not None
    return not text.strip().isdigit() and move in WHOLE_NUMBER.findall(text)


def first_frame_texts(harness, exercise, size=(1280, 800)) -> list[str]:
    h = harness(size=size, settings=Settings(sound=False))
    with seeing(h) as seen:
        scene = exercise_scene(exercise, lambda: None)
        h.push(scene)
        h.tick(frames=1)
        texts = seen.texts()
    said = [subject(scene.match.setup, side)[0] for side in (0, 1)] + [exercise.id]
    for i, text in enumerate(texts):
        for name in said:
            text = text.replace(name, "")
        texts[i] = text
    return texts


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_no_first_frame_names_the_answer(harness, language, size):
    speak(language)
    exercises = _one_of_each_theme()
    assert {p.game for p in exercises} == {"kalah", "fox-and-hens", "match-nim", "row-nim"}
    for exercise in exercises:
        first = exercise.answer[0]
        told = [text for text in first_frame_texts(harness, exercise, size) if names_move(text, first, exercise.game)]
        assert not told, f"{exercise.id} ({language}, {size}): its first frame names the answer's {first}: {told}"


def test_the_check_sees_an_answer_drawn(harness):
    """The check above can fail: the same first frame after the second hint (the first move named) is caught."""
    for exercise in _one_of_each_theme():
        h = harness(size=(1280, 800), settings=Settings(sound=False))
        with seeing(h) as seen:
            scene = exercise_scene(exercise, lambda: None)
            h.push(scene)
            h.key(pygame.K_h)
            h.key(pygame.K_h)
            h.tick(frames=1)
            texts = seen.texts()
        assert any(names_move(text, exercise.answer[0], exercise.game) for text in texts), exercise.id


def _capture_exercise():
    return next(p for p in load_set() if p.id == "fox-and-hens-diagonals-0044")


def test_a_capture_exercise_marks_no_next_point_and_lists_no_capture(harness):
    exercise = _capture_exercise()
    h = harness(size=(1280, 800), settings=Settings(sound=False))
    scene = h.push(exercise_scene(exercise, lambda: None))
    h.tick(frames=1)
    fox = scene.rules.parse_move(exercise.answer[0]).path[0]
    scene._select([fox])
    assert scene._targets(fox) == []
    assert scene._list_items() == []
    h.key(pygame.K_1)  # the list's first capture, were there a list
    assert scene.match.position == scene.match.start and scene.attempt.state == SOLVING


def test_a_shorter_capture_tried_in_an_exercise_is_a_wrong_turn(harness):
    """fox-and-hens-0003: c3xc5xe5 is the answer; the fox on c3 may also jump to c1 and stop there, which the rules
    refuse (the longest is compulsory) and the exercise counts as a wrong turn, the position kept."""
    exercise = next(p for p in load_set() if p.id == "fox-and-hens-0003")
    h = harness(size=(1280, 800), settings=Settings(sound=False))
    scene = h.push(exercise_scene(exercise, lambda: None))
    h.tick(frames=1)
    c3, c1, c5 = (parse_point(name) for name in ("c3", "c1", "c5"))
    assert scene._click_point(c3) is None and scene._click_point(c1) is None
    assert scene.attempt.state == WRONG and scene.attempt.result is False
    assert scene.match.position == scene.match.start
    scene.try_again()
    assert scene._click_point(c3) is None and scene._click_point(c5) is None  # on the answer's way: followed
    assert scene.attempt.state == SOLVING and scene._selection() == [c3, c5]


def test_the_longest_capture_list_fits_beside_the_board_in_russian_at_800x600(harness):
    """The issue's case, in a game between two people: the list's heading and moves lie on one ground each (none
    runs onto the board) and none is cut."""
    speak("ru")
    exercise = _capture_exercise()
    spec = registry.get("fox-and-hens")
    h = harness(size=(800, 600), settings=Settings(sound=False))
    with seeing(h) as seen:
        scene = spec.scene_class()(spec, setup=Setup(HOTSEAT, names=spec.side_names), start_position=position_of(exercise))
        h.push(scene)
        h.tick(frames=2)
        texts, cut = seen.texts(), seen.cut()
    assert any("2" in text and text.startswith("Самое") for text in texts)  # the heading is drawn
    assert any(exercise.answer[0] in text for text in texts)  # and the capture, in a game
    assert not cut, cut
