"""The player's standing on exercises (pure): every rating, the streak and the statistics, recomputed from the tries.

As lichess rates exercises, each try is a game between the player and the exercise and one Glicko-2 rating period
for both (engine/training/rating.py): right, the player won; wrong, the exercise did.  The exercise's rating is
its own on this install, starting from the value shipped with the set (which each try records, so that the
tries alone give every rating back even after the set changes).  Time away makes the player's rating less
certain: between two tries the deviation grows by ``PERIODS_PER_DAY`` rating periods a day (lichess's
0.21436), then the try is one period more.  An exercise's rating does not age.

A ``Standing`` is what the tries add up to: the player's rating, the exercises' local ratings, the streak (right
answers in a row) and the best one, the tries and right answers in all, by game and by theme, and the exercises
tried last (which the choice of the next exercise leaves out), and the rating's history (engine/training/
history.py).  It is only ever computed by ``replay`` from an earlier standing and tries in order, so two
windows that each add tries to the same log (engine/files/exercise_tries.py) agree on one standing: the log's.
``TryLog`` is that log: the tries in time order after a ``base`` standing into which tries older than the last
``KEEP`` are folded once there are more than ``FOLD_AT``, so that the file and the time to recompute stay bounded.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Protocol

from engine.training.history import History
from engine.training.rating import Rating, Result, aged, update

PERIODS_PER_DAY = 0.21436   # lichess's: a rating period is about 4.7 days of absence
SECONDS_PER_DAY = 86400.0
RECENT = 100                # the exercises tried last, left out of the next choice
FOLD_AT = 400               # tries kept one by one before the older ones are folded into the base (with 400
#                             kept, a try is read, merged and written in about 40 ms on a small machine)
KEEP = 200                  # tries left one by one after a fold


class ExerciseLike(Protocol):
    """What training needs of an exercise (engine/training/exercise.py's ``Exercise`` has it): its id, its game (an
    entry's id), its themes, and its rating and deviation as shipped."""

    @property
    def id(self) -> str: ...

    @property
    def game(self) -> str: ...

    @property
    def themes(self) -> tuple[str, ...]: ...

    @property
    def rating(self) -> float: ...

    @property
    def deviation(self) -> float: ...


@dataclass(frozen=True)
class Try:
    """One try: which exercise (its id, game, themes, and rating and deviation as shipped), whether the answer was
    right, and when (seconds since the epoch, from the caller's clock)."""

    exercise: str
    game: str
    themes: tuple[str, ...]
    right: bool
    at: float
    shipped: Rating

    @classmethod
    def of(cls, exercise: ExerciseLike, right: bool, at: float) -> Try:
        return cls(exercise.id, exercise.game, tuple(exercise.themes), right, at, Rating(exercise.rating, exercise.deviation))

    def key(self) -> tuple[float, str, bool]:
        """The order of tries: by time, then exercise and answer, so that every window sorts them alike."""
        return self.at, self.exercise, self.right


@dataclass(frozen=True)
class Tally:
    """Tries and right answers."""

    tries: int = 0
    right: int = 0

    def after(self, right: bool) -> Tally:
        return Tally(self.tries + 1, self.right + right)


@dataclass(frozen=True)
class Standing:
    """What the tries add up to (see the module's docstring); ``last_at`` is the time of the latest try."""

    player: Rating = Rating()
    exercises: Mapping[str, Rating] = field(default_factory=dict)
    streak: int = 0
    best_streak: int = 0
    total: Tally = Tally()
    by_game: Mapping[str, Tally] = field(default_factory=dict)
    by_theme: Mapping[str, Tally] = field(default_factory=dict)
    recent: tuple[str, ...] = ()    # exercise ids, the latest last, each once, at most ``RECENT``
    last_at: float | None = None
    history: History = History()

    def exercise_rating(self, exercise: ExerciseLike) -> Rating:
        """The exercise's rating on this install: as its tries left it, else as shipped."""
        return self.exercises.get(exercise.id) or Rating(exercise.rating, exercise.deviation)

    def player_at(self, now: float) -> Rating:
        """The player's rating as it stands at ``now``: the deviation grown by the time since the last try."""
        if self.last_at is None:
            return self.player
        return aged(self.player, max(0.0, now - self.last_at) / SECONDS_PER_DAY * PERIODS_PER_DAY)

    def after(self, tried: Try) -> Standing:
        return replay(self, (tried,))


def replay(start: Standing, tries: Iterable[Try]) -> Standing:
    """The standing after ``tries``, in the order given, from ``start``."""
    player, streak, best, total, last_at = start.player, start.streak, start.best_streak, start.total, start.last_at
    exercises, by_game, by_theme = dict(start.exercises), dict(start.by_game), dict(start.by_theme)
    recent, history = dict.fromkeys(start.recent), start.history
    for tried in tries:
        if not history.points:  # the first point: the rating before any try
            history = History(1, ((total.tries, player.rating),))
        if last_at is not None:
            player = aged(player, max(0.0, tried.at - last_at) / SECONDS_PER_DAY * PERIODS_PER_DAY)
        opponent = exercises.get(tried.exercise) or tried.shipped
        player, exercises[tried.exercise] = (update(player, [Result(opponent, float(tried.right))]),
                                         update(opponent, [Result(player, float(not tried.right))]))
        streak = streak + 1 if tried.right else 0
        best = max(best, streak)
        total = total.after(tried.right)
        history = history.after(total.tries, player.rating)
        by_game[tried.game] = by_game.get(tried.game, Tally()).after(tried.right)
        for theme in dict.fromkeys(tried.themes):
            by_theme[theme] = by_theme.get(theme, Tally()).after(tried.right)
        recent.pop(tried.exercise, None)
        recent[tried.exercise] = None
        last_at = tried.at if last_at is None else max(last_at, tried.at)
    return Standing(player, exercises, streak, best, total, by_game, by_theme, tuple(recent)[-RECENT:], last_at, history)


@dataclass(frozen=True)
class Scored:
    """What one try did: the player's and the exercise's ratings before and after it, and the streak after it."""

    player_before: Rating
    player_after: Rating
    exercise_before: Rating
    exercise_after: Rating
    streak: int


@dataclass(frozen=True)
class TryLog:
    """The tries kept one by one (in ``Try.key`` order: ``TryLog.of`` sorts them) after the ``base`` they
    started from; ``standing`` is what they add up to, computed when first asked; ``best_run``: the longest
    streak run (engine/training/streak.py), kept with them."""

    base: Standing = Standing()
    tries: tuple[Try, ...] = ()
    best_run: int = 0

    @classmethod
    def of(cls, base: Standing, tries: Iterable[Try], best_run: int = 0) -> TryLog:
        return cls(base, tuple(sorted(tries, key=Try.key)), best_run)

    @cached_property
    def standing(self) -> Standing:
        return replay(self.base, self.tries)

    def with_try(self, tried: Try, run: int = 0) -> tuple[TryLog, Scored]:
        """The log with one more try (folded when long), and what that try did; ``run``: the length of the streak
        run this try was part of, once it was made (the best run kept is the longer of it and the one before)."""
        before = self.standing
        best_run = max(self.best_run, run)
        if not self.tries or tried.key() >= self.tries[-1].key():
            log = TryLog(self.base, (*self.tries, tried), best_run)
            log.__dict__["standing"] = before.after(tried)  # what replaying all would give, in one step
        else:  # an earlier time than the last try (another window's clock): its place, and everything again
            log = TryLog.of(self.base, (*self.tries, tried), best_run)
        after = log.standing
        if len(log.tries) > FOLD_AT:
            log = TryLog(replay(log.base, log.tries[:-KEEP]), log.tries[-KEEP:], best_run)
            log.__dict__["standing"] = after
        return log, Scored(before.player, after.player, before.exercises.get(tried.exercise) or tried.shipped,
                           after.exercises[tried.exercise], after.streak)
