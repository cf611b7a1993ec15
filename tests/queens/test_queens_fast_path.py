"""The n queens' fast path (the compiled search) finds the same solutions in the same order as the book's search."""
import pygame
import pytest

from engine.entries import registry
from engine.files.settings import Settings
from engine.puzzles.steps import solutions
from games.queens import solver
from games.queens.picture import Picture
from games.queens.solver import FORMS, MIN_N, Params, count, solve
from games.shared import fast_core
from tests.fast_helpers import hurried_like_quiet, needs_core, pure, stepped_without_core

FAST = range(MIN_N, 11)  # 11 to 14: the slow set (the pure search takes seconds to minutes)


def both_ways(params: Params, monkeypatch) -> tuple:
    fast = solutions(solve(params, quiet=True)), count(params)
    with monkeypatch.context() as m:
        pure(m, solver)
        return fast, (solutions(solve(params, quiet=True)), count(params))


@needs_core
@pytest.mark.parametrize("symmetry", [False, True])
@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("n", FAST)
def test_quiet_fast_path_and_count_equal_the_stepping_search(n, form, symmetry, monkeypatch):
    fast, slow = both_ways(Params(n, form, symmetry), monkeypatch)
    assert fast == slow  # the solutions in the same order, the statistics, and the counts (all, distinct, nodes)


@needs_core
@pytest.mark.slow
@pytest.mark.parametrize("symmetry", [False, True])
@pytest.mark.parametrize("n", range(11, 14))  # 14: 80 s of the pure search; the benchmark compares it (agree)
def test_quiet_fast_path_and_count_equal_the_stepping_search_long(n, symmetry, monkeypatch):
    fast, slow = both_ways(Params(n, "recursive", symmetry), monkeypatch)
    assert fast == slow


@needs_core
@pytest.mark.parametrize("after", [0, 1, 9, 50, 400, 3000, 10**9])
@pytest.mark.parametrize("params", [Params(6), Params(8, "automaton"), Params(8, "recursive", True),
                                    Params(9, "automaton", True)], ids=str)
def test_to_the_end_from_any_step_finds_the_same_solutions(params, after):
    picture, _stats = hurried_like_quiet(solve, params, Picture(params), after)
    assert picture.queens == {}


def test_a_fast_slice_shows_its_queens():
    picture = Picture(Params(8))
    picture.apply(fast_core.Hurried(100, (1, 5, 8)))
    assert picture.queens == {1: 1, 2: 5, 3: 8} and picture.trying is None


def test_without_the_compiled_core_to_the_end_steps_on(monkeypatch):
    found, expected = stepped_without_core(monkeypatch, solver, Params(6, "automaton"))
    assert found == expected


@needs_core
def test_to_the_end_of_12_queens_in_the_scene_never_freezes(harness):
    spec = registry.get("queens")
    scene = spec.scene_class()(spec, values={"n": 12, "form": "recursive", "symmetry": True})
    h = harness(scene, settings=Settings(sound=False))
    h.key(pygame.K_RETURN)
    for _ in range(5):
        h.key(pygame.K_RIGHT)
    h.key(pygame.K_e)
    frames = 0
    while not scene.player.finished:
        h.tick()
        frames += 1
    assert frames > 5 and scene.player.solutions == 14_200  # in slices, a frame at a time
    assert scene.solutions == solutions(solve(Params(12, "recursive", True), quiet=True))[0]
