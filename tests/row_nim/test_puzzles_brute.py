"""Every shipped Row Nim puzzle (games/row_nim/drills.py) checked by a retrograde analysis of the whole board,
independent of the gaps' nim-sum: every position of its size valued by the rules alone (retreats make the game
loopy, so values are found from the positions with no move outwards: lost where every move leads to a won
position, won where one move leads to a lost one); exactly one move leaves the other side lost."""
from __future__ import annotations

from itertools import combinations, product

import pytest

from engine.files.puzzle_set import load_set
from engine.training.puzzle import by_game
from games.row_nim.drills import position_of
from games.row_nim.rules import Position, apply, legal_moves

LOST, WON = 0, 1


def values(rows: int, columns: int) -> dict[Position, int]:
    """Every position of ``rows`` rows on ``columns`` columns valued for its side to move (a draw: absent)."""
    pairs = list(combinations(range(columns), 2))
    positions = [Position(board, columns, side) for board in product(pairs, repeat=rows) for side in (0, 1)]
    moves = {pos: [apply(pos, move) for move in legal_moves(pos)] for pos in positions}
    valued: dict[Position, int] = {}
    changed = True
    while changed:
        changed = False
        for pos in positions:
            if pos in valued:
                continue
            after = [valued.get(nxt) for nxt in moves[pos]]
            if LOST in after:
                valued[pos] = WON
            elif all(value == WON for value in after):
                valued[pos] = LOST
            else:
                continue
            changed = True
    return valued


@pytest.mark.slow
def test_every_row_nim_puzzle_has_exactly_one_winning_move_by_retrograde_analysis():
    puzzles = by_game(load_set(), "row-nim")
    assert len(puzzles) >= 50
    tables: dict[tuple[int, int], dict[Position, int]] = {}
    for puzzle in puzzles:
        pos = position_of(puzzle.position)
        size = (len(pos.rows), pos.columns)
        valued = tables.setdefault(size, values(*size))
        winning = [move for move in legal_moves(pos) if valued.get(apply(pos, move)) == LOST]
        assert len(winning) == 1, puzzle.id
        assert puzzle.answer == (str(winning[0]),), puzzle.id


def test_the_small_row_nim_puzzles_have_exactly_one_winning_move_by_retrograde_analysis():
    small = [p for p in by_game(load_set(), "row-nim") if p.position["columns"] <= 6]
    assert small
    valued = values(2, 6)
    for puzzle in small:
        pos = position_of(puzzle.position)
        winning = [move for move in legal_moves(pos) if valued.get(apply(pos, move)) == LOST]
        assert puzzle.answer == tuple(str(move) for move in winning), puzzle.id
