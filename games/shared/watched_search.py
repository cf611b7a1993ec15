"""A duel's search, watched: minimax, alpha-beta and alpha-beta with move ordering as step events (pure).

Knuth and Moore's "An analysis of alpha-beta pruning" (1975), the article the book's Kalah program was
written to illustrate, written here in minimax form so that it can be shown: the side to move at the root
is MAX, the other MIN, and every value is the root's side's (the game's evaluation, for the side to move,
is turned round at the other side's positions).

- ``MINIMAX``: every turn of every position down to the horizon (``depth`` whole turns) is searched;
- ``ALPHABETA``: Knuth and Moore's procedure F2 (fail-hard): a MAX position searches its turns with the
  window (α, β) and stops as soon as its value reaches β (the opponent, one level up, already has a turn
  that keeps it to β: a *β cut-off*); a MIN position stops as soon as its value falls to α (an *α cut-off*);
- ``ORDERED``: the same, each position's turns searched best-looking first (the evaluation of the
  position each turn leads to, best for the side to move first; ties keep the game's order).

``search`` is a generator of small frozen step events (``Enter``, ``Leaf``, ``Improve``, ``Cutoff``,
``Backup`` and, at the end, ``Solution(1, Principal(...))``); quiet (``watch=False``) it yields the
``Solution`` alone.  It returns its counts: ``{"value", "nodes", "leaves", "cutoffs", "line"}``: nodes are the
positions visited (the root included), leaves those evaluated (at the horizon or at the end of a game),
cut-offs those that left at least one turn unsearched, the line the principal line's turns.

A game is searched through a ``SearchGame``: its whole turns (a Kalah compound move is one turn), the side
to move, whether the game is over, and its evaluation.  Nodes are named by their *path*, the indices of the
turns taken from the root in the order searched.
"""
from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from engine.language.translation import N_, _, number
from engine.puzzles.steps import Solution, Step, StepEvent, drain

MINIMAX, ALPHABETA, ORDERED = "minimax", "alphabeta", "ordered"
METHODS = (MINIMAX, ALPHABETA, ORDERED)
METHOD_NAMES = {MINIMAX: N_("Minimax"), ALPHABETA: N_("Alpha-beta"), ORDERED: N_("Alpha-beta, best first")}
INFINITY = math.inf
DEEPEST = 8  # the command line's deepest search, in whole turns (the window's: 6)
EXACT, LOWER, UPPER = "exact", "lower", "upper"  # a value, or a bound of it (>= value, <= value)
BETA_CUT, ALPHA_CUT = "beta", "alpha"

Path = tuple[int, ...]


class SearchGame(Protocol):
    """What the watched search asks of a game (an entry's ``watch`` module provides it)."""

    def turns(self, pos: Any) -> Sequence[tuple[str, Any]]:
        """Every whole turn of the side to move, in the game's order: its notation and the position after it."""
        ...

    def mover(self, pos: Any) -> int: ...

    def over(self, pos: Any) -> bool: ...

    def evaluate(self, pos: Any) -> int:
        """The position's value for the side to move (the final margin when the game is over)."""
        ...


@dataclass(frozen=True, slots=True)
class Enter(StepEvent):
    """The search enters a position: the turn that led there ("" at the root), its window, and its turns in
    the order they will be searched (none: a leaf)."""

    path: Path
    turn: str
    alpha: float
    beta: float
    maximizing: bool
    turns: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Leaf(StepEvent):
    """A position evaluated: at the horizon, or at the end of a game (``end``)."""

    path: Path
    value: int
    end: bool


@dataclass(frozen=True, slots=True)
class Improve(StepEvent):
    """A turn gave the position a better value; its window is now (``alpha``, ``beta``: minimax has none, and
    keeps (−∞, +∞))."""

    path: Path
    value: float
    alpha: float
    beta: float


@dataclass(frozen=True, slots=True)
class Cutoff(StepEvent):
    """The position's value reached its bound: its ``pruned`` last turns are not searched.

    ``kind`` is ``BETA_CUT`` (a MAX position, ``value >= bound``, β) or ``ALPHA_CUT`` (MIN, ``value <= bound``, α)."""

    path: Path
    kind: str
    value: float
    bound: float
    pruned: int


@dataclass(frozen=True, slots=True)
class Backup(StepEvent):
    """The position's value is known and goes up to its parent: exact, or a bound (``LOWER``: at least,
    ``UPPER``: at most) when the window cut the search short."""

    path: Path
    value: float
    bound: str


@dataclass(frozen=True, slots=True)
class Principal:
    """The search's answer: the root's value and the principal line (its turns, and their path)."""

    value: int
    line: tuple[str, ...]
    path: Path


def search(game: SearchGame, root: Any, depth: int, method: str, watch: bool = True) -> Generator[Step, None, dict]:
    """Search ``root`` ``depth`` whole turns deep with ``method``; the steps, then the counts (module docstring)."""
    if method not in METHODS:
        raise ValueError(f"the method is one of {', '.join(METHODS)}, not {method!r}")
    side = game.mover(root)
    pruning, ordering = method != MINIMAX, method == ORDERED
    counts = {"nodes": 0, "leaves": 0, "cutoffs": 0}

    def seen(pos: Any) -> int:
        value = game.evaluate(pos)
        return value if game.mover(pos) == side else -value

    def visit(pos: Any, path: Path, turn: str, left: int, alpha: float,
              beta: float) -> Generator[Step, None, tuple[float, tuple[str, ...], Path]]:
        counts["nodes"] += 1
        maximizing = game.mover(pos) == side
        turns: Sequence[tuple[str, Any]] = game.turns(pos) if left else ()
        if ordering and len(turns) > 1:
            turns = sorted(turns, key=lambda t: seen(t[1]), reverse=maximizing)
        if watch:
            yield Enter(path, turn, alpha, beta, maximizing, tuple(label for label, _ in turns))
        if not turns:
            counts["leaves"] += 1
            score = seen(pos)
            if watch:
                yield Leaf(path, score, left > 0 or game.over(pos))
                yield Backup(path, score, EXACT)
            return score, (), ()
        best = alpha if maximizing else beta
        line: tuple[str, ...] = ()
        where: Path = ()
        bound = UPPER if maximizing else LOWER  # until a turn does better than the window's own side
        for index, (label, child) in enumerate(turns):
            low, high = (best, beta) if maximizing else (alpha, best)
            value, rest, below = yield from visit(child, path + (index,), label, left - 1, *(
                (low, high) if pruning else (-INFINITY, INFINITY)))
            if value > best if maximizing else value < best:
                best, line, where, bound = value, (label,) + rest, (index,) + below, EXACT
                if watch:
                    window = ((best, beta) if maximizing else (alpha, best)) if pruning else (alpha, beta)
                    yield Improve(path, best, *window)
                if pruning and (best >= beta if maximizing else best <= alpha):
                    bound = LOWER if maximizing else UPPER
                    pruned = len(turns) - index - 1
                    if pruned:
                        counts["cutoffs"] += 1
                        if watch:
                            yield Cutoff(path, BETA_CUT if maximizing else ALPHA_CUT, best,
                                         beta if maximizing else alpha, pruned)
                    break
        if watch:
            yield Backup(path, best, bound)
        return best, line, where

    value, line, where = yield from visit(root, (), "", depth, -INFINITY, INFINITY)
    result = Principal(int(value), line, where)
    yield Solution(1, result)
    return {"value": result.value, **counts, "line": list(line)}


class Stopped(Exception):
    """A search of a ``Stoppable`` game told to stop."""


@dataclass(frozen=True)
class Stoppable:
    """``game``, whose turns end a search of it (``Stopped``) once ``stopped()`` says so: counts run on a thread,
    given up when the viewer starts another search or leaves, so no forgotten search keeps a core busy."""

    game: SearchGame
    stopped: Callable[[], bool]

    def turns(self, pos: Any) -> Sequence[tuple[str, Any]]:
        if self.stopped():
            raise Stopped
        return self.game.turns(pos)

    def mover(self, pos: Any) -> int:
        return self.game.mover(pos)

    def over(self, pos: Any) -> bool:
        return self.game.over(pos)

    def evaluate(self, pos: Any) -> int:
        return self.game.evaluate(pos)


def counts(game: SearchGame, root: Any, depth: int, method: str) -> dict:
    """The counts of a search run to its end unwatched (``search``'s return value)."""
    return drain(search(game, root, depth, method, watch=False))[1]


def best_case_leaves(branching: int, depth: int) -> int:
    """Knuth and Moore's best case: the leaves alpha-beta examines on a uniform tree searched best turn first,
    b^⌈d/2⌉ + b^⌊d/2⌋ − 1."""
    return branching ** ((depth + 1) // 2) + branching ** (depth // 2) - 1


def one_move_a_turn(rules: Any, label: Callable[[Any], str]) -> tuple[Callable[[Any], tuple[tuple[str, Any], ...]],
                                                                   Callable[[Any], int], Callable[[Any], bool]]:
    """``turns``, ``mover`` and ``over`` of a ``SearchGame`` for a duel whose turn is one move of its rules
    module (``legal_moves``, ``apply``, ``to_move``, ``outcome``), each turn named by ``label(move)``."""

    def turns(pos: Any) -> tuple[tuple[str, Any], ...]:
        return tuple((label(move), rules.apply(pos, move)) for move in rules.legal_moves(pos))

    def mover(pos: Any) -> int:
        return int(rules.to_move(pos))

    def over(pos: Any) -> bool:
        return rules.outcome(pos) is not None

    return turns, mover, over


def keys(rules: Any, rule_of: Callable[[Any], str], params_for: dict[str, Any]) -> tuple[Callable[[Any], str],
                                                                                      Callable[[str], Any]]:
    """``position_key`` and ``from_key`` for a duel whose position text (its rules module's ``position_text``)
    leaves out a rule of the game: the key is the text, `` ; `` and the rule's name (``rule_of(pos)``), read
    back under ``params_for[name]``; ``from_key`` raises ``ValueError`` saying what is wrong."""

    def position_key(pos: Any) -> str:
        return f"{rules.position_text(pos)} ; {rule_of(pos)}"

    def from_key(key: str) -> Any:
        text, _semicolon, rule = key.rpartition(";")
        if rule.strip() not in params_for:
            raise ValueError(_("not a position of this game: {text!r}").format(text=key[:60]))
        return rules.position_from_text(text.rstrip(), params_for[rule.strip()])  # a picture may start with blanks

    return position_key, from_key


def position_along(game: SearchGame, root: Any, line: Sequence[str]) -> Any:
    """The position reached from ``root`` by the turns of ``line`` (``KeyError`` for a turn not there)."""
    pos = root
    for label in line:
        pos = dict(game.turns(pos))[label]
    return pos


def add_depth_arguments(parser: argparse.ArgumentParser) -> None:
    """``--depth N`` and ``--method``: an ``analyse`` that runs the watched search to a fixed depth."""
    parser.add_argument("--depth", type=_depth, default=None,
                        help=_("search exactly N whole turns deep (1 to {deepest}) and print the counts").format(
                            deepest=DEEPEST))
    parser.add_argument("--method", choices=METHODS, default=ALPHABETA,
                        help=_("with --depth: minimax, alphabeta (Knuth and Moore) or ordered (best-looking turn "
                               "first); default alphabeta"))


def _depth(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= DEEPEST:
        raise argparse.ArgumentTypeError(_("the depth is a number of turns from 1 to {deepest}, not {text}").format(
            deepest=DEEPEST, text=text))
    return int(text)


def analyse_to_depth(game: SearchGame, root: Any, depth: int, method: str) -> tuple[str, dict]:
    """``analyse … --depth N --method M``: the value, counts and principal line, in words and as data."""
    data = counts(game, root, depth, method)
    text = _("Value {value} ({method}, depth {depth}): {nodes} positions, {leaves} leaves, {cutoffs} cut-offs; "
             "line {line}").format(value=f"{data['value']:+d}", method=_(METHOD_NAMES[method]), depth=depth,
                                   nodes=number(data["nodes"]), leaves=number(data["leaves"]),
                                   cutoffs=number(data["cutoffs"]), line=" \u00b7 ".join(data["line"]) or "\u2014")
    return text, data
