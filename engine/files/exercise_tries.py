"""The player's tries at exercises (pure), kept in ``exercise_tries.json`` in the user's data folder, with all they
add up to: the player's rating, each exercise's rating on this install, the streak and the statistics.

The file holds the log of engine/training/standing.py: a base standing (the older tries folded in) and the
tries since, one by one::

    {"version": 1,
     "base": {"player": [1500.0, 350.0, 0.06], "exercises": {"kalah-0001": [1480.2, 190.5, 0.06]},
              "streak": 0, "best_streak": 0, "total": [0, 0], "by_game": {}, "by_theme": {},
              "recent": [], "last_at": null},
     "tries": [{"exercise": "kalah-0001", "game": "kalah", "themes": ["capture"], "right": true,
                "at": 1764300000.5, "shipped": [1500.0, 200.0]}],
     "best_run": 0}

The base also holds the rating's history (``"history": {"stride": 1, "points": [[0, 1500.0]]}``: the try's number
and the rating after it, engine/training/history.py), missing in files written before it (then it starts again
from the next try); ``best_run`` is the longest streak run (engine/training/streak.py), written with the try
that made it, in the same write.

Every rating after the base is recomputed from the tries on reading.  Each try is written as
it is made (``ExerciseBook.record``), atomically, read, merged and written under the folder's lock as the
records of play are (engine/files/json_file.KeptFile.change): a kill loses at most the try being made, and
two windows' tries all count, in one standing that both windows then read.  A file that cannot be read is
set aside as ``exercise_tries.json.damaged`` and the tries start again, with a notice; a try or a part of the
base of the wrong shape is dropped, the rest kept.  Loading never raises.
"""
from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.files.atomic import write_text_atomic
from engine.files.former_names import FORMER_VERSION, in_todays_words
from engine.files.json_file import Kept, KeptFile, Wording, load_kept, open_locked
from engine.language.translation import N_
from engine.training.history import POINTS, History
from engine.training.rating import MAX_DEVIATION, MAX_VOLATILITY, MIN_DEVIATION, Rating
from engine.training.standing import FOLD_AT, RECENT, ExerciseLike, Scored, Standing, Tally, Try, TryLog

VERSION = 2  # 1: written before the training's exercises were named apart from puzzles
MAX_BYTES = 4 * 1024 * 1024   # four hundred tries and a few thousand exercises' ratings are well under 1 MB
MAX_TEXT = 80                 # characters of an id, a game or a theme
MAX_THEMES = 20
MAX_COUNT = 10 ** 9
MAX_RATING = 10_000.0         # far beyond any rating: a bigger one is damage
MAX_TRIES = 10 * FOLD_AT      # tries one by one (a longer log, of a version that folded later, is folded on the next try)


# --- writing --------------------------------------------------------------------------------------
def _rating(rating: Rating) -> list[float]:
    return [rating.rating, rating.deviation, rating.volatility]


def _base(base: Standing) -> dict[str, Any]:
    return {"player": _rating(base.player), "exercises": {k: _rating(v) for k, v in sorted(base.exercises.items())},
            "streak": base.streak, "best_streak": base.best_streak, "total": [base.total.tries, base.total.right],
            "by_game": {k: [v.tries, v.right] for k, v in sorted(base.by_game.items())},
            "by_theme": {k: [v.tries, v.right] for k, v in sorted(base.by_theme.items())},
            "recent": list(base.recent), "last_at": base.last_at,
            "history": {"stride": base.history.stride, "points": [list(point) for point in base.history.points]}}


def to_json(log: TryLog) -> str:
    tries = [{"exercise": t.exercise, "game": t.game, "themes": list(t.themes), "right": t.right, "at": t.at,
              "shipped": [t.shipped.rating, t.shipped.deviation]} for t in log.tries]
    return json.dumps({"version": VERSION, "base": _base(log.base), "tries": tries, "best_run": log.best_run}, indent=1,
                      sort_keys=True) + "\n"


def save(log: TryLog, path: Path) -> None:
    write_text_atomic(path, to_json(log))


# --- reading: nothing trusted ---------------------------------------------------------------------
def _is_text(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_TEXT and value.isprintable()


def _is_number(value: Any, low: float, high: float) -> bool:
    return type(value) in (int, float) and math.isfinite(value) and low <= value <= high


def _read_rating(value: Any, with_volatility: bool = True) -> Rating | None:
    """A rating as written (``[rating, deviation, volatility]``; a shipped one without the volatility)."""
    if not isinstance(value, list) or len(value) != (3 if with_volatility else 2):
        return None
    if not (_is_number(value[0], -MAX_RATING, MAX_RATING) and _is_number(value[1], 0, MAX_RATING)):
        return None
    if not with_volatility:
        return Rating(float(value[0]), float(value[1]))
    if not _is_number(value[2], 0, MAX_VOLATILITY) or not MIN_DEVIATION <= value[1] <= MAX_DEVIATION:
        return None
    return Rating(float(value[0]), float(value[1]), float(value[2]))


def _read_tally(value: Any) -> Tally | None:
    if isinstance(value, list) and len(value) == 2 and all(type(c) is int and 0 <= c <= MAX_COUNT for c in value):
        return Tally(value[0], value[1]) if value[1] <= value[0] else None
    return None


def _read_map(value: Any, read: Callable[[Any], Any], part: str, bad: list[str]) -> dict[str, Any]:
    """The entries of the object ``value`` that ``read`` accepts, with text keys; the others named in ``bad``."""
    if not isinstance(value, dict):
        bad.append(part)
        return {}
    kept = {}
    for key, item in value.items():
        read_item = read(item) if _is_text(key) else None
        if read_item is None:
            bad.append(f"{part} {key[:MAX_TEXT]}")
        else:
            kept[key] = read_item
    return kept


def _read_history(data: Any, bad: list[str]) -> History:
    """The rating's history as written; none in a file written before it; dropped (and said) when damaged."""
    if data is None:
        return History()
    points: Any = data.get("points") if isinstance(data, dict) else None
    stride: Any = data.get("stride") if isinstance(data, dict) else None
    if (type(stride) is int and 1 <= stride <= MAX_COUNT and isinstance(points, list) and len(points) <= POINTS
            and all(isinstance(p, list) and len(p) == 2 and type(p[0]) is int and 0 <= p[0] <= MAX_COUNT
                    and _is_number(p[1], -MAX_RATING, MAX_RATING) for p in points)):
        return History(stride, tuple((p[0], float(p[1])) for p in points))
    bad.append("the rating's history")
    return History()


def _read_base(data: Any, bad: list[str]) -> Standing:
    if not isinstance(data, dict):
        bad.append("the rating")
        return Standing()
    player = _read_rating(data.get("player"))
    total = _read_tally(data.get("total"))
    streak: Any = data.get("streak")
    best: Any = data.get("best_streak")
    recent: Any = data.get("recent")
    last_at: Any = data.get("last_at")
    if (player is None or total is None or not all(type(s) is int and 0 <= s <= MAX_COUNT for s in (streak, best))
            or not streak <= best or not isinstance(recent, list) or len(recent) > RECENT
            or not all(_is_text(r) for r in recent) or not (last_at is None or _is_number(last_at, 0, 1e12))):
        bad.append("the rating")
        return Standing()
    return Standing(player, _read_map(data.get("exercises"), _read_rating, "exercise", bad), streak, best, total,
                    _read_map(data.get("by_game"), _read_tally, "game", bad),
                    _read_map(data.get("by_theme"), _read_tally, "theme", bad), tuple(recent),
                    None if last_at is None else float(last_at), _read_history(data.get("history"), bad))


def _read_try(data: Any) -> Try | None:
    if not isinstance(data, dict):
        return None
    themes: Any = data.get("themes")
    shipped = _read_rating(data.get("shipped"), with_volatility=False)
    at: Any = data.get("at")
    if (shipped is None or not _is_text(data.get("exercise")) or not _is_text(data.get("game"))
            or not isinstance(themes, list) or len(themes) > MAX_THEMES or not all(_is_text(t) for t in themes)
            or type(data.get("right")) is not bool or not _is_number(at, 0, 1e12)):
        return None
    return Try(data["exercise"], data["game"], tuple(themes), data["right"], float(at), shipped)


def from_data(data: dict) -> tuple[TryLog, list[str]]:
    """The log in a parsed file, and what had to be dropped; never an exception."""
    if data.get("version") == FORMER_VERSION:
        data = in_todays_words(data)
    elif data.get("version") != VERSION:
        return TryLog(), ["the version"]
    bad: list[str] = []
    base = _read_base(data.get("base"), bad)
    raw: Any = data.get("tries")
    if not isinstance(raw, list) or len(raw) > MAX_TRIES:
        bad.append("the tries")
        raw = []
    tries = []
    for number, item in enumerate(raw, 1):
        tried = _read_try(item)
        if tried is None:
            bad.append(f"try {number}")
        else:
            tries.append(tried)
    best_run: Any = data.get("best_run", 0)
    if not (type(best_run) is int and 0 <= best_run <= MAX_COUNT):
        bad.append("the best streak run")
        best_run = 0
    return TryLog.of(base, tries, best_run), bad


WORDS = Wording(N_("the tries at the training"), N_("The tries at the training were damaged; your training rating starts again."),
                N_("Some tries at the training were damaged"), N_("new tries"))


def load(path: Path) -> Kept[TryLog]:
    """Read the tries at ``path``: anything wrong gives what could be kept, and a notice."""
    return load_kept(path, MAX_BYTES, from_data, TryLog(), save, WORDS)


class ExerciseBook(KeptFile[TryLog]):
    """The tries in use and what they add up to (``standing``), each try written as it is made (``path`` None:
    kept in memory only, as in tests).  ``now`` is the clock that stamps each try, in seconds since the
    epoch (the arcade passes ``time.time``; the pure layers read no clock of their own)."""

    words = WORDS

    def __init__(self, now: Callable[[], float], path: Path | None = None, kept: Kept[TryLog] | None = None) -> None:
        kept = kept or Kept(TryLog())
        super().__init__(kept.value, path, kept.notice, kept.can_save)
        self._now = now

    @classmethod
    def open(cls, path: Path, now: Callable[[], float]) -> ExerciseBook:
        return cls(now, path, open_locked(path, load))

    def save_file(self, value: TryLog, path: Path) -> None:
        save(value, path)

    def load_file(self, path: Path) -> Kept[TryLog]:
        kept = load(path)
        if kept.value == self.value:  # nothing new on disk: what is computed in memory stands
            return Kept(self.value, kept.notice, kept.can_save)
        return kept

    @property
    def standing(self) -> Standing:
        """The player's rating, the exercises' ratings, the streak and the statistics, as of the last read or try
        (``refresh`` reads another window's tries)."""
        return self.value.standing

    @property
    def best_run(self) -> int:
        """The longest streak run (engine/training/streak.py), as of the last read or try."""
        return self.value.best_run

    def record(self, exercise: ExerciseLike, right: bool, run: int = 0) -> Scored:
        """A try at ``exercise`` was made now (``right``: the answer was right): kept at once, merged with other
        windows' tries; what it did to the ratings and the streak.  ``run``: the streak run's length after this
        try (kept in the same write when it is the best)."""
        tried = Try.of(exercise, right, self._now())
        scored: list[Scored] = []

        def add(log: TryLog) -> TryLog:
            longer, what = log.with_try(tried, run)
            scored[:] = [what]
            return longer

        self.change(add)
        return scored[0]
