"""The fewest queens covering the board, Puzzle 21 (pure): every minimum cover.

A cover is a set of queens such that every square is occupied or attacked.  Squares are
``(row, column)`` numbered from 1, and a cover is reported once, as the sorted tuple of
its queens' squares.  Inside, square (r, c) is bit (r - 1) * n + (c - 1) of a board-sized
bit set, and each square's *reach* (itself and every square a queen there attacks) is a
precomputed bit set.

k = k0, k0 + 1, ... queens are tried in turn until covers exist; all covers with that many
queens are then found.  The book starts at 3 on 8 x 8 because a queen controls at most 28
squares; k0 is that bound for any size, ceil(n * n / the largest reach), which is 2 for
n = 4 and 5.  With k queens to place the search looks at the first uncovered square
(rows from the top, columns from the left) and, per ``method``:

- ``book``: the next queen goes on an uncovered square, the first one, then on the next
  uncovered square after it when the search comes back (so squares of a row that holds a
  queen are skipped: they are attacked).  No queen is ever put on an attacked square, so no
  two queens attack each other: this finds the *independent* covers only.
- ``general``: the next queen goes on any square covering the first uncovered square;
  queens may attack one another.  Some queen must cover that square, so nothing is missed.

Either way, once a candidate square has been tried at one level it is barred from the
levels below it (every cover holding it was found in its branch), so each set of squares is
reached exactly once and no duplicate check is needed.  On 8 x 8 both minima are 5: 4,860
general covers, 728 of them independent.  The two methods differ because a minimum cover
need not be independent: most minimum covers have two queens attacking each other.

The step stream (``where`` is a square; ``QUEEN`` is the piece):

    QueensTried(k)               k queens are now tried
    Target(square)               (general) the first uncovered square, which the next
                                 queen must cover
    Try(square, QUEEN)           a square is examined for the next queen
    Place(square, QUEEN)         a queen goes on it
    Covers(squares)              the squares this queen newly covers (sorted tuple; they
                                 were neither occupied nor attacked before)
    Remove(square, QUEEN)        the queen leaves
    Uncovers(squares)            the same squares are uncovered again
    Solution(i, squares)         the i-th cover found, the sorted tuple of its queens
    Result(k, covers)            all covers with k queens have been found (0: none)
    Hurried(nodes, queens)       (to the end, on the fast path) a slice of the search ran on the
                                 compiled core: the queens it placed, the queens on the board after
                                 it (square indices, in the order placed)

The coverage is in the stream, so a scene shades squares without knowing how queens move.
``solve(params, quiet=True)`` yields only the ``Solution`` events.  Both take the fast path when the
compiled core is built (games/shared/_searchc.c, ``games.shared.fast_core``): a quiet run at once, a
watched one from the moment ``hurry()`` says so ("to the end"): each level's generator hands the rest
of its loop to the core.  The generator returns
``{"minimum": k, "covers": C, "nodes": X}`` (X: queens placed over all values of k).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from engine.entries.options import ChoiceOption, IntOption
from engine.language.translation import N_
from engine.puzzles.steps import Place, Remove, Solution, SolverRun, Step, StepEvent, Try, drain
from games.shared.fast_core import QUIET_SLICE, WATCHED_SLICE, Hurried, Hurry, compiled, never, slices, split

MIN_N, MAX_N = 4, 10
HURRIES = True  # ``solve(…, hurry=…)``: a scene's "to the end" takes the fast path
METHODS = ("book", "general")
BOTH = "both"  # a choice of the scene: the two methods side by side (the solver runs one at a time)
QUEEN = "Q"

Square = tuple[int, int]


@dataclass(frozen=True)
class QueensTried(StepEvent):
    """Covers with k queens are now looked for."""

    k: int


@dataclass(frozen=True)
class Target(StepEvent):
    """(general) The first uncovered square, which the next queen must cover."""

    square: Square


@dataclass(frozen=True)
class Covers(StepEvent):
    """The squares the queen just placed newly covers (sorted)."""

    squares: tuple[Square, ...]


@dataclass(frozen=True)
class Uncovers(StepEvent):
    """The squares the queen just removed covered, uncovered again (sorted)."""

    squares: tuple[Square, ...]


@dataclass(frozen=True)
class Result(StepEvent):
    """All covers with k queens have been found (``covers``: how many, 0 for none)."""

    k: int
    covers: int


@dataclass(frozen=True)
class Params:
    n: int = 8
    method: str = "book"

    def __post_init__(self) -> None:
        if not MIN_N <= self.n <= MAX_N:
            raise ValueError(f"the board size must be from {MIN_N} to {MAX_N}")
        if self.method not in METHODS:
            raise ValueError(f"the method must be one of {', '.join(METHODS)}")


@cache
def reaches(n: int) -> tuple[int, ...]:
    """For each square index, the bit set of the squares a queen there occupies or attacks."""
    result = []
    for r in range(n):
        for c in range(n):
            mask = 0
            for r2 in range(n):
                for c2 in range(n):
                    if r2 == r or c2 == c or r2 - c2 == r - c or r2 + c2 == r + c:
                        mask |= 1 << (r2 * n + c2)
            result.append(mask)
    return tuple(result)


def lower_bound(n: int) -> int:
    """The fewest queens that could cover n * n squares, one queen reaching the most."""
    most = max(reach.bit_count() for reach in reaches(n))
    return -(-n * n // most)


class _Cover:
    """One run: the reach table, the queens placed (square indices) and the counters."""

    def __init__(self, params: Params, quiet: bool, hurry: Hurry = never) -> None:
        self.n = params.n
        self.general = params.method == "general"
        self.quiet = quiet
        self.core = compiled()
        self.hurry = never if self.core is None else (lambda: True) if quiet else hurry
        self.reach = reaches(self.n)
        self.full = (1 << self.n * self.n) - 1
        self.queens: list[int] = []
        self.covers = self.nodes = 0
        self.k = 0                            # the number of queens being tried

    def square(self, index: int) -> Square:
        row, column = divmod(index, self.n)
        return row + 1, column + 1

    def squares(self, mask: int) -> tuple[Square, ...]:
        return tuple(self.square(i) for i in range(self.n * self.n) if mask >> i & 1)

    def candidates(self, covered: int, barred: int) -> tuple[int, int]:
        """The squares the next queen may take (a bit set) and the target square (general; -1: the book)."""
        uncovered = ~covered & self.full
        if self.general:
            target = (uncovered & -uncovered).bit_length() - 1
            return self.reach[target] & ~barred, target
        return uncovered & ~barred, -1

    def place(self, remaining: int, covered: int, barred: int) -> Iterator[Step]:
        """Every cover completing ``covered`` with ``remaining`` more queens."""
        quiet, reach = self.quiet, self.reach
        candidates, target = self.candidates(covered, barred)
        if target >= 0 and not quiet:
            yield Target(self.square(target))
        hurry = self.hurry
        while candidates:
            if hurry():
                yield from self.fast(remaining, covered, barred, candidates)
                return
            bit = candidates & -candidates
            candidates ^= bit
            q = bit.bit_length() - 1
            now = covered | reach[q]
            self.nodes += 1
            self.queens.append(q)
            if not quiet:
                newly = self.squares(now & ~covered)
                yield Try(self.square(q), QUEEN)
                yield Place(self.square(q), QUEEN)
                yield Covers(newly)
            if now == self.full:
                self.covers += 1
                yield Solution(self.covers, tuple(sorted(self.square(i) for i in self.queens)))
            elif remaining > 1:
                yield from self.place(remaining - 1, now, barred)
            self.queens.pop()
            if not quiet:
                yield Remove(self.square(q), QUEEN)
                yield Uncovers(newly)
            barred |= bit

    def fast(self, remaining: int, covered: int, barred: int, candidates: int) -> Iterator[Step]:
        """The rest of this level's loop, and all below it, on the compiled core (``games.shared.fast_core``)."""
        assert self.core is not None
        state = self.core.cover_new(self.n, self.general, remaining, split(covered), split(barred), split(candidates),
                                    self.queens)
        done, run = 0, self.core.cover_run
        for part in slices(lambda state, budget: run(state, budget, self.covers + 1), state,
                           QUIET_SLICE if self.quiet else WATCHED_SLICE):
            self.nodes += part.count - done
            self.queens[:] = part.where
            if not self.quiet:
                yield Hurried(part.count - done, part.where)
            done = part.count
            self.covers += len(part.solutions)
            yield from part.solutions  # already the steps Solution(i, cover), i from self.covers + 1


def solve(params: Params, quiet: bool = False, live: list | None = None, hurry: Hurry = never) -> SolverRun:
    """Every minimum cover, as steps (only ``Solution`` ones when ``quiet``).

    ``live`` receives the search as it starts (another thread may read its ``k``, ``queens`` and
    ``nodes`` while it runs: ``solve queen-cover --progress``).  When the compiled core is built, a quiet
    run takes its fast path, and so does a watched one from the moment ``hurry()`` says so (a scene's
    "to the end"): the same covers in the same order, a ``Hurried`` step after each slice of it."""
    search = _Cover(params, quiet, hurry)
    if live is not None:
        live.append(search)
    k = lower_bound(params.n)
    while True:
        search.k = k
        if not quiet:
            yield QueensTried(k)
        if quiet and search.core:  # straight to the fast path (one generator less for each cover)
            yield from search.fast(k, 0, 0, search.candidates(0, 0)[0])
        else:
            yield from search.place(k, 0, 0)
        if not quiet:
            yield Result(k, search.covers)
        if search.covers:
            return {"minimum": k, "covers": search.covers, "nodes": search.nodes}
        k += 1



def summary(n: int, method: str) -> tuple[int, int]:
    """(minimum, number of minimum covers) for one method, by the same search run quietly."""
    _, stats = drain(solve(Params(n, method), quiet=True))
    return stats["minimum"], stats["covers"]


OPTIONS = (
    IntOption("n", N_("Board size"), MIN_N, MAX_N, 8, N_("the board is n x n")),
    ChoiceOption("method", N_("Method"), (("book", N_("The book's (independent)")), ("general", N_("General")),
                                          (BOTH, N_("Both, side by side"))), "book",
                 N_("book: the next queen on the first uncovered square; general: any square covering it; "
                 "both: the two searches side by side")),
)


def make_params(values: dict) -> Params:
    """Params from option values (``ValueError`` with a readable message when one is wrong)."""
    method = str(values.get("method", "book"))
    return Params(int(values.get("n", 8)), "book" if method == BOTH else method)


@cache
def compare(n: int) -> dict[str, tuple[int, int]]:
    """Both methods' (minimum, number of covers) for an n x n board (remembered once computed)."""
    return {method: summary(n, method) for method in METHODS}
