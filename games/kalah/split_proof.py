"""A long Kalah proof split into tasks (pure): the tree cut at a frontier some whole turns down, the frontier's
positions tested by proofs of their own, the results combined into the root's exact value.

Every value here is a *margin* seen from the root's mover: the root mover's kalah minus the other's at the end of
the game with perfect play.  It does not depend on the road to a position, so the tree above the frontier is a plain
minimax over whole turns (``cut``): the root mover's nodes take the most of their children, the other side's the
least.  What is known of each frontier position is a range of its *gain* (``Leaf``: what its mover will still bank
minus what the other will; positions of the same pits share it, ``perfect.key_of``), so ``bounds`` gives the range
each node's margin is known to lie in.

The root's value is closed in on as MTD(f) does (``next_test``): each pass asks "is the root worth at least ``g``?",
the first ``g`` a guess (the book's value, or a short search's: ``guess_of``).  A pass needs only the frontier positions whose
range does not decide it, and of those only the ones under nodes it does not decide yet (``wanted``): each is a
*test*, one null-window pass of a proof of its own (``test_gain``: "does this position's mover gain at least
``h``?"), cheaper than its exact value (which takes several such passes).  A test's answer narrows its position's
range (``Leaf.learn``); the tests are handed out as the tasks have room (``_fresh``), so one that the answers before
it made needless is never started, and those still in flight when a pass is decided are cancelled (the tasks'
reading stops).  The passes end when the root's range is one value: that value is exactly what one process's proof
finds.

The tests share what the tests before them proved: a process (a Dask worker, or this one) runs its tests one at a
time in the compiled core's table kept from the one before (``ai.KEEPING``; the same table size for a whole split,
so that it is kept), on the worker's threads, with the endgame table it read once; a test of a position goes to the
worker that tested the position before (``near``: the same position at another threshold then costs little).  A
test's answer (yes or no) is exact whatever the table holds; the gain it finds past its threshold (fail-soft) may
depend on it, but it is a bound proved all the same, so it only spares passes: the value and ``exact`` are the same.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from engine.cluster import worker
from engine.cluster.jobs import Tasks
from engine.duels.limits import Limit
from games.kalah import ai
from games.kalah.perfect import Key, book_margin, kalahs_margin, key_of, known_values, offered_at, ordinary
from games.kalah.rules import CompoundMove, Position, apply_compound, compound_moves, is_over
from games.kalah.table_memory import proof_megabytes

UNBOUNDED = 1e12  # a test's seconds: it runs to its end
GUESS_NODES = 8_000_000  # the search whose value the first pass tests, where the book has none: some 0.6 s of a core


@dataclass
class Node:
    """A position of the tree above the frontier: its children by whole turn, none at the frontier or the end."""

    pos: Position
    children: list[tuple[CompoundMove, Node]] = field(default_factory=list)


@dataclass
class Leaf:
    """What is known of a frontier position's gain: it lies in ``lower..upper``."""

    lower: int
    upper: int

    def learn(self, at_least: int, answer: bool, found: int) -> None:
        """A test's answer: the gain is at least ``found`` (>= ``at_least``) when ``answer``, else below ``at_least``."""
        if answer:
            self.lower = max(self.lower, found)
        else:
            self.upper = min(self.upper, at_least - 1)


@dataclass(frozen=True)
class Test:
    """One task: does the mover of ``pos`` gain at least ``at_least``?  (``key``: its leaf; ``megabytes``: its
    table, None for what the worker's memory allows, ``table_memory``.)"""

    key: Key
    pos: Position
    at_least: int
    megabytes: int | None = None


def cut(pos: Position, turns: int) -> tuple[Node, dict[Key, Leaf]]:
    """The tree of ``pos`` down to ``turns`` whole turns (positions over are ends, not frontier), and the frontier's
    leaves, each with the widest range (the stones in its pits either way)."""
    leaves: dict[Key, Leaf] = {}

    def grow(at: Position, left: int) -> Node:
        node = Node(at)
        if is_over(at):
            return node
        if left == 0:
            stones = sum(at.desk) - at.desk[6] - at.desk[13]
            leaves.setdefault(key_of(at), Leaf(-stones, stones))
            return node
        node.children = [(turn, grow(apply_compound(at, turn), left - 1)) for turn in compound_moves(at)]
        return node

    return grow(ordinary(pos), max(1, turns)), leaves


def bounds(node: Node, root: int, leaves: dict[Key, Leaf]) -> tuple[int, int]:
    """The range of ``node``'s margin seen from the side ``root`` (the root's mover), as far as ``leaves`` tell."""
    sign = 1 if node.pos.to_move == root else -1
    if is_over(node.pos):
        return (sign * kalahs_margin(node.pos),) * 2
    if not node.children:
        leaf, margin = leaves[key_of(node.pos)], kalahs_margin(node.pos)
        ends = sign * (margin + leaf.lower), sign * (margin + leaf.upper)
        return min(ends), max(ends)
    ranges = [bounds(child, root, leaves) for _, child in node.children]
    pick = max if node.pos.to_move == root else min
    return pick(low for low, _ in ranges), pick(high for _, high in ranges)


def wanted(node: Node, root: int, leaves: dict[Key, Leaf], least: int, megabytes: int | None = None) -> list[Test]:
    """The tests a pass "is the root worth at least ``least``?" still needs: one for each frontier position, and
    threshold, under nodes whose range does not decide it yet (in the tree's order, without repeats)."""
    found: dict[tuple[Key, int], Test] = {}

    def walk(at: Node) -> None:
        low, high = bounds(at, root, leaves)
        if low >= least or high < least:
            return
        if not at.children:  # a frontier position the range does not decide
            margin, key = kalahs_margin(at.pos), key_of(at.pos)
            # the root's margin >= least: the leaf's gain >= least - margin, or (the other side moving) <= -least - margin
            at_least = least - margin if at.pos.to_move == root else 1 - least - margin
            found.setdefault((key, at_least), Test(key, at.pos, at_least, megabytes))
            return
        for _, child in at.children:
            walk(child)

    walk(node)
    return list(found.values())


def next_test(low: int, high: int, guess: int) -> int:
    """The next pass's ``least``: the guess, kept within ``low + 1..high`` (the root's range is ``low..high``)."""
    return min(max(guess, low + 1), high)


def best_turn(node: Node, root: int, leaves: dict[Key, Leaf]) -> CompoundMove:
    """A root turn worth the root's value (once it is exact): the first child whose range reaches it."""
    value = bounds(node, root, leaves)[0]
    return next(turn for turn, child in node.children if bounds(child, root, leaves)[0] >= value)


def test_gain(test: Test) -> tuple[bool, int, int, str | None]:
    """A frontier test, run by a worker: does the mover of ``test.pos`` gain at least ``test.at_least``?  One
    null-window pass of a proof (``ai.search`` told that the margin lies in ``at_least - 1..at_least`` past the
    kalahs, so it tests only that), its table following this machine's memory and, on a Dask worker, the worker's
    memory limit, kept from the tests (and proofs) this process ran before, one at a time, on the worker's threads.
    (answer, the gain found: at least it when the answer is yes, else ``at_least - 1``, nodes, the worker that ran
    it: None in this process)."""
    pos, at_least = ordinary(test.pos), test.at_least
    margin = kalahs_margin(pos)
    book = known_values(pos.variant.capture) if offered_at(pos) and ai.PROOF_READS_BOOK else None
    megabytes = proof_megabytes(worker.memory_limit_megabytes()) if test.megabytes is None else test.megabytes
    proof = ai.Proof(megabytes, ai.PROOF_ENDGAME_STONES, book=book,
                     resume=ai.ProofState(margin + at_least - 1, margin + at_least), threads=worker.threads())
    with ai.KEEPING:  # one table a process: its tests one by one
        result = ai.search(pos, Limit(level=5, seconds=UNBOUNDED), proof=proof, keep=True)
    gain = result.value - margin
    return gain >= at_least, gain, result.nodes, worker.address()


@dataclass(frozen=True)
class Split:
    """A split proof's outcome: the root's best turn and value (its range ``bounds``, one value when ``exact``),
    the tests run and their nodes, the frontier's positions."""

    move: CompoundMove
    value: int
    exact: bool
    bounds: tuple[int, int]
    tests: int
    nodes: int
    frontier: int


def _fresh(root: Node, side: int, leaves: dict[Key, Leaf], least: int, megabytes: int | None,
           started: set[Test]) -> Iterator[Test]:
    """The tests of a pass not started yet (added to ``started``), each taken when the tasks have room for it: the
    answers in between may have made some of them needless."""
    while True:
        todo = [test for test in wanted(root, side, leaves, least, megabytes) if test not in started]
        if not todo:
            return
        started.add(todo[0])
        yield todo[0]


def guess_of(pos: Position) -> int:
    """The first pass's guess: the book's value where it has one (and the proofs read it), else a search of
    ``GUESS_NODES`` nodes on one thread (the same guess whatever the machine and its load, so the same tests)."""
    known = book_margin(ordinary(pos)) if offered_at(pos) and ai.PROOF_READS_BOOK else None
    if known is not None:
        return known
    return ai.search(ordinary(pos), Limit(level=5, nodes=GUESS_NODES)).value


def prove(pos: Position, turns: int, guess: int, tasks: Tasks, told: Callable[[int, int], None] | None = None,
          until: Callable[[], bool] = lambda: False, megabytes: int | None = None) -> Split:
    """The exact value of ``pos`` (not over) for its mover: the tree cut ``turns`` whole turns down, the frontier
    tested by ``tasks`` pass after pass from ``guess`` (see the module docstring).  ``told(done, total)`` hears of
    each test done (``total``: those done and those the pass still wants); when ``until()`` says so (the time is
    up) it stops after a test with the range proved.  Each test's table is of ``megabytes`` (None: what its
    worker's memory allows); a position's tests go to the worker that tested it before."""
    root, leaves = cut(pos, turns)
    side = root.pos.to_move
    low, high = bounds(root, side, leaves)
    done = nodes = 0
    homes: dict[Key, str | None] = {}  # the worker that tested a position last: its table holds what that test found
    while low < high and not until():
        least = next_test(low, high, guess)
        started: set[Test] = set()  # this pass's (one cancelled at the end of a pass may be wanted again)
        fresh = _fresh(root, side, leaves, least, megabytes, started)
        for test, (answer, gain, searched, where) in tasks.results(test_gain, fresh, lambda test: homes.get(test.key)):
            leaves[test.key].learn(test.at_least, answer, gain)
            homes[test.key] = where
            done, nodes = done + 1, nodes + searched
            if told is not None:  # and the tests this pass still wants (those in flight among them)
                told(done, done + len(wanted(root, side, leaves, least)))
            low, high = bounds(root, side, leaves)
            if low >= least or high < least or until():
                break
        low, high = bounds(root, side, leaves)
        guess = low + 1 if low >= least else high
    move = best_turn(root, side, leaves) if low == high and root.children else ()
    return Split(move, low, low == high, (low, high), done, nodes, len(leaves))
