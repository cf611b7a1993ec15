"""The numbers game's two solvers, Puzzle 28 (pure): the book's restricted method and a full search.

**The book's method** (after N. Bréaud-Pouliquen and O. Gerz, 1983; the spec's
reconstruction of procedures P and O).  ``book(S, x)``, S the tiles still available, kept
sorted (a tile is taken out and put back, as the book swaps it to the end of its table):

1. x is one of the tiles: done.
2. exactly two tiles a >= b left: x = a + b, a - b, a * b or a / b (exact): done;
3. for each tile t dividing x: ``book(S - t, x / t)``, giving x = (…) * t;
4. only if step 3 found nothing: for each tile t, ``book(S - t, x + t)``, giving
   x = (…) - t, then ``book(S - t, x - t)`` when x > t, giving x = (…) + t.

The recursion finds the last step first; the steps are written innermost first.  On
100 75 50 25 10 10 it finds 370 and fails on 369.  A goal (S, x) that failed once is not
searched again (this changes the time taken, never the answer).

**The full search**: every way to combine two of the numbers (a >= b: a + b, a - b when
positive, a * b and a / b when exact, leaving out the useless x 1 and / 1), replacing them
by the result, recursively; a state (the sorted numbers left) met before is not searched
again.  Every number made is compared with the target: the search stops at the first exact
one, or else ends with the closest (on a tie the one below).  Whole numbers only.

The step stream (a calculation is ``(a, op, b, c)``, ``a op b = c``):

    MethodBegins("book" | "full")   a method begins
    Goal(x, tiles, link)            (book) looking for x from these tiles; ``link`` is
                                    ``(op, t)`` when the caller wants x op t, else None
    Known(tiles, x)                 (book) that goal failed before: not searched again
    Try(x, (op, t))                 (book) x tried as (…) op t
    Found(x) / Reject(x, why)       (book) x found / not found from its tiles
    Place(depth, calc)              a calculation step: written by the book's method on
                                    its way back, or made by the full search (depth = the
                                    number of steps made so far, the new one included)
    Remove(depth, calc)             (full) the step is undone
    Reject(numbers, SEEN)           (full) this state was searched already
    Best(value, calcs)              (full) the closest value so far and how it is made
    Solution(i, (method, x, calcs)) the target reached by ``method``
    Result(method, value, calcs)    the method's answer (value None: nothing)

``solve(params, quiet=True)`` yields only the ``Solution`` events.  The generator returns
``{"nodes": N, "answers": {method: (value, exact, calcs)}}``; ``answer(...)`` reads it.
"""
from __future__ import annotations

import random
from collections.abc import Generator, Iterator
from dataclasses import dataclass

from engine.entries.options import ChoiceOption, IntOption, TextOption
from engine.language.translation import N_, _
from engine.puzzles.steps import Place, Reject, Remove, Solution, SolverRun, Step, StepEvent, Try, drain
from games.numbers.rules import MAX_TARGET, MIN_TARGET, Calc, check_target, check_tiles, draw, is_better, parse_tiles
from games.shared.fast_core import Hurry, never

BOOK, FULL = "book", "full"
HURRIES = True  # ``solve(…, hurry=…)``: a scene's "to the end" goes on quietly
METHODS = {"both": (BOOK, FULL), BOOK: (BOOK,), FULL: (FULL,)}
MODES = ("watch", "play")
SEEN = "already searched"
MAX_CLOCK = 600


@dataclass(frozen=True)
class Params:
    tiles: tuple[int, ...] = (10, 10, 25, 50, 75, 100)
    target: int = 369
    method: str = "both"
    mode: str = "watch"
    clock: int = 45

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", check_tiles(tuple(self.tiles)))
        check_target(self.target)
        if self.method not in METHODS:
            raise ValueError(f"the method must be one of {', '.join(METHODS)}")
        if self.mode not in MODES:
            raise ValueError(f"the mode must be one of {', '.join(MODES)}")
        if not 0 <= self.clock <= MAX_CLOCK:
            raise ValueError(f"the clock must be from 0 (off) to {MAX_CLOCK} seconds")


@dataclass(frozen=True)
class MethodBegins(StepEvent):
    """A method (``BOOK`` or ``FULL``) begins."""

    method: str


@dataclass(frozen=True)
class Goal(StepEvent):
    """(book) Looking for x from these tiles; ``link`` is ``(op, t)`` when the caller wants x op t."""

    x: int
    tiles: tuple[int, ...]
    link: tuple[str, int] | None


@dataclass(frozen=True)
class Known(StepEvent):
    """(book) Making x from these tiles failed before: not searched again."""

    tiles: tuple[int, ...]
    x: int


@dataclass(frozen=True)
class Found(StepEvent):
    """(book) x was made from its tiles."""

    x: int


@dataclass(frozen=True)
class Best(StepEvent):
    """(full) The closest value so far and how it is made."""

    value: int
    calcs: tuple[Calc, ...]


@dataclass(frozen=True)
class Result(StepEvent):
    """A method's answer (``value`` None: nothing made)."""

    method: str
    value: int | None
    calcs: tuple[Calc, ...] | None


@dataclass(frozen=True)
class Answer:
    """One method's answer: the value reached (None: nothing), whether it is the target, the steps."""

    method: str
    target: int
    value: int | None
    exact: bool
    calcs: tuple[Calc, ...] | None


class _Book:
    """One run of the book's method."""

    def __init__(self, tiles: tuple[int, ...], quiet: bool, hurry: Hurry = never) -> None:
        self.tiles = list(tiles)  # sorted; a tile taken out is put back in its place
        self.quiet, self.hurry = quiet, hurry
        self.failed: set[tuple[tuple[int, ...], int]] = set()  # (S, x) known to fail
        self.nodes = 0

    def find(self, x: int, link: tuple[str, int] | None = None) -> Generator[Step, None, list[Calc] | None]:
        """``book(S, x)`` with S = ``self.tiles``; returns the steps (innermost first) or None."""
        if not self.quiet and self.hurry():  # to the end: the rest of the search quietly
            self.quiet = True
        quiet, tiles = self.quiet, self.tiles
        key = (tuple(tiles), x)
        if key in self.failed:
            if not quiet:
                yield Known(*key)
            return None
        self.nodes += 1
        if not quiet:
            yield Goal(x, key[0], link)
        calcs = self._simple(x)
        if calcs and not quiet:
            yield Place(1, calcs[0])
        if calcs is None:
            calcs = yield from self._forms(x, (("*", t) for t in _distinct(tiles) if x % t == 0))
        if calcs is None:
            calcs = yield from self._forms(x, ((op, t) for t in _distinct(tiles)
                                               for op in ("-", "+") if op == "-" or x > t))
        if calcs is None:
            self.failed.add(key)
        if not quiet:
            yield Found(x) if calcs is not None else Reject(x, _("no form of the book makes {x}").format(x=x))
        return calcs

    def _simple(self, x: int) -> list[Calc] | None:
        """Steps 1 and 2: x is a tile, or x = a op b from the last two tiles."""
        tiles = self.tiles
        if x in tiles:
            return []
        if len(tiles) == 2:
            b, a = tiles
            for op, c in (("+", a + b), ("-", a - b), ("*", a * b), ("/", a // b if a % b == 0 else None)):
                if c == x:
                    return [(a, op, b, x)]
        return None

    def _forms(self, x: int, forms: Iterator[tuple[str, int]]) -> Generator[Step, None, list[Calc] | None]:
        """Steps 3 and 4: x = (…) op t for each form in turn, the first that works."""
        tiles = self.tiles
        if len(tiles) < 2:
            return None
        for op, t in forms:
            y = x // t if op == "*" else x + t if op == "-" else x - t
            if not self.quiet:
                yield Try(x, (op, t))
            index = tiles.index(t)
            del tiles[index]
            calcs = yield from self.find(y, (op, t))
            tiles.insert(index, t)
            if calcs is not None:
                calc = (y, op, t, x)
                if not self.quiet:
                    yield Place(len(calcs) + 1, calc)
                return calcs + [calc]
        return None


def _distinct(tiles: list[int]) -> list[int]:
    return sorted(set(tiles), reverse=True)


class _Full:
    """One run of the full search.  A number is ``(value, how)``; ``how`` is None for a tile,
    else ``(first, op, second)`` of numbers, so a value's steps can be written when needed."""

    def __init__(self, target: int, quiet: bool, hurry: Hurry = never) -> None:
        self.target = target
        self.quiet, self.hurry = quiet, hurry
        self.seen: set[tuple[int, ...]] = set()
        self.best: int | None = None
        self.best_calcs: tuple[Calc, ...] = ()
        self.gap = -1  # the best value's distance to the target (the tiles set it first)
        self.nodes = 0

    def keep(self, number: tuple) -> Iterator[Step]:
        """``number`` is the closest so far: keep it and its steps."""
        value = number[0]
        self.best, self.best_calcs = value, tuple(_calcs(number))
        self.gap = abs(value - self.target)
        if not self.quiet:
            yield Best(value, self.best_calcs)

    def search(self, numbers: list[tuple], depth: int = 0, known: tuple[int, ...] | None = None) -> Generator[Step, None, bool]:
        """Every way on from ``numbers``; True when the target was reached."""
        if not self.quiet and self.hurry():  # to the end: the rest of the search quietly
            self.quiet = True
        key = known or tuple(sorted([n[0] for n in numbers]))
        if key in self.seen:
            if not self.quiet:
                yield Reject(key, SEEN)
            return False
        self.seen.add(key)
        self.nodes += 1
        quiet, count, target, seen = self.quiet, len(numbers), self.target, self.seen
        for i in range(count):
            for j in range(i + 1, count):
                first, second = numbers[i], numbers[j]
                if first[0] < second[0]:
                    first, second = second, first
                a, b = first[0], second[0]
                rest = numbers[:i] + numbers[i + 1:j] + numbers[j + 1:]
                for op, c in _results(a, b):
                    made = (c, (first, op, second))
                    if not quiet:
                        yield Place(depth + 1, (a, op, b, c))
                    gap = c - target if c >= target else target - c
                    if gap < self.gap or (gap == self.gap and self.best is not None and c < self.best):
                        yield from self.keep(made)
                        if not gap:
                            return True
                    if rest:
                        # quiet, a state searched before is not even entered (the same search, faster)
                        known = tuple(sorted([n[0] for n in rest] + [c])) if quiet else None
                        if known not in seen and (yield from self.search(rest + [made], depth + 1, known)):
                            return True
                    if not quiet:
                        yield Remove(depth + 1, (a, op, b, c))
        return False


def _results(a: int, b: int) -> list[tuple[str, int]]:
    """The useful results of a op b (a >= b): positive, whole, and no x 1 or / 1."""
    results = [("+", a + b)]
    if a != b:
        results.append(("-", a - b))
    if b != 1:
        results.append(("*", a * b))
        if a % b == 0:
            results.append(("/", a // b))
    return results


def _calcs(number: tuple) -> list[Calc]:
    """The steps that make a number of the full search, in order."""
    value, how = number
    if how is None:
        return []
    first, op, second = how
    return _calcs(first) + _calcs(second) + [(first[0], op, second[0], value)]


def solve(params: Params, quiet: bool = False, hurry: Hurry = never) -> SolverRun:
    """Each chosen method in turn (the book's first), as steps (only ``Solution`` ones when ``quiet``).

    From the moment ``hurry()`` says so (a scene's "to the end"), the search goes on quietly, as a quiet
    run does: the frames already entered finish their steps, the new ones yield none (this search
    being short, its quiet form is its fast path: within 2x of a plain memoised search)."""
    answers: dict[str, tuple] = {}
    nodes = 0
    for method in METHODS[params.method]:
        if not quiet:
            yield MethodBegins(method)
        if method == BOOK:
            book = _Book(params.tiles, quiet, hurry)
            found = yield from book.find(params.target)
            nodes += book.nodes
            value: int | None = None if found is None else params.target
            calcs: tuple[Calc, ...] | None = None if found is None else tuple(found)
        else:
            full = _Full(params.target, quiet, hurry)
            tiles = [(t, None) for t in params.tiles]
            for tile in tiles:
                if is_better(tile[0], full.best, params.target):
                    yield from full.keep(tile)
            if full.best != params.target:
                yield from full.search(tiles)
            nodes += full.nodes
            value, calcs = full.best, full.best_calcs
        answers[method] = (value, value == params.target, calcs)
        if value == params.target:
            yield Solution(len([a for a in answers.values() if a[1]]), (method, value, calcs))
        if not quiet:
            yield Result(method, value, calcs)
    return {"nodes": nodes, "answers": answers}


def answer(tiles: tuple[int, ...], target: int, method: str = FULL) -> Answer:
    """One method's answer for these tiles and target (the same search, run quietly)."""
    _, stats = drain(solve(Params(tuple(tiles), target, method), quiet=True))
    value, exact, calcs = stats["answers"][method]
    return Answer(method, target, value, exact, calcs)


OPTIONS = (
    ChoiceOption("mode", N_("Mode"), (("watch", N_("Watch the search")), ("play", N_("Play against the clock"))), "play",
                 N_("watch the solvers, or play a round against the computer")),
    TextOption("tiles", N_("Tiles"), "", N_("six tiles from 1-10, 25, 50, 75, 100 (empty: draw at random)"),
               N_("empty: draw at random")),
    TextOption("target", N_("Target"), "", N_("the number to reach, 100 to 999 (empty: draw at random)"), N_("empty: at random")),
    ChoiceOption("method", N_("Method"), (("both", N_("The book's, then the full search")), (BOOK, N_("The book's method")),
                                          (FULL, N_("The full search"))), "both", N_("which solver to watch")),
    IntOption("clock", N_("Clock (s, 0 = off)"), 0, MAX_CLOCK, 45, N_("seconds to play a round")),
)


def make_params(values: dict, rng: random.Random | None = None) -> Params:
    """Params from option values (empty tiles or target: drawn at random; ``ValueError`` when one is wrong)."""
    tiles_typed, target_typed = (str(values.get(name, "")).strip() for name in ("tiles", "target"))
    drawn_tiles, drawn_target = draw(rng or random.Random())
    tiles = parse_tiles(tiles_typed) if tiles_typed else drawn_tiles
    if target_typed and not target_typed.isdigit():
        raise ValueError(f"the target must be a whole number from {MIN_TARGET} to {MAX_TARGET}, not {target_typed!r}")
    target = int(target_typed) if target_typed else drawn_target  # Params checks its range
    return Params(tiles, target, str(values.get("method", "both")), str(values.get("mode", "watch")),
                  int(values.get("clock", 45)))
