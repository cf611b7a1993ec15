"""The pentomino scene through the harness, and the command-line contract."""
import json

import pygame

from engine.entries import registry
from engine.files.settings import Settings
from engine.scenes.puzzle import RUN, SETUP
from games.pentominoes import fast
from games.pentominoes.solver import check, make_params, solve
from games.pentominoes.tree import path_of
from games.shared.stoppable_search import run_to_end
from tests.tilings_helpers import run

SPEC = registry.get("pentominoes")


def open_scene(harness, size=(1280, 800), **values):
    scene = SPEC.scene_class()(SPEC, values=values, seed=1975)  # the estimate's probes drawn the same each run
    h = harness(scene, size=size, settings=Settings(sound=False))
    assert scene.phase == SETUP
    h.key(pygame.K_RETURN)
    return h, scene


def test_steps_fill_the_board_then_the_end_lists_every_tiling(harness):
    h, scene = open_scene(harness, width=20, height=3, method="book")
    assert scene.phase == RUN
    while len(scene.picture.pieces) < 3:
        h.key(pygame.K_RIGHT)
    assert scene.picture.first is not None and scene.picture.placed >= 3
    h.key(pygame.K_e)
    assert h.run_until(lambda: scene.player.finished, seconds=60)
    assert len(scene.solutions) == 8 and scene.picture.pieces == {}
    assert sum("\u2605" in line for line in scene.solution_lines) == 2
    for tiling in scene.solutions:
        check(scene.params, tiling)
    assert scene.viewing == 7  # the end shows the last tiling found, not the empty board
    assert scene.solution_lines[0].startswith("No. 1 \u00b7 X at ")
    assert all("image of No. " in line for line in scene.solution_lines if "\u2605" not in line)
    h.key(pygame.K_LEFTBRACKET)
    h.tick()
    assert scene.viewing == 6


def test_the_two_methods_node_counts_side_by_side(harness):
    h, scene = open_scene(harness, width=5, height=5, pieces="FILNP", method="book")
    for method in ("book", "dlx"):
        scene.values["method"] = method
        h.key(pygame.K_s)
        h.key(pygame.K_RETURN)
        h.key(pygame.K_e)
        assert h.run_until(lambda: scene.player.finished, seconds=30)
        h.tick()
    assert [line for line in scene.status_lines() if line.startswith("Nodes: ")]


def test_bad_board_stays_on_the_panel_with_the_reason(harness):
    h, scene = open_scene(harness, width=7, height=9)
    assert scene.phase == SETUP and "63 cells" in scene.error
    h.tick()


def test_small_window_and_the_hole(harness):
    h, scene = open_scene(harness, size=(800, 600), width=8, height=8, hole=True, method="dlx")
    h.key(pygame.K_n)
    assert h.run_until(lambda: scene.player.solutions == 1, seconds=60)
    check(make_params({"width": 8, "height": 8, "hole": True}), scene.solutions[0])


def test_solve_contract():
    data = json.loads(run("solve", "pentominoes", "--width", "20", "--height", "3", "--count", "--json").stdout)
    assert (data["width"], data["height"], data["distinct"], data["total"]) == (20, 3, 2, 8)
    assert len(data["solution"]) == 3 and all(len(row) == 20 for row in data["solution"])
    assert data["nodes"] > 0 and data["seconds"] >= 0
    tall = json.loads(run("solve", "pentominoes", "--width", "3", "--height", "20", "--method", "dlx", "--json").stdout)
    assert len(tall["solution"]) == 20 and "distinct" not in tall
    for args in (("--width", "7", "--height", "9"), ("--pieces", "ABC")):
        bad = run("solve", "pentominoes", *args)
        assert bad.returncode == 2 and len(bad.stderr.splitlines()) == 1


def test_drawing_off_and_images_hidden(harness):
    h, scene = open_scene(harness, width=20, height=3, drawing=False, distinct=True)
    h.key(pygame.K_e)
    assert h.run_until(lambda: scene.player.finished, seconds=30)
    assert scene.player.steps == 2 and scene.picture.pieces == {}  # only the two distinct tilings were shown
    h.tick()
    assert "8 tilings, 2 distinct (\u2605)" in scene.status_lines()


def test_a_new_width_brings_the_height_that_fits_the_pieces(harness):
    """Stepping the width from 20 down: 15 brings height 4, and the board starts (no refused 19 x 3)."""
    scene = SPEC.scene_class()(SPEC, values={"width": 20, "height": 3})
    h = harness(scene, size=(1280, 800), settings=Settings(sound=False))
    assert scene.phase == SETUP and scene.setup_form.focused is scene.setup_fields["width"]
    for _ in range(5):
        h.key(pygame.K_LEFT)
    assert (scene.values["width"], scene.values["height"]) == (15, 4)
    assert scene.setup_fields["height"].value == 4
    h.key(pygame.K_RETURN)
    assert scene.phase == RUN and (scene.params.width, scene.params.height) == (15, 4)


def test_settle_follows_the_hole_and_the_piece_set():
    from games.pentominoes.solver import settle
    assert settle({"width": 8, "height": 3, "hole": True}, "width")["height"] == 8
    assert settle({"width": 5, "height": 3, "pieces": "LPUVY"}, "width")["height"] == 5
    assert settle({"width": 7, "height": 3}, "width")["height"] == 3  # 60 cells: no whole number of rows
    assert settle({"width": 20, "height": 12}, "height")["width"] == 5


def test_to_the_end_runs_on_the_fast_path_says_how_far_and_pauses(harness):
    """6 x 10 to the end: the watched search hurries onto the compiled core, the board follows it (``Leap``),
    the estimate reads where it stands, Space pauses it, and every tiling comes in the stepping order."""
    h, scene = open_scene(harness, width=10, height=6)
    h.tick(frames=5)
    h.key(pygame.K_e)
    assert scene.hurrying()
    h.tick()
    h.key(pygame.K_SPACE)
    placed, steps = scene.picture.placed, scene.player.steps
    h.tick(frames=5)
    assert (scene.picture.placed, scene.player.steps) == (placed, steps) and not scene.player.finished
    assert 0 < len(scene.picture.pieces) < 12 and placed > 10_000  # nodes of the fast path, not steps
    assert scene.status_lines()[0].endswith(f"{placed:,} nodes")
    fractions = [scene._estimate.update(path_of(scene._tree, scene.picture.pieces), placed) for _ in range(30)]
    assert fractions[-1] is not None and 0 < fractions[-1] < 1
    h.key(pygame.K_e)
    assert h.run_until(lambda: scene.player.finished, seconds=60)
    found, stats = run_to_end(solve(make_params({"width": 10, "height": 6}), quiet=True))
    assert scene.solutions == [s.solution for s in found] and scene.player.stats == stats
    assert scene.picture.pieces == {} and scene.viewing == len(found) - 1


def test_to_the_end_without_the_compiled_core_keeps_stepping(harness, monkeypatch):
    monkeypatch.setattr(fast, "CORE", None)
    h, scene = open_scene(harness, width=20, height=3)
    h.key(pygame.K_e)
    assert scene.hurrying()  # asked, but with no compiled core the search goes on stepping: a step a node at least
    assert h.run_until(lambda: scene.player.finished, seconds=60)
    assert len(scene.solutions) == 8 and scene.player.stats["nodes"] == scene.picture.placed
    assert scene.player.steps >= scene.player.stats["nodes"]


def test_algorithm_x_to_the_end_runs_on_the_fast_path_too(harness):
    h, scene = open_scene(harness, width=8, height=8, hole=True, method="dlx")
    h.tick(frames=3)
    h.key(pygame.K_e)
    assert scene.hurrying()
    assert h.run_until(lambda: scene.player.finished, seconds=60)
    assert len(scene.solutions) == 520 and scene.player.stats["nodes"] == 293_044 and scene.picture.pieces == {}
