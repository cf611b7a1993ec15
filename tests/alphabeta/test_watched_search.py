"""The watched search on the uniform tree: Knuth and Moore's best case met exactly, and the steps' story."""
import pytest

from engine.puzzles.steps import drain
from games.alphabeta import uniform
from games.shared.watched_search import (
    ALPHA_CUT,
    ALPHABETA,
    BETA_CUT,
    LOWER,
    METHODS,
    MINIMAX,
    ORDERED,
    UPPER,
    Backup,
    Cutoff,
    Enter,
    Improve,
    best_case_leaves,
    counts,
    search,
)


@pytest.mark.parametrize("depth", range(1, 7))
def test_best_order_meets_knuth_and_moores_best_case_exactly(depth):
    best = uniform.start()
    assert counts(uniform, best, depth, MINIMAX)["leaves"] == uniform.BRANCHING ** depth
    assert counts(uniform, best, depth, ALPHABETA)["leaves"] == best_case_leaves(uniform.BRANCHING, depth)
    worst = uniform.EXAMPLES["ordering"]
    assert counts(uniform, worst, depth, ORDERED)["leaves"] == best_case_leaves(uniform.BRANCHING, depth)
    assert counts(uniform, worst, depth, ALPHABETA)["leaves"] > best_case_leaves(uniform.BRANCHING, depth) or depth == 1
    assert {counts(uniform, root, depth, m)["value"] for root in (best, worst) for m in METHODS} == {0}


def test_best_case_formula():
    assert [best_case_leaves(3, d) for d in range(1, 5)] == [3, 5, 11, 17]
    assert best_case_leaves(10, 4) == 199


def test_the_steps_tell_each_cutoff_and_its_bound():
    steps, stats = drain(search(uniform, uniform.start(), 3, ALPHABETA))
    cuts = [s for s in steps if isinstance(s, Cutoff)]
    assert len(cuts) == stats["cutoffs"] > 0
    for cut in cuts:
        assert cut.value >= cut.bound if cut.kind == BETA_CUT else cut.value <= cut.bound
        assert cut.kind == (BETA_CUT if len(cut.path) % 2 == 0 else ALPHA_CUT)  # MAX at even depths
        backup = next(s for s in steps[steps.index(cut):] if isinstance(s, Backup) and s.path == cut.path)
        assert backup.bound == (LOWER if cut.kind == BETA_CUT else UPPER) and backup.value == cut.value
    entered = [s for s in steps if isinstance(s, Enter)]
    assert entered[0].path == () and entered[0].turns == ("1", "2", "3") and entered[0].maximizing
    assert entered[1].path == (0,) and not entered[1].maximizing and entered[1].turn == "1"
    first = next(s for s in steps if isinstance(s, Improve) and s.path == ())
    assert (first.value, first.alpha) == (0, 0)  # the root's first turn is its best: alpha rises to 0


def test_an_unknown_method_is_refused():
    with pytest.raises(ValueError, match="minimax"):
        next(search(uniform, uniform.start(), 2, "negascout"))
