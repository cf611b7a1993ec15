"""What every duel scene offers, so that a game's own scene only draws its board and reads clicks.

The state of play (phase, turns, the computer's job, hints, pause, waiting for a key, animation
time, undo) is the pure mid-end ``engine.duels.controller.DuelController``, ``self.controller``;
this scene turns input into its calls and draws: the setup panel, the status line, the side
panel with its buttons, and the board (through the game).  When the game ends the status line
becomes a result banner (green: won, red: lost, blue: a draw) and the side panel offers Play
again / Undo / Setup / Rules / Menu; the final position stays in full view.  A button that does
nothing in the state is drawn muted and its key does nothing.  Undo / redo / hint / new game,
the rules on F1, Esc back.  Computer against computer can be paused (P) and can wait for a key
after each move.

Nothing is lost: a game in progress (against the computer or between two players) is kept in
``app.saved`` (engine/files/saved_games.py) whenever the scene is left (Esc, Menu, the window closed) and
the setup panel offers it again first, "Resume", the next time; a finished game is forgotten.  Only
a game that would not be kept (the computer against itself) asks before Esc leaves it.

A game subclasses ``DuelScene`` and provides:

    draw_board(surface, rect, position, animation)   animation: MoveAnimation or None
    move_at(pos) -> move or None                     the move a click at ``pos`` makes
    board_key(event) -> bool                         the game's own keys
    describe(move, who) -> str                       a sentence: who played what
    announce(choice, who) -> str                     the computer's chosen turn, before it is shown (optional)
    prompt() -> str                                  what the human to move can do
    explain(before, move) -> str                     why the computer played it ("" if nothing to say)
    move_seconds(before, move) -> float              how long the move's animation lasts at normal speed
    draw_extra(surface, rect)                        the game's own side-panel content (optional)
    game_actions() -> list[Action]                   the game's own side-panel buttons (optional)
    answered(result)                                 a dialog the game opened has closed (optional)
    draw_coach_marks(surface, side, played, better)  the coach's turns on the board (optional)

and reads ``self.board_rect`` (where the board is drawn) and ``self.controller``'s questions.

An entry with a coach module (``EntrySpec.coach``) gets the coach beside its board (``engine.scenes.duel_coach``:
C turns it on and off, the tutor asks before a costly turn) and, after a game, Review (R: ``engine.scenes.review``).
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from engine.duels.basics import COMPUTER_COMPUTER, HUMAN_COMPUTER, Outcome, Setup, level_text, says, subject
from engine.duels.controller import (
    ANIMATING,
    AWAITING_KEY,
    FAILED,
    HUMAN_TO_MOVE,
    OVER,
    PAUSED,
    PLAYING,
    SETUP,
    THINK_SECONDS,
    THINKING,
    DuelController,
    MoveAnimation,
    notation,
)
from engine.duels.match import Match
from engine.entries.registry import EntrySpec
from engine.files.saved_games import DUELS, SavedDuel, StaleGameError, known_values, restore_duel, saved_duel
from engine.language.translation import N_, _, number
from engine.scenes.duel_coach import BoardCoach
from engine.scenes.duel_mistakes import MistakeKeeper
from engine.scenes.duel_setup import SetupPanel
from engine.scenes.entry import EntryScene
from engine.scenes.overlay import Dialog
from engine.scenes.review import ReviewScene
from engine.ui import theme as colors
from engine.ui.draw import backdrop, fitted_text, panel, text_block
from engine.ui.layout import button_grid, side_panel, stack
from engine.ui.theme import Theme
from engine.ui.widgets import Button, Form

DETAIL_CHARS = 240      # the longest explanation under the status line (Row Nim's are about 190 characters)
WRAP_WASTE = 1.15       # lines break between words: a line holds this much fewer characters than fit
MOST_DETAIL_LINES = 6   # the status box grows to this many lines in a narrow window, the board shrinking
BOARD_SHARE = 0.45      # the least share of the window's height the board keeps (a larger text: smaller panels' type)
COACH_CHARS = 170       # the longest verdict the coach's strip holds (a Kalah blunder's cost and reason, in French)

# the states in which nothing moves by itself: the window sleeps until a person acts or a worker has news
RESTING = (SETUP, OVER, HUMAN_TO_MOVE, PAUSED, AWAITING_KEY, FAILED)

__all__ = ["DuelScene", "MoveAnimation", "notation", "SETUP", "PLAYING", "OVER"]


@dataclass(frozen=True)
class Action:
    """A side-panel button: its label (English, translated on the button), the key shown on it, the keys that
    press it, what it does."""

    label: str
    shown: str
    keys: tuple[int, ...]
    run: Callable[[], Any]
    primary: bool = False


class DuelScene(EntryScene):
    controller: DuelController  # the mid-end, made on entering (it needs the app's worker)
    wait_by_default = False  # wait for a key before each of the computer's moves
    side_rows = 3  # the side panel's lines under the title (``side_lines``): room is kept for them above the buttons
    shows_best = True  # the board may show the moves its rules or its analysis single out (an exercise's may not)
    top_side: int | None = None  # the side an entry's board draws at the top (None: neither, the board has no sides)
    turned = False  # the board drawn from the top side's side (an exercise turns it to the side to move: exercise_board)

    def __init__(self, spec: EntrySpec, setup: Setup | None = None, values: dict | None = None,
                 demo: bool = False, seed: int | None = None, start_position: Any = None) -> None:
        self.rules = spec.part("rules")
        super().__init__(spec, self.rules, values, demo, seed)
        self._initial_setup = setup
        self.start_position = start_position  # play from here instead of the rules' start
        self.plural_names = self.spec.plural_sides  # "the hens win"
        self._owns_save = False  # the saved game is this scene's (resumed, or kept by it): a new one replaces it
        self._kept_position: Any = None  # the position last kept: a new one (a move, undo, redo) is kept at once
        self._offered: tuple[SavedDuel, Match] | None = None  # the saved game the setup panel offers

    # --- the mid-end's state, as the game scenes read it ----------------------------------------------
    @property
    def phase(self) -> str:
        controller = getattr(self, "controller", None)  # made on entering, with the app's worker
        return controller.phase if controller is not None else SETUP

    @property
    def match(self) -> Match:
        return self.controller.match

    @property
    def has_match(self) -> bool:
        """A game has been started (from the first start on, there is always one)."""
        controller = getattr(self, "controller", None)
        return controller is not None and controller.has_match

    @property
    def hint(self) -> Any:
        return self.controller.hint

    def refused_move(self, move: Any, why: str) -> None:
        """A move the person made that the rules refuse (``why``, said on the status line); an exercise's board also
        counts it as a wrong turn."""
        self.message = why

    @property
    def message(self) -> str:
        return self.controller.message

    @message.setter
    def message(self, text: str) -> None:
        self.controller.message = text

    # --- life cycle -------------------------------------------------------------------------------
    coach: BoardCoach | None = None  # the coach beside the board, for an entry that has one (not in the demo)
    coach_rect = pygame.Rect(0, 0, 0, 0)  # where it speaks, under the board, while it is on
    mistakes: MistakeKeeper | None = None  # the last finished game's mistakes, tested to be kept as exercises

    def enter(self) -> None:
        self.controller = DuelController(self.rules, self.spec.part_path("ai"), self.app.worker, self, self.rng, self.demo,
                                         self.wait_by_default, self.spec.plural_sides)
        self.coach = BoardCoach(self) if self.spec.coach and not self.demo else None
        self.layout(self.app.size)
        self.recall()
        self.begin()

    def begin(self) -> None:
        """The first thing shown: the demo's game, the given setup's game, or the setup panel."""
        if self.demo:
            self.restart_demo()
        elif self._initial_setup is not None:
            self.start(self._initial_setup)
        else:
            self._open_setup(Setup(level=self.app.settings.computer_level, names=self.spec.side_names))

    def exit(self) -> None:
        self.keep_game()
        self.app.worker.cancel()
        if self.coach is not None:
            self.coach.close()
        if self.mistakes is not None:
            self.mistakes.close()

    # --- the game kept for the next time ------------------------------------------------------------
    def _saved(self) -> SavedDuel | None:
        """The game on the board as it would be kept (``None``: nothing to keep)."""
        if self.demo or not self.has_match:
            return None
        return saved_duel(self.match, self.values, self.controller.wait_each_move)

    def keep_game(self) -> None:
        """Keep the game in progress for the next time (a move being shown is played first)."""
        if self.demo or not self.has_match:
            return
        self.controller.settle()
        self._keep()

    def _keep_each_move(self) -> None:
        """Keep the game as soon as a move is played, taken back or replayed, so that a crash or a kill loses
        at most the move being made (a Kalah turn is kept sowing by sowing, as its record counts them)."""
        if self.demo or not self.has_match or self.controller.is_animating():
            return
        position = self.match.position  # positions are immutable: a new one after each change
        if position is not self._kept_position:
            self._keep()

    def _keep(self) -> None:
        """Write the game as it stands.  A game with nothing to keep (not begun, or the computer against
        itself) replaces this scene's own saved game, never another one; a finished game was forgotten when
        it ended.  What the book says (another window's game of this entry kept too) goes on the status line."""
        self._kept_position = self.match.position
        saved = self._saved()
        if saved is not None or self._owns_save:
            told = self.app.saved.notice
            self.app.saved.keep_duel(self.spec.id, saved)
            self._owns_save = saved is not None
            if self.app.saved.notice != told and self.app.saved.notice:
                self.message = self.app.saved.notice

    def _saved_game(self) -> tuple[SavedDuel, Match] | None:
        """The entry's saved game read back, when there is one that can be played on (a stale one is dropped)."""
        if self.demo:
            return None
        self.app.saved.refresh()  # another window may have kept or finished a game of this entry
        saved = self.app.saved.duel(self.spec.id)
        if saved is None:
            return None
        try:
            return saved, restore_duel(saved, self.rules, self.spec.side_names, self.rng)
        except StaleGameError:
            self.app.saved.adopt(DUELS, self.spec.id)  # it cannot be played on: dropped
            self.app.saved.keep_duel(self.spec.id, None)
            return None

    def resume_saved(self) -> None:
        """The setup panel's Resume: play on with the saved game, its options and setup as they were."""
        if self._offered is None:
            return
        saved, match = self._offered
        self._offered = None
        self.app.saved.adopt(DUELS, self.spec.id)  # this window plays on with it
        self.values = {**self.values, **known_values(saved, self.rules)}
        self.controller.wait_each_move = saved.wait_each_move
        self._owns_save = True
        self.controller.resume(match)
        self.layout(self.app.size)

    def demo_setup(self) -> Setup:
        fixed = self.spec.first_mover
        first = self.rng.randint(0, 1) if fixed is None else fixed
        return Setup(COMPUTER_COMPUTER, first, 4, names=self.spec.side_names)

    def demo_values(self, rng: random.Random) -> dict:
        """Option values for the attract mode (the defaults unless a game prefers otherwise)."""
        return dict(self.values)

    # --- setup ------------------------------------------------------------------------------------
    def _open_setup(self, setup: Setup) -> None:
        self.keep_game()  # the game left for the panel is the one it offers to resume
        self.controller.open_setup()
        self._offered = self._saved_game()
        resume = (_("Resume: {game}").format(game=self._offered[0].summary()), self.resume_saved) if self._offered else None
        self.panel = SetupPanel(self.rules.OPTIONS, setup, self.values, self.controller.wait_each_move,
                                self._start_from_panel, self.show_help, self.close,
                                self.spec.first_mover, resume, self.spec.offers_perfect if self.spec.perfect else None,
                                self.spec.perfect_caveat_here(),
                                (self.app.settings.coach, lambda on: self.app.update_settings(coach=on)) if self.coach else None)
        self.layout(self.app.size)

    def _start_from_panel(self) -> None:
        if self._offered is not None:  # a new game instead of the one offered: it replaces it
            self.app.saved.adopt(DUELS, self.spec.id)
        self.values = dict(self.panel.values)
        self.controller.wait_each_move = self.panel.wait_each_move
        try:
            self.start(self.panel.setup())
            self.remember()
        except ValueError as error:
            self.panel.error = str(error)
            self.app.sound.play("error")

    def start(self, setup: Setup) -> None:
        """Begin a game (``ValueError`` if the game's options are wrong; nothing changes then)."""
        params = self.rules.make_params(self.values)
        self.controller.start(setup, params, self.start_position)
        self.layout(self.app.size)

    def new_game(self) -> None:
        self.controller.new_game()

    def try_move(self, move: Any) -> bool:
        """A human's move: played and animated when legal (once the tutor, if on, lets it); a beep and the reason
        otherwise."""
        if self.coach is not None and self.controller.human_may_move() and not self.coach.allows(move):
            return True  # the tutor weighs it first
        return self.controller.try_move(move)

    def think_seconds(self) -> float:
        """The computer's time per move."""
        return THINK_SECONDS

    # --- what the mid-end asks (engine.duels.controller.DuelGame) -----------------------------------
    def speed(self) -> float:
        return self.app.settings.animation_factor

    def cue(self, sound: str) -> None:
        self.app.sound.play(sound)

    def ended(self, outcome: Outcome) -> None:
        if self._owns_save:  # a finished game is not kept; forgotten first, so that a kill between the two
            self.app.saved.keep_duel(self.spec.id, None)  # writes cannot have it resumed and counted twice
            self._owns_save = False
        self.app.records.note_duel(self.spec.id, self.match.setup, outcome)  # engine/files/records.py decides what counts
        if self.coach is not None and self.spec.exercises:  # the person's mistakes, tested to be kept as exercises
            if self.mistakes is not None:
                self.mistakes.close()
            self.mistakes = MistakeKeeper(self)
        self.game_over(outcome)

    def restart_demo(self) -> None:
        self.values = self.demo_values(self.rng)
        self.start(self.demo_setup())

    def resting(self) -> bool:
        """A person to move, the game paused, waiting for a key, failed or over, or the setup panel: nothing moves
        by itself (the computer thinking and a move shown do)."""
        return self.controller.status() in RESTING

    def look(self) -> Any:
        """What may change on the board and the status line while the scene rests."""
        match = self.match if self.has_match else None
        return (self.phase, self.controller.status(), match and match.position, match and len(match.moves),
                self.message, self.controller.explanation, self.hint)

    def update(self, dt: float) -> None:
        self.controller.update(dt)
        self._keep_each_move()
        if self.coach is not None:
            self.coach.update()
        if self.mistakes is not None:
            self.mistakes.update()

    def toggle_coach(self) -> None:
        """C: the coach on or off (remembered), its strip under the board with it."""
        if self.coach is not None:
            self.coach.toggle()
            self.layout(self.app.size)

    def review(self) -> None:
        """R after a game (or on a record looked through): the review of the game, as far as redo goes
        (engine/scenes/review.py)."""
        if self.coach is not None and self.has_match and self.match.line:
            self.app.stack.push(ReviewScene(self, self.match.start, tuple(self.match.line)))

    # --- input ------------------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> None:
        self._sync_buttons()
        if self.phase == SETUP:
            self._handle_setup(event)
        elif self.phase == OVER:
            self._handle_over(event)
        else:
            self._handle_play(event)

    def _handle_setup(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and not isinstance(self.panel.form.focused, Button):
            self._start_from_panel()
        else:
            self.panel.form.handle(event, self.setup_ui)

    def _action_key(self, event) -> bool:
        """A side-panel button's key: its action when the button is enabled, nothing otherwise.  True if it was one."""
        if event.type != pygame.KEYDOWN:
            return False
        action = next((a for a in self._actions() if event.key in a.keys), None)
        if action is None:
            return False
        if self._button_enabled(action.label):
            action.run()
        return True

    def _handle_over(self, event) -> None:
        if self._action_key(event) or (event.type == pygame.KEYDOWN and self.board_key(event)):  # a game's keys too
            return
        if event.type != pygame.KEYDOWN:  # the buttons take clicks; keys are the table's
            self.play_form.handle(event, self.ui)

    def _handle_play(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.coach is not None \
                and self.coach.cancel_hold():
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c and self.coach is not None:
            self.toggle_coach()
            return
        go_on = (event.type == pygame.MOUSEBUTTONDOWN and not self._side.collidepoint(event.pos)
                 or event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE))
        if go_on and self.controller.go_on():  # the computer's next move, or its move asked again
            return
        if self._action_key(event):
            return
        if event.type == pygame.KEYDOWN and self.board_key(event):
            return
        if event.type != pygame.KEYDOWN and self.play_form.handle(event, self.ui):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.board_rect.collidepoint(event.pos):
            move = self.move_at(event.pos)
            if move is not None:
                self.try_move(move)
        elif event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos

    pointer: tuple[int, int] = (-1, -1)

    # --- leaving ------------------------------------------------------------------------------------
    def in_progress(self) -> bool:
        """Is a game being played (played, not over, not a demo)?"""
        return self.phase == PLAYING and not self.demo and self.has_match and bool(self.match.moves)

    def leave(self) -> None:
        """Esc or Menu: back to the menu (the game is kept), asking first only when a game in progress
        would be lost (the computer against itself is not kept)."""
        if not self.in_progress() or self._saved() is not None:
            self.close()
            return
        self._asking_leave = True
        self.app.stack.push(Dialog(_("Leave this game?"), _("The game in progress will be lost."),
                                   [(_("Leave"), True), (_("Stay"), False)], cancel_value=False))

    _asking_leave = False

    def resume(self, result: Any = None) -> None:
        if self._asking_leave:
            self._asking_leave = False
            if result is True:
                self.close()
            return
        if self.coach is not None and self.coach.answered(result):
            return
        self.answered(result)

    def answered(self, result: Any) -> None:
        """A dialog the game opened has closed with ``result`` (or an overlay with ``None``)."""

    # --- teaching panel (for the games that have one) -------------------------------------------------
    def _teaching_setting(self) -> str:
        against_computer = self.has_match and self.match.setup.mode == HUMAN_COMPUTER
        return "teaching_vs_computer" if against_computer else "teaching_panel"

    @property
    def teaching(self) -> bool:
        """Is the teaching panel shown?  Off by default against the computer (it gives the winning move away)."""
        return getattr(self.app.settings, self._teaching_setting())

    def toggle_teaching(self) -> None:
        """T: show or hide the teaching panel (remembered apart for games against the computer)."""
        self.app.update_settings(**{self._teaching_setting(): not self.teaching})

    # --- layout -----------------------------------------------------------------------------------
    def layout(self, size) -> None:
        t = self.ui
        width, height = size
        margin = t.px(24)
        self._side, _ = side_panel(size, margin, t.px(400), growth=t.growth)
        status_width = self._side.left - 2 * margin
        for scale in t.text_scales():  # the largest text for the status and the coach that leaves the board its share
            p = self.panel_ui = t if scale == t.text_scale else t.with_text_scale(scale)
            status_height = p.font("large").get_linesize() + p.font("small").get_linesize() * self._status_lines(
                status_width - 2 * t.px(16), p) + t.px(24)
            self._status = pygame.Rect(margin, margin, status_width, status_height)
            self.board_rect = pygame.Rect(margin, self._status.bottom + t.px(12), self._status.width,
                                          height - self._status.bottom - t.px(12) - margin)
            if self.coach is not None and self.coach.shown:  # the coach's strip under the board
                lines = self._lines_for(COACH_CHARS, status_width - t.px(20), 2, 4, p)  # room for a long verdict
                strip = p.font("small", True).get_linesize() + lines * round(p.font("small").get_linesize() * 1.05) \
                    + t.px(24)
                self.coach_rect = pygame.Rect(margin, height - margin - strip, status_width, strip)
                self.board_rect.height -= strip + t.px(10)
            if self.board_rect.height >= BOARD_SHARE * (height - 2 * margin):
                break
        self._layout_play_buttons()
        if self.phase == SETUP and hasattr(self, "panel"):
            buttons = self.panel.buttons
            self.layout_setup(size, self.panel.form.widgets[: -len(buttons)], buttons, t.px(720))

    def _actions(self) -> list[Action]:
        """The side panel's buttons for the phase: while playing, or after the game (F1 is the entry's)."""
        controller = lambda: self.controller  # noqa: E731  (made on entering, after the first layout)
        setup = lambda: self._open_setup(self.match.setup)  # noqa: E731
        if self.phase == OVER:
            review = [Action(N_("Review"), "R", (pygame.K_r,), self.review)] if self.spec.coach and not self.demo else []
            return [Action(N_("Play again"), "Enter", (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_n), self.new_game,
                           primary=True), *review,
                    Action(N_("Undo"), "U", (pygame.K_u,), lambda: controller().undo()),
                    Action(N_("Setup"), "S", (pygame.K_s,), setup), *self.game_actions(),
                    Action(N_("Rules"), "F1", (), self.show_help), Action(N_("Menu"), "Esc", (pygame.K_ESCAPE,), self.leave)]
        return [Action(N_("Undo"), "U", (pygame.K_u,), lambda: controller().undo()),
                Action(N_("Redo"), "Y", (pygame.K_y,), lambda: controller().redo()),
                Action(N_("Hint"), "H", (pygame.K_h,), lambda: controller().ask_hint()),
                Action(N_("New game"), "N", (pygame.K_n,), self.new_game),
                Action(N_("Pause"), "P", (pygame.K_p,), lambda: controller().toggle_pause()),
                Action(N_("Setup"), "S", (pygame.K_s,), setup), *self.game_actions(),
                Action(N_("Rules"), "F1", (), self.show_help), Action(N_("Menu"), "Esc", (pygame.K_ESCAPE,), self.leave)]

    def _sync_buttons(self) -> None:
        """The side panel's buttons follow the phase (the game may have just ended)."""
        if getattr(self, "_buttons_phase", None) != self.phase and hasattr(self, "_side"):
            self._layout_play_buttons()

    def _layout_play_buttons(self) -> None:
        t = self.ui
        self._buttons_phase = self.phase
        actions = self._play_actions = self._actions()
        buttons = [Button(_(a.label), a.run, a.shown, primary=a.primary) for a in actions]
        self.play_form = Form(buttons)
        self.play_form.focus = -1
        pad = t.px(16)
        top = self._side.top + pad + t.font("heading", True).get_linesize() + (t.font("small").get_linesize() + t.px(2)) * self.side_rows \
            + t.px(14)
        area = pygame.Rect(self._side.left + pad, top, self._side.width - 2 * pad, 0)
        gap = t.px(8)
        wide = [b for b, a in zip(buttons, actions) if a.primary]  # a primary button has a row of its own
        area.top = stack(t, wide, area, t.px(50), gap) + gap if wide else area.top
        button_grid(t, [b for b in buttons if b not in wide], area, t.px(42), gap)
        self._extra = pygame.Rect(area.left, buttons[-1].rect.bottom + t.px(16), area.width,
                                  self._side.bottom - pad - buttons[-1].rect.bottom - t.px(16))

    # --- drawing ----------------------------------------------------------------------------------
    def over_detail(self, outcome: Outcome) -> str:
        """The result banner's second line: how it ended."""
        if outcome.winner is None:
            return _(outcome.reason)
        return _("{who} {how}.").format(who=self.subject(outcome.winner), how=_(outcome.reason))

    def subject(self, side: int) -> str:
        """The side as a sentence names it: "You", "The computer", "The hens", "Player 1"."""
        return subject(self.match.setup, side, self.plural_names)[0]

    def result_text(self, outcome: Outcome) -> str:
        setup = self.match.setup
        if outcome.winner is None:
            return _("A draw.")
        if setup.mode == HUMAN_COMPUTER:
            return _("You win!") if outcome.winner == setup.human_side else _("The computer wins.")
        return says(setup, outcome.winner, N_("You win!"), N_("{name} wins."), N_("{name} win."), self.plural_names)

    def result_color(self, outcome: Outcome) -> tuple[int, int, int]:
        """The banner's colour: green for a win (or any win between two players), red for a loss, blue for a draw."""
        setup = self.match.setup
        if outcome.winner is None:
            return colors.INFO
        if setup.mode == HUMAN_COMPUTER and outcome.winner != setup.human_side:
            return colors.BAD
        return colors.GOOD

    def status_text(self) -> str:
        state = self.controller.status()
        if state == OVER:
            return self.result_text(self.match.result())
        if state == ANIMATING:
            return self.message
        if state == FAILED:
            return _("The computer could not move")
        if state == PAUSED:
            return _("Paused")
        if state == AWAITING_KEY:
            return _("{move}: press Enter").format(move=self.message)
        side = self.match.to_move()
        if state == THINKING:
            clock = self.controller.clock
            dots = "." * (1 + int(clock * 3) % 3)
            thinking = says(self.match.setup, side, N_("You are thinking"), N_("{name} is thinking"),
                            N_("{name} are thinking"), self.plural_names)
            return f"{thinking}{dots}" if int(clock * 2) % 2 == 0 or self.demo else thinking
        return self.to_move_text(side)

    def to_move_text(self, side: int) -> str:
        """Whose turn it is, as the status line says it: "Your move", "The foxes to move"."""
        return says(self.match.setup, side, N_("Your move"), N_("{name} to move"), N_("{name} to move"), self.plural_names)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        self._sync_buttons()
        if self.phase == SETUP:
            self._draw_setup(surface)
            return
        animation = self.controller.animation()
        self.draw_board(surface, self.board_rect, self.match.position, animation)
        marks = self.coach.marks() if self.coach is not None and animation is None else None
        if marks is not None:
            self.draw_coach_marks(surface, *marks)
        if self.coach is not None and self.coach.shown:
            self.coach.draw(surface, self.coach_rect, self.panel_ui)
        if self.phase == OVER:
            self._draw_result(surface)
        else:
            self._draw_status(surface)
        self._draw_side(surface)

    def _status_lines(self, width: int, theme: Theme) -> int:
        """Lines of ``theme``'s small type under the status line: room for the longest explanation an entry writes
        (``DETAIL_CHARS``) at this width, 3 at the least (a wide window), ``MOST_DETAIL_LINES`` at the most."""
        return self._lines_for(DETAIL_CHARS, width, 3, MOST_DETAIL_LINES, theme)

    def _lines_for(self, chars: int, width: int, least: int, most: int, theme: Theme) -> int:
        """Lines of ``theme``'s small type that hold ``chars`` characters at ``width``, from ``least`` to ``most``."""
        font = theme.font("small")
        per_line = max(1, int(width / (font.size("abcdefghij klmnopqrst")[0] / 21) / WRAP_WASTE))
        return max(least, min(most, math.ceil(chars / per_line)))

    def _draw_status(self, surface) -> None:
        t = self.panel_ui
        panel(surface, self._status, t)
        pad = t.px(16)
        color = colors.ACCENT if self.controller.computer_to_move() else colors.TEXT
        width, top = self._status.width - 2 * pad, self._status.top + pad // 2 + t.px(2)
        text = self.status_text()
        if t.usual_font("small", True).size(text)[0] <= width:  # on one line, as large as it fits
            head = fitted_text(t, text, width, "large", color, bold=True, smallest="small")
            surface.blit(head, (self._status.left + pad, top))
            head_height = head.get_height()
        else:  # a narrow box (a small window at a large text size): on two lines
            rect = pygame.Rect(self._status.left + pad, top, width, 2 * t.font("small", True).get_linesize())
            head_height = text_block(surface, text, rect, t, "small", color, bold=True, line_gap=1.0)
        announced = self.controller.pending() or self.controller.awaiting_key()  # the head already says it
        said = self.message if self.message != self.status_text() and not announced else ""
        detail = " ".join(part for part in (said, self.controller.explanation) if part)
        if not detail and self.phase == PLAYING and not self.match.is_computer_turn():
            detail = self.prompt()
        body = pygame.Rect(self._status.left + pad, top + head_height + t.px(4),
                           self._status.width - 2 * pad, self._status.height - head_height - pad)
        text_block(surface, detail, body, t, "small", colors.MUTED, line_gap=1.1)

    def _draw_result(self, surface) -> None:
        """The game is over: a banner in the result's colour where the status line was; the board stays in view."""
        t = self.panel_ui
        outcome = self.match.result()
        color = self.result_color(outcome)
        tint = tuple(round(p + (c - p) * 0.22) for p, c in zip(colors.PANEL, color))
        panel(surface, self._status, t, color=tint, edge=color)
        pad = t.px(16)
        stripe = pygame.Rect(self._status.left, self._status.top, t.px(8), self._status.height)
        pygame.draw.rect(surface, color, stripe, border_top_left_radius=t.px(14), border_bottom_left_radius=t.px(14))
        left = self._status.left + pad + t.px(6)
        head = fitted_text(t, self.result_text(outcome), self._status.right - pad - left, "large", color, bold=True)
        surface.blit(head, (left, self._status.top + pad // 2 + t.px(2)))
        detail = " ".join(part for part in (self.over_detail(outcome), self.message) if part)
        body = pygame.Rect(left, self._status.top + pad // 2 + head.get_height() + t.px(6),
                           self._status.right - pad - left, self._status.height - head.get_height() - pad)
        text_block(surface, detail, body, t, "small", colors.TEXT, line_gap=1.1)

    def _draw_side(self, surface) -> None:
        t = self.ui
        panel(surface, self._side, t)
        pad = t.px(16)
        width = self._side.width - 2 * pad
        title = fitted_text(t, _(self.spec.title), width, "heading", colors.ACCENT, bold=True, smallest="large")
        surface.blit(title, (self._side.left + pad, self._side.top + pad))
        y = self._side.top + pad + title.get_height() + t.px(6)
        for line in self.side_lines():
            image = fitted_text(t, line, width, "small", colors.MUTED, smallest="small")
            surface.blit(image, (self._side.left + pad, y))
            y += image.get_height() + t.px(2)
        for button, action in zip(self.play_form.widgets, self._play_actions):
            if isinstance(button, Button):
                button.enabled = self._button_enabled(action.label)
        self.play_form.draw(surface, t)
        with self.reading_type():
            self.draw_extra(surface, self._extra)

    def side_lines(self) -> list[str]:
        """The side panel's lines under the title: who plays, the computer's level, the move."""
        setup = self.match.setup
        lines = [_("{first} vs {second}").format(first=setup.side_name(0), second=setup.side_name(1))]
        if setup.mode != "hotseat":
            lines.append(_("Computer level {level}").format(level=level_text(setup.level)))
        lines.append(_("Move {n}").format(n=number(len(self.match.moves) + 1)) + ("  \u00b7  " + _("demo") if self.demo else ""))
        return lines

    def _button_enabled(self, name: str) -> bool:
        """Does the button (and its key) do something now?  A button that would not is drawn muted."""
        if self.demo or not self.has_match:
            return False
        playing = self.phase == PLAYING
        return {"Undo": self.match.can_undo(), "Redo": playing and self.match.can_redo(),
                "Hint": self.controller.human_may_move(),
                "Pause": self.match.setup.mode != HUMAN_COMPUTER and playing}.get(name, True)

    def setup_title(self) -> str:
        title = _(self.spec.title)
        return _("{title}: resume or new game").format(title=title) if self._offered else _("{title}: new game").format(title=title)

    def _draw_setup(self, surface) -> None:
        self.draw_setup_panel(surface, self.panel.form, self.panel.error, self.panel.warning)

    # --- what a game provides ---------------------------------------------------------------------
    def describe(self, move: Any, who: str) -> str:
        """A sentence for the status line: who played what (``move`` may be a turn of several)."""
        return _("{who} played {move}").format(who=who, move=notation(move))

    def announce(self, choice: Any, who: str) -> str:
        """The computer's chosen move (or turn), said before it is shown; the past tense by default."""
        return self.describe(choice, who)

    def prompt(self) -> str:
        """What a human to move is told they can do."""
        return ""

    def game_actions(self) -> list[Action]:
        """The game's own side-panel buttons, before Rules (none by default)."""
        return []

    def explain(self, before: Any, move: Any) -> str:
        return ""

    def move_seconds(self, before: Any, move: Any) -> float:
        return 0.4

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, position: Any,
                   animation: MoveAnimation | None) -> None:
        raise NotImplementedError

    def move_at(self, pos: tuple[int, int]) -> Any:
        return None

    def board_key(self, event: pygame.event.Event) -> bool:
        return False

    def draw_extra(self, surface: pygame.Surface, rect: pygame.Rect) -> None: ...

    def draw_coach_marks(self, surface: pygame.Surface, side: int, played: tuple, better: tuple | None) -> None:
        """Mark on the board just drawn a turn ``side`` played (``played``: its moves) and the better one the coach
        found (green), if any (nothing by default)."""

    def game_over(self, outcome: Outcome) -> None:
        """Called once when a game ends (a game may save its record here)."""
