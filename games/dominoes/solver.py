"""Domino chains of Puzzle 22 (pure): lay a whole set end to end, by the book's search.

The set "double-M" holds every domino ``(a, b)`` with ``0 <= a <= b <= M``, in the box in
that order.  A chain is a tuple of dominoes turned so that touching ends show the same
number: ``((0, 0), (0, 1), (1, 1), ...)``; a ring also closes (the last end equals the first).

The representation, chosen with care as the book asks: the box is a square table
``box[a][b]`` (true while the domino {a, b} is still in the box, written at both
``[a][b]`` and ``[b][a]``), so the dominoes that can be joined to an end ``e`` are read
along row ``e``, in box order.  The search takes a domino as the start, then for the next
place takes the first domino out of the box that can be joined, goes on, and when it comes
back puts it in the box again and tries the next one, exactly as the queens take the first
free square of the next row.

Lines start from every domino in both directions; a ring can be turned to start at the
double blank, so rings start there.  Each chain is reported once, in the direction that
comes first (a line and its reverse, a ring and its rotations and reverse are one chain).

Before searching, the set is checked: in a chain every number inside is met by two
touching halves, so only the two ends may show a number an odd number of times.  In the
double-M set each number is on M + 2 halves (its double counts twice): for odd M every
number is odd, so there is no ring at all, and no line either when more than two numbers
are (double-three, double-five); double-one makes a line but no ring.

The step stream (``k`` is the place in the chain, from 0):

    Impossible(reason)              the set cannot be chained so (nothing else follows)
    Start(domino)                   a new start
    Place(k, domino)                a domino goes on the chain (turned to join)
    Reject(k, reason)               nothing in the box joins the end, or the ring does not close
    Remove(k, domino)               it goes back in the box
    Solution(i, chain)              a complete chain

``solve`` returns ``{"chains": C, "nodes": N, "reason": text or ""}`` (N: dominoes laid).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from engine.entries.options import BoolOption, IntOption
from engine.language.translation import N_, _
from engine.puzzles.steps import Place, Reject, Remove, Solution, SolverRun, Step, StepEvent
from games.shared.stoppable_search import Stop, stoppable

MIN_MAX, MAX_MAX = 1, 6
COUNTABLE = 4   # "count" is offered up to double-four
NOT_COUNTED = N_("Not counted: the search lists chains one by one, and their number explodes as the set grows "
                 "(double-two: 1 ring; double-four: 4,224 rings). Double-five cannot be chained at all, and the "
                 "double-six set has far too many chains to enumerate in any reasonable time.")

Domino = tuple[int, int]
Chain = tuple[Domino, ...]


@dataclass(frozen=True)
class Impossible(StepEvent):
    """The set cannot be chained so, and why (nothing else follows)."""

    reason: str


@dataclass(frozen=True)
class Start(StepEvent):
    """A new chain starts with this domino."""

    domino: Domino


@dataclass(frozen=True)
class Params:
    max: int = 4
    ring: bool = False

    def __post_init__(self) -> None:
        if not MIN_MAX <= self.max <= MAX_MAX:
            raise ValueError(f"the set must be from double-{MIN_MAX} to double-{MAX_MAX}, not double-{self.max}")

    @property
    def name(self) -> str:
        """The set's name in English, as the command line writes it: "double-four"."""
        return f"double-{NUMBER_NAMES[self.max]}"

    @property
    def shown_name(self) -> str:
        """The set's name in the language spoken: "double-quatre", "дубль-четыре"."""
        return _("double-{number}").format(number=_(NUMBER_NAMES[self.max]))


NUMBER_NAMES = (N_("blank"), N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"))


def dominoes(m: int) -> tuple[Domino, ...]:
    """The double-m set, in box order."""
    return tuple((a, b) for a in range(m + 1) for b in range(a, m + 1))


def halves(m: int) -> dict[int, int]:
    """How many halves of the double-m set show each number (a double counts twice)."""
    return {n: m + 2 for n in range(m + 1)}


def obstacle(params: Params) -> str:
    """Why the set cannot be chained so ("" when it can)."""
    odd = [n for n, count in halves(params.max).items() if count % 2]
    if not odd:
        return ""
    each = params.max + 2
    if len(odd) > 2:
        return _("In the {name} set each of the numbers 0 to {max} shows on {each} halves, an odd number. Inside a chain "
                 "every number is met by two touching halves, so only the two ends can leave a number odd: with {odd} odd "
                 "numbers there is no line, let alone a ring.").format(name=params.shown_name, max=params.max, each=each,
                                                                       odd=len(odd))
    if params.ring:
        return _("In the {name} set the numbers {first} and {second} each show on {each} halves, an odd number. A ring has "
                 "no ends, and every number in it is met by two touching halves, so every number must show an even number "
                 "of times: no ring. A line works, from one odd number to the other.").format(
            name=params.shown_name, first=odd[0], second=odd[-1], each=each)
    return ""


def is_chain(params: Params, chain: Chain) -> bool:
    """Every domino of the set once, touching ends equal, and for a ring the two ends too."""
    if sorted(tuple(sorted(d)) for d in chain) != list(dominoes(params.max)):
        return False
    if any(left[1] != right[0] for left, right in zip(chain, chain[1:])):
        return False
    return not params.ring or chain[-1][1] == chain[0][0]


def reverse(chain: Chain) -> Chain:
    """The same chain read from its other end."""
    return tuple((b, a) for a, b in reversed(chain))


class _Search:
    def __init__(self, params: Params, quiet: bool, first: bool) -> None:
        self.params, self.quiet, self.first = params, quiet, first
        m = params.max
        self.box = [[False] * (m + 1) for _ in range(m + 1)]
        for a, b in dominoes(m):
            self.box[a][b] = self.box[b][a] = True
        self.size = len(dominoes(m))
        self.chain: list[Domino] = []
        self.nodes = self.chains = 0

    def starts(self) -> Iterator[Domino]:
        if self.params.ring:
            yield (0, 0)
            return
        for a, b in dominoes(self.params.max):
            yield (a, b)
            if a != b:
                yield (b, a)

    def run(self) -> Iterator[Step]:
        for start in self.starts():
            if not self.quiet:
                yield Start(start)
            yield from self.lay(0, start)

    def lay(self, k: int, domino: Domino) -> Iterator[Step]:
        """Take ``domino`` out of the box to place ``k``, go on, and put it back."""
        a, b = domino
        box, chain, quiet = self.box, self.chain, self.quiet
        box[a][b] = box[b][a] = False
        chain.append(domino)
        self.nodes += 1
        if not quiet:
            yield Place(k, domino)
        if k + 1 == self.size:
            yield from self.write()
        else:
            row = box[b]
            joined = False
            for c in range(len(row)):
                if row[c]:
                    joined = True
                    yield from self.lay(k + 1, (b, c))
            if not joined and not quiet:
                yield Reject(k, _("no domino left in the box with a {n}").format(n=b))
        chain.pop()
        box[a][b] = box[b][a] = True
        if not quiet:
            yield Remove(k, domino)

    def write(self) -> Iterator[Step]:
        chain = tuple(self.chain)
        if self.params.ring and chain[-1][1] != chain[0][0]:
            if not self.quiet:
                yield Reject(len(chain) - 1, _("the ring does not close: {last} \u2260 {first}").format(last=chain[-1][1],
                                                                                                      first=chain[0][0]))
            return
        other = ((0, 0),) + reverse(chain[1:]) if self.params.ring else reverse(chain)
        if chain <= other:
            self.chains += 1
            yield Solution(self.chains, chain)
            if self.first:
                raise Stop

    def stats(self, reason: str = "") -> dict:
        return {"chains": self.chains, "nodes": self.nodes, "reason": reason}


def solve(params: Params, quiet: bool = False, first: bool = False) -> SolverRun:
    """Every chain of the set, as steps (only ``Solution`` ones when ``quiet``); ``first``: stop at the first."""
    search = _Search(params, quiet, first)
    reason = obstacle(params)
    if reason:
        yield Impossible(reason)
        return search.stats(reason)
    yield from stoppable(search.run())
    return search.stats()


OPTIONS = (
    IntOption("max", N_("Highest double"), MIN_MAX, MAX_MAX, 4, N_("the highest number of the set: 4 is double-four")),
    BoolOption("ring", N_("Closed ring"), False, N_("the chain must close on itself")),
)


def make_params(values: dict) -> Params:
    """Params from option values (``ValueError`` with a readable message when one is wrong)."""
    return Params(int(values.get("max", 4)), bool(values.get("ring", False)))
