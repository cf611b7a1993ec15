"""The two queens scenes through the harness: play, step, next solution, to the end, browse, leave."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame

from engine.entries import registry
from engine.files.settings import Settings
from engine.scenes.puzzle import RUN, SETUP
from games.shared import fast_core

ROOT = Path(__file__).resolve().parents[2]
QUEENS = registry.get("queens")
COVER = registry.get("queen-cover")


def open_scene(harness, spec, **values):
    scene = spec.scene_class()(spec, values=values)
    h = harness(scene, settings=Settings(sound=False))
    assert scene.phase == SETUP
    h.key(pygame.K_RETURN)
    assert scene.phase == RUN and scene.player.state == "playing"  # Start runs at once
    h.key(pygame.K_SPACE)
    assert scene.player.state == "paused" and scene.play_button.text == "Play"
    return h, scene


def test_step_next_solution_and_the_tables(harness):
    h, scene = open_scene(harness, QUEENS, n=6)
    h.key(pygame.K_RIGHT)
    assert scene.player.steps == 1
    while not scene.picture.queens:
        h.key(pygame.K_RIGHT)
    assert scene.picture.queens == {1: 1} and scene.player.steps <= 4  # the first queen on the first square
    h.key(pygame.K_n)
    h.tick()
    assert scene.player.solutions == 1 and scene.solutions == [(2, 4, 6, 1, 3, 5)]
    assert scene.picture.queens == {1: 2, 2: 4, 3: 6, 4: 1, 5: 3, 6: 5}  # the picture rebuilt from the steps
    assert scene.player.state == "paused"


def test_to_the_end_in_slices_then_browse_and_view(harness):
    h, scene = open_scene(harness, QUEENS, n=8, form="automaton")
    h.key(pygame.K_e)
    frames = 0
    while not scene.player.finished:
        h.tick()
        frames += 1
        assert frames < 2000
    # the search ran over several frames, not in one long freeze (on the fast path 8 queens take one frame:
    # test_queens_fast_path.py runs 12 queens to the end in slices)
    assert frames > 1 or fast_core.compiled() is not None
    assert scene.player.solutions == 92 and len(scene.solutions) == 92
    assert sum("\u2605" in line for line in scene.solution_lines) == 12  # the 12 distinct ones marked
    assert scene.solution_lines[1] == "No. 2 \u00b7 16837425 \u00b7 \u2605"
    assert all("image of No." in line for line in scene.solution_lines if "\u2605" not in line)
    assert scene.viewing == 91  # the end shows the last solution, not the empty board
    h.key(pygame.K_LEFTBRACKET)
    assert scene.viewing == 90
    h.click(scene.solution_list.rect.move(0, 2).topleft)
    h.tick()
    h.key(pygame.K_l)
    assert scene.viewing is None


def test_play_at_a_pace_and_restart(harness):
    h, scene = open_scene(harness, QUEENS, n=5)
    scene.set_speed(0.0)  # 1 step per second
    h.key(pygame.K_SPACE)
    h.tick(dt=0.5, frames=4)
    assert scene.player.steps == 2
    h.key(pygame.K_r)
    assert scene.player.steps == 0 and scene.picture.queens == {}


def test_leaving_closes_the_solver(harness):
    h, scene = open_scene(harness, QUEENS)
    player = scene.player
    h.key(pygame.K_ESCAPE)
    assert h.top is None and player.finished


def test_cover_scene_shades_and_counts(harness):
    h, scene = open_scene(harness, COVER, n=5, method="book")
    h.key(pygame.K_e)
    assert h.run_until(lambda: scene.player.finished and scene.comparison is not None, seconds=60)
    picture = scene.picture
    assert picture.results[max(picture.results)] == scene.player.solutions > 0
    assert picture.covered == set() and picture.queens == []  # every queen was taken back
    assert scene.comparison == {"book": (3, scene.player.solutions), "general": (3, scene.comparison["general"][1])}
    assert all(len(cover) == 3 for cover in scene.solutions)


def run(*args):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], env=env, capture_output=True, text=True,
                          timeout=600)  # a hang guard only


def test_solve_queens_contract():
    data = json.loads(run("solve", "queens", "--n", "8", "--count", "--json").stdout)
    assert (data["n"], data["solutions"], data["distinct"]) == (8, 92, 12) and data["seconds"] >= 0
    first = json.loads(run("solve", "queens", "--n", "8", "--json").stdout)
    assert first["solution"] == [1, 5, 8, 6, 3, 7, 2, 4]
    assert len(json.loads(run("solve", "queens", "--n", "6", "--all", "--json").stdout)["solutions_list"]) == 4
    bad = run("solve", "queens", "--n", "15")
    assert bad.returncode == 2 and len(bad.stderr.splitlines()) == 1


def test_solve_queen_cover_contract():
    data = json.loads(run("solve", "queen-cover", "--n", "6", "--independent", "--count", "--json").stdout)
    assert data["minimum"] == 4 and data["count"] > 0 and len(data["solution"]) == 4
    assert json.loads(run("solve", "queen-cover", "--n", "6", "--json").stdout)["minimum"] == 3


def test_both_methods_side_by_side(harness):
    h, scene = open_scene(harness, COVER, n=5, method="both")
    assert scene.second is not None
    h.key(pygame.K_RIGHT)
    assert scene.player.steps == 1 and scene.second.steps == 1  # one control, both searches
    h.key(pygame.K_e)
    assert h.run_until(lambda: scene.player.finished and scene.second.finished, seconds=60)
    assert scene.picture.results[3] == scene.player.solutions  # the book's: independent covers of 3
    assert scene.second_picture.results[3] == scene.second.solutions > scene.player.solutions
    h.key(pygame.K_ESCAPE)
    assert scene.second.finished
