"""One try at an exercise (pure): the moves played against the exercise's right turns, the hints taken, how it ended.

An exercise asks for a whole turn (``answers``: every right one, each a tuple of moves in the game's notation; a Kalah
turn's sowings in the orders that leave the same position), or for a line of them (``later``: the right turns of
each later solver turn, the opponent's replies between them played by the arcade).  Each move the person plays is
checked at once against the current turn's: a move off every right turn makes the try ``WRONG`` (the rest of the
turn may still be played, to see what it costs); the last move of a right turn makes it ``RIGHT`` when it was the
line's last, else ``REPLY`` until the opponent's reply has been played (``replied``: the next turn begins).  "Try
again" starts over from the exercise's position; "show the answer" shows the current turn's and makes it ``SHOWN``.
The try counts once for the rating (``result``), the whole line as one: right only when every turn played was
right at the first go, with no more than the first hint (the theme) of any turn; the second hint (the first move),
a wrong move or an answer shown make it a miss.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

SOLVING, REPLY, RIGHT, WRONG, SHOWN = "solving", "reply", "right", "wrong", "shown"
THEME_HINT, MOVE_HINT = 1, 2  # the hints in the order H gives them: the exercise's theme, then the first move


@dataclass(frozen=True)
class Attempt:
    """A try at an exercise whose right whole turns are ``answers`` (see the module)."""

    answers: tuple[tuple[str, ...], ...]
    played: tuple[str, ...] = ()
    hints: int = 0
    state: str = SOLVING
    missed: bool = False  # a wrong move was made, the first move hinted or the answer shown, in this try
    later: tuple[tuple[tuple[str, ...], ...], ...] = ()  # the right turns of each later solver turn of the line
    step: int = 0  # the solver's turn of the line being played (0: the first)

    @property
    def current(self) -> tuple[tuple[str, ...], ...]:
        """The right whole turns of the turn being played."""
        return self.answers if self.step == 0 else self.later[self.step - 1]

    @property
    def last_turn(self) -> bool:
        """Is the turn being played the line's last?"""
        return self.step == len(self.later)

    def move(self, move: str) -> Attempt:
        """The person played ``move`` (its notation) on the board."""
        played = self.played + (move,)
        if self.state != SOLVING:
            return replace(self, played=played)
        if played in self.current:
            return replace(self, played=played, state=RIGHT if self.last_turn else REPLY)
        if any(answer[:len(played)] == played for answer in self.current):
            return replace(self, played=played)
        return replace(self, played=played, state=WRONG, missed=True)

    def replied(self) -> Attempt:
        """The opponent's reply has been played: the line's next turn begins (its hints not yet taken)."""
        if self.state != REPLY:
            return self
        return replace(self, played=(), hints=0, state=SOLVING, step=self.step + 1)

    def again(self) -> Attempt:
        """Try again from the exercise's position (a miss stays a miss)."""
        return replace(self, played=(), state=SOLVING, step=0, hints=self.hints if self.step == 0 else 0)

    def show(self) -> Attempt:
        """The answer is shown: the try is a miss."""
        return replace(self, played=(), state=SHOWN, missed=True)

    def hint(self) -> Attempt:
        """One more hint for the turn being played (the theme, then the first move: a miss); no more than
        ``MOVE_HINT``."""
        hints = min(MOVE_HINT, self.hints + 1)
        return replace(self, hints=hints, missed=self.missed or hints >= MOVE_HINT)

    @property
    def decided(self) -> bool:
        """Has the try's result for the rating been settled (``result``)?"""
        return self.state in (RIGHT, WRONG, SHOWN)

    @property
    def result(self) -> bool | None:
        """The try's result for the rating: True right, False a miss, None while it is not decided."""
        if not self.decided:
            return None
        return self.state == RIGHT and not self.missed

    @property
    def answer(self) -> tuple[str, ...]:
        """The right turn to show: the first right turn of the turn being played that goes on from the moves
        played, else its first."""
        return next((answer for answer in self.current if answer[:len(self.played)] == self.played), self.current[0])
