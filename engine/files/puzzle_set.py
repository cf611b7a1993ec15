"""The shipped puzzle set (pure): ``assets/puzzles/puzzles.jsonl.gz``, checked against the assets' manifest before
it is read (``engine.files.integrity``); a set missing or damaged offers no puzzles and crashes nothing (the file
is named among those refused, as Kalah's book is).  The puzzles themselves are ``engine.training.puzzle``'s."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from engine.files.integrity import refuse, usable
from engine.files.paths import ASSETS
from engine.training.puzzle import Puzzle, PuzzleError, read_set

PUZZLES = "puzzles/puzzles.jsonl.gz"  # under the assets, and in their manifest
PUZZLES_FILE = ASSETS / PUZZLES


def read_file(path: Path) -> tuple[Puzzle, ...]:
    """The puzzles of the set at ``path`` (no manifest asked); ``PuzzleError`` when it cannot be read whole."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise PuzzleError(f"{path}: {error.strerror or error}") from None
    return read_set(data)


@lru_cache(maxsize=1)
def load_set() -> tuple[Puzzle, ...]:
    """Every shipped puzzle, read once; none when the set is missing or damaged (it is refused, and said)."""
    if not usable(ASSETS, PUZZLES):
        return ()
    try:
        return read_file(PUZZLES_FILE)
    except PuzzleError:  # an unlisted file that is not a set
        refuse(PUZZLES_FILE)
        return ()
