"""The counted sizes of the puzzles' trees (each entry's ``tree.COUNTED``, printed by benchmarks/tree_sizes.py)
are the nodes their whole runs make, counted again here; a scene whose search is counted tells its part done
as the nodes done over that count (issue 27, item 2)."""
from __future__ import annotations

import pytest

from engine.puzzles.steps import drain
from games.pentominoes import solver as pentominoes
from games.pentominoes import tree as pentomino_tree
from games.queen_cover import solver as covers
from games.queen_cover import tree as cover_tree
from games.ruler import solver as rulers
from games.ruler import tree as ruler_tree
from games.schoolgirls import solver as schoolgirls
from games.schoolgirls import tree as schoolgirl_tree

QUICK = 2_000_000  # counts up to this many nodes are checked in the fast set (a second or so on the fast path)


def cases(table: dict, most: int | None = None) -> list:
    """The table's (key, count) pairs, the large ones marked slow (those above ``most``: left to the benchmark)."""
    return [pytest.param(key, count, marks=[pytest.mark.slow] if count > QUICK else [], id=str(key))
            for key, count in table.items() if most is None or count <= most]


@pytest.mark.parametrize("key, count", cases(ruler_tree.COUNTED, most=200_000_000))  # 12 marks: a minute
def test_the_rulers_counted_cases_are_a_whole_runs(key, count):
    marks, shortcut = key
    params = rulers.Params(marks, shortcut)
    assert drain(rulers.solve(params, quiet=True))[1]["cases"] == count
    assert ruler_tree.RulerTree(params).counted == count


@pytest.mark.parametrize("key, count", cases(cover_tree.COUNTED))
def test_the_covers_counted_queens_are_a_whole_runs(key, count):
    params = covers.Params(*key)
    assert drain(covers.solve(params, quiet=True))[1]["nodes"] == count
    assert cover_tree.CoverTree(params).counted == count


@pytest.mark.parametrize("key, count", cases(pentomino_tree.COUNTED))
def test_the_pentominoes_counted_pieces_are_a_whole_runs(key, count):
    longer, shorter, hole, method, distinct = key
    for width, height in {(longer, shorter), (shorter, longer)}:  # either way round: the same search
        params = pentominoes.Params(width, height, hole, method, distinct)
        assert pentomino_tree.PentominoTree(params).counted == count
    assert drain(pentominoes.solve(params, quiet=True))[1]["nodes"] == count


@pytest.mark.parametrize("key, count", cases(schoolgirl_tree.COUNTED, most=QUICK))  # 15 girls: 35 s of pure Python
def test_the_schoolgirls_counted_girls_are_a_whole_runs(key, count):
    params = schoolgirls.Params(*key)
    assert drain(schoolgirls.solve(params, quiet=True))[1]["nodes"] == count
    assert schoolgirl_tree.ScheduleTree(params).counted == count


def test_a_search_not_counted_is_left_to_the_estimate():
    assert ruler_tree.RulerTree(rulers.Params(9), floor=30).counted is None  # the shortcut's later floors
    assert pentomino_tree.PentominoTree(pentominoes.Params(10, 6, pieces="FILNPTUVWXYZ"[::-1])).counted is None
    assert pentomino_tree.PentominoTree(pentominoes.Params(9, 5, pieces="FILNPTUVW")).counted is None
    assert schoolgirl_tree.ScheduleTree(schoolgirls.Params(15, "plain")).counted is None
