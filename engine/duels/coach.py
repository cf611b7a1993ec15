"""The coach (pure): what each whole turn of a duel was worth against perfect play, its label, and a game's review.

A duel's coach module (its ``EntrySpec.coach``, the ``GameCoach`` protocol below) values a position for its side to
move, in the game's own units (Kalah: the final margin; the Nims: +1 won, −1 lost; foxes and hens: a win, a draw
or the search's estimate), with a best whole turn (``Appraisal``).  The rest is the same for every game:

- a game's moves grouped into whole turns (``whole_turns``: a Kalah turn goes on while its sowings end in the
  kalah; elsewhere a turn is one move);
- a turn's *loss*: the mover's value before it (with the best turn) minus the mover's value after it, never below
  0 (two estimates may disagree); a turn that is a best one loses 0 (``judge``);
- its label (``label_of``): best (no loss), good, inaccuracy, mistake or blunder by the game's ``Thresholds``; a
  turn that changes the result (a win to a draw or a loss, a draw to a loss) is always a blunder when both values
  are exact; where either is an estimate (a search's, unproved) its loss alone labels it, since two estimates may
  straddle a draw by a point or two; a label resting on an estimate is said with "≈" (``label_text``);
- each side's summary (``summary``): the points it dropped, its share of best turns, the count of each label (and
  of those resting on estimates) and its *accuracy*: the mean over its turns of ``100 · e^(−loss / scale)``, the
  game's ``scale`` being the loss that costs a turn about two thirds of its accuracy (as lichess averages each
  move's accuracy; documented in docs/playing.md).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from engine.language.translation import N_, _, capitalized

BEST, GOOD, INACCURACY, MISTAKE, BLUNDER = "best", "good", "inaccuracy", "mistake", "blunder"
LABELS = (BEST, GOOD, INACCURACY, MISTAKE, BLUNDER)
LABEL_NAMES = {BEST: N_("best"), GOOD: N_("good"), INACCURACY: N_("inaccuracy"), MISTAKE: N_("mistake"),
               BLUNDER: N_("blunder")}
WARNED = (MISTAKE, BLUNDER)  # the labels the tutor asks about before the turn is played


@dataclass(frozen=True)
class Thresholds:
    """A game's labels by loss: up to ``good`` a good turn, up to ``inaccuracy`` an inaccuracy, up to ``mistake``
    a mistake, more a blunder (a loss of 0 is a best turn); ``scale``: the accuracy's (see the module)."""

    good: int
    inaccuracy: int
    mistake: int
    scale: float


@dataclass(frozen=True)
class Appraisal:
    """A position valued for its side to move: ``value`` in the game's units, ``exact`` (perfect play from here)
    or the search's estimate, and a best whole turn (a tuple of moves; None when the game is over)."""

    value: int
    exact: bool
    best: tuple | None


@dataclass(frozen=True)
class TurnPlayed:
    """One whole turn of a game: the position before it, its moves, the position after it."""

    before: Any
    moves: tuple
    after: Any


class GameCoach(Protocol):
    """What a duel's coach module provides (pure)."""

    @property
    def THRESHOLDS(self) -> Thresholds: ...

    def appraise(self, pos: Any, seconds: float, clock: Callable[[], float], known: int | None = None) -> Appraisal:
        """``pos`` valued for its side to move (a finished game: its result), searching at most about ``seconds``;
        ``known``: its value when the caller knows it already (``carried``), so that only a best turn is to find."""
        ...

    def final_value(self, pos: Any, side: int) -> int:
        """A finished game's value for ``side``."""
        ...

    def cost_text(self, verdict: Verdict) -> str:
        """What the turn cost, said to its mover in the game's terms ("" for a best turn)."""
        ...

    def reason_text(self, before: Any, verdict: Verdict) -> str:
        """Why ``verdict.better`` is better, one line in the game's terms ("" when there is none)."""
        ...


@dataclass(frozen=True)
class Verdict:
    """What one whole turn was worth: the ``number``-th turn of the game (from 1), played by ``side`` (``played``:
    its moves); the mover's value before it (the best turn's) and after it; a best turn when the played one lost
    value (None while it is not known yet: a value carried from the turn before); whether both values are exact;
    and the label."""

    number: int
    side: int
    played: tuple
    before: int
    after: int
    better: tuple | None
    exact: bool
    label: str

    @property
    def loss(self) -> int:
        return self.before - self.after


def result_of(value: int) -> int:
    """A value's result for its side: 1 a win, 0 a draw, −1 a loss."""
    return (value > 0) - (value < 0)


def label_of(loss: int, before: int, after: int, thresholds: Thresholds, *, exact: bool) -> str:
    """The label of a turn that lost ``loss`` (its mover's value going from ``before`` to ``after``; ``exact``: both
    values are, so that a changed result is a blunder whatever the loss)."""
    if loss <= 0:
        return BEST
    if exact and result_of(after) < result_of(before):
        return BLUNDER
    for label, most in ((GOOD, thresholds.good), (INACCURACY, thresholds.inaccuracy), (MISTAKE, thresholds.mistake)):
        if loss <= most:
            return label
    return BLUNDER


def label_text(label: str, exact: bool, capital: bool = False) -> str:
    """A label in the language spoken ("mistake"; ``capital``: "Mistake"), "≈ mistake" when it rests on an
    estimate (a verdict not ``exact``; a no-break space after the sign)."""
    said = _(LABEL_NAMES[label])
    said = capitalized(said) if capital else said
    return said if exact else _("\u2248\u00a0{label}").format(label=said)  # kept together


def whole_turns(rules: Any, start: Any, moves: Iterable[Any]) -> list[TurnPlayed]:
    """The game played from ``start`` (``moves``, one after another, under ``rules``) as whole turns: a turn goes
    on while the same side is to move after its move (a Kalah sowing that ends in the kalah)."""
    turns: list[TurnPlayed] = []
    pos = start
    for move in moves:
        after = rules.apply(pos, move)
        if turns and rules.outcome(pos) is None and rules.to_move(turns[-1].before) == rules.to_move(pos):
            turns[-1] = TurnPlayed(turns[-1].before, turns[-1].moves + (move,), after)
        else:
            turns.append(TurnPlayed(pos, (move,), after))
        pos = after
    return turns


def turn_ends(rules: Any, pos: Any, most: int = 64) -> list[Any]:
    """The positions the whole turns from ``pos`` (not over) can leave (a Kalah turn goes on while its sowings end
    in the kalah), each once, in the order found, at most ``most``, but those where the game is over (nothing to
    value there): what the coach looks at while a person thinks."""
    mover = rules.to_move(pos)
    ends: list[Any] = []
    seen = {pos}
    going = [pos]
    while going and len(ends) < most:
        here = going.pop(0)
        for move in rules.legal_moves(here):
            after = rules.apply(here, move)
            if after in seen:
                continue
            seen.add(after)
            if rules.outcome(after) is not None:
                continue
            (going if rules.to_move(after) == mover else ends).append(after)
    return ends[:most]


def after_value(coach: GameCoach, rules: Any, turn: TurnPlayed, after: Appraisal | None) -> int | None:
    """The mover's value after ``turn``: the game's result when it ended, else the position's appraisal turned
    round to the mover (None while it is not known)."""
    mover = rules.to_move(turn.before)
    if rules.outcome(turn.after) is not None:
        return coach.final_value(turn.after, mover)
    if after is None:
        return None
    return after.value if rules.to_move(turn.after) == mover else -after.value


def judge(coach: GameCoach, rules: Any, number: int, turn: TurnPlayed, before: Appraisal,
          after: Appraisal | None) -> Verdict | None:
    """The verdict on ``turn`` (the ``number``-th of the game) from the appraisals of the positions before and after
    it (``after`` may be None when the game ended with it); None while one is missing."""
    value = after_value(coach, rules, turn, after)
    if value is None:
        return None
    exact = before.exact and (after is None or after.exact or rules.outcome(turn.after) is not None)
    loss = 0 if before.best is not None and tuple(turn.moves) == tuple(before.best) else max(0, before.value - value)
    label = label_of(loss, before.value, before.value - loss, coach.THRESHOLDS, exact=exact)
    return Verdict(number, rules.to_move(turn.before), tuple(turn.moves), before.value, before.value - loss,
                   before.best if loss else None, exact, label)


def needed(rules: Any, turns: Sequence[TurnPlayed]) -> list[Any]:
    """The positions a review of ``turns`` appraises: each turn's start, and the last position unless the game
    ended there (each once, in the game's order)."""
    found = [turn.before for turn in turns]
    if turns and rules.outcome(turns[-1].after) is None:
        found.append(turns[-1].after)
    return list(dict.fromkeys(found))


def carried(rules: Any, previous: TurnPlayed | None, pos: Any, known: Callable[[Any], Appraisal | None]
            ) -> Appraisal | None:
    """``pos`` valued from the turn ``previous`` that led to it, when that turn was the best one of a position valued
    exactly (the computer's turns at level Perfect): the same value, exact, its best turn not known yet; else None."""
    if previous is None or previous.after != pos or rules.outcome(pos) is not None:
        return None
    was = known(previous.before)
    if was is None or not was.exact or was.best is None or tuple(was.best) != tuple(previous.moves):
        return None
    return Appraisal(was.value if rules.to_move(pos) == rules.to_move(previous.before) else -was.value, True, None)


def carried_in(rules: Any, turns: Sequence[TurnPlayed], pos: Any, known: Callable[[Any], Appraisal | None]
               ) -> Appraisal | None:
    """``carried`` to ``pos`` by the turn of the game ``turns`` that led to it, if one did."""
    return carried(rules, next((turn for turn in turns if turn.after == pos), None), pos, known)


def value_before(rules: Any, turns: Sequence[TurnPlayed], number: int, turn: TurnPlayed,
                 known: Callable[[Any], Appraisal | None]) -> Appraisal | None:
    """The appraisal of the position the ``number``-th turn (``turn``) began from: known, or carried from the turn
    before it (``carried``)."""
    previous = turns[number - 2] if 2 <= number <= len(turns) + 1 else None
    return known(turn.before) or carried(rules, previous, turn.before, known)


def verdicts(coach: GameCoach, rules: Any, turns: Sequence[TurnPlayed], known: Callable[[Any], Appraisal | None]
             ) -> list[Verdict | None]:
    """Each turn's verdict from the appraisals ``known`` so far (None for a turn still waiting for one)."""
    found: list[Verdict | None] = []
    for number, turn in enumerate(turns, 1):
        before = value_before(rules, turns, number, turn, known)
        after = None if rules.outcome(turn.after) is not None else known(turn.after)
        found.append(None if before is None else judge(coach, rules, number, turn, before, after))
    return found


@dataclass(frozen=True)
class SideSummary:
    """One side's game as the review sums it up (over its judged turns)."""

    turns: int
    dropped: int
    best: int
    accuracy: float
    counts: tuple[tuple[str, int], ...]
    estimated: tuple[tuple[str, int], ...]  # of each label's count, the turns judged on an estimate

    @property
    def best_share(self) -> float:
        """The share of its turns that were best ones, from 0 to 1."""
        return self.best / self.turns if self.turns else 1.0

    def count(self, label: str) -> int:
        return dict(self.counts)[label]

    def count_text(self, label: str) -> str:
        """A label and its count, "Mistake 2" ("≈ Mistake 2" when one of them rests on an estimate)."""
        return f"{label_text(label, not dict(self.estimated)[label], capital=True)} {self.count(label)}"


def turn_accuracy(loss: int, thresholds: Thresholds) -> float:
    """A turn's accuracy, from 0 to 100: 100 for a best turn, ``100 · e^(−loss / scale)`` otherwise."""
    return 100.0 * math.exp(-max(0, loss) / thresholds.scale)


def summary(judged: Iterable[Verdict | None], side: int, thresholds: Thresholds) -> SideSummary:
    """``side``'s summary over the turns judged so far (those still waiting are left out)."""
    mine = [v for v in judged if v is not None and v.side == side]
    accuracy = sum(turn_accuracy(v.loss, thresholds) for v in mine) / len(mine) if mine else 100.0
    return SideSummary(len(mine), sum(v.loss for v in mine), sum(v.label == BEST for v in mine), accuracy,
                       tuple((label, sum(v.label == label for v in mine)) for label in LABELS),
                       tuple((label, sum(v.label == label and not v.exact for v in mine)) for label in LABELS))
