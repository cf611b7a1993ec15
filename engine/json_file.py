"""The user's small JSON files (pure): read bounded, parsed safely, a damaged one moved aside.

Shared by the settings (engine/settings.py) and the records of play (engine/records.py): a file
that cannot be read as a JSON object (too large, not UTF-8, not JSON, nested too deep) is never
thrown away but renamed ``NAME.damaged`` (``.damaged-2``… when that exists).
"""
from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path


def read_head(path: Path, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of ``path`` (one more than the limit tells a file too large);
    ``OSError`` as ``open`` raises it, ``FileNotFoundError`` included."""
    with path.open("rb") as handle:
        return handle.read(limit + 1)


def parse_object(raw: bytes, limit: int) -> dict:
    """The JSON object in ``raw``; ``ValueError`` for anything else (over ``limit`` bytes, not UTF-8,
    not JSON, nested too deep, a number too long, not an object)."""
    if len(raw) > limit:
        raise ValueError("too large")
    try:
        data = json.loads(raw.decode("utf-8"))
    except RecursionError as error:  # nested too deep for the parser
        raise ValueError("nested too deep") from error
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    return data


def move_aside(path: Path) -> Path:
    """Rename ``path`` to the first free ``NAME.damaged``, ``NAME.damaged-2``…; the new path (``OSError``)."""
    target = path.with_name(path.name + ".damaged")
    number = 2
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{number}")
        number += 1
    path.replace(target)
    return target


def set_aside(path: Path, save_repaired: Callable[[], None], what: str, unsaved: str) -> tuple[str, bool]:
    """Keep a damaged ``path`` under another name, then save what replaces it: (the notice, can save).

    When the file cannot be moved (a read-only folder) it is left untouched and saving stays off,
    so it is never overwritten; ``what`` begins the notice, ``unsaved`` names what will not be kept."""
    try:
        kept = move_aside(path)
    except OSError as error:
        return (f"{what} The file could not be set aside ({error.strerror or error}), "
                f"so {unsaved} will not be saved."), False
    try:
        save_repaired()
    except OSError:
        pass  # what is in use stays in memory; the next change tries to save again
    return f"{what} The old file is kept as {kept.name}.", True
