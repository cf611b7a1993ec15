"""Kalah's computer player: tactics, exact endgames against a brute-force search, limits, levels."""
from __future__ import annotations

import random
import threading

import pytest

from engine.duels.basics import IllegalMoveError
from engine.duels.limits import Limit
from games.kalah import ai
from games.kalah.ai import search
from games.kalah.player import choose_move
from games.kalah.rules import (
    Position,
    apply_compound,
    compound_moves,
    format_compound,
    initial,
    is_over,
    parse_compound,
    seen_by,
)
from tests.clocks import StepClock, paced
from tests.kalah import reference
from tests.kalah.positions import random_endgame

PACE = 200_000  # nodes per "second" of a step clock: about a quiet machine's pace, on any machine


def limit(**fields) -> Limit:
    """A ``Limit`` whose seconds are a fixed amount of work (``PACE`` nodes each), whatever the machine's speed."""
    return Limit(clock=paced(ai.CHECK_EVERY, PACE), **fields)


def perfect_value(pos: Position) -> int:
    """The brute force's final margin for the side to move."""
    return reference.perfect_value(pos.desk, pos.to_move)


# Positions where exactly one compound move wins (checked by the brute force below).
ONLY_ONE_WINS = [
    # A4's last stone lands in empty A6, facing B1's 4 stones: a capture of 5
    ((1, 2, 0, 2, 0, 0, 30, 4, 1, 0, 0, 1, 0, 31), "4"),
    # A6 into the kalah, then A4 captures B1 and B2
    ((0, 3, 0, 2, 0, 1, 31, 2, 1, 0, 0, 2, 0, 30), "6 4"),
    # a chain of three extra moves before the turn passes
    ((0, 0, 0, 3, 1, 0, 33, 0, 1, 0, 0, 1, 2, 31), "4 6 5 6"),
]


# the brute force takes seconds on the first two: they are checked in the slow set
@pytest.mark.parametrize("desk, answer", [pytest.param(*ONLY_ONE_WINS[0], marks=pytest.mark.slow),
                                          pytest.param(*ONLY_ONE_WINS[1], marks=pytest.mark.slow),
                                          *ONLY_ONE_WINS[2:]])
def test_the_brute_force_agrees_that_exactly_one_move_wins(desk, answer):
    winning = [
        " ".join(map(str, pits))
        for pits, after in reference.whole_turns(desk, 0)
        if -reference.perfect_value(after, 1) > 0
    ]
    assert winning == [answer]


@pytest.mark.parametrize("level", [3, 4, 5])
@pytest.mark.parametrize("desk, answer", ONLY_ONE_WINS)
def test_the_computer_finds_the_only_winning_move(desk, answer, level):
    move = choose_move(Position(desk, 0), limit(level=level, seconds=5), random.Random(1))
    assert format_compound(move) == answer


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_every_level_takes_a_huge_capture_in_the_middle_game(level):
    # A1's single stone lands in empty A2, facing B5's 16 stones
    pos = Position((1, 0, 5, 5, 5, 5, 10, 5, 5, 5, 5, 16, 0, 5), 0)
    move = choose_move(pos, limit(level=level, seconds=0.3), random.Random(level))
    assert format_compound(move) == "1"


def test_b_finds_the_mirrored_tactic():
    desk, answer = ONLY_ONE_WINS[1]
    mirrored = Position(desk[7:] + desk[:7], 1)
    assert format_compound(choose_move(mirrored, limit(seconds=5))) == answer


def without_endgame_table(monkeypatch) -> None:
    """Make the search find endgames by itself (so that its own table and cut-offs are tested)."""
    monkeypatch.setattr(ai, "TABLE_FROM_STONES", -1)


@pytest.mark.parametrize("endgame_table", [True, False])
@pytest.mark.parametrize("seed", range(8))
def test_exact_endgame_values_match_the_brute_force(seed, endgame_table, monkeypatch):
    if not endgame_table:
        without_endgame_table(monkeypatch)
    rng = random.Random(seed)
    pos = random_endgame(rng, stones_left=7, to_move=seed % 2)
    result = search(pos, limit(seconds=30))
    assert result.exact
    assert result.value == perfect_value(pos)
    assert -perfect_value(apply_compound(pos, result.move)) == result.value


@pytest.mark.parametrize("seed", range(6))
def test_depth_limited_values_match_a_plain_minimax(seed):
    rng = random.Random(seed)
    pos = initial()
    for _ in range(rng.randint(2, 12)):
        pos = apply_compound(pos, rng.choice(compound_moves(pos)))
    for depth in (1, 2, 3, 4):
        result = search(pos, Limit(depth=depth))
        value = reference.horizon_value(pos.desk, pos.to_move, depth, ai.SCALE, ai.WEIGHT)
        assert result.value == round(value / ai.SCALE), depth


CORES = [False, True] if ai.COMPILED else [False]


@pytest.mark.parametrize("compiled", CORES)
@pytest.mark.parametrize("seed", range(6, 12))
def test_each_core_values_the_horizon_as_a_plain_minimax_does(seed, compiled):
    """The cores' own values, in fractions of a stone (the search's result is rounded to stones)."""
    rng = random.Random(seed)
    pos = initial()
    for _ in range(rng.randint(2, 14)):
        pos = apply_compound(pos, rng.choice(compound_moves(pos)))
    if is_over(pos):
        pos = initial()
    desk = seen_by(pos.desk, pos.to_move)
    stones = sum(desk) - desk[6] - desk[13]
    core = ai._make_core(None, None, lambda nodes: None, compiled)
    for depth in (1, 2, 3, 4):
        expected = reference.horizon_value(pos.desk, pos.to_move, depth, ai.SCALE, ai.WEIGHT)
        gain = core.negamax(core.prepare(desk), stones, depth, -(1 << 16), 1 << 16)
        assert ai.SCALE * (desk[6] - desk[13]) + gain == expected, depth


def midgame(seed: int) -> Position:
    """A position a few random turns from the start (the start itself if they end the game)."""
    rng = random.Random(seed)
    pos = initial()
    for _ in range(rng.randint(4, 10)):
        pos = apply_compound(pos, rng.choice(compound_moves(pos)))
    return initial() if is_over(pos) else pos


def core_value(core, pos: Position, depth: int) -> int:
    """The mover's margin in the core's units (SCALE a stone) by a ``depth``-deep negamax of ``core``."""
    desk = seen_by(pos.desk, pos.to_move)
    stones = sum(desk) - desk[6] - desk[13]
    return ai.SCALE * (desk[6] - desk[13]) + core.negamax(core.prepare(desk), stones, depth, -(1 << 16), 1 << 16)


@pytest.mark.parametrize("compiled", CORES)
def test_late_move_reductions_search_fewer_nodes(compiled):
    """The same depth with reductions costs fewer nodes (level 5's searches reduce; fixed depths do not)."""
    nodes = {}
    for reduce in (False, True):
        core = ai._make_core(None, None, lambda nodes: None, compiled, reduce=reduce)
        for seed in range(3):
            core_value(core, midgame(seed), 7)
        nodes[reduce] = core.nodes
    assert nodes[True] < 0.8 * nodes[False]


@pytest.mark.parametrize("compiled", CORES)
@pytest.mark.parametrize("seed", range(8))
def test_a_reducing_search_that_meets_no_horizon_is_exact(seed, compiled):
    """Deepening as level 5 does, with reductions: each depth whose search evaluated no position at a horizon
    (``inexact`` 0, what tells the driver the value is proved) gives the brute force's margin, and the
    deepening gets there."""
    pos = random_endgame(random.Random(seed), stones_left=9, to_move=seed % 2)
    core = ai._make_core(None, None, lambda nodes: None, compiled, reduce=True)
    proved_at = []
    for depth in range(1, 30):
        core.inexact = 0
        value = core_value(core, pos, depth)
        if core.inexact == 0:
            assert value == ai.SCALE * perfect_value(pos), depth
            proved_at.append(depth)
    assert proved_at and proved_at[0] > 1


compiled_only = pytest.mark.skipif(not ai.COMPILED, reason="the compiled core is not built here")


@compiled_only
def test_a_helper_core_shares_its_partners_table():
    """What a helper core finds, its partner reads: after the helper's search the partner's same search is one
    look-up in the table; a core with a table of its own searches it all again, to the same value."""
    pos = midgame(0)
    main = ai._make_core(None, None, lambda nodes: None, True, reduce=True)
    helper = main.helper()
    value = core_value(helper, pos, 7)
    assert helper.nodes > 1000
    assert core_value(main, pos, 7) == value and main.nodes == 1
    alone = ai._make_core(None, None, lambda nodes: None, True, reduce=True)
    assert core_value(alone, pos, 7) == value and alone.nodes > 1000


@compiled_only
def test_a_helper_core_stopped_from_another_thread_ends_its_search():
    """A 40-deep search from the start would take hours: stopped, it ends (whether the stop comes before it starts
    or while it runs: at its next look, every ``CHECK_EVERY`` nodes) and its ``negamax`` raises ``_OutOfBudget``."""
    main = ai._make_core(None, None, lambda nodes: None, True, reduce=True)
    helper = main.helper()
    desk = seen_by(initial().desk, 0)
    raised = []

    def search_until_stopped() -> None:
        try:
            helper.negamax(helper.prepare(desk), 72, 40, -(1 << 16), 1 << 16)
        except ai._OutOfBudget:
            raised.append("stopped")

    thread = threading.Thread(target=search_until_stopped)
    thread.start()
    helper.stop()
    thread.join()
    assert raised == ["stopped"]


def helper_threads(monkeypatch, work: str) -> tuple[StepClock, list[str]]:
    """Three threads a search, and a stopped clock that stands for the real one (helpers run only in a search on the
    real clock; stopped, the search ends when the value is proved, however slow the machine); the list that the
    helpers' function ``work`` writes "start" and "end" in as each one starts and ends."""
    monkeypatch.setattr(ai, "SEARCH_THREADS", 3)
    stopped = StepClock(step=0.0)
    monkeypatch.setattr(ai, "REAL_CLOCK", stopped)
    events: list[str] = []
    helping = getattr(ai, work)

    def spy(*args) -> None:
        events.append("start")
        helping(*args)
        events.append("end")

    monkeypatch.setattr(ai, work, spy)
    return stopped, events


@compiled_only
@pytest.mark.parametrize("seed", range(4))
def test_a_search_with_helper_threads_stays_exact_and_ends_them(seed, monkeypatch):
    """Level 5 with two helper threads: the brute force's value, and both helpers started and ended before the
    search returned."""
    without_endgame_table(monkeypatch)
    stopped, events = helper_threads(monkeypatch, "_help")
    pos = random_endgame(random.Random(seed), stones_left=9, to_move=seed % 2)
    result = search(pos, Limit(level=5, seconds=1, clock=stopped))
    assert events.count("start") == events.count("end") == 2
    assert result.exact and result.value == perfect_value(pos)


@compiled_only
@pytest.mark.parametrize("seed", range(4))
def test_a_proof_with_helper_threads_proves_the_value_of_a_proof_alone(seed, monkeypatch):
    """A proof's helpers search the root's turns from the other end against the main search's windows: the same
    exact value as a proof on one thread, and both helpers started and ended before the proof returned."""
    pos = random_endgame(random.Random(seed), stones_left=22, to_move=seed % 2)
    alone = search(pos, Limit(seconds=1, clock=StepClock(step=0.0)), proof=ai.Proof())
    stopped, events = helper_threads(monkeypatch, "_help_prove")
    helped = search(pos, Limit(seconds=1, clock=stopped), proof=ai.Proof())
    assert events.count("start") == events.count("end") == 2
    assert alone.exact and helped.exact and helped.value == alone.value


def wrong_replies(after: Position, side: int, target: int) -> int:
    """How many of the opponent's whole turns from ``after`` let ``side`` end with a margin of ``target`` or more
    with perfect play (the brute force)."""
    if is_over(after):
        return 0
    count = 0
    for reply in compound_moves(after):
        back = apply_compound(after, reply)
        margin = perfect_value(back) if back.to_move == side else -perfect_value(back)
        count += margin >= target
    return count


@pytest.mark.parametrize("compiled", CORES)
def test_a_drawn_or_lost_endgame_is_played_by_the_turn_with_the_most_wrong_replies(compiled):
    """Of the turns that hold a draw (or lose by the least), the search plays one that leaves the opponent the
    most replies giving the result up (a win after a draw, a draw or better after a loss), never a worse turn."""
    rng = random.Random(25)
    compared = 0
    while compared < 12:
        pos = random_endgame(rng, stones_left=rng.randint(6, 8))
        best = perfect_value(pos)
        if best > 0 or len(compound_moves(pos)) < 2:
            continue
        worth = {turn: -perfect_value(apply_compound(pos, turn)) for turn in compound_moves(pos)}
        target = 1 if best == 0 else 0
        wrong = {turn: wrong_replies(apply_compound(pos, turn), pos.to_move, target)
                 for turn, value in worth.items() if value == best}
        result = search(pos, limit(seconds=30), compiled=compiled)
        assert result.exact and result.value == best
        assert worth[result.move] == best
        assert wrong[result.move] == max(wrong.values()), (pos, wrong, result.move)
        compared += len(set(wrong.values())) > 1  # the turns worth the same differ: the choice matters


def test_an_uncapped_search_takes_the_largest_endgame_table_ready(monkeypatch, tmp_path):
    """Level 5 (no depth cap, compiled core) takes the largest of the step and the large table that is in the
    cache folder, never computes one; capped levels keep the game's table."""
    from games.kalah import endgame

    monkeypatch.setenv("ARSAC_ARCADE_HOME", str(tmp_path))
    monkeypatch.setattr(ai, "LARGE_ENDGAME_STONES", 12)
    monkeypatch.setattr(ai, "STEP_ENDGAME_STONES", (11,))
    monkeypatch.setattr(endgame, "_loaded", {})  # the tables this test loads stay out of the others' way
    pos = random_endgame(random.Random(3), stones_left=30)

    def stones(level: int = 5, compiled: bool = True) -> int:
        found = ai._endgame_table(pos, Limit(level=level), None, compiled=compiled)
        assert found is not None
        return found.stones

    assert ai.larger_endgame_stones() == (11, 12)
    assert stones() == endgame.STONES and not endgame.ready(11) and not endgame.ready(12)
    if not endgame.save_in_cache(11):
        pytest.skip("no compiled Kalah core")
    assert stones() == 11
    assert ai.save_larger_endgame_tables(False) and stones() == 12
    assert (12, False) in endgame._loaded and (11, False) not in endgame._loaded  # one larger table in memory a rule
    assert stones(level=4) == stones(compiled=False) == endgame.STONES
    assert not endgame.ready(12, True)  # the other rule's tables are its own


def test_a_finished_game_has_an_exact_value_and_no_move():
    pos = Position((0,) * 6 + (30,) + (0,) * 6 + (42,), 1)
    result = search(pos, limit(seconds=1))
    assert (result.move, result.value, result.exact) == ((), 12, True)
    with pytest.raises(IllegalMoveError, match="over"):
        choose_move(pos, limit(seconds=1))


def test_time_is_read_only_through_the_limits_clock():
    ticks = []

    def fake_clock() -> float:
        ticks.append(None)
        return len(ticks) * 0.01  # every look at the clock takes 10 ms

    result = search(initial(), Limit(seconds=0.2, clock=fake_clock))
    assert 5 <= len(ticks) <= 25
    assert result.seconds == pytest.approx((len(ticks) - 1) * 0.01)
    assert not result.exact and result.depth >= 1


def test_a_node_limit_stops_the_search():
    result = search(initial(), Limit(nodes=5000))
    assert 5000 <= result.nodes <= 5000 + 2 * ai.CHECK_EVERY
    assert result.move in compound_moves(initial())


def test_the_depth_limit_is_kept():
    assert search(initial(), Limit(depth=4)).depth == 4


def test_the_transposition_table_stays_within_its_bound(monkeypatch):
    monkeypatch.setattr(ai, "TABLE_ENTRIES", 50)
    without_endgame_table(monkeypatch)
    table: dict = {}
    pos = random_endgame(random.Random(3), stones_left=7, to_move=0)
    result = search(pos, limit(seconds=30), table=table)
    assert len(table) <= 50
    assert result.exact and result.value == perfect_value(pos)


def test_a_kept_table_gives_the_same_answer(monkeypatch):
    without_endgame_table(monkeypatch)
    table: dict = {}
    pos = random_endgame(random.Random(5), stones_left=9, to_move=1)
    first = search(pos, limit(seconds=30), table=table)
    again = search(pos, limit(seconds=30), table=table)
    assert (again.value, again.exact) == (first.value, first.exact)
    assert again.nodes < first.nodes


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_every_level_plays_legal_whole_turns_and_the_same_seed_gives_the_same_move(level):
    pos = apply_compound(initial(), parse_compound("3"))
    limit = Limit(level=level, depth=3 if level == 5 else None)
    move = choose_move(pos, limit, random.Random(42))
    assert move in compound_moves(pos)
    assert choose_move(pos, limit, random.Random(42)) == move


def test_a_single_possible_turn_is_played_at_once():
    pos = Position((0, 0, 0, 0, 0, 3, 30, 0, 0, 0, 4, 0, 0, 35), 0)
    assert format_compound(choose_move(pos, Limit(nodes=1))) == "6"


def test_noise_makes_the_weakest_level_vary_with_the_seed():
    pos = initial()
    moves = {choose_move(pos, Limit(level=1), random.Random(seed)) for seed in range(20)}
    assert len(moves) > 1


def test_an_unknown_level_is_refused():
    with pytest.raises(ValueError, match="level"):
        search(initial(), Limit(level=6))


@pytest.mark.parametrize("given, expected", [(None, 18), ("12", 12), ("0", 18), ("19", 18), ("ten", 18), (" 14 ", 14)])
def test_a_size_from_the_environment_is_taken_only_when_it_is_a_number_in_range(given, expected, monkeypatch):
    monkeypatch.delenv("ARSAC_TEST_SIZE", raising=False)
    if given is not None:
        monkeypatch.setenv("ARSAC_TEST_SIZE", given)
    assert ai.number_from_environment("ARSAC_TEST_SIZE", 18, 1, 18) == expected
