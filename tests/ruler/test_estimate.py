"""How long the ruler search takes: its tree (games.ruler.tree) and Knuth's estimate along the run."""
from __future__ import annotations

import pygame
import pytest

from engine.entries import registry
from engine.files.settings import Settings
from engine.scenes.puzzle import RUN
from games.ruler.picture import Picture
from games.ruler.solver import Params, longest, solve
from games.ruler.tree import COUNTED, RulerTree, path_of
from games.shared import fast_core
from tests.estimate_helpers import count_nodes, told_and_true, totals_at


@pytest.mark.parametrize("n", [4, 5, 6, 7, 8])
@pytest.mark.parametrize("shortcut", [False, True])
def test_the_tree_has_one_node_per_case_and_per_length(n, shortcut):
    params = Params(n, shortcut)
    length, _, stats = longest(params)
    tree = RulerTree(params, floor=length)
    lengths = n * (n - 1) // 2 - length + 1
    assert count_nodes(tree) == stats["cases"] + lengths


@pytest.mark.parametrize("n, seeds", [(8, (1, 2, 3, 4)), (9, (1,))])
def test_the_estimate_at_a_tenth_of_the_run_is_within_a_factor_of_2(n, seeds):
    params = Params(n)
    for seed in seeds:
        picture = Picture(params)
        (tenth, half), true = totals_at(solve(params), picture, RulerTree(params),
                                        lambda: path_of(picture.length, picture.marks, params),
                                        lambda: picture.cases, (0.1, 0.5), seed, every=2000)
        assert true == longest(params)[2]["cases"]
        assert true / 2 < tenth < 2 * true and true / 1.5 < half < 1.5 * true


def test_the_side_panel_shows_the_time_left(harness):
    spec = registry.get("ruler")
    fast = fast_core.compiled() is not None  # to the end takes the fast path when it is built: 9 marks last a blink
    marks = 12 if fast else 9
    scene = spec.scene_class()(spec, values={"marks": marks, "shortcut": False}, seed=1975)
    h = harness(scene, settings=Settings(sound=False))
    h.key(pygame.K_RETURN)
    assert scene.phase == RUN and scene.progress() is None  # nothing searched yet
    h.key(pygame.K_e)
    assert h.run_until(lambda: scene.progress() is not None and scene.viewer.elapsed > 1, seconds=5)
    fraction = scene.progress()
    assert fraction == scene.picture.cases / COUNTED[(marks, False)]  # a counted search: its cases over the count
    assert 0.005 < fraction < 0.9
    assert "% done" in scene.viewer.pace_text(fraction) and "left" in scene.viewer.pace_text(fraction)
    h.tick(frames=60)
    later = scene.progress()
    assert later is not None and fraction < later < 1


@pytest.mark.parametrize("shortcut", [False, True])
def test_a_counted_search_tells_a_time_left_that_comes_true(harness, shortcut):
    spec = registry.get("ruler")
    marks = 11 if fast_core.compiled() is not None else 8  # a few hundred frames on the fast path
    scene = spec.scene_class()(spec, values={"marks": marks, "shortcut": shortcut}, seed=1975)
    h = harness(scene, settings=Settings(sound=False))
    h.key(pygame.K_RETURN)
    h.key(pygame.K_e)
    for told, true in told_and_true(h, scene, (0.1, 0.25, 0.5)):
        assert true / 2 < told < 2 * true
