"""Rulers (Puzzle 23): the longest rulers for n = 2..8, the shortcut's misses, the step stream, scene, command line."""
import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from engine.entries import registry
from engine.files.settings import Settings
from engine.puzzles.steps import Solution, drain, is_step
from engine.scenes.puzzle import RUN, SETUP
from games.ruler.picture import Picture
from games.ruler.solver import LONGEST, Params, is_complete, longest, mirror, solve

ROOT = Path(__file__).resolve().parents[2]
COUNTS = {2: 1, 3: 1, 4: 1, 5: 2, 6: 3, 7: 6, 8: 2, 9: 3, 10: 1}  # the spec's table (mirror images once)


@pytest.mark.parametrize("n", range(2, 9))
def test_longest_rulers_and_their_counts(n):
    length, rulers, _ = longest(Params(n))
    assert length == LONGEST[n] and len(rulers) == COUNTS[n]
    assert all(len(r) == n and r[0] == 0 and r[-1] == length and is_complete(r) for r in rulers)
    assert len({min(r, mirror(r)) for r in rulers}) == len(rulers)


@pytest.mark.parametrize("n", range(3, 7))
def test_against_brute_force(n):
    """Every complete ruler of the longest length, by plain enumeration, up to mirror images."""
    length = LONGEST[n]
    found = {min(marks, mirror(marks)) for inner in itertools.combinations(range(1, length), n - 2)
             for marks in [(0, *inner, length)] if is_complete(marks)}
    assert not any(is_complete((0, *inner, length + 1)) for inner in itertools.combinations(range(1, length + 1), n - 2))
    assert set(longest(Params(n))[1]) == found


def test_the_shortcut_misses_rulers():
    assert (0, 1, 2, 6, 9) in longest(Params(5))[1] and (0, 1, 2, 6, 9) not in longest(Params(5, True))[1]
    assert all(r[-2] == r[-1] - 2 for r in longest(Params(8, True))[1])


def test_replaying_the_stream_rebuilds_each_ruler():
    params = Params(6)
    steps, stats = drain(solve(params))
    assert all(is_step(s) for s in steps)
    hash(tuple(steps))
    picture = Picture(params)
    found = []
    for step in steps:
        picture.apply(step)
        if isinstance(step, Solution):
            assert picture.positions == step.solution and min(picture.measured[1:]) >= 1
            assert picture.repeats == picture.allowed
            found.append(step.solution)
    assert picture.marks == {} and picture.searched[-1] == (13, 3) and [k for k, _ in picture.searched] == \
        list(range(15, 12, -1))
    assert stats["length"] == 13 and len(found) == stats["count"] == 3


def test_bad_params():
    with pytest.raises(ValueError):
        Params(1)


def test_scene_runs_to_the_end(harness):
    spec = registry.get("ruler")
    scene = spec.scene_class()(spec, values={"marks": 6, "shortcut": False})
    h = harness(scene, settings=Settings(sound=False))
    assert scene.phase == SETUP
    h.key(pygame.K_RETURN)
    assert scene.phase == RUN
    for _ in range(5):
        h.key(pygame.K_RIGHT)
    assert scene.picture.length == 15 and scene.picture.positions[:2] == (0, 1)
    h.key(pygame.K_e)
    assert h.run_until(lambda: scene.player.finished, seconds=30)
    assert [r for r in scene.solutions] == longest(Params(6))[1]
    assert any("Longest: 13" in line for line in scene.status_lines())
    h.key(pygame.K_LEFTBRACKET)
    h.tick()
    assert scene.viewing is not None


def run(*args):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "solve", "ruler", *args], env=env,
                          capture_output=True, text=True, timeout=600)  # a hang guard only


def test_solve_ruler_contract():
    data = json.loads(run("--marks", "7", "--json").stdout)
    assert (data["marks"], data["length"], data["count"]) == (7, 17, 6) and data["ruler"][-1] == 17
    assert is_complete(tuple(data["ruler"]))
    assert "Marks" in run("--help").stdout or "marks" in run("--help").stdout
    assert "ten times longer" in run("--help").stdout


@pytest.mark.parametrize("args", [["--marks", "1"], ["--marks", "x"], ["--marks", "13"], []])
def test_bad_input_is_one_line_and_exit_2(args):
    bad = run(*args)
    assert bad.returncode == 2 and len(bad.stderr.splitlines()) == 1 and bad.stdout == ""


def test_repeat_counts_read_as_english() -> None:
    from games.ruler.solver import repeats_allowed, too_many
    assert [repeats_allowed(n) for n in (0, 1, 2)] == ["no repeats", "at most 1 repeat", "at most 2 repeats"]
    assert too_many(1, 0) == "1 length repeats, none may"
    assert too_many(3, 2) == "3 lengths repeat, at most 2 may"
