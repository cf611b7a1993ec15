"""How long the pentomino search takes: its tree (games.pentominoes.tree) and Knuth's estimate along the run."""
from __future__ import annotations

import pygame
import pytest

from engine.entries import registry
from engine.files.settings import Settings
from engine.puzzles.steps import drain
from engine.scenes.puzzle import RUN
from games.pentominoes.picture import Picture
from games.pentominoes.solver import Params, solve
from games.pentominoes.tree import COUNTED, PentominoTree, path_of
from tests.estimate_helpers import count_nodes, totals_at

BOARDS = [Params(20, 3, method="book"), Params(20, 3, method="dlx"), Params(20, 3, method="book", distinct=True),
          Params(3, 20, method="dlx", distinct=True), Params(5, 5, method="book", pieces="ILPUV")]


@pytest.mark.parametrize("params", BOARDS)
def test_the_tree_has_one_node_per_piece_placed(params):
    assert count_nodes(PentominoTree(params)) == drain(solve(params, quiet=True))[1]["nodes"]


@pytest.mark.parametrize("params", BOARDS[:2])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_estimate_at_a_tenth_of_the_run_is_within_a_factor_of_2(params, seed):
    picture = Picture(params)
    tree = PentominoTree(params)
    (tenth, half), true = totals_at(solve(params), picture, tree, lambda: path_of(tree, picture.pieces),
                                    lambda: picture.placed, (0.1, 0.5), seed)
    assert true == drain(solve(params, quiet=True))[1]["nodes"]
    assert true / 2 < tenth < 2 * true and true / 1.5 < half < 1.5 * true


def test_the_side_panel_shows_the_time_left_and_none_without_the_drawing(harness):
    spec = registry.get("pentominoes")
    for drawing, width, height in ((True, 15, 4), (False, 20, 3)):
        values = {"width": width, "height": height, "method": "book", "drawing": drawing}
        scene = spec.scene_class()(spec, values=values, seed=1975)
        h = harness(scene, settings=Settings(sound=False))
        h.key(pygame.K_RETURN)
        assert scene.phase == RUN
        if drawing:  # at instant: "To the end" (E) would take the fast path, a few frames for 4 x 15
            scene.set_speed(1.0)
        else:
            h.key(pygame.K_e)
        if drawing:
            assert h.run_until(lambda: scene.progress() is not None and scene.viewer.elapsed > 1, seconds=5)
        else:
            h.tick(frames=2)
        fraction = scene.progress()
        if drawing:
            assert fraction is not None and 0 < fraction < 0.5 and "left" in scene.viewer.pace_text(fraction)
            assert fraction == scene.picture.placed / COUNTED[(15, 4, False, "book", False)]  # counted: exact
        else:
            assert fraction is None
