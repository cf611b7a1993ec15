"""The exercises from perfect play as data (engine/training/exercise.py, engine/files/exercise_set.py): the record and its
JSON form, the set's file written and read back, an answer checked; the shipped set as issue 51 asks it (its
sizes, unique ids, every exercise's position read by its entry and its answer legal there); a damaged set offers no
exercise and crashes nothing; and ``exercises`` on the command line."""
from __future__ import annotations

import gzip
import json
from collections import Counter

import pytest

from engine.commands import cli
from engine.files import exercise_set, integrity
from engine.training.exercise import (
    DEVIATION,
    Exercise,
    ExerciseError,
    Found,
    by_game,
    check,
    from_data,
    make,
    parse_answer,
    position_of,
    rating_of,
    read_set,
    set_bytes,
)
from tests.engine.test_damaged_files import DAMAGES, copied_assets

KALAH = {"desk": [0, 0, 0, 1, 0, 2, 10, 1, 0, 0, 0, 2, 0, 20], "to_move": "A", "capture": "standard", "pie": False,
         "swap_offered": False, "stones": 3}


@pytest.fixture(autouse=True)
def fresh_checks():
    integrity.forget()
    exercise_set.load_set.cache_clear()
    yield
    integrity.forget()
    exercise_set.load_set.cache_clear()


def a_exercise(**changes) -> Exercise:
    found = Found(("4", "6"), (("6", "4"),), ("extra-turn", "capture"), 0.5)
    return make("kalah-test-0001", "kalah", {**KALAH, **changes}, found)


def test_an_exercise_reads_back_from_its_json_form():
    exercise = a_exercise()
    data = exercise.data()
    assert data["theme"] == "extra-turn" and data["desk"] == KALAH["desk"] and data["answer"] == ["4", "6"]
    assert from_data(json.loads(json.dumps(data))) == exercise
    assert exercise.rating == rating_of(0.5) == 1550.0 and exercise.deviation == DEVIATION
    assert rating_of(-1) == 800.0 and rating_of(2) == 2300.0


@pytest.mark.parametrize("broken", [{}, {"id": "x"}, {"id": "x", "game": "kalah", "themes": [], "answer": [], "rating": 1},
                                    {"id": "x", "game": "kalah", "themes": [], "answer": ["1"], "rating": "high"}])
def test_an_object_that_is_not_an_exercise_is_refused(broken):
    with pytest.raises(ExerciseError):
        from_data(broken)


def test_an_answer_is_right_in_either_order_that_leaves_the_same_position_and_wrong_otherwise():
    exercise = a_exercise()
    assert check(exercise, parse_answer(exercise, "4 6")) and check(exercise, parse_answer(exercise, "6,4"))
    assert not check(exercise, parse_answer(exercise, "4")) and not check(exercise, ("6",))
    with pytest.raises(ExerciseError):
        parse_answer(exercise, "pit seven")


def test_the_set_file_is_the_same_bytes_for_the_same_set_and_reads_back():
    exercises = [a_exercise(), make("kalah-test-0002", "kalah", KALAH, Found(("6",), (), ("quiet",), 0.1))]
    data = set_bytes(exercises)
    assert data == set_bytes(exercises) and read_set(data) == tuple(exercises)
    with pytest.raises(ExerciseError, match="share an id"):
        read_set(set_bytes([exercises[0], exercises[0]]))
    for damaged in (data[:len(data) // 2], b"", b"not gzip", gzip.compress(b"{\"id\": 1}\n"), gzip.compress(b"\xff\n")):
        with pytest.raises(ExerciseError):
            read_set(damaged)


# --- the shipped set -----------------------------------------------------------------------------------------

def test_the_shipped_set_holds_what_issue_51_asks():
    exercises = exercise_set.load_set()
    games = Counter(exercise.game for exercise in exercises)
    assert len({exercise.id for exercise in exercises}) == len(exercises) >= 1_800
    assert games["kalah"] >= 1_500 and len(exercises) - games["kalah"] >= 300
    assert {"match-nim", "row-nim", "fox-and-hens"} <= set(games)
    six = [p for p in by_game(exercises, "kalah", 6)]
    assert len(six) >= 300 and all(2 * sum(p.position["desk"][i] for i in (*range(6), *range(7, 13))) <= 72 for p in six)
    kinds = {(p.position["stones"], p.position["capture"], p.position["pie"]) for p in by_game(exercises, "kalah")}
    assert kinds == {(stones, capture, pie) for stones in (3, 4, 5, 6) for capture in ("standard", "empty")
                     for pie in (False, True)}
    assert exercise_set.EXERCISES_FILE.stat().st_size < 3_000_000


def test_every_shipped_exercise_is_a_position_of_its_game_and_its_answers_are_whole_turns_there():
    from engine.entries import registry

    for exercise in exercise_set.load_set():
        rules = registry.get(exercise.game).part("rules")
        pos = position_of(exercise)
        assert rules.outcome(pos) is None
        ends = set()
        for answer in exercise.answers:
            here = pos
            for word in answer:
                assert rules.to_move(here) == rules.to_move(pos), exercise.id
                here = rules.apply(here, rules.parse_move(word))
            assert rules.outcome(here) is not None or rules.to_move(here) != rules.to_move(pos), exercise.id
            ends.add(here)
        assert len(ends) == 1, f"{exercise.id}: its answers leave different positions"
        assert check(exercise, parse_answer(exercise, " ".join(exercise.answer)))


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_set_offers_no_exercise_and_says_so(monkeypatch, tmp_path, capsys, damage):
    folder = copied_assets(tmp_path, exercise_set.EXERCISES, damage)
    monkeypatch.setattr(exercise_set, "ASSETS", folder)
    monkeypatch.setattr(exercise_set, "EXERCISES_FILE", folder / exercise_set.EXERCISES)
    assert exercise_set.load_set() == ()
    assert cli.run(["exercises", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out) == {"exercises": []}
    assert "no exercises from perfect play are offered" in captured.err
    assert cli.run(["exercises", "--check", "kalah-3-standard-0001", "1"]) == 2


def test_an_unlisted_set_that_is_not_one_is_refused(monkeypatch, tmp_path):
    folder = copied_assets(tmp_path, exercise_set.EXERCISES, lambda data, other: gzip.compress(b"[1, 2]\n"), manifest=False)
    monkeypatch.setattr(exercise_set, "ASSETS", folder)
    monkeypatch.setattr(exercise_set, "EXERCISES_FILE", folder / exercise_set.EXERCISES)
    assert exercise_set.load_set() == ()
    assert integrity.untold() == [(folder / exercise_set.EXERCISES, integrity.DAMAGED)]


# --- the command line ------------------------------------------------------------------------------------------

def test_exercises_json_lists_each_exercise_with_its_position_in_analyse_form(capsys):
    assert cli.run(["exercises", "--json", "--game", "kalah", "--stones", "3"]) == 0
    listed = json.loads(capsys.readouterr().out)["exercises"]
    assert listed and all(p["game"] == "kalah" and p["stones"] == 3 for p in listed)
    first = listed[0]
    assert {"id", "game", "theme", "themes", "rating", "desk", "to_move", "capture", "pie", "swap_offered",
            "answer"} <= set(first)
    assert len(first["desk"]) == 14 and first["to_move"] in ("A", "B") and all(p in "123456" for p in first["answer"])
    assert cli.run(["exercises", "--json", "--game", "match-nim"]) == 0
    nim = json.loads(capsys.readouterr().out)["exercises"][0]
    assert set(nim) >= {"position", "misere", "answer"}


def test_exercises_check_says_right_or_wrong_and_refuses_bad_input(capsys):
    exercise = by_game(exercise_set.load_set(), "kalah", 3)[0]
    assert cli.run(["exercises", "--check", exercise.id, " ".join(exercise.answer)]) == 0
    assert capsys.readouterr().out.strip() == ("right" if len(exercise.line) == 1 else
                                               f"right: the line goes on; the reply is {' '.join(exercise.line[1])}, "
                                               f"then your turn 2 of {len(exercise.line) // 2 + 1}")
    wrong = next(str(pit) for pit in range(1, 7) if (str(pit),) not in exercise.answers)
    assert cli.run(["exercises", "--check", exercise.id, wrong]) == 1
    assert capsys.readouterr().out.startswith(f"wrong: turn 1 ({wrong}): ")
    for words in (["no-such-exercise", "3"], [exercise.id, "seven"], [exercise.id]):
        assert cli.run(["exercises", "--check", *words]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err
