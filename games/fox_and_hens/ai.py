"""The computer player of foxes and hens (pure), for either side, levels 1 to 5.

A negamax alpha-beta search with a transposition table, deepened one move at a time
within ``limit.seconds`` (time read only through ``limit.clock``).  Captures are forced,
so a position where the foxes must capture is never evaluated: the search goes on
through the capture.  For the foxes, when a capture exists the rules leave only the
longest ones, and the search picks the one that leaves the hens worst off.

The evaluation, from the foxes' side: hens taken (by far the most), the foxes' room to
move, and, with the hens to move, the longest capture the foxes threaten; against it the
hens' march up the board and the points of the hen-house they hold.

Levels: 1 and 2 look 1 and 2 moves ahead and often play at random; 3 and 4 look 3 and 4
moves ahead; 5 deepens until its time is spent.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from engine.duels.limits import Limit
from games.fox_and_hens.rules import (
    EMPTY,
    FOXES,
    HEN_HOUSE,
    HENS,
    LINES,
    MIN_HENS,
    POINTS,
    Move,
    Position,
    board_moves,
    foxes,
    hen_house_full,
    is_hen,
    legal_moves,
    longest_captures,
    play,
    row_col,
)

# level: (depth cap or None for "until the time is spent", chance of a random move)
LEVELS = {1: (1, 0.6), 2: (2, 0.25), 3: (3, 0.0), 4: (4, 0.0), 5: (None, 0.0)}
MAX_DEPTH = 30
DEFAULT_SECONDS = 2.0
NEXT_ITERATION = 0.4     # start another iteration only while less than this share of the time is spent
WIN = 1_000_000
HEN = 1000               # a hen on the board, for the hens
ROOM = 12                # each empty point next to a fox, for the foxes
THREAT = 400             # each hen the foxes threaten to take, hens to move
MARCH = 8                # each row a hen has climbed, for the hens
HOUSE = 30               # each point of the hen-house a hen holds
CHECK_EVERY = 512        # nodes between two looks at the clock
_EXACT, _LOWER, _UPPER = 0, 1, 2


class _OutOfTime(Exception):
    """The time or node budget ran out in the middle of an iteration."""


@dataclass(frozen=True)
class Decision:
    """The search's answer: the move, its value for the side to move, the last depth searched
    completely, nodes visited and seconds spent."""

    move: Move
    value: int
    depth: int
    nodes: int
    seconds: float

    @property
    def nodes_per_second(self) -> int:
        return round(self.nodes / self.seconds) if self.seconds > 0 else 0


def evaluate(board: str, side: int, diagonals: bool) -> int:
    """The value of a quiet position for ``side`` (the side to move)."""
    hens = march = house = 0
    for point in POINTS:
        if is_hen(board[point]):
            hens += 1
            march += 6 - row_col(point)[0]
            house += point in HEN_HOUSE
    lines = LINES[diagonals]
    room = sum(1 for fox in foxes(board) for d in lines[fox] if board[fox + d] == EMPTY)
    value = -HEN * hens + ROOM * room - MARCH * march - HOUSE * house
    if side == HENS:
        value += THREAT * longest_captures(board, diagonals).longest
    return value if side == FOXES else -value


class _Search:
    def __init__(self, pos: Position, limit: Limit, depth_cap: int) -> None:
        self.diagonals = pos.diagonals
        self.limit = limit
        self.clock = limit.clock
        self.started = self.clock()
        # a search that nothing else bounds gets DEFAULT_SECONDS; a depth or node limit alone is kept as it is
        unbounded = depth_cap == MAX_DEPTH and limit.nodes is None
        seconds = limit.seconds if limit.seconds is not None else (DEFAULT_SECONDS if unbounded else None)
        self.deadline = None if seconds is None else self.started + seconds
        self.seconds = seconds
        self.nodes = 0
        self.table: dict[str, tuple[int, int, int, Move | None]] = {}
        # positions already seen in this game (since the last capture or hen advance) or on the
        # current search path: coming back to one is scored as a draw, so a winning side makes
        # progress instead of walking into a threefold repetition
        self.seen: set[str] = set(pos.earlier) | {pos.key}

    def _tick(self) -> None:
        self.nodes += 1
        if self.limit.nodes is not None and self.nodes > self.limit.nodes:
            raise _OutOfTime
        if self.nodes % CHECK_EVERY == 0 and self.deadline is not None and self.clock() > self.deadline:
            raise _OutOfTime

    def negamax(self, board: str, side: int, depth: int, alpha: int, beta: int, ply: int) -> int:
        self._tick()
        hens = sum(1 for p in POINTS if is_hen(board[p]))
        if hens < MIN_HENS:
            return WIN - ply if side == FOXES else ply - WIN
        if hen_house_full(board):
            return WIN - ply if side == HENS else ply - WIN
        moves = board_moves(board, side, self.diagonals)
        if not moves:
            return ply - WIN
        key = board + str(side)
        if key in self.seen:
            return 0
        forced = side == FOXES and moves[0].is_capture
        if depth <= 0 and not forced:
            return evaluate(board, side, self.diagonals)
        entry = self.table.get(key)
        first = None
        if entry is not None:
            stored_depth, bound, stored, first = entry
            if stored_depth >= depth and (bound == _EXACT or bound == _LOWER and stored >= beta
                                          or bound == _UPPER and stored <= alpha):
                return stored
        original_alpha = alpha
        best, best_move = -WIN - 1, None
        self.seen.add(key)
        try:
            for move in _ordered(moves, first, side):
                value = -self.negamax(play(board, move), 1 - side, depth - 1, -beta, -alpha, ply + 1)
                if value > best:
                    best, best_move = value, move
                alpha = max(alpha, value)
                if alpha >= beta:
                    break
        finally:
            self.seen.discard(key)
        bound = _UPPER if best <= original_alpha else _LOWER if best >= beta else _EXACT
        self.table[key] = (depth, bound, best, best_move)
        return best

    def root(self, board: str, side: int, moves: list[Move], depth: int) -> tuple[Move, int]:
        alpha, best_move = -WIN - 1, moves[0]
        for move in moves:
            value = -self.negamax(play(board, move), 1 - side, depth - 1, -WIN - 1, -alpha, 1)
            if value > alpha:
                alpha, best_move = value, move
        return best_move, alpha


def _ordered(moves: tuple[Move, ...], first: Move | None, side: int) -> list[Move]:
    """The table's move first, then (for the hens) forwards before sideways."""
    ordered = sorted(moves, key=lambda m: m.path[1] - m.path[0]) if side == HENS else list(moves)
    if first is not None and first in moves:
        ordered.remove(first)
        ordered.insert(0, first)
    return ordered


def search(pos: Position, limit: Limit, rng: random.Random | None = None) -> Decision:
    """The best move found within ``limit`` (``ValueError`` if the game is over)."""
    if limit.level not in LEVELS:
        raise ValueError(f"level must be from 1 to {len(LEVELS)}, not {limit.level}")
    moves = list(legal_moves(pos))
    if not moves:
        raise ValueError("the game is over: no move to choose")
    if rng is not None:
        rng.shuffle(moves)
    cap, _ = LEVELS[limit.level]
    cap = MAX_DEPTH if cap is None else cap
    if limit.depth is not None:
        cap = min(cap, limit.depth)
    state = _Search(pos, limit, cap)
    best, value, done = moves[0], 0, 0
    for depth in range(1, cap + 1):
        if len(moves) == 1:
            break
        try:
            best, value = state.root(pos.board, pos.to_move, moves, depth)
        except _OutOfTime:
            break
        done = depth
        moves.remove(best)
        moves.insert(0, best)
        spent = state.clock() - state.started
        if abs(value) > WIN // 2 or state.seconds is not None and spent > NEXT_ITERATION * state.seconds:
            break
    return Decision(best, value, done, state.nodes, state.clock() - state.started)


def choose_move(pos: Position, limit: Limit, rng: random.Random) -> Move:
    _, chance = LEVELS.get(limit.level, (None, 0.0))
    if chance and rng.random() < chance:
        return rng.choice(legal_moves(pos))
    return search(pos, limit, rng).move
