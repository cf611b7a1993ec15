"""Signs (Puzzle 27): the three ways against brute force, the step stream replayed, the scene, the command line."""
import itertools
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from engine.entries import registry
from engine.files.settings import Settings
from engine.puzzles.steps import Place, Solution, Try, drain, is_step
from engine.scenes.puzzle import RUN, SETUP
from games.signs.picture import Picture
from games.signs.solver import METHOD_NAMES, Params, all_solutions, evaluate, solve

ROOT = Path(__file__).resolve().parents[2]
METHODS = tuple(METHOD_NAMES)


def brute_force(numbers, total):
    """Every choice of signs whose sum is ``total``, by plain enumeration."""
    found = set()
    for signs in itertools.product("+-", repeat=len(numbers) - 1):
        value = numbers[0] + sum(a if s == "+" else -a for a, s in zip(numbers[1:], signs))
        if value == total:
            found.add("".join(signs))
    return found


@pytest.mark.parametrize("method", METHODS)
def test_every_way_agrees_with_brute_force_on_random_inputs(method):
    rng = random.Random(27)
    for _ in range(150):
        numbers = tuple(rng.randint(0, 20) for _ in range(rng.randint(2, 9)))
        total = rng.randint(-30, 60) if rng.random() < 0.5 else evaluate(numbers, "".join(
            rng.choice("+-") for _ in numbers[1:]))
        params = Params(numbers, total, method)
        found = all_solutions(params)
        assert len(found) == len(set(found)) and set(found) == brute_force(numbers, total)
        _, stats = drain(solve(params))
        assert stats == {"cases": 2 ** (len(numbers) - 1), "solutions": len(found)}


@pytest.mark.parametrize("method", METHODS)
def test_replaying_the_stream_rebuilds_each_case(method):
    params = Params((3, 5, 8, 2, 7, 4), 9, method)
    steps, stats = drain(solve(params))
    assert all(is_step(s) for s in steps)
    hash(tuple(steps))  # frozen, hashable values
    picture = Picture(params)
    cases = []
    for step in steps:
        picture.apply(step)
        if isinstance(step, Try):
            signs, total = step.what
            assert "".join(picture.signs) == signs and picture.running == (6, total)
            assert evaluate(params.numbers, signs) == total
            cases.append(signs)
        elif isinstance(step, Solution):
            assert "".join(picture.signs) == step.solution and picture.solved
    assert len(set(cases)) == len(cases) == stats["cases"] == 32 == picture.cases


def test_the_binary_and_odometer_orders_and_single_flips():
    params = Params((1, 2, 3, 4), 0, "odometer")
    cases = [s.what[0] for s in drain(solve(params))[0] if isinstance(s, Try)]
    assert cases == ["".join(c) for c in itertools.product("+-", repeat=3)]
    binary = [s.what[0] for s in drain(solve(Params((1, 2, 3, 4), 0, "binary")))[0] if isinstance(s, Try)]
    assert binary == cases
    flips = [s for s in drain(solve(params))[0] if isinstance(s, Place)]
    assert len(flips) == 2 ** 4 - 2  # an odometer over 3 wheels turns 14 times


def test_bad_params():
    for numbers, total in (((5,), 5), ((1,) * 19, 3)):
        with pytest.raises(ValueError):
            Params(numbers, total)


def test_scene_runs_to_the_end_and_lists_every_solution(harness):
    spec = registry.get("signs")
    scene = spec.scene_class()(spec, values={"numbers": "1 2 3 4 5 6 7 8 9", "total": "17", "method": "recursion"})
    h = harness(scene, settings=Settings(sound=False))
    assert scene.phase == SETUP
    h.key(pygame.K_RETURN)
    assert scene.phase == RUN
    h.key(pygame.K_RIGHT)
    h.key(pygame.K_e)
    assert h.run_until(lambda: scene.player.finished, seconds=30)
    assert set(scene.solutions) == brute_force((1, 2, 3, 4, 5, 6, 7, 8, 9), 17) and scene.picture.cases == 256
    assert any("256 cases tried" in line for line in scene.status_lines())
    h.key(pygame.K_RIGHTBRACKET)
    h.tick()
    assert scene.viewing is not None


def test_scene_keeps_the_panel_on_bad_input(harness):
    spec = registry.get("signs")
    scene = spec.scene_class()(spec, values={"numbers": "1 2 x", "total": "3"})
    h = harness(scene, settings=Settings(sound=False), size=(800, 600))
    h.key(pygame.K_RETURN)
    assert scene.phase == SETUP and "not a whole number" in scene.error and scene.values["numbers"] == "1 2 x"


def run(*args):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "solve", "signs", *args], env=env,
                          capture_output=True, text=True, timeout=600)  # a hang guard only


def test_solve_signs_contract():
    data = json.loads(run("--numbers", "1", "2", "3", "4", "5", "6", "7", "8", "9", "--sum", "17", "--count",
                          "--json").stdout)
    assert data["count"] == 8 and evaluate((1, 2, 3, 4, 5, 6, 7, 8, 9), data["signs"]) == 17
    none = json.loads(run("--numbers", "2", "4", "--sum", "3", "--json").stdout)
    assert none["signs"] is None and "count" not in none
    negative = json.loads(run("--numbers", "1", "2", "3", "--sum", "-4", "--count", "--json").stdout)
    assert negative["signs"] == "--" and negative["count"] == 1


@pytest.mark.parametrize("args", [["--numbers", "1", "x", "--sum", "3"], ["--numbers", "1", "--sum", "3"],
                                  ["--numbers", "1", "2", "--sum", "three"]])
def test_bad_input_is_one_line_and_exit_2(args):
    bad = run(*args)
    assert bad.returncode == 2 and len(bad.stderr.splitlines()) == 1 and bad.stdout == ""
