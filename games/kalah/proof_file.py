"""How far ``analyse kalah``'s proof of a position got, kept in the cache folder (pure): the next run goes on from it.

A proof stopped before its end (Ctrl-C, or its time up) leaves a small JSON file, ``kalah-proof-<rule>-<desk>-<side>.json``:
the range its value was proved to lie in and, for the null-window pass under way, the root's turns already refuted
(``ai.ProofState``).  A proof that ends exact removes it.  The file is written atomically; one that is damaged,
truncated or of another position is left aside (the proof starts afresh) with a message, never a crash.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from engine.files.atomic import write_text_atomic
from games.kalah.ai import ProofState
from games.kalah.rules import LETTERS, Position

KIND = "arsac-arcade kalah proof v1"


def path_of(folder: Path, pos: Position) -> Path:
    """The file of the proof of ``pos`` in ``folder``."""
    desk = "-".join(map(str, pos.desk))
    return folder / f"kalah-proof-{pos.variant.capture}-{desk}-{LETTERS[pos.to_move]}.json"


def _fields(pos: Position) -> dict:
    return {"kind": KIND, "capture": pos.variant.capture, "desk": list(pos.desk), "to_move": LETTERS[pos.to_move]}


def save(folder: Path, pos: Position, state: ProofState) -> Path:
    """Keep ``state`` for the next proof of ``pos`` (``OSError`` when the folder cannot be written)."""
    where = path_of(folder, pos)
    data = {**_fields(pos), "lower": state.lower, "upper": state.upper, "testing": state.testing,
            "refuted": [[list(pits), most] for pits, most in state.refuted]}
    write_text_atomic(where, json.dumps(data) + "\n")
    return where


def load(folder: Path, pos: Position, say: Callable[[str], None]) -> ProofState | None:
    """What an earlier proof of ``pos`` kept, or None: no file, or one that cannot serve (``say`` is told why,
    in English, and the file is left for the next save to replace)."""
    where = path_of(folder, pos)
    try:
        data = json.loads(where.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or {key: data.get(key) for key in _fields(pos)} != _fields(pos):
            raise ValueError("not a proof of this position")
        state = ProofState(_whole(data["lower"]), _whole(data["upper"]),
                           None if data["testing"] is None else _whole(data["testing"]),
                           tuple((tuple(_whole(pit) for pit in pits), _whole(most)) for pits, most in data["refuted"]))
        if not state.lower < state.upper or (state.testing is not None and not state.lower < state.testing <= state.upper):
            raise ValueError("bounds out of order")
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError) as error:  # json's errors are ValueErrors
        say(f"{where.name}: {error}")
        return None
    return state


def forget(folder: Path, pos: Position) -> None:
    """The proof of ``pos`` is done: its file goes (nothing to do when there is none or it cannot go)."""
    try:
        path_of(folder, pos).unlink(missing_ok=True)
    except OSError:
        pass


def _whole(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"not a whole number: {value!r}")
    return value
