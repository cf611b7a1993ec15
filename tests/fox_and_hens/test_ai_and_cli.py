"""The computer for either side, and ``analyse fox-and-hens`` on the command line.

Every search here thinks on a step clock (``tests.clocks``): its seconds are a fixed amount of
work, so what it finds does not depend on the machine's speed.
"""
import functools
import itertools
import json
import random

import pytest

from engine.commands import cli
from engine.duels.limits import Limit
from games.fox_and_hens import ai, rules
from games.fox_and_hens import cli as fox_cli
from games.fox_and_hens.rules import FOXES, HENS, parse_position
from tests.clocks import StepClock, paced

PACE = 50_000  # nodes per "second" of the step clock


def limit(**fields) -> Limit:
    """A ``Limit`` whose seconds are fixed work (``PACE`` nodes each), whatever the machine's speed."""
    return Limit(clock=paced(ai.CHECK_EVERY, PACE), **fields)


@pytest.fixture
def steady_cli(monkeypatch):
    """``analyse fox-and-hens`` run in this process, its --seconds measured by a step clock."""
    monkeypatch.setattr(fox_cli, "analyse", functools.partial(fox_cli.analyse, clock=paced(ai.CHECK_EVERY, PACE)))

LOOP = "  ...  \n  .A.  \n...XB..\n...C.D.\n....E.X\n  FGH  \n  IJK  "
# d4-d3 would put a hen under the fox on d2 with d4 empty behind it
TRAP = "  X..  \n  .X.  \n.......\nABCDEFG\nHIJKLMN\n  OPQ  \n  RST  "


@pytest.mark.parametrize("level", [3, 4, 5])
def test_the_hens_never_offer_a_capture_they_can_avoid(level):
    pos = parse_position(TRAP, HENS)
    move = ai.choose_move(pos, limit(level=level, seconds=0.3), random.Random(level))
    assert str(move) != "d4-d3"
    assert rules.longest_captures(rules.apply(pos, move).board).longest == 0


def test_the_foxes_take_the_longest_capture():
    pos = parse_position(LOOP, FOXES)
    move = ai.choose_move(pos, limit(level=5, seconds=0.3), random.Random(1))
    assert len(move.taken) == 5


def test_the_search_reads_time_only_through_the_limits_clock():
    ticks = itertools.count()
    clock = lambda: next(ticks) * 0.001  # noqa: E731 - a fake clock: a thousandth of a second per look
    pos = rules.initial(rules.default_params(), HENS)
    decision = ai.search(pos, Limit(level=5, seconds=0.05, clock=clock), random.Random(0))
    assert decision.move in rules.legal_moves(pos) and decision.depth >= 1 and decision.seconds <= 0.1
    limited = ai.search(pos, Limit(level=5, nodes=300), random.Random(0))
    assert limited.nodes <= 301


def test_a_node_or_depth_limit_alone_is_not_cut_by_the_time():
    pos = rules.initial(rules.default_params(), HENS)
    an_hour_a_look = StepClock(3600.0)  # no default deadline may stop these searches early
    assert ai.search(pos, Limit(level=5, nodes=3000, clock=an_hour_a_look), random.Random(0)).nodes == 3001
    assert ai.search(pos, Limit(level=5, depth=4, clock=an_hour_a_look), random.Random(0)).depth == 4


def test_the_same_step_clock_gives_the_same_search():
    pos = rules.initial(rules.default_params(), HENS)
    first, again = (ai.search(pos, limit(level=5, seconds=0.2), random.Random(0)) for _ in range(2))
    assert (first.move, first.depth, first.nodes) == (again.move, again.depth, again.nodes) and first.depth >= 3


def test_lower_levels_stop_at_their_depth():
    pos = rules.initial(rules.default_params(), FOXES)
    assert ai.search(pos, limit(level=3, seconds=5)).depth == 3


def test_analyse_prints_every_longest_chain(capsys, steady_cli):
    assert cli.run(["analyse", "fox-and-hens", LOOP.replace("\n", "/"), "--to-move", "foxes", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["longest"] == 5
    assert sorted(data["captures"]) == sorted([[[3, 4], [3, 6], [5, 6], [5, 4], [3, 4], [1, 4]],
                                               [[3, 4], [5, 4], [5, 6], [3, 6], [3, 4], [1, 4]]])
    assert data["move"] in data["captures"]


def test_analyse_in_words_for_the_hens(capsys, steady_cli):
    assert cli.run(["analyse", "fox-and-hens", TRAP, "--to-move", "hens", "--seconds", "0.2"]) == 0
    out = capsys.readouterr().out
    assert "Longest capture: 0 hens" in out and "the computer plays" in out and "d4-d3" not in out


@pytest.mark.parametrize("board", [
    "  ...  /  ...  ",                                                  # wrong shape
    "A ...  /  ...  /......./......./......./  ...  /  ...  ",        # a hen on a missing point
    "  XXX  /  ...  /......./......./......./  ...  /  ...  ",        # three foxes
    "  ...  /  ...  /ABCDEFG/HIJKLMN/OPQRSTU/  VWY  /  ...  ",        # 24 hens
])
def test_bad_pictures_give_one_line_and_exit_2(capsys, board):
    assert cli.run(["analyse", "fox-and-hens", board, "--to-move", "foxes"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
