"""The step viewer (pure): one solver run as every puzzle scene lets you watch it.

It pairs the step player (the pace) with a *picture*, the fold of the steps taken so far,
and keeps what the viewer browses:

- controls: play, pause, toggle, one step, the next solution, to the end, restart, speed
  (``rate`` in steps per second, or ``speed``, the slider's position from 0 to 1);
- counters: steps, solutions, and the seconds spent running, summed from the ``dt``
  given to ``update`` (never read from a clock);
- the solutions found (``found``: the first ``keep`` of them), each with its line for the list, and
  the one on show (``viewing``; ``None``: the live picture, "back to the search").  When the search
  ends, the last solution found goes on show: the live picture is then a dead end, not an answer;
- progress: the recent rate in steps per second (``rate_now``, from the counters and the ``dt``
  summed, never from a clock) and, given the fraction done, the time left (``progress_text``).

The scene calls ``update(dt)`` once a frame and draws ``picture`` (or the solution viewed);
a picture is any object with ``apply(step)``.  The injected ``clock`` only slices the work
of a frame ("instant", "to the end"), so the window never freezes.  No pygame here.
"""
from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable, Hashable, Iterator
from typing import Any, Generic, Protocol, TypeVar

from engine.language.translation import N_, _, ngettext, number
from engine.puzzles.player import INSTANT, MAX_RATE, PAUSED, PLAYING, SEEK_END, SEEK_SOLUTION, StepPlayer
from engine.puzzles.steps import Solution, Step

KEPT_SOLUTIONS = 20_000     # solutions kept for browsing (all are counted)
TIME_LEFT_AFTER = 0.5       # seconds of running before a time left is told (a "to the end" of a second or two tells it)
STATE_TEXT = {PAUSED: N_("Paused"), PLAYING: N_("Running"), SEEK_SOLUTION: N_("Looking for the next solution…"),
              SEEK_END: N_("Running to the end…")}


class Picture(Protocol):
    """What a puzzle shows, rebuilt from the step stream one step at a time."""

    def apply(self, step: Step) -> None: ...


P = TypeVar("P", bound=Picture)


def rate_at(t: float) -> float | None:
    """The speed slider's position (0..1) as steps per second; the far right is instant."""
    return INSTANT if t >= 0.999 else round(10 ** (t / 0.95 * math.log10(MAX_RATE)), 1) if t < 0.95 else MAX_RATE


def position_of(rate: float | None) -> float:
    """The slider's position (0..1) for a rate in steps per second (``INSTANT``: the far right)."""
    return 1.0 if rate is INSTANT else min(0.95, 0.95 * math.log10(max(1.0, rate)) / math.log10(MAX_RATE))


def rate_label(t: float) -> str:
    """The slider position's rate as the slider shows it ("40/s", "2.5/s", "instant"), in the language spoken."""
    rate = rate_at(t)
    if rate is INSTANT:
        return _("instant")
    return _("{rate}/s").format(rate=number(rate) if rate >= 10 else number(rate, 1))


RATE_WINDOW = 2.0           # seconds of running over which the rate shown is measured


def duration(seconds: float) -> str:
    """Seconds as a person reads them: "8.4 s", "1 min 05 s", "2 h 03 min" (in the language spoken)."""
    if seconds < 60:
        return _("{seconds} s").format(seconds=number(seconds, 1))
    minutes, secs = divmod(int(seconds), 60)
    if minutes < 60:
        return _("{minutes} min {seconds} s").format(minutes=minutes, seconds=f"{secs:02d}")
    return _("{hours} h {minutes} min").format(hours=minutes // 60, minutes=f"{minutes % 60:02d}")


def count_text(n: float) -> str:
    """A count in few characters: 950, 12.3k, 4.18M (the digits as the language writes them)."""
    return number(n) if n < 10_000 else f"{number(n / 1000, 1)}k" if n < 1_000_000 else f"{number(n / 1e6, 2)}M"


def progress_text(fraction: float | None, elapsed: float) -> str:
    """The part of the search done and, once it says something, the time left ("" when unknown)."""
    if fraction is None or not 0 < fraction <= 1:
        return ""
    share = f"{number(100 * fraction)}%" if fraction >= 0.01 else None
    done = _("{share} done").format(share=share) if share else _("under {share} done").format(share="1%")
    if fraction < 0.005 or elapsed < TIME_LEFT_AFTER or fraction >= 1:
        return done
    return _("{done}, {time} left").format(done=done, time=duration(elapsed * (1 - fraction) / fraction))


def plain_line(index: int, solution: Hashable) -> str:
    """A solution's line in the list when the puzzle gives none."""
    return f"#{index + 1}  {solution}"


class StepViewer(Generic[P]):
    """One watched run of ``solve()``, folded into ``picture()`` at the chosen pace."""

    def __init__(self, solve: Callable[[], Iterator[Step]], picture: Callable[[], P], *,
                 rate: float | None = 10.0, describe: Callable[[int, Any], str] = plain_line,
                 keep: int = KEPT_SOLUTIONS, clock: Callable[[], float] = time.perf_counter,
                 frame_budget: float = 0.010) -> None:
        self._solve, self._new_picture, self._describe = solve, picture, describe
        self._clock, self.frame_budget = clock, frame_budget
        self.keep = keep
        self.found: list[Any] = []           # the solutions kept, in the order found
        self.lines: list[str] = []           # their lines in the list (the same list object for the whole viewer)
        self._rate = rate
        self._player = self._new_player()
        self.picture: P = picture()
        self.viewing: int | None = None
        self.finished_for = 0.0              # seconds since the search ended (a demo restarts after a while)
        self._ended = False                  # the end was seen (and the last solution put on show)
        self._samples: deque[tuple[float, int]] = deque()  # (elapsed, steps) over the last seconds

    # --- the run ----------------------------------------------------------------------------------
    def _new_player(self) -> StepPlayer:
        return StepPlayer(self._solve(), self._rate, clock=self._clock, frame_budget=self.frame_budget)

    def restart(self) -> None:
        """A fresh run from the start, paused, with an empty picture (the speed is kept)."""
        self._player.close()
        self._player = self._new_player()
        self.picture = self._new_picture()
        del self.found[:], self.lines[:]
        self.viewing = None
        self.finished_for = 0.0
        self._ended = False
        self._samples.clear()

    def close(self) -> None:
        """Stop the solver for good (its generator is closed)."""
        self._player.close()

    # --- what the player knows ------------------------------------------------------------------------
    @property
    def state(self) -> str:
        return self._player.state

    @property
    def finished(self) -> bool:
        return self._player.finished

    @property
    def running(self) -> bool:
        return self._player.state in (PLAYING, SEEK_SOLUTION, SEEK_END)

    @property
    def steps(self) -> int:
        return self._player.steps

    @property
    def solutions(self) -> int:
        """How many solutions were found (all of them; ``found`` keeps the first ``keep``)."""
        return self._player.solutions

    @property
    def player(self) -> StepPlayer:
        """The step player that paces this run."""
        return self._player

    @property
    def elapsed(self) -> float:
        return self._player.elapsed

    @property
    def stats(self) -> dict | None:
        """The solver's statistics, once it has finished."""
        return self._player.stats

    @property
    def rate(self) -> float | None:
        return self._player.rate

    @rate.setter
    def rate(self, value: float | None) -> None:
        self._player.rate = value
        self._rate = self._player.rate

    @property
    def speed(self) -> float:
        """The rate as the speed slider's position (0..1)."""
        return position_of(self.rate)

    @speed.setter
    def speed(self, t: float) -> None:
        self.rate = rate_at(t)

    # --- controls ----------------------------------------------------------------------------------
    def play(self) -> None:
        self._player.play()

    def pause(self) -> None:
        self._player.pause()

    def toggle(self) -> None:
        self._player.toggle()

    def step(self) -> list[Step]:
        """Pause and take exactly one step (none at the end)."""
        steps = self._fold(self._player.step())
        self._at_end()
        return steps

    def next_solution(self) -> None:
        """Run on to the next solution, showing the live picture."""
        self.viewing = None
        self._player.next_solution()

    def to_end(self) -> None:
        self._player.to_end()

    def update(self, dt: float) -> list[Step]:
        """Advance by ``dt`` seconds of viewing; return the steps taken (already in the picture)."""
        running = self.running
        steps = self._fold(self._player.update(dt))
        if running:
            samples = self._samples
            samples.append((self._player.elapsed, self._player.steps))
            while len(samples) > 2 and samples[1][0] <= samples[-1][0] - RATE_WINDOW:
                samples.popleft()
        if self._player.finished:
            self.finished_for += dt
        self._at_end()
        return steps

    def _at_end(self) -> None:
        """Once the search is over, show its last solution (the live picture is a dead end)."""
        if self._player.finished and not self._ended:
            self._ended = True
            if self.found:
                self.viewing = len(self.found) - 1

    @property
    def rate_now(self) -> float | None:
        """Steps per second over the last seconds of running (``None`` before there is a measure)."""
        if len(self._samples) < 2:
            return None
        (t0, n0), (t1, n1) = self._samples[0], self._samples[-1]
        return (n1 - n0) / (t1 - t0) if t1 > t0 else None

    def _fold(self, steps: list[Step]) -> list[Step]:
        apply, found = self.picture.apply, self.found  # the hot path at "instant": locals, type() not isinstance
        for step in steps:
            apply(step)
            if type(step) is Solution and len(found) < self.keep:
                found.append(step.solution)
                self.lines.append(self._describe(len(found) - 1, step.solution))
        return steps

    # --- the solutions found -------------------------------------------------------------------------
    def view(self, index: int | None) -> bool:
        """Show solution ``index`` (``None``: back to the search); False when there is no such solution."""
        if index is not None and not 0 <= index < len(self.found):
            return False
        self.viewing = index
        return True

    def back_to_search(self) -> None:
        self.viewing = None

    def browse(self, delta: int) -> None:
        """The solution ``delta`` places from the one shown (from the live board: the last ones)."""
        if self.found:
            last = len(self.found) - 1
            current = self.viewing if self.viewing is not None else last + (0 if delta > 0 else 1)
            self.view(max(0, min(last, current + delta)))

    @property
    def shown(self) -> Any:
        """The solution on show, or ``None`` for the live picture."""
        return self.found[self.viewing] if self.viewing is not None else None

    # --- text ------------------------------------------------------------------------------------------
    def state_text(self, seeking: str = "") -> str:
        """What the search is doing; ``seeking``: the entry's words for running to the next solution, if not these."""
        if self.finished:
            return _("Search complete")
        return seeking if seeking and self.state == SEEK_SOLUTION else _(STATE_TEXT[self.state])

    def counters_text(self, found: str = "") -> str:
        """The steps and the solutions so far (``found``: the entry's words for them, if not "{n} solutions")."""
        found = found or ngettext("{n} solution", "{n} solutions", self.solutions).format(n=number(self.solutions))
        steps = ngettext("{n} step", "{n} steps", self.steps).format(n=number(self.steps))
        return f"{steps}  ·  {found}"

    def pace_text(self, fraction: float | None = None) -> str:
        """Elapsed time, the recent rate while running, and the progress when ``fraction`` is known."""
        parts = [duration(self.elapsed)]
        rate = self.rate_now
        if self.running and rate is not None and not self._player.slices:  # a slice is thousands of nodes, one step
            parts.append(_("{rate}/s").format(rate=count_text(rate)))
        if not self.finished:
            parts.append(progress_text(fraction, self.elapsed))
        return "  ·  ".join(p for p in parts if p)
