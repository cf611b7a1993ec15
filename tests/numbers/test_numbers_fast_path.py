"""The numbers game "to the end": from any step the search goes on quietly, to the same answers."""
import random

import pytest

from engine.puzzles.steps import Place, Remove, solutions
from games.numbers import solver
from games.numbers.picture import Picture
from games.numbers.rules import draw
from games.numbers.solver import Params
from tests.fast_helpers import hurried, solution_indexes_follow

DRAWS = [draw(random.Random(seed)) for seed in range(6)] + [((10, 10, 25, 50, 75, 100), 369), ((1, 1, 2, 2, 3, 3), 999)]


@pytest.mark.parametrize("after", [0, 3, 50, 600, 10**9])
@pytest.mark.parametrize("tiles, target", DRAWS)
def test_to_the_end_from_any_step_gives_the_same_answers(tiles, target, after):
    params = Params(tiles, target, "both")
    expected, expected_stats = solutions(solver.solve(params, quiet=True))
    found, stats, steps = hurried(lambda hurry: solver.solve(params, hurry=hurry), after)
    assert found == expected and stats == expected_stats and solution_indexes_follow(steps)
    depth = 0
    picture = Picture(params)
    for step in steps:  # each calculation placed is taken back by the same frame: the picture stays whole
        if isinstance(step, Place) and step.where == depth + 1 and picture.method == solver.FULL:
            depth += 1
        elif isinstance(step, Remove):
            assert step.where == depth
            depth -= 1
        picture.apply(step)
