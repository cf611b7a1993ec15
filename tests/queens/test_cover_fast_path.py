"""The covering queens' fast path (the compiled search) finds the same covers in the same order as the book's search."""
import pytest

from engine.puzzles.steps import solutions
from games.queen_cover import solver
from games.queen_cover.picture import Picture
from games.queen_cover.solver import MAX_N, METHODS, MIN_N, Params, solve
from games.shared import fast_core
from tests.fast_helpers import hurried_like_quiet, needs_core, pure, stepped_without_core


@needs_core
@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("n", range(MIN_N, MAX_N + 1))
def test_quiet_fast_path_equals_the_stepping_search(n, method, monkeypatch):
    if n == MAX_N:
        pytest.skip("10 x 10: the slow set")
    fast = solutions(solve(Params(n, method), quiet=True))
    pure(monkeypatch, solver)
    assert fast == solutions(solve(Params(n, method), quiet=True))  # covers, order, minimum, count and nodes


@needs_core
@pytest.mark.slow
@pytest.mark.parametrize("method", METHODS)
def test_quiet_fast_path_equals_the_stepping_search_10(method, monkeypatch):
    fast = solutions(solve(Params(MAX_N, method), quiet=True))
    pure(monkeypatch, solver)
    assert fast == solutions(solve(Params(MAX_N, method), quiet=True))


@needs_core
@pytest.mark.parametrize("after", [0, 1, 5, 60, 700, 5000, 10**9])
@pytest.mark.parametrize("n, method", [(5, "general"), (6, "book"), (7, "general")])
def test_to_the_end_from_any_step_finds_the_same_covers(n, method, after):
    params = Params(n, method)
    picture, stats = hurried_like_quiet(solve, params, Picture(n), after)
    assert picture.placed == stats["nodes"] and picture.queens == [] and picture.covered == set()


def test_a_fast_slice_shows_its_queens_and_their_cover():
    picture = Picture(5)
    picture.apply(fast_core.Hurried(10, (0, 12)))
    assert picture.queens == [(1, 1), (3, 3)] and picture.placed == 10
    assert (1, 5) in picture.covered and (5, 5) in picture.covered and (2, 5) not in picture.covered


def test_without_the_compiled_core_to_the_end_steps_on(monkeypatch):
    found, expected = stepped_without_core(monkeypatch, solver, Params(5))
    assert found == expected


@needs_core
def test_to_the_end_in_the_scene_takes_the_fast_path_for_both_methods(harness):
    import pygame

    from engine.entries import registry
    from engine.files.settings import Settings

    spec = registry.get("queen-cover")
    scene = spec.scene_class()(spec, values={"n": 10, "method": "both"})
    h = harness(scene, settings=Settings(sound=False))
    h.key(pygame.K_RETURN)
    for _ in range(3):
        h.key(pygame.K_RIGHT)
    h.key(pygame.K_e)
    assert h.run_until(lambda: scene.viewer.finished and scene.second.finished, seconds=10)
    assert scene.viewer.stats == solutions(solve(Params(10, "book"), quiet=True))[1]
    assert scene.second.stats == solutions(solve(Params(10, "general"), quiet=True))[1]
    assert scene.solutions == solutions(solve(Params(10, "book"), quiet=True))[0]
