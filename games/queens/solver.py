"""The eight (n) queens solver of Puzzle 20 (pure): the book's recursion and automaton.

Queen k stands on row k.  Rows and columns are numbered from 1 as in the book, so a
solution is the tuple ``(c1, ..., cn)`` of the queens' columns, row by row, and a square
is ``(row, column)``.  Whether a square is free is read from the book's three tables,
columns in use, "sum" diagonals (row + column) and "difference" diagonals (row - column),
kept here as three bit sets: occupying or freeing a square touches three bits, and the
free squares of a row come out of one expression.

Two forms of the same search, yielding the same solutions in the same order:

- ``recursive``: HR(k) tries each column of row k; on a free square it places the queen,
  writes the solution if k is the last row or else calls HR(k + 1), then frees the square.
- ``automaton``: the book's iterative form with four labelled states, *General* (start row
  k from its left end), *Search* (first free square right of c[k], none: *Back*), *Found*
  (last row: write the solution and go *Back*; otherwise occupy, k + 1, *General*) and
  *Back* (k - 1; at 0 the work is over; otherwise free queen k and *Search* further right).

With ``symmetry`` the first queen runs over the left half of row 1 only and every solution
so found is completed by its mirror image (columns c -> n + 1 - c).  For odd n the first
queen also takes the middle column, whose solutions are their own mirrors' partners within
that same search, so they are neither mirrored nor lost.

One search serves the animation and the fast count: ``solve(params)`` yields every step
for the scene, ``solve(params, quiet=True)`` only the ``Solution`` events.  Both take the fast
path when the compiled core is built (games/shared/_searchc.c, ``games.shared.fast_core``): a
quiet run at once, a watched one from the moment ``hurry()`` says so ("to the end"): each row's
search hands the rest of its columns to the core; ``count`` then counts on the core alone.

The step stream (``where`` is a square ``(row, column)``; ``QUEEN`` is the piece):

    Call(k) / Return(k)               HR(k) begins / ends            (recursive form)
    State(name, k)                    the automaton enters state ``name`` on row k
                                      (``GENERAL``, ``SEARCH``, ``FOUND``, ``BACK``)
    Try(square, QUEEN)                a square of row k is examined
    Reject(square, reason)            it is attacked; ``reason`` names the tables in use
                                      among "column", "sum diagonal", "difference diagonal"
    Place(square, QUEEN)              a queen goes on the square (also on the last row)
    Remove(square, QUEEN)             the queen leaves it
    Half(h)                           (symmetry, first step) the first queen stays in
                                      columns 1..h
    Solution(i, columns)              the i-th solution, shown on the board
    Mirror(i) + Solution(i+1, columns)
                                      (symmetry) solution i+1 is the mirror image of
                                      solution i; it is not on the board
    Hurried(nodes, columns)           (to the end, on the fast path) a slice of the search
                                      ran on the compiled core: the queens it placed, the
                                      columns of the queens on the board after it

The generator returns ``{"solutions": S, "mirrored": M, "nodes": X}``: all solutions
reported, how many of them were mirror images, and the queens placed.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import chain

from engine.entries.options import BoolOption, ChoiceOption, IntOption
from engine.language.translation import N_
from engine.puzzles.steps import Place, Reject, Remove, Solution, SolverRun, Step, StepEvent, Try, solutions
from games.shared.fast_core import QUIET_SLICE, WATCHED_SLICE, Hurried, Hurry, compiled, never, slices

MIN_N, MAX_N = 1, 14
HURRIES = True  # ``solve(…, hurry=…)``: a scene's "to the end" takes the fast path
FORMS = ("recursive", "automaton")
QUEEN = "Q"

GENERAL, SEARCH, FOUND, BACK = "General", "Search", "Found", "Back"
STATES = (GENERAL, SEARCH, FOUND, BACK)
REASONS = ("column", "sum diagonal", "difference diagonal")

Columns = tuple[int, ...]


@dataclass(frozen=True)
class Call(StepEvent):
    """HR(k) begins (the recursive form)."""

    k: int


@dataclass(frozen=True)
class Return(StepEvent):
    """HR(k) ends (the recursive form)."""

    k: int


@dataclass(frozen=True)
class State(StepEvent):
    """The automaton enters state ``name`` (one of ``STATES``) on row k."""

    name: str
    k: int


@dataclass(frozen=True)
class Half(StepEvent):
    """(symmetry) The first queen stays in columns 1 to ``last``."""

    last: int


@dataclass(frozen=True)
class Mirror(StepEvent):
    """(symmetry) The next solution is the mirror image of solution ``of``."""

    of: int


@dataclass(frozen=True)
class Params:
    n: int = 8
    form: str = "recursive"
    symmetry: bool = False

    def __post_init__(self) -> None:
        if not MIN_N <= self.n <= MAX_N:
            raise ValueError(f"the board size must be from {MIN_N} to {MAX_N}")
        if self.form not in FORMS:
            raise ValueError(f"the form must be one of {', '.join(FORMS)}")


@dataclass(frozen=True)
class Count:
    """The result of ``count``: all solutions, distinct ones up to symmetry, queens placed."""

    solutions: int
    distinct: int
    nodes: int


class Tables:
    """The three free-square tables, as bit sets.

    Column c is bit c of ``columns``; the sum diagonal k + c is bit k + c of ``sums``; the
    difference diagonal k - c is bit n + c - k of ``differences`` (numbered backwards, so
    that a row's view of each table is a plain shift).
    """

    __slots__ = ("n", "columns", "sums", "differences", "_board")

    def __init__(self, n: int) -> None:
        self.n = n
        self.columns = self.sums = self.differences = 0
        self._board = ((1 << n) - 1) << 1  # bits 1..n

    def free(self, k: int) -> int:
        """The free columns of row k, as a bit set (bit c for column c)."""
        used = self.columns | self.sums >> k | self.differences >> (self.n - k)
        return ~used & self._board

    def occupy(self, k: int, c: int) -> None:
        self.columns |= 1 << c
        self.sums |= 1 << (k + c)
        self.differences |= 1 << (self.n + c - k)

    def release(self, k: int, c: int) -> None:
        self.columns &= ~(1 << c)
        self.sums &= ~(1 << (k + c))
        self.differences &= ~(1 << (self.n + c - k))

    def reason(self, k: int, c: int) -> str:
        """Which tables hold square (k, c), e.g. ``"column, sum diagonal"``."""
        bits = (self.columns >> c, self.sums >> (k + c), self.differences >> (self.n + c - k))
        return ", ".join(name for name, bit in zip(REASONS, bits) if bit & 1)


class _Search:
    """One run of the search: the tables, the queens' columns c[1..n] and the counters."""

    def __init__(self, params: Params, quiet: bool, hurry: Hurry = never) -> None:
        n = params.n
        self.core = compiled()
        self.hurry = never if self.core is None else (lambda: True) if quiet else hurry
        self.n = n
        self.quiet = quiet
        self.symmetry = params.symmetry
        self.tables = Tables(n)
        self.c = [0] * (n + 1)
        self.limit = [n] * (n + 1)  # the last column a queen of row k may take
        if params.symmetry:
            self.limit[1] = (n + 1) // 2
        self.allowed = [(1 << (last + 1)) - 2 for last in self.limit]
        self.solutions = self.mirrored = self.nodes = 0

    def stats(self) -> dict:
        return {"solutions": self.solutions, "mirrored": self.mirrored, "nodes": self.nodes}

    def start(self) -> Iterator[Step]:
        if self.symmetry and not self.quiet:
            yield Half(self.limit[1])

    def scan(self, k: int, first: int, last: int) -> Iterator[Step]:
        """Narrate the attacked squares (k, first..last) that the search skipped."""
        for c in range(first, last + 1):
            yield Try((k, c), QUEEN)
            yield Reject((k, c), self.tables.reason(k, c))

    def write(self, columns: Columns) -> Iterator[Step]:
        """Report a solution (the one on the board) and, with symmetry, its mirror image."""
        self.solutions += 1
        yield Solution(self.solutions, columns)
        if self.symmetry and 2 * columns[0] != self.n + 1:
            self.solutions += 1
            self.mirrored += 1
            if not self.quiet:
                yield Mirror(self.solutions - 1)
            yield Solution(self.solutions, mirror(columns))

    def recursive(self, k: int = 1) -> Iterator[Step]:
        """HR(k): every way to complete rows k..n, k - 1 queens being placed."""
        quiet, tables, c = self.quiet, self.tables, self.c
        last_row = k == self.n
        if not quiet:
            yield Call(k)
        free = tables.free(k) & self.allowed[k]
        column = 0
        hurry = self.hurry
        while free:
            if hurry():
                yield from self.fast(k, free)
                if not quiet:
                    yield Return(k)
                return
            bit = free & -free
            free ^= bit
            previous, column = column, bit.bit_length() - 1
            c[k] = column
            self.nodes += 1
            if not quiet:
                yield from self.scan(k, previous + 1, column - 1)
                yield Try((k, column), QUEEN)
                yield Place((k, column), QUEEN)
            tables.occupy(k, column)
            if last_row:
                yield from self.write(tuple(c[1:]))
            else:
                yield from self.recursive(k + 1)
            tables.release(k, column)
            if not quiet:
                yield Remove((k, column), QUEEN)
        if not quiet:
            yield from self.scan(k, column + 1, self.limit[k])
            yield Return(k)

    def fast(self, k: int, free: int) -> Iterator[Step]:
        """The rest of row k's search (``free``: its columns still to try), and all below it, on the
        compiled core (``games.shared.fast_core``), the queens of rows 1 … k - 1 staying where they are.

        The steps of each slice come as one list, chained: a search listing hundreds of thousands of
        solutions then hands each on without a generator of its own in between."""
        return chain.from_iterable(self._slices(k, free))

    def _slices(self, k: int, free: int) -> Iterator[list[Step]]:
        """``fast``'s steps, a list for each slice of the compiled search (its ``Hurried`` step first when watched)."""
        assert self.core is not None
        state, run = self.core.queens_new(self.n, self.c[1:k], free), self.core.queens_run
        done = 0
        for part in slices(lambda state, budget: run(state, budget, 0 if self.symmetry else self.solutions + 1), state,
                           QUIET_SLICE if self.quiet else WATCHED_SLICE):
            self.nodes += part.count - done
            steps: list[Step] = [] if self.quiet else [Hurried(part.count - done, part.where)]
            done = part.count
            if self.symmetry:  # each with its mirror image
                for columns in part.solutions:
                    steps.extend(self.write(columns))
            else:  # already the steps Solution(i, columns), i from self.solutions + 1
                self.solutions += len(part.solutions)
                steps = steps + part.solutions if steps else part.solutions
            yield steps

    def automaton(self) -> Iterator[Step]:
        """The book's iterative form, one labelled state at a time."""
        n, quiet, c, allowed, limit = self.n, self.quiet, self.c, self.allowed, self.limit
        free_in, occupy, release = self.tables.free, self.tables.occupy, self.tables.release
        k, state, hurry = 1, GENERAL, self.hurry
        while True:
            if state is SEARCH and hurry():  # the rest of each row's search, from row k up, on the fast path
                for row in range(k, 0, -1):
                    yield from self.fast(row, free_in(row) & allowed[row] & -(2 << c[row]))
                    if row > 1:
                        release(row - 1, c[row - 1])
                return
            if not quiet:
                yield State(state, k)
            if state is SEARCH:  # the states in order of frequency, for speed
                start = c[k]
                free = free_in(k) & allowed[k] & -(2 << start)  # the columns right of c[k]
                c[k] = (free & -free).bit_length() - 1 if free else 0
                if not quiet:
                    yield from self.scan(k, start + 1, c[k] - 1 if free else limit[k])
                    if free:
                        yield Try((k, c[k]), QUEEN)
                state = FOUND if free else BACK
            elif state is FOUND:
                self.nodes += 1
                if not quiet:
                    yield Place((k, c[k]), QUEEN)
                if k == n:
                    yield from self.write(tuple(c[1:]))
                    if not quiet:
                        yield Remove((k, c[k]), QUEEN)
                    state = BACK
                else:
                    occupy(k, c[k])
                    k += 1
                    state = GENERAL
            elif state is GENERAL:
                c[k] = 0
                state = SEARCH
            else:  # BACK
                k -= 1
                if k == 0:
                    return
                release(k, c[k])
                if not quiet:
                    yield Remove((k, c[k]), QUEEN)
                state = SEARCH


def solve(params: Params, quiet: bool = False, hurry: Hurry = never) -> SolverRun:
    """Every solution of the n queens, as steps (only ``Solution`` ones when ``quiet``).

    When the compiled core is built, a quiet run takes its fast path, and so does a watched one from
    the moment ``hurry()`` says so (a scene's "to the end"): the same solutions in the same order, a
    ``Hurried`` step after each slice of it."""
    search = _Search(params, quiet, hurry)
    yield from search.start()
    if quiet and search.core:
        yield from search.fast(1, search.allowed[1])
    else:
        yield from search.recursive() if params.form == "recursive" else search.automaton()
    return search.stats()


def count(params: Params) -> Count:
    """Count all solutions and the distinct ones, running the same search quietly (on the compiled core,
    counting only, when it is built)."""
    core = compiled()
    if core is not None:
        first = (params.n + 1) // 2 if params.symmetry else params.n
        total, mirrorable, distinct, nodes = core.queens_count(params.n, first)
        return Count(total + (mirrorable if params.symmetry else 0), distinct, nodes)
    found, stats = solutions(solve(params, quiet=True))
    return Count(stats["solutions"], count_distinct(found), stats["nodes"])


def mirror(columns: Columns) -> Columns:
    """The left-right mirror image of a solution."""
    m = len(columns) + 1
    return tuple(m - c for c in columns)


def _transpose(columns: Columns) -> Columns:
    rows = [0] * len(columns)
    for row, column in enumerate(columns, 1):
        rows[column - 1] = row
    return tuple(rows)


def family(columns: Columns) -> tuple[Columns, ...]:
    """The distinct images of a solution under the board's 8 symmetries, smallest first."""
    images: set[Columns] = set()
    for image in (columns, _transpose(columns)):
        flipped = image[::-1]
        images.update((image, mirror(image), flipped, mirror(flipped)))
    return tuple(sorted(images))


def canonical(columns: Columns) -> Columns:
    """The representative of a solution's family: its smallest image."""
    return family(columns)[0]


def count_distinct(solutions: Iterable[Columns]) -> int:
    """How many of these solutions are different up to the board's symmetries."""
    return len({canonical(s) for s in solutions})


def squares(columns: Columns) -> tuple[tuple[int, int], ...]:
    """A solution's queens as squares (row, column)."""
    return tuple(enumerate(columns, 1))


OPTIONS = (
    IntOption("n", N_("Board size"), MIN_N, MAX_N, 8, N_("queens and rows and columns")),
    ChoiceOption("form", N_("Form"), (("recursive", N_("Recursion HR(k)")), ("automaton", N_("Automaton"))), "recursive",
                 N_("the book's recursive procedure or its iterative automaton")),
    BoolOption("symmetry", N_("Symmetry"), False, N_("first queen over half the first row, mirror completion")),
)


def make_params(values: dict) -> Params:
    """Params from option values (``ValueError`` with a readable message when one is wrong)."""
    return Params(int(values.get("n", 8)), str(values.get("form", "recursive")), bool(values.get("symmetry", False)))
