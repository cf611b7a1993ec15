"""Records of play (pure), kept as PySolFC keeps its statistics, in ``records.json`` in the user's data folder.

Per duel entry and computer level, the games a person played against the computer: played,
won, lost, drawn, the current streak (won or lost in a row; a draw ends it), the longest
winning and losing streaks.  For the numbers game's play mode: rounds played, exact answers,
the best time of an exact answer.  Hot-seat games, the computer against itself (the demo)
and records looked through are not counted: there is no "you" in them.

The file is written atomically after each change, each change applied to the file as it is then, under
the folder's lock: two arcades open at once both have their games counted (engine/files/lock.py).  A file that cannot be read (damaged,
foreign, too large) is kept aside as ``records.json.damaged`` and the records start empty,
with a notice; a file with a few bad tallies keeps its good ones.  Loading never raises, and
a failure to save is reported in ``RecordBook.notice``, never raised.
"""
from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from engine.duels.basics import ALL_LEVELS, HUMAN_COMPUTER, Outcome, Setup
from engine.files.atomic import write_text_atomic
from engine.files.json_file import Kept, KeptFile, Wording, load_kept, open_locked
from engine.language.translation import N_

VERSION = 1
MAX_BYTES = 256 * 1024  # a real file is a few KB
MAX_COUNT = 10 ** 9     # more games than anyone plays: a bigger count is damage
MAX_ID = 60             # characters in an entry's id
WON, LOST, DRAWN = "won", "lost", "drawn"


@dataclass(frozen=True)
class DuelTally:
    """One entry at one level: the counts and the streaks (``streak`` > 0: won in a row, < 0: lost)."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    streak: int = 0
    best_streak: int = 0
    worst_streak: int = 0

    def after(self, result: str) -> DuelTally:
        """The tally once one more game ended with ``result`` (``WON``, ``LOST`` or ``DRAWN``)."""
        if result == WON:
            streak = max(self.streak, 0) + 1
            return replace(self, played=self.played + 1, won=self.won + 1, streak=streak,
                           best_streak=max(self.best_streak, streak))
        if result == LOST:
            streak = min(self.streak, 0) - 1
            return replace(self, played=self.played + 1, lost=self.lost + 1, streak=streak,
                           worst_streak=max(self.worst_streak, -streak))
        if result == DRAWN:
            return replace(self, played=self.played + 1, drawn=self.drawn + 1, streak=0)
        raise ValueError(f"a game is {WON}, {LOST} or {DRAWN}, not {result!r}")

    def is_consistent(self) -> bool:
        counts = [getattr(self, f.name) for f in fields(self) if f.name != "streak"]
        if not all(type(c) is int and 0 <= c <= MAX_COUNT for c in counts) or type(self.streak) is not int:
            return False
        return (self.won + self.lost + self.drawn == self.played and self.best_streak <= self.won
                and self.worst_streak <= self.lost and -self.worst_streak <= self.streak <= self.best_streak)


@dataclass(frozen=True)
class NumbersTally:
    """The numbers game's play mode: rounds, exact answers, the best time (seconds) of an exact answer."""

    rounds: int = 0
    exact: int = 0
    best_seconds: float | None = None

    def after(self, exact: bool, seconds: float) -> NumbersTally:
        if not exact:
            return replace(self, rounds=self.rounds + 1)
        seconds = round(max(0.0, seconds), 1)
        best = seconds if self.best_seconds is None else min(self.best_seconds, seconds)
        return NumbersTally(self.rounds + 1, self.exact + 1, best)

    def is_consistent(self) -> bool:
        if not all(type(c) is int and 0 <= c <= MAX_COUNT for c in (self.rounds, self.exact)) or self.exact > self.rounds:
            return False
        if self.best_seconds is None:
            return self.exact == 0
        return type(self.best_seconds) in (int, float) and math.isfinite(self.best_seconds) and self.best_seconds >= 0 \
            and self.exact > 0


@dataclass(frozen=True)
class Records:
    """Everything counted: ``duels[(entry id, level)]`` and the numbers game's tally."""

    duels: Mapping[tuple[str, int], DuelTally] = field(default_factory=dict)
    numbers: NumbersTally = NumbersTally()

    def is_empty(self) -> bool:
        return not self.duels and self.numbers == NumbersTally()

    def with_duel(self, entry: str, level: int, result: str) -> Records:
        tally = self.duels.get((entry, level), DuelTally()).after(result)
        return replace(self, duels={**self.duels, (entry, level): tally})

    def with_round(self, exact: bool, seconds: float) -> Records:
        return replace(self, numbers=self.numbers.after(exact, seconds))


def duel_result(setup: Setup, outcome: Outcome) -> str | None:
    """How a finished game counts for the person playing the computer; ``None`` when it does not count."""
    if setup.mode != HUMAN_COMPUTER:
        return None
    if outcome.winner is None:
        return DRAWN
    return WON if outcome.winner == setup.human_side else LOST


# --- the file -------------------------------------------------------------------------------------
def to_json(records: Records) -> str:
    duels: dict[str, dict[str, dict]] = {}
    for (entry, level), tally in sorted(records.duels.items()):
        duels.setdefault(entry, {})[str(level)] = asdict(tally)
    data = {"version": VERSION, "duels": duels, "numbers": asdict(records.numbers)}
    return json.dumps(data, indent=1, sort_keys=True) + "\n"


def _tally(kind: type, value: Any) -> Any:
    """``kind(**value)`` when ``value`` is a consistent tally of that kind, else ``None``."""
    if not isinstance(value, dict) or set(value) != {f.name for f in fields(kind)}:
        return None
    tally = kind(**value)
    return tally if tally.is_consistent() else None


def from_data(data: dict) -> tuple[Records, list[str]]:
    """The records in a parsed file, and what had to be dropped (people's words), never an exception."""
    bad: list[str] = []
    duels: dict[tuple[str, int], DuelTally] = {}
    raw_duels = data.get("duels", {})
    if not isinstance(raw_duels, dict):
        raw_duels, bad = {}, ["the duels"]
    for entry, levels in raw_duels.items():
        if not (0 < len(entry) <= MAX_ID and entry.isprintable()) or not isinstance(levels, dict):
            bad.append(f"entry {entry[:MAX_ID]!r}")
            continue
        for level_text, value in levels.items():
            level = int(level_text) if level_text in {str(n) for n in ALL_LEVELS} else None
            tally = _tally(DuelTally, value)
            if level is None or tally is None:
                bad.append(f"{entry} level {level_text[:10]}")
            else:
                duels[(entry, level)] = tally
    numbers = _tally(NumbersTally, data.get("numbers", asdict(NumbersTally())))
    if numbers is None:
        numbers = NumbersTally()
        bad.append("the numbers game")
    if data.get("version", VERSION) != VERSION:
        bad.append("the version")
    return Records(duels, numbers), bad


WORDS = Wording(N_("the records of play"), N_("The records of play were damaged; they start again empty."),
                N_("Some records of play were damaged"), N_("new results"))


def load(path: Path) -> Kept[Records]:
    """Read the records at ``path``: anything wrong gives what could be kept, and a notice."""
    return load_kept(path, MAX_BYTES, from_data, Records(), save, WORDS)


def save(records: Records, path: Path) -> None:
    write_text_atomic(path, to_json(records))


class RecordBook(KeptFile[Records]):
    """The records in use, saved after each change (``path`` None: kept in memory only, as in tests)."""

    words = WORDS

    def __init__(self, path: Path | None = None, kept: Kept[Records] | None = None) -> None:
        kept = kept or Kept(Records())
        super().__init__(kept.value, path, kept.notice, kept.can_save)

    @classmethod
    def open(cls, path: Path) -> RecordBook:
        return cls(path, open_locked(path, load))

    @property
    def records(self) -> Records:
        return self.value

    @records.setter
    def records(self, records: Records) -> None:  # in memory only (``keep`` writes)
        self.value = records

    def save_file(self, value: Records, path: Path) -> None:
        save(value, path)

    def load_file(self, path: Path) -> Kept[Records]:
        return load(path)

    def note_duel(self, entry: str, setup: Setup, outcome: Outcome) -> None:
        """A duel ended: count it when a person played the computer."""
        result = duel_result(setup, outcome)
        if result is not None:
            self.change(lambda records: records.with_duel(entry, setup.level, result))

    def note_round(self, exact: bool, seconds: float) -> None:
        """A round of the numbers game ended (``exact``: the target was reached, in ``seconds``)."""
        self.change(lambda records: records.with_round(exact, seconds))

    def reset(self) -> None:
        self.change(lambda _: Records())
