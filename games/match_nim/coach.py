"""Match Nim's coach (pure): each position's exact value for the side to move and a best turn (``engine.duels.coach``).

The book's method decides every position at once (``games.match_nim.strategy``): won (+1) when a move leaves every
binary column even (in misère, an odd number of single matches once only single matches would be left), lost (−1)
otherwise.  A turn either keeps a won game or gives it away: best or blunder (``games.shared.nim_coach``).  The
reason says what the better turn leaves: the columns, or the single matches of the misère ending.
"""
from __future__ import annotations

from engine.duels.coach import Verdict
from engine.language.translation import _, ngettext
from games.match_nim.rules import Move, Position, apply, outcome
from games.match_nim.strategy import best_move, winning_target
from games.shared.coach_words import joined
from games.shared.nim_coach import THRESHOLDS, NimValues, cost_text, odd_columns_words

__all__ = ["THRESHOLDS", "appraise", "cost_text", "final_value", "reason_text"]


def _moves(pos: Position) -> tuple[Move | None, Move | None]:
    """The winning move (None when the mover is lost) and the strategy's move from a lost position."""
    target = winning_target(pos)
    decision = best_move(pos)
    winning = None if target is None else Move(target[0], pos.piles[target[0]] - target[1])
    return winning, decision.move if decision else None


_VALUES = NimValues(outcome, _moves)
final_value, appraise = _VALUES.final_value, _VALUES.appraise


def _singles(piles: tuple[int, ...]) -> int:
    return sum(1 for pile in piles if pile == 1)


def reason_text(before: Position, verdict: Verdict) -> str:
    """Why the better turn is better: what it leaves, and what the turn played left ("" when there is none)."""
    if not verdict.better:
        return ""
    better = apply(before, verdict.better[0]).piles
    played = apply(before, verdict.played[0]).piles
    if before.misere and max(better) <= 1:
        ones = _singles(better)
        said = ngettext("it leaves {n} single match, an odd number", "it leaves {n} single matches, an odd number",
                        ones).format(n=ones)
        if not any(played):
            return joined(said, _("yours takes the last match"))
        if max(played) <= 1:
            return joined(said, _("yours leaves {n}, an even number").format(n=_singles(played)))
        return joined(said, odd_columns_words(played))
    said = _("it evens every binary column")
    return joined(said, odd_columns_words(played))
