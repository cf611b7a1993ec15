"""A Kalah game reviewed (pure): every whole turn's verdict and each side's summary (``engine.duels.coach``), for
``analyse kalah --review FILE.klh`` and the board's review.

The positions the perfect player's book holds are read first; then the others are proved from the game's end back
to its start (a proof of a late position leaves in the core's table what the proofs of the earlier ones need), where
a best turn led to a position from one valued exactly (the computer's turns at level Perfect), its value is known
(``engine.duels.coach.carried``) and its proof only looks for a turn worth it.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from engine.duels.coach import Appraisal, TurnPlayed, Verdict, carried_in, needed, summary, verdicts, whole_turns
from engine.duels.coaching import ESTIMATE_SECONDS
from games.kalah import coach, rules
from games.kalah.record import Record, positions
from games.kalah.rules import LETTERS, SWAP

Progress = Callable[[int, int], None]  # (positions valued, positions in all)


def record_turns(record: Record) -> list[TurnPlayed]:
    """The record's game as whole turns."""
    start = positions(record)[0]
    return whole_turns(rules, start, [move for turn in record.turns for move in turn.moves])


def appraise_all(turns: list[TurnPlayed], seconds: float, clock: Callable[[], float],
                 progress: Progress | None = None) -> dict[Any, Appraisal]:
    """Every position the review of ``turns`` needs, valued from the last to the first (``seconds`` each where the
    coach estimates)."""
    wanted = needed(rules, turns)
    known: dict[Any, Appraisal] = {}
    for done, pos in enumerate(sorted(reversed(wanted), key=lambda pos: not coach.in_book(pos)), 1):
        value = carried_in(rules, turns, pos, known.get)
        known[pos] = coach.appraise(pos, seconds, clock, None if value is None else value.value)
        if progress is not None:
            progress(done, len(wanted))
    return known


def turn_pits(moves: tuple) -> list[int | str]:
    """A turn as the record writes it: its pits, or ``"swap"``."""
    return [str(move) if move == SWAP else move.pit for move in moves]


def review_data(turns: list[TurnPlayed], known: dict[Any, Appraisal]) -> dict[str, Any]:
    """The review as ``analyse kalah --review --json`` prints it (spec: issue 44's item 6)."""
    judged = verdicts(coach, rules, turns, known.get)
    rows = [_row(v) for v in judged if v is not None]
    sides = {}
    for side, letter in enumerate(LETTERS):
        total = summary(judged, side, coach.THRESHOLDS)
        sides[letter] = {"dropped": total.dropped, "accuracy": round(total.accuracy, 1), "turns": total.turns,
                         "best_share": round(total.best_share, 3), "labels": dict(total.counts)}
    start = known.get(turns[0].before) if turns else None
    return {"exact": all(v is not None and v.exact for v in judged),
            "start": None if start is None else (start.value if turns[0].before.to_move == 0 else -start.value),
            "turns": rows, "sides": sides}


def _row(verdict: Verdict) -> dict[str, Any]:
    return {"side": LETTERS[verdict.side], "turn": turn_pits(verdict.played), "loss": verdict.loss,
            "better": None if verdict.better is None else turn_pits(verdict.better), "label": verdict.label,
            "before": verdict.before, "after": verdict.after, "exact": verdict.exact}


def review(record: Record, seconds: float = ESTIMATE_SECONDS, clock: Callable[[], float] = time.monotonic,
           progress: Progress | None = None) -> dict[str, Any]:
    """The whole review of ``record`` (see ``review_data``)."""
    turns = record_turns(record)
    return review_data(turns, appraise_all(turns, seconds, clock, progress))
