"""Your mistakes to retry (pure): the mistakes and blunders the coach found in a person's finished game, kept as
exercises of their own when they have a single answer, and brought back by spaced repetition.

A finished duel's verdicts (``engine.duels.coach``) give the *candidates*: each whole turn a person played (not the
computer) that the coach labelled a mistake or a blunder, with the position it was played from (``candidates``).
A candidate becomes an exercise only when its position passes the very test the shipped set's positions passed
(packaging/build_exercises.py): the entry's exercise part say what it holds as an exercise (``found_at``: exactly one right
whole turn, proved), within ``nodes_for`` nodes a proof (Kalah: all but unbounded at 3 and 4 stones a pit, so
exact; at 5 and 6 about a fifth of a second a proof, so that only positions proved within a few seconds are kept), and the turn
played is not its answer (``tested``, run in a worker: the window never waits for a proof).

An ``OwnExercise`` is that exercise (a ``Exercise`` whose id is ``mine-`` and a digest of its game and position, so the
same position met again is the same exercise), the turn played and its label, when the game ended, and its schedule:
it is first due ``WAITS[0]`` days after the game; a right answer brings it back after ``WAITS[k]`` days (``k`` the
tries made so far, at most the last wait), a wrong one after ``WAITS[0]`` days, and right ``RETIRE_AFTER`` times in
a row it retires (``tried``).  Every time is in seconds since the epoch, given by the caller (the pure layer reads
no clock).
"""
from __future__ import annotations

import hashlib
import importlib
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from engine.duels.coach import BLUNDER, MISTAKE, TurnPlayed, Verdict
from engine.training.exercise import Exercise, ExerciseError, Found, exercise_part, from_data, make

DAY = 86400.0
WAITS = (1, 3, 7)          # days before the next try: the first, after one try right, after two or more
RETIRE_AFTER = 2           # right this many times in a row: retired
KEPT_LABELS = (MISTAKE, BLUNDER)
EXACT_NODES = 400_000_000  # 3 and 4 stones a pit: far more than any proof there takes (the coach's are exact)
FEW_SECONDS_NODES = 1_000_000  # 5 and 6 stones: about a fifth of a second a proof (the coach's look ahead), so a few
# seconds for the dozen or so positions a position's turns leave (the set was mined with 4 million a proof)
PREFIX = "mine-"


@dataclass(frozen=True)
class Candidate:
    """A turn a person played that the coach labelled a mistake or a blunder: the entry ``game``, the ``number``-th
    turn of the game, the ``position`` it was played from (the rules' own), its moves (``played``, in notation)."""

    game: str
    number: int
    position: Any
    played: tuple[str, ...]
    label: str


def candidates(game: str, turns: Sequence[TurnPlayed], judged: Sequence[Verdict | None],
               by_person: Callable[[int], bool]) -> list[Candidate]:
    """The candidates of a finished game: its turns and their verdicts (None: not known), ``by_person`` saying
    which sides a person played; each position once."""
    found: dict[Any, Candidate] = {}
    for turn, verdict in zip(turns, judged):
        if verdict is not None and verdict.label in KEPT_LABELS and by_person(verdict.side) \
                and turn.before not in found:
            found[turn.before] = Candidate(game, verdict.number, turn.before, tuple(map(str, turn.moves)),
                                           verdict.label)
    return list(found.values())


def nodes_for(data: Mapping[str, Any]) -> int:
    """The nodes a proof may take for a position (its JSON form): exact below 5 stones a pit, else a few seconds
    (only Kalah's positions say their stones; the others' tests are exact and need no nodes)."""
    stones = data.get("stones")
    return FEW_SECONDS_NODES if isinstance(stones, int) and stones >= 5 else EXACT_NODES


def tested(candidate: Candidate, part_module: str | None = None) -> Found | None:
    """What the candidate's position holds as an exercise (the set's test, ``found_at``), unless its answer is the
    turn that was played; None when it is no exercise.  Run in a worker (a proof may take seconds), which is given
    the entry's exercise part by name (``EntrySpec.exercises``: a worker started afresh knows no entries)."""
    part = exercise_part(candidate.game) if part_module is None else importlib.import_module(part_module)
    found: Found | None = part.found_at(candidate.position, nodes_for(part.position_data(candidate.position)))
    if found is None or candidate.played in (found.answer, *found.also):
        return None
    return found


def own_id(game: str, data: Mapping[str, Any]) -> str:
    """The id of the own exercise of ``game`` at the position ``data`` (its JSON form): the same position, the same id."""
    digest = hashlib.sha1(json.dumps([game, dict(data)], sort_keys=True).encode("utf-8")).hexdigest()
    return f"{PREFIX}{game}-{digest[:10]}"


def local_date(at: float) -> str:
    """The date (ISO, local time) of ``at``, seconds since the epoch."""
    return datetime.fromtimestamp(at).date().isoformat()


@dataclass(frozen=True)
class OwnExercise:
    """An exercise from a person's own game and its schedule (see the module)."""

    exercise: Exercise
    played: tuple[str, ...]
    label: str
    at: float                # when the game ended
    due: float               # when it is next to be tried
    tries: int = 0
    right: int = 0
    run: int = 0             # right answers in a row

    @property
    def id(self) -> str:
        return self.exercise.id

    @property
    def retired(self) -> bool:
        return self.run >= RETIRE_AFTER

    def is_due(self, now: float) -> bool:
        return not self.retired and self.due <= now

    def tried(self, right: bool, now: float) -> OwnExercise:
        """The exercise tried at ``now``: its record and its next due time (see the module)."""
        wait = WAITS[min(self.tries + 1, len(WAITS) - 1)] if right else WAITS[0]
        return replace(self, tries=self.tries + 1, right=self.right + right, run=self.run + 1 if right else 0,
                       due=now + wait * DAY)

    def data(self) -> dict[str, Any]:
        """The own exercise as one JSON object (what its file holds and ``exercises --mine --json`` lists)."""
        return {**self.exercise.data(), "played": list(self.played), "label": self.label, "at": self.at,
                "date": local_date(self.at), "due": self.due, "due_date": local_date(self.due), "tries": self.tries,
                "right": self.right, "run": self.run, "retired": self.retired}


OWN_KEYS = ("played", "label", "at", "date", "due", "due_date", "tries", "right", "run", "retired")


def _count(value: Any) -> int:
    if type(value) is not int or value < 0:
        raise ExerciseError("not an own exercise: a count")
    return value


def _time(value: Any) -> float:
    if type(value) not in (int, float) or not 0 <= value <= 1e12:
        raise ExerciseError("not an own exercise: a time")
    return float(value)


def own_from_data(data: Any) -> OwnExercise:
    """The inverse of ``OwnExercise.data`` (``ExerciseError`` for an object that is not one)."""
    if not isinstance(data, Mapping):
        raise ExerciseError("not an own exercise")
    exercise = from_data({k: v for k, v in data.items() if k not in OWN_KEYS})
    played, label = data.get("played"), data.get("label")
    tries, right, run = (_count(data.get(k)) for k in ("tries", "right", "run"))
    if not exercise.id.startswith(PREFIX) or not isinstance(played, list) or not all(isinstance(m, str) for m in played) \
            or label not in KEPT_LABELS or not run <= right <= tries:
        raise ExerciseError("not an own exercise")
    return OwnExercise(exercise, tuple(played), label, _time(data.get("at")), _time(data.get("due")), tries, right, run)


def own_exercise(candidate: Candidate, found: Found, at: float) -> OwnExercise:
    """The own exercise a candidate that passed the test (``found``) makes, from a game that ended at ``at``."""
    data = exercise_part(candidate.game).position_data(candidate.position)
    exercise = make(own_id(candidate.game, data), candidate.game, data, found)
    return OwnExercise(exercise, candidate.played, candidate.label, at, at + WAITS[0] * DAY)


def due(exercises: Iterable[OwnExercise], now: float) -> list[OwnExercise]:
    """The exercises due at ``now``, the longest due first."""
    return sorted((p for p in exercises if p.is_due(now)), key=lambda p: (p.due, p.id))
