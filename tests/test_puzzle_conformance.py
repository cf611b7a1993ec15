"""One conformance test over every registered puzzle (OpenSpiel style), and the puzzle template itself."""
import itertools

import pytest

from engine.entries import registry
from engine.entries.options import defaults
from engine.entries.registry import PUZZLE
from engine.puzzles.steps import Note, Solution, StepEvent, drain

PUZZLES = [s for s in registry.entries(include_hidden=True) if s.kind == PUZZLE]


@pytest.mark.parametrize("spec", PUZZLES, ids=lambda s: s.id)
def test_solvers_yield_only_their_own_small_frozen_steps(spec):
    solver = spec.part("solver")
    package = spec.solver.rsplit(".", 1)[0]
    params = solver.make_params(defaults(solver.OPTIONS))
    hash(params)  # parameters are values
    for step in itertools.islice(solver.solve(params), 400):
        assert isinstance(step, StepEvent) and not isinstance(step, Note), step  # typed, not a loose note
        owner = type(step).__module__
        assert owner == "engine.puzzles.steps" or owner.startswith(package + ".") or owner.startswith("games.shared."), owner
        hash(step)  # frozen values the viewer can keep
    quiet = solver.solve(params, quiet=True)
    for step in itertools.islice(quiet, 3):
        assert isinstance(step, Solution)  # a quiet run yields nothing but its solutions
    quiet.close()


def test_the_puzzle_template_counts_folds_and_solves_on_the_command_line():
    from games._puzzle_template import cli, picture, solver

    params = solver.Params(4)
    steps, stats = drain(solver.solve(params))
    solutions = [s for s in steps if isinstance(s, Solution)]
    assert len(solutions) == stats["solutions"] == 24  # 4!
    shown = picture.Picture(params)
    for step in steps:
        shown.apply(step)
        if isinstance(step, Solution):
            assert shown.columns == step.solution
    assert shown.columns == ()  # every rook taken back at the end
    import argparse

    text, data = cli.solve(argparse.Namespace(n=5, count=True))
    assert data["count"] == 120
    with pytest.raises(ValueError, match="from 1 to 8"):
        cli.solve(argparse.Namespace(n=9, count=False))


def test_the_puzzle_template_scene_runs(harness):
    spec = registry.get("puzzle-template")
    scene = spec.scene_class()(spec, values={"n": 4}, start=True)
    h = harness(scene)
    scene.viewer.to_end()
    assert h.run_until(lambda: scene.viewer.finished)
    assert len(scene.solutions) == 24
