"""The n queens solver: golden counts, independent checks, the two forms, the step stream."""
from __future__ import annotations

import itertools
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.puzzles.steps import Place, Reject, Remove, Solution, Try, drain, is_step
from games.queens import solver
from games.queens.picture import Picture
from games.queens.solver import (
    BACK,
    FORMS,
    FOUND,
    GENERAL,
    QUEEN,
    SEARCH,
    Call,
    Half,
    Mirror,
    Params,
    Return,
    State,
    canonical,
    count,
    count_distinct,
    family,
    mirror,
    solve,
    squares,
)
from games.shared.queens_text import board_text

# The spec's table: n -> (all solutions, distinct up to the 8 symmetries).
KNOWN = {1: (1, 1), 2: (0, 0), 3: (0, 0), 4: (2, 1), 5: (10, 2), 6: (4, 1), 7: (40, 6),
         8: (92, 12), 9: (352, 46), 10: (724, 92), 11: (2680, 341)}
ALL_PARAMS = [(form, symmetry) for form in FORMS for symmetry in (False, True)]


def run(params: Params, quiet: bool = False) -> tuple[list, dict]:
    """All the steps of a run and the statistics it returns."""
    return drain(solve(params, quiet))


def solutions_of(params: Params) -> list[tuple[int, ...]]:
    return [step.solution for step in run(params, quiet=True)[0]]


def is_solution(n: int, columns: tuple[int, ...]) -> bool:
    """Independent check: n queens, one per row, no two on a column or a diagonal."""
    if len(columns) != n or sorted(columns) != list(range(1, n + 1)):
        return False
    return all(abs(columns[i] - columns[j]) != j - i for i in range(n) for j in range(i + 1, n))


def attacks(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[1] == b[1] or a[0] - a[1] == b[0] - b[1] or a[0] + a[1] == b[0] + b[1]


@pytest.mark.parametrize("form, symmetry", ALL_PARAMS)
@pytest.mark.parametrize("n", sorted(KNOWN))
def test_counts_match_the_spec(n, form, symmetry):
    result = count(Params(n, form, symmetry))
    assert (result.solutions, result.distinct) == KNOWN[n]


@pytest.mark.parametrize("n", range(1, 12))
def test_every_solution_is_valid_and_reported_once(n):
    found = solutions_of(Params(n, "automaton", symmetry=True))
    assert all(is_solution(n, s) for s in found)
    assert len(set(found)) == len(found) == KNOWN[n][0]


@pytest.mark.parametrize("n", range(1, 9))
def test_all_solutions_in_the_books_order(n):
    brute = [p for p in itertools.permutations(range(1, n + 1)) if is_solution(n, p)]
    assert solutions_of(Params(n)) == sorted(brute)  # rows from the top, columns from the left


@pytest.mark.parametrize("symmetry", (False, True))
@pytest.mark.parametrize("n", range(1, 11))
def test_both_forms_give_the_same_solutions_in_the_same_order(n, symmetry):
    recursive = solutions_of(Params(n, "recursive", symmetry))
    automaton = solutions_of(Params(n, "automaton", symmetry))
    assert recursive == automaton


@pytest.mark.parametrize("symmetry", (False, True))
@pytest.mark.parametrize("n", range(1, 8))
def test_both_forms_move_the_same_queens(n, symmetry):
    def moves(form):
        steps, stats = run(Params(n, form, symmetry))
        return [s for s in steps if isinstance(s, (Place, Remove, Solution))], stats

    assert moves("recursive") == moves("automaton")


@pytest.mark.parametrize("n", range(1, 12))
def test_symmetry_gives_the_same_set_with_half_the_work(n):
    plain = solutions_of(Params(n))
    halved = solutions_of(Params(n, symmetry=True))
    assert sorted(halved) == plain
    full_nodes = run(Params(n), quiet=True)[1]["nodes"]
    half_nodes = run(Params(n, symmetry=True), quiet=True)[1]["nodes"]
    if n % 2 == 0:
        assert 2 * half_nodes == full_nodes
    else:  # the middle column of row 1 is searched whole
        assert half_nodes <= full_nodes


def test_odd_n_middle_column_is_neither_lost_nor_doubled():
    found = solutions_of(Params(5, symmetry=True))
    middle = [s for s in found if s[0] == 3]
    assert sorted(middle) == [s for s in solutions_of(Params(5)) if s[0] == 3]
    assert len(set(found)) == len(found) == 10


def replay(n: int, steps: list) -> set:
    """Fold the stream into the scene's picture, checking every step against the board as it stands."""
    picture = Picture(Params(n))
    previous = None
    for step in steps:
        assert is_step(step)
        hash(step)
        board = set(picture.queens.items())
        if isinstance(step, Try):
            row, column = step.where
            assert step.what == QUEEN and len(board) == row - 1 and 1 <= column <= n
        elif isinstance(step, Reject):
            assert step.where == picture.trying
            holders = [q for q in board if attacks(q, step.where)]
            reasons = set(step.reason.split(", "))
            assert holders and reasons <= set(solver.REASONS)
            assert ("column" in reasons) == any(q[1] == step.where[1] for q in holders)
            assert ("sum diagonal" in reasons) == any(sum(q) == sum(step.where) for q in holders)
            assert ("difference diagonal" in reasons) == any(
                q[0] - q[1] == step.where[0] - step.where[1] for q in holders)
        elif isinstance(step, Place):
            assert step.where == picture.trying and step.what == QUEEN
            assert not any(attacks(q, step.where) for q in board)
        elif isinstance(step, Remove):
            assert step.where in board and step.what == QUEEN
            assert step.where[0] == len(board)  # the deepest queen leaves first
        elif isinstance(step, Solution):
            if isinstance(previous, Mirror):
                assert previous.of == step.index - 1
                assert step.solution == mirror(picture.columns)
            else:
                assert picture.columns == step.solution and len(board) == n
        elif isinstance(step, (Call, Return, State)):
            assert len(board) == step.k - 1  # the events name the row k being filled
        else:
            assert isinstance(step, (Half, Mirror))
        picture.apply(step)
        previous = step
    return set(picture.queens.items())


@pytest.mark.parametrize("form, symmetry", ALL_PARAMS)
@pytest.mark.parametrize("n", range(1, 9))
def test_replaying_the_stream_rebuilds_every_board(n, form, symmetry):
    steps, stats = run(Params(n, form, symmetry))
    assert replay(n, steps) == set()  # every queen placed was removed at the end
    reported = [s for s in steps if isinstance(s, Solution)]
    assert [s.index for s in reported] == list(range(1, stats["solutions"] + 1))
    assert stats["solutions"] == KNOWN[n][0]
    assert stats["nodes"] == sum(isinstance(s, Place) for s in steps)
    assert stats["mirrored"] == sum(isinstance(s, Mirror) for s in steps)
    assert [s.solution for s in reported] == solutions_of(Params(n, form, symmetry))


@settings(max_examples=30, deadline=None)
@given(n=st.integers(1, 7), form=st.sampled_from(FORMS), symmetry=st.booleans(),
       cut=st.integers(0, 5000))
def test_any_prefix_of_the_stream_is_a_legal_partial_board(n, form, symmetry, cut):
    steps = run(Params(n, form, symmetry))[0][:cut]
    board = replay(n, steps)
    assert sorted(row for row, _ in board) == list(range(1, len(board) + 1))


def test_the_automaton_shows_its_four_states_in_order():
    steps = run(Params(4, "automaton"))[0]
    states = [s.name for s in steps if isinstance(s, State)]
    assert set(states) == {GENERAL, SEARCH, FOUND, BACK}
    assert states[:3] == [GENERAL, SEARCH, FOUND]
    follows = {GENERAL: {SEARCH}, SEARCH: {FOUND, BACK}, FOUND: {GENERAL, BACK}, BACK: {SEARCH}}
    assert all(b in follows[a] for a, b in zip(states, states[1:]))
    assert states[-1] == BACK


def test_the_recursion_shows_its_calls_nested():
    steps = run(Params(5, "recursive", symmetry=True))[0]
    assert steps[0] == Half(3)
    depth = []
    for step in steps:
        if isinstance(step, Call):
            assert step.k == len(depth) + 1
            depth.append(step.k)
        elif isinstance(step, Return):
            assert depth.pop() == step.k
    assert depth == []


def test_quiet_yields_only_the_solutions():
    quiet, stats = run(Params(6, "automaton", symmetry=True), quiet=True)
    loud, loud_stats = run(Params(6, "automaton", symmetry=True))
    assert all(isinstance(s, Solution) for s in quiet)
    assert quiet == [s for s in loud if isinstance(s, Solution)]
    assert stats == loud_stats


@pytest.mark.parametrize("n", range(4, 11))
def test_families_partition_the_solutions(n):
    found = solutions_of(Params(n))
    representatives = {canonical(s) for s in found}
    assert len(representatives) == count_distinct(found) == KNOWN[n][1]
    sizes = [len(family(r)) for r in representatives]
    assert all(size in (2, 4, 8) for size in sizes)
    assert sum(sizes) == len(found)
    for r in representatives:
        assert family(r)[0] == r == canonical(r)
        assert set(family(r)) <= set(found)


def test_the_twelve_of_eight():
    found = solutions_of(Params(8))
    sizes = sorted(len(family(canonical(s))) for s in set(map(canonical, found)))
    assert sizes == [4] + [8] * 11
    assert (1, 5, 8, 6, 3, 7, 2, 4) in family(canonical((1, 5, 8, 6, 3, 7, 2, 4)))


@pytest.mark.parametrize("bad", [dict(n=0), dict(n=15), dict(form="loop")])
def test_params_are_checked(bad):
    with pytest.raises(ValueError):
        Params(**bad)


def test_board_text():
    assert board_text(4, squares((2, 4, 1, 3))) == ". Q . .\n. . . Q\nQ . . .\n. . Q ."


def test_pure_modules_do_not_import_pygame():
    code = ("import sys, games.queens.solver, games.shared.queens_text, games.queen_cover.solver; "
            "assert 'pygame' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)
