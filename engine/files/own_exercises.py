"""The person's own exercises (pure): their mistakes to retry (engine/training/mistakes.py), kept in
``own_exercises.json`` in the user's data folder::

    {"version": 2, "exercises": [{"id": "mine-kalah-0123456789", "game": "kalah", "desk": [...], "answer": ["3"],
                                "played": ["5"], "label": "blunder", "at": 1764300000.0, "due": 1764386400.0,
                                "tries": 0, "right": 0, "run": 0, ...}]}

Kept as the tries at exercises are (engine/files/exercise_tries.py): each change (an exercise added, a try's result) is
read, merged and written atomically under the folder's lock (``KeptFile.change``), so a kill loses at most the
change being made and two windows' changes all count.  An exercise already kept is never replaced by the same one
found again (its record stays).  A file that cannot be read is set aside as ``own_exercises.json.damaged`` with a
notice; an exercise of the wrong shape is dropped, the others kept.  Loading never raises.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from pathlib import Path
from types import MappingProxyType
from typing import Any

from engine.files.atomic import write_text_atomic
from engine.files.former_names import FORMER_VERSION, in_todays_words
from engine.files.json_file import Kept, KeptFile, Wording, load_kept, open_locked
from engine.language.translation import N_
from engine.training.exercise import ExerciseError
from engine.training.mistakes import OwnExercise, due, own_from_data

VERSION = 2  # 1: written before the training's exercises were named apart from puzzles
MAX_BYTES = 8 * 1024 * 1024
MAX_EXERCISES = 10_000

Shelf = MappingProxyType  # the own exercises by id, read-only: what the file holds
EMPTY: Shelf = MappingProxyType({})


def shelf(exercises: Iterable[OwnExercise]) -> Shelf:
    return MappingProxyType({p.id: p for p in exercises})


def to_json(exercises: Shelf) -> str:
    return json.dumps({"version": VERSION, "exercises": [p.data() for p in exercises.values()]}, indent=1,
                      sort_keys=True) + "\n"


def save(exercises: Shelf, path: Path) -> None:
    write_text_atomic(path, to_json(exercises))


def from_data(data: dict) -> tuple[Shelf, list[str]]:
    """The exercises in a parsed file, and what had to be dropped; never an exception."""
    if data.get("version") == FORMER_VERSION:
        data = in_todays_words(data)
    elif data.get("version") != VERSION:
        return EMPTY, ["the version"]
    raw: Any = data.get("exercises")
    if not isinstance(raw, list) or len(raw) > MAX_EXERCISES:
        return EMPTY, ["the exercises"]
    kept, bad = [], []
    for number, item in enumerate(raw, 1):
        try:
            kept.append(own_from_data(item))
        except ExerciseError:
            bad.append(f"exercise {number}")
    return shelf(kept), bad


WORDS = Wording(N_("your own exercises"), N_("Your own exercises were damaged; they start again."),
                N_("Some of your own exercises were damaged"), N_("new exercises of your own"))


def load(path: Path) -> Kept[Shelf]:
    """Read the own exercises at ``path``: anything wrong gives what could be kept, and a notice."""
    return load_kept(path, MAX_BYTES, from_data, EMPTY, save, WORDS)


class OwnExerciseBook(KeptFile[Shelf]):
    """The own exercises in use, each change written as it is made (``path`` None: in memory only, as in tests);
    ``now``: the clock of the tries, in seconds since the epoch (the arcade passes ``time.time``)."""

    words = WORDS

    def __init__(self, now: Callable[[], float], path: Path | None = None, kept: Kept[Shelf] | None = None) -> None:
        kept = kept or Kept(EMPTY)
        super().__init__(kept.value, path, kept.notice, kept.can_save)
        self.now = now

    @classmethod
    def open(cls, path: Path, now: Callable[[], float]) -> OwnExerciseBook:
        return cls(now, path, open_locked(path, load))

    def save_file(self, value: Shelf, path: Path) -> None:
        save(value, path)

    def load_file(self, path: Path) -> Kept[Shelf]:
        return load(path)

    @property
    def exercises(self) -> list[OwnExercise]:
        """Every own exercise, the oldest game first."""
        return sorted(self.value.values(), key=lambda p: (p.at, p.id))

    def due(self) -> list[OwnExercise]:
        """The exercises due now, the longest due first."""
        return due(self.value.values(), self.now())

    def add(self, exercises: Iterable[OwnExercise]) -> None:
        """Keep new exercises (one kept already stays as it is, its record with it)."""
        new = list(exercises)
        if new:
            self.change(lambda kept: shelf([*kept.values(), *(p for p in new if p.id not in kept)]))

    def record(self, exercise_id: str, right: bool) -> None:
        """A try at the own exercise ``exercise_id`` was made now: its schedule moves on (kept at once)."""
        at = self.now()
        self.change(lambda kept: shelf(p.tried(right, at) if p.id == exercise_id else p for p in kept.values()))
