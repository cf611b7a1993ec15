"""The streak run (pure): exercises of rising difficulty until the first mistake, as lichess's Exercise Streak.

A ``Run`` counts the right answers in a row and the exercises it has shown.  The next exercise (``next_of_run``) is
drawn, with the caller's ``random.Random``, from those of the choice (a duel, a theme, or any) ordered by their
shipped rating, near the place ``START + STEP × length`` of that order (a share of it: the easiest at 0, the
hardest at 1), within ``BAND`` of it either way; the run never shows an exercise twice while others are left.  The
run's best length is kept with the tries (engine/files/exercise_tries.py).
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from engine.training.choice import matches
from engine.training.standing import ExerciseLike

P = TypeVar("P", bound=ExerciseLike)
START = 0.05  # the first exercise: among the easiest twentieth
STEP = 0.04   # each right answer moves the place this far up the order (the hardest after about 24)
BAND = 0.04   # how far either side of the place the exercise may be


@dataclass(frozen=True)
class Run:
    """A streak run: ``length`` right answers in a row so far, ``over`` after a miss, the exercises ``seen``."""

    length: int = 0
    over: bool = False
    seen: tuple[str, ...] = ()

    def showing(self, exercise_id: str) -> Run:
        """The run once ``exercise_id`` is shown."""
        return Run(self.length, self.over, (*self.seen, exercise_id))

    def after(self, right: bool | None) -> Run:
        """The run after an answer: one longer when right; over when wrong or not given (None)."""
        if self.over:
            return self
        return Run(self.length + 1, False, self.seen) if right else Run(self.length, True, self.seen)


def place(length: int) -> float:
    """Where the next exercise of a run of ``length`` lies in the order of difficulty (0: easiest, 1: hardest)."""
    return min(1.0, START + STEP * length)


def next_of_run(exercises: Sequence[P], run: Run, rng: random.Random, game: str | None = None,
                theme: str | None = None) -> P | None:
    """The run's next exercise (see the module); None when the choice holds none."""
    choice = [p for p in exercises if matches(p, game, theme)]
    seen = set(run.seen)
    fresh = [p for p in choice if p.id not in seen] or choice
    if not fresh:
        return None
    ordered = sorted(fresh, key=lambda p: (p.rating, p.id))
    last = len(ordered) - 1
    centre, reach = place(run.length) * last, max(0.5, BAND * last)
    return rng.choice([p for i, p in enumerate(ordered) if abs(i - centre) <= reach])
