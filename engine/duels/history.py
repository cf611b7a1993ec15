"""Undo / redo / restart over immutable values (pure).

The history is a list of states and a cursor: applying a move drops whatever had
been undone after the cursor, as every editor does.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

T = TypeVar("T")


class History(Generic[T]):
    """States reached so far; ``current`` is the one at the cursor."""

    def __init__(self, start: T) -> None:
        self._states: list[T] = [start]
        self._cursor = 0

    @property
    def current(self) -> T:
        return self._states[self._cursor]

    @property
    def past(self) -> Sequence[T]:
        """The states from the start up to and including the current one."""
        return tuple(self._states[: self._cursor + 1])

    @property
    def future(self) -> Sequence[T]:
        """The states that redo would bring back, nearest first."""
        return tuple(self._states[self._cursor + 1 :])

    def push(self, state: T) -> None:
        del self._states[self._cursor + 1 :]
        self._states.append(state)
        self._cursor += 1

    def can_undo(self) -> bool:
        return self._cursor > 0

    def can_redo(self) -> bool:
        return self._cursor < len(self._states) - 1

    def undo(self) -> T:
        if self.can_undo():
            self._cursor -= 1
        return self.current

    def redo(self) -> T:
        if self.can_redo():
            self._cursor += 1
        return self.current

    def restart(self, start: T | None = None) -> T:
        """Forget everything and begin again from ``start`` (default: the first state)."""
        self._states = [self._states[0] if start is None else start]
        self._cursor = 0
        return self.current
