"""The data behind ``main.py analyse kalah`` and ``main.py replay`` (pure; spec/kalah.md, spec/cli.md).

The command line parses its options, calls these functions and prints the result (as JSON or
as text).  Bad input raises a ``ValueError`` subclass whose message is one line:
``InvalidPositionError`` for a desk, ``RecordError`` for a record.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.duels.limits import Limit
from games.kalah import endgame
from games.kalah.ai import PROOF_ENDGAME_STONES, PROOF_MEGABYTES, PROOF_READS_BOOK, Proof, ProofState, search
from games.kalah.perfect import book_margin, known_values, offered_at
from games.kalah.record import Record, parse_record, positions
from games.kalah.rules import (
    LETTERS,
    NO_SWAP,
    STANDARD,
    SWAP,
    Position,
    Variant,
    apply,
    apply_compound,
    compound_moves,
    format_position,
    is_over,
    legal_moves,
    outcome,
    parse_desk,
)


def _asked(desk_text: str, to_move_text: str, seconds: float, capture: str) -> Position:
    """The position a command asks about (``seconds`` checked too): a one-line ``ValueError`` when wrong."""
    if not seconds > 0:
        raise ValueError(f"seconds must be more than 0, not {seconds}")
    return parse_desk(desk_text, to_move_text, Variant(capture))


def analyse(
    desk_text: str,
    to_move_text: str,
    seconds: float,
    clock: Callable[[], float] = time.monotonic,
    capture: str = STANDARD,
    megabytes: int = PROOF_MEGABYTES,
    resume: ProofState | None = None,
    report: Callable[[ProofState], None] | None = None,
) -> dict[str, Any]:
    """The strongest level's move in a position under the capture rule ``capture``, with its value and
    the search figures: a search that tries to prove the value (``ai.Proof``, its table within ``megabytes``;
    ``resume`` and ``report`` as there).  In the games the perfect player's book covers (3 and 4 stones a pit), the
    book's value of the position is the proof's first guess, and the proof reads the book's values of the positions
    it meets as proved (``perfect.known_values``; not with ``ARSAC_KALAH_PROOF_BOOK=0``): the book's own positions
    and their next turns' are then valued at once.

    ``{"move": [pits], "value": V, "exact": bool, "depth": N, "nodes": N, "nps": N, "bounds": [L, H]}``:
    ``value`` is the mover's kalah minus the opponent's, at the end of the game when ``exact``; ``bounds``
    the least and the most the final margin with perfect play can be, as far as the proof got (null under
    the pie rule's first turn, which is not proved).
    """
    pos = _asked(desk_text, to_move_text, seconds, capture)
    if megabytes < 1:
        raise ValueError(f"the table needs at least 1 MB, not {megabytes}")
    covered = offered_at(pos)  # the book is read only for the games it covers (0.9 s)
    guess = book_margin(pos) if covered else None
    book = known_values(pos.variant.capture) if covered and PROOF_READS_BOOK else None
    # every turn leads to a position the book holds: the proof reads their values, and needs no large endgame table
    stones = endgame.STONES if book is not None and book_values(pos) is not None else PROOF_ENDGAME_STONES
    proof = Proof(megabytes, stones, guess=guess, resume=resume, report=report, book=book)
    result = search(pos, Limit(level=5, seconds=seconds, clock=clock), proof=proof)
    return {
        "move": [move.pit for move in result.move],
        "value": result.value,
        "exact": result.exact,
        "depth": result.depth,
        "nodes": result.nodes,
        "nps": result.nps,
        "bounds": None if result.bounds is None else list(result.bounds),
    }


@dataclass(frozen=True)
class MoveValue:
    """What one first sowing of the side to move is worth: the whole turn that follows it best (the
    first sowing alone when it ends the turn), and the mover's final margin with perfect play from then
    on when ``exact``, the search's estimate at ``depth`` compound moves otherwise; ``nodes`` searched."""

    turn: tuple[int, ...]
    value: int
    exact: bool
    depth: int
    nodes: int


def move_values(pos: Position, seconds: float, clock: Callable[[], float] = time.monotonic) -> tuple[MoveValue, ...]:
    """Every legal first sowing of ``pos``'s mover valued, each searched for an equal share of ``seconds``
    (what the board's analysis shows, computed in the computer's worker); exact at once where the perfect
    player's book holds every turn's result (``book_values``)."""
    known = book_values(pos)
    if known is not None:
        return known
    firsts = legal_moves(pos)
    values = []
    for first in firsts:
        after = apply(pos, first)
        result = search(after, Limit(level=5, seconds=seconds / len(firsts), clock=clock))
        again = after.to_move == pos.to_move  # an extra move: the continuation is the mover's
        values.append(MoveValue((first.pit, *(move.pit for move in result.move)) if again else (first.pit,),
                                result.value if again else -result.value, result.exact, result.depth, result.nodes))
    return tuple(values)


def book_values(pos: Position) -> tuple[MoveValue, ...] | None:
    """Every legal first sowing of ``pos``'s mover valued exactly from the perfect player's book
    (games/kalah/perfect.py: the first plies of 3 and 4 stones a pit), each with its best whole turn, when the
    book holds the position every whole turn leads to; None when it misses one (or a swap is still to come).
    ``depth`` and ``nodes`` are 0: nothing was searched."""
    if pos.opening != NO_SWAP:
        return None
    best: dict[int, MoveValue] = {}
    for turn in compound_moves(pos):
        after = apply_compound(pos, turn)
        margin = book_margin(after)
        if margin is None:
            return None
        value = margin if after.to_move == pos.to_move else -margin
        first = turn[0].pit
        if first not in best or value > best[first].value:
            best[first] = MoveValue(tuple(move.pit for move in turn), value, True, 0, 0)
    return tuple(best[move.pit] for move in legal_moves(pos))


def analyse_moves(
    desk_text: str,
    to_move_text: str,
    seconds: float,
    clock: Callable[[], float] = time.monotonic,
    capture: str = STANDARD,
) -> dict[str, Any]:
    """The value of every legal first sowing of the side to move (under the capture rule ``capture``), with
    the compound continuation that follows it best (``move_values``).

    ``{"to_move": "A", "moves": [{"move": [pits], "value": V, "exact": bool, "depth": N}, ...], "best": [pits],
    "value": V, "exact": bool, "nodes": N}``: values are the mover's final margin with perfect play from
    then on when ``exact``, the search's estimate otherwise; ``best`` is the first of the highest.
    """
    pos = _asked(desk_text, to_move_text, seconds, capture)
    if is_over(pos):
        raise ValueError("the game is over: no move to value")
    values = move_values(pos, seconds, clock)
    rows = [{"move": list(v.turn), "value": v.value, "exact": v.exact, "depth": v.depth} for v in values]
    best = max(values, key=lambda v: v.value)
    return {"to_move": LETTERS[pos.to_move], "moves": rows, "best": list(best.turn), "value": best.value,
            "exact": all(v.exact for v in values), "nodes": sum(v.nodes for v in values)}


def _winner(pos: Position) -> str | None:
    result = outcome(pos)
    if result is None:
        return None
    return "draw" if result.winner is None else LETTERS[result.winner]


def _as_record(record: Record | str) -> Record:
    return record if isinstance(record, Record) else parse_record(record)


def replay(record: Record | str) -> dict[str, Any]:
    """``{"moves": [["A", [1, 2]], ...], "final": [14 numbers], "score": [A, B], "winner": ...}``; the pie
    rule's swap is ``["B", ["swap"]]``.

    ``record`` is a checked ``Record`` or a ``.klh`` text.  ``winner`` is ``"A"``, ``"B"`` or
    ``"draw"``, and ``None`` when the record stops before the end.
    """
    record = _as_record(record)
    final = positions(record)[-1]
    return {
        "moves": [[LETTERS[turn.side], [str(move) if move == SWAP else move.pit for move in turn.moves]]
                  for turn in record.turns],
        "final": list(final.desk),
        "score": [final.desk[6], final.desk[13]],
        "winner": _winner(final),
    }


def _score_line(pos: Position) -> str:
    a, b = pos.desk[6], pos.desk[13]
    winner = _winner(pos)
    verdict = "game not finished" if winner is None else "draw" if winner == "draw" else f"{winner} wins"
    return f"score: A {a}, B {b} ({verdict})"


def replay_text(record: Record | str) -> str:
    """The start, each compound move followed by the position in the two-line form, the score last."""
    record = _as_record(record)
    reached = positions(record)
    lines = ["start", format_position(reached[0])]
    for turn, pos in zip(record.turns, reached[1:]):
        lines += [str(turn), format_position(pos)]
    lines.append(_score_line(reached[-1]))
    return "\n".join(lines) + "\n"
