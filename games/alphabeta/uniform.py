"""A uniform game tree (pure): every position has ``BRANCHING`` turns, for ever, with values that make its
best turn the first (or, ``worst_first``, the last).  Knuth and Moore's best case is met on it exactly.

The value of each position, for its side to move, is known in advance: the root's is 0, and the ``i``-th
turn (from 0) of a position worth ``v`` leads to a position worth ``-v + i`` for the other side, so the first
turn is the best and each later one worse by one (in the worst-first tree the order is reversed).  The
evaluation is that value: exact, so searching best-looking first puts either tree in the best order.
"""
from __future__ import annotations

from dataclasses import dataclass

BRANCHING = 3


@dataclass(frozen=True)
class Node:
    """A position of the uniform tree: the turns taken from the root (1 to ``BRANCHING`` each), its value."""

    path: tuple[int, ...] = ()
    value: int = 0
    worst_first: bool = False


def turns(pos: Node) -> tuple[tuple[str, Node], ...]:
    """The ``BRANCHING`` turns, named 1, 2, 3…"""
    last = BRANCHING - 1
    return tuple((str(i + 1), Node(pos.path + (i + 1,), -pos.value + (last - i if pos.worst_first else i),
                                   pos.worst_first)) for i in range(BRANCHING))


def mover(pos: Node) -> int:
    return len(pos.path) % 2


def over(pos: Node) -> bool:
    return False


def evaluate(pos: Node) -> int:
    return pos.value


def start() -> Node:
    return Node()


EXAMPLES = {"ordering": Node(worst_first=True), "forced": Node()}

SIDES = ("A", "B")


def desk(pos: Node) -> tuple[tuple[str, ...], ...]:
    """The position as the turns taken from the root."""
    return (tuple(str(turn) for turn in pos.path) or ("\u2014",),)
