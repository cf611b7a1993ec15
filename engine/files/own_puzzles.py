"""The person's own puzzles (pure): their mistakes to retry (engine/training/mistakes.py), kept in
``own_puzzles.json`` in the user's data folder::

    {"version": 1, "puzzles": [{"id": "mine-kalah-0123456789", "game": "kalah", "desk": [...], "answer": ["3"],
                                "played": ["5"], "label": "blunder", "at": 1764300000.0, "due": 1764386400.0,
                                "tries": 0, "right": 0, "run": 0, ...}]}

Kept as the tries at puzzles are (engine/files/puzzle_tries.py): each change (a puzzle added, a try's result) is
read, merged and written atomically under the folder's lock (``KeptFile.change``), so a kill loses at most the
change being made and two windows' changes all count.  A puzzle already kept is never replaced by the same one
found again (its record stays).  A file that cannot be read is set aside as ``own_puzzles.json.damaged`` with a
notice; a puzzle of the wrong shape is dropped, the others kept.  Loading never raises.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from pathlib import Path
from types import MappingProxyType
from typing import Any

from engine.files.atomic import write_text_atomic
from engine.files.json_file import Kept, KeptFile, Wording, load_kept, open_locked
from engine.language.translation import N_
from engine.training.mistakes import OwnPuzzle, due, own_from_data
from engine.training.puzzle import PuzzleError

VERSION = 1
MAX_BYTES = 8 * 1024 * 1024
MAX_PUZZLES = 10_000

Shelf = MappingProxyType  # the own puzzles by id, read-only: what the file holds
EMPTY: Shelf = MappingProxyType({})


def shelf(puzzles: Iterable[OwnPuzzle]) -> Shelf:
    return MappingProxyType({p.id: p for p in puzzles})


def to_json(puzzles: Shelf) -> str:
    return json.dumps({"version": VERSION, "puzzles": [p.data() for p in puzzles.values()]}, indent=1,
                      sort_keys=True) + "\n"


def save(puzzles: Shelf, path: Path) -> None:
    write_text_atomic(path, to_json(puzzles))


def from_data(data: dict) -> tuple[Shelf, list[str]]:
    """The puzzles in a parsed file, and what had to be dropped; never an exception."""
    if data.get("version") != VERSION:
        return EMPTY, ["the version"]
    raw: Any = data.get("puzzles")
    if not isinstance(raw, list) or len(raw) > MAX_PUZZLES:
        return EMPTY, ["the puzzles"]
    kept, bad = [], []
    for number, item in enumerate(raw, 1):
        try:
            kept.append(own_from_data(item))
        except PuzzleError:
            bad.append(f"puzzle {number}")
    return shelf(kept), bad


WORDS = Wording(N_("your own puzzles"), N_("Your own puzzles were damaged; they start again."),
                N_("Some of your own puzzles were damaged"), N_("new puzzles of your own"))


def load(path: Path) -> Kept[Shelf]:
    """Read the own puzzles at ``path``: anything wrong gives what could be kept, and a notice."""
    return load_kept(path, MAX_BYTES, from_data, EMPTY, save, WORDS)


class OwnPuzzleBook(KeptFile[Shelf]):
    """The own puzzles in use, each change written as it is made (``path`` None: in memory only, as in tests);
    ``now``: the clock of the tries, in seconds since the epoch (the arcade passes ``time.time``)."""

    words = WORDS

    def __init__(self, now: Callable[[], float], path: Path | None = None, kept: Kept[Shelf] | None = None) -> None:
        kept = kept or Kept(EMPTY)
        super().__init__(kept.value, path, kept.notice, kept.can_save)
        self.now = now

    @classmethod
    def open(cls, path: Path, now: Callable[[], float]) -> OwnPuzzleBook:
        return cls(now, path, open_locked(path, load))

    def save_file(self, value: Shelf, path: Path) -> None:
        save(value, path)

    def load_file(self, path: Path) -> Kept[Shelf]:
        return load(path)

    @property
    def puzzles(self) -> list[OwnPuzzle]:
        """Every own puzzle, the oldest game first."""
        return sorted(self.value.values(), key=lambda p: (p.at, p.id))

    def due(self) -> list[OwnPuzzle]:
        """The puzzles due now, the longest due first."""
        return due(self.value.values(), self.now())

    def add(self, puzzles: Iterable[OwnPuzzle]) -> None:
        """Keep new puzzles (one kept already stays as it is, its record with it)."""
        new = list(puzzles)
        if new:
            self.change(lambda kept: shelf([*kept.values(), *(p for p in new if p.id not in kept)]))

    def record(self, puzzle_id: str, right: bool) -> None:
        """A try at the own puzzle ``puzzle_id`` was made now: its schedule moves on (kept at once)."""
        at = self.now()
        self.change(lambda kept: shelf(p.tried(right, at) if p.id == puzzle_id else p for p in kept.values()))
