"""What the Nim-like duels' coaches share (pure): exact values, their thresholds, and their words.

Match Nim and Row Nim are solved by the binary columns (``games.shared.nim_binary``), so their coaches are exact:
a position is worth +1 to its side to move when it is won, −1 when it is lost.  A turn either keeps the value or
gives a won game away (a loss of 2, which changes the result: always a blunder), so the only labels are best and
blunder.  Each game's coach says in its own terms what the better turn leaves; the words about the binary columns
are here.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.duels.basics import Outcome
from engine.duels.coach import Appraisal, Thresholds, Verdict
from engine.language.translation import _, ngettext
from games.shared.nim_binary import binary_table

WON, LOST = 1, -1
# every loss is a won game given away (2 points), a blunder whatever the thresholds; it costs a turn 86% of its
# accuracy
THRESHOLDS = Thresholds(good=0, inaccuracy=0, mistake=0, scale=1.0)


@dataclass(frozen=True)
class NimValues:
    """A Nim-like game's exact values: its rules' ``outcome``, and ``moves(pos)``: the winning move of a position
    not over (None when it is lost) and the strategy's move from a lost position."""

    outcome: Callable[[Any], Outcome | None]
    moves: Callable[[Any], tuple[Any, Any]]

    def final_value(self, pos: Any, side: int) -> int:
        """The finished game's value for ``side``: +1 won, −1 lost (``ValueError`` while it goes on)."""
        ended = self.outcome(pos)
        if ended is None:
            raise ValueError("the game is not over")
        return WON if ended.winner == side else LOST

    def appraise(self, pos: Any, seconds: float = 0.0, clock: Callable[[], float] = time.monotonic,
                 known: int | None = None) -> Appraisal:
        """``pos`` valued exactly for its mover (no search: ``seconds``, ``clock`` and ``known`` are not needed)."""
        if self.outcome(pos) is not None:
            return Appraisal(self.final_value(pos, pos.to_move), True, None)
        winning, other = self.moves(pos)
        return Appraisal(WON, True, (winning,)) if winning is not None else Appraisal(LOST, True, (other,))


def cost_text(verdict: Verdict) -> str:
    """A turn that gave a won game away, said to its mover ("" for a best turn)."""
    if verdict.loss <= 0:
        return ""
    return _("Won before, lost now against perfect play")


def odd_columns_words(numbers: tuple[int, ...]) -> str:
    """"odd after yours: columns 4, 1": the binary columns a losing turn left odd."""
    odd = binary_table(numbers).odd_columns
    columns = ", ".join(str(p) for p in odd)
    return ngettext("odd after yours: column {columns}", "odd after yours: columns {columns}",
                    len(odd)).format(columns=columns)
