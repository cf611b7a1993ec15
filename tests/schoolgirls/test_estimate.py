"""How long the schoolgirls search takes: its tree (games.schoolgirls.tree) and Knuth's estimate along the run."""
from __future__ import annotations

import itertools
import random

import pygame
import pytest

from engine.entries import registry
from engine.files.settings import Settings
from engine.puzzles.estimate import Progress
from engine.puzzles.steps import Place, drain
from engine.scenes.puzzle import RUN
from games.schoolgirls import tree as tree_module
from games.schoolgirls.picture import Picture
from games.schoolgirls.solver import Params, solve
from games.schoolgirls.tree import ScheduleTree, path_of
from tests.estimate_helpers import count_nodes, told_and_true, totals_at


@pytest.mark.parametrize("method", ["book", "plain"])
def test_the_tree_has_one_node_per_girl_placed(method):
    params = Params(9, method)
    assert count_nodes(ScheduleTree(params)) == drain(solve(params, quiet=True))[1]["nodes"]


@pytest.mark.parametrize("method", ["book", "plain"])
def test_the_tree_follows_the_15_girl_search_with_its_skeleton(method):
    params = Params(15, method)
    tree, picture = ScheduleTree(params), Picture(params)
    progress = Progress(tree, random.Random(1), budget=0)
    places = 0
    for step in itertools.islice(solve(params), 60_000):
        picture.apply(step)
        if isinstance(step, Place):
            places += 1
            progress.update(path_of(tree, picture.places), picture.nodes)
            assert progress.total is not None  # the path is the tree's
    assert places > 10_000


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_estimate_at_a_tenth_of_the_run_is_within_a_factor_of_2(seed):
    params = Params(9, "plain")
    picture, tree = Picture(params), ScheduleTree(params)
    (tenth, half), true = totals_at(solve(params), picture, tree, lambda: path_of(tree, picture.places),
                                    lambda: picture.nodes, (0.1, 0.5), seed, every=200)
    assert true == 25_321
    assert true / 2 < tenth < 2 * true and true / 1.5 < half < 1.5 * true


def test_the_side_panel_shows_the_time_left_from_the_estimate(harness, monkeypatch):
    monkeypatch.delitem(tree_module.COUNTED, (15, "book"))  # as a search not counted
    spec = registry.get("schoolgirls")
    scene = spec.scene_class()(spec, values={"girls": 15, "method": "book"}, seed=1975)
    h = harness(scene, settings=Settings(sound=False))
    h.key(pygame.K_RETURN)
    assert scene.phase == RUN
    h.key(pygame.K_e)
    h.tick(frames=10)
    assert scene.progress() is None  # the first probes of a tree 45 girls deep disagree too much
    assert h.run_until(lambda: scene.progress() is not None and scene.viewer.elapsed > 1, seconds=15)
    fraction = scene.progress()
    assert fraction is not None and 0 < fraction < 1 and "left" in scene.viewer.pace_text(fraction)


def test_a_counted_search_tells_a_time_left_that_comes_true(harness):
    spec = registry.get("schoolgirls")
    scene = spec.scene_class()(spec, values={"girls": 9, "method": "plain"}, seed=1975)
    h = harness(scene, settings=Settings(sound=False))
    h.key(pygame.K_RETURN)
    h.key(pygame.K_e)
    h.tick()
    assert scene.progress() == pytest.approx(scene.picture.nodes / 25_321)  # the nodes done over the count
    for told, true in told_and_true(h, scene, (0.1, 0.25, 0.5)):
        assert true / 2 < told < 2 * true
