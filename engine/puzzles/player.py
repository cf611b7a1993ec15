"""The step player (pure): pulls a solver's step events at the viewer's pace.

The player owns the solver generator and decides how many steps each frame takes:

- *playing* at ``rate`` steps per second (1 to 5,000), driven by ``update(dt)``;
- *instant*, *to the next solution* and *to the end* take as many steps as fit in a
  per-frame time budget, measured with the injected clock, so the window never freezes
  however long the search;
- *paused*, where ``step()`` takes exactly one.

``update`` returns the steps taken, for the scene to apply to its own picture.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterator

from engine.puzzles.steps import Solution, Step

MIN_RATE = 1.0
MAX_RATE = 5000.0
INSTANT = None  # the rate that means "as fast as the frame budget allows"

PAUSED = "paused"
PLAYING = "playing"
SEEK_SOLUTION = "seek-solution"
SEEK_END = "seek-end"
FINISHED = "finished"

_CLOCK_EVERY = 64  # steps between two looks at the clock while seeking (a power of two)


class StepPlayer:
    """Pulls steps from ``run`` at ``rate`` steps per second (``INSTANT`` for no pacing)."""

    def __init__(self, run: Iterator[Step], rate: float | None = 10.0,
                 clock: Callable[[], float] = time.perf_counter, frame_budget: float = 0.010) -> None:
        self._run = run
        self._clock = clock
        self.frame_budget = frame_budget
        self.rate = rate
        self.state = PAUSED
        self.steps = 0
        self.solutions = 0
        self.slices = 0             # of the steps, the slices of quiet work (a fast path's, "to the end")
        self.elapsed = 0.0          # seconds spent playing or seeking (not paused)
        self.stats: dict | None = None  # the solver's return value, once finished
        self._owed = 0.0            # fractional steps carried between frames

    # --- controls -------------------------------------------------------------------------------
    @property
    def rate(self) -> float | None:
        return self._rate

    @rate.setter
    def rate(self, value: float | None) -> None:
        self._rate = None if value is INSTANT else min(MAX_RATE, max(MIN_RATE, float(value)))

    @property
    def finished(self) -> bool:
        return self.state == FINISHED

    def play(self) -> None:
        if not self.finished:
            self.state = PLAYING

    def pause(self) -> None:
        if not self.finished:
            self.state = PAUSED
            self._owed = 0.0

    def toggle(self) -> None:
        self.pause() if self.state in (PLAYING, SEEK_SOLUTION, SEEK_END) else self.play()

    def next_solution(self) -> None:
        if not self.finished:
            self.state = SEEK_SOLUTION

    def to_end(self) -> None:
        if not self.finished:
            self.state = SEEK_END

    def step(self) -> list[Step]:
        """Pause and take exactly one step (none when finished)."""
        if self.finished:
            return []
        self.pause()
        return self._take(1, deadline=None)

    def close(self) -> None:
        """Stop the solver for good (the generator is closed)."""
        close = getattr(self._run, "close", None)
        if close:
            close()
        if not self.finished:
            self.state = FINISHED

    # --- the frame --------------------------------------------------------------------------------
    def update(self, dt: float) -> list[Step]:
        """Advance by ``dt`` seconds of viewing; return the steps taken."""
        if self.state in (PAUSED, FINISHED):
            return []
        self.elapsed += dt
        if self.state == PLAYING and self._rate is not None:
            self._owed += dt * self._rate
            count = int(self._owed)
            self._owed -= count
            return self._take(count, deadline=self._clock() + self.frame_budget)
        return self._take(None, deadline=self._clock() + self.frame_budget)

    def _take(self, count: int | None, deadline: float | None) -> list[Step]:
        taken: list[Step] = []
        append, run, clock = taken.append, self._run, self._clock  # locals: this loop is the hot path
        limit = count if count is not None else 1 << 62
        seeking = self.state == SEEK_SOLUTION
        every = _CLOCK_EVERY - 1 if deadline is not None else -1  # -1: never look at the clock
        end = deadline if deadline is not None else float("inf")
        n = 0
        try:
            while n < limit:
                step = next(run)
                append(step)
                n += 1
                if type(step) is Solution:
                    self.solutions += 1
                    if seeking:
                        self.state = PAUSED
                        break
                if step.slice:  # a slice of quiet work: look at the clock at once
                    self.slices += 1
                    if clock() >= end:
                        break
                elif not n & every and clock() >= end:
                    break
        except StopIteration as stop:
            self.stats = stop.value if isinstance(stop.value, dict) else {}
            self.state = FINISHED
        self.steps += n
        return taken
