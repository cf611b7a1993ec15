"""Kalah's coach (pure): a position's value for the side to move and a best whole turn (``engine.duels.coach``).

With 3 or 4 stones a pit the value is exact, the final margin with perfect play from the position: the perfect
player's book, else a proof to the end of the game (games/kalah/perfect.py), under either capture rule and the pie
rule (at the first turn the first player's value is −|m| of the turn leaving the least |m|, at the offer the second
player's is |m|, ``m`` the margin the first turn left for the second player).  What one process proves is kept for
its next positions (a review proves a game's positions one after another).  With 5 or 6 stones it is level 5's
search for the seconds given, an estimate (exact only where that search reached every end of the game): a turn
whose estimates change the result is labelled by the points it lost, not called a blunder for it
(``engine.duels.coach.label_of``), and its label is said with "≈".

A turn's loss is counted in points of final margin; the labels' thresholds and the accuracy's scale are
``THRESHOLDS`` (written in docs/playing.md).  ``cost_text`` and ``reason_text`` say a verdict in Kalah's terms.
"""
from __future__ import annotations

import time
from collections import ChainMap
from collections.abc import Callable

from engine.duels.coach import Appraisal, Thresholds, Verdict
from engine.duels.limits import Limit
from engine.language.translation import _, ngettext
from games.kalah import ai, perfect
from games.kalah.perfect import Entry, Key, Perfect, kalahs_margin, ordinary, shipped_book
from games.kalah.rules import FIRST_TURN, KALAH, SWAP, SWAP_OFFERED, Position, apply_compound, is_over, legal_moves, sow

# a loss of 1 point is good, up to 3 an inaccuracy, up to 6 a mistake, more a blunder; 4 points lost cost a turn
# about two thirds of its accuracy
THRESHOLDS = Thresholds(good=1, inaccuracy=3, mistake=6, scale=4.0)
PURE_SLOWER = 32  # the pure core's nodes a second, against the compiled core's (benchmarks/results/kalah_core_*.txt)
_PROVED: dict[Key, Entry] = {}  # what this process has proved past the book, kept for its next positions


class Unfinished(RuntimeError):
    """A proof given a number of nodes (``foresee``) did not end within them."""


def perfect_player(clock: Callable[[], float] = time.monotonic, known: tuple[Position, int] | None = None,
                   nodes: int | None = None) -> Perfect:
    """The perfect player over the shipped book and what this process has proved (its proofs added to it).  Its
    proofs want the proofs' own endgame table (``ai.PROOF_ENDGAME_STONES``, 20 stones) and take the largest ready
    (a fresh install builds a step in seconds rather than prove with the game's small one; on an early position of
    a 4-stone game the 20-stone table makes a proof about three times quicker than the 16-stone step); ``known``: a
    position and its value (the mover's final margin), known already: its proof only looks for a turn worth that;
    ``nodes``: a proof that does not end within about that many raises ``Unfinished``."""

    def proof(pos: Position) -> Entry:
        value = known[1] if known is not None and known[0] == pos else None
        entry = perfect.try_prove(pos, nodes, clock, keep=True, guess=value, known=value is not None,
                                  stones=ai.PROOF_ENDGAME_STONES)
        if entry is None:
            raise Unfinished(f"no proof within {nodes} nodes")
        return entry

    return Perfect(ChainMap(_PROVED, shipped_book()), proof)


def final_value(pos: Position, side: int) -> int:
    """The finished game's margin for ``side``: its kalah minus the other's."""
    return pos.desk[KALAH[side]] - pos.desk[KALAH[1 - side]]


def in_book(pos: Position) -> bool:
    """Does the perfect player's shipped book hold the position's value (read at once, nothing proved)?"""
    return is_exact_here(pos) and not is_over(pos) and perfect.book_margin(pos) is not None


def is_exact_here(pos: Position) -> bool:
    """Is the coach exact for this game (3 or 4 stones a pit)?"""
    return perfect.offered_at(pos)


def exact_appraisal(pos: Position, clock: Callable[[], float] = time.monotonic, known: int | None = None,
                    nodes: int | None = None) -> Appraisal:
    """The exact value of ``pos`` (3 or 4 stones a pit, not over) for its mover, and a best whole turn (``known``:
    its value, the mover's final margin, when known already: only a turn worth it is then looked for; ``nodes``:
    ``Unfinished`` when a proof takes more)."""
    player = perfect_player(clock, None if known is None else (pos, known), nodes)
    if pos.opening == FIRST_TURN:
        turn = player.pie_first_turn(pos)
        return Appraisal(-abs(player.margin(apply_compound(pos, turn))), True, turn)
    if pos.opening == SWAP_OFFERED:
        margin = player.margin(ordinary(pos))
        return Appraisal(abs(margin), True, (SWAP,) if margin < 0 else player.entry(ordinary(pos))[1])
    gain, turn = player.entry(pos)
    return Appraisal(kalahs_margin(pos) + gain, True, turn)


def appraise(pos: Position, seconds: float, clock: Callable[[], float] = time.monotonic,
             known: int | None = None) -> Appraisal:
    """``pos`` valued for its mover: exact with 3 or 4 stones a pit (however long the proof; ``known``: its value
    when a best turn led to it from a position valued exactly, ``engine.duels.coach.carried``: the proof then only
    looks for a turn worth it), else level 5's search for ``seconds``; a finished game, its margin."""
    if is_over(pos):
        return Appraisal(final_value(pos, pos.to_move), True, None)
    if is_exact_here(pos):
        return exact_appraisal(pos, clock, known)
    found = ai.search(pos, Limit(level=5, seconds=max(seconds, 0.01), clock=clock), keep=True)
    return Appraisal(found.value, found.exact, found.move)


def foresee(pos: Position, seconds: float, clock: Callable[[], float] = time.monotonic,
            *, nodes: int) -> Appraisal | None:
    """``appraise``'s appraisal of ``pos`` if its proofs end within about ``nodes`` nodes each, else None: a look
    ahead, while a person thinks, at a position their turn could leave (engine/duels/coaching.py).  What a look
    proves is kept (the positions it proved, and the compiled core's table for the next proofs), so the next look
    at the same position goes on from there.  An estimate (5 or 6 stones) is ``appraise``'s, for ``seconds``.
    Without the compiled core a look takes ``PURE_SLOWER`` times fewer nodes (as long), and keeps nothing: it ends
    only where a short proof does."""
    if is_over(pos) or not is_exact_here(pos):
        return appraise(pos, seconds, clock)
    try:
        return exact_appraisal(pos, clock, nodes=nodes if ai.COMPILED else max(1, nodes // PURE_SLOWER))
    except Unfinished:
        return None


# --- the words -------------------------------------------------------------------------------------

def outlook(value: int) -> str:
    """A final margin for the mover, in words: "a win by 8", "a draw", "a loss by 4"."""
    if value > 0:
        return ngettext("a win by {n}", "a win by {n}", value).format(n=value)
    if value < 0:
        return ngettext("a loss by {n}", "a loss by {n}", -value).format(n=-value)
    return _("a draw")


def cost_text(verdict: Verdict) -> str:
    """What the turn cost, said to its mover: "−4 points: your lead of 8 is now 4" ("" for a best turn)."""
    loss, before, after = verdict.loss, verdict.before, verdict.after
    if loss <= 0:
        return ""
    points = ngettext("\u2212{n} point", "\u2212{n} points", loss).format(n=loss)
    if before > 0 and after > 0:
        said = _("your lead of {before} is now {after}").format(before=before, after=after)
    elif before < 0 and after < 0:
        said = _("your deficit of {before} is now {after}").format(before=-before, after=-after)
    else:
        said = _("{before} is now {after}").format(before=outlook(before), after=outlook(after))
    text = _("{points}: {said}").format(points=points, said=said)
    return text if verdict.exact else _("\u2248{cost} (an estimate of the search)").format(cost=text)


def _effects(pos: Position, turn: tuple) -> tuple[int, int, Position]:
    """A turn's sowings that ended in the kalah, the stones its last sowing captured, and the position after it."""
    extras = captured = 0
    for move in turn:
        if move == SWAP:
            return 0, 0, apply_compound(pos, turn)
        sowing = sow(pos, move)
        extras += sowing.extra_move
        captured = sowing.captured
        pos = sowing.after
    return extras, captured, pos


def threat(pos: Position) -> int:
    """The most stones the side to move in ``pos`` can capture with one sowing (0 when the game is over)."""
    return max((sow(pos, move).captured for move in legal_moves(pos)), default=0) if not is_over(pos) else 0


def reason_text(before: Position, verdict: Verdict) -> str:
    """Why the better turn is better, in the game's terms, one line ("" when there is no better turn)."""
    better = verdict.better
    if not better:
        return ""
    if better == (SWAP,):
        return _("swapping takes over the first turn's advantage")
    extras, captured, after_better = _effects(before, better)
    _unused, _captured, after_played = _effects(before, verdict.played)
    parts = []
    if extras:
        parts.append(_("it ends in your kalah and plays again") if extras == 1 else ngettext(
            "it ends in your kalah {n} time and plays on", "it ends in your kalah {n} times and plays on", extras
        ).format(n=extras))
    if captured:
        parts.append(ngettext("it captures {n}", "it captures {n}", captured).format(n=captured))
    allowed, prevented = threat(after_played), threat(after_better)
    if allowed > prevented:
        parts.append(_("yours leaves a capture of {allowed}, it leaves {left}").format(
            allowed=allowed, left=prevented if prevented else _("none")))
    if not parts:
        parts.append(_("no capture or extra move decides it: the proof sees further") if verdict.exact
                     else _("no capture or extra move decides it: the search sees further"))
    return "; ".join(parts)
