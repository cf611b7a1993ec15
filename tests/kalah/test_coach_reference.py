"""The coach's review (games/kalah/review.py) checked against an exact reference of its own (tests/kalah/
exact_reference.py: a solver compiled from exact_kalah.c, the plain reference's whole turns, the pie rule written
from the spec), on random 3-stone games under both capture rules, with and without the pie rule: every turn's
value before it, its loss and the value after it, each side's dropped points, every better turn among the best
ones, the labels; and on random 4-stone games through the identity of issue 44 (A's final margin is the start's
value minus A's dropped points plus B's), the start's value being the proved one (+8 standard, +10 empty capture).

The reference values the 3-stone start in a few seconds (exact_kalah.c says how), so every turn of a 3-stone game is
checked, from the start (more seeds in the slow set); a 4-stone game's turns from the first position with at most
``STONES_4`` stones in the pits on (the reference values the 4-stone start in about a minute), the earlier ones
through the identity over the whole game and the start's proved value."""
from __future__ import annotations

import random

import pytest

from games.kalah.record import parse_record
from games.kalah.review import review
from tests.kalah.exact_reference import FIRST, ORDINARY, ExactKalah, State, kalahs_margin
from tests.kalah.reference import is_finished

ALL = 72  # stones in the pits from which on a game's turns are checked: all of them
STONES_4 = 36  # a 4-stone game's, in the slow set (42: a minute more)
THRESHOLDS = ((1, "good"), (3, "inaccuracy"), (6, "mistake"))  # docs/playing.md: a loss up to 1 is good...
PROVED_4_STONES = {"standard": 8, "empty": 10}  # spec/kalah.md: the 4-stone start's value for the first player


def random_game(reference: ExactKalah, stones: int, pie: bool, rng: random.Random) -> tuple[list[tuple[State, tuple]], State]:
    """A game of random whole turns (the swap among them) played by the reference's rules: each state and turn,
    and the end."""
    state: State = ((stones,) * 6 + (0,) + (stones,) * 6 + (0,), 0, FIRST if pie else ORDINARY)
    played = []
    while not is_finished(state[0]):
        turns = reference.turns(state)
        turn = rng.choice(list(turns))
        played.append((state, turn))
        state = turns[turn]
    return played, state


def record_text(played: list[tuple[State, tuple]], stones: int, capture: str, pie: bool) -> str:
    """The game as a .klh record."""
    lines = [f"# stones: {stones}", f"# rules: capture={capture} pie={'yes' if pie else 'no'}"]
    lines += [f"{'AB'[state[1]]} = {' '.join(map(str, turn))}" for state, turn in played]
    return "\n".join(lines) + "\n"


def expected_label(loss: int, before: int, after: int) -> str:
    """The label docs/playing.md gives a turn: best without loss; a blunder when it changes the result; else by
    its loss."""
    if loss == 0:
        return "best"
    if (after > 0) - (after < 0) < (before > 0) - (before < 0):
        return "blunder"
    return next((label for most, label in THRESHOLDS if loss <= most), "blunder")


def checked_turns(reference: ExactKalah, played: list[tuple[State, tuple]], rows: list[dict], most_stones: int) -> int:
    """Each turn from the first position with at most ``most_stones`` stones in the pits on, checked against the
    reference; how many were."""
    first = next((n for n, (state, _turn) in enumerate(played) if sum(state[0]) - state[0][6] - state[0][13] <= most_stones),
                 len(played))
    for (state, turn), row in list(zip(played, rows))[first:]:
        turns = reference.turns(state)
        best = reference.value(state)
        after = reference.value_for(state[1], turns[turn])
        loss = best - after
        assert (row["before"], row["loss"], row["after"]) == (best, loss, after), (state, turn, row)
        assert row["label"] == expected_label(loss, best, after), row
        assert (row["better"] is None) == (loss == 0), row
        if row["better"] is not None:
            assert reference.value_for(state[1], turns[tuple(row["better"])]) == best, (state, row)
    return len(played) - first


def check_game(exact, capture: str, pie: bool, seed: int, most_stones: int) -> int:
    """A random 3-stone game reviewed and checked; the number of turns checked against the reference."""
    reference = exact(capture)
    played, end = random_game(reference, 3, pie, random.Random(f"{capture} {pie} {seed}"))
    data = review(parse_record(record_text(played, 3, capture, pie)))
    rows = data["turns"]
    assert [(row["side"], tuple(row["turn"])) for row in rows] == [("AB"[state[1]], turn) for state, turn in played]
    checked = checked_turns(reference, played, rows, most_stones)
    dropped = {letter: sum(row["loss"] for row in rows if row["side"] == letter) for letter in "AB"}
    assert {letter: data["sides"][letter]["dropped"] for letter in "AB"} == dropped
    # the 3-stone start, proved +2 under both rules; under the pie rule the first player's value is some -|m|
    assert data["exact"] is True and (data["start"] <= 0 if pie else data["start"] == 2)
    assert kalahs_margin(end[0], 0) == data["start"] - dropped["A"] + dropped["B"]
    return checked


@pytest.mark.parametrize("capture", ["standard", "empty"])
@pytest.mark.parametrize("pie", [False, True])
def test_every_turn_of_a_random_3_stone_games_review_agrees_with_the_exact_reference(exact, capture, pie):
    played = check_game(exact, capture, pie, 0, ALL)
    assert played > 10


@pytest.mark.slow
@pytest.mark.parametrize("capture", ["standard", "empty"])
@pytest.mark.parametrize("pie", [False, True])
@pytest.mark.parametrize("seed", [1, 2])
def test_more_random_3_stone_games_agree_with_the_exact_reference(exact, capture, pie, seed):
    assert check_game(exact, capture, pie, seed, ALL) > 10


@pytest.mark.slow
@pytest.mark.parametrize("capture", ["standard", "empty"])
def test_a_random_4_stone_games_review_adds_up_to_its_final_margin(exact, capture):
    played, end = random_game(exact(capture), 4, False, random.Random(f"4 {capture}"))
    data = review(parse_record(record_text(played, 4, capture, False)))
    sides = data["sides"]
    assert data["exact"] is True and data["start"] == PROVED_4_STONES[capture]
    assert kalahs_margin(end[0], 0) == data["start"] - sides["A"]["dropped"] + sides["B"]["dropped"]
    assert sides["A"]["dropped"] == sum(row["loss"] for row in data["turns"] if row["side"] == "A")
    assert checked_turns(exact(capture), played, data["turns"], STONES_4) > 5
