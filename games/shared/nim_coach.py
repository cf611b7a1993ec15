"""What the Nim-like duels' coaches share (pure): exact values, their thresholds, and their words.

Match Nim and Row Nim are solved by the binary columns (``games.shared.nim_binary``), so their coaches are exact:
a position is worth +1 to its side to move when it is won, −1 when it is lost.  A turn either keeps the value or
gives a won game away (a loss of 2, which changes the result: always a blunder), so the only labels are best and
blunder.  Each game's coach says in its own terms what the better turn leaves; the words about the binary columns
are here.
"""
from __future__ import annotations

from typing import Any

from engine.duels.basics import Outcome
from engine.duels.coach import Appraisal, Thresholds, Verdict
from engine.language.translation import _, ngettext
from games.shared.nim_binary import binary_table

WON, LOST = 1, -1
# every loss is a won game given away (2 points), a blunder whatever the thresholds; it costs a turn 86% of its
# accuracy
THRESHOLDS = Thresholds(good=0, inaccuracy=0, mistake=0, scale=1.0)


def result_value(ended: Outcome | None, side: int) -> int:
    """A finished game's value for ``side`` (``ended``: its outcome): +1 won, −1 lost."""
    if ended is None:
        raise ValueError("the game is not over")
    return WON if ended.winner == side else LOST


def appraisal(winning: Any, other: Any) -> Appraisal:
    """A position not over, exactly: won with the ``winning`` move when there is one, else lost (``other``: the
    strategy's move from a lost position)."""
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
