"""Kalah's computer player (pure): alpha-beta negamax over compound moves.

As in the original program, a node is a position where a player begins a turn.  A single move
that ends in the mover's kalah leads to a "forced" position that is expanded, not evaluated, so
every position after a complete compound move is a child of the position before its first
single move (from the start, A = 1 2 ... A = 1 6 and A = 2 ... A = 6 are the ten children).

- Positions are the 12 pits packed in one int, seen from the side to move (games/kalah/core.py):
  one sowing routine serves both sides, and positions that differ only by who is A, or only by
  the kalahs, share table entries.
- Inside the search a value is a *gain*: what the mover will still bank minus what the opponent
  will, in units of 1 / ``SCALE`` stone.  At the horizon it is estimated as ``WEIGHT`` units for
  each stone more on the mover's side than on the opponent's (stones on a side tend to end in its
  kalah: when one side is empty the other keeps its own).  The root adds the kalahs' difference,
  so a result is in stones (rounded), the mover's kalah minus the opponent's: at the end of the
  game that is the final margin, and a search whose every line reached the end is exact.
- With ``s`` stones in the pits the gain lies between ``-s`` and ``s`` stones (the estimate too):
  a node whose range is outside the window is cut at once.  A position of ``endgame.STONES`` stones or fewer is looked
  up in the endgame table (games/kalah/endgame.py; levels 3 to 5, once ``TABLE_FROM_STONES`` or
  fewer are left at the root): its exact gain, with no search.  A search with the compiled core and no
  depth cap (level 5's) takes the largest of the larger tables that is ready (``ready_endgame_stones``: the
  steps of ``STEP_ENDGAME_STONES``, the large one of ``LARGE_ENDGAME_STONES``): they are never built for a move
  (the large one takes about 40 s, once a rule); the Kalah board has them computed on a thread (games/kalah/scene.py).
- Iterative deepening (depth counted in compound moves) within ``limit.seconds``, read only
  through ``limit.clock``, and ``limit.nodes``; principal variation search; a transposition
  table of at most ``TABLE_ENTRIES`` positions, with enhanced transposition cut-offs (a child's
  bound in the table may cut its parent before any child is searched); turns ordered by the
  stones they bank, the table's best turn first.  A search with no depth cap (level 5's, not a proof) makes
  late move reductions (``LMR_*``): a late turn that banks nothing is first searched shallower, and again
  at full depth only if it looks better than the best so far; a fixed depth is a plain minimax's value,
  and a value that met no horizon is exact either way.  The computer's moves (games/kalah/player.py) carry the
  compiled core's table from one to the next, as game engines do: a search with no depth cap reads
  what the last such one found (and replaces it), so the move played depends on the moves searched
  before it; ``forget_searches`` starts afresh.  ``search`` itself starts afresh unless told to keep.
- A search with no depth cap on the real clock (level 5's) uses the machine's other cores (``SEARCH_THREADS``):
  helper threads deepen one compound move ahead of the main search into the compiled core's table, which they
  share (lazy SMP); the main search reads what they find, and plays a helper's turn only when that helper
  completed a deeper search than its own.  A proof's helpers (``_help_prove``) search the root's turns from the
  last against each null window the main search tests from the first.
- With ``SOLVE_FROM_STONES`` or fewer stones left and no depth cap, after ``SOLVE_AFTER_DEPTH``
  an MTD(f) search to the end of the game is tried (null-window passes from the last value),
  with ``SOLVE_SHARE`` of what is left of the budget; if it does not finish, the deepening goes on.
- When a search with no depth cap ends exact at a draw or a loss and time is left, the turns worth as
  much are compared by how many of the opponent's replies would give that result up (``_trappiest``,
  searched to the end too): the one that leaves the opponent the most wrong replies is played.
- A proof (``search(..., proof=Proof())``, what ``analyse kalah`` runs) makes that attempt whatever the
  stones left, with the whole budget and nothing after it, with a larger table (``PROOF_MEGABYTES``) and
  a larger endgame table (``PROOF_ENDGAME_STONES``; both the compiled core's); its result gives the range
  the exact value was proved to lie in (``bounds``), so an unfinished proof says how far it got.
- The rule variant is the position's (games/kalah/rules.py): under the empty capture rule both
  cores and the endgame table (one per rule) take a lone last stone in an empty own pit.  The pie
  rule's swap is a turn of the root only: offered there, it is one more root turn (the board turned
  round, the opponent to move), valued like the others, so the computer swaps when the side the
  first turn left is worth more to the one who moved it.  At the first player's first turn each
  whole turn is valued by a search of the position it leaves (``_first_turn``), where the swap is
  offered, with an equal share of the budget: its value is what the opponent makes of it, swap or not.
- Levels: 1 and 2 look 1 and 2 moves ahead and add noise (from the ``rng`` given) to the root
  values; 3 and 4 look 4 and 7 moves ahead; 5 deepens until the time runs out.  From level 3 up,
  once ``ENDGAME_STONES`` or fewer stones are left in the pits, the depth is not capped, so the
  search plays the endgame exactly when the time allows.
"""
from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from functools import partial
from math import ceil
from random import Random
from typing import Any

from engine.duels.limits import Limit
from games.kalah import endgame
from games.kalah.core import (
    CHILD,
    FIVE_FIELDS,
    GAIN_OFFSET,
    GAIN_SHIFT,
    HALF,
    MASK,
    MINE,
    SIX_FIELDS,
    compiled_core,
    pits_of,
    turns,
)
from games.kalah.endgame import EndgameTable
from games.kalah.rules import FIRST_TURN, SWAP_OFFERED, CompoundMove, Position, apply_compound, compound_moves, is_over, seen_by

_kalahc = compiled_core()  # the optional compiled core (built at install time: games/shared/native.py)

# level: (depth cap or None, noise in stones added to each root move's value)
LEVELS = {1: (1, 4), 2: (2, 2), 3: (4, 0), 4: (7, 0), 5: (None, 0)}
ENDGAME_STONES = 12
SOLVE_FROM_STONES = 30  # with this many stones left or fewer, an uncapped search tries to reach the end
SOLVE_AFTER_DEPTH = 3  # after this depth
SOLVE_SHARE = 0.6  # with at most this share of what is left of the budget
TABLE_FROM_STONES = 40  # a search from this many stones left in the pits or fewer uses the endgame table
DEFAULT_SECONDS = 1.0  # for a search that nothing else bounds
TABLE_ENTRIES = 1 << 18
COMPILED = _kalahc is not None  # search with the compiled core when it is installed
COMPILED_TABLE_ENTRIES = 1 << 20  # 16 bytes each
DEFAULT_PROOF_MEGABYTES = 1024  # the compiled core's table in a proof (``Proof``), at most
PROOF_TABLE_SECONDS = 60  # a proof given less time uses its endgame table only once built (it takes minutes, once)
PROOF_MEGABYTES_A_SECOND = 8  # and at most this much a second of its budget: a short proof gets a small table
DEFAULT_LARGE_ENDGAME_STONES = 18  # the largest table of Perfect's proofs and level 5 (86 MB a rule, built once, cached)
DEFAULT_PROOF_ENDGAME_STONES = 20  # the endgame table of ``analyse kalah``'s proofs (226 MB a rule, built once, cached)
# what a proof uses unless told: the defaults, or the environment's ARSAC_KALAH_PROOF_MB and ARSAC_KALAH_PROOF_STONES
# (the tests take the game's own endgame table: a larger one takes minutes to build in each test session's home)


def number_from_environment(name: str, default: int, lowest: int, highest: int) -> int:
    """The whole number the environment variable ``name`` gives, if it is one from ``lowest`` to ``highest``;
    else (unset, or not such a number) ``default``: a mistyped setting is never a crash."""
    try:
        value = int(os.environ.get(name, default))
    except ValueError:
        return default
    return value if lowest <= value <= highest else default


PROOF_MEGABYTES = number_from_environment("ARSAC_KALAH_PROOF_MB", DEFAULT_PROOF_MEGABYTES, 1, 1 << 20)
PROOF_ENDGAME_STONES = number_from_environment("ARSAC_KALAH_PROOF_STONES", DEFAULT_PROOF_ENDGAME_STONES, 1, 20)
PROOF_READS_BOOK = bool(number_from_environment("ARSAC_KALAH_PROOF_BOOK", 1, 0, 1))  # 0: ``analyse kalah`` proves
# without the book's values (to measure a proof from nothing)
# taken by Perfect's proofs and level 5 when ready, never built for a move
LARGE_ENDGAME_STONES = min(PROOF_ENDGAME_STONES, DEFAULT_LARGE_ENDGAME_STONES)
# tables readied first, on the way to the large one: 14 stones in about 2 s (10 MB), 16 in about 10 s (30 MB)
STEP_ENDGAME_STONES = (14, 16)
ETC_DEPTH = 3  # nodes this deep or deeper look their children up in the table before searching them
# Late move reductions, in a search with no depth cap (level 5's; not a proof, not a fixed depth): at a node
# LMR_DEPTH to LMR_MOST deep, a turn that banks nothing, searched after LMR_AFTER others, first gets a null-window
# search one compound move shallower (two, after 2 * LMR_AFTER others and from LMR_TWICE_DEPTH deep), and its full depth only
# if it beats alpha.  Searches to the end of the game (deeper than LMR_MOST) never reduce: their values stay exact.
LMR_DEPTH, LMR_AFTER, LMR_MOST, LMR_TWICE_DEPTH = 3, 2, 64, 6
# The threads of a search with no depth cap, timed by the real clock (level 5's and the proofs', with the compiled
# core): the main one and helpers that search into the table they share (lazy SMP, ``_help``, ``_help_prove``).  As many as
# the machine has cores, at most four, or the environment's ARSAC_KALAH_THREADS (1: no helpers).  A search timed by
# another clock (a test's step clock) or bounded in nodes has no helpers: its nodes and move stay the same on any
# machine.
CORES = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1  # this process may use
SEARCH_THREADS = number_from_environment("ARSAC_KALAH_THREADS", min(4, CORES), 1, 64)
REAL_CLOCK = Limit().clock
MAX_DEPTH = 400  # a cap far beyond the length of real games, in compound moves
CHECK_EVERY = 2048  # nodes between two looks at the clock
SCALE = 6  # inside the search a stone is worth this many units of value (the evaluation's fractions)
WEIGHT = 1  # the evaluation: the kalahs' difference and WEIGHT / SCALE of the difference of the stones on each side

ASIDE = 2  # a compiled core's ``keep`` that reads none of what was kept and hands it on (games/kalah/_kalahc.c)
KEEPING = threading.Lock()  # the compiled core keeps one table a process: the searches that keep it (on a Dask
# worker, its tasks' proofs) hold this lock, one at a time
_INFINITY = 1 << 16
_SOLVED = 1 << 10  # the depth stored for a value found with no evaluation at a horizon
_EXACT, _LOWER, _UPPER = 0, 1, 2


@dataclass(frozen=True)
class SearchResult:
    """The chosen compound move and the figures of the search that chose it.

    ``value`` is the mover's kalah minus the opponent's, at the end of the game when ``exact``,
    else at the search horizon.  ``depth`` is the last depth searched completely, in compound moves; ``nodes``
    counts the helper threads' too (``SEARCH_THREADS``);
    ``seconds`` is the time it took by ``limit.clock``.  A proof (``Proof``) also gives ``bounds``: the
    least and the most the exact value can be, as far as it got (the value twice when ``exact``).
    """

    move: CompoundMove
    value: int
    exact: bool
    depth: int
    nodes: int
    seconds: float
    bounds: tuple[int, int] | None = None

    @property
    def nps(self) -> int:
        return round(self.nodes / self.seconds) if self.seconds > 0 else 0


@dataclass(frozen=True)
class ProofState:
    """How far a proof has got at its root, in whole stones (the mover's final margin with perfect play): the value
    lies in ``lower..upper``; the null-window pass under way tests whether it is at least ``testing`` (None between
    passes), and ``refuted`` holds the root's turns (their pits) shown to be worth less, each with the most it is
    worth.  What a proof's ``report`` is told, and what a ``resume`` starts from: nothing proved is done again at
    the root (a turn refuted in the pass stopped is not searched again)."""

    lower: int
    upper: int
    testing: int | None = None
    refuted: tuple[tuple[tuple[int, ...], int], ...] = ()


@dataclass(frozen=True)
class KnownValues:
    """Exact values known before a proof begins (the perfect player's book: games/kalah/perfect.py): positions of 12
    pits each, seen from the mover, one after the other in ``pits``; their gains (what the mover will still bank
    minus what the opponent will, with perfect play), whole stones as signed bytes, in ``gains``.  The compiled core
    reads them as values of its own (a proof that meets one goes no further there); the pure core does not."""

    pits: bytes = b""
    gains: bytes = b""


@dataclass(frozen=True)
class Proof:
    """A search that tries to prove the value from any position (``search(..., proof=Proof())``): after
    ``SOLVE_AFTER_DEPTH``, the MTD(f) search to the end of the game with the whole budget, whatever the
    stones left; with the compiled core, a transposition table of at most ``megabytes`` (and
    ``PROOF_MEGABYTES_A_SECOND`` a second of the budget: each page of memory costs time when first
    touched) and the endgame table of ``endgame_stones`` stones (the pure core keeps its own bounds: it
    is not made for proofs)."""

    megabytes: int = PROOF_MEGABYTES
    endgame_stones: int = PROOF_ENDGAME_STONES
    guess: int | None = None  # a first guess of the value (the mover's final margin), only where the passes begin
    known: bool = False  # ``guess`` is the value itself (a best turn led here from a position proved): no pass
    # confirms it, the proof only finds a turn worth it (the one pass that tests "at least ``guess``")
    book: KnownValues | None = None  # values known already, of the same capture rule (``KnownValues``)
    resume: ProofState | None = None  # how far an earlier proof of the same position got (``ProofState``)
    report: Callable[[ProofState], None] | None = None  # told how far the proof is, after each turn of the root
    threads: int | None = None  # its search threads (the main one and helpers); None: ``SEARCH_THREADS``

    def entries(self, seconds: float | None) -> int:
        """The entries of the compiled core's table for a budget of ``seconds`` (None: no time bound)."""
        budget = self.megabytes if seconds is None else ceil(PROOF_MEGABYTES_A_SECOND * seconds)
        return table_entries(min(self.megabytes, budget))


def table_entries(megabytes: int) -> int:
    """The most entries of the compiled core's table within ``megabytes`` (a power of two)."""
    return 1 << max(0, ((megabytes << 20) // 16).bit_length() - 1)


class _OutOfBudget(Exception):
    """The search ran out of time or nodes."""


def _depth_cap(pos: Position, limit: Limit) -> int:
    cap, _ = LEVELS[limit.level]
    desk = pos.desk
    if limit.level >= 3 and sum(desk) - desk[6] - desk[13] <= ENDGAME_STONES:
        cap = None
    if limit.depth is not None:
        cap = limit.depth if cap is None else min(cap, limit.depth)
    return MAX_DEPTH if cap is None else cap


def _depths(max_depth: int, stones: int, proof: bool) -> list[int]:
    """The depths of iterative deepening.  With few stones left and no cap, an attempt to search to
    the end comes after ``SOLVE_AFTER_DEPTH``; if it runs out of its share of the budget, the
    deepening goes on from there (keeping what the attempt put in the table).  A proof makes the
    attempt whatever the stones, with the whole budget: nothing comes after it."""
    if proof:
        return [*range(1, SOLVE_AFTER_DEPTH + 1), MAX_DEPTH]
    if max_depth == MAX_DEPTH and stones <= SOLVE_FROM_STONES:
        return [*range(1, SOLVE_AFTER_DEPTH + 1), MAX_DEPTH, *range(SOLVE_AFTER_DEPTH + 1, MAX_DEPTH)]
    return list(range(1, max_depth + 1))


def larger_endgame_stones() -> tuple[int, ...]:
    """The larger endgame tables the computer takes once they are ready, the smallest first: the steps
    (``STEP_ENDGAME_STONES``) that lie between the game's table and the large one, then the large one."""
    steps = [stones for stones in STEP_ENDGAME_STONES if endgame.STONES < stones < LARGE_ENDGAME_STONES]
    return (*steps, LARGE_ENDGAME_STONES)


def ready_endgame_stones(empty_capture: bool) -> int:
    """The stones of the largest endgame table at hand without computing one (in memory or in the cache folder):
    the large one, else the largest step ready, else the game's own."""
    ready = [stones for stones in larger_endgame_stones() if endgame.ready(stones, empty_capture)]
    return max(ready, default=endgame.STONES)


def save_larger_endgame_tables(empty_capture: bool) -> bool:
    """Compute the larger tables into the cache folder, the smallest first (the steps in about 2 and 10 s, the
    large one in about 40 s, with the compiled core): for a thread that readies them while a game goes on.
    False, and nothing done, without the compiled core."""
    return all(endgame.save_in_cache(stones, empty_capture) for stones in larger_endgame_stones())


def _endgame_table(pos: Position, limit: Limit, proof: Proof | None, compiled: bool = False) -> EndgameTable | None:
    """The endgame table for a search that may reach it (levels 3 to 5, not too many stones left; a proof
    always: its table of ``proof.endgame_stones`` when it is built already, else the largest smaller one ready (the
    steps of ``STEP_ENDGAME_STONES``, the large one of ``LARGE_ENDGAME_STONES``), else, for a proof of
    ``PROOF_TABLE_SECONDS`` or more, the largest step built now (16 stones: some 5 to 10 s, where the proofs' own table
    takes minutes; ``analyse kalah`` has the larger ones built in the background for the next proofs), else the
    game's).  A ``compiled`` search with no depth cap (level 5's, and
    the uncapped endgames of levels 3 and 4) takes the largest table ready (``ready_endgame_stones``); the
    others the game's."""
    desk = pos.desk
    rule = pos.variant.empty_capture
    if proof is not None:  # its large table takes most of a minute to build the first time: not for a proof
        if endgame.ready(proof.endgame_stones, rule):
            return endgame.table(stones=proof.endgame_stones, empty_capture=rule)
        below = [stones for stones in (*STEP_ENDGAME_STONES, LARGE_ENDGAME_STONES)
                 if endgame.STONES < stones < proof.endgame_stones]
        ready = [stones for stones in below if endgame.ready(stones, rule)]
        if ready:
            stones = max(ready)
        elif limit.seconds is None or limit.seconds >= PROOF_TABLE_SECONDS:  # a step, or the proof's own if none
            stones = max((stones for stones in STEP_ENDGAME_STONES if stones in below), default=proof.endgame_stones)
        else:
            stones = endgame.STONES
        return endgame.table(stones=stones, empty_capture=rule)
    if limit.level < 3 or sum(desk) - desk[6] - desk[13] > TABLE_FROM_STONES:
        return None
    uncapped = compiled and _depth_cap(pos, limit) == MAX_DEPTH
    return endgame.table(stones=ready_endgame_stones(rule) if uncapped else endgame.STONES, empty_capture=rule)


class _PythonCore:
    """The pure core: the negamax over packed pits (games/kalah/core.py), and its counters.

    ``nodes``, ``inexact`` (evaluations at the horizon, and table values that came from one) and
    ``lowest`` (the least depth left at a node searched) live in the closure's cells, for speed;
    the properties read and set them.
    """

    def __init__(self, table: dict, ending: EndgameTable | None, check: Callable[[int], None],
                 empty_capture: bool = False, reduce: bool = False) -> None:
        table_get = table.get
        known_from = -1 if ending is None else ending.stones  # positions of this many stones or fewer are known
        halves, known = (ending.halves, ending.values) if ending is not None else ({}, b"")
        expand = partial(turns, empty_capture=empty_capture)
        scale, weight = SCALE, WEIGHT
        nodes = inexact = 0
        lowest = MAX_DEPTH
        next_check = CHECK_EVERY

        def negamax(pits: int, stones: int, depth: int, alpha: int, beta: int) -> int:
            """The gain of ``pits`` (``stones`` in them) for the mover, ``depth`` turns deep, fail-soft."""
            nonlocal nodes, inexact, lowest, next_check
            nodes += 1
            if nodes >= next_check:
                next_check = nodes + CHECK_EVERY
                check(nodes)
            if stones <= known_from:
                first, rest = halves[pits & MINE]
                return scale * known[first + rest[pits >> HALF]]
            most = scale * stones  # the value lies between -most and most
            if -most >= beta:
                return -most
            if most <= alpha:
                return most
            if depth == 0:
                inexact += 1
                return weight * (2 * ((pits & MINE) * SIX_FIELDS >> FIVE_FIELDS & MASK) - stones)
            if depth < lowest:
                lowest = depth
            inexact_before = inexact
            entry = table_get(pits)
            first_turn = 0
            if entry is not None:
                stored_depth, bound, value, first_turn = entry
                if stored_depth >= depth and (
                    bound == _EXACT or (bound == _LOWER and value >= beta) or (bound == _UPPER and value <= alpha)
                ):
                    if stored_depth < _SOLVED:
                        inexact += 1
                    return value
            found: list[int] = []
            expand(pits, stones, found)
            if depth == 1:  # the frontier: each child a leaf, valued in the listing's order until one reaches beta
                top, most, listed = -_INFINITY, -1, 0
                for turn in found:
                    listed += 1
                    won = (turn >> GAIN_SHIFT) - GAIN_OFFSET
                    if turn & CHILD:  # the mover's pits after the turn are the child's opponent's
                        value = scale * won + weight * (
                            2 * ((turn >> HALF & MINE) * SIX_FIELDS >> FIVE_FIELDS & MASK) - stones + won)
                        if won > most:
                            most = won
                    else:
                        value = scale * won
                    if value > top:
                        top = value
                        if value >= beta:
                            break
                if stones - most > known_from:  # no child to look up in the endgame table
                    nodes += listed
                    if most >= 0:
                        inexact += 1
                    return top
            found.sort()
            if first_turn:  # the table's best turn goes first, then by the stones each turn banks
                found.remove(first_turn)
                found.append(first_turn)
            if depth >= ETC_DEPTH:  # enhanced transposition cut-off: a child's bound in the table may be enough
                for turn in found:
                    child = turn & CHILD
                    if child:
                        entry = table_get(child)
                        if entry is not None and entry[0] >= depth - 1 and entry[1] != _LOWER:
                            value = scale * ((turn >> GAIN_SHIFT) - GAIN_OFFSET) - entry[2]
                            if value >= beta:
                                if entry[0] < _SOLVED:
                                    inexact += 1
                                return value
            alpha_before = alpha
            best, best_turn = -_INFINITY, 0
            reducing = reduce and LMR_DEPTH <= depth <= LMR_MOST
            for searched, turn in enumerate(reversed(found)):
                banked = (turn >> GAIN_SHIFT) - GAIN_OFFSET
                won = scale * banked
                child = turn & CHILD
                if not child:
                    value = won
                else:
                    left = stones - banked
                    if left <= known_from:  # in the endgame table: no need for a node
                        nodes += 1
                        first, rest = halves[child & MINE]
                        value = won - scale * known[first + rest[child >> HALF]]
                    elif not best_turn:
                        value = won - negamax(child, left, depth - 1, won - beta, won - alpha)
                    else:
                        reduced = 0 if not reducing or banked or searched < LMR_AFTER else \
                            1 + (depth >= LMR_TWICE_DEPTH and searched >= 2 * LMR_AFTER)
                        value = won - negamax(child, left, depth - 1 - reduced, won - alpha - 1, won - alpha)
                        if reduced and value > alpha:
                            value = won - negamax(child, left, depth - 1, won - alpha - 1, won - alpha)
                        if alpha < value < beta:
                            value = won - negamax(child, left, depth - 1, won - beta, won - alpha)
                if value > best:
                    best, best_turn = value, turn
                    if value > alpha:
                        alpha = value
                        if value >= beta:
                            break
            bound = _LOWER if best >= beta else _UPPER if best <= alpha_before else _EXACT
            if len(table) < TABLE_ENTRIES or pits in table:
                table[pits] = (_SOLVED if inexact == inexact_before else depth, bound, best, best_turn)
            return best


        def counters(update: tuple[int, int, int] | None = None) -> tuple[int, int, int]:
            nonlocal nodes, inexact, lowest, next_check
            if update is not None:
                nodes, inexact, lowest = update
                next_check = nodes + CHECK_EVERY
            return nodes, inexact, lowest

        self.negamax = negamax
        self._counters = counters

    @staticmethod
    def prepare(desk: tuple[int, ...]) -> int:
        """The packed pits of a desk seen from the mover, as this core takes a position."""
        return pits_of(desk)

    @property
    def nodes(self) -> int:
        return self._counters()[0]

    @property
    def inexact(self) -> int:
        return self._counters()[1]

    @inexact.setter
    def inexact(self, value: int) -> None:
        nodes, _, lowest = self._counters()
        self._counters((nodes, value, lowest))

    @property
    def lowest(self) -> int:
        return self._counters()[2]

    @lowest.setter
    def lowest(self, value: int) -> None:
        nodes, inexact, _ = self._counters()
        self._counters((nodes, inexact, value))


class _CompiledCore:
    """The compiled core (games/kalah/_kalahc.c): the same negamax in C, its table its own (or its partner's)."""

    _core: Any  # the _kalahc.Core

    def __init__(self, ending: EndgameTable | None, check: Callable[[int], None] | None, keep: int,
                 empty_capture: bool = False, entries: int = COMPILED_TABLE_ENTRIES, reduce: bool = False,
                 partner: _CompiledCore | None = None) -> None:
        assert _kalahc is not None
        values = b"" if ending is None else ending.raw
        known_from = -1 if ending is None else ending.stones
        self.reduce, self._ending, self._empty_capture = reduce, ending, empty_capture
        reductions = (LMR_DEPTH, LMR_AFTER, LMR_MOST, LMR_TWICE_DEPTH) if reduce else None
        self._core = _kalahc.Core(values, known_from, entries, check, CHECK_EVERY, SCALE, WEIGHT, keep, empty_capture,
                                   reductions, None if partner is None else partner._core)
        self.negamax = self._core.negamax
        self._core.lowest = MAX_DEPTH

    def helper(self) -> _CompiledCore:
        """A core for another thread that shares this one's table, endgame table, rule and reductions, with no
        ``check``: it searches until ``stop``, then its ``negamax`` raises ``_OutOfBudget``."""
        helper = _CompiledCore(self._ending, None, False, self._empty_capture, reduce=self.reduce, partner=self)
        searching = helper._core.negamax

        def negamax(*args: Any) -> int:
            value = searching(*args)
            if value is None:  # stopped
                raise _OutOfBudget
            return value

        helper.negamax = negamax
        return helper

    def stop(self) -> None:
        self._core.stopped = True

    def preload(self, known: KnownValues) -> None:
        """Values known already, read as this core's own (before it searches; its helpers read them too)."""
        self._core.preload(known.pits, known.gains)

    @staticmethod
    def prepare(desk: tuple[int, ...]) -> bytes:
        """The 12 pits of a desk seen from the mover, as this core takes a position."""
        return bytes(desk[0:6] + desk[7:13])

    nodes = property(lambda self: self._core.nodes)
    table_bytes = property(lambda self: self._core.table_bytes)
    inexact = property(lambda self: self._core.inexact, lambda self, value: setattr(self._core, "inexact", value))
    lowest = property(lambda self: self._core.lowest, lambda self, value: setattr(self._core, "lowest", value))


def _compiled(table: dict | None, compiled: bool | None) -> bool:
    """Whether a search uses the compiled core: it is there and wanted, and no Python table is given."""
    return table is None and _kalahc is not None and (COMPILED if compiled is None else compiled)


def _make_core(
    table: dict | None, ending: EndgameTable | None, check: Callable[[int], None], compiled: bool | None,
    keep: int = False, empty_capture: bool = False, entries: int = COMPILED_TABLE_ENTRIES, reduce: bool = False,
) -> _PythonCore | _CompiledCore:
    """The compiled core when ``_compiled`` says so (its table of ``entries``), else the pure one, under the
    capture rule ``empty_capture`` says.

    With ``keep`` the compiled core reads what the last search kept (see ``search``); with ``reduce`` either
    core makes late move reductions (see ``LMR_AFTER``)."""
    if _compiled(table, compiled):
        return _CompiledCore(ending, check, keep, empty_capture, entries, reduce)
    return _PythonCore({} if table is None else table, ending, check, empty_capture, reduce)


def forget_searches() -> None:
    """The next search starts afresh: it reads nothing the last ones kept (a new start for tests)."""
    if _kalahc is not None:
        _kalahc.forget()


def search(
    pos: Position,
    limit: Limit = Limit(),
    rng: Random | None = None,
    table: dict | None = None,
    compiled: bool | None = None,
    keep: bool = False,
    proof: Proof | None = None,
) -> SearchResult:
    """Search ``pos`` for the side to move within ``limit``; see the module docstring.

    ``rng`` draws the noise of levels 1 and 2 (none without it).  ``table`` lets a caller keep the
    pure core's transposition table between searches (it holds at most ``TABLE_ENTRIES``
    positions).  ``compiled`` chooses the compiled core (``COMPILED``, the default, is whether it
    is installed); without it, or with a ``table``, the pure core searches.  With ``keep`` a search
    with no depth cap reads what the last such search kept (compiled core), and keeps what it finds.
    A ``proof`` tries to prove the value whatever the stones left (see ``Proof``).
    On a finished game the move is empty and the value the final margin.
    """
    if limit.level not in LEVELS:
        raise ValueError(f"level must be from 1 to {len(LEVELS)}, not {limit.level}")
    clock = limit.clock
    if not _compiled(table, compiled):  # the bigger tables of a proof are the compiled core's
        proof = None if proof is None else Proof(proof.megabytes, endgame.STONES, guess=proof.guess, known=proof.known)
    # the endgame table is computed on first use: not on the clock
    ending = None if is_over(pos) else _endgame_table(pos, limit, proof, _compiled(table, compiled))
    started = clock()
    root = seen_by(pos.desk, pos.to_move)
    if is_over(pos):
        return SearchResult((), root[6] - root[13], True, 0, 0, 0.0, (root[6] - root[13],) * 2)
    if pos.opening == FIRST_TURN:
        return _first_turn(pos, limit, rng, compiled)

    max_depth = _depth_cap(pos, limit)
    seconds = limit.seconds
    if seconds is None and max_depth == MAX_DEPTH and limit.nodes is None:
        seconds = DEFAULT_SECONDS
    deadline = None if seconds is None else started + seconds
    max_nodes = limit.nodes
    stop_time, stop_nodes = deadline, max_nodes  # the budget of the present iteration
    _, noise = LEVELS[limit.level]
    full_window = noise > 0 and rng is not None
    can_stop = False  # only once a first iteration has given a move

    def check_budget(nodes: int) -> None:
        if can_stop and (
            (stop_time is not None and clock() >= stop_time) or (stop_nodes is not None and nodes >= stop_nodes)
        ):
            raise _OutOfBudget

    keeping = keep and max_depth == MAX_DEPTH
    aside = keeping and proof is not None and _compiled(table, compiled)  # its first depths on an ASIDE core

    def make_core(keeping: int) -> _PythonCore | _CompiledCore:
        made = _make_core(table, ending, check_budget, compiled, keep=keeping, empty_capture=pos.variant.empty_capture,
                          entries=COMPILED_TABLE_ENTRIES if proof is None else proof.entries(seconds),
                          reduce=max_depth == MAX_DEPTH and proof is None)
        if proof is not None and proof.book is not None and isinstance(made, _CompiledCore):
            made.preload(proof.book)
        return made

    prepare = _CompiledCore.prepare if _compiled(table, compiled) else _PythonCore.prepare

    # The root's turns with their compound moves, the noise each one gets, then by the stones they bank.
    # (move, margin, the child as the core takes it — an int or 12 bytes —, stones left, noise), values
    # in the core's units (SCALE a stone) until the result
    order: list[tuple[CompoundMove, int, Any, int, int]] = []
    for moves in compound_moves(pos):
        after = apply_compound(pos, moves)
        child = seen_by(after.desk, after.to_move)  # seen by the opponent
        order.append((
            moves,
            SCALE * (child[13] - child[6]),
            prepare(child),
            sum(child) - child[6] - child[13],
            SCALE * rng.randint(-noise, noise) if full_window and rng is not None else 0,
        ))
    order.sort(key=lambda entry: entry[1], reverse=True)

    def solve_root(guess: int) -> tuple[int, int]:
        """MTD(f) to the end of the game from a first guess: (index of the best turn, exact margin).

        Null-window passes at the root close in on the value; the table keeps the bounds between them.  A proof's
        ``report`` hears of each turn refuted and each pass done; its ``resume`` gives the first pass and the turns
        that pass has refuted already, or a least value known (then, should no pass reach it, one more pass finds
        the first turn worth it).
        """
        lower, upper = proved
        value, chosen = guess, None
        resumed = None if proof is None else proof.resume
        report = None if proof is None else proof.report
        while lower < upper:
            beta = max(lower + 1, min(upper, value + 1 if value == lower else value))
            known: dict[tuple[int, ...], int] = {}
            if resumed is not None and resumed.testing is not None and lower < SCALE * resumed.testing <= upper:
                beta, known = SCALE * resumed.testing, {pits: SCALE * most for pits, most in resumed.refuted}
            resumed = None
            value, reached = root_pass(beta, known, lower, upper, report)
            if reached is not None:
                lower, chosen = value, reached
            else:
                upper = value
            proved[:] = lower, upper
            if report is not None:
                report(ProofState(lower // SCALE, upper // SCALE))
        if chosen is None and floor[0] < lower:  # the value was known to be at least ``lower`` before: a turn worth it
            chosen = root_pass(lower, {}, lower - 1, upper, None)[1]
        return chosen or 0, lower

    def root_pass(beta: int, known: dict[tuple[int, ...], int], lower: int, upper: int,
                  report: Callable[[ProofState], None] | None) -> tuple[int, int | None]:
        """One null-window pass at the root: is the value at least ``beta``?  (the value found, fail-soft; the index of
        the first turn worth ``beta``, None when none is)."""
        window.publish(beta)
        value = -_INFINITY
        refuted: list[tuple[tuple[int, ...], int]] = []
        for index, (moves, margin, child, left, _) in enumerate(order):
            pits = tuple(move.pit for move in moves)
            if pits in known:
                found = known[pits]
            else:
                found = margin - negamax(child, left, MAX_DEPTH - 1, margin - beta, margin - beta + 1) if left else margin
            if found > value:
                value = found
                if found >= beta:
                    return value, index
            if report is not None:
                refuted.append((pits, found // SCALE))
                report(ProofState(lower // SCALE, upper // SCALE, -(-beta // SCALE), tuple(refuted)))
        return value, None

    root_margin, root_stones = root[6] - root[13], sum(root) - root[6] - root[13]
    margins = (root_margin, -root_margin) if pos.opening == SWAP_OFFERED else (root_margin,)  # a swap turns it round
    proved = [SCALE * (min(margins) - root_stones), SCALE * (max(margins) + root_stones)]  # the value's range known
    floor = proved[:1]  # the least the value can be, known before any proof
    if proof is not None and proof.resume is not None:  # what an earlier proof of this position proved
        proved = [max(proved[0], SCALE * proof.resume.lower), min(proved[1], SCALE * proof.resume.upper)]
    if proof is not None and proof.known and proof.guess is not None:  # at most the value known: one pass finds a turn
        proved[1] = min(proved[1], SCALE * proof.guess)
    best_move, best_value, exact, completed = order[0][0], 0, False, 0
    aside_nodes = 0
    if aside:  # the root's order as a proof from nothing finds it: the same best turn whatever the table kept
        best_move, best_value, exact, completed, aside_nodes = _first_depths_aside(make_core(ASIDE), order)
        can_stop = True
    core = make_core(keeping)
    negamax = core.negamax
    share = 1.0 if proof is not None else SOLVE_SHARE
    completed_depth = [0]  # the helpers search one compound move beyond it
    helped: list[tuple[int, CompoundMove, int]] = []  # what they completed
    window = _Window()  # the null window of the pass at the root, for the helpers of a proof
    helpers: list[tuple[_CompiledCore, threading.Thread]] = []
    try:
        if isinstance(core, _CompiledCore) and clock is REAL_CLOCK and max_nodes is None and not full_window:
            threads = SEARCH_THREADS if proof is None or proof.threads is None else proof.threads
            for index in range(threads - 1):  # one, then two compound moves ahead, in turn; or the proof's
                work = (_help, order, completed_depth, helped, 1 + index % 2) if proof is None else (_help_prove, order, window)
                _start_helper(core, work, helpers)
        for depth in [] if exact else [MAX_DEPTH] if aside else _depths(max_depth, root_stones, proof is not None):
            core.inexact = 0
            best_score = -_INFINITY
            chosen, chosen_value = 0, 0
            attempt = depth == MAX_DEPTH
            core.lowest = MAX_DEPTH
            if attempt:
                now = clock()
                stop_time = None if deadline is None else now + share * (deadline - now)
                stop_nodes = None if max_nodes is None else core.nodes + int(share * (max_nodes - core.nodes))
            try:
                if attempt:
                    chosen, chosen_value = solve_root(best_value if proof is None or proof.guess is None
                                                      else SCALE * proof.guess)
                for index, value in enumerate(() if attempt else _root_values(negamax, order, depth, full_window)):
                    moves, bonus = order[index][0], order[index][4]
                    if value + bonus > best_score:
                        best_score, chosen, chosen_value = value + bonus, index, value
                        if index:  # better than the last iteration's choice: kept even if the time runs out
                            best_move, best_value = moves, value
            except _OutOfBudget:
                if not attempt:
                    break
                stop_time, stop_nodes = deadline, max_nodes
                continue
            stop_time, stop_nodes = deadline, max_nodes
            best_move, best_value = order[chosen][0], chosen_value
            exact, completed, can_stop = core.inexact == 0, depth, True
            if attempt:  # the depth the longest line reached
                completed = MAX_DEPTH - core.lowest + 1
            _to_front(order, chosen)
            if not attempt:
                completed_depth[0] = depth
            if exact:
                break
    finally:
        window.close()
        for helper, _ in helpers:
            helper.stop()
        for _, thread in helpers:
            thread.join()
    deepest = max(helped, key=lambda entry: entry[0], default=None)
    if not exact and deepest is not None and deepest[0] > completed:  # a helper searched deeper than the main search
        completed, best_move, best_value = deepest
    if exact and best_value <= 0 and max_depth == MAX_DEPTH and proof is None and not full_window \
            and pos.opening != SWAP_OFFERED and len(order) > 1:  # a draw or a loss, with time left: the hardest one to hold
        best_move = _trappiest(pos, order, best_value, negamax, prepare)
    elapsed = clock() - started
    if exact:
        proved[:] = best_value, best_value
    bounds = None if proof is None else (proved[0] // SCALE, proved[1] // SCALE)  # no evaluation: whole stones
    nodes = aside_nodes + core.nodes + sum(helper.nodes for helper, _ in helpers)
    return SearchResult(best_move, round(best_value / SCALE), exact, completed, nodes, elapsed, bounds)


def _first_depths_aside(core: _PythonCore | _CompiledCore, order: list[tuple[CompoundMove, int, Any, int, int]]
                        ) -> tuple[CompoundMove, int, bool, int, int]:
    """A proof's first depths (1 to ``SOLVE_AFTER_DEPTH``) on ``core``, an ``ASIDE`` one that reads none of what the
    searches before it kept, so that the root's ``order`` they leave (the best of each depth first) is the one a proof
    from nothing leaves: the proof's best turn is the first in that order worth the value, whatever its table holds.
    (best turn, its value, exact, the depth completed, the nodes); the core is freed on return, its table left to
    the proof's own core."""
    best_move, best_value, exact, completed = order[0][0], 0, False, 0
    for depth in range(1, SOLVE_AFTER_DEPTH + 1):
        core.inexact = 0
        values = list(_root_values(core.negamax, order, depth, False))
        chosen = values.index(max(values))
        best_move, best_value, exact, completed = order[chosen][0], values[chosen], core.inexact == 0, depth
        _to_front(order, chosen)
        if exact:
            break
    return best_move, best_value, exact, completed, core.nodes


def _to_front(order: list[Any], chosen: int) -> None:
    """The root's turn ``chosen`` first, the others in their order: in one assignment (a helper may be copying it)."""
    order[:] = [order[chosen], *order[:chosen], *order[chosen + 1:]]


def _root_values(negamax: Callable[..., int], order: list[tuple[CompoundMove, int, Any, int, int]], depth: int,
                 full_window: bool) -> Iterator[int]:
    """The values of the root's turns (``order``, as ``search`` lists them) searched ``depth`` compound moves deep,
    in turn: principal variation search (the first turn with a full window, the others with a null window first
    and again only if better), or each one with a full window (``full_window``: levels with noise)."""
    alpha = -_INFINITY
    for index, (_, margin, child, left, _) in enumerate(order):
        if not left:
            value = margin
        elif full_window or index == 0:
            value = margin - negamax(child, left, depth - 1, -_INFINITY, _INFINITY)
        else:
            value = margin - negamax(child, left, depth - 1, margin - alpha - 1, margin - alpha)
            if value > alpha:
                value = margin - negamax(child, left, depth - 1, -_INFINITY, margin - alpha)
        alpha = max(alpha, value)
        yield value


def _help(core: _CompiledCore, order: list[tuple[CompoundMove, int, Any, int, int]], completed: list[int],
          found: list[tuple[int, CompoundMove, int]], ahead: int) -> None:
    """A helper thread of a parallel search (lazy SMP): it deepens over the root's turns ``ahead`` compound moves
    ahead of the main search (``completed[0]``: the last depth that one completed), into the table they share,
    so the main search finds deeper bounds and best turns there.  Each depth it completes goes in ``found``:
    (depth, best turn, its value), for the main search to take when it is deeper than its own.  It ends when
    its core is stopped, or at the depth cap; an error in it (out of memory) only ends its help."""
    depth = 1
    try:
        while depth < MAX_DEPTH - 1:
            depth = max(depth + 1, completed[0] + 1 + ahead)
            turns = list(order)
            values = list(_root_values(core.negamax, turns, depth, False))
            best = values.index(max(values))
            found.append((depth, turns[best][0], values[best]))
    except Exception:  # _OutOfBudget: stopped; anything else (out of memory): the main search meets it too
        return


class _Window:
    """The null window a proof's root pass is testing (its beta), published by the main search for its helpers."""

    def __init__(self) -> None:
        self.beta = 0
        self.serial = 0  # how many were published
        self.closed = False
        self._changed = threading.Condition()

    def publish(self, beta: int) -> None:
        with self._changed:
            self.beta, self.serial = beta, self.serial + 1
            self._changed.notify_all()

    def close(self) -> None:
        with self._changed:
            self.closed = True
            self._changed.notify_all()

    def after(self, serial: int) -> tuple[int, int] | None:
        """Wait for a window published after the ``serial``-th: (its serial, its beta); None once closed."""
        with self._changed:
            self._changed.wait_for(lambda: self.serial != serial or self.closed)
            return None if self.closed else (self.serial, self.beta)


def _help_prove(core: _CompiledCore, order: list[tuple[CompoundMove, int, Any, int, int]], window: _Window) -> None:
    """A helper thread of a proof: against each null window the main search's root pass tests, it searches the
    root's turns to the end of the game from the last one, while the main search goes from the first, into the
    table they share: a pass that must search every turn (the value is below the window) meets in the middle, and
    the main search finds the helper's bounds there.  It waits for the next window once it has searched them all,
    and ends when the window is closed or its core stopped."""
    serial = 0
    try:
        while (published := window.after(serial)) is not None:
            serial, beta = published
            for _, margin, child, left, _ in reversed(list(order)):
                if window.serial != serial:
                    break
                if left:
                    core.negamax(child, left, MAX_DEPTH - 1, margin - beta, margin - beta + 1)
    except Exception:  # _OutOfBudget: stopped; anything else (out of memory): the main search meets it too
        return


def _start_helper(core: _CompiledCore, work: tuple, helpers: list[tuple[_CompiledCore, threading.Thread]]) -> None:
    """Start a helper of ``core`` on a thread: ``work`` is its function (``_help``, ``_help_prove``) and the arguments
    after its core.  It goes in ``helpers`` as soon as it runs, for the caller to stop, whatever happens next."""
    helper = core.helper()
    thread = threading.Thread(target=work[0], args=(helper, *work[1:]), name="kalah-helper", daemon=True)
    thread.start()
    helpers.append((helper, thread))


def _trappiest(pos: Position, order: list[tuple[CompoundMove, int, Any, int, int]], value: int,
               negamax: Callable[..., int], prepare: Callable[[tuple[int, ...]], Any]) -> CompoundMove:
    """Of the root's turns worth exactly ``value`` (a draw or a loss, in the core's units; ``order[0]`` is one),
    the one that leaves the opponent the most replies that give the result up (a win for the mover after a
    draw, at least a draw after a loss): the opponent has to find a right reply, and the more wrong ones
    there are, the likelier a player who cannot see to the end picks one.  Ties go to the earlier turn in
    ``order``.  Searched to the end of the game within what is left of the budget: when it runs out, the
    best of the turns counted in full."""
    target = SCALE if value == 0 else 0  # what the mover gets back when the opponent goes wrong
    side, best, most = pos.to_move, order[0][0], -1
    try:
        for moves, margin, child, left, _ in order:
            if left and margin - negamax(child, left, MAX_DEPTH - 1, margin - value, margin - value + 1) < value:
                continue  # worth less than the value
            if not left and margin < value:
                continue
            wrong = _wrong_replies(apply_compound(pos, moves), side, target, negamax, prepare)
            if wrong > most:
                best, most = moves, wrong
    except _OutOfBudget:
        pass
    return best


def _wrong_replies(after: Position, side: int, target: int, negamax: Callable[..., int],
                   prepare: Callable[[tuple[int, ...]], Any]) -> int:
    """How many of the opponent's turns from ``after`` leave ``side`` (the mover before it) ``target`` or more,
    in the core's units, the kalahs' difference included (each searched to the end of the game; ``prepare``
    gives a desk as the core takes it)."""
    wrong = 0
    for reply in () if is_over(after) else compound_moves(after):
        back = apply_compound(after, reply)
        desk = seen_by(back.desk, side)
        margin, left = SCALE * (desk[6] - desk[13]), sum(desk) - desk[6] - desk[13]
        if not left:
            wrong += margin >= target
        elif margin + negamax(prepare(desk), left, MAX_DEPTH - 1, target - margin - 1, target - margin) >= target:
            wrong += 1
    return wrong


def _first_turn(pos: Position, limit: Limit, rng: Random | None, compiled: bool | None) -> SearchResult:
    """The first player's first turn under the pie rule: each whole turn valued by a search of the position
    it leaves (where the opponent may swap), each with an equal share of ``limit``; the best of them."""
    turns = compound_moves(pos)
    share = len(turns)
    seconds = DEFAULT_SECONDS if limit.seconds is None and limit.nodes is None and limit.depth is None else limit.seconds
    each = replace(limit, seconds=None if seconds is None else seconds / share,
                   nodes=None if limit.nodes is None else max(1, limit.nodes // share),
                   depth=None if limit.depth is None else max(1, limit.depth - 1))
    started = limit.clock()
    best: tuple[int, CompoundMove] | None = None
    exact, depth, nodes = True, MAX_DEPTH, 0
    for moves in turns:
        found = search(apply_compound(pos, moves), each, rng, compiled=compiled)
        if best is None or -found.value > best[0]:
            best = (-found.value, moves)
        exact, depth, nodes = exact and found.exact, min(depth, found.depth + 1), nodes + found.nodes
    assert best is not None  # a game not over has a turn
    return SearchResult(best[1], best[0], exact, depth, nodes, limit.clock() - started)

