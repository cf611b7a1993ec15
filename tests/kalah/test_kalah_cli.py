"""The command-line contract of spec/kalah.md: analyse and replay, and their errors."""
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], env=env, capture_output=True, text=True,
                          timeout=120)


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


def test_analyse_an_endgame_exactly():
    out = run("analyse", "kalah", "--desk", "1,0,2,0,0,1,30,0,3,0,1,0,4,30", "--to-move", "A", "--seconds", "1", "--json")
    data = json.loads(out.stdout)
    assert data["exact"] is True and set(data) == {"move", "value", "exact", "depth", "nodes", "nps"}
    bad = run("analyse", "kalah", "--desk", "1,2,3", "--to-move", "A")
    assert bad.returncode == 2 and "14" in bad.stderr
