"""The training's files as written before it was named apart from the book's puzzles (pure).

Until then the training's exercises were called puzzles: the tries were kept in ``puzzle_tries.json`` and the
person's own exercises in ``own_puzzles.json``, both at version 1, whose keys said ``puzzle`` and ``puzzles``.
``moved`` gives such a file today's name (an atomic rename, once, when today's file is not there yet) and
``in_todays_words`` reads a version-1 file's keys as today's, so nobody's tries, rating or mistakes are lost.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

FORMER_FILES = {"exercise_tries.json": "puzzle_tries.json", "own_exercises.json": "own_puzzles.json"}
FORMER_VERSION = 1  # the files' version written in the former words
TODAYS_WORDS = {"puzzle": "exercise", "puzzles": "exercises"}


def moved(path: Path) -> Path:
    """``path``, its former file renamed to it first when only the former is there (two arcades starting at once:
    one renames, the other finds it done)."""
    former = FORMER_FILES.get(path.name)
    if former is not None and not path.exists():
        try:
            os.replace(path.with_name(former), path)
        except OSError:  # no former file, or another window moved it first
            pass
    return path


def in_todays_words(data: Any) -> Any:
    """A parsed file of the former version with its keys in today's words, at every depth (the version kept: the
    reader checks it; ids and themes never say ``puzzle``)."""
    if isinstance(data, dict):
        return {TODAYS_WORDS.get(key, key): in_todays_words(value) for key, value in data.items()}
    if isinstance(data, list):
        return [in_todays_words(value) for value in data]
    return data
