"""The board's analysis kept up to date (pure): what the Kalah scene asks of its own worker, frame by frame.

While a position stays on the board, its moves are valued again and again with twice the time each round
(``FIRST_SECONDS``, then 2x, up to ``MOST_SECONDS``) until every value is exact; a new position starts
afresh (the running search is dropped); a finished game is reviewed by the coach instead (R, engine/scenes/review.py).
The searches run in a worker of the arcade's kind (``engine.workers.computer``: a
child process, or computed at once in tests), never in the frame loop.
"""
from __future__ import annotations

from typing import Any

from engine.language.translation import _
from engine.workers.computer import AIWorker, Job, WorkerError
from games.kalah.analysis import MoveValue
from games.kalah.rules import Position

FIRST_SECONDS = 0.5   # the first round's time, shared by the moves
MOST_SECONDS = 8.0    # no round longer than this: the values then stay as they are
MODULE = "games.kalah.analysis"


class Analyst:
    """The values of the position on show, refined while it stays."""

    def __init__(self, worker: AIWorker) -> None:
        self.worker = worker
        self._forget()

    def _forget(self) -> None:
        self.position: Position | None = None  # the position valued (or being valued)
        self.values: tuple[MoveValue, ...] = ()  # its latest values (empty until the first round ends)
        self.seconds = 0.0                       # the round under way, or the last one
        self.problem = ""                        # why the analysis stopped, if it failed
        self._waiting = False                    # a round is under way

    def follow(self, position: Position | None) -> None:
        """Call every frame with the position to value (None: none now, as while the computer thinks)."""
        if position is None or position != self.position:
            self.worker.cancel()
            self._waiting = False
            self.position, self.values, self.seconds = position, (), 0.0
            if position is not None:
                self._ask(Job(MODULE, "move_values", (position, FIRST_SECONDS)), FIRST_SECONDS)
            return
        if self._waiting and self.worker.done():
            found = self._answer()
            if found is not None:
                self.values = found
                if not all(v.exact for v in found) and self.seconds < MOST_SECONDS:
                    more = min(MOST_SECONDS, 2 * self.seconds)
                    self._ask(Job(MODULE, "move_values", (position, more)), more)

    def stop(self) -> None:
        """Drop what is under way and forget the values (the analysis turned off)."""
        self.worker.cancel()
        self._forget()

    @property
    def refining(self) -> bool:
        return self._waiting

    def _ask(self, job: Job, seconds: float) -> None:
        self.seconds, self._waiting, self.problem = seconds, True, ""
        self.worker.start(job)

    def _answer(self) -> Any:
        self._waiting = False
        try:
            return self.worker.result()
        except WorkerError as error:
            self.problem = _("The analysis stopped ({reason}).").format(reason=error)
            return None
