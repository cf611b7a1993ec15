"""The command-line contract of spec/kalah.md: analyse and replay, and their errors."""
import functools
import json
import os
import subprocess
import sys
from pathlib import Path

from engine.commands import cli
from games.kalah import ai
from games.kalah import cli as kalah_cli
from tests.clocks import paced

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], env=env, capture_output=True, text=True,
                          timeout=600)  # a hang guard only: a working run takes about a second


def test_replay_the_spec_example(tmp_path):
    record = tmp_path / "game.klh"
    record.write_text("# a comment\nA = 1 2\nB = 1\nA = 1\n")
    data = json.loads(run("replay", str(record), "--json").stdout)
    assert data["moves"] == [["A", [1, 2]], ["B", [1]], ["A", [1]]]
    assert data["final"] == [0, 0, 8, 8, 8, 8, 10, 0, 8, 7, 7, 0, 7, 1] and data["score"] == [10, 1]
    text = run("replay", str(record)).stdout
    assert "1 7 0 7 7 8 0" in text and "A 10, B 1" in text


def test_replay_errors_name_the_line(tmp_path):
    bad = tmp_path / "bad.klh"
    bad.write_text("A = 1 2\nB = 1\nB = 2\n")
    out = run("replay", str(bad))
    assert out.returncode == 2 and "line 3" in out.stderr and len(out.stderr.splitlines()) == 1
    assert run("replay", str(tmp_path / "none.klh")).returncode == 2
    assert "no entry reads" in run("replay", str(tmp_path / "x.txt")).stderr


ENDGAME = ("analyse", "kalah", "--desk", "1,0,2,0,0,1,30,0,3,0,1,0,4,30", "--to-move", "A", "--seconds", "1")


def test_analyse_prints_the_contracts_json_and_refuses_a_bad_desk():
    # the real command, for its exit codes and its output's shape (what it finds is tested below)
    out = run(*ENDGAME, "--json")
    assert out.returncode == 0
    data = json.loads(out.stdout)
    assert set(data) == {"move", "value", "exact", "depth", "nodes", "nps", "bounds"}
    assert data["move"] and all(1 <= pit <= 6 for pit in data["move"])
    bad = run("analyse", "kalah", "--desk", "1,2,3", "--to-move", "A")
    assert bad.returncode == 2 and "14" in bad.stderr


def test_analyse_an_endgame_exactly(monkeypatch, capsys):
    # the same command in this process, its second a fixed amount of work (a step clock)
    monkeypatch.setattr(kalah_cli, "analyse", functools.partial(kalah_cli.analyse, clock=paced(ai.CHECK_EVERY, 200_000)))
    assert cli.run([*ENDGAME, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["exact"], data["value"], data["move"]) == (True, 8, [6, 3])
    assert cli.run(list(ENDGAME)) == 0
    assert capsys.readouterr().out.startswith("Best: 6 3  (exact final margin +8; depth ")


def test_a_proof_whose_own_endgame_table_is_ready_has_nothing_built_in_the_background(monkeypatch):
    """The large tables are built for the next proofs while a step stands in for the proofs' own; once that one is
    ready (the 20-stone table here) the proof takes it and nothing is built or said."""
    from games.kalah import endgame
    from games.kalah.rules import Params, Variant, initial

    ready: set[int] = set()
    monkeypatch.setattr(ai, "COMPILED", True)
    monkeypatch.setattr(ai, "PROOF_ENDGAME_STONES", 20)
    monkeypatch.setattr(ai, "LARGE_ENDGAME_STONES", 18)
    monkeypatch.setattr(ai, "STEP_ENDGAME_STONES", (14, 16))
    monkeypatch.setattr(endgame, "ready", lambda stones, empty_capture=False: stones in ready)
    pos = initial(Params(5, Variant("empty")))
    assert kalah_cli._tables_wanted(pos) == [18, 20]
    ready.add(20)
    assert kalah_cli._tables_wanted(pos) == []  # Perfect's 18-stone one is not this command's to build
