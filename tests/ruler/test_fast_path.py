"""The rulers' fast path (the compiled odometer) finds the same rulers in the same order as the book's search."""
import pytest

from engine.puzzles.steps import solutions
from games.ruler import solver
from games.ruler.picture import Picture
from games.ruler.solver import MAX_MARKS, MIN_MARKS, Params, solve
from games.shared import fast_core
from tests.fast_helpers import hurried_like_quiet, needs_core, pure, stepped_without_core

FAST_SIZES = range(MIN_MARKS, 10)  # 10 and 11 marks: the slow set; 12 (minutes on the fast path, hours without): not compared


def test_the_compiled_searches_are_built_in_the_dev_install():
    """``pip install -e .`` builds games/shared/_searchc.c; a test fails if it ever silently goes missing."""
    assert fast_core.compiled() is not None


def quiet_both(n: int, shortcut: bool, monkeypatch) -> tuple:
    fast = solutions(solve(Params(n, shortcut), quiet=True))
    with monkeypatch.context() as m:
        pure(m, solver)
        slow = solutions(solve(Params(n, shortcut), quiet=True))
    return fast, slow


@needs_core
@pytest.mark.parametrize("shortcut", [False, True])
@pytest.mark.parametrize("n", FAST_SIZES)
def test_quiet_fast_path_equals_the_stepping_search(n, shortcut, monkeypatch):
    fast, slow = quiet_both(n, shortcut, monkeypatch)
    assert fast == slow  # the rulers in the same order, and the same length, count and cases


@needs_core
@pytest.mark.slow
@pytest.mark.parametrize("shortcut", [False, True])
@pytest.mark.parametrize("n", [10])  # 11 marks: 2 minutes of the pure search; the benchmark compares it (agree)
def test_quiet_fast_path_equals_the_stepping_search_long(n, shortcut, monkeypatch):
    fast, slow = quiet_both(n, shortcut, monkeypatch)
    assert fast == slow


@needs_core
@pytest.mark.parametrize("after", [0, 1, 7, 40, 333, 2000, 10**9])
@pytest.mark.parametrize("n", [5, 7, 8])
def test_to_the_end_from_any_step_finds_the_same_rulers(n, after):
    params = Params(n)
    picture, stats = hurried_like_quiet(solve, params, Picture(params), after)
    assert picture.cases == stats["cases"] and picture.marks == {}  # the picture counted the fast slices too


def test_without_the_compiled_core_to_the_end_steps_on(monkeypatch):
    found, expected = stepped_without_core(monkeypatch, solver, Params(6))
    assert found == expected


def test_the_marks_range_is_what_the_core_takes():
    assert MAX_MARKS <= 15 and MIN_MARKS >= 2  # _searchc.c keeps 16 wheels and lengths up to 120
