"""Every puzzle's picture (pure, ``games/<id>/picture.py``), folded over every step of a small run.

The fold never raises, and at each solution the picture shows exactly that solution: the
scene draws the picture and nothing else, so this is what the viewer sees.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

import pytest

from engine.puzzles.steps import Solution, drain
from games.dominoes import picture as dominoes_picture
from games.dominoes import solver as dominoes
from games.fox_and_hens import rules as fox_rules
from games.fox_and_hens.search_picture import SearchPicture
from games.numbers import picture as numbers_picture
from games.numbers import solver as numbers
from games.pentominoes import picture as pentominoes_picture
from games.pentominoes import solver as pentominoes
from games.queen_cover import picture as cover_picture
from games.queen_cover import solver as cover
from games.queens import picture as queens_picture
from games.queens import solver as queens
from games.ruler import picture as ruler_picture
from games.ruler import solver as ruler
from games.schoolgirls import picture as schoolgirls_picture
from games.schoolgirls import solver as schoolgirls
from games.signs import picture as signs_picture
from games.signs import solver as signs


class Case(NamedTuple):
    run: Callable[[], Any]           # a fresh solver run
    picture: Callable[[], Any]       # a fresh picture
    shown: Callable[[Any], Any]      # what the picture shows, to compare with a solution
    solutions: int | None            # how many the run finds (None: some)


def queens_case(n: int, form: str, solutions: int) -> Case:
    params = queens.Params(n, form)
    return Case(lambda: queens.solve(params), lambda: queens_picture.Picture(params), lambda p: p.columns, solutions)


def cover_case(n: int, method: str, solutions: int) -> Case:
    params = cover.Params(n, method)

    def shown(picture: cover_picture.Picture) -> tuple:
        assert len(picture.covered) == n * n  # and every square is shaded
        return tuple(sorted(picture.queens))
    return Case(lambda: cover.solve(params), lambda: cover_picture.Picture(n), shown, solutions)


def dominoes_case(m: int, ring: bool, solutions: int | None) -> Case:
    params = dominoes.Params(m, ring)
    return Case(lambda: dominoes.solve(params), lambda: dominoes_picture.Picture(params), lambda p: p.shown,
                solutions)


def schoolgirls_case(girls: int, method: str) -> Case:
    params = schoolgirls.Params(girls, method)
    return Case(lambda: schoolgirls.solve(params), lambda: schoolgirls_picture.Picture(params), lambda p: p.schedule,
                None)


def pentominoes_case(width: int, height: int, method: str, solutions: int) -> Case:
    params = pentominoes.Params(width, height, method=method)
    return Case(lambda: pentominoes.solve(params), lambda: pentominoes_picture.Picture(params), lambda p: p.tiling,
                solutions)


def numbers_case(target: int, method: str, solutions: int) -> Case:
    params = numbers.Params((10, 10, 25, 50, 75, 100), target, method)
    return Case(lambda: numbers.solve(params), lambda: numbers_picture.Picture(params), lambda p: p.shown, solutions)


def signs_case(method: str) -> Case:
    params = signs.Params((3, 5, 8, 2, 7, 4), 9, method)
    return Case(lambda: signs.solve(params), lambda: signs_picture.Picture(params), lambda p: "".join(p.signs), None)


def ruler_case(marks: int) -> Case:
    params = ruler.Params(marks)
    return Case(lambda: ruler.solve(params), lambda: ruler_picture.Picture(params), lambda p: p.positions, None)


FOX_BOARD = "\n".join(["  ...  ", "  .X.  ", "..ABC..", ".......", "..D.E..", "  FGH  ", "  IJK  "])


def fox_case() -> Case:
    position = fox_rules.parse_position(FOX_BOARD, fox_rules.FOXES)
    return Case(lambda: fox_rules.search_captures(position.board, position.diagonals, watch=True), SearchPicture,
                lambda p: tuple(p.path), None)


CASES = {
    "queens n=6 recursive": queens_case(6, "recursive", 4),
    "queens n=6 automaton": queens_case(6, "automaton", 4),
    "queen-cover n=4 general": cover_case(4, "general", None),
    "queen-cover n=5 book": cover_case(5, "book", None),
    "dominoes double-two line": dominoes_case(2, False, None),
    "dominoes double-two ring": dominoes_case(2, True, 1),
    "dominoes double-three (no line)": dominoes_case(3, False, 0),
    "schoolgirls 9 book": schoolgirls_case(9, "book"),
    "schoolgirls 9 plain": schoolgirls_case(9, "plain"),
    "pentominoes 3x20 book": pentominoes_case(20, 3, "book", 8),
    "pentominoes 3x20 Algorithm X": pentominoes_case(20, 3, "dlx", 8),
    "numbers 370 from the book's draw, both methods": numbers_case(370, "both", 2),
    "numbers 369 from the book's draw, both methods": numbers_case(369, "both", 1),
    **{f"signs {method}": signs_case(method) for method in signs.METHOD_NAMES},
    "ruler 5 marks": ruler_case(5),
    "ruler 6 marks": ruler_case(6),
    "fox-and-hens: the watched longest-capture search": fox_case(),
}


@pytest.mark.parametrize("name", CASES)
def test_the_folded_picture_shows_each_solution(name):
    case = CASES[name]
    steps, _ = drain(case.run())
    picture = case.picture()
    found = 0
    for step in steps:
        picture.apply(step)
        if isinstance(step, Solution):
            assert case.shown(picture) == step.solution, step
            found += 1
    assert found == case.solutions if case.solutions is not None else found > 0
