"""The fewest covering queens: minima and covers against brute force, the step stream."""
from __future__ import annotations

import itertools

import pytest

from engine.puzzles.steps import Place, Remove, Solution, Try, drain, is_step
from games.queen_cover.picture import Picture
from games.queen_cover.solver import (
    METHODS,
    QUEEN,
    Covers,
    Params,
    QueensTried,
    Result,
    Target,
    Uncovers,
    lower_bound,
    solve,
)

# The spec: smallest covers for n = 4..8, general and independent (the book's method).
MINIMUM = {"general": {4: 2, 5: 3, 6: 3, 7: 4, 8: 5}, "book": {4: 3, 5: 3, 6: 4, 7: 4, 8: 5}}


def run(params: Params, quiet: bool = False) -> tuple[list, dict]:
    """All the steps of a run and the statistics it returns."""
    return drain(solve(params, quiet))


def board(n: int) -> list[tuple[int, int]]:
    return [(r, c) for r in range(1, n + 1) for c in range(1, n + 1)]


def attacks(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Independent of the solver: same row, column or diagonal (a square attacks itself)."""
    return a[0] == b[0] or a[1] == b[1] or abs(a[0] - b[0]) == abs(a[1] - b[1])


def reach_masks(n: int) -> dict[tuple[int, int], int]:
    squares = board(n)
    return {q: sum(1 << i for i, s in enumerate(squares) if attacks(q, s)) for q in squares}


def is_cover(n: int, queens) -> bool:
    """Square by square: every square holds a queen or is attacked by one."""
    return all(any(attacks(q, s) for q in queens) for s in board(n))


def is_independent(queens) -> bool:
    return not any(attacks(a, b) for a, b in itertools.combinations(queens, 2))


def brute_covers(n: int, k: int, independent: bool) -> list[tuple[tuple[int, int], ...]]:
    """Every set of k squares covering the board, by trying them all."""
    masks = reach_masks(n)
    full = (1 << n * n) - 1
    found = []
    for queens in itertools.combinations(board(n), k):
        covered = 0
        for q in queens:
            covered |= masks[q]
        if covered == full and (not independent or is_independent(queens)):
            found.append(queens)
    return found


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("n", range(4, 8))
def test_minimum_and_every_cover_match_brute_force(n, method):
    steps, stats = run(Params(n, method), quiet=True)
    covers = [s.solution for s in steps]
    k = MINIMUM[method][n]
    assert stats["minimum"] == k and stats["covers"] == len(covers)
    assert not brute_covers(n, k - 1, method == "book")
    assert sorted(covers) == brute_covers(n, k, method == "book")


def test_no_four_queens_cover_the_chessboard():
    assert not brute_covers(8, 4, independent=False)


@pytest.mark.parametrize("method, expected", [("general", 4860), ("book", 728)])
def test_the_chessboard_counts_of_the_spec(method, expected):
    steps, stats = run(Params(8, method), quiet=True)
    covers = [s.solution for s in steps]
    assert stats["minimum"] == 5 and stats["covers"] == expected
    assert len(set(covers)) == len(covers) == expected
    for cover in covers:
        assert len(cover) == 5 and list(cover) == sorted(set(cover))
        assert is_cover(8, cover)
    independent = [c for c in covers if is_independent(c)]
    assert len(independent) == 728  # the book's covers are among the general ones


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("n", range(4, 7))
def test_replaying_the_stream_rebuilds_board_and_shading(n, method):
    steps, stats = run(Params(n, method))
    picture = Picture(n)  # the scene's picture, folded step by step and checked against the board
    shaded: list[tuple] = []  # the squares each queen on the board newly covered
    for step, following in zip(steps, steps[1:] + [None]):
        assert is_step(step)
        hash(step)
        queens, covered = picture.queens, picture.covered
        if isinstance(step, QueensTried):
            assert not queens and not covered
        elif isinstance(step, Target):
            assert method == "general"
            assert step.square not in covered
            assert all(s in covered for s in board(n) if s < step.square)
        elif isinstance(step, Try):
            assert following == Place(step.where, QUEEN)
        elif isinstance(step, Place):
            assert step.what == QUEEN and step.where not in queens and len(queens) < picture.k
            if method == "book":
                assert step.where not in covered
            assert isinstance(following, Covers)
        elif isinstance(step, Covers):
            newly = {s for s in board(n) if attacks(queens[-1], s)} - covered
            assert step.squares == tuple(sorted(newly))
            shaded.append(step.squares)
        elif isinstance(step, Remove):
            assert queens[-1] == step.where
            assert isinstance(following, Uncovers)
        elif isinstance(step, Uncovers):
            assert step.squares == shaded.pop()
        elif isinstance(step, Solution):
            assert step.solution == tuple(sorted(queens)) and len(queens) == picture.k
            assert covered == set(board(n))
        else:
            assert isinstance(step, Result)
        picture.apply(step)
    queens, covered, k = picture.queens, picture.covered, picture.k
    results = sorted(picture.results.items())
    assert not queens and not covered
    minimum = stats["minimum"]
    assert k == minimum
    assert results == [(j, 0) for j in range(lower_bound(n), minimum)] + [(minimum, stats["covers"])]
    assert stats["nodes"] == sum(isinstance(s, Place) for s in steps)
    assert [s for s in steps if isinstance(s, Solution)] == run(Params(n, method), quiet=True)[0]


def test_the_lower_bound_is_the_books_three_on_the_chessboard():
    assert lower_bound(8) == 3
    assert [lower_bound(n) for n in range(4, 11)] == [2, 2, 2, 2, 3, 3, 3]


@pytest.mark.parametrize("bad", [dict(n=3), dict(n=11), dict(method="greedy")])
def test_params_are_checked(bad):
    with pytest.raises(ValueError):
        Params(**bad)
