"""The shipped exercise set (pure): ``assets/exercises/exercises.jsonl.gz``, checked against the assets' manifest before
it is read (``engine.files.integrity``); a set missing or damaged offers no exercises and crashes nothing (the file
is named among those refused, as Kalah's book is).  The exercises themselves are ``engine.training.exercise``'s."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from engine.files.integrity import refuse, usable
from engine.files.paths import ASSETS
from engine.training.exercise import Exercise, ExerciseError, read_set

EXERCISES = "exercises/exercises.jsonl.gz"  # under the assets, and in their manifest
EXERCISES_FILE = ASSETS / EXERCISES


def read_file(path: Path) -> tuple[Exercise, ...]:
    """The exercises of the set at ``path`` (no manifest asked); ``ExerciseError`` when it cannot be read whole."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise ExerciseError(f"{path}: {error.strerror or error}") from None
    return read_set(data)


@lru_cache(maxsize=1)
def load_set() -> tuple[Exercise, ...]:
    """Every shipped exercise, read once; none when the set is missing or damaged (it is refused, and said)."""
    if not usable(ASSETS, EXERCISES):
        return ()
    try:
        return read_file(EXERCISES_FILE)
    except ExerciseError:  # an unlisted file that is not a set
        refuse(EXERCISES_FILE)
        return ()
