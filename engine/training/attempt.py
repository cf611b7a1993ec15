"""One try at a puzzle (pure): the moves played against the puzzle's right turns, the hints taken, how it ended.

A puzzle asks for a whole turn (``answers``: every right one, each a tuple of moves in the game's notation; a Kalah
turn's sowings in the orders that leave the same position).  Each move the person plays is checked at once: a move
off every right turn makes the try ``WRONG`` (the rest of the turn may still be played, to see what it costs); the
last move of a right turn makes it ``RIGHT``.  "Try again" starts over from the puzzle's position; "show the answer"
makes it ``SHOWN``.  The try counts once for the rating (``result``): right only when the first whole turn played was
right, with no more than the first hint (the theme); the second hint (the first move), a wrong move or the answer
shown make it a miss.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

SOLVING, RIGHT, WRONG, SHOWN = "solving", "right", "wrong", "shown"
THEME_HINT, MOVE_HINT = 1, 2  # the hints in the order H gives them: the puzzle's theme, then the first move


@dataclass(frozen=True)
class Attempt:
    """A try at a puzzle whose right whole turns are ``answers`` (see the module)."""

    answers: tuple[tuple[str, ...], ...]
    played: tuple[str, ...] = ()
    hints: int = 0
    state: str = SOLVING
    missed: bool = False  # a wrong move was made, or the answer shown, at some point of this try

    def move(self, move: str) -> Attempt:
        """The person played ``move`` (its notation) on the board."""
        played = self.played + (move,)
        if self.state != SOLVING:
            return replace(self, played=played)
        if played in self.answers:
            return replace(self, played=played, state=RIGHT)
        if any(answer[:len(played)] == played for answer in self.answers):
            return replace(self, played=played)
        return replace(self, played=played, state=WRONG, missed=True)

    def again(self) -> Attempt:
        """Try again from the puzzle's position (a miss stays a miss)."""
        return replace(self, played=(), state=SOLVING)

    def show(self) -> Attempt:
        """The answer is shown: the try is a miss."""
        return replace(self, played=(), state=SHOWN, missed=True)

    def hint(self) -> Attempt:
        """One more hint (the theme, then the first move); no more than ``MOVE_HINT``."""
        return replace(self, hints=min(MOVE_HINT, self.hints + 1))

    @property
    def decided(self) -> bool:
        """Has the try's result for the rating been settled (``result``)?"""
        return self.state in (RIGHT, WRONG, SHOWN)

    @property
    def result(self) -> bool | None:
        """The try's result for the rating: True right, False a miss, None while it is not decided."""
        if not self.decided:
            return None
        return self.state == RIGHT and not self.missed and self.hints < MOVE_HINT

    @property
    def answer(self) -> tuple[str, ...]:
        """The right turn to show: the first right turn that goes on from the moves played, else the first."""
        return next((answer for answer in self.answers if answer[:len(self.played)] == self.played), self.answers[0])
