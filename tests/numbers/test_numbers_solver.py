"""The numbers game's rules and two solvers: the book's examples, a brute force, the step stream."""
import random
from itertools import combinations

import pytest

from engine.puzzles.steps import Place, Remove, Solution, drain, is_step
from games.numbers import solver
from games.numbers.picture import Picture
from games.numbers.rules import Board, IllegalStepError, calc_text, check_calcs, combine, draw, parse_tiles, score
from games.numbers.solver import BOOK, FULL, Best, Params, answer, make_params

BOOK_TILES = (100, 75, 50, 25, 10, 10)


def test_the_books_example_370_and_369():
    found = answer(BOOK_TILES, 370, BOOK)
    assert found.exact and [calc_text(c) for c in found.calcs] == [
        "50 / 25 = 2", "2 + 10 = 12", "12 + 100 = 112", "112 - 75 = 37", "37 * 10 = 370"]
    missed = answer(BOOK_TILES, 369, BOOK)
    assert (missed.value, missed.exact, missed.calcs) == (None, False, None)
    for target in (369, 370):
        full = answer(BOOK_TILES, target, FULL)
        assert full.exact and check_calcs(BOOK_TILES, full.calcs) == target


def test_380_from_4_4_7_8_9_100():
    full = answer((4, 4, 7, 8, 9, 100), 380, FULL)
    assert full.exact and check_calcs((4, 4, 7, 8, 9, 100), full.calcs) == 380


def test_the_book_reaches_175_of_the_900_targets():
    reached = [x for x in range(100, 1000) if answer(BOOK_TILES, x, BOOK).exact]
    assert len(reached) == 175
    for x in reached[1::7]:  # 100 is a tile: no steps
        assert check_calcs(BOOK_TILES, answer(BOOK_TILES, x, BOOK).calcs) == x


def reachable(tiles):
    """Brute force, independent of the solver: every value of every expression over every sub-multiset."""
    values = {}
    n = len(tiles)
    for size in range(1, n + 1):
        for subset in combinations(range(n), size):
            if size == 1:
                values[subset] = {tiles[subset[0]]}
                continue
            made = set()
            rest = subset[1:]
            for k in range(0, len(rest)):  # the part holding subset[0], split from the others
                for others in combinations(rest, k):
                    left = (subset[0], *others)
                    right = tuple(i for i in subset if i not in left)
                    for a in values[left]:
                        for b in values[right]:
                            made.update((a + b, a * b))
                            if a != b:
                                made.add(abs(a - b))
                            if a % b == 0:
                                made.add(a // b)
                            elif b % a == 0:
                                made.add(b // a)
            values[subset] = made
    return set().union(*values.values())


def closest(values, target):
    return min(values, key=lambda v: (abs(v - target), v))


def closest_value_is_optimal(draws: int, seed: int) -> None:
    rng = random.Random(seed)
    cache = {}
    for _ in range(draws):
        tiles, target = draw(rng)
        if tiles not in cache:
            cache[tiles] = reachable(tiles)
        found = answer(tiles, target, FULL)
        assert found.value == closest(cache[tiles], target), (tiles, target)
        assert found.exact == (found.value == target)
        assert check_calcs(tiles, found.calcs) == (found.value if found.calcs else None)


def test_the_closest_value_is_optimal_on_20_random_draws():
    closest_value_is_optimal(20, seed=28)


@pytest.mark.slow
def test_the_closest_value_is_optimal_on_200_random_draws():
    closest_value_is_optimal(200, seed=28)


def test_a_tie_goes_to_the_value_below():
    # 1 1 2 2 3 3 reach at most 3 * 3 * 2 * 2 * (1 + 1) = 72... and every value near it; far above, the top wins
    found = answer((1, 1, 2, 2, 3, 3), 999, FULL)
    assert found.value == closest(reachable((1, 1, 2, 2, 3, 3)), 999) and not found.exact
    assert closest({4, 6}, 5) == 4  # the rule the brute force encodes


def test_replaying_the_full_stream_rebuilds_the_answer():
    params = Params(BOOK_TILES, 369, FULL)
    steps, stats = drain(solver.solve(params))
    assert all(is_step(s) for s in steps)
    picture = Picture(params)
    for step in steps:
        if isinstance(step, Place):
            assert step.where == len(picture.path) + 1
        elif isinstance(step, Remove):
            assert picture.path[-1] == step.what
        picture.apply(step)
    path = picture.path
    assert path[-1][3] == 369 and check_calcs(BOOK_TILES, tuple(path)) == 369
    assert picture.best == (369, stats["answers"][FULL][2]) == [(s.value, s.calcs) for s in steps
                                                                  if isinstance(s, Best)][-1]
    assert [s for s in steps if isinstance(s, Solution)] == [Solution(1, (FULL, 369, stats["answers"][FULL][2]))]


def test_the_book_writes_its_steps_innermost_first():
    steps, stats = drain(solver.solve(Params(BOOK_TILES, 370, BOOK)))
    written = tuple(s.what for s in steps if isinstance(s, Place))
    assert written == stats["answers"][BOOK][2] and check_calcs(BOOK_TILES, written) == 370
    quiet, _ = drain(solver.solve(Params(BOOK_TILES, 370, "both"), quiet=True))
    assert [s.solution[0] for s in quiet] == [BOOK, FULL] and all(isinstance(s, Solution) for s in quiet)


def test_rules_refuse_with_a_reason_and_score():
    assert combine(7, "*", 8) == 56
    with pytest.raises(IllegalStepError, match="not positive"):
        combine(3, "-", 3)
    with pytest.raises(IllegalStepError, match="not a whole number"):
        combine(7, "/", 2)
    board = Board.deal((1, 2, 3, 4, 5, 100), 500)
    after = board.apply(5, "*", 4)
    assert after.cards[-1] == 500 and after.steps == ((100, "*", 5, 500),) and board.steps == ()
    with pytest.raises(IllegalStepError):
        after.apply(5, "+", 0)  # 100 is used
    assert after.best() == 500 and board.best() == 100
    assert [score(v, 500) for v in (500, 495, 510, 511, None)] == [10, 7, 5, 0, 0]


@pytest.mark.parametrize("text, message", [("1 2 3 4 5", "six tiles"), ("1 2 3 4 5 11", "not a tile"),
                                           ("10 10 10 1 2 3", "only two"), ("1 2 x 4 5 6", "not a whole number"),
                                           ("25 25 1 2 3 4", "only one")])
def test_bad_tiles(text, message):
    with pytest.raises(ValueError, match=message):
        parse_tiles(text)


def test_make_params_checks_and_draws():
    with pytest.raises(ValueError, match="target"):
        make_params({"tiles": "1 2 3 4 5 6", "target": 1000})
    params = make_params({"tiles": "", "target": 500}, random.Random(1))
    assert len(params.tiles) == 6 and params.target == 500
    with pytest.raises(ValueError, match="whole number"):
        make_params({"target": "12a"})


def test_the_default_round_is_drawn_at_random_tiles_and_target():
    """Opening the game with its defaults must not deal the same round every time (it once always gave 369)."""
    from engine.entries.options import defaults
    from games.numbers.solver import OPTIONS
    rounds = {(p.tiles, p.target) for p in (make_params(defaults(OPTIONS), random.Random(seed)) for seed in range(20))}
    assert len(rounds) == 20
    assert all(100 <= target <= 999 for _, target in rounds)
    typed = make_params({**defaults(OPTIONS), "tiles": "100 75 50 25 10 10", "target": "369"}, random.Random(3))
    assert (typed.tiles, typed.target) == ((10, 10, 25, 50, 75, 100), 369)


def test_the_books_reason_shown_alone_begins_with_a_capital():
    from engine.puzzles.steps import Reject
    from games.numbers.picture import Picture
    from games.numbers.solver import BOOK, MethodBegins, Params

    picture = Picture(Params((1, 2, 3, 4, 5, 6), 496))
    picture.apply(MethodBegins(BOOK))
    picture.apply(Reject(496, "no form of the book makes 496"))
    assert picture.remark == "No form of the book makes 496"
