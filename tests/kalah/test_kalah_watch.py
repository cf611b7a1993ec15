"""Kalah's search as the "Alpha-beta" entry watches it: plain minimax's values and counts, the chosen examples,
and ``analyse kalah --depth --method``."""
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.commands import cli
from engine.puzzles.steps import Solution, drain
from games.kalah import watch
from games.kalah.rules import BOOK, Params, initial
from games.shared.watched_search import ALPHABETA, METHODS, MINIMAX, ORDERED, Cutoff, Enter, Leaf, counts, position_along, search
from tests.kalah.positions import played_in
from tests.kalah.reference import horizon_value, is_finished, whole_turns

START = "6,6,6,6,6,6,0,6,6,6,6,6,6,0"


def whole_tree_leaves(desk, side, turns):
    """The leaves of the whole tree ``turns`` whole turns deep, counted on the tests' own Kalah."""
    if turns == 0 or is_finished(desk):
        return 1
    return sum(whole_tree_leaves(after, 1 - side, turns - 1) for _, after in whole_turns(desk, side))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), depth=st.integers(1, 3))
def test_every_method_watched_or_not_gives_plain_minimaxs_value(seed, depth):
    pos = played_in(random.Random(seed), Params(), 30)
    expected = horizon_value(pos.desk, pos.to_move, depth)
    found = {}
    for method in METHODS:
        steps, stats = drain(search(watch, pos, depth, method))
        assert stats == counts(watch, pos, depth, method)  # watched and headless: one search
        assert stats["value"] == expected, method
        assert sum(isinstance(s, Enter) for s in steps) == stats["nodes"]
        assert sum(isinstance(s, Leaf) for s in steps) == stats["leaves"]
        assert sum(isinstance(s, Cutoff) for s in steps) == stats["cutoffs"]
        answer = [s for s in steps if isinstance(s, Solution)]
        assert len(answer) == 1 and list(answer[0].solution.line) == stats["line"]
        end = position_along(watch, pos, stats["line"])  # the principal line ends where the value was found
        assert watch.evaluate(end) * (1 if end.to_move == pos.to_move else -1) == expected
        found[method] = stats
    assert found[MINIMAX]["leaves"] == whole_tree_leaves(pos.desk, pos.to_move, depth)
    assert found[MINIMAX]["cutoffs"] == 0
    assert found[ALPHABETA]["leaves"] <= found[MINIMAX]["leaves"]
    assert found[ORDERED]["leaves"] <= found[MINIMAX]["leaves"]


def test_the_six_stone_start_at_depth_four():
    start = initial()
    assert counts(watch, start, 4, MINIMAX) == {"value": 1, "nodes": 2307, "leaves": 1907, "cutoffs": 0,
                                                "line": ["1 2", "2", "3", "1"]}
    assert [counts(watch, start, 4, m)["leaves"] for m in (ALPHABETA, ORDERED)] == [131, 87]


@pytest.mark.parametrize("key", ["start", "ordering", "forced"])
def test_ordering_never_examines_more_leaves_on_the_chosen_examples(key):
    pos = watch.start() if key == "start" else watch.EXAMPLES[key]
    for depth in range(1, 5):
        minimax, plain, ordered = (counts(watch, pos, depth, m)["leaves"] for m in METHODS)
        assert ordered <= plain <= minimax


def test_the_examples_show_what_they_are_chosen_for():
    ordering = watch.EXAMPLES["ordering"]
    assert [counts(watch, ordering, 3, m)["leaves"] for m in METHODS] == [301, 191, 35]
    forced = watch.EXAMPLES["forced"]
    result = counts(watch, forced, 3, ALPHABETA)
    end = position_along(watch, forced, result["line"])
    assert watch.over(end) and result["value"] == 2 == end.desk[6] - end.desk[13]  # a win, whatever B does


def test_a_position_key_keeps_the_rules():
    pos = played_in(random.Random(3), Params(4), 6)
    assert watch.from_key(watch.position_key(pos)) == pos and pos.variant == BOOK
    with pytest.raises(ValueError):
        watch.from_key("1,2,3 | 0 ; capture=standard pie=no")


def test_analyse_to_a_depth_prints_the_counts(capsys):
    for method, leaves in ((MINIMAX, 1907), (ALPHABETA, 131), (ORDERED, 87)):
        assert cli.run(["analyse", "kalah", "--desk", START, "--to-move", "A", "--depth", "4", "--method", method,
                        "--json"]) == 0
        data = json.loads(capsys.readouterr().out)
        assert set(data) == {"value", "nodes", "leaves", "cutoffs", "line"}
        assert data["value"] == 1 and data["leaves"] == leaves and data["line"][0] == "1 2"
    assert cli.run(["analyse", "kalah", "--desk", START, "--to-move", "B", "--depth", "1"]) == 0
    assert capsys.readouterr().out.startswith("Value +2 (Alpha-beta, depth 1)")
    assert cli.run(["analyse", "kalah", "--desk", START, "--to-move", "A", "--depth", "0"]) == 2
    assert "from 1 to 8" in capsys.readouterr().err
