"""What the training screen's dashboard shows (pure): the results by duel and by theme, the themes a set offers, and
the rating graph's scale.

``results`` orders a standing's tallies (engine/training/standing.py: ``by_game``, ``by_theme``) as the dashboard
lists them: the most tried first.  ``themes_of`` counts the exercises of each theme in a set (of one duel, or of
all), the most common first: the themes a person may choose to practise, as lichess's exercise themes.  ``scale``
gives the rating graph's lowest and highest values, on round numbers.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from engine.training.standing import ExerciseLike, Tally

ROUND = 50.0     # the graph's bounds are multiples of this
LEAST_SPAN = 200.0  # and at least this far apart (a flat line is not drawn as a cliff)


def results(tallies: Mapping[str, Tally]) -> list[tuple[str, Tally]]:
    """The tallies tried at least once, the most tried first (then by name)."""
    return sorted(((key, tally) for key, tally in tallies.items() if tally.tries), key=lambda item: (-item[1].tries, item[0]))


def themes_of(exercises: Iterable[ExerciseLike], game: str | None = None) -> list[tuple[str, int]]:
    """Each theme of the exercises (of ``game``; None: of every duel) and how many exercises have it, the most first."""
    counts = Counter(theme for exercise in exercises if game is None or exercise.game == game for theme in exercise.themes)
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))


def scale(points: Sequence[tuple[int, float]]) -> tuple[float, float]:
    """The rating graph's lowest and highest values: round numbers round every point, at least ``LEAST_SPAN`` apart."""
    ratings = [rating for _, rating in points] or [1500.0]
    low, high = min(ratings) // ROUND * ROUND, -(-max(ratings) // ROUND) * ROUND
    if high - low < LEAST_SPAN:
        middle = (low + high) / 2
        low, high = middle - LEAST_SPAN / 2, middle + LEAST_SPAN / 2
    return low, high
