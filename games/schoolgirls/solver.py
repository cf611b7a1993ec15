"""Kirkman's schoolgirls of Puzzle 25 (pure): the book's skeleton search and plain backtracking.

G girls (G = 3 mod 6: 9, 15, 21, 27) walk out every day in rows of three, for (G - 1) / 2
days, so that every two girls walk in the same row exactly once.  Girls are numbered from
0 here (``a`` is 0), from 1 on the command line.  A schedule is a tuple of days, a day a
tuple of rows ordered by their first girl, a row a sorted triple.

Both searches fill the days in order, each row by its three places, and take the girls in
increasing order, so that no schedule is met twice under another name: the first girl of a
row is the smallest girl not yet out that day, the next ones are larger, and a day's first
row pairs girl a with the smallest girl she has not yet walked with.  A girl fits a place
if she is not out yet that day and has walked with none of the row so far.

- ``plain``: only that.
- ``book``: as the book, the first walk is chosen freely (a b c / d e f / ...) and, for 9
  and 15 girls, the second too (9: the columns a d g / b e h / c f i of the first walk's
  table; 15: the book's a d g / b e j / c f m / h k n / i l o).  For 15 girls the book then
  proves a property of every solution first: the first seven girls a..g make 21 pairs;
  the first walk uses 6 of them and the second 5, leaving 10 for the 5 later walks; yet
  seven girls in five rows always share at least two pairs, so each later walk holds
  exactly two: its rows hold 2, 2, 1, 1, 1 of a..g.  Hence every row of a later walk has a
  girl among a..g, never three.  This skeleton cuts the search down.

The step stream (``where`` is ``(day, row, place)`` from 0, ``what`` the girl):

    Fixed(day)                       the walks the book fixes (placed, then never undone)
    Place(where, girl)               a girl takes a place
    Reject(where, reason)            the skeleton forbids the row (book, 15 girls)
    Remove(where, girl)              she leaves it
    Solution(i, schedule)            a complete schedule

``solve`` returns ``{"schedules": S, "nodes": N, "stopped": B}`` (N: girls placed by the
search; B: it gave up at its node limit).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from engine.entries.options import ChoiceOption, IntOption
from engine.language.translation import N_, _
from engine.puzzles.steps import Place, Reject, Remove, Solution, SolverRun, Step, StepEvent
from games.shared.stoppable_search import Stop, stoppable

METHODS = ("book", "plain")
MIN_GIRLS, MAX_GIRLS = 9, 27
NAMES = "abcdefghijklmnopqrstuvwxyzA"
SEVEN = 7  # the book's first seven girls, a..g

Row = tuple[int, int, int]
Day = tuple[Row, ...]
Schedule = tuple[Day, ...]
Where = tuple[int, int, int]  # (day, row, place), from 0


@dataclass(frozen=True)
class Fixed(StepEvent):
    """The book fixes walk ``day`` (from 0) before searching: its places follow, never undone."""

    day: int

# The walks the book fixes before searching (girls from 0: a = 0, b = 1, ...).
SECOND_WALKS: dict[int, Day] = {
    9: ((0, 3, 6), (1, 4, 7), (2, 5, 8)),
    15: ((0, 3, 6), (1, 4, 9), (2, 5, 12), (7, 10, 13), (8, 11, 14)),
}


@dataclass(frozen=True)
class Params:
    girls: int = 15
    method: str = "book"

    def __post_init__(self) -> None:
        if self.girls % 6 != 3 or not MIN_GIRLS <= self.girls <= MAX_GIRLS:
            raise ValueError(f"The girls walk in threes for (girls \u2212 1) / 2 days: 9, 15, 21 or 27 girls, "
                             f"not {self.girls}")
        if self.method not in METHODS:
            raise ValueError(f"the method must be one of {', '.join(METHODS)}")

    @property
    def days(self) -> int:
        return (self.girls - 1) // 2


def first_walk(girls: int) -> Day:
    """The first walk, chosen freely: a b c / d e f / ..."""
    return tuple((g, g + 1, g + 2) for g in range(0, girls, 3))


def fixed_walks(params: Params) -> tuple[Day, ...]:
    """The walks given before the search starts (the book fixes one or two)."""
    if params.method == "plain":
        return ()
    second = SECOND_WALKS.get(params.girls)
    return (first_walk(params.girls),) + ((second,) if second else ())


def is_schedule(girls: int, schedule: Schedule) -> bool:
    """Each day a partition of the girls into rows of three, each pair in a row exactly once."""
    if len(schedule) != (girls - 1) // 2:
        return False
    pairs = set()
    for day in schedule:
        if sorted(g for row in day for g in row) != list(range(girls)) or any(len(row) != 3 for row in day):
            return False
        for a, b, c in day:
            pairs.update({frozenset((a, b)), frozenset((a, c)), frozenset((b, c))})
    return len(pairs) == girls * (girls - 1) // 2


def letter(girl: int) -> str:
    """The book's name of a girl (from 0): a, b, c, ..., z, then A."""
    return NAMES[girl]


class _Search:
    def __init__(self, params: Params, quiet: bool, first: bool, limit: int | None) -> None:
        self.params, self.quiet, self.first, self.limit = params, quiet, first, limit
        self.stopped = False
        self.n = params.girls
        self.everyone = (1 << self.n) - 1
        self.met = [1 << g for g in range(self.n)]  # who has walked with whom (and herself)
        self.places: list[int] = []
        self.skeleton = params.method == "book" and params.girls == 15
        self.nodes = self.schedules = 0

    def schedule(self) -> Schedule:
        p, n = self.places, self.n
        return tuple(tuple((p[d * n + r * 3], p[d * n + r * 3 + 1], p[d * n + r * 3 + 2]) for r in range(n // 3))
                     for d in range(len(p) // n))

    def run(self) -> Iterator[Step]:
        for day, walk in enumerate(fixed_walks(self.params)):
            if not self.quiet:
                yield Fixed(day)
            for row, triple in enumerate(walk):
                for place, girl in enumerate(triple):
                    self.join(triple[:place], girl)
                    self.places.append(girl)
                    if not self.quiet:
                        yield Place((day, row, place), girl)
        yield from self.fill(len(self.places))

    def join(self, row: tuple[int, ...], girl: int) -> None:
        for other in row:
            self.met[other] |= 1 << girl
            self.met[girl] |= 1 << other

    def part(self, row: tuple[int, ...], girl: int) -> None:
        for other in row:
            self.met[other] &= ~(1 << girl)
            self.met[girl] &= ~(1 << other)

    def candidates(self, s: int, today: int) -> int:
        """The girls who may take place ``s`` (a bit set), given those out ``today``."""
        n, places, met = self.n, self.places, self.met
        place = s % n % 3
        if place == 0:
            free = ~today & self.everyone
            return free & -free
        if s % n == 1:  # a day's first row: a with the first girl she has not met
            free = ~met[0] & self.everyone
            return free & -free
        row = places[s - place: s]
        taken = today | ((2 << row[-1]) - 1)
        for girl in row:
            taken |= met[girl]
        return ~taken & self.everyone

    def refusal(self, s: int, girl: int) -> str:
        """Why the skeleton forbids ``girl`` at place ``s`` ("" when it does not)."""
        place = s % self.n % 3
        if place == 0 and girl >= SEVEN:
            return _("skeleton: {girl} cannot start a row (no a..g)").format(girl=letter(girl))
        if place == 2 and girl < SEVEN and self.places[s - 1] < SEVEN:
            return _("skeleton: three of a..g in one row")
        return ""

    def fill(self, start: int) -> Iterator[Step]:
        """Fill the places from ``start`` on, depth first, with an explicit stack.

        Each level is ``[free, today, row, where, girl]``: the candidates left for its place, the
        girls out that day before it, its row so far, its place, and the girl standing there
        (-1: none).  A stack rather than a recursion of generators: a step resumed from 75
        nested ``yield from`` costs 75 frames, and 15 girls take four million steps.
        """
        n, quiet, places, total = self.n, self.quiet, self.places, self.n * self.params.days
        skeleton_from = 2 * n if self.skeleton else total + 1
        levels: list[list] = []

        def enter(s: int, today: int) -> None:
            if s % n == 0:
                today = 0
            where = (s // n, s % n // 3, s % n % 3)
            levels.append([self.candidates(s, today), today, tuple(places[s - where[2]: s]), where, -1])

        if start == total:
            yield from self.write()
            return
        enter(start, 0)
        while levels:
            level = levels[-1]
            free, today, row, where, girl = level
            s = start + len(levels) - 1
            if girl >= 0:
                self.part(row, girl)
                places.pop()
                level[4] = -1
                if not quiet:
                    yield Remove(where, girl)
            while free:
                bit = free & -free
                free ^= bit
                girl = bit.bit_length() - 1
                if s >= skeleton_from:
                    reason = self.refusal(s, girl)
                    if reason:
                        if not quiet:
                            yield Reject(where, reason)
                        continue
                if self.nodes == self.limit:
                    self.stopped = True
                    raise Stop
                self.nodes += 1
                places.append(girl)
                self.join(row, girl)
                level[0], level[4] = free, girl
                if not quiet:
                    yield Place(where, girl)
                if s + 1 == total:
                    yield from self.write()
                else:
                    enter(s + 1, today | bit)
                break
            else:
                levels.pop()

    def write(self) -> Iterator[Step]:
        self.schedules += 1
        yield Solution(self.schedules, self.schedule())
        if self.first:
            raise Stop


def solve(params: Params, quiet: bool = False, first: bool = False, limit: int | None = None) -> SolverRun:
    """Every schedule the method reaches, as steps (only ``Solution`` ones when ``quiet``).

    ``first``: stop at the first schedule; ``limit``: give up after placing that many girls.
    """
    search = _Search(params, quiet, first, limit)
    yield from stoppable(search.run())
    return {"schedules": search.schedules, "nodes": search.nodes, "stopped": search.stopped}


OPTIONS = (
    IntOption("girls", N_("Girls"), MIN_GIRLS, MAX_GIRLS, 9, N_("9 or 15 (21 and 27 as a challenge)"), only=(9, 15, 21, 27)),
    ChoiceOption("method", N_("Method"), (("book", N_("The book: skeleton first")), ("plain", N_("Plain backtracking"))), "book",
                 N_("the book's fixed walks and proved property, or plain backtracking")),
)


def make_params(values: dict) -> Params:
    """Params from option values (``ValueError`` with a readable message when one is wrong)."""
    return Params(int(values.get("girls", 9)), str(values.get("method", "book")))
