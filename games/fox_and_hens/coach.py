"""Foxes and hens' coach (pure): a position's value for the side to move and a best move (``engine.duels.coach``).

The game is not solved: the coach asks level 5's search (``games.fox_and_hens.ai``) for the seconds given.  Its
values are in *points*, a tenth of a hen (the search's evaluation divided by 100):

- a win the search proves (every answer of the other side reaches the end of the game within its depth) is
  ``PROVED`` (+1000), a proved loss −1000: both exact; a finished game is +1000, 0 (a draw) or −1000;
- otherwise the search's estimate (hens on the board above all, then the foxes' room, the hens' march and their
  hold on the hen-house; a repetition the search walks into counts 0), not exact.

A position with a single legal move (a forced capture) is valued by the position after it.  The labels'
thresholds are ``THRESHOLDS`` (written in docs/playing.md); a turn after which the search no longer proves the
win it proved before loses at least 800 points, a blunder by its points; an estimate's sign turning (+3 to −2)
makes no blunder by itself (``engine.duels.coach.label_of``).  ``cost_text`` and ``reason_text`` say a verdict in the
game's terms: forced wins and losses, the captures a move allows or threatens, the hen-house.
"""
from __future__ import annotations

import functools
import time
from collections.abc import Callable

from engine.duels.coach import Appraisal, Thresholds, Verdict
from engine.duels.limits import Limit
from engine.language.translation import _, ngettext
from games.fox_and_hens import ai
from games.fox_and_hens.rules import HEN_HOUSE, HENS, Move, Position, apply, legal_moves, longest_captures, outcome
from games.shared.coach_words import joined

PROVED = 1000         # a proved win, in points
POINT = ai.HEN // 10  # the search's units in a point: a hen is 10 points
# a loss of up to 2 points (a fifth of a hen) is good, up to 6 an inaccuracy, up to 15 (a hen and a half) a
# mistake, more a blunder; 8 points lost cost a turn about two thirds of its accuracy
THRESHOLDS = Thresholds(good=2, inaccuracy=6, mistake=15, scale=8.0)


def final_value(pos: Position, side: int) -> int:
    """The finished game's value for ``side``: +1000 won, 0 drawn, −1000 lost."""
    ended = outcome(pos)
    if ended is None:
        raise ValueError("the game is not over")
    return 0 if ended.winner is None else PROVED if ended.winner == side else -PROVED


def _points(value: int) -> tuple[int, bool]:
    """The search's value in points, and whether it is proved."""
    if abs(value) > ai.WIN // 2:
        return (PROVED if value > 0 else -PROVED), True
    return max(1 - PROVED, min(PROVED - 1, round(value / POINT))), False


def appraise(pos: Position, seconds: float = 1.0, clock: Callable[[], float] = time.monotonic,
             known: int | None = None) -> Appraisal:
    """``pos`` valued for its mover by level 5's search for about ``seconds`` (a finished game: its result; ``known``
    is not used: the search looks for the best turn anyway)."""
    if outcome(pos) is not None:
        return Appraisal(final_value(pos, pos.to_move), True, None)
    moves = legal_moves(pos)
    if len(moves) == 1:  # forced: the position after it says what it is worth
        after = apply(pos, moves[0])
        if outcome(after) is not None:
            return Appraisal(final_value(after, pos.to_move), True, moves[:1])
        then = appraise(after, seconds, clock)
        return Appraisal(-then.value, then.exact, moves[:1])
    found = ai.search(pos, Limit(level=5, seconds=max(seconds, 0.01), clock=clock))
    value, proved = _points(found.value)
    return Appraisal(value, proved, (found.move,))


# --- the words -------------------------------------------------------------------------------------

def cost_text(verdict: Verdict) -> str:
    """What the move cost, said to its mover ("" for a best move)."""
    loss, before, after = verdict.loss, verdict.before, verdict.after
    if loss <= 0:
        return ""
    if before >= PROVED:
        if after <= -PROVED:
            return _("Your forced win is now a forced loss")
        if verdict.exact:
            return _("Your forced win is now a draw")
        return _("The search no longer finds your forced win")
    if after <= -PROVED:
        return _("The search now finds a forced loss for you")
    points = ngettext("\u2212{n} point", "\u2212{n} points", loss).format(n=loss)
    return _("{points} by the search's estimate (a hen is worth 10)").format(points=points)


def _threat(pos: Position) -> int:
    """The most hens the foxes could take on this board if it were their move."""
    return longest_captures(pos.board, pos.diagonals).longest


def reason_text(before: Position, verdict: Verdict) -> str:
    """Why the better move is better, in the game's terms, one line ("" when there is no better move)."""
    if not verdict.better:
        return ""
    better: Move = verdict.better[0]
    after_better, after_played = apply(before, better), apply(before, verdict.played[0])
    parts = [_("it wins by force")] if verdict.before >= PROVED else []
    if before.to_move == HENS:
        allowed, left = _threat(after_played), _threat(after_better)
        if allowed > left:
            parts.append(ngettext("yours lets the foxes take {n} hen, it lets them take {left}",
                                  "yours lets the foxes take {n} hens, it lets them take {left}", allowed).format(
                n=allowed, left=left if left else _("none")))
        if better.path[-1] in HEN_HOUSE and verdict.played[0].path[-1] not in HEN_HOUSE:
            parts.append(_("it takes a point of the hen-house"))
    else:
        threat, played = _threat(after_better), _threat(after_played)
        if threat > played:
            parts.append(ngettext("it threatens to take {n} hen", "it threatens to take {n} hens", threat).format(
                n=threat))
    if not parts:
        parts.append(_("no capture decides it: the proof sees further") if verdict.exact
                     else _("no capture decides it: the search sees further"))
    return functools.reduce(joined, parts)
