"""Row Nim's coach (pure): each position's exact value for the side to move and a best turn (``engine.duels.coach``).

The gaps are Nim piles (``games.row_nim.strategy``): a position is won (+1) when a move leaves every binary column
of the gaps even, lost (−1) otherwise; the best turn from a lost position is the strategy's delaying move.  A turn
either keeps a won game or gives it away: best or blunder (``games.shared.nim_coach``).  The reason says what the
better turn leaves in the gaps' columns, or that it answers a retreat by the same advance.
"""
from __future__ import annotations

from engine.duels.coach import Verdict
from engine.language.translation import _
from games.row_nim.rules import Position, apply, is_retreat, outcome
from games.row_nim.strategy import delaying_move, winning_move
from games.shared.coach_words import joined
from games.shared.nim_coach import THRESHOLDS, NimValues, cost_text, odd_columns_words

__all__ = ["THRESHOLDS", "appraise", "cost_text", "final_value", "reason_text"]

_VALUES = NimValues(outcome, lambda pos: (winning_move(pos), delaying_move(pos)))
final_value, appraise = _VALUES.final_value, _VALUES.appraise


def reason_text(before: Position, verdict: Verdict) -> str:
    """Why the better turn is better: what it leaves in the gaps, and what the turn played left ("" when there is
    none)."""
    if not verdict.better:
        return ""
    better = verdict.better[0]
    played = apply(before, verdict.played[0]).gaps
    last = before.last
    if last is not None and last.row == better.row and is_retreat(last, 1 - before.to_move) \
            and abs(better.end - better.start) == abs(last.end - last.start):
        said = _("the same advance answers the retreat in row {row}").format(row=better.row + 1)
    else:
        said = _("it evens every column of the gaps")
    return joined(said, odd_columns_words(played))
