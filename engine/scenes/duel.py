"""What every duel scene offers, so that a game's own scene only draws its board and reads clicks.

The state of play (phase, turns, the computer's job, hints, pause, waiting for a key, animation
time, undo) is the pure mid-end ``engine.duel_controller.DuelController``, ``self.controller``;
this scene turns input into its calls and draws: the setup panel, the status line, the side
panel with its buttons, the board (through the game), and the game-over panel.  Undo / redo /
hint / new game, the rules on F1, Esc back.  Computer against computer can be paused (P) and
can wait for a key after each move.

A game subclasses ``DuelScene`` and provides:

    draw_board(surface, rect, position, animation)   animation: MoveAnimation or None
    move_at(pos) -> move or None                     the move a click at ``pos`` makes
    board_key(event) -> bool                         the game's own keys
    describe(move, who) -> str                       a sentence: who played what
    prompt() -> str                                  what the human to move can do
    explain(before, move) -> str                     why the computer played it ("" if nothing to say)
    move_seconds(before, move) -> float              how long the move's animation lasts at normal speed
    draw_extra(surface, rect)                        the game's own side-panel content (optional)

and reads ``self.board_rect`` (where the board is drawn) and ``self.controller``'s questions.
"""
from __future__ import annotations

import random
from typing import Any, Callable

import pygame

from engine.duel import COMPUTER_COMPUTER, HUMAN_COMPUTER, Outcome, Setup
from engine.duel_controller import (ANIMATING, AWAITING_KEY, FAILED, OVER, PAUSED, PLAYING, SETUP, THINK_SECONDS,
                                    THINKING, DuelController, MoveAnimation, notation)
from engine.match import Match
from engine.registry import EntrySpec
from engine.scenes.entry import EntryScene
from engine.scenes.duel_setup import SetupPanel
from engine.ui import theme as colors
from engine.ui.draw import backdrop, panel, text_block
from engine.ui.layout import centered_box, grid, side_panel
from engine.ui.widgets import Button, Form

__all__ = ["DuelScene", "MoveAnimation", "notation", "SETUP", "PLAYING", "OVER"]


class DuelScene(EntryScene):
    wait_by_default = False  # wait for a key before each of the computer's moves

    def __init__(self, spec: EntrySpec, setup: Setup | None = None, values: dict | None = None,
                 demo: bool = False, seed: int | None = None, start_position: Any = None) -> None:
        self.rules = spec.module("rules")
        super().__init__(spec, self.rules, values, demo, seed)
        self._initial_setup = setup
        self.start_position = start_position  # play from here instead of the rules' start
        self.controller: DuelController | None = None  # made on entering, with the app's worker

    # --- the mid-end's state, as the game scenes read it ----------------------------------------------
    @property
    def phase(self) -> str:
        return self.controller.phase if self.controller is not None else SETUP

    @property
    def match(self) -> Match | None:
        return self.controller.match if self.controller is not None else None

    @property
    def hint(self) -> Any:
        return self.controller.hint

    @property
    def message(self) -> str:
        return self.controller.message

    @message.setter
    def message(self, text: str) -> None:
        self.controller.message = text

    # --- life cycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        self.controller = DuelController(self.rules, self.spec.ai, self.app.worker, self, self.rng, self.demo,
                                         self.wait_by_default)
        self.begin()

    def begin(self) -> None:
        """The first thing shown: the demo's game, the given setup's game, or the setup panel."""
        if self.demo:
            self.restart_demo()
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
        self.controller.open_setup()
        self.panel = SetupPanel(self.rules.OPTIONS, setup, self.values, self.controller.wait_each_move,
                                self._start_from_panel, self.show_help, self.close,
                                getattr(self.rules, "FIRST_MOVER", None))
        self.layout(self.app.size)

    def _start_from_panel(self) -> None:
        self.values = dict(self.panel.values)
        self.controller.wait_each_move = self.panel.wait_each_move
        try:
            self.start(self.panel.setup())
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
        """A human's move: played and animated when legal; a beep and the reason otherwise."""
        return self.controller.try_move(move)

    def think_seconds(self) -> float:
        """The computer's time per move."""
        return THINK_SECONDS

    # --- what the mid-end asks (engine.duel_controller.DuelGame) -----------------------------------
    def speed(self) -> float:
        return self.app.settings.animation_factor

    def cue(self, sound: str) -> None:
        self.app.sound.play(sound)

    def ended(self, outcome: Outcome) -> None:
        self._build_over_panel(outcome)
        self.app.records.note_duel(self.spec.id, self.match.setup, outcome)  # engine/records.py decides what counts
        self.game_over(outcome)

    def restart_demo(self) -> None:
        self.values = self.demo_values(self.rng)
        self.start(self.demo_setup())

    def update(self, dt: float) -> None:
        self.controller.update(dt)

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
            self.controller.undo()
        elif not (event.type == pygame.KEYDOWN and self.board_key(event)):  # the game's keys (save a record…)
            self.over_form.handle(event, self.theme)

    def _handle_play(self, event) -> None:
        go_on = (event.type == pygame.MOUSEBUTTONDOWN and not self._side.collidepoint(event.pos)
                 or event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE))
        if go_on and self.controller.go_on():  # the computer's next move, or its move asked again
            return
        if event.type == pygame.KEYDOWN:
            action = next((act for _, _, key, act in self._play_actions() if key == event.key), None)
            if action:
                action()
                return
            if self.board_key(event):
                return
        if self.play_form.handle(event, self.theme):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.board_rect.collidepoint(event.pos):
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
        self.board_rect = pygame.Rect(margin, self._status.bottom + t.px(12), self._status.width,
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

    def _play_actions(self) -> list[tuple[str, str, int | None, Callable[[], Any]]]:
        """The side panel's buttons and their keys: (label, key shown, key, action); F1 is the entry's."""
        controller = lambda: self.controller  # noqa: E731  (made on entering, after the first layout)
        return [("Undo", "U", pygame.K_u, lambda: controller().undo()),
                ("Redo", "Y", pygame.K_y, lambda: controller().redo()),
                ("Hint", "H", pygame.K_h, lambda: controller().ask_hint()),
                ("New game", "N", pygame.K_n, self.new_game),
                ("Pause", "P", pygame.K_p, lambda: controller().toggle_pause()),
                ("Setup", "S", pygame.K_s, lambda: self._open_setup(self.match.setup)),
                ("Rules", "F1", None, self.show_help), ("Menu", "Esc", pygame.K_ESCAPE, self.close)]

    def _layout_play_buttons(self) -> None:
        t = self.theme
        buttons = [Button(label, action, shown) for label, shown, _, action in self._play_actions()]
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
        self._over_box = centered_box(self.board_rect.size, t.px(560), t.px(250)).move(self.board_rect.topleft)
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
        state = self.controller.status()
        if state == OVER:
            return self.result_text(self.match.outcome())
        if state == ANIMATING:
            return self.message
        if state == FAILED:
            return "The computer could not move"
        if state == PAUSED:
            return "Paused"
        if state == AWAITING_KEY:
            return f"{self.message}: press Enter"
        name = self.match.setup.side_name(self.match.to_move())
        if state == THINKING:
            clock = self.controller.clock
            dots = "." * (1 + int(clock * 3) % 3)
            return f"{name} is thinking{dots}" if int(clock * 2) % 2 == 0 or self.demo else f"{name} is thinking"
        return "Your move" if name == "You" else f"{name} to move"

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        if self.phase == SETUP:
            self._draw_setup(surface)
            return
        self.draw_board(surface, self.board_rect, self.match.position, self.controller.animation())
        self._draw_status(surface)
        self._draw_side(surface)
        if self.phase == OVER:
            self._draw_over(surface)

    def _draw_status(self, surface) -> None:
        t = self.theme
        panel(surface, self._status, t)
        pad = t.px(16)
        color = colors.ACCENT if self.controller.computer_to_move() else colors.TEXT
        head = t.text(self.status_text(), "large", color, bold=True)
        surface.blit(head, (self._status.left + pad, self._status.top + pad // 2 + t.px(2)))
        said = self.message if self.message != self.status_text() else ""
        detail = " ".join(part for part in (said, self.controller.explanation) if part)
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
        shade = pygame.Surface(self.board_rect.size, pygame.SRCALPHA)
        shade.fill((8, 10, 18, 120))
        surface.blit(shade, self.board_rect.topleft)
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
