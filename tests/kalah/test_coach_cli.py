"""``analyse kalah --review FILE.klh [--json]`` as a person runs it (issue 44's item 6): the object's keys, a table
without ``--json``, and a record that cannot be reviewed refused in one line, without a traceback."""
from __future__ import annotations

import json

import pytest

from tests.kalah.test_kalah_cli import run

# a 3-stone game's first turns (the review values its last position too: the game is not over)
SHORT_GAME = "# stones: 3\n# rules: capture=standard pie=no\nA = 4 1\nB = 2\nA = 6\nB = 5\n"


def test_the_review_prints_one_object_with_every_turn_and_both_sides(tmp_path):
    record = tmp_path / "short.klh"
    record.write_text(SHORT_GAME)
    out = run("analyse", "kalah", "--review", str(record), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert {"exact", "turns", "sides"} <= set(data) and data["exact"] is True
    assert [(row["side"], row["turn"]) for row in data["turns"]] == [("A", [4, 1]), ("B", [2]), ("A", [6]), ("B", [5])]
    for row in data["turns"]:
        assert {"side", "turn", "loss", "better", "label"} <= set(row)
        assert row["loss"] >= 0 and (row["better"] is None) == (row["loss"] == 0) == (row["label"] == "best")
    assert set(data["sides"]) == {"A", "B"}
    for letter, side in data["sides"].items():
        assert side["dropped"] == sum(row["loss"] for row in data["turns"] if row["side"] == letter)
        assert 0 <= side["accuracy"] <= 100 and (side["accuracy"] == 100) == (side["dropped"] == 0)


def test_the_review_without_json_is_a_table_of_the_turns(tmp_path):
    record = tmp_path / "short.klh"
    record.write_text(SHORT_GAME)
    out = run("analyse", "kalah", "--review", str(record))
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert "short.klh" in lines[0] and len(lines) == 1 + 1 + 4 + 2  # the title, the heads, the turns, the sides


@pytest.mark.parametrize("text, said", [("# stones: 3\nA = 4 1\nB = 2\nB = 3\n", "line 4"),
                                        ("# stones: 3\nA = 9\n", "line 2"),
                                        ("# stones: 3\nA = 4\n", "line 2")])
def test_a_record_that_cannot_be_reviewed_is_refused_in_one_line(tmp_path, text, said):
    record = tmp_path / "bad.klh"
    record.write_text(text)
    out = run("analyse", "kalah", "--review", str(record), "--json")
    assert out.returncode == 2 and out.stdout == ""
    assert len(out.stderr.splitlines()) == 1 and said in out.stderr and "Traceback" not in out.stderr


def test_a_missing_record_is_refused_in_one_line(tmp_path):
    out = run("analyse", "kalah", "--review", str(tmp_path / "none.klh"))
    assert out.returncode == 2 and len(out.stderr.splitlines()) == 1 and "Traceback" not in out.stderr


@pytest.mark.parametrize("record", [SHORT_GAME, "# stones: 4\nA = 3 6\nB = 1\n", "# stones: 6\nA = 1 2\nB = 1\n"])
def test_a_review_builds_no_endgame_table(tmp_path, monkeypatch, record):
    """Not even at 4 stones a pit: the book holds its hardest positions, the earliest, and a table built first (or
    beside the proofs) made a fresh review slower (docs/measurements.md, "The coach").  (The tables wanted and their
    builds stand in here: the tests' proofs keep to the game's small table.)"""
    from games.kalah import ai, endgame
    from games.kalah import cli as kalah_cli

    asked: list[list[int]] = []
    built: list[int] = []
    monkeypatch.setattr(ai, "LARGE_ENDGAME_STONES", 18)
    monkeypatch.setattr(kalah_cli, "_tables_wanted", lambda pos: [18, 20])
    monkeypatch.setattr(kalah_cli, "_build_in_background", lambda tables, capture: asked.append(tables))
    monkeypatch.setattr(endgame, "save_in_cache", lambda stones, empty_capture=False: built.append(stones))
    monkeypatch.setattr(kalah_cli, "review_record", lambda record, seconds, clock, report: {"turns": []})
    monkeypatch.setattr(kalah_cli, "review_text", lambda path, data: "")
    path = tmp_path / "game.klh"
    path.write_text(record)
    kalah_cli.review(path, 1.0, lambda: 0.0)
    assert (asked, built) == ([], [])


def test_the_reviews_table_says_a_label_resting_on_an_estimate_with_its_sign(tmp_path):
    from games.kalah.cli import review_text

    rows = [{"side": "A", "turn": [3], "loss": 5, "better": [1, 2], "label": "mistake", "before": 2, "after": -3,
             "exact": False},
            {"side": "B", "turn": [1], "loss": 9, "better": [2], "label": "blunder", "before": 3, "after": -6,
             "exact": True}]
    labels = {"best": 0, "good": 0, "inaccuracy": 0, "mistake": 0, "blunder": 0}
    sides = {letter: {"dropped": row["loss"], "accuracy": 30.0, "turns": 1, "labels": {**labels, row["label"]: 1}}
             for letter, row in zip("AB", rows)}
    lines = review_text(tmp_path / "game.klh", {"exact": False, "turns": rows, "sides": sides}).splitlines()
    assert "\u2248\u00a0mistake " in lines[2] and "\u2248" not in lines[3] and "blunder" in lines[3]
    assert "\u2248\u00a0mistake 1" in lines[4] and "\u2248" not in lines[5] and "blunder 1" in lines[5]
