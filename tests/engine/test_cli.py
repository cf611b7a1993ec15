"""The command line as a user meets it: exit statuses, one-line errors, JSON on stdout."""
import json
import os
import platform
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args, cwd=ROOT, env_extra=None):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", **(env_extra or {})}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)


def test_analyse_match_nim_json_as_the_spec_says():
    out = run("analyse", "match-nim", "3 5 7 9", "--json")
    assert out.returncode == 0 and out.stderr == ""
    assert json.loads(out.stdout) == {"winning": True, "move": {"pile": 4, "take": 8}, "nim_sum": 8}


def test_analyse_a_lost_position_gives_the_strongest_levels_move():
    data = json.loads(run("analyse", "match-nim", "1 2 3", "--json").stdout)
    assert data == {"winning": False, "move": {"pile": 3, "take": 1}, "nim_sum": 0}


def test_analyse_misere():
    data = json.loads(run("analyse", "match-nim", "1 1 5", "--misere", "--json").stdout)
    assert data["winning"] and data["move"] == {"pile": 3, "take": 4}  # leave three single matches


@pytest.mark.parametrize("args, words", [
    (("play", "chess"), "unknown entry 'chess'"),
    (("analyse", "match-nim", "3 x 7"), "pile sizes"),
    (("analyse", "match-nim", "3 99"), "0 to 31"),
    (("play", "match-nim", "--level", "9"), "from 1 to 5"),
    (("play", "match-nim", "--piles", "12"), "from 2 to 6"),
    (("play", "match-nim", "--start", "4 x"), "pile sizes"),
    (("play", "match-nim", "--mode", "solo"), "invalid choice"),
    (("play",), "needs an entry id"),
    (("demo", "--seconds", "-1"), "more than 0"),
    (("demo", "nothing-here"), "unknown entry"),
    (("bogus",), "invalid choice"),
])
def test_a_users_mistake_is_one_line_and_exit_2(args, words):
    out = run(*args)
    assert out.returncode == 2, out.stderr
    assert out.stdout == "" and len(out.stderr.strip().splitlines()) == 1
    assert words in out.stderr and "Traceback" not in out.stderr


def test_help_everywhere():
    for args in (("--help",), ("play", "--help"), ("play", "match-nim", "--help"), ("analyse", "match-nim", "--help"),
                 ("demo", "--help"), ("about", "--help")):
        out = run(*args)
        assert out.returncode == 0 and "usage" in out.stdout.lower(), args
    assert "--misere" in run("play", "match-nim", "--help").stdout


def test_about_json_is_what_this_install_runs_on():
    """Through main.py, as a person runs it: one JSON object, the cores as ``compiled_cores()`` finds them here."""
    from engine.entries.runs_on import version
    from games.compiled_cores import compiled_cores

    out = run("about", "--json")
    assert out.returncode == 0 and out.stderr == ""
    found = json.loads(out.stdout)
    assert found["version"] == version() and found["python"] == platform.python_version()
    assert found["compiled"] == compiled_cores() and set(found["compiled"]) == {"kalah", "searches", "pentominoes"}


def test_demo_screenshot_from_another_directory(tmp_path):
    shot = tmp_path / "nim.png"
    out = run("demo", "match-nim", "--seconds", "1.5", "--screenshot", str(shot), cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert shot.stat().st_size > 10_000  # a real frame, not an empty file


def test_with_no_display_at_all_the_arcade_says_so_and_exits(tmp_path):
    """No DISPLAY, no Wayland, no driver asked for: SDL would fall back to drawing offscreen, unseen."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["XDG_RUNTIME_DIR"] = str(tmp_path)  # no Wayland socket to find either
    out = subprocess.run([sys.executable, str(ROOT / "main.py")], env=env, capture_output=True, text=True,
                         timeout=120)  # a hang guard only: the answer comes at once
    assert out.returncode == 1 and "cannot open a window" in out.stderr and "Traceback" not in out.stderr
    analysed = subprocess.run([sys.executable, str(ROOT / "main.py"), "analyse", "match-nim", "1 2"], env=env,
                              capture_output=True, text=True, timeout=600)
    assert analysed.returncode == 0 and analysed.stdout  # the headless commands still work


def test_no_display_is_a_clear_message():
    env = {**os.environ, "SDL_VIDEODRIVER": "nonexistent-driver"}
    out = subprocess.run([sys.executable, str(ROOT / "main.py")], env=env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 1
    assert "cannot open a window" in out.stderr and "Traceback" not in out.stderr


def test_replay_finds_a_bare_name_in_the_data_folder_and_says_where_it_looked(tmp_path):
    home, elsewhere = tmp_path / "home", tmp_path / "elsewhere"
    (home / "data").mkdir(parents=True)
    elsewhere.mkdir()
    (home / "data" / "lastgame.klh").write_text("A = 1 2\nB = 1\nA = 1\n")
    env = {"ARSAC_ARCADE_HOME": str(home)}
    out = run("replay", "lastgame.klh", "--json", cwd=elsewhere, env_extra=env)
    assert out.returncode == 0 and json.loads(out.stdout)["score"] == [10, 1]
    missing = run("replay", "nothing.klh", cwd=elsewhere, env_extra=env)
    assert missing.returncode == 2 and len(missing.stderr.splitlines()) == 1
    assert str(elsewhere) in missing.stderr and str(home / "data") in missing.stderr


@pytest.mark.parametrize("args, drawing", [((), True), (("--drawing",), True), (("--no-drawing",), False)])
def test_an_option_on_by_default_stays_on_unless_turned_off(args, drawing):
    """``watch pentominoes`` once turned Drawing off whenever ``--drawing`` was left out."""
    import argparse

    from engine.commands.cli import _add_options
    from games.pentominoes.solver import OPTIONS
    parser = argparse.ArgumentParser()
    _add_options(parser, OPTIONS)
    values = vars(parser.parse_args(list(args)))
    assert values["drawing"] is drawing and values["hole"] is False
