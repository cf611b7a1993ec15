"""The book builder's task (games/kalah/book_builder.py), as a worker runs it: one position proved in the table the
proofs before it in the same process kept.  Its own module, so that a task pickled by the builder run as
``python -m games.kalah.book_builder`` names a module the workers import.  It prints nothing; it reads the real
clock only to say how long a proof took (a figure for the work file's comment lines, never for a decision)."""
from __future__ import annotations

import time
from dataclasses import dataclass

from engine.cluster import worker
from games.kalah import ai, endgame
from games.kalah.perfect import Entry, prove
from games.kalah.rules import Position


@dataclass(frozen=True)
class ProofTask:
    """A position to prove, with its table's ``megabytes``, its endgame table's ``stones``, and whether it reads the
    shipped ``book``'s values."""

    pos: Position
    megabytes: int
    stones: int
    book: bool = False


def proof_task(task: ProofTask) -> tuple[Entry, float, str | None]:
    """One task of the builder: the proof of ``task``'s position, in the table the proofs before it in this process
    kept (on a worker, what that worker proved), on the worker's threads (one in this process: a search thread of
    the lazy kind beside a kept table costs near twice the CPU for a few per cent of the time); its seconds, and
    the worker that proved it (None in this process).  The value is exact and the turn the first best one in the root's order a proof from
    nothing takes (``prove``), so the entry is the same whichever worker proves it and whatever it proved before."""
    pos = task.pos
    with ai.KEEPING:  # one table a process: a worker's proofs go one by one
        began = time.monotonic()
        endgame.table(stones=task.stones, empty_capture=pos.variant.empty_capture)  # read once a process, built once a machine
        entry = prove(pos, megabytes=task.megabytes, keep=True, stones=task.stones, book=task.book,
                      threads=worker.threads() or 1)
        return entry, time.monotonic() - began, worker.address()
