"""The tree the "Alpha-beta" entry draws: the picture folded from the steps, and its layout (both pure)."""
import itertools

import pytest

from engine.puzzles.steps import drain
from games.alphabeta import solver
from games.alphabeta.layout import DONE, PATH, PENDING, PRUNED, layout
from games.alphabeta.picture import Picture
from games.shared.watched_search import EXACT, MINIMAX, UPPER

BOX, GAP = (60, 40), (8, 20)


def folded(params, steps=None):
    run = solver.solve(params)
    picture = Picture(params)
    for step in itertools.islice(run, steps) if steps is not None else drain(run)[0]:
        picture.apply(step)
    return picture


@pytest.mark.parametrize("game,position,method", [("uniform", "start", "alphabeta"), ("kalah", "start", "minimax"),
                                                  ("kalah", "ordering", "ordered")])
def test_the_picture_counts_as_the_search_does(game, position, method):
    params = solver.Params(game, position, 3, method)
    stats = drain(solver.solve(params))[1]
    picture = folded(params)
    assert (picture.positions, picture.leaves, picture.cutoffs) == (stats["nodes"], stats["leaves"], stats["cutoffs"])
    root = picture.nodes[()]
    assert root.done and root.value == stats["value"] and root.bound == EXACT
    assert (root.positions, root.leaves) == (stats["nodes"], stats["leaves"])  # the root's box folds the whole tree
    for path, node in picture.nodes.items():
        assert node.done
        children = [picture.nodes[path + (i,)] for i in range(node.searched)]
        assert node.positions == 1 + sum(c.positions for c in children)
        assert node.searched + node.pruned <= len(node.turns)
    assert list(picture.line_to(picture.principal.path)) == stats["line"]
    assert sum(picture.per_level) == stats["nodes"]


def test_at_the_end_the_spine_is_the_principal_line():
    params = solver.Params("uniform", "start", 3, "alphabeta")
    picture = folded(params)
    tree = layout(picture, picture.principal.path, 800, 600, BOX, GAP)
    assert [row.level for row in tree.rows] == [0, 1, 2, 3] and tree.deeper is None
    assert picture.principal.path == (0, 0, 0)  # the best turn first at every level
    for row in tree.rows[1:]:
        assert [b.kind for b in row.boxes] == [PATH, DONE, DONE]
        assert row.hidden_before == row.hidden_after == 0
    # through a position a cut-off left short, its pruned turns show
    cut = layout(picture, (1,), 800, 600, BOX, GAP)
    assert [b.kind for b in cut.rows[2].boxes] == [DONE, PRUNED, PRUNED]
    assert picture.nodes[(1,)].bound == UPPER and picture.nodes[(1,)].pruned == 2  # a MIN position: at most


def test_mid_search_the_spine_follows_the_current_position_and_shows_what_is_to_come():
    params = solver.Params("kalah", "start", 3, MINIMAX)
    picture = folded(params, 12)
    assert picture.current == (0, 0, 2) and picture.nodes[(0, 0)].value == 9  # the first branch's third leaf
    tree = layout(picture, picture.current, 2000, 600, BOX, GAP)
    top = tree.rows[1]
    assert top.boxes[0].kind == PATH and {b.kind for b in top.boxes[1:]} == {PENDING}
    assert len(top.boxes) == 10  # the start's ten whole turns


def test_a_narrow_area_shows_a_window_of_each_row_around_the_spine():
    params = solver.Params("kalah", "start", 2, MINIMAX)
    picture = folded(params)
    focus = (7,)
    tree = layout(picture, focus, 4 * 60 + 3 * 8, 600, BOX, GAP)
    row = tree.rows[1]
    assert len(row.boxes) == 4 and row.hidden_before + len(row.boxes) + row.hidden_after == 10
    assert any(b.path == focus for b in row.boxes) and row.hidden_before > 0
    assert all(0 <= b.x and b.x + BOX[0] <= 4 * 60 + 3 * 8 for r in tree.rows for b in r.boxes)
    hit = tree.box_at(row.boxes[1].x + 5, row.boxes[1].y + 5)
    assert hit == row.boxes[1] and tree.box_at(-5, -5) is None


def test_a_short_area_tells_the_far_levels_as_counts():
    params = solver.Params("uniform", "start", 5, MINIMAX)
    picture = folded(params)
    tree = layout(picture, (0, 0, 0, 0, 0), 2000, 3 * 40 + 2 * 20 + 20, BOX, GAP)  # room for three rows and a line
    assert [row.level for row in tree.rows] == [0, 1] and tree.deeper is not None
    assert (tree.deeper.first, tree.deeper.last) == (2, 5)
    assert tree.deeper.positions == 9 + 27 + 81 + 243
    assert layout(Picture(params), (), 800, 600, BOX, GAP).rows == ()  # nothing searched yet: nothing drawn
