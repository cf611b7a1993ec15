"""The puzzles from perfect play as data (engine/training/puzzle.py, engine/files/puzzle_set.py): the record and its
JSON form, the set's file written and read back, an answer checked; the shipped set as issue 51 asks it (its
sizes, unique ids, every puzzle's position read by its entry and its answer legal there); a damaged set offers no
puzzle and crashes nothing; and ``puzzles`` on the command line."""
from __future__ import annotations

import gzip
import json
from collections import Counter

import pytest

from engine.commands import cli
from engine.files import integrity, puzzle_set
from engine.training.puzzle import (
    DEVIATION,
    Found,
    Puzzle,
    PuzzleError,
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
    puzzle_set.load_set.cache_clear()
    yield
    integrity.forget()
    puzzle_set.load_set.cache_clear()


def a_puzzle(**changes) -> Puzzle:
    found = Found(("4", "6"), (("6", "4"),), ("extra-turn", "capture"), 0.5)
    return make("kalah-test-0001", "kalah", {**KALAH, **changes}, found)


def test_a_puzzle_reads_back_from_its_json_form():
    puzzle = a_puzzle()
    data = puzzle.data()
    assert data["theme"] == "extra-turn" and data["desk"] == KALAH["desk"] and data["answer"] == ["4", "6"]
    assert from_data(json.loads(json.dumps(data))) == puzzle
    assert puzzle.rating == rating_of(0.5) == 1550.0 and puzzle.deviation == DEVIATION
    assert rating_of(-1) == 800.0 and rating_of(2) == 2300.0


@pytest.mark.parametrize("broken", [{}, {"id": "x"}, {"id": "x", "game": "kalah", "themes": [], "answer": [], "rating": 1},
                                    {"id": "x", "game": "kalah", "themes": [], "answer": ["1"], "rating": "high"}])
def test_an_object_that_is_not_a_puzzle_is_refused(broken):
    with pytest.raises(PuzzleError):
        from_data(broken)


def test_an_answer_is_right_in_either_order_that_leaves_the_same_position_and_wrong_otherwise():
    puzzle = a_puzzle()
    assert check(puzzle, parse_answer(puzzle, "4 6")) and check(puzzle, parse_answer(puzzle, "6,4"))
    assert not check(puzzle, parse_answer(puzzle, "4")) and not check(puzzle, ("6",))
    with pytest.raises(PuzzleError):
        parse_answer(puzzle, "pit seven")


def test_the_set_file_is_the_same_bytes_for_the_same_set_and_reads_back():
    puzzles = [a_puzzle(), make("kalah-test-0002", "kalah", KALAH, Found(("6",), (), ("quiet",), 0.1))]
    data = set_bytes(puzzles)
    assert data == set_bytes(puzzles) and read_set(data) == tuple(puzzles)
    with pytest.raises(PuzzleError, match="share an id"):
        read_set(set_bytes([puzzles[0], puzzles[0]]))
    for damaged in (data[:len(data) // 2], b"", b"not gzip", gzip.compress(b"{\"id\": 1}\n"), gzip.compress(b"\xff\n")):
        with pytest.raises(PuzzleError):
            read_set(damaged)


# --- the shipped set -----------------------------------------------------------------------------------------

def test_the_shipped_set_holds_what_issue_51_asks():
    puzzles = puzzle_set.load_set()
    games = Counter(puzzle.game for puzzle in puzzles)
    assert len({puzzle.id for puzzle in puzzles}) == len(puzzles) >= 1_800
    assert games["kalah"] >= 1_500 and len(puzzles) - games["kalah"] >= 300
    assert {"match-nim", "row-nim", "fox-and-hens"} <= set(games)
    six = [p for p in by_game(puzzles, "kalah", 6)]
    assert len(six) >= 300 and all(2 * sum(p.position["desk"][i] for i in (*range(6), *range(7, 13))) <= 72 for p in six)
    kinds = {(p.position["stones"], p.position["capture"], p.position["pie"]) for p in by_game(puzzles, "kalah")}
    assert kinds == {(stones, capture, pie) for stones in (3, 4, 5, 6) for capture in ("standard", "empty")
                     for pie in (False, True)}
    assert puzzle_set.PUZZLES_FILE.stat().st_size < 3_000_000


def test_every_shipped_puzzle_is_a_position_of_its_game_and_its_answers_are_whole_turns_there():
    from engine.entries import registry

    for puzzle in puzzle_set.load_set():
        rules = registry.get(puzzle.game).part("rules")
        pos = position_of(puzzle)
        assert rules.outcome(pos) is None
        ends = set()
        for answer in puzzle.answers:
            here = pos
            for word in answer:
                assert rules.to_move(here) == rules.to_move(pos), puzzle.id
                here = rules.apply(here, rules.parse_move(word))
            assert rules.outcome(here) is not None or rules.to_move(here) != rules.to_move(pos), puzzle.id
            ends.add(here)
        assert len(ends) == 1, f"{puzzle.id}: its answers leave different positions"
        assert check(puzzle, parse_answer(puzzle, " ".join(puzzle.answer)))


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_set_offers_no_puzzle_and_says_so(monkeypatch, tmp_path, capsys, damage):
    folder = copied_assets(tmp_path, puzzle_set.PUZZLES, damage)
    monkeypatch.setattr(puzzle_set, "ASSETS", folder)
    monkeypatch.setattr(puzzle_set, "PUZZLES_FILE", folder / puzzle_set.PUZZLES)
    assert puzzle_set.load_set() == ()
    assert cli.run(["puzzles", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out) == {"puzzles": []}
    assert "no puzzles from perfect play are offered" in captured.err
    assert cli.run(["puzzles", "--check", "kalah-3-standard-0001", "1"]) == 2


def test_an_unlisted_set_that_is_not_one_is_refused(monkeypatch, tmp_path):
    folder = copied_assets(tmp_path, puzzle_set.PUZZLES, lambda data, other: gzip.compress(b"[1, 2]\n"), manifest=False)
    monkeypatch.setattr(puzzle_set, "ASSETS", folder)
    monkeypatch.setattr(puzzle_set, "PUZZLES_FILE", folder / puzzle_set.PUZZLES)
    assert puzzle_set.load_set() == ()
    assert integrity.untold() == [(folder / puzzle_set.PUZZLES, integrity.DAMAGED)]


# --- the command line ------------------------------------------------------------------------------------------

def test_puzzles_json_lists_each_puzzle_with_its_position_in_analyse_form(capsys):
    assert cli.run(["puzzles", "--json", "--game", "kalah", "--stones", "3"]) == 0
    listed = json.loads(capsys.readouterr().out)["puzzles"]
    assert listed and all(p["game"] == "kalah" and p["stones"] == 3 for p in listed)
    first = listed[0]
    assert {"id", "game", "theme", "themes", "rating", "desk", "to_move", "capture", "pie", "swap_offered",
            "answer"} <= set(first)
    assert len(first["desk"]) == 14 and first["to_move"] in ("A", "B") and all(p in "123456" for p in first["answer"])
    assert cli.run(["puzzles", "--json", "--game", "match-nim"]) == 0
    nim = json.loads(capsys.readouterr().out)["puzzles"][0]
    assert set(nim) >= {"position", "misere", "answer"}


def test_puzzles_check_says_right_or_wrong_and_refuses_bad_input(capsys):
    puzzle = by_game(puzzle_set.load_set(), "kalah", 3)[0]
    assert cli.run(["puzzles", "--check", puzzle.id, " ".join(puzzle.answer)]) == 0
    assert capsys.readouterr().out.strip() == ("right" if len(puzzle.line) == 1 else
                                               f"right: the line goes on; the reply is {' '.join(puzzle.line[1])}, "
                                               f"then your turn 2 of {len(puzzle.line) // 2 + 1}")
    wrong = next(str(pit) for pit in range(1, 7) if (str(pit),) not in puzzle.answers)
    assert cli.run(["puzzles", "--check", puzzle.id, wrong]) == 1
    assert capsys.readouterr().out.startswith(f"wrong: turn 1 ({wrong}): ")
    for words in (["no-such-puzzle", "3"], [puzzle.id, "seven"], [puzzle.id]):
        assert cli.run(["puzzles", "--check", *words]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err
