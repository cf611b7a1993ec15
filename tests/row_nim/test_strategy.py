"""The strongest level against a retrograde solver of the cyclic game graph, and games that end."""
import itertools
import random
from functools import cache

import pytest

from engine.duels.limits import Limit
from games.row_nim import ai, rules
from games.row_nim.rules import BLACK, WHITE, Move, Position
from games.row_nim.strategy import best_move, game_length_bound, room, winning_move
from games.shared.nim_binary import nim_sum
from tests.retrograde import labelled

BOARDS = [(2, 6), (3, 5), (3, 6)]


def every_position(rows: int, columns: int):
    pairs = [(w, b) for w in range(columns) for b in range(w + 1, columns)]
    for board in itertools.product(pairs, repeat=rows):
        for side in (WHITE, BLACK):
            yield Position(board, columns, side)


@cache
def solve(rows: int, columns: int) -> tuple[dict, dict]:
    """Retrograde analysis: terminal positions lost; a move to a lost position wins; all moves to won
    positions lose; what stays unlabelled is a draw.  Returns (values, successors)."""
    successors = {p: [rules.apply(p, m) for m in rules.legal_moves(p)] for p in every_position(rows, columns)}
    value = labelled(successors)
    return {p: value.get(p, "draw") for p in successors}, successors


@pytest.mark.parametrize("rows, columns", BOARDS)
def test_no_draws_and_the_nim_sum_rule_and_the_computer_agree_with_brute_force(rows, columns):
    values, _ = solve(rows, columns)
    assert "draw" not in values.values()
    rng = random.Random(0)
    for pos, value in values.items():
        assert (value == "won") == (nim_sum(pos.gaps) != 0), pos
        if rules.outcome(pos) is not None:
            continue
        move = ai.choose_move(pos, Limit(level=5), rng)
        after = rules.apply(pos, move)
        if value == "won":
            assert values[after] == "lost", (pos, move)
            assert after.gaps[move.row] < pos.gaps[move.row]  # the winner only advances
    assert len(values) == {(2, 6): 450, (3, 5): 2000, (3, 6): 6750}[(rows, columns)]


def test_a_retreat_is_answered_by_the_same_advance_in_that_row():
    before = Position(((0, 3), (0, 3), (0, 1), (0, 1)), 8, BLACK)  # gaps 2, 2, 0, 0: nim-sum 0
    after = rules.apply(before, Move(3, 1, 3))  # black retreats two squares in row 4
    assert after.gaps == (2, 2, 0, 2) and winning_move(after) == Move(3, 0, 2)
    forgotten = Position(after.rows, 8, WHITE)  # the same squares without the last move: the book's row
    assert forgotten == after and winning_move(forgotten) == Move(0, 0, 2)


def test_the_spec_example():
    decision = best_move(Position(rules.parse_rows("1,5/2,8/3,4", 8), 8))
    assert decision.winning and nim_sum((3, 5, 0)) == 6
    assert rules.apply(Position(rules.parse_rows("1,5/2,8/3,4", 8), 8), decision.move).gaps == (3, 3, 0)


def test_a_lost_side_retreats_one_square_and_then_advances_one():
    pos = Position(((2, 4), (3, 5)), 8, WHITE)  # gaps 1, 1: lost
    move = best_move(pos).move
    assert not best_move(pos).winning and abs(move.end - move.start) == 1 and move.end < move.start
    pinned = Position(((0, 2), (0, 2)), 8, WHITE)  # nothing behind: advance one square
    assert best_move(pinned).move.end == 1


def play(pos: Position, white, black, limit: int) -> int:
    """Moves played until the end (fails past ``limit``)."""
    players = {WHITE: white, BLACK: black}
    for played in range(limit + 1):
        if rules.outcome(pos) is not None:
            return played
        pos = rules.apply(pos, players[pos.to_move](pos))
    pytest.fail(f"no end within {limit} moves")


def strongest(pos):
    return best_move(pos).move


def test_the_bound_on_an_8_by_8_board():
    full = Position(tuple((0, 7) for _ in range(8)), 8)
    assert room(full, WHITE) == room(full, BLACK) == 8 * 6 and game_length_bound(full) == 97


def test_games_end_within_the_bound_against_random_and_against_itself():
    rng = random.Random(7)
    lost_starts = 0
    for game in range(300):
        params = rules.Params(rows=rng.randint(1, 8), columns=rng.randint(3, 10))
        pos = rules.initial(params, game % 2, rng)
        strong = pos.to_move if nim_sum(pos.gaps) else 1 - pos.to_move  # the side that can win
        if strong != pos.to_move:
            lost_starts += 1
        # against itself from any start (the loser moves first from a lost one): the winner's bound
        first = rules.apply(pos, strongest(pos)) if strong != pos.to_move else pos
        play(first, strongest, strongest, game_length_bound(first))
        # against random: from the strongest level's first turn in a won position, within the bound
        random_player = lambda p: rng.choice(rules.legal_moves(p))  # noqa: E731
        players = {strong: strongest, 1 - strong: random_player}
        current = pos
        for _ in range(5000):
            if rules.outcome(current) is not None or (current.to_move == strong and nim_sum(current.gaps)):
                break
            current = rules.apply(current, players[current.to_move](current))
        if rules.outcome(current) is None:
            play(current, players[WHITE], players[BLACK], game_length_bound(current))
    assert lost_starts > 50


def test_the_loser_cannot_force_an_end_so_no_bound_holds_from_lost_positions_against_anything():
    """Side 0 wants the game to end (either way); from which positions can it force that?  Only the won ones."""
    values, successors = solve(2, 6)
    ending = {p for p, nexts in successors.items() if not nexts}
    changed = True
    while changed:
        changed = False
        for p, nexts in successors.items():
            if p not in ending and nexts and (any(q in ending for q in nexts) if p.to_move == WHITE
                                              else all(q in ending for q in nexts)):
                ending.add(p)
                changed = True
    lost_white = [p for p, v in values.items() if v == "lost" and p.to_move == WHITE and successors[p]]
    assert lost_white and not any(p in ending for p in lost_white)


def test_lower_levels_err_more_often():
    pos = Position(rules.parse_rows("1,5/2,8/3,4", 8), 8)
    right = best_move(pos).move

    def share(level):
        rng = random.Random(level)
        return sum(ai.choose_move(pos, Limit(level=level), rng) == right for _ in range(400)) / 400

    assert share(5) == 1.0 and share(1) < 1.0  # the rates of each level: tests/engine/test_levels.py
