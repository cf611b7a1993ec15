"""The fast path (games/pentominoes/fast.py and its compiled core): the same tilings, in the same order, with
the same nodes, as the stepping search, on every board the entry offers, by the book's method and by Algorithm X;
"To the end" hurried onto it."""
import itertools

import pytest

from engine.puzzles.steps import Place, Reject, Remove, Solution, drain
from games.pentominoes import fast
from games.pentominoes.picture import Picture
from games.pentominoes.solver import Leap, Params, check, solve
from games.shared.stoppable_search import run_to_end

# The boards the entry offers (its help): (width, height, hole), all tilings, distinct ones, nodes.
BOARDS = {
    "3x20": ((20, 3, False), 8, 2, 69_306),
    "4x15": ((15, 4, False), 1_472, 368, 1_691_832),
    "5x12": ((12, 5, False), 4_040, 1_010, 7_234_397),
    "6x10": ((10, 6, False), 9_356, 2_339, 19_725_866),
    "8x8-centre": ((8, 8, True), 520, 65, 4_986_006),
}
FIRST = 12  # tilings compared with the stepping search's on every board in the fast set


@pytest.fixture(params=["compiled", "pure"])
def core(request, monkeypatch):
    """Each test twice: with the compiled core, and with the pure Python search it stands in for."""
    if request.param == "pure":
        monkeypatch.setattr(fast, "CORE", None)
    return request.param


def stepping(params, count=None):
    """The stepping search (every step, as the scene watches it): its first ``count`` tilings (all: None),
    and the nodes (pieces placed) made when each was found."""
    tilings, nodes, placed = [], [], 0
    for step in solve(params):
        if isinstance(step, Place):
            placed += 1
        elif isinstance(step, Solution):
            tilings.append(step.solution)
            nodes.append(placed)
            if len(tilings) == count:
                break
    return tilings, nodes


def quiet(params, count=None):
    """The same from the quiet search (the fast path when the core is built)."""
    searches = []
    tilings, nodes = [], []
    for step in itertools.islice(solve(params, quiet=True, live=searches), count):
        tilings.append(step.solution)
        nodes.append(searches[0].nodes)
    return tilings, nodes


def test_the_compiled_core_is_built_in_this_install():
    """``pip install -e .`` builds it where there is a C compiler (as here): it must not vanish unseen."""
    assert fast.CORE is not None and fast.CORE.free.pentominoes_interface() == fast.INTERFACE


@pytest.mark.parametrize("board", BOARDS)
def test_the_first_tilings_come_in_the_stepping_order_with_the_same_nodes(board):
    (width, height, hole), *_ = BOARDS[board]
    params = Params(width, height, hole)
    assert quiet(params, FIRST) == stepping(params, FIRST)


@pytest.mark.parametrize("board", BOARDS)
def test_the_counts_of_every_board(board):
    (width, height, hole), total, distinct, nodes = BOARDS[board]
    found, stats = run_to_end(solve(Params(width, height, hole), quiet=True))
    assert (stats["solutions"], stats["distinct"], stats["nodes"], len(found)) == (total, distinct, nodes, total)


def test_3x20_the_whole_search_in_the_stepping_order(core):
    params = Params(20, 3)
    assert quiet(params) == stepping(params)


def test_a_tall_board_images_hidden_first_only_and_a_piece_set(core):
    for params, count in ((Params(3, 20), None), (Params(15, 4, distinct=True), 8), (Params(5, 5, pieces="FILNP"), None),
                          (Params(8, 8, True, distinct=True), 2)):
        assert quiet(params, count) == stepping(params, count)
    first, stats = run_to_end(solve(Params(10, 6), quiet=True, first=True))
    assert len(first) == 1 and stats["nodes"] == stepping(Params(10, 6), 1)[1][0]


@pytest.mark.parametrize("board, count", [("3x20", None), ("4x15", 12), ("6x10", 3), ("8x8-centre", 12)])
def test_algorithm_x_the_same_covers_in_the_same_order(core, board, count):
    (width, height, hole), *_ = BOARDS[board]
    params = Params(width, height, hole, method="dlx")
    assert quiet(params, count) == stepping(params, count)
    distinct = Params(width, height, hole, method="dlx", distinct=True)
    assert quiet(distinct, count and 2) == stepping(distinct, count and 2)


def hurried(params, after):
    """A watched run of ``params`` asked to hurry after ``after`` steps: its steps and statistics."""
    asked = []
    run = solve(params, hurry=lambda: bool(asked))
    steps = list(itertools.islice(run, after))
    asked.append(True)
    rest, stats = drain(run)
    return steps + rest, stats


@pytest.mark.parametrize("board, after, method", [("3x20", 0, "book"), ("3x20", 1, "book"), ("3x20", 40, "book"),
                                                  ("3x20", 333, "book"), ("6x10", 100, "book"), ("3x20", 0, "dlx"),
                                                  ("3x20", 77, "dlx"), ("8x8-centre", 50, "dlx")])
def test_hurried_to_the_end_the_same_tilings_nodes_and_a_picture_that_follows(core, board, after, method):
    if core == "pure" and board != "3x20":
        pytest.skip("the pure search takes a minute there: 3 x 20 shows it")
    params = Params(*BOARDS[board][0], method=method)
    steps, stats = hurried(params, after)
    tilings = [s.solution for s in steps if isinstance(s, Solution)]
    expected, totals = run_to_end(solve(params, quiet=True))
    assert tilings == [s.solution for s in expected] and stats == totals
    leaps = [s for s in steps if isinstance(s, Leap)]
    assert bool(leaps) == (core == "compiled")
    assert all(a.nodes <= b.nodes for a, b in zip(leaps, leaps[1:]))
    picture = Picture(params)
    for step in steps:
        if isinstance(step, Remove):  # each piece taken off is the one the picture shows there
            assert picture.pieces[step.what] == step.where
        picture.apply(step)
        if isinstance(step, Leap):
            assert picture.placed == step.nodes and len(picture.pieces) == len(step.pieces) < 12
            for letter, cells in step.pieces:
                assert picture.pieces[letter] == cells
    assert picture.pieces == {}
    for tiling in tilings:
        check(params, tiling)


def test_a_hurried_run_stops_when_closed_and_a_refused_piece_still_shows():
    searches, asked = [], []
    run = solve(Params(10, 6), live=searches, hurry=lambda: bool(asked))
    before = list(itertools.islice(run, 50))
    asked.append(True)
    after = list(itertools.islice(run, 30))
    assert any(isinstance(s, Reject) for s in before)
    assert any(isinstance(s, Leap) for s in after)
    nodes = searches[0].nodes
    run.close()
    assert searches[0].nodes == nodes and searches[0].where()[1] == nodes
    assert searches[0].where()[0] == tuple(searches[0].placed)  # the fast path is let go


def test_where_a_quiet_run_stands_reads_the_fast_path():
    searches = []
    run = solve(Params(10, 6), quiet=True, live=searches)
    next(run)
    path, nodes = searches[0].where()
    assert len(path) >= 11 and nodes == stepping(Params(10, 6), 1)[1][0]  # at the first tiling: (nearly) all pieces
    next(run)
    assert searches[0].where()[1] > nodes


def test_the_core_refuses_tables_that_do_not_fit_the_board():
    if fast.CORE is None:
        pytest.skip("the compiled core is not built")
    with pytest.raises(ValueError):
        fast.CompiledSearch(fast.CORE, 9, 8, [0] * ((9 << 9) + 1), [], 0)
    with pytest.raises(ValueError):
        fast.CompiledSearch(fast.CORE, 2, 3, [0, 0, 0, 0, 0, 0, 0, 0, 2], [0, 3, 1], 0)
    with pytest.raises(ValueError):
        fast.CompiledCover(fast.CORE, 1, bytes(8 * 200), bytes(8), bytes(16))  # 200 columns
    with pytest.raises(ValueError):
        fast.CompiledCover(fast.CORE, 1, bytes(8), bytes(8), bytes(8))  # a row's columns in one word
    cover = fast.CompiledCover(fast.CORE, 1, bytes(8), bytes(8), bytes(16))
    cover.start(bytes(8), bytes(16))
    assert cover.next(10) is None and cover.done and cover.path() == ()
    search = fast.CompiledSearch(fast.CORE, 2, 3, [0] * 9, [], 0)
    search.start(0, 0)
    assert search.next(10) is None and search.done and search.path() == ()


@pytest.mark.slow
@pytest.mark.parametrize("method", ["book", "dlx"])
# 6 x 10 left out: 80 s of the pure search (its count and nodes at each tiling are checked in the fast set)
@pytest.mark.parametrize("board", [board for board in BOARDS if board != "6x10"])
def test_every_tiling_of_every_board_in_the_pure_searchs_order(board, method, monkeypatch):
    (width, height, hole), *_ = BOARDS[board]
    params = Params(width, height, hole, method=method)
    compiled = quiet(params)
    monkeypatch.setattr(fast, "CORE", None)
    assert compiled == quiet(params)


@pytest.mark.slow
@pytest.mark.parametrize("board", ["4x15", "8x8-centre"])
def test_every_tiling_in_the_stepping_order(board):
    (width, height, hole), *_ = BOARDS[board]
    params = Params(width, height, hole)
    assert quiet(params) == stepping(params)
