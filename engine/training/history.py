"""The player's rating over their tries (pure), kept in a bounded number of points for the training screen's graph.

A ``History`` holds the rating after every ``stride``-th try (the try's number, the rating).  When it would hold
more than ``POINTS``, every other point goes and the stride doubles: the points stay evenly spread over all the
tries ever made, however many, and folding tries into a base (engine/training/standing.py) loses none of it.
The start (try 0, the rating before any try) is always the first point.
"""
from __future__ import annotations

from dataclasses import dataclass

POINTS = 200  # at most this many points kept (a graph a few hundred pixels wide needs no more)


@dataclass(frozen=True)
class History:
    """The rating after every ``stride``-th try: ``points``, (the try's number, the rating), oldest first."""

    stride: int = 1
    points: tuple[tuple[int, float], ...] = ()

    def after(self, tries: int, rating: float) -> History:
        """The history once ``tries`` tries in all have left the rating at ``rating``."""
        if tries % self.stride:
            return self
        points = (*self.points, (tries, rating))
        if len(points) <= POINTS:
            return History(self.stride, points)
        stride = 2 * self.stride
        return History(stride, (points[0], *(point for point in points[1:] if point[0] % stride == 0)))

    def graph(self, tries: int, rating: float) -> tuple[tuple[int, float], ...]:
        """The points to draw, ending with the rating now (``rating`` after ``tries`` tries) when the last point
        kept is older."""
        if self.points and self.points[-1][0] == tries:
            return self.points
        return (*self.points, (tries, rating))
