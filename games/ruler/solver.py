"""Rulers that measure every length, Puzzle 23 (pure): the book's odometer search.

n marks 0 = a1 < a2 < … < an = k on a ruler of length k; every whole length 1 … k must
be the distance between two marks.  For n marks the search finds the longest such ruler
and all of its mark sets, mirror images counted once.

For each length k, from the most n marks could measure, n(n-1)/2, downwards, the book's
search: a1 = 0 and an = k; a2 = 1 by mirror symmetry (k - 1 must be measured, so 1 or
k - 1 is a mark, and the mirror image of a ruler with k - 1 has 1); the other marks start
packed to the left and are moved like an odometer: the last movable mark advances, and
when it reaches its end the one before advances and the ones after start again packed
behind it.  The n(n-1)/2 differences must cover k lengths, so at most n(n-1)/2 - k of
them may repeat: as soon as a mark placed makes more repeats, it is refused and advanced
(this is the book's pruning; it also limits how many marks can follow a2 one step apart).
When every mark is placed without too many repeats, all lengths are measured.  The first
k that has rulers is the answer; a ruler whose mirror image also has a2 = 1 comes twice,
and only the smaller of the two is reported.

With the book's shortcut ``a(n-1) = k - 2`` (an option, **unsafe**), the mark before the
end is fixed too.  It misses every ruler whose last gap is 1: 0 1 2 6 9 for 5 marks, and
the only longest ruler with 10 marks, 0 1 3 6 13 20 27 31 35 36, so that the search answers
35 instead of 36.

Cost: about n^(n-4) cases, as the book says; measured here (quiet search) n = 9 in a
second or so, n = 10 in some seconds, and each further mark multiplies the time by
about 8 to 10.

The step stream (a mark is ``(i, position)``, i from 1):

    Length(k, allowed)              try rulers of length k, ``allowed`` repeats at most
    Place(i, position)              mark i is placed (the fixed ones at each new length)
    Reject((i, position), reason)   it makes too many repeated differences
    Remove(i, position)             mark i leaves (to advance, or at the end of a length)
    MirrorOf(marks)                 a ruler found whose mirror image was reported
    Solution(j, marks)              the j-th ruler of length k (marks as a tuple)
    Done(k, count)                  length k searched: ``count`` rulers
    Hurried(cases, wheels)          (to the end, on the fast path) a slice of the odometer ran on the
                                    compiled core: the cases it took, the wheels a3 … ai after it

``solve(params, quiet=True)`` yields only the ``Solution`` events.  Both take the fast path when the
compiled core is built (games/shared/_searchc.c, ``games.shared.fast_core``): a quiet run at once, a
watched one from the moment ``hurry()`` says so ("to the end"), for the rest of the length searched.  The generator returns
``{"marks": n, "length": k, "count": C, "cases": X}``: the longest length, its rulers
and the marks placed in all.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from engine.entries.options import BoolOption, IntOption
from engine.language.translation import N_, _, ngettext
from engine.puzzles.steps import Place, Reject, Remove, Solution, SolverRun, Step, StepEvent, solutions
from games.shared.fast_core import QUIET_SLICE, WATCHED_SLICE, Hurried, Hurry, compiled, never, slices, split

MIN_MARKS, MAX_MARKS = 2, 12
HURRIES = True  # ``solve(…, hurry=…)``: a scene's "to the end" takes the fast path
LONGEST = (0, 0, 1, 3, 6, 9, 13, 17, 23, 29, 36)  # the answer for n = 2 … 10, for the help text and tests

Marks = tuple[int, ...]


@dataclass(frozen=True)
class Length(StepEvent):
    """Rulers of length k are tried, with at most ``allowed`` repeated differences."""

    k: int
    allowed: int


@dataclass(frozen=True)
class MirrorOf(StepEvent):
    """A ruler found whose mirror image was already reported (not reported again)."""

    marks: Marks


@dataclass(frozen=True)
class Done(StepEvent):
    """Length k is searched: ``count`` rulers found."""

    k: int
    count: int


@dataclass(frozen=True)
class Params:
    marks: int = 6
    shortcut: bool = False

    def __post_init__(self) -> None:
        if not MIN_MARKS <= self.marks <= MAX_MARKS:
            raise ValueError(f"a ruler needs from {MIN_MARKS} to {MAX_MARKS} marks, not {self.marks}")


def repeats_allowed(allowed: int) -> str:
    """How many repeated lengths a ruler may have, in words: "no repeats", "at most 1 repeat"."""
    if allowed == 0:
        return _("no repeats")
    return ngettext("at most {n} repeat", "at most {n} repeats", allowed).format(n=allowed)


def too_many(repeats: int, allowed: int) -> str:
    """Why a mark is refused: "2 lengths repeat, at most 1 may"."""
    counted = ngettext("{n} length repeats", "{n} lengths repeat", repeats).format(n=repeats)
    may = _("none may") if allowed == 0 else _("at most {n} may").format(n=allowed)
    return _("{counted}, {may}").format(counted=counted, may=may)


def differences(marks: Marks) -> list[int]:
    """Every distance between two marks (with repeats)."""
    return [b - a for i, a in enumerate(marks) for b in marks[i + 1:]]


def is_complete(marks: Marks) -> bool:
    """Every length from 1 to the ruler's length is measured."""
    return set(differences(marks)) == set(range(1, marks[-1] + 1))


def mirror(marks: Marks) -> Marks:
    k = marks[-1]
    return tuple(k - a for a in reversed(marks))


class _Search:
    """One length k.  The lengths measured are a bit set (bit d: some two marks are d apart);
    the marks left of the one being placed are a mirrored bit set (bit k - q for a mark at q),
    so that shifting it right by k - p gives at once every distance from p back to them."""

    def __init__(self, n: int, k: int, shortcut: bool, quiet: bool, hurry: Hurry = never) -> None:
        self.n, self.k, self.quiet = n, k, quiet
        self.core = compiled()
        self.hurry = never if self.core is None else (lambda: True) if quiet else hurry
        self.allowed = n * (n - 1) // 2 - k
        fixed = [(1, 0), (n, k)] + ([(2, 1)] if n > 2 else [])
        if shortcut and n > 3:
            fixed.append((n - 1, k - 2))
        self.fixed = tuple(fixed)
        self.last_free = n - 2 if shortcut and n > 3 else n - 1   # the free marks are a3 … a(last_free)
        self.top = k - 2 if shortcut and n > 3 else k              # the first fixed mark after them
        self.found = 0
        self.cases = 0
        self.wheels: list[int] = []   # the odometer's positions (wheels[i]: mark i), read by ``--progress``

    def run(self) -> Iterator[Step]:
        quiet = self.quiet
        if not quiet:
            yield Length(self.k, self.allowed)
            for i, position in self.fixed:
                yield Place(i, position)
        lengths = differences(tuple(sorted(p for _, p in self.fixed)))
        repeats = len(lengths) - len(set(lengths))
        if repeats > self.allowed:
            if not quiet:
                yield Reject(self.fixed[-1], too_many(repeats, self.allowed))
        elif self.last_free >= 3:
            yield from self.odometer(sum(1 << d for d in lengths), repeats)
        else:
            yield from self.report(())
        if not quiet:
            for i, position in reversed(self.fixed):
                yield Remove(i, position)
            yield Done(self.k, self.found)

    def odometer(self, measured: int, repeats: int) -> Iterator[Step]:
        """The free marks a3 … a(last) as the wheels of an odometer, packed to the left at the start.

        The last placed mark advances; a mark refused (too many repeats) advances again at once;
        a mark that reaches its end is taken away and the one before advances; a mark placed
        that is not the last one brings the next one in just behind it.
        """
        quiet, allowed, last, top, k = self.quiet, self.allowed, self.last_free, self.top, self.k
        above = tuple(p for _, p in self.fixed if p > 1)
        # the steps are frozen values, so each one is made once and yielded again (much faster); none when quiet
        marks = range(0 if quiet else last + 1)
        places = [[Place(i, p) for p in range(k + 1)] for i in marks]
        removes = [[Remove(i, p) for p in range(k + 1)] for i in marks]
        rejects: dict[tuple[int, int, int], Step] = {}
        position = self.wheels = [0] * (last + 1)
        lengths, left, repeated = position[:], position[:], position[:]  # per mark, before it is placed
        lengths[3], left[3], repeated[3] = measured, 1 << k | 1 << (k - 1), repeats
        i, position[3] = 3, 1
        hurry = self.hurry
        while i >= 3:
            if hurry():
                yield from self.fast(i, lengths, left, repeated)
                return
            p = position[i] + 1
            if p >= top - (last - i):  # this wheel is at its end: back to the one before
                i -= 1
                if i >= 3 and not quiet:
                    yield removes[i][position[i]]
                continue
            position[i] = p
            self.cases += 1
            m = lengths[i]
            back = left[i] >> (k - p)          # the distances from p to the marks left of it
            r = repeated[i] + (back & m).bit_count()
            m |= back
            for a in above:
                bit = 1 << (a - p)
                if m & bit:
                    r += 1
                m |= bit
            if r > allowed:
                if not quiet:
                    step = rejects.get((i, p, r))
                    if step is None:
                        step = rejects[i, p, r] = Reject((i, p), too_many(r, allowed))
                    yield step
                continue
            if not quiet:
                yield places[i][p]
            if i == last:
                yield from self.report(position[3:])
                if not quiet:
                    yield removes[i][p]
            else:
                i += 1
                lengths[i], left[i], repeated[i], position[i] = m, left[i - 1] | 1 << (k - p), r, p

    def fast(self, i: int, lengths: list[int], left: list[int], repeated: list[int]) -> Iterator[Step]:
        """The rest of the odometer, from wheel i, on the compiled core (``games.shared.fast_core``)."""
        assert self.core is not None
        above = [p for _, p in self.fixed if p > 1]
        state = self.core.ruler_new(self.k, self.allowed, self.last_free, self.top, above, i, self.wheels,
                                    [split(m) for m in lengths], [split(m) for m in left], repeated)
        done = 0
        for part in slices(self.core.ruler_run, state, QUIET_SLICE if self.quiet else WATCHED_SLICE):
            self.cases += part.count - done
            self.wheels[3:3 + len(part.where)] = part.where
            if not self.quiet:
                yield Hurried(part.count - done, part.where)
            done = part.count
            for free in part.solutions:
                yield from self.report(free)

    def report(self, free: list[int] | tuple[int, ...]) -> Iterator[Step]:
        """All marks are placed without too many repeats: every length is measured."""
        marks = tuple(sorted([p for _, p in self.fixed] + list(free)))
        if marks <= mirror(marks):
            self.found += 1
            yield Solution(self.found, marks)
        elif not self.quiet:
            yield MirrorOf(marks)


def solve(params: Params, quiet: bool = False, live: list | None = None, hurry: Hurry = never) -> SolverRun:
    """Lengths from n(n-1)/2 down until rulers are found, as steps (only ``Solution`` ones when ``quiet``).

    ``live`` receives each length's search as it starts (another thread may read its ``k``, ``cases``
    and ``wheels`` while it runs: ``solve ruler --progress``).  When the compiled core is built, a quiet
    run takes its fast path, and so does a watched one from the moment ``hurry()`` says so (a scene's
    "to the end"): the same rulers in the same order, the odometer's moves no longer shown, a ``Hurried``
    step after each slice of it instead."""
    n = params.marks
    cases = 0
    for k in range(n * (n - 1) // 2, 0, -1):
        search = _Search(n, k, params.shortcut, quiet, hurry)
        if live is not None:
            live.append(search)
        yield from search.run()
        cases += search.cases
        if search.found:
            return {"marks": n, "length": k, "count": search.found, "cases": cases}
    raise AssertionError("two marks always make a ruler of length 1")


def longest(params: Params, live: list | None = None) -> tuple[int, list[Marks], dict]:
    """The longest length, its rulers (mirror images once) and the statistics, by the quiet search."""
    found, stats = solutions(solve(params, quiet=True, live=live))
    return stats["length"], found, stats


OPTIONS = (
    IntOption("marks", N_("Marks n"), MIN_MARKS, MAX_MARKS, 6,
              N_("marks on the ruler; with the compiled core 11 take seconds, 12 about a minute")),
    BoolOption("shortcut", N_("Book's shortcut: last gap 2 (unsafe)"), False,
               N_("fix the mark before the end at k - 2 as the book does: it misses the 10-mark ruler of length 36")),
)


def make_params(values: dict) -> Params:
    """Params from option values (``ValueError`` with a readable message when one is wrong)."""
    return Params(int(values.get("marks", 6)), bool(values.get("shortcut", False)))
