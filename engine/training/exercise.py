"""Exercises from perfect play (pure): a position of a duel whose best play needs exactly one whole turn, proved.

A ``Exercise`` names its entry (``game``: "kalah", "match-nim", …), keeps its position in the JSON form the entry's
``analyse`` takes (``position``: Kalah's ``desk``, ``to_move``, ``capture``, ``pie`` …), the one right whole turn
(``answer``, the moves in the game's notation: Kalah's pits 1–6 of the side to move in sowing order), the other
orders of the same turn that leave the same position (``also``: right too), its ``line`` (the whole line, turns
alternating solver, opponent, solver …, ending with the solver's: ``(answer,)`` for an exercise of one turn; each
later solver turn's other orders in ``line_also``; engine/training/line.py builds them), its themes (stable ids; each entry's
exercise part names them, ``N_`` marked) and its initial Glicko-2 rating and deviation (``rating_of``: from the
difficulty the builder derived, 0 to 1).

The entry's part is its *exercise part* (``EntrySpec.exercises``, the ``engine.contracts.ExercisePart`` protocol): the
JSON form of a position and back, an answer's words read into the game's notation, the themes' names, and what a
position holds as an exercise (``Found``), which the builder (packaging/build_exercises.py) asks of each candidate.

The shipped set is gzip'd JSON lines, one exercise a line (``set_bytes``, ``read_set``); the gate that checks it
against the assets' manifest before it is read is ``engine.files.exercise_set.load_set`` (a layer above this one).
"""
from __future__ import annotations

import gzip
import json
import zlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from engine.entries import registry

LOWEST_RATING, HIGHEST_RATING = 800.0, 2300.0  # an exercise's initial rating, from the easiest to the hardest
DEVIATION = 300.0  # every exercise's initial rating deviation (Glicko-2's RD: not yet tried by anyone)


class ExerciseError(ValueError):
    """An exercise (or a line of a set) that cannot be read, or an answer that is not a whole turn's words."""


@dataclass(frozen=True)
class Found:
    """What a position holds as an exercise (a exercise part's answer): its one right turn (``answer``), the other
    orders of that turn (``also``), its themes and its difficulty from 0 (easiest) to 1."""

    answer: tuple[str, ...]
    also: tuple[tuple[str, ...], ...]
    themes: tuple[str, ...]
    difficulty: float


@dataclass(frozen=True)
class Exercise:
    """One exercise of the set (see the module)."""

    id: str
    game: str
    position: Mapping[str, Any] = field(hash=False)
    answer: tuple[str, ...]
    themes: tuple[str, ...]
    rating: float
    deviation: float = DEVIATION
    also: tuple[tuple[str, ...], ...] = ()
    line: tuple[tuple[str, ...], ...] = ()  # the whole line from the answer; () is the answer alone
    line_also: tuple[tuple[tuple[str, ...], ...], ...] = ()  # the other orders of each later solver turn

    def __post_init__(self) -> None:
        object.__setattr__(self, "position", MappingProxyType(dict(self.position)))
        if not self.line:
            object.__setattr__(self, "line", (self.answer,))
        if self.line[0] != self.answer or len(self.line) % 2 == 0 or len(self.line_also) != len(self.line) // 2:
            raise ExerciseError("a line begins with the answer, ends with the solver's turn, and names each later "
                              "solver turn's other orders")

    @property
    def theme(self) -> str:
        """The first (main) theme's id."""
        return self.themes[0] if self.themes else ""

    @property
    def answers(self) -> tuple[tuple[str, ...], ...]:
        """Every right whole turn: the answer, then its other orders."""
        return (self.answer, *self.also)

    @property
    def turns(self) -> tuple[tuple[tuple[str, ...], ...], ...]:
        """Every right whole turn of each of the solver's turns of the line, in order (the first: ``answers``)."""
        later = tuple((turn, *also) for turn, also in zip(self.line[2::2], self.line_also))
        return (self.answers, *later)

    def data(self) -> dict[str, Any]:
        """The exercise as one JSON object (what ``exercises --json`` lists and a line of the set holds)."""
        return {"id": self.id, "game": self.game, "theme": self.theme, "themes": list(self.themes),
                "rating": round(self.rating, 1), "deviation": round(self.deviation, 1),
                **dict(self.position), "answer": list(self.answer), "also": [list(turn) for turn in self.also],
                "line": [list(turn) for turn in self.line],
                **({"line_also": [[list(turn) for turn in also] for also in self.line_also]} if self.line_also else {})}


POSITION_KEYS = frozenset(("id", "game", "theme", "themes", "rating", "deviation", "answer", "also", "line",
                           "line_also"))


def from_data(data: Mapping[str, Any]) -> Exercise:
    """The inverse of ``Exercise.data`` (``ExerciseError`` for an object that is not an exercise)."""
    try:
        themes = tuple(str(theme) for theme in data["themes"])
        answer = tuple(str(move) for move in data["answer"])
        also = tuple(tuple(str(move) for move in turn) for turn in data.get("also", ()))
        line = tuple(tuple(str(move) for move in turn) for turn in data.get("line", ()))
        line_also = tuple(tuple(tuple(str(move) for move in turn) for turn in turns)
                          for turns in data.get("line_also", ()))
        exercise = Exercise(str(data["id"]), str(data["game"]), {k: v for k, v in data.items() if k not in POSITION_KEYS},
                        answer, themes, float(data["rating"]), float(data.get("deviation", DEVIATION)), also, line,
                        line_also)
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise ExerciseError(f"not an exercise: {error}") from None
    if not exercise.id or not answer:
        raise ExerciseError("an exercise needs an id and an answer")
    return exercise


def rating_of(difficulty: float) -> float:
    """An exercise's initial rating from its difficulty (0 to 1, clamped), rounded to a tenth."""
    share = min(1.0, max(0.0, difficulty))
    return round(LOWEST_RATING + share * (HIGHEST_RATING - LOWEST_RATING), 1)


def make(exercise_id: str, game: str, position: Mapping[str, Any], found: Found) -> Exercise:
    """An exercise of ``game`` from what its exercise part found in ``position`` (its rating from the difficulty)."""
    return Exercise(exercise_id, game, position, found.answer, found.themes, rating_of(found.difficulty), DEVIATION,
                  found.also)


# --- the set's file --------------------------------------------------------------------------------------------

def set_bytes(exercises: Iterable[Exercise]) -> bytes:
    """The set's file: one exercise a line, JSON with sorted keys, gzip with no time stamp (the same set, the same
    bytes)."""
    text = "".join(json.dumps(exercise.data(), sort_keys=True, separators=(",", ":"), ensure_ascii=True) + "\n"
                   for exercise in exercises)
    return gzip.compress(text.encode("ascii"), compresslevel=9, mtime=0)


def read_set(data: bytes) -> tuple[Exercise, ...]:
    """The exercises of a set's bytes (``set_bytes``), read whole: ``ExerciseError`` when it is not one (cut short,
    not gzip, a line that is not an exercise, two exercises with one id)."""
    try:
        text = gzip.decompress(data).decode("ascii")
        exercises = tuple(from_data(json.loads(line)) for line in text.splitlines() if line.strip())
    except (OSError, EOFError, zlib.error, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ExerciseError(f"not an exercise set: {error}") from None
    if not exercises:
        raise ExerciseError("an exercise set with no exercise")
    if len({exercise.id for exercise in exercises}) != len(exercises):
        raise ExerciseError("two exercises of the set share an id")
    return exercises


# --- answers ------------------------------------------------------------------------------------------------

def exercise_part(game: str) -> Any:
    """The exercise part of the entry ``game`` (``LookupError`` when it has none)."""
    spec = next((spec for spec in registry.entries(include_hidden=True) if spec.id == game), None)
    if spec is None:
        raise registry.UnknownEntryError(game)
    return spec.part("exercises")


def position_of(exercise: Exercise) -> Any:
    """The exercise's position as its game's rules know it (read by the entry's exercise part)."""
    return exercise_part(exercise.game).position_of(exercise.position)


def parse_answer(exercise: Exercise, text: str) -> tuple[str, ...]:
    """A whole turn's words (``"3 6"``, ``"pile 2 take 3"``) in the game's notation; ``ExerciseError`` when they are
    not moves of that game."""
    try:
        return tuple(exercise_part(exercise.game).parse_answer(text))
    except ValueError as error:
        raise ExerciseError(str(error)) from None


def check(exercise: Exercise, moves: Sequence[str], step: int = 0) -> bool:
    """Is the whole turn ``moves`` (in the game's notation, as ``parse_answer`` gives it) right as the solver's
    turn ``step`` of the line (0: the first): that turn, or another order of it that leaves the same position?"""
    return tuple(moves) in exercise.turns[step]


def by_game(exercises: Iterable[Exercise], game: str | None = None, stones: int | None = None) -> list[Exercise]:
    """The exercises of ``game`` (every game: None) and, for Kalah, of ``stones`` a pit (any: None), in order."""
    return [exercise for exercise in exercises if (game is None or exercise.game == game)
            and (stones is None or exercise.position.get("stones") == stones)]
