"""The pentomino solver: orientations, golden counts, tilings checked cell by cell, both methods agree."""
import pytest

from engine.puzzles.steps import Place, Reject, Remove, Solution, drain, is_step
from games.pentominoes.picture import Picture
from games.pentominoes.solver import ORIENTATIONS, FirstEmpty, Params, canonical, check, images, make_params, solve
from games.shared.stoppable_search import run_to_end


def tilings(params):
    found, stats = run_to_end(solve(params, quiet=True))
    return [step.solution for step in found], stats


def test_the_63_orientations():
    counts = {letter: len(shapes) for letter, shapes in ORIENTATIONS.items()}
    assert counts == {"F": 8, "I": 2, "L": 8, "N": 8, "P": 8, "T": 4, "U": 4, "V": 4, "W": 4, "X": 1, "Y": 8, "Z": 4}


def test_3x20_two_distinct_eight_in_all_by_both_methods():
    book, stats = tilings(Params(20, 3))
    assert (stats["solutions"], stats["distinct"], len(book)) == (8, 2, 8)
    assert len({canonical(t) for t in book}) == 2
    assert {image for t in book for image in images(t)} == set(book)  # every image of a tiling is found
    for tiling in book:
        check(Params(20, 3), tiling)
    links, stats = tilings(Params(20, 3, method="dlx"))
    assert set(links) == set(book) and stats["distinct"] == 2
    tall = set(tilings(Params(3, 20))[0])  # a tall board is filled row by row: the same tilings, turned
    assert tall == {tuple("".join(column) for column in zip(*t)) for t in book}


@pytest.mark.slow
def test_4x15_368_distinct_1472_in_all_and_both_methods_agree():
    found, stats = tilings(Params(15, 4))
    assert (stats["solutions"], stats["distinct"]) == (1472, 368)
    assert len(set(found)) == 1472 and {image for t in found for image in images(t)} == set(found)
    for tiling in found:
        check(Params(15, 4), tiling)
    algorithm_x, stats = tilings(Params(15, 4, method="dlx"))
    assert set(algorithm_x) == set(found) and stats["distinct"] == 368


def test_hide_images_keeps_one_per_family_and_first_stops():
    found, stats = tilings(Params(20, 3, distinct=True))
    assert len(found) == stats["shown"] == 2 and stats["solutions"] == 8
    first, stats = run_to_end(solve(Params(20, 3), quiet=True, first=True))
    assert len(first) == 1 and 0 < stats["nodes"] < 69306


def test_replaying_the_steps_rebuilds_each_tiling():
    params = Params(20, 3)
    picture = Picture(params)
    steps, stats = drain(solve(params))
    assert all(is_step(s) for s in steps) and any(isinstance(s, Reject) for s in steps)
    assert sum(isinstance(s, Place) for s in steps) == stats["nodes"]
    for step in steps:
        if isinstance(step, Remove):
            assert picture.pieces[step.what] == step.where
        picture.apply(step)
        if isinstance(step, Solution):
            assert picture.tiling == step.solution
    assert picture.pieces == {} and len(picture.family_heads) == 2  # two families of four images
    assert isinstance(steps[0], FirstEmpty)


def test_the_square_without_its_centre_and_a_small_piece_set():
    params = Params(8, 8, hole=True)
    found, _ = run_to_end(solve(params, quiet=True, first=True))
    check(params, found[0].solution)
    assert found[0].solution[3][3:5] == ".." == found[0].solution[4][3:5]
    small, stats = tilings(Params(5, 1, pieces="I"))  # one piece, one row
    assert small == [("IIIII",)] and stats["solutions"] == 1
    for tiling in small:
        check(Params(5, 1, pieces="I"), tiling)


@pytest.mark.parametrize("values, message", [
    ({"width": 7, "height": 9}, "63 cells"),
    ({"pieces": "FQ"}, "unknown piece set"),
    ({"pieces": "FF", "width": 5, "height": 2}, "unknown piece set"),
    ({"width": 9, "height": 7, "hole": True}, "even sides"),
])
def test_bad_input_is_explained(values, message):
    with pytest.raises(ValueError, match=message):
        make_params({"width": 10, "height": 6, **values})
