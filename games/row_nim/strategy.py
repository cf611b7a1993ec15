"""The winning method of Row Nim (pure): the gaps are Nim piles, and a lost side's best try.

The gap of a row is the number of empty squares between its two checkers.  Advancing a
checker takes squares from that pile; retreating adds squares.  The player who leaves a
nim-sum of 0 (every binary column even, ``games.shared.nim_binary``) wins: after a retreat in a row,
advance by as many squares in that row; after an advance, reduce a gap as in Nim.  Every move
of the winner is an advance.

**Game length.**  Call a side's *room* the number of squares its checkers can still advance in
all: for white, the sum over rows of ``C - 2 - white column``; for black, of ``black column - 1``
(columns from 0), at most ``R * (C - 2)``.  Once the strongest level is to move in a won
position, each of its moves is an advance of at least one square and its checkers never go back,
so it makes at most ``room`` more moves, and the game ends within ``2 * room + 1`` more moves
(``game_length_bound``), whatever the other side does: 97 moves on an 8 x 8 board at most.

**From a lost position** no strategy of the loser can force an end: a winner who prefers to
circle for ever can (the tests check this on small boards).  So the strongest level makes the
game long and hard instead, never circling by its own choice: it retreats one square, where the
fewest answers win (the mirror advance is one of them), while it has room behind; only when all
its checkers stand against their edge does it advance, one square.  Against a winner who only
advances the game then lasts as long as it can (each answer gains one square), and as soon as
the other side errs the bound above applies.
"""
from __future__ import annotations

from dataclasses import dataclass

from games.row_nim.rules import WHITE, Move, Position, apply, is_retreat, legal_moves
from games.shared.nim_binary import nim_sum


def room(pos: Position, side: int) -> int:
    """How many squares ``side``'s checkers can still advance in all (ignoring the other side's moves)."""
    if side == WHITE:
        return sum(pos.columns - 2 - white for white, _ in pos.rows)
    return sum(black - 1 for _, black in pos.rows)


def game_length_bound(pos: Position) -> int:
    """Most moves left once the strongest level is to move in the won position ``pos``."""
    return 2 * room(pos, pos.to_move) + 1


def advance(pos: Position, row: int, squares: int) -> Move:
    """The mover's checker of ``row`` moved ``squares`` towards the other checker."""
    white, black = pos.rows[row]
    return Move(row, white, white + squares) if pos.to_move == WHITE else Move(row, black, black - squares)


def back_room(pos: Position, row: int, side: int) -> int:
    """How far ``side``'s checker of ``row`` can retreat."""
    white, black = pos.rows[row]
    return white if side == WHITE else pos.columns - 1 - black


def winning_move(pos: Position) -> Move | None:
    """An advance that leaves nim-sum 0, or None when the side to move is lost.

    After the other side's retreat in a row, the equal advance in that row when it wins;
    otherwise the book's move: the first row whose gap has the highest odd column.
    """
    gaps = pos.gaps
    total = nim_sum(gaps)
    if total == 0:
        return None
    last = pos.last
    if last is not None and last.row < len(gaps) and is_retreat(last, 1 - pos.to_move):
        squares = abs(last.end - last.start)
        if squares <= gaps[last.row] and total ^ gaps[last.row] ^ (gaps[last.row] - squares) == 0:
            return advance(pos, last.row, squares)
    row = next(i for i, gap in enumerate(gaps) if gap ^ total < gap)
    return advance(pos, row, gaps[row] - (gaps[row] ^ total))


def winning_replies(pos: Position) -> int:
    """How many moves of the side to move leave nim-sum 0 (what a lost side wants few of)."""
    total = nim_sum(pos.gaps)
    if total == 0:
        return 0
    count = 0
    for row, gap in enumerate(pos.gaps):
        target = gap ^ total
        count += target < gap or target - gap <= back_room(pos, row, pos.to_move)
    return count


def delaying_move(pos: Position) -> Move | None:
    """A lost side's move: a one-square retreat while it can, else a one-square advance; fewest answers."""
    moves = legal_moves(pos)
    tries = [m for m in moves if abs(m.end - m.start) == 1 and is_retreat(m, pos.to_move)] or \
            [m for m in moves if abs(m.end - m.start) == 1]
    if not tries:
        return None
    return min(tries, key=lambda m: (winning_replies(apply(pos, m)), -back_room(pos, m.row, pos.to_move), m.row))


@dataclass(frozen=True)
class Decision:
    """The strongest level's move and whether it wins."""

    move: Move
    winning: bool


def best_move(pos: Position) -> Decision | None:
    """The winning move when there is one, otherwise the delaying move; None when the game is over."""
    move = winning_move(pos)
    if move is not None:
        return Decision(move, True)
    move = delaying_move(pos)
    return Decision(move, False) if move is not None else None
