"""Every computer player reads time only through ``Limit.clock``, so a step clock makes it independent
of the machine's speed: from the same start, the same limit gives the same search, move for move and
node for node.  (Kalah's computer carries its table from one move to the next: ``forget_searches``
gives it the same start again.)"""
import argparse
import random
import time

import pytest

from engine.duels.limits import Limit
from engine.entries import registry
from engine.entries.registry import DUEL
from tests.clocks import StepClock

DUELS = [s for s in registry.entries(include_hidden=True) if s.kind == DUEL]


@pytest.fixture
def no_wall_clock(monkeypatch):
    """Any direct look at the wall clock (time.monotonic, perf_counter, time, or a copy of them) raises."""
    def wall_clock(*_args):
        raise AssertionError("the wall clock was read")

    for name in ("monotonic", "perf_counter", "time", "monotonic_ns", "perf_counter_ns", "time_ns", "process_time"):
        monkeypatch.setattr(time, name, wall_clock)
    for spec in DUELS:
        for module in (spec.module("ai"), spec.module("cli")):
            for name in ("monotonic", "perf_counter"):
                if hasattr(module, name):
                    monkeypatch.setattr(module, name, wall_clock)


@pytest.mark.parametrize("spec", DUELS, ids=lambda s: s.id)
@pytest.mark.parametrize("level", [1, 3, 5])
def test_each_ai_reads_only_the_limits_clock_and_a_step_clock_repeats_the_move(spec, level, no_wall_clock):
    rules, ai = spec.module("rules"), spec.module("ai")
    pos = rules.initial(rules.default_params(), 0, random.Random(3))
    moves = []
    for _ in range(2):
        getattr(ai, "forget_searches", lambda: None)()
        moves.append(ai.choose_move(pos, Limit(level=level, seconds=0.05, clock=StepClock(0.01)), random.Random(9)))
    assert moves[0] == moves[1]


def test_kalah_analysis_takes_its_clock(no_wall_clock):
    from games.kalah.analysis import analyse

    first, again = (analyse("6,6,6,6,6,6,0,6,6,6,6,6,6,0", "A", 0.05, clock=StepClock(0.01)) for _ in range(2))
    assert first == again and first["nodes"] > 0


def test_the_analyse_commands_take_their_clock(no_wall_clock):
    from games.fox_and_hens import cli as fox_cli
    from games.kalah import cli as kalah_cli

    kalah = argparse.Namespace(desk="6,6,6,6,6,6,0,6,6,6,6,6,6,0", to_move="A", seconds=0.05, all_moves=False, review=None,
                               capture="standard", table_mb=64, depth=None, method="alphabeta")
    assert kalah_cli.analyse(kalah, clock=StepClock(0.01)) == kalah_cli.analyse(kalah, clock=StepClock(0.01))
    board = "  XX.  /  ...  /......./......./ABCDEFG/  HIJ  /  KLM  "
    fox = argparse.Namespace(board=board, to_move="foxes", diagonals=False, seconds=0.05)
    assert fox_cli.analyse(fox, clock=StepClock(0.01)) == fox_cli.analyse(fox, clock=StepClock(0.01))
