"""Hypothesis over random games: longest captures only, hens never back, pieces fall only by captures.

The longest capture is checked against a reference written independently: a plain recursion
over (row, column) pairs, with the fox lifted off its starting point.
"""
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from games.fox_and_hens import rules
from games.fox_and_hens.rules import FOXES, Params

STEPS = [(-1, 0), (1, 0), (0, -1), (0, 1)]
DIAGONAL_STEPS = [(-1, -1), (-1, 1), (1, -1), (1, 1)]


def grid(board):
    return {(r, c): ch for r, line in enumerate(rules.picture(board).split("\n")) for c, ch in enumerate(line)}


def reference_longest(board, diagonals):
    cells = grid(board)

    def steps(r, c):
        return STEPS + (DIAGONAL_STEPS if diagonals and (r + c) % 2 == 0 else [])

    def longest(at, taken, cells):
        best = len(taken)
        for dr, dc in steps(*at):
            over, land = (at[0] + dr, at[1] + dc), (at[0] + 2 * dr, at[1] + 2 * dc)
            if cells.get(over, " ").isupper() and cells[over] != "X" and over not in taken \
                    and cells.get(land) == ".":
                best = max(best, longest(land, taken | {over}, cells))
        return best

    results = []
    for fox in [p for p, ch in cells.items() if ch == "X"]:
        results.append(longest(fox, frozenset(), {**cells, fox: "."}))
    return max(results, default=0)


def pieces(board):
    return Counter(ch for ch in rules.picture(board) if ch not in " .\n")


@settings(max_examples=60, deadline=None)
@given(st.data(), st.booleans(), st.integers(0, 1))
def test_random_games_keep_the_rules_invariants(data, diagonals, first):
    pos = rules.initial(Params(diagonals), first)
    for _ in range(150):
        moves = rules.legal_moves(pos)
        if not moves:
            break
        if pos.to_move == FOXES:
            longest = reference_longest(pos.board, diagonals)
            if longest:
                assert all(m.is_capture and len(m.taken) == longest for m in moves)
            else:
                assert not any(m.is_capture for m in moves)
        else:
            for move in moves:
                (r0, _), (r1, _) = rules.row_col(move.path[0]), rules.row_col(move.path[1])
                assert r1 <= r0  # forwards or sideways
        move = data.draw(st.sampled_from(moves))
        after = rules.apply(pos, move)
        lost = pieces(pos.board) - pieces(after.board)
        assert sum(lost.values()) == len(move.taken)
        assert lost == Counter(pos.board[p] for p in move.taken)
        assert pieces(after.board)["X"] == pieces(pos.board)["X"]
        assert after.to_move == 1 - pos.to_move
        pos = after


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(".A.B.C.D.E.F.G.H.I.J.K.L.M.N.O.P.Q.R.S.T"), min_size=33, max_size=33),
       st.sets(st.integers(0, 32), min_size=1, max_size=2), st.booleans())
def test_the_search_matches_a_plain_recursion_on_any_board(cells, fox_points, diagonals):
    seen = set()
    for i, ch in enumerate(cells):  # each hen its own letter
        if ch != "." and ch in seen:
            cells[i] = "."
        seen.add(cells[i])
    for i in fox_points:
        cells[i] = "X"
    body = [[" "] * 7 for _ in range(7)]
    for ch, point in zip(cells, rules.POINTS):
        r, c = rules.row_col(point)
        body[r][c] = ch
    board = rules.parse_board("\n".join("".join(line) for line in body))
    found = rules.longest_captures(board, diagonals)
    assert found.longest == reference_longest(board, diagonals)
    for chain in found.chains:
        move = rules.Move(chain)
        assert len(set(move.taken)) == len(move.taken) == found.longest
        assert all(rules.is_hen(board[p]) for p in move.taken)
    assert len(set(found.chains)) == len(found.chains)
