"""One task of the exercise miner (packaging/build_exercises.py): what each candidate position of one game holds as an
exercise, proved, as a worker of a Dask cluster runs it (or the miner's own process, one game after another).

The task starts afresh (the exercise part's ``forget()``, when it has one, drops what the process proved for the
games before), so its answer depends on the game alone, not on which worker ran it nor what it ran before: the
set mined is the same whatever the number of workers."""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from engine.training.exercise import Found


@dataclass(frozen=True)
class GameTask:
    """The candidates of game number ``game``: ``positions``, each looked at with the exercise part named
    ``part`` (``games.kalah.exercises``), its proofs each within about ``nodes`` nodes."""

    part: str
    game: int
    positions: tuple[Any, ...]
    nodes: int


def found_in_game(task: GameTask) -> list[Found | None]:
    """What each of the task's positions holds as an exercise (None: none, or its proof would take more nodes)."""
    part = importlib.import_module(task.part)
    forget = getattr(part, "forget", None)  # optional: only exercise parts that keep proofs between positions have it
    if forget is not None:
        forget()
    return [part.found_at(pos, task.nodes) for pos in task.positions]
