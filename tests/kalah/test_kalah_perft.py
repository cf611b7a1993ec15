"""Kalah move generation: golden counts of whole-turn sequences ("perft") from the start.

``tests/data/kalah_perft.json`` holds, for 3 to 6 stones per pit with A to move, the number of
sequences of 1, 2, 3 and 4 compound moves (a game that ends earlier adds nothing at the deeper
lengths).  Regenerate it with ``python -m tests.kalah.test_kalah_perft``: the counts are made
by the rules and checked against the plain stone-by-stone reference before they are written.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.kalah.rules import Params, Position, apply_compound, compound_moves, initial
from tests.kalah import reference

GOLDEN = Path(__file__).resolve().parent.parent / "data" / "kalah_perft.json"
LENGTHS = (1, 2, 3, 4)


def perft(pos: Position, turns: int) -> int:
    """The number of sequences of ``turns`` compound moves from ``pos``, by the rules module."""
    moves = compound_moves(pos)
    if turns == 1:
        return len(moves)
    return sum(perft(apply_compound(pos, m), turns - 1) for m in moves)


def counts_by_the_rules() -> dict[str, list[int]]:
    return {str(s): [perft(initial(Params(s)), n) for n in LENGTHS] for s in range(3, 7)}


def golden() -> dict[str, list[int]]:
    return json.loads(GOLDEN.read_text())["counts"]


@pytest.mark.parametrize("stones", range(3, 7))
def test_the_rules_give_the_golden_counts(stones):
    start = initial(Params(stones))
    assert [perft(start, n) for n in LENGTHS] == golden()[str(stones)]


@pytest.mark.parametrize("stones", range(3, 7))
def test_the_reference_gives_the_golden_counts_up_to_three_turns(stones):
    desk = initial(Params(stones)).desk
    assert [reference.count_sequences(desk, 0, n) for n in LENGTHS[:3]] == golden()[str(stones)][:3]


def test_the_six_stone_start_has_ten_compound_moves():
    assert golden()["6"][0] == 10


if __name__ == "__main__":
    counts = counts_by_the_rules()
    for stones, row in counts.items():
        desk = initial(Params(int(stones))).desk
        assert row == [reference.count_sequences(desk, 0, n) for n in LENGTHS], stones
    GOLDEN.write_text(
        json.dumps(
            {
                "about": "Kalah perft: sequences of 1..4 compound moves from the start, A to move, "
                "by stones per pit (tests/kalah/test_kalah_perft.py)",
                "counts": counts,
            },
            indent=2,
        )
        + "\n"
    )
