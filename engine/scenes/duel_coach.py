"""The coach beside a duel's board: what each human turn was worth, the better turn, and the tutor's question.

A duel scene whose entry has a coach module (``EntrySpec.coach``, ``engine.duels.coach.GameCoach``) keeps one
``BoardCoach``.  While the coach is on (Options, the setup panel, or C during a game; remembered in the settings)
it has the position a person is to move in valued, and the one after it once the turn is played, in a worker of
its own (``engine.duels.coaching.CoachSession``), and the side panel says the verdict on the last human turn: its
label, what it cost in the game's terms, and the better turn (drawn on the board by the game's
``draw_coach_marks``) with its reason; a label resting on an estimate is said "≈ mistake".  Between two players
it serves both, naming whose turn it was; the computer's turns are not judged while the game goes on (the review
judges them).

The tutor (Options; off by default) asks before a human turn that is a mistake or worse is played: the turn waits
for its value ("weighing…"), then "Play it" or "Take it back".  A finished game's review (``engine.scenes.review``)
reads the same session, so what was valued while playing is not valued again.
"""
from __future__ import annotations

from typing import Any

import pygame

from engine.duels.basics import COMPUTER_COMPUTER, HUMAN, HUMAN_COMPUTER
from engine.duels.coach import (
    BEST,
    BLUNDER,
    GOOD,
    INACCURACY,
    MISTAKE,
    WARNED,
    TurnPlayed,
    Verdict,
    carried_in,
    judge,
    label_text,
    turn_ends,
    value_before,
    whole_turns,
)
from engine.duels.coaching import CoachSession
from engine.duels.controller import notation
from engine.language.translation import _
from engine.scenes.overlay import Dialog
from engine.ui import theme as colors
from engine.ui.draw import fitted_text, panel, text_block
from engine.ui.theme import Theme

LABEL_COLORS = {BEST: colors.GOOD, GOOD: colors.GOOD, INACCURACY: colors.ACCENT, MISTAKE: (240, 140, 80),
                BLUNDER: colors.BAD}


def verdict_words(module: Any, before: Any, verdict: Verdict) -> str:
    """A verdict in words: what the turn cost, the better turn and why (the game's coach ``module`` says them in
    its terms), or that it was a best one."""
    cost = module.cost_text(verdict)
    said = [f"{cost}." if cost else ""]
    if verdict.better is not None:
        reason = module.reason_text(before, verdict)
        better = _("Better: {turn}").format(turn=notation(verdict.better))
        said.append(f"{better} ({reason})." if reason else f"{better}.")
    elif verdict.loss > 0:  # its value carried from the turn before: the better turn is still being proved
        said.append(_("Finding the better turn\u2026"))
    elif verdict.label == BEST:
        said.append(_("A best turn.") if verdict.exact else _("The search's best turn (an estimate)."))
    return " ".join(part for part in said if part)


class BoardCoach:
    """The coach of one duel scene (``scene``: a ``DuelScene`` whose entry has a coach module)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.module = scene.spec.module("coach")
        self.session: CoachSession | None = None
        self._turns: tuple[Any, list[TurnPlayed]] = (None, [])
        self._ends: tuple[Any, list[Any]] = (None, [])  # a position, and the positions its whole turns leave
        self.holding: Any = None      # a move the tutor weighs before it is played
        self.held_in: Any = None      # the position it was held in (a hold ends when the board changes: undo, a new game)
        self.asking: Any = None       # a move the tutor asks about (its dialog is open)

    # --- state --------------------------------------------------------------------------------------
    @property
    def on(self) -> bool:
        return bool(self.scene.app.settings.coach)

    @property
    def shown(self) -> bool:
        """Does the coach speak beside the board now?  While it is on and a person plays (the computer against
        itself is reviewed after the game, R)."""
        scene = self.scene
        return self.on and scene.has_match and scene.match.setup.mode != COMPUTER_COMPUTER and not scene.demo

    @property
    def tutor(self) -> bool:
        return bool(self.scene.app.settings.tutor)

    def toggle(self) -> None:
        """C: the coach on or off (remembered)."""
        self.scene.app.update_settings(coach=not self.on)
        self.holding = None
        if not self.on:  # off: nothing is valued (its worker is closed)
            self.close()
        self.scene.message = _("Coach on: after each of your turns, what it was worth.") if self.on else _("Coach off.")

    def open_session(self) -> CoachSession:
        """The session valuing this game's positions (started on first need, in a worker of its own)."""
        if self.session is None:
            self.session = CoachSession(type(self.scene.app.worker)(), self.scene.spec.coach)
        return self.session

    def close(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None

    def turns(self) -> list[TurnPlayed]:
        """The game on the board as whole turns (worked out again only when the board changes)."""
        match = self.scene.match
        key = (match.start, match.position, len(match.moves))
        if self._turns[0] != key:
            self._turns = (key, whole_turns(self.scene.rules, match.start, match.moves))
        return self._turns[1]

    def turn_ends(self, pos: Any) -> list[Any]:
        """The positions the whole turns from ``pos`` can leave, looked at while a person thinks (worked out once a
        position)."""
        if self._ends[0] != pos:
            self._ends = (pos, turn_ends(self.scene.rules, pos))
        return self._ends[1]

    def _judged_by_human(self, turn: TurnPlayed) -> bool:
        return self.scene.match.setup.controller(self.scene.rules.to_move(turn.before)) == HUMAN

    def last_turn(self) -> tuple[int, TurnPlayed] | None:
        """The last whole turn a person finished (its number from 1), if the coach judges one now."""
        match = self.scene.match
        turns = self.turns()
        for number in range(len(turns), 0, -1):
            turn = turns[number - 1]
            finished = number < len(turns) or match.rules.to_move(match.position) != match.rules.to_move(turn.before) \
                or match.is_over()
            if finished and self._judged_by_human(turn):
                return number, turn
        return None

    def verdict(self, number: int, turn: TurnPlayed) -> Verdict | None:
        """The verdict on a turn, when its values are known."""
        session = self.session
        if session is None:
            return None
        before = value_before(self.scene.rules, self.turns(), number, turn, session.known)
        if before is None:
            return None
        over = self.scene.rules.outcome(turn.after) is not None
        after = None if over else session.known(turn.after)
        return judge(self.module, self.scene.rules, number, turn, before, after)

    # --- every frame --------------------------------------------------------------------------------
    def update(self, review: list[Any] | None = None) -> None:
        """Ask for the values wanted now (``review``: a finished game's positions, the review being open)."""
        scene = self.scene
        if not scene.has_match or scene.demo or (not self.on and review is None):
            return
        wanted: list[Any] = []
        if self.holding is not None and self.held_in != scene.match.position:
            self.holding = None  # the board changed under the held move: it may not even be legal now
        if self.holding is not None:
            wanted.append(self._held_turn(self.holding).after)
        last = self.last_turn()
        if last is not None:
            wanted += [last[1].before, last[1].after]
        foreseen: list[Any] = []
        if scene.controller.human_may_move():
            wanted.append(scene.match.position)
            foreseen = self.turn_ends(scene.match.position)
        if review:
            wanted += review
        wanted = [pos for pos in wanted if scene.rules.outcome(pos) is None]
        if wanted or self.session is not None:
            session = self.open_session()
            session.want(wanted, lambda pos: carried_in(scene.rules, self.turns(), pos, session.known), foreseen)
        if self.holding is not None:
            self._weigh(self.holding)

    # --- the tutor ----------------------------------------------------------------------------------
    def _held_turn(self, move: Any) -> TurnPlayed:
        """The whole turn that playing ``move`` now would make (a Kalah turn's earlier sowings included)."""
        match, rules = self.scene.match, self.scene.rules
        turns = self.turns()
        mover = rules.to_move(match.position)
        after = rules.apply(match.position, move)
        if turns and turns[-1].after == match.position and rules.to_move(turns[-1].before) == mover \
                and rules.to_move(turns[-1].after) == mover:
            return TurnPlayed(turns[-1].before, turns[-1].moves + (move,), after)
        return TurnPlayed(match.position, (move,), after)

    def allows(self, move: Any) -> bool:
        """May a person's ``move`` be played at once?  With the tutor on, a move that ends a turn waits for the
        turn's value, and one that is a mistake or worse waits for the person's answer."""
        scene = self.scene
        if not (self.on and self.tutor) or self.asking is not None or not scene.has_match:
            return True
        rules = scene.rules
        try:
            turn = self._held_turn(move)
        except ValueError:
            return True  # an illegal move: the rules say why
        if rules.outcome(turn.after) is None and rules.to_move(turn.after) == rules.to_move(turn.before):
            return True  # the turn goes on: judged when it ends
        self.holding, self.held_in = move, scene.match.position
        self.scene.message = _("The tutor is weighing this turn\u2026")
        self.update()
        return False

    def _weigh(self, move: Any) -> None:
        """The held move's turn is valued: played when it loses little, asked about otherwise."""
        turn = self._held_turn(move)
        verdict = self.verdict(len(self.turns()) + 1, turn)
        if verdict is None:
            if self.session is not None and self.session.problem:
                self.holding = None
                self.scene.controller.try_move(move)
            return
        self.holding = None
        if verdict.label not in WARNED:
            self.scene.controller.try_move(move)
            return
        self.asking = move
        label = label_text(verdict.label, verdict.exact)
        cost = self.module.cost_text(verdict) or label
        self.scene.app.stack.push(Dialog(_("The tutor: {label}").format(label=label),
                                         _("This turn ({turn}): {label}. {cost}.").format(
                                             turn=notation(turn.moves), label=label, cost=cost),
                                         [(_("Play it"), True), (_("Take it back"), False)], cancel_value=False))

    def answered(self, result: Any) -> bool:
        """The tutor's dialog closed: play the move, or not.  True if the dialog was the tutor's."""
        move, self.asking = self.asking, None
        if move is None:
            return False
        if result is True:
            self.scene.controller.try_move(move)
        else:
            self.scene.message = _("Taken back: choose another turn.")
        return True

    def cancel_hold(self) -> bool:
        """Esc while the tutor weighs a turn: it is not played.  True if one was held."""
        if self.holding is None:
            return False
        self.holding = None
        self.scene.message = _("Taken back: choose another turn.")
        return True

    # --- drawing ------------------------------------------------------------------------------------
    def marks(self) -> tuple[int, tuple, tuple | None] | None:
        """The last judged turn's side, its moves and its better one, for the board (None: nothing to mark)."""
        if not self.on or not self.scene.has_match:
            return None
        last = self.last_turn()
        verdict = None if last is None else self.verdict(*last)
        if verdict is None or verdict.better is None:
            return None
        return verdict.side, verdict.played, verdict.better

    def words(self, narrow: bool = False) -> tuple[str, str, tuple[int, int, int]]:
        """The panel's heading, its text and the heading's colour (``narrow``: the heading without the turn's
        moves, which the board marks)."""
        scene = self.scene
        if self.session is not None and self.session.problem:
            return _("Coach"), self.session.problem, colors.BAD
        last = self.last_turn()
        if last is None:
            return _("Coach"), _("After each of your turns the coach says what it was worth (C: off)."), colors.MUTED
        number, turn = last
        verdict = self.verdict(number, turn)
        setup = scene.match.setup
        side = scene.rules.to_move(turn.before)
        if narrow:
            whose = _("Your turn {number}") if setup.mode == HUMAN_COMPUTER else _("{side}, turn {number}")
        else:
            whose = _("Your turn {number} ({turn})") if setup.mode == HUMAN_COMPUTER else _("{side}, turn {number} ({turn})")
        head = whose.format(number=number, turn=notation(turn.moves), side=setup.side_name(side))
        if verdict is None:
            return head, _("Weighing it\u2026"), colors.MUTED
        label = label_text(verdict.label, verdict.exact, capital=True)
        return _("{turn}: {label}").format(turn=head, label=label), verdict_words(self.module, turn.before, verdict), \
            LABEL_COLORS[verdict.label]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
        """The coach's strip (``rect``, under the board): the verdict's heading in its label's colour, then its words."""
        if not self.scene.has_match:
            return
        head, text, color = self.words()
        panel(surface, rect, theme, edge=color)
        pad = theme.px(10)
        inner = rect.inflate(-2 * pad, -2 * pad)
        if theme.usual_font("small", True).size(head)[0] > inner.width:
            head = self.words(narrow=True)[0]
        heading = fitted_text(theme, head, inner.width, "small", color, bold=True, smallest="small")
        surface.blit(heading, inner.topleft)
        body = pygame.Rect(inner.left, inner.top + heading.get_height() + theme.px(2), inner.width,
                           inner.height - heading.get_height() - theme.px(2))
        text_block(surface, text, body, theme, "small", colors.TEXT, line_gap=1.05)
