"""Kalah's search core and endgame table against the brute force, the table's cache, exact endgames."""
from __future__ import annotations

import random
import threading

import pytest

from engine.duels.limits import Limit
from engine.files.paths import cache_dir
from games.kalah import ai, core, endgame
from games.kalah.endgame import EndgameTable
from games.kalah.rules import Position, apply_compound, compound_moves, initial, is_over, parse_compound, parse_desk, seen_by
from tests.kalah import reference


def random_pits(rng: random.Random, most: int) -> list[int]:
    """12 pits with 1..most stones, neither row empty."""
    while True:
        pits = [0] * 12
        for _ in range(rng.randint(2, most)):
            pits[rng.randrange(12)] += 1
        if any(pits[:6]) and any(pits[6:]):
            return pits


def brute_force_gain(pits: list[int]) -> int:
    """The brute force's gain: the final margin for A, minus the kalahs' difference (kalahs 20 and the rest)."""
    b_kalah = 72 - 20 - sum(pits)
    desk = tuple(pits[:6]) + (20,) + tuple(pits[6:]) + (b_kalah,)
    return reference.perfect_value(desk, 0) - (20 - b_kalah)


@pytest.fixture
def fresh_tables(monkeypatch):
    """No table kept in memory from an earlier test."""
    monkeypatch.setattr(endgame, "_loaded", {})


def test_whole_turns_match_the_rules_over_random_games():
    rng = random.Random(1)
    for _ in range(40):
        pos = initial()
        while not is_over(pos):
            mover = seen_by(pos.desk, pos.to_move)
            stones = sum(mover) - mover[6] - mover[13]
            found: list[int] = []
            core.turns(core.pits_of(mover), stones, found)
            expected = []
            for moves in compound_moves(pos):
                child = seen_by(apply_compound(pos, moves).desk, 1 - pos.to_move)
                gain = (child[13] - mover[6]) - (child[6] - mover[13])
                expected.append((gain + core.GAIN_OFFSET) << core.GAIN_SHIFT | core.pits_of(child))
            assert found == expected
            assert [core.child_stones(stones, turn) for turn in found] == [
                sum(core.unpack(turn & core.CHILD)) for turn in found
            ]
            pos = apply_compound(pos, rng.choice(compound_moves(pos)))


def test_the_rank_numbers_every_small_position_once():
    table = EndgameTable(3)
    ranks = set()
    for packed_mine in table.halves:
        _, rest = table.halves[packed_mine]
        for packed_theirs in rest:
            ranks.add(table.rank(packed_mine | packed_theirs << core.HALF))
    assert ranks == set(range(table.size)) and table.size == 455


def test_a_small_table_matches_the_brute_force_on_every_position():
    table = EndgameTable(4)
    rng = random.Random(4)
    for _ in range(150):
        pits = random_pits(rng, 4)
        assert table.gain(core.pack(pits)) == brute_force_gain(pits), pits


@pytest.mark.parametrize("seed", range(3))
def test_the_programs_table_matches_the_brute_force_on_random_positions(seed):
    table = endgame.table()
    assert table.stones == endgame.STONES
    rng = random.Random(seed)
    for _ in range(25):
        pits = random_pits(rng, 8)
        assert table.gain(core.pack(pits)) == brute_force_gain(pits), pits


def test_the_table_is_cached_and_read_back(tmp_path, fresh_tables):
    made = endgame.table(tmp_path, stones=4)
    saved = tmp_path / endgame.FILE_NAME.format(stones=4, rule="")
    assert saved.is_file()
    endgame._loaded.clear()
    read = endgame.table(tmp_path, stones=4)
    assert read is not made and read.values == made.values


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[:-1],  # cut short
        lambda data: data[:-1] + bytes([data[-1] ^ 1]),  # one value changed: the checksum fails
        lambda data: b"not a table\n" + data,
        lambda data: b"",
        lambda data: data.replace(b" 4 ", b" 5 ", 1),  # another size announced
        lambda data: data + b"\0",  # a value too many
        lambda data: data.replace(b"\n", b" ", 1),  # no end to the header line
    ],
)
def test_a_damaged_cache_is_ignored_and_written_again(tmp_path, fresh_tables, damage, monkeypatch):
    good = endgame.table(tmp_path, stones=4)
    saved = tmp_path / endgame.FILE_NAME.format(stones=4, rule="")
    intact = saved.read_bytes()
    saved.write_bytes(damage(intact))
    endgame._loaded.clear()
    monkeypatch.setattr(endgame, "NOTICES", [])
    again = endgame.table(tmp_path, stones=4)
    assert again.values == good.values
    assert saved.read_bytes() == intact
    assert len(endgame.NOTICES) == 1 and endgame.NOTICES[0].startswith(saved.name + ": ")  # said, for the command line


def test_a_table_of_the_other_rule_is_foreign_and_a_missing_one_is_said_nothing_of(tmp_path, fresh_tables, monkeypatch):
    monkeypatch.setattr(endgame, "NOTICES", [])
    standard = endgame.table(tmp_path, stones=4)
    assert endgame.NOTICES == []  # nothing was there: no word of it
    saved = tmp_path / endgame.FILE_NAME.format(stones=4, rule="")
    (tmp_path / endgame.FILE_NAME.format(stones=4, rule="-empty")).write_bytes(saved.read_bytes())
    empty = endgame.table(tmp_path, stones=4, empty_capture=True)
    assert empty.values == EndgameTable(4, compiled=False, empty_capture=True).values != standard.values
    assert endgame.NOTICES == ["kalah-endgame-4-empty.bin: not a Kalah endgame table of this capture rule"]


def test_a_folder_in_the_place_of_a_table_is_not_a_crash(tmp_path, fresh_tables, monkeypatch):
    monkeypatch.setattr(endgame, "NOTICES", [])
    (tmp_path / endgame.FILE_NAME.format(stones=3, rule="")).mkdir()
    assert endgame.table(tmp_path, stones=3).values == EndgameTable(3, compiled=False).values
    assert len(endgame.NOTICES) == 1


def test_a_cache_folder_that_cannot_be_written_is_not_an_error(tmp_path, fresh_tables):
    blocker = tmp_path / "a file"
    blocker.write_text("")
    table = endgame.table(blocker / "cache", stones=3)  # a folder under a file cannot be made
    assert table.size == 455


def test_the_cache_folder_is_under_the_arcade_home(monkeypatch, tmp_path):
    monkeypatch.setenv("ARSAC_ARCADE_HOME", str(tmp_path))
    assert cache_dir() == tmp_path / "cache"


def exact_value(pos: Position, monkeypatch, *, endgame_table: bool, solve: bool) -> ai.SearchResult:
    """An exact search with the endgame table and the MTD(f) attempt each on or off."""
    with monkeypatch.context() as patch:
        if not endgame_table:
            patch.setattr(ai, "TABLE_FROM_STONES", -1)
        if not solve:
            patch.setattr(ai, "SOLVE_FROM_STONES", -1)
        return ai.search(pos, Limit(seconds=120))


@pytest.mark.parametrize("seed", range(4))
def test_exact_values_beyond_the_table_agree_however_they_are_found(seed, monkeypatch):
    rng = random.Random(100 + seed)
    pits = random_pits(rng, 11)
    while sum(pits) < 11:  # one stone more than the endgame table holds
        pits = random_pits(rng, 11)
    a_kalah = rng.randint(0, 61)
    pos = Position(tuple(pits[:6]) + (a_kalah,) + tuple(pits[6:]) + (61 - a_kalah,), seed % 2)
    results = [
        exact_value(pos, monkeypatch, endgame_table=table, solve=solve) for table in (True, False) for solve in (True, False)
    ]
    assert all(result.exact for result in results)
    assert len({result.value for result in results}) == 1
    assert results[0].value == reference.perfect_value(pos.desk, pos.to_move)
    for result in results:  # each chosen move keeps the value
        assert -reference.perfect_value(*_after(pos, result.move)) == result.value


def _after(pos: Position, move) -> tuple[tuple[int, ...], int]:
    after = apply_compound(pos, move)
    return after.desk, after.to_move


def test_the_issues_endgame_is_solved_within_a_node_budget():
    # 22 stones in the pits: exact within 100,000 nodes (about half a second in pure Python on a
    # quiet machine; the figure is the node count, so the test does not depend on the machine)
    pos = parse_desk("3,2,4,0,1,2,20,2,1,3,0,2,2,30", "A")
    result = ai.search(pos, Limit(nodes=100_000))
    assert result.exact and result.value == -8
    assert result.nodes <= 100_000 + 2 * ai.CHECK_EVERY


def test_the_solve_attempt_gives_way_to_the_deepening_when_its_share_runs_out():
    pos = parse_desk("1,1,1,1,1,4,8,2,2,3,4,4,2,38", "B")  # 26 stones: not solved in 3,000 nodes
    result = ai.search(pos, Limit(nodes=3_000))
    assert not result.exact and result.depth > ai.SOLVE_AFTER_DEPTH
    assert result.move in compound_moves(pos)


compiled_only = pytest.mark.skipif(not ai.COMPILED, reason="the compiled core is not built here")


@compiled_only
def test_the_compiled_core_computes_the_same_endgame_table():
    assert EndgameTable(7, compiled=True).values == EndgameTable(7, compiled=False).values


@compiled_only
@pytest.mark.parametrize("threads", [2, 3])
def test_a_table_built_by_several_threads_is_the_one_built_by_one(threads):
    from games.kalah import native_core

    for rule in (False, True):
        assert native_core.build_table(9, rule, threads) == native_core.build_table(9, rule, 1)
    assert EndgameTable(6, compiled=True).values == EndgameTable(6, compiled=False).values  # (BUILD_THREADS of them)


@compiled_only
def test_tables_built_on_two_threads_at_once_are_each_right():
    """The compiled build runs without the GIL, so two may run at once (the board readies the larger tables on a
    thread while the computer builds the game's own): they share no state."""
    expected = {rule: EndgameTable(12, compiled=True, empty_capture=rule).raw for rule in (False, True)}
    built: dict[bool, bytes] = {}

    def build(rule: bool) -> None:
        built[rule] = EndgameTable(12, compiled=True, empty_capture=rule).raw

    threads = [threading.Thread(target=build, args=(rule,)) for rule in (False, True)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert built == expected


def random_position(rng: random.Random) -> Position:
    pos = initial()
    for _ in range(rng.randint(2, 30)):
        if is_over(pos):
            break
        pos = apply_compound(pos, rng.choice(compound_moves(pos)))
    return pos


@compiled_only
@pytest.mark.parametrize("seed", range(6))
def test_both_cores_give_the_same_values(seed):
    rng = random.Random(seed)
    pos = random_position(rng)
    while is_over(pos):
        pos = random_position(rng)
    for depth in (1, 2, 3, 5):
        pure, compiled = (ai.search(pos, Limit(depth=depth), compiled=choice) for choice in (False, True))
        assert (pure.value, pure.exact, pure.depth) == (compiled.value, compiled.exact, compiled.depth)
    pits = random_pits(rng, 18)
    a_kalah = rng.randint(0, 72 - sum(pits))
    end = Position(tuple(pits[:6]) + (a_kalah,) + tuple(pits[6:]) + (72 - sum(pits) - a_kalah,), seed % 2)
    pure, compiled = (ai.search(end, Limit(seconds=60), compiled=choice) for choice in (False, True))
    assert pure.exact and compiled.exact and pure.value == compiled.value


@compiled_only
def test_the_compiled_core_keeps_the_node_limit_and_the_fake_clock():
    result = ai.search(initial(), Limit(nodes=5000), compiled=True)
    assert 5000 <= result.nodes <= 5000 + 2 * ai.CHECK_EVERY
    ticks = []

    def fake_clock() -> float:
        ticks.append(None)
        return len(ticks) * 0.01

    result = ai.search(initial(), Limit(seconds=0.2, clock=fake_clock), compiled=True)
    assert 5 <= len(ticks) <= 25 and not result.exact


@compiled_only
def test_the_next_uncapped_search_reads_what_the_last_one_kept():
    pos = initial()
    for turn in ("3", "1", "6", "2"):
        pos = apply_compound(pos, parse_compound(turn))
    ai.forget_searches()
    first = ai.search(pos, Limit(nodes=40000), compiled=True, keep=True)
    again = ai.search(pos, Limit(nodes=40000), compiled=True, keep=True)
    assert again.depth > first.depth
    ai.search(pos, Limit(depth=2), compiled=True, keep=True)  # a capped search keeps nothing for the next
    after_a_capped_one = ai.search(pos, Limit(nodes=40000), compiled=True, keep=True)
    ai.search(pos, Limit(nodes=40000), compiled=True, keep=True)
    unkept = ai.search(pos, Limit(nodes=40000), compiled=True)  # nor does a search not told to keep
    ai.forget_searches()
    afresh = ai.search(pos, Limit(nodes=40000), compiled=True, keep=True)
    assert after_a_capped_one.depth == unkept.depth == afresh.depth == first.depth
