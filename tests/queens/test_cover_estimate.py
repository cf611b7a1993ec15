"""How long the covering-queens search takes: its tree (games.queen_cover.tree) and Knuth's estimate along the run."""
from __future__ import annotations

import json

import pygame
import pytest

from engine.entries import registry
from engine.files.settings import Settings
from engine.puzzles.steps import drain
from engine.scenes.puzzle import RUN
from games.queen_cover import solver
from games.queen_cover.picture import Picture
from games.queen_cover.solver import Params, lower_bound, solve
from games.queen_cover.tree import COUNTED, CoverTree, path_of
from tests.engine.test_progress_report import LINE, run, untimed
from tests.estimate_helpers import count_nodes, told_and_true, totals_at


@pytest.mark.parametrize("n", [4, 5, 6, 7, 8])
@pytest.mark.parametrize("method", ["book", "general"])
def test_the_tree_has_one_node_per_queen_placed_and_per_k(n, method):
    params = Params(n, method)
    stats = drain(solve(params, quiet=True))[1]
    tree = CoverTree(params)
    assert tree.last == stats["minimum"]
    assert count_nodes(tree) == stats["nodes"] + stats["minimum"] - lower_bound(n) + 1


@pytest.mark.parametrize("params, seed", [(Params(8, "book"), 1), (Params(7, "book"), 2), (Params(7, "book"), 3),
                                          (Params(7, "general"), 1), (Params(7, "general"), 2),
                                          (Params(7, "general"), 3)])
def test_the_estimate_at_a_tenth_of_the_run_is_within_a_factor_of_2(params, seed):
    picture = Picture(params.n)
    tree = CoverTree(params)
    (tenth, half), true = totals_at(solve(params), picture, tree, lambda: path_of(tree, picture.k, picture.queens),
                                    lambda: picture.placed, (0.1, 0.5), seed, every=2000)
    assert true == drain(solve(params, quiet=True))[1]["nodes"]
    assert true / 2 < tenth < 2 * true and true / 1.5 < half < 1.5 * true


def test_the_side_panel_shows_the_time_left_of_the_search_further_from_its_end(harness, monkeypatch):
    monkeypatch.setattr(solver, "compiled", lambda: None)  # the stepping search to the end (the fast one: a blink)
    spec = registry.get("queen-cover")
    scene = spec.scene_class()(spec, values={"n": 9, "method": "both"}, seed=1975)
    h = harness(scene, settings=Settings(sound=False))
    h.key(pygame.K_RETURN)
    assert scene.phase == RUN and scene.second is not None
    h.key(pygame.K_e)
    assert h.run_until(lambda: scene.progress() is not None and scene.viewer.elapsed > 1, seconds=5)
    fraction = scene.progress()
    assert fraction is not None and 0 < fraction < 0.5 and "left" in scene.viewer.pace_text(fraction)
    _, book = scene._estimate
    _, general = scene._second_estimate
    assert (book.total, general.total) == (COUNTED[(9, "book")], COUNTED[(9, "general")])  # counted: exact
    assert fraction == min(scene.picture.placed / book.total, scene.second.picture.placed / general.total)


def test_a_counted_search_tells_a_time_left_that_comes_true(harness, monkeypatch):
    monkeypatch.setattr(solver, "compiled", lambda: None)  # the stepping search to the end
    spec = registry.get("queen-cover")
    scene = spec.scene_class()(spec, values={"n": 7, "method": "general"}, seed=1975)
    h = harness(scene, settings=Settings(sound=False))
    h.key(pygame.K_RETURN)
    h.key(pygame.K_e)
    for told, true in told_and_true(h, scene, (0.1, 0.25, 0.5)):
        assert true / 2 < told < 2 * true


def test_solve_with_progress_leaves_the_answer_unchanged():
    args = ("queen-cover", "--n", "7", "--count", "--json")
    plain, watched = run(*args), run(*args, "--progress")
    assert watched.returncode == 0 and untimed(watched.stdout) == untimed(plain.stdout)
    assert json.loads(watched.stdout)["count"] == 86
    assert all(LINE.match(text) for text in watched.stderr.splitlines())
