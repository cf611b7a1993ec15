"""What every duel scene offers, so that a game's own scene only draws its board and reads clicks.

Phases: the setup panel, then play, then the game-over panel.  The computer's moves are
computed by the app's AI worker, off the frame loop, with a blinking "Thinking…"; each
move is announced, explained (when the game can), and animated at the chosen speed.
Undo / redo / hint / new game, the rules on F1, Esc back.  Computer against computer can
be paused (P) and can wait for a key after each move.

A game subclasses ``DuelScene`` and provides:

    draw_board(surface, rect, position, animation)   animation: MoveAnimation or None
    move_at(pos) -> move or None                     the move a click at ``pos`` makes
    board_key(event) -> bool                         the game's own keys
    describe(move, who) -> str                       a sentence: who played what
    prompt() -> str                                  what the human to move can do
    explain(before, move) -> str                     why the computer played it ("" if nothing to say)
    move_seconds(before, move) -> float              how long the move's animation lasts at normal speed
    draw_extra(surface, rect)                        the game's own side-panel content (optional)
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pygame

from engine.ai_worker import Job, WorkerError
from engine.duel import COMPUTER_COMPUTER, HOTSEAT, HUMAN_COMPUTER, IllegalMoveError, Outcome, Setup
from engine.limits import Limit
from engine.match import Match
from engine.registry import EntrySpec
from engine.scenes.entry import EntryScene
from engine.scenes.duel_setup import SetupPanel
from engine.ui import theme as colors
from engine.ui.draw import backdrop, panel, text_block
from engine.ui.layout import centered_box, grid, side_panel
from engine.ui.widgets import Button, Form

SETUP, PLAYING, OVER = "setup", "playing", "over"
THINK_SECONDS = 2.0       # the computer's time per move
MIN_THINK = 0.7           # shown at least this long (normal speed), so a person sees who is moving
DEMO_RESTART = 3.0        # seconds the game-over panel stays in the attract mode


def notation(choice: Any) -> str:
    """A move, or a turn of several moves, in the game's notation."""
    return " ".join(map(str, choice)) if isinstance(choice, tuple) else str(choice)


@dataclass(frozen=True)
class MoveAnimation:
    """A move being shown: the board before and after, and the progress ``t`` from 0 to 1."""

    before: Any
    move: Any
    after: Any
    t: float


class DuelScene(EntryScene):
    wait_by_default = False  # wait for a key before each of the computer's moves

    def __init__(self, spec: EntrySpec, setup: Setup | None = None, values: dict | None = None,
                 demo: bool = False, seed: int | None = None, start_position: Any = None) -> None:
        self.rules = spec.module("rules")
        super().__init__(spec, self.rules, values, demo, seed)
        self._initial_setup = setup
        self.start_position = start_position  # play from here instead of the rules' start
        self.wait_each_move = self.wait_by_default
        self.phase = SETUP
        self.match: Match | None = None
        self.message = ""          # the status line's second part: the last move, a hint, an error
        self.explanation = ""
        self.hint: Any = None
        self.paused = False
        self._pending: list[Any] = []  # the computer's chosen moves (a turn may have several), to be shown
        self._awaiting_key = False
        self._thinking_for = 0.0
        self._anim: tuple[Any, Any, Any] | None = None  # before, move, after
        self._anim_time = 0.0
        self._anim_length = 0.0
        self._over_time = 0.0
        self._clock = 0.0
        self._hint_job = False

    # --- life cycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        if self.demo:
            self.values = self.demo_values(self.rng)
            self.start(self.demo_setup())
        elif self._initial_setup is not None:
            self.start(self._initial_setup)
        else:
            self._open_setup(Setup(level=self.app.settings.computer_level, names=getattr(self.rules, "SIDE_NAMES", None)))

    def exit(self) -> None:
        self.app.worker.cancel()

    def demo_setup(self) -> Setup:
        fixed = getattr(self.rules, "FIRST_MOVER", None)
        first = self.rng.randint(0, 1) if fixed is None else fixed
        return Setup(COMPUTER_COMPUTER, first, 4, names=getattr(self.rules, "SIDE_NAMES", None))

    def demo_values(self, rng: random.Random) -> dict:
        """Option values for the attract mode (the defaults unless a game prefers otherwise)."""
        return dict(self.values)

    # --- setup ------------------------------------------------------------------------------------
    def _open_setup(self, setup: Setup) -> None:
        self.app.worker.cancel()
        self.phase = SETUP
        self.panel = SetupPanel(self.rules.OPTIONS, setup, self.values, self.wait_each_move,
                                self._start_from_panel, self.show_help, self.close,
                                getattr(self.rules, "FIRST_MOVER", None))
        self.layout(self.app.size)

    def _start_from_panel(self) -> None:
        self.values = dict(self.panel.values)
        self.wait_each_move = self.panel.wait_each_move
        try:
            self.start(self.panel.setup())
        except ValueError as error:
            self.panel.error = str(error)
            self.app.sound.play("error")

    def start(self, setup: Setup) -> None:
        """Begin a game (``ValueError`` if the game's options are wrong; nothing changes then)."""
        params = self.rules.make_params(self.values)
        self.match = Match(self.rules, setup, params, self.rng, self.start_position)
        self.phase = PLAYING
        self._reset_turn_state()
        self.message = "Press Enter or click to see each of the computer's moves." if self._waits() else ""
        self.layout(self.app.size)
        self._check_over()

    def _check_over(self) -> None:
        """If the game has ended (a move, a redo, or a start with nothing left to play): the game-over panel."""
        outcome = self.match.outcome()
        if outcome is not None:
            self.phase = OVER
            self._over_time = 0.0
            self._build_over_panel(outcome)
            self.game_over(outcome)

    def _reset_turn_state(self) -> None:
        self.app.worker.cancel()
        self._pending = []
        self._anim = None
        self._awaiting_key = False
        self._thinking_for = 0.0
        self._hint_job = False
        self.hint = None
        self.explanation = ""

    # --- actions ----------------------------------------------------------------------------------
    def new_game(self) -> None:
        self.match.restart()
        self.phase = PLAYING
        self._reset_turn_state()
        self.message = "New game."
        self._check_over()

    def undo(self) -> None:
        self._reset_turn_state()
        if self.match.undo():
            self.message = "Move taken back."
            self.phase = PLAYING
        else:
            self.app.sound.play("error")

    def redo(self) -> None:
        self._reset_turn_state()
        if self.match.redo():
            self.message = "Move replayed."
            self._check_over()
        else:
            self.app.sound.play("error")

    def ask_hint(self) -> None:
        if self.phase != PLAYING or self.match.is_computer_turn() or self._anim:
            return
        self._hint_job = True
        self.message = "Looking for a good move…"
        self.app.worker.start(self._job(Limit(level=5, seconds=THINK_SECONDS)))

    def toggle_pause(self) -> None:
        """P: pause the computer (not against a human, who would wait for an answer that never comes)."""
        if self.match.setup.mode == HUMAN_COMPUTER:
            return
        self.paused = not self.paused
        self.message = "Paused: press P to go on." if self.paused else ""

    def try_move(self, move: Any) -> bool:
        """A human's move: played and animated when legal; a beep and the reason otherwise."""
        if self.phase != PLAYING or self.match.is_computer_turn() or self._anim is not None:
            return False
        try:
            after = self.rules.apply(self.match.position, move)
        except IllegalMoveError as error:
            self.message = str(error).capitalize() + "."
            self.app.sound.play("error")
            return False
        self.app.worker.cancel()
        self._hint_job = False
        self.hint = None
        self.explanation = ""
        self.message = self.describe(move, self.match.setup.side_name(self.match.to_move()))
        self._animate(move, after)
        return True

    def _job(self, limit: Limit) -> Job:
        return Job("engine.match", "computer_move", (self.spec.ai, self.match.position, limit, self.match.seed()))

    # --- the frame --------------------------------------------------------------------------------
    def _animate(self, move: Any, after: Any) -> None:
        before = self.match.position
        factor = self.app.settings.animation_factor
        length = self.move_seconds(before, move) / factor if factor else 0.0
        self._anim, self._anim_time, self._anim_length = (before, move, after), 0.0, length
        self.app.sound.play("move")
        if length == 0.0:
            self._finish_animation()

    def _finish_animation(self) -> None:
        _, move, _ = self._anim
        self._anim = None
        self.match.play(move)
        if self.match.is_over():
            self.app.sound.play("win")
        self._check_over()

    def update(self, dt: float) -> None:
        self._clock += dt
        if self.phase == OVER:
            self._over_time += dt
            if self.demo and self._over_time >= DEMO_RESTART:
                self.values = self.demo_values(self.rng)
                self.start(self.demo_setup())
            return
        if self.phase != PLAYING:
            return
        if self._anim is not None:
            self._anim_time += dt
            if self._anim_time >= self._anim_length:
                self._finish_animation()
            return
        if self._hint_job:
            self._collect_hint()
        elif self.match.is_computer_turn() and not self.paused:
            self._computer_turn(dt)

    def _collect_hint(self) -> None:
        if self.app.worker.done():
            self._hint_job = False
            try:
                self.hint = self.app.worker.result()
            except WorkerError as error:
                self.message = f"No hint: {error}"
                return
            self.message = f"Hint: {notation(self.hint)}"
            self.explanation = self.explain(self.match.position, self.hint)

    def _computer_turn(self, dt: float) -> None:
        worker = self.app.worker
        if not self._pending:
            if not worker.busy and not worker.done():
                worker.start(self._job(Limit(level=self.match.setup.level, seconds=self.think_seconds())))
                self._thinking_for = 0.0
            self._thinking_for += dt
            factor = self.app.settings.animation_factor
            if worker.done() and self._thinking_for >= (MIN_THINK / factor if factor else 0.0):
                try:
                    choice = worker.result()
                except WorkerError as error:
                    self.message = f"The computer could not move: {error}"
                    self.paused = True
                    return
                self._pending = list(choice) if isinstance(choice, tuple) else [choice]
                self.message = self.describe(choice, self.match.setup.side_name(self.match.to_move()))
                self.explanation = self.explain(self.match.position, choice)
                self._awaiting_key = self._waits()
        if self._pending and not self._awaiting_key:
            move = self._pending.pop(0)
            self._animate(move, self.rules.apply(self.match.position, move))
            self._awaiting_key = bool(self._pending) and self._waits()

    def _waits(self) -> bool:
        """Wait for a key before showing each of the computer's moves?"""
        return self.wait_each_move and not self.demo and self.match.setup.mode != HOTSEAT

    def think_seconds(self) -> float:
        """The computer's time per move."""
        return THINK_SECONDS

    # --- input ------------------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> None:
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
            self.panel.form.handle(event, self.theme)

    def _handle_over(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_u:
            self.undo()
        elif not (event.type == pygame.KEYDOWN and self.board_key(event)):  # the game's keys (save a record…)
            self.over_form.handle(event, self.theme)

    def _handle_play(self, event) -> None:
        if self._awaiting_key and (event.type == pygame.MOUSEBUTTONDOWN and not self._side.collidepoint(event.pos)
                                   or event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)):
            self._awaiting_key = False
            return
        if event.type == pygame.KEYDOWN:
            action = {pygame.K_ESCAPE: self.close, pygame.K_u: self.undo, pygame.K_y: self.redo,
                      pygame.K_h: self.ask_hint, pygame.K_n: self.new_game, pygame.K_p: self.toggle_pause,
                      pygame.K_s: lambda: self._open_setup(self.match.setup)}.get(event.key)
            if action:
                action()
                return
            if self.board_key(event):
                return
        if self.play_form.handle(event, self.theme):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._board.collidepoint(event.pos):
            move = self.move_at(event.pos)
            if move is not None:
                self.try_move(move)
        elif event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos

    pointer: tuple[int, int] = (-1, -1)

    # --- layout -----------------------------------------------------------------------------------
    def layout(self, size) -> None:
        t = self.theme
        width, height = size
        margin = t.px(24)
        self._side, _ = side_panel(size, margin, t.px(400))
        status_height = t.font("large").get_linesize() + t.font("small").get_linesize() * 3 + t.px(24)
        self._status = pygame.Rect(margin, margin, self._side.left - 2 * margin, status_height)
        self._board = pygame.Rect(margin, self._status.bottom + t.px(12), self._status.width,
                                  height - self._status.bottom - t.px(12) - margin)
        self._layout_play_buttons()
        if self.phase == SETUP and hasattr(self, "panel"):
            rows_needed = self.panel.rows_needed()
            row = t.px(50)
            gap = t.px(10)
            box = centered_box(size, t.px(720), t.px(110) + rows_needed * (row + gap) + t.px(40))
            row = min(row, (box.height - t.px(120)) // rows_needed - gap)
            self._setup_box = box
            self.panel.layout(pygame.Rect(box.left + t.px(28), box.top + t.px(84), box.width - t.px(56),
                                          box.height - t.px(84) - t.px(28)), row, gap)
        if self.phase == OVER and self.match is not None:
            self._build_over_panel(self.match.outcome())

    def _layout_play_buttons(self) -> None:
        t = self.theme
        buttons = [Button("Undo", self.undo, "U"), Button("Redo", self.redo, "Y"),
                   Button("Hint", self.ask_hint, "H"), Button("New game", self.new_game, "N"),
                   Button("Pause", self.toggle_pause, "P"), Button("Setup", lambda: self._open_setup(self.match.setup), "S"),
                   Button("Rules", self.show_help, "F1"), Button("Menu", self.close, "Esc")]
        self.play_form = Form(buttons)
        self.play_form.focus = -1
        pad = t.px(16)
        top = self._side.top + pad + t.font("heading", True).get_linesize() + t.font("small").get_linesize() * 3 + t.px(20)
        area = pygame.Rect(self._side.left + pad, top, self._side.width - 2 * pad, 0)
        for button, rect in zip(buttons, grid(area, len(buttons), 2, t.px(42), t.px(8))):
            button.rect = rect
        self._extra = pygame.Rect(area.left, buttons[-1].rect.bottom + t.px(16), area.width,
                                  self._side.bottom - pad - buttons[-1].rect.bottom - t.px(16))

    def _build_over_panel(self, outcome: Outcome | None) -> None:
        t = self.theme
        self._over_box = centered_box(self._board.size, t.px(560), t.px(250)).move(self._board.topleft)
        self.over_form = Form([Button("Play again", self.new_game, "Enter", primary=True),
                               Button("Setup", lambda: self._open_setup(self.match.setup), "S"),
                               Button("Menu", self.close, "Esc")])
        bar = pygame.Rect(self._over_box.left + t.px(24), self._over_box.bottom - t.px(24) - t.px(48),
                          self._over_box.width - t.px(48), t.px(48))
        for button, rect in zip(self.over_form.widgets, grid(bar, 3, 3, bar.height, t.px(10))):
            button.rect = rect

    # --- drawing ----------------------------------------------------------------------------------
    def over_detail(self, outcome: Outcome) -> str:
        """The game-over panel's second line: how it ended."""
        if outcome.winner is None:
            return outcome.reason
        return f"{self.match.setup.side_name(outcome.winner)} {outcome.reason}."

    def result_text(self, outcome: Outcome) -> str:
        setup = self.match.setup
        if outcome.winner is None:
            return "A draw."
        if setup.mode == HUMAN_COMPUTER:
            return "You win!" if outcome.winner == 0 else "The computer wins."
        return f"{setup.side_name(outcome.winner)} wins."

    def status_text(self) -> str:
        if self.phase == OVER:
            return self.result_text(self.match.outcome())
        side = self.match.to_move()
        name = self.match.setup.side_name(side)
        if self._anim is not None:
            return self.message
        if self.paused:
            return "Paused"
        if self.match.is_computer_turn():
            if self._awaiting_key:
                return f"{self.message}: press Enter"
            dots = "." * (1 + int(self._clock * 3) % 3)
            return f"{name} is thinking{dots}" if int(self._clock * 2) % 2 == 0 or self.demo else f"{name} is thinking"
        return "Your move" if name == "You" else f"{name} to move"

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        if self.phase == SETUP:
            self._draw_setup(surface)
            return
        animation = None
        if self._anim is not None:
            before, move, after = self._anim
            animation = MoveAnimation(before, move, after, min(1.0, self._anim_time / max(1e-6, self._anim_length)))
        self.draw_board(surface, self._board, self.match.position, animation)
        self._draw_status(surface)
        self._draw_side(surface)
        if self.phase == OVER:
            self._draw_over(surface)

    def _draw_status(self, surface) -> None:
        t = self.theme
        panel(surface, self._status, t)
        pad = t.px(16)
        thinking = self.match.is_computer_turn() and self._anim is None and self.phase == PLAYING
        color = colors.ACCENT if thinking else colors.TEXT
        head = t.text(self.status_text(), "large", color, bold=True)
        surface.blit(head, (self._status.left + pad, self._status.top + pad // 2 + t.px(2)))
        said = self.message if self.message != self.status_text() else ""
        detail = " ".join(part for part in (said, self.explanation) if part)
        if not detail and self.phase == PLAYING and not self.match.is_computer_turn():
            detail = self.prompt()
        body = pygame.Rect(self._status.left + pad, self._status.top + pad // 2 + head.get_height() + t.px(6),
                           self._status.width - 2 * pad, self._status.height - head.get_height() - pad)
        text_block(surface, detail, body, t, "small", colors.MUTED, line_gap=1.1)

    def _draw_side(self, surface) -> None:
        t = self.theme
        panel(surface, self._side, t)
        pad = t.px(16)
        title = t.text(self.spec.title, "heading", colors.ACCENT, bold=True)
        surface.blit(title, (self._side.left + pad, self._side.top + pad))
        setup = self.match.setup
        y = self._side.top + pad + title.get_height() + t.px(6)
        lines = [f"{setup.side_name(0)} vs {setup.side_name(1)}"]
        if setup.mode != "hotseat":
            lines.append(f"Computer level {setup.level}")
        lines.append(f"Move {len(self.match.moves) + 1}" + ("  ·  demo" if self.demo else ""))
        for line in lines:
            image = t.text(line, "small", colors.MUTED)
            surface.blit(image, (self._side.left + pad, y))
            y += image.get_height() + t.px(2)
        for button in self.play_form.widgets:
            button.enabled = self._button_enabled(button.text)
        self.play_form.draw(surface, t)
        self.draw_extra(surface, self._extra)

    def _button_enabled(self, name: str) -> bool:
        playing = self.phase == PLAYING and not self.demo
        return {"Undo": self.match.can_undo() and not self.demo, "Redo": self.match.can_redo() and not self.demo,
                "Hint": playing and not self.match.is_computer_turn(),
                "Pause": self.match.setup.mode != HUMAN_COMPUTER and playing}.get(name, not self.demo)

    def _draw_over(self, surface) -> None:
        t = self.theme
        shade = pygame.Surface(self._board.size, pygame.SRCALPHA)
        shade.fill((8, 10, 18, 120))
        surface.blit(shade, self._board.topleft)
        panel(surface, self._over_box, t, edge=colors.ACCENT)
        outcome = self.match.outcome()
        head = t.text(self.result_text(outcome), "heading", colors.ACCENT, bold=True)
        surface.blit(head, head.get_rect(midtop=(self._over_box.centerx, self._over_box.top + t.px(24))))
        text = t.text(self.over_detail(outcome), "body", colors.TEXT)
        surface.blit(text, text.get_rect(midtop=(self._over_box.centerx, self._over_box.top + t.px(84))))
        self.over_form.draw(surface, t)

    def _draw_setup(self, surface) -> None:
        self.draw_setup_panel(surface, self._setup_box, f"{self.spec.title}: new game", self.panel.form,
                              self.panel.error)

    # --- what a game provides ---------------------------------------------------------------------
    def describe(self, move: Any, who: str) -> str:
        """A sentence for the status line: who played what (``move`` may be a turn of several)."""
        return f"{who} played {notation(move)}"

    def prompt(self) -> str:
        """What a human to move is told they can do."""
        return ""

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

    def game_over(self, outcome: Outcome) -> None:
        """Called once when a game ends (a game may save its record here)."""
