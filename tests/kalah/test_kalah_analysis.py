"""The data of ``main.py analyse kalah`` and ``main.py replay``: shapes, exact endgames, errors."""
from __future__ import annotations

import json

import pytest

from engine.duels.basics import InvalidPositionError
from games.kalah import ai
from games.kalah.analysis import analyse, replay, replay_text
from games.kalah.record import Record, RecordError, Turn, format_record
from games.kalah.rules import Move, Params, Variant, apply_compound, compound_moves, initial, is_over, parse_desk
from tests.clocks import paced

START = "6,6,6,6,6,6,0,6,6,6,6,6,6,0"
SPEC_EXAMPLE = "A = 1 2\nB = 1\nA = 1\n"
PACE = 200_000  # nodes per "second": the analysis's clock is a step clock, so its seconds are fixed work


def clock():
    return paced(ai.CHECK_EVERY, PACE)

# Twelve stones left in the pits, among the slowest to solve of two hundred random such endgames,
# with their values by the brute force (``reference.perfect_value``, some seconds each).
TWELVE_LEFT = [
    ("2,0,1,1,0,3,4,0,3,2,0,0,0,56", "B", 50),
    ("0,2,1,0,1,3,29,0,2,1,1,0,1,31", "B", 6),
    ("1,0,2,1,0,1,13,0,0,2,1,1,3,47", "A", -30),
]


def test_analyse_gives_the_contracts_fields():
    result = analyse(START, "A", seconds=0.2, clock=clock())
    assert set(result) == {"move", "value", "exact", "depth", "nodes", "nps", "bounds"}
    assert json.loads(json.dumps(result)) == result
    assert result["move"] and all(1 <= pit <= 6 for pit in result["move"])
    assert result["exact"] is False and result["depth"] >= 1 and result["nodes"] > 0


@pytest.mark.parametrize("desk, side, value", TWELVE_LEFT)
def test_twelve_stones_left_are_solved_exactly_within_a_second(desk, side, value):
    result = analyse(desk, side, seconds=1.0, clock=clock())
    assert (result["exact"], result["value"]) == (True, value)


@pytest.mark.skipif(not ai.COMPILED, reason="the compiled core reads the book's values; the pure one does not")
@pytest.mark.parametrize("capture, value", [("standard", 8), ("empty", 10)])
def test_the_4_stone_start_is_proved_from_the_books_values_in_a_few_nodes(capture, value):
    """Every turn from the start leads to a position the perfect player's book holds: the proof reads their values
    (from nothing it is some 60 million nodes); with ``ARSAC_KALAH_PROOF_BOOK=0`` it would not."""
    result = analyse("4,4,4,4,4,4,0,4,4,4,4,4,4,0", "A", seconds=600, clock=clock(), capture=capture)
    assert (result["exact"], result["value"], result["bounds"]) == (True, value, [value, value])
    assert result["nodes"] < 1000


def test_a_finished_game_is_analysed_as_its_final_margin():
    result = analyse("0,0,0,0,0,0,30,0,0,0,0,0,0,42", "A", seconds=1, clock=clock())
    assert (result["move"], result["value"], result["exact"]) == ([], -12, True)


@pytest.mark.parametrize(
    "desk, side, seconds, message",
    [
        ("6,6,6", "A", 1, "a desk has 14 numbers"),
        (START, "X", 1, "the side to move is A or B"),
        (START, "A", 0, "seconds must be more than 0"),
    ],
)
def test_bad_analysis_input_is_a_one_line_value_error(desk, side, seconds, message):
    with pytest.raises(ValueError, match=message) as caught:
        analyse(desk, side, seconds, clock())
    assert "\n" not in str(caught.value)


def test_an_impossible_desk_is_an_invalid_position():
    with pytest.raises(InvalidPositionError):
        analyse("6,6,6,6,6,6,0,6,6,6,6,6,6,9", "A", 1, clock())


def test_replay_gives_the_contracts_fields():
    result = replay(SPEC_EXAMPLE)
    assert result == {
        "moves": [["A", [1, 2]], ["B", [1]], ["A", [1]]],
        "final": [0, 0, 8, 8, 8, 8, 10, 0, 8, 7, 7, 0, 7, 1],
        "score": [10, 1],
        "winner": None,
    }


def _last_turn_each_time(stones: int) -> str:
    """The record of a whole game in which each side always plays its last compound move."""
    pos, turns = initial(Params(stones)), []
    while not is_over(pos):
        turn = compound_moves(pos)[-1]
        turns.append(Turn(pos.to_move, turn))
        pos = apply_compound(pos, turn)
    return format_record(Record(tuple(turns), Params(stones)))


@pytest.mark.parametrize("stones", range(3, 7))
def test_replay_of_a_finished_game_names_the_winner(stones):
    result = replay(_last_turn_each_time(stones))
    a, b = result["score"]
    assert a + b == 12 * stones and result["final"] == [0] * 6 + [a] + [0] * 6 + [b]
    assert result["winner"] == ("draw" if a == b else "A" if a > b else "B")
    assert replay_text(_last_turn_each_time(stones)).endswith(f"score: A {a}, B {b} ({verdict(a, b)})\n")


def verdict(a: int, b: int) -> str:
    return "draw" if a == b else "A wins" if a > b else "B wins"


def test_replay_text_shows_each_move_then_the_position_and_the_score_last():
    lines = replay_text(SPEC_EXAMPLE).splitlines()
    assert lines[:3] == ["start", "0 6 6 6 6 6 6", "  6 6 6 6 6 6 0"]
    assert lines[3:6] == ["A = 1 2", "0 6 6 6 6 7 7", "  0 0 8 8 8 8 2"]
    assert lines[-3:] == ["1 7 0 7 7 8 0", "  0 0 8 8 8 8 10", "score: A 10, B 1 (game not finished)"]


def test_a_bad_record_names_the_line():
    for render in (replay, replay_text):
        with pytest.raises(RecordError, match="line 2: it is B's turn, not A's"):
            render("A = 1 2\nA = 3\n")


# --- every first sowing's value (issue 25: analyse kalah --all-moves) -------------------------------------
SMALL_ENDGAMES = [
    ("2,0,1,1,0,3,4,0,3,2,0,0,0,56", "B"),
    ("1,0,2,1,0,1,13,0,0,2,1,1,3,47", "A"),
    ("0,1,2,3,0,1,30,1,0,0,2,1,1,30", "A"),  # pit 4 lands in A's kalah: a continuation follows
    ("1,1,0,0,2,0,33,0,0,3,0,1,0,31", "A"),
]


@pytest.mark.parametrize("desk, side", SMALL_ENDGAMES)
def test_every_first_sowing_gets_its_exact_value_by_brute_force(desk, side):
    from games.kalah.analysis import analyse_moves
    from tests.kalah.reference import perfect_value, sow_stone_by_stone

    numbers = tuple(int(n) for n in desk.split(","))
    mover = "AB".index(side)
    found = analyse_moves(desk, side, seconds=2.0, clock=clock())
    expected = {}
    for pit in range(1, 7):
        if numbers[7 * mover + pit - 1]:
            after, again = sow_stone_by_stone(numbers, mover, pit)
            expected[pit] = perfect_value(after, mover) if again else -perfect_value(after, 1 - mover)
    assert [row["move"][0] for row in found["moves"]] == sorted(expected)
    assert {row["move"][0]: row["value"] for row in found["moves"]} == expected
    assert all(row["exact"] for row in found["moves"]) and found["exact"]
    assert found["value"] == max(expected.values()) == perfect_value(numbers, mover)
    for row in found["moves"]:  # each continuation is a legal whole turn that reaches the value
        turn = tuple(Move(pit) for pit in row["move"])
        assert apply_compound(parse_desk(desk, side), turn) is not None


def test_all_moves_on_the_command_line(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    main = Path(__file__).resolve().parents[2] / "main.py"
    out = subprocess.run([sys.executable, str(main), "analyse", "kalah", "--desk", SMALL_ENDGAMES[2][0], "--to-move", "A",
                          "--seconds", "1", "--all-moves", "--json"], capture_output=True, text=True, timeout=600)
    data = json.loads(out.stdout)
    assert set(data) == {"to_move", "moves", "best", "value", "exact", "nodes"} and data["to_move"] == "A"
    assert {tuple(row) for row in data["moves"]} == {("move", "value", "exact", "depth")}
    assert data["best"] in [row["move"] for row in data["moves"]]


@pytest.mark.parametrize("seed", range(6))
def test_the_coach_finds_every_turn_that_lost_value_as_the_brute_force_does(seed):
    """A game played at random from a small endgame: the coach's verdicts (engine.duels.coach) lose value on
    exactly the turns after which the brute force's perfect-play value of the mover fell, by as much."""
    import random

    from engine.duels.coach import BEST, verdicts, whole_turns
    from games.kalah import coach, rules
    from games.kalah.rules import apply, legal_moves
    from tests.kalah.reference import perfect_value

    rng = random.Random(seed)
    desk, side = SMALL_ENDGAMES[seed % len(SMALL_ENDGAMES)]
    start = pos = parse_desk(desk, side)
    moves = []
    while not is_over(pos):
        moves.append(rng.choice(legal_moves(pos)))
        pos = apply(pos, moves[-1])
    turns = whole_turns(rules, start, moves)
    known = {p: coach.appraise(p, 0.5, clock()) for turn in turns for p in (turn.before, turn.after)}

    def margin(p, side):  # ``side``'s final margin with perfect play (the reference values the side to move)
        if is_over(p):
            return coach.final_value(p, side)
        return perfect_value(p.desk, p.to_move) * (1 if p.to_move == side else -1)

    judged = verdicts(coach, rules, turns, known.get)
    assert all(v is not None and v.exact for v in judged)
    expected = [(number, t.before.to_move, t.moves, margin(t.before, t.before.to_move), margin(t.after, t.before.to_move))
                for number, t in enumerate(turns, 1)]
    assert [(v.number, v.side, v.played, v.before, v.after) for v in judged if v is not None] == expected
    assert any(v.loss for v in judged if v is not None)  # random play from these endgames always throws some away
    for v in judged:
        assert v is not None and (v.label == BEST) == (v.loss == 0) and (v.better is None) == (v.loss == 0)
        if v.better is not None:  # a better turn keeps the value
            after = apply_compound(turns[v.number - 1].before, v.better)
            assert margin(after, v.side) == v.before


def test_the_pie_rules_swap_is_valued_with_the_pits_and_said_apart():
    """When the pie rule offers the swap, the analysis values it beside the pits (as the move 0, the rules'
    SWAP) and the side panel's sentence gives its value; the board draws no tag for it."""
    from games.kalah.analysis import move_values
    from games.kalah.analysis_view import verdict
    from games.kalah.rules import SWAP, Variant, apply, legal_moves

    pos = initial(Params(stones=4, variant=Variant(pie=True)))
    pos = apply(apply(pos, Move(3)), Move(1))  # A's whole first turn (3 ends in A's kalah, then 1)
    assert SWAP in legal_moves(pos)
    values = move_values(pos, 0.2, clock())
    assert [v.turn[0] for v in values] == [move.pit for move in legal_moves(pos)] and values[-1].turn == (SWAP.pit,)
    said = verdict(values, "You", "Computer")
    assert "Swapping sides (W) is worth " in said and said.startswith(("With perfect play", "Estimate"))


# --- values read from the perfect player's book ------------------------------------------------------

@pytest.mark.parametrize("capture", ["standard", "empty"])
def test_at_3_stones_the_books_values_of_every_first_sowing_are_the_proofs(capture):
    from games.kalah import perfect
    from games.kalah.analysis import book_values

    start = initial(Params(3, Variant(capture)))
    expected: dict[int, int] = {}
    for turn in compound_moves(start):  # each whole turn proved afresh: the mover's margin after it
        after = apply_compound(start, turn)
        margin = perfect.kalahs_margin(after) if is_over(after) else perfect.kalahs_margin(after) + perfect.prove(after, book=False)[0]
        value = margin if after.to_move == start.to_move else -margin
        expected[turn[0].pit] = max(expected.get(turn[0].pit, value), value)
    found = book_values(start)
    assert found is not None and all(v.exact and v.nodes == 0 for v in found)
    assert {v.turn[0]: v.value for v in found} == expected
    assert max(expected.values()) == 2  # the start's value (spec/kalah.md)


@pytest.mark.parametrize("capture, value", [("standard", 8), ("empty", 10)])
def test_at_4_stones_every_first_sowing_of_the_start_is_exact_at_once(capture, value):
    from games.kalah.analysis import analyse_moves

    found = analyse_moves("4,4,4,4,4,4,0,4,4,4,4,4,4,0", "A", 0.001, clock(), capture)
    assert found["exact"] and found["value"] == value and found["nodes"] == 0  # from the book: nothing searched
    assert len(found["moves"]) == 6 and all(row["exact"] for row in found["moves"])
    best = tuple(Move(pit) for pit in found["best"])
    assert best in compound_moves(initial(Params(4, Variant(capture))))


def test_a_position_the_book_does_not_hold_is_searched():
    from games.kalah.analysis import book_values, move_values

    start = initial(Params(6))
    assert book_values(start) is None
    found = move_values(start, 0.2, clock())
    assert len(found) == 6 and not any(v.exact for v in found) and all(v.nodes > 0 for v in found)


def test_a_blunder_on_the_first_turn_at_4_stones_is_judged_from_the_book():
    from engine.duels.coach import BLUNDER, TurnPlayed, judge
    from games.kalah import coach, rules

    start = initial(Params(4, Variant("empty")))
    after = apply_compound(start, (Move(1),))  # A sows pit 1: from +10 to -14
    verdict = judge(coach, rules, 1, TurnPlayed(start, (Move(1),), after), coach.appraise(start, 0.001, clock()),
                    coach.appraise(after, 0.001, clock()))
    assert verdict is not None and (verdict.before, verdict.after, verdict.loss) == (10, -14, 24)
    assert verdict.label == BLUNDER and verdict.exact and verdict.better in compound_moves(start)
    assert coach.cost_text(verdict) == "\u221224 points: a win by 10 is now a loss by 14"
