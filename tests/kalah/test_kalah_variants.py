"""Kalah's rule variants: the empty capture rule through the rules, both search cores, the endgame
table, the record, the command line, the options and Resume; positions worked by hand."""
from __future__ import annotations

import random

import pytest

from engine.duels.basics import HOTSEAT, Setup
from engine.duels.limits import Limit
from engine.duels.match import Match
from engine.entries.options import defaults
from engine.files.saved_games import restore_duel, saved_duel
from games.kalah import ai, analysis, endgame, rules
from games.kalah.endgame import EndgameTable
from games.kalah.record import Record, RecordError, Turn, format_record, parse_record, positions
from games.kalah.rules import (
    BOOK,
    EMPTY,
    STANDARD,
    Move,
    Params,
    Variant,
    apply_compound,
    initial,
    make_params,
    outcome,
    parse_compound,
    parse_desk,
    parse_variant,
    sow,
)
from tests.kalah import reference
from tests.kalah.positions import played_in, random_endgame

EMPTY_RULE = Variant(EMPTY)
CORES = [False, True] if ai.COMPILED else [False]

# A1's single stone falls in the empty A2, whose facing pit B5 is empty too.
LONE = "1,0,0,3,0,0,30,2,2,2,2,0,2,28"
# The same with A1 A's only stone: under empty capture the lone capture empties A's row and ends the game.
LAST_STONE = "1,0,0,0,0,0,35,3,0,0,0,0,0,33"


# --- the rules, by hand --------------------------------------------------------------------------------
def test_the_lone_stone_stays_under_the_standard_rule():
    sowing = sow(parse_desk(LONE, "A"), Move(1))
    assert sowing.after.desk == (0, 1, 0, 3, 0, 0, 30, 2, 2, 2, 2, 0, 2, 28)
    assert sowing.captured == 0 and sowing.after.to_move == 1


def test_the_lone_stone_is_taken_under_empty_capture():
    sowing = sow(parse_desk(LONE, "A", EMPTY_RULE), Move(1))
    assert sowing.after.desk == (0, 0, 0, 3, 0, 0, 31, 2, 2, 2, 2, 0, 2, 28)
    assert sowing.captured == 1 and sowing.after.to_move == 1 and sowing.after.variant == EMPTY_RULE


def test_a_capture_with_stones_opposite_is_the_same_under_both_rules():
    # the spec's example: A1's last stone in the empty A2 takes B5's 7
    desk = "1,0,8,8,8,8,2,0,8,7,7,7,7,1"
    after = {capture: sow(parse_desk(desk, "A", Variant(capture)), Move(1)).after.desk for capture in (STANDARD, EMPTY)}
    assert after[STANDARD] == after[EMPTY] == (0, 0, 8, 8, 8, 8, 10, 0, 8, 7, 7, 0, 7, 1)


def test_a_lone_capture_that_empties_the_movers_row_ends_the_game():
    standard = sow(parse_desk(LAST_STONE, "A"), Move(1))
    assert not standard.game_over and standard.after.desk == (0, 1, 0, 0, 0, 0, 35, 3, 0, 0, 0, 0, 0, 33)
    empty = sow(parse_desk(LAST_STONE, "A", EMPTY_RULE), Move(1))
    assert empty.game_over and empty.after.desk == (0,) * 6 + (36,) + (0,) * 6 + (36,)
    assert outcome(empty.after).winner is None  # 36-36: B swept its 3 stones


def test_the_variant_reads_back_and_bad_rules_are_refused():
    for variant in (BOOK, EMPTY_RULE):
        assert parse_variant(str(variant)) == variant
    assert parse_variant("") == BOOK and parse_variant("Capture=EMPTY") == EMPTY_RULE
    for bad, says in (("capture=none", "not 'none'"), ("pie", "capture=standard|empty or pie=yes|no"),
                      ("pie=maybe", "the pie rule is yes or no, not 'maybe'"),
                      ("colour=red", "not 'colour=red'")):
        with pytest.raises(ValueError, match=says):
            parse_variant(bad)
    with pytest.raises(ValueError, match="the capture rule"):
        Variant("sometimes")


def test_the_options_choose_the_capture_rule_and_the_book_is_the_default():
    assert make_params(defaults(rules.OPTIONS)) == Params() and Params().variant == BOOK
    assert make_params({"stones": 4, "capture": "empty"}) == Params(4, EMPTY_RULE)
    assert initial(Params(4, EMPTY_RULE)).variant == EMPTY_RULE
    with pytest.raises(ValueError, match="capture must be one of standard, empty"):
        make_params({"capture": "always"})


# --- the search: both cores and the endgame table against the brute force ------------------------------


def test_the_search_values_the_lone_capture():
    standard, empty = (ai.search(parse_desk(LAST_STONE, "A", variant), Limit(seconds=30)) for variant in (BOOK, EMPTY_RULE))
    assert standard.exact and standard.value == reference.perfect_value(parse_desk(LAST_STONE, "A").desk, 0) == 2
    assert empty.exact and empty.value == 0  # the only move ends the game at 36-36


@pytest.mark.parametrize("compiled", CORES)
@pytest.mark.parametrize("endgame_table", [True, False])
@pytest.mark.parametrize("seed", range(5))
def test_exact_values_under_empty_capture_match_the_brute_force(seed, endgame_table, compiled, monkeypatch):
    if not endgame_table:
        monkeypatch.setattr(ai, "TABLE_FROM_STONES", -1)
    pos = random_endgame(random.Random(seed), stones_left=8, variant=EMPTY_RULE)
    result = ai.search(pos, Limit(seconds=60), compiled=compiled)
    assert result.exact
    assert result.value == reference.perfect_value(pos.desk, pos.to_move, True)
    assert -reference.perfect_value(apply_compound(pos, result.move).desk, 1 - pos.to_move, True) == result.value


@pytest.mark.parametrize("compiled", CORES)
@pytest.mark.parametrize("seed", range(3))
def test_each_core_values_the_horizon_under_empty_capture_as_a_plain_minimax(seed, compiled):
    rng = random.Random(seed)
    pos = played_in(rng, Params(4, EMPTY_RULE), 10)
    desk = rules.seen_by(pos.desk, pos.to_move)
    core = ai._make_core(None, None, lambda nodes: None, compiled, empty_capture=True)
    for depth in (1, 2, 3):
        expected = horizon(desk, depth)
        gain = core.negamax(core.prepare(desk), sum(desk) - desk[6] - desk[13], depth, -(1 << 16), 1 << 16)
        assert ai.SCALE * (desk[6] - desk[13]) + gain == expected, depth


def horizon(desk: tuple[int, ...], turns: int) -> int:
    """Plain minimax under empty capture, ``turns`` whole turns deep, for the side whose pits are 0..5."""
    mine, theirs = sum(desk[0:6]), sum(desk[7:13])
    if not mine or not theirs or turns == 0:
        return ai.SCALE * (desk[6] - desk[13]) + ai.WEIGHT * (mine - theirs)
    return max(-horizon(after[7:] + after[:7], turns - 1) for _, after in reference.whole_turns(desk, 0, True))


def test_the_endgame_table_under_empty_capture_matches_the_brute_force():
    table = EndgameTable(3, compiled=False, empty_capture=True)
    rng = random.Random(4)
    for _ in range(40):
        pos = random_endgame(rng, stones_left=rng.randint(2, 3), variant=EMPTY_RULE)
        pits = pos.desk[0:6] + pos.desk[7:13]
        gain = reference.perfect_value(pos.desk, 0, True) - (pos.desk[6] - pos.desk[13])
        assert table.gain(ai.pits_of(pos.desk)) == gain, pits
    assert table.values != EndgameTable(3, compiled=False).values  # the rules differ on some positions


@pytest.mark.skipif(not ai.COMPILED, reason="the compiled core is not built here")
def test_the_compiled_core_builds_the_same_empty_capture_table():
    assert EndgameTable(6, compiled=True, empty_capture=True).values == \
        EndgameTable(6, compiled=False, empty_capture=True).values


def test_each_rule_has_its_own_cached_table(tmp_path, monkeypatch):
    monkeypatch.setattr(endgame, "_loaded", {})
    standard = endgame.table(tmp_path, stones=3)
    empty = endgame.table(tmp_path, stones=3, empty_capture=True)
    assert sorted(p.name for p in tmp_path.glob("*.bin")) == ["kalah-endgame-3-empty.bin", "kalah-endgame-3.bin"]
    monkeypatch.setattr(endgame, "_loaded", {})
    assert endgame.table(tmp_path, stones=3, empty_capture=True).values == empty.values
    assert endgame.table(tmp_path, stones=3).values == standard.values
    with pytest.raises(ValueError, match="capture rule"):  # a table of the other rule is not taken for this one
        EndgameTable.read(tmp_path / "kalah-endgame-3.bin", 3, empty_capture=True)


@pytest.mark.skipif(not ai.COMPILED, reason="the compiled core is not built here")
@pytest.mark.parametrize("seed", range(3))
def test_both_cores_agree_under_empty_capture(seed):
    rng = random.Random(seed)
    pos = played_in(rng, Params(6, EMPTY_RULE), 20)
    for depth in (1, 2, 3, 5):  # the same tree, node for node, on these positions
        pure, compiled = (ai.search(pos, Limit(depth=depth), compiled=choice) for choice in (False, True))
        assert (pure.value, pure.exact, pure.depth, pure.nodes) == \
            (compiled.value, compiled.exact, compiled.depth, compiled.nodes)
    end = random_endgame(rng, stones_left=16, variant=EMPTY_RULE)
    pure, compiled = (ai.search(end, Limit(seconds=60), compiled=choice) for choice in (False, True))
    assert pure.exact and compiled.exact and pure.value == compiled.value


# --- the record, the command line, Resume ----------------------------------------------------------------
def lone_capture_game() -> Record:
    """A 3-stone game under empty capture whose last sowing takes a lone stone.

    A = 1: A1's 3 stones to A2..A4.  B = 4 5: B4's 3 to B5, B6 and B's kalah; B5's 4 to B6, the kalah,
    A1 and A2.  A = 2 1: A2's 5 to A3..A6 and A's kalah; A1's single stone into the empty A2, facing
    B5, empty: taken alone under empty capture (A's kalah 2), left in A2 under the standard rule."""
    return Record((Turn(0, parse_compound("1")), Turn(1, parse_compound("4 5")), Turn(0, parse_compound("2 1"))),
                  Params(3, EMPTY_RULE))


def test_a_record_names_its_rules_and_reads_back():
    record = lone_capture_game()
    text = format_record(record)
    assert "# rules: capture=empty pie=no\n" in text
    assert parse_record(text) == record
    assert positions(parse_record(text))[-1].variant == EMPTY_RULE


def test_an_old_record_without_rules_reads_as_the_books():
    record = parse_record("# stones: 3\nA = 1\nB = 4 5\nA = 2 1\n")
    assert record.params == Params(3) and record.params.variant == BOOK
    standard, empty = (positions(r)[-1].desk for r in (record, lone_capture_game()))
    assert standard == (0, 1, 5, 5, 4, 4, 1, 3, 3, 3, 0, 0, 5, 2)
    assert empty == (0, 0, 5, 5, 4, 4, 2, 3, 3, 3, 0, 0, 5, 2)


@pytest.mark.parametrize("text, line, says", [
    ("# rules: capture=sometimes\nA = 1\n", 1, "the capture rule is standard or empty, not 'sometimes'"),
    ("A = 1 2\n# rules: capture=empty\n", 2, "the rules must be given before the first move"),
])
def test_bad_rules_in_a_record_name_the_line(text, line, says):
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    assert caught.value.line == line and says in str(caught.value)


def test_analyse_takes_the_capture_rule():
    clock = iter(range(10**6)).__next__  # each look at the clock a second later: the search never waits on it
    standard = analysis.analyse(LAST_STONE, "A", 1000, lambda: float(clock()) / 1e6)
    empty = analysis.analyse(LAST_STONE, "A", 1000, lambda: float(clock()) / 1e6, capture=EMPTY)
    assert (standard["value"], standard["exact"]) == (2, True)
    assert (empty["move"], empty["value"], empty["exact"]) == ([1], 0, True)
    moves = analysis.analyse_moves(LAST_STONE, "A", 1000, capture=EMPTY)
    assert moves["moves"] == [{"move": [1], "value": 0, "exact": True, "depth": moves["moves"][0]["depth"]}]


def test_a_kept_game_resumes_under_its_rules_and_an_old_one_under_the_books():
    params = make_params({"stones": 3, "capture": "empty"})
    match = Match(rules, Setup(HOTSEAT), params, random.Random(1))
    for turn in ("1", "4 5", "2 1"):
        for move in parse_compound(turn):
            match.play(move)
    values = {"stones": 3, "seconds": 2, "capture": "empty"}
    kept = saved_duel(match, values)
    assert kept is not None
    again = restore_duel(kept, rules, None, random.Random(2))
    assert again.position == match.position and again.position.variant == EMPTY_RULE
    old = type(kept)(**{**kept.__dict__, "values": {"stones": 3, "seconds": 2}})  # written before the variants
    assert restore_duel(old, rules, None, random.Random(2)).position.variant == BOOK
