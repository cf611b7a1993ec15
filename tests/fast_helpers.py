"""The fast path against the stepping search: the same solutions in the same order, whenever it takes over."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.puzzles.steps import Solution, SolverRun, drain, solutions
from games.shared import fast_core

needs_core = pytest.mark.skipif(fast_core.compiled() is None, reason="the compiled searches are not built here")


def pure(monkeypatch: pytest.MonkeyPatch, module: Any) -> None:
    """Make ``module`` (a solver) run without its compiled core, as an install without a compiler does."""
    monkeypatch.setattr(module, "compiled", lambda: None)


def hurried(solve: Callable[..., SolverRun], after: int) -> tuple[list[Any], dict, list]:
    """A watched run that goes "to the end" after ``after`` steps: its solutions, statistics and steps."""
    taken = [0]

    def hurry() -> bool:
        taken[0] += 1
        return taken[0] > after

    steps, stats = drain(solve(hurry=hurry))
    return [s.solution for s in steps if isinstance(s, Solution)], stats, steps


def solution_indexes_follow(steps: list) -> bool:
    """The solutions are numbered 1, 2, 3… in the order they come."""
    found = [s for s in steps if isinstance(s, Solution)]
    return [s.index for s in found] == list(range(1, len(found) + 1))


def hurried_like_quiet(solve: Callable[..., SolverRun], params: Any, picture: Any, after: int) -> tuple[Any, dict]:
    """A watched run of ``params`` hurried after ``after`` steps finds what the quiet run finds, in its order,
    numbered 1, 2, 3…; its steps folded into ``picture``: (the picture, the statistics)."""
    expected, expected_stats = solutions(solve(params, quiet=True))
    found, stats, steps = hurried(lambda hurry: solve(params, hurry=hurry), after)
    assert found == expected and stats == expected_stats and solution_indexes_follow(steps)
    for step in steps:
        picture.apply(step)
    return picture, stats


def stepped_without_core(monkeypatch: pytest.MonkeyPatch, module: Any, params: Any) -> tuple[list[Any], list[Any]]:
    """``module``'s solver run without its compiled core, hurried after 10 steps: (its solutions, the quiet
    run's) and whether any step came from a fast slice (none should)."""
    pure(monkeypatch, module)
    found, _, steps = hurried(lambda hurry: module.solve(params, hurry=hurry), 10)
    assert not any(isinstance(s, fast_core.Hurried) for s in steps)
    return found, solutions(module.solve(params, quiet=True))[0]
