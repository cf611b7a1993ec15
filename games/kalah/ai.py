"""Kalah's computer player (pure): alpha-beta negamax over compound moves.

As in the original program, a node is a position where a player begins a turn.  A single move
that ends in the mover's kalah leads to a "forced" position that is expanded, not evaluated, so
every position after a complete compound move is a child of the position before its first
single move (from the start, A = 1 2 ... A = 1 6 and A = 2 ... A = 6 are the ten children).

- Desks are seen from the side to move (its pits at 0..5, its kalah at 6): one sowing routine
  serves both sides, and positions that differ only by who is A share table entries.
- Value, in stones: the mover's kalah minus the opponent's.  At the end of the game that is the
  final margin, so a search whose every line reached the end is exact.
- A kalah never loses stones, so the final margin lies between ``2*mine - total`` and
  ``total - 2*theirs``: a node whose range is outside the window is cut at once.
- Iterative deepening (depth counted in compound moves) within ``limit.seconds``, read only
  through ``limit.clock``, and ``limit.nodes``; principal variation search; a transposition
  table of at most ``TABLE_ENTRIES`` positions; children ordered by the mover's kalah after the
  move (captures and extra moves gain stones), the table's best child first.
- Levels: 1 and 2 look 1 and 2 moves ahead and add noise (from the ``rng`` given) to the root
  values; 3 and 4 look 4 and 7 moves ahead; 5 deepens until the time runs out.  From level 3 up,
  once ``ENDGAME_STONES`` or fewer stones are left in the pits, the depth is not capped, so the
  search plays the endgame exactly when the time allows.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from operator import itemgetter
from random import Random

from engine.duel import IllegalMoveError
from engine.limits import Limit
from games.kalah.rules import (
    EXTRA_MOVE,
    GAME_OVER,
    CompoundMove,
    Position,
    apply_compound,
    compound_moves,
    is_over,
    seen_by,
    sow_for_mover,
    swap_sides,
)

# level: (depth cap or None, noise in stones added to each root move's value)
LEVELS = {1: (1, 4), 2: (2, 2), 3: (4, 0), 4: (7, 0), 5: (None, 0)}
ENDGAME_STONES = 12
DEFAULT_SECONDS = 1.0  # for a search that nothing else bounds
TABLE_ENTRIES = 1 << 18
MAX_DEPTH = 400  # a cap far beyond the length of real games, in compound moves
CHECK_EVERY = 2048  # nodes between two looks at the clock

_INFINITY = 1 << 16
_SOLVED = 1 << 10  # the depth stored for a value found with no evaluation at a horizon
_EXACT, _LOWER, _UPPER = 0, 1, 2
_mover_kalah_after = itemgetter(13)  # a child is seen by the opponent: the mover's kalah is at 13


@dataclass(frozen=True)
class SearchResult:
    """The chosen compound move and the figures of the search that chose it.

    ``value`` is the mover's kalah minus the opponent's, at the end of the game when ``exact``,
    else at the search horizon.  ``depth`` is the last depth searched completely, in compound moves;
    ``seconds`` is the time it took by ``limit.clock``.
    """

    move: CompoundMove
    value: int
    exact: bool
    depth: int
    nodes: int
    seconds: float

    @property
    def nps(self) -> int:
        return round(self.nodes / self.seconds) if self.seconds > 0 else 0


class _OutOfBudget(Exception):
    """The search ran out of time or nodes."""


def _expand(desk: Sequence[int], children: list[tuple[int, ...]]) -> None:
    """Append the desks after every compound move of the mover, each seen by the opponent."""
    for index in range(6):
        if desk[index]:
            child, result, _ = sow_for_mover(desk, index)
            if result == EXTRA_MOVE:
                _expand(child, children)
            else:
                children.append(swap_sides(child))


def _depth_cap(pos: Position, limit: Limit) -> int:
    cap, _ = LEVELS[limit.level]
    desk = pos.desk
    if limit.level >= 3 and sum(desk) - desk[6] - desk[13] <= ENDGAME_STONES:
        cap = None
    if limit.depth is not None:
        cap = limit.depth if cap is None else min(cap, limit.depth)
    return MAX_DEPTH if cap is None else cap


def search(
    pos: Position,
    limit: Limit = Limit(),
    rng: Random | None = None,
    table: dict | None = None,
) -> SearchResult:
    """Search ``pos`` for the side to move within ``limit``; see the module docstring.

    ``rng`` draws the noise of levels 1 and 2 (none without it).  ``table`` lets a caller keep the
    transposition table between searches (it holds at most ``TABLE_ENTRIES`` positions).
    On a finished game the move is empty and the value the final margin.
    """
    if limit.level not in LEVELS:
        raise ValueError(f"level must be from 1 to {len(LEVELS)}, not {limit.level}")
    clock = limit.clock
    started = clock()
    root = seen_by(pos.desk, pos.to_move)
    if is_over(pos):
        return SearchResult((), root[6] - root[13], True, 0, 0, 0.0)

    total = sum(root)
    max_depth = _depth_cap(pos, limit)
    seconds = limit.seconds
    if seconds is None and max_depth == MAX_DEPTH and limit.nodes is None:
        seconds = DEFAULT_SECONDS
    deadline = None if seconds is None else started + seconds
    max_nodes = limit.nodes
    _, noise = LEVELS[limit.level]
    full_window = noise > 0 and rng is not None
    table = {} if table is None else table
    table_get = table.get
    expand = _expand
    sow = sow_for_mover
    by_mover_kalah = _mover_kalah_after

    nodes = 0
    next_check = CHECK_EVERY
    inexact = 0  # evaluations at the horizon, and table values that came from one
    can_stop = False  # only once a first iteration has given a move

    def check_budget() -> None:
        nonlocal next_check
        next_check = nodes + CHECK_EVERY
        if can_stop and (
            (deadline is not None and clock() >= deadline) or (max_nodes is not None and nodes >= max_nodes)
        ):
            raise _OutOfBudget

    def best_turn(desk: Sequence[int], beta: int) -> int:
        """The best margin the mover reaches in one turn, each turn a leaf; stops once it reaches beta.

        The frontier's own loop: no child desks are kept or sorted there.
        """
        nonlocal nodes, inexact
        best = -_INFINITY
        for index in range(6):
            if desk[index]:
                after, result, _ = sow(desk, index)
                if result == EXTRA_MOVE:
                    value = best_turn(after, beta)
                else:
                    nodes += 1
                    value = after[6] - after[13]
                    if result != GAME_OVER:
                        inexact += 1
                if value > best:
                    best = value
                    if best >= beta:
                        return best
        return best

    def negamax(desk: tuple[int, ...], depth: int, alpha: int, beta: int) -> int:
        nonlocal nodes, inexact
        nodes += 1
        if nodes >= next_check:
            check_budget()
        mine = desk[6]
        theirs = desk[13]
        if mine + theirs == total:
            return mine - theirs
        sure = mine + mine - total
        if sure >= beta:
            return sure
        sure = total - theirs - theirs
        if sure <= alpha:
            return sure
        if depth == 0:
            inexact += 1
            return mine - theirs
        inexact_before = inexact
        entry = table_get(desk)
        first = None
        if entry is not None:
            stored_depth, bound, value, first = entry
            if stored_depth >= depth and (
                bound == _EXACT or (bound == _LOWER and value >= beta) or (bound == _UPPER and value <= alpha)
            ):
                if stored_depth < _SOLVED:
                    inexact += 1
                return value
        alpha_before = alpha
        best_child = None
        if depth == 1:
            best = best_turn(desk, beta)
        else:
            best = -_INFINITY
            if first is not None:  # the table's best child goes first, before the others are generated
                best = -negamax(first, depth - 1, -beta, -alpha)
                best_child = first
                alpha = max(alpha, best)
            if best < beta:
                children: list[tuple[int, ...]] = []
                expand(desk, children)
                children.sort(key=by_mover_kalah, reverse=True)
                for child in children:
                    if child == first:
                        continue
                    if best_child is None:
                        value = -negamax(child, depth - 1, -beta, -alpha)
                    else:
                        value = -negamax(child, depth - 1, -alpha - 1, -alpha)
                        if alpha < value < beta:
                            value = -negamax(child, depth - 1, -beta, -alpha)
                    if value > best:
                        best = value
                        best_child = child
                        if value > alpha:
                            alpha = value
                            if value >= beta:
                                break
        bound = _LOWER if best >= beta else _UPPER if best <= alpha_before else _EXACT
        if len(table) < TABLE_ENTRIES or desk in table:
            table[desk] = (_SOLVED if inexact == inexact_before else depth, bound, best, best_child)
        return best

    # The root's children with their compound moves, the noise each one gets, then by the mover's kalah.
    order = []
    for moves in compound_moves(pos):
        after = apply_compound(pos, moves)
        child = seen_by(after.desk, after.to_move)
        order.append((moves, child, rng.randint(-noise, noise) if full_window and rng is not None else 0))
    order.sort(key=lambda entry: by_mover_kalah(entry[1]), reverse=True)

    best_move, best_value, exact, completed = order[0][0], 0, False, 0
    for depth in range(1, max_depth + 1):
        inexact = 0
        alpha = best_score = -_INFINITY
        chosen, chosen_value = 0, 0
        try:
            for index, (moves, child, bonus) in enumerate(order):
                if full_window or index == 0:
                    value = -negamax(child, depth - 1, -_INFINITY, _INFINITY)
                else:
                    value = -negamax(child, depth - 1, -alpha - 1, -alpha)
                    if value > alpha:
                        value = -negamax(child, depth - 1, -_INFINITY, -alpha)
                alpha = max(alpha, value)
                if value + bonus > best_score:
                    best_score, chosen, chosen_value = value + bonus, index, value
                    if index:  # better than the last iteration's choice: kept even if the time runs out
                        best_move, best_value = moves, value
        except _OutOfBudget:
            break
        best_move, best_value = order[chosen][0], chosen_value
        exact, completed, can_stop = inexact == 0, depth, True
        order.insert(0, order.pop(chosen))
        if exact:
            break
    elapsed = clock() - started
    return SearchResult(best_move, best_value, exact, completed, nodes, elapsed)


def choose_move(pos: Position, limit: Limit = Limit(), rng: Random | None = None) -> CompoundMove:
    """The compound move the computer plays for the side to move (at once if there is only one)."""
    if is_over(pos):
        raise IllegalMoveError("the game is over")
    moves = compound_moves(pos)
    if len(moves) == 1:
        return moves[0]
    return search(pos, limit, rng).move
