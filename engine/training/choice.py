"""Which exercise next (pure): one near the player's rating, never one tried recently; and the exercise of the day.

``choose_next`` draws (with the caller's ``random.Random``) among the exercises of a game, or of every game (and of
one theme, or of any),
whose rating on this install is within ``WINDOW`` points of the player's; when none is, the window doubles
until one is.  The exercises tried last (``Standing.recent``) are left out; when every exercise of the choice is
among them, the one tried longest ago comes back.

``exercise_of_the_day`` is the same for everyone on a date and needs no state: the SHA-256 of the date in ISO
form (2026-11-28) picks one of the exercises' ids in sorted order, so it changes only when the set does.
"""
from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from datetime import date
from typing import TypeVar

from engine.training.standing import ExerciseLike, Standing

P = TypeVar("P", bound=ExerciseLike)
WINDOW = 100.0   # points either side of the player's rating, at first


def matches(exercise: ExerciseLike, game: str | None, theme: str | None) -> bool:
    """Is ``exercise`` of ``game`` and of ``theme`` (None: any)?"""
    return (game is None or exercise.game == game) and (theme is None or theme in exercise.themes)


def choose_next(exercises: Sequence[P], standing: Standing, rng: random.Random, game: str | None = None,
                theme: str | None = None) -> P | None:
    """An exercise of ``game`` and ``theme`` (None: any) near the player's rating, not tried recently; None when
    there is no such exercise."""
    choice = [p for p in exercises if matches(p, game, theme)]
    if not choice:
        return None
    recent = {exercise_id: place for place, exercise_id in enumerate(standing.recent)}
    fresh = [p for p in choice if p.id not in recent]
    if not fresh:
        return min(choice, key=lambda p: recent[p.id])
    target = standing.player.rating
    distance = {p.id: abs(standing.exercise_rating(p).rating - target) for p in fresh}
    window = WINDOW
    while True:
        near = [p for p in fresh if distance[p.id] <= window]
        if near:
            return rng.choice(near)
        window = max(2 * window, min(distance.values()))


def exercise_of_the_day(exercises: Sequence[P], day: date) -> P | None:
    """The exercise of ``day`` (the same on every install with the same set); None when there is none."""
    if not exercises:
        return None
    ordered = sorted(exercises, key=lambda p: p.id)
    digest = hashlib.sha256(day.isoformat().encode("ascii")).digest()
    return ordered[int.from_bytes(digest[:8], "big") % len(ordered)]
