"""The coach at the board (pure): the values a duel scene needs, asked of a worker one position at a time.

Each frame the scene says which positions it wants valued, the most urgent first (``want``): the position a person
is to move in and the one before their last turn, the positions the tutor weighs, a finished game's positions for
its review.  One job runs at a time in a worker of the coach's own (``engine.workers.computer``: a child process,
or computed at once in tests), so the computer's thinking is never disturbed and the window never waits; what comes
back is kept by position for as long as the session lives (a position valued once is never asked again, and the
worker keeps what it proved for the next ones).  A job that fails stops the session, with the reason in ``problem``.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from engine.duels.coach import Appraisal
from engine.language.translation import _
from engine.workers.computer import Job, WorkerError

ESTIMATE_SECONDS = 1.0  # a position's search where the game's values are estimates


class CoachSession:
    """The appraisals of one game's positions (``module``: the entry's coach module, ``module.appraise``)."""

    def __init__(self, worker: Any, module: str, seconds: float = ESTIMATE_SECONDS) -> None:
        self.worker = worker
        self.module = module
        self.seconds = seconds
        self.values: dict[Any, Appraisal] = {}
        self.problem = ""                 # why the coach stopped ("" while it works)
        self._asked: Any = None           # the position being valued, if any
        self._wanted: list[Any] = []

    def want(self, positions: Iterable[Any], carried: Callable[[Any], Appraisal | None] = lambda pos: None) -> None:
        """The positions to value, most urgent first (call every frame; those known are skipped); ``carried``: the
        value a position is known to have before it is valued (``engine.duels.coach.carried``), if any, which its
        appraisal is told (it has then only to find a best turn)."""
        self._wanted = [pos for pos in positions if pos not in self.values]
        self._collect()
        if self._asked is None and self._wanted and not self.problem:
            self._asked = self._wanted[0]
            value = carried(self._asked)
            known = () if value is None else (("known", value.value),)
            self.worker.start(Job(self.module, "appraise", (self._asked, self.seconds), known))

    def known(self, pos: Any) -> Appraisal | None:
        """The appraisal of ``pos``, or None while it is not known."""
        return self.values.get(pos)

    def close(self) -> None:
        """Stop the worker (the session is over)."""
        self.worker.close()

    def _collect(self) -> None:
        if self._asked is None or not self.worker.done():
            return
        asked, self._asked = self._asked, None
        try:
            self.values[asked] = self.worker.result()
        except WorkerError as error:
            self.problem = _("The coach stopped ({reason}).").format(reason=error)
            return
        self._wanted = [pos for pos in self._wanted if pos != asked]
