"""Signs between numbers, Puzzle 27 (pure): the book's three ways, watched step by step.

Given whole numbers a1 … ap and a sum s, put + or - between them (a1 keeps its sign) so
that the result is s.  The p - 1 signs make 2^(p-1) cases; every case is tried, so that
all solutions are listed.  Sign i (from 0) stands before a(i+2).  Three ways, as in the
book, each visiting the 2^(p-1) cases once:

- ``binary``: count c from 0 to 2^(p-1) - 1 in binary, bit = 1 meaning "-", the first
  sign the most significant bit; each case's sum is worked out again from the left.
- ``odometer``: the signs are the wheels of an odometer over (+, -): the last sign turns,
  and when it comes back to + it carries into the one before (+++, ++-, +-+, …); the sum is
  updated at each turn (a wheel turned from + to - takes 2a off the sum, and back adds it).
- ``recursion``: s is a1 + (a combination of the rest) or a1 - (a combination of the
  rest), so it is enough to make s - a1 or a1 - s from a2 … ap, and so on down to the last
  number.  Making t from a(k) … ap is ``make(k, t)``; the running sum is that of the
  numbers already signed.

Arithmetic in whole numbers only.  The step stream (``signs`` is a string of p - 1 of
``+`` and ``-``):

    Way(method)                     a way begins (``binary``, ``odometer``, ``recursion``)
    Counter(c)                      (binary) the counter shows c
    Place(i, sign)                  sign i turns to ``sign``
    RunningSum(j, value)            the running sum of a1 … aj, with their signs, is value
    Call(k, t)                      (recursion) make t from a(k) … ap (k from 1)
    Try(case, (signs, total))       the case-th case (from 1) is complete: its sum is total
    Reject(case, reason)            its sum is not s
    Solution(i, signs)              the i-th solution

``solve(params, quiet=True)`` yields only the ``Solution`` events.  The generator returns
``{"cases": C, "solutions": S}``: the cases tried (always 2^(p-1)) and the solutions.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from engine.entries.options import ChoiceOption, TextOption
from engine.language.translation import N_, _, number
from engine.puzzles.steps import Place, Reject, Solution, SolverRun, Step, StepEvent, Try, solutions

METHODS = (("binary", N_("Binary counting")), ("odometer", N_("Odometer")), ("recursion", N_("Recursion on s \u2212 a1")))
METHOD_NAMES = dict(METHODS)
MIN_NUMBERS, MAX_NUMBERS = 2, 18
MAX_VALUE = 10**6
DEFAULT_NUMBERS, DEFAULT_SUM = "1 2 3 4 5 6 7 8 9", "17"
PLUS, MINUS = "+", "-"


@dataclass(frozen=True)
class Way(StepEvent):
    """A way of trying every case begins (``binary``, ``odometer`` or ``recursion``)."""

    method: str


@dataclass(frozen=True)
class Counter(StepEvent):
    """(binary) The counter shows ``value``."""

    value: int


@dataclass(frozen=True)
class RunningSum(StepEvent):
    """The running sum of a1 … aj, with their signs, is ``value``."""

    j: int
    value: int


@dataclass(frozen=True)
class Call(StepEvent):
    """(recursion) Make ``target`` from a(k) … ap (k from 1)."""

    k: int
    target: int


@dataclass(frozen=True)
class Params:
    numbers: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 8, 9)
    total: int = 17
    method: str = "binary"

    def __post_init__(self) -> None:
        if not MIN_NUMBERS <= len(self.numbers) <= MAX_NUMBERS:
            raise ValueError(_("give from {low} to {high} numbers, not {count}").format(
                low=MIN_NUMBERS, high=MAX_NUMBERS, count=len(self.numbers)))
        for a in self.numbers:
            if not 0 <= a <= MAX_VALUE:
                raise ValueError(_("the numbers must be whole numbers from 0 to {high}, not {value}").format(
                    high=number(MAX_VALUE), value=a))
        if not -MAX_VALUE * MAX_NUMBERS <= self.total <= MAX_VALUE * MAX_NUMBERS:
            raise ValueError(_("the sum {total} is out of range").format(total=self.total))
        if self.method not in METHOD_NAMES:
            raise ValueError(f"the method must be one of {', '.join(METHOD_NAMES)}")

    @property
    def cases(self) -> int:
        """2^(p-1): every way to choose the signs."""
        return 1 << (len(self.numbers) - 1)


def evaluate(numbers: tuple[int, ...], signs: str) -> int:
    """a1 ± a2 ± … with these signs."""
    total = numbers[0]
    for a, sign in zip(numbers[1:], signs):
        total += a if sign == PLUS else -a
    return total


def expression(numbers: tuple[int, ...], signs: str) -> str:
    """``"1 + 2 - 3"``: the numbers with their signs."""
    return " ".join([str(numbers[0])] + [f"{sign} {a}" for a, sign in zip(numbers[1:], signs)])


class _Search:
    """One run: the signs as they stand, and the counters."""

    def __init__(self, params: Params, quiet: bool) -> None:
        self.numbers, self.total, self.quiet = params.numbers, params.total, quiet
        self.signs = [PLUS] * (len(params.numbers) - 1)
        self.cases = self.solutions = 0

    def judge(self, total: int) -> Iterator[Step]:
        """One complete case: a solution when its sum is s."""
        self.cases += 1
        signs = "".join(self.signs)
        if not self.quiet:
            yield Try(self.cases, (signs, total))
        if total == self.total:
            self.solutions += 1
            yield Solution(self.solutions, signs)
        elif not self.quiet:
            yield Reject(self.cases, f"{total} \u2260 {self.total}")

    def turn(self, i: int, sign: str) -> Iterator[Step]:
        """Sign i turns to ``sign`` (a step only when it changes)."""
        if self.signs[i] != sign:
            self.signs[i] = sign
            if not self.quiet:
                yield Place(i, sign)

    def binary(self) -> Iterator[Step]:
        numbers, width, quiet = self.numbers, len(self.signs), self.quiet
        for c in range(1 << width):
            if not quiet:
                yield Counter(c)
            for i in range(width):
                yield from self.turn(i, MINUS if c >> (width - 1 - i) & 1 else PLUS)
            total = numbers[0]
            if not quiet:
                yield RunningSum(1, total)
            for i, sign in enumerate(self.signs):
                total += numbers[i + 1] if sign == PLUS else -numbers[i + 1]
                if not quiet:
                    yield RunningSum(i + 2, total)
            yield from self.judge(total)

    def odometer(self) -> Iterator[Step]:
        numbers, signs, p, quiet = self.numbers, self.signs, len(self.numbers), self.quiet
        total = sum(numbers)
        if not quiet:
            yield RunningSum(p, total)
        while True:
            yield from self.judge(total)
            i = len(signs) - 1
            while i >= 0 and signs[i] == MINUS:  # the wheels at "-" come back to "+" and carry
                yield from self.turn(i, PLUS)
                total += 2 * numbers[i + 1]
                if not quiet:
                    yield RunningSum(p, total)
                i -= 1
            if i < 0:
                return
            yield from self.turn(i, MINUS)
            total -= 2 * numbers[i + 1]
            if not quiet:
                yield RunningSum(p, total)

    def recursion(self, k: int = 1, target: int | None = None, flipped: bool = False,
                  running: int = 0) -> Iterator[Step]:
        """``make(k, t)``: signs for a(k+1) … ap with a(k) ± … = t; a(k) counts with ``flipped``."""
        numbers, quiet = self.numbers, self.quiet
        target = self.total if target is None else target
        a = numbers[k - 1]
        running += -a if flipped else a
        if not quiet:
            yield Call(k, target)
            yield RunningSum(k, running)
        if k == len(numbers):
            yield from self.judge(running)
            return
        for local, rest in ((PLUS, target - a), (MINUS, a - target)):  # t = a + (…) or t = a - (…)
            now_flipped = flipped != (local == MINUS)
            yield from self.turn(k - 1, MINUS if now_flipped else PLUS)
            yield from self.recursion(k + 1, rest, now_flipped, running)


def solve(params: Params, quiet: bool = False) -> SolverRun:
    """Every case by the chosen way, as steps (only ``Solution`` ones when ``quiet``)."""
    search = _Search(params, quiet)
    if not quiet:
        yield Way(params.method)
    yield from getattr(search, params.method)()
    return {"cases": search.cases, "solutions": search.solutions}


def all_solutions(params: Params) -> list[str]:
    """Every solution, in the order the chosen way finds them (the same search, run quietly)."""
    return solutions(solve(params, quiet=True))[0]


def parse_numbers(text: str) -> tuple[int, ...]:
    """``"3 5, 8"`` -> (3, 5, 8) (``ValueError`` with a readable message)."""
    words = text.replace(",", " ").split()
    for word in words:
        if not word.isdigit():
            raise ValueError(_("not a whole number: {text!r}").format(text=word))
    return tuple(int(w) for w in words)


def parse_sum(text: str) -> int:
    """A whole number, possibly negative (``ValueError`` with a readable message)."""
    word = str(text).strip()
    if not word.lstrip("-").isdigit() or word.count("-") > 1:
        raise ValueError(_("the sum must be a whole number, not {text!r}").format(text=word))
    return int(word)


OPTIONS = (
    TextOption("numbers", N_("Numbers"), DEFAULT_NUMBERS, f"{MIN_NUMBERS} to {MAX_NUMBERS} whole numbers a1 \u2026 ap",
               N_("e.g. 1 2 3 4 5")),
    TextOption("total", N_("Sum s"), DEFAULT_SUM, N_("the sum to make (a whole number)"), N_("e.g. 17")),
    ChoiceOption("method", N_("Way"), METHODS, "binary", N_("the book's three ways to try every case")),
)


def make_params(values: dict) -> Params:
    """Params from option values (``ValueError`` with a readable message when one is wrong)."""
    return Params(parse_numbers(str(values.get("numbers", DEFAULT_NUMBERS))),
                  parse_sum(values.get("total", DEFAULT_SUM)), str(values.get("method", "binary")))
