"""The data behind ``main.py analyse kalah`` and ``main.py replay`` (pure; spec/kalah.md, spec/cli.md).

The command line parses its options, calls these functions and prints the result (as JSON or
as text).  Bad input raises a ``ValueError`` subclass whose message is one line:
``InvalidPositionError`` for a desk, ``RecordError`` for a record.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from engine.duels.limits import Limit
from games.kalah.ai import search
from games.kalah.record import Record, parse_record, positions
from games.kalah.rules import LETTERS, Position, format_position, outcome, parse_desk


def analyse(
    desk_text: str,
    to_move_text: str,
    seconds: float,
    clock: Callable[[], float] = time.monotonic,
) -> dict[str, Any]:
    """The strongest level's move in a position, with its value and the search figures.

    ``{"move": [pits], "value": V, "exact": bool, "depth": N, "nodes": N, "nps": N}``: ``value``
    is the mover's kalah minus the opponent's, at the end of the game when ``exact``.
    """
    if not seconds > 0:
        raise ValueError(f"seconds must be more than 0, not {seconds}")
    pos = parse_desk(desk_text, to_move_text)
    result = search(pos, Limit(level=5, seconds=seconds, clock=clock))
    return {
        "move": [move.pit for move in result.move],
        "value": result.value,
        "exact": result.exact,
        "depth": result.depth,
        "nodes": result.nodes,
        "nps": result.nps,
    }


def _winner(pos: Position) -> str | None:
    result = outcome(pos)
    if result is None:
        return None
    return "draw" if result.winner is None else LETTERS[result.winner]


def _as_record(record: Record | str) -> Record:
    return record if isinstance(record, Record) else parse_record(record)


def replay(record: Record | str) -> dict[str, Any]:
    """``{"moves": [["A", [1, 2]], ...], "final": [14 numbers], "score": [A, B], "winner": ...}``.

    ``record`` is a checked ``Record`` or a ``.klh`` text.  ``winner`` is ``"A"``, ``"B"`` or
    ``"draw"``, and ``None`` when the record stops before the end.
    """
    record = _as_record(record)
    final = positions(record)[-1]
    return {
        "moves": [[LETTERS[turn.side], [move.pit for move in turn.moves]] for turn in record.turns],
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
