"""The numbers game, Play mode: a round against the clock, then the computer's answer, animated.

The player picks a number, an operator, then a second number (mouse, or 1–9 for the n-th
free number and ``+ - * /``); each step shows as ``a op b = c``, Undo takes it back, and an
illegal step (a result not positive or not whole) is refused with the reason.  The clock
counts down from the chosen seconds, driven by ``dt`` only (0: no clock).  The computer's
answer is computed by the AI worker as the round starts, so the window never waits; at the
end of the round its steps appear one by one and both are scored.

A round left before its end (Esc, Menu, the window closed) is kept in ``app.saved`` with its
steps and the seconds used (``saved_round``); the entry's setup panel offers it again, and
``NumbersPlayScene(..., saved=round)`` plays on where it was.  A round that ended is forgotten.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from engine.desktop.scene import Scene
from engine.entries.registry import EntrySpec
from engine.files.saved_games import SavedRound
from engine.language.translation import N_, _
from engine.scenes.overlay import HelpOverlay
from engine.ui import theme as colors
from engine.ui.draw import backdrop, fitted_text, panel, text_block
from engine.ui.layout import button_grid, side_panel
from engine.ui.theme import Theme
from engine.ui.widgets import Button, Form
from engine.workers.computer import Job, WorkerError
from games.numbers.rules import (
    OPERATORS,
    PRETTY,
    TILE_COUNT,
    Board,
    IllegalStepError,
    Pick,
    draw,
    pretty,
    replay,
    score,
)
from games.numbers.solver import FULL, Params
from games.numbers.tiles_view import card_row, card_size, draw_card, draw_lines, draw_target

PLAYING, OVER = "playing", "over"
REVEAL_EVERY = 0.8   # seconds between two steps of the computer's answer
KEY_OPERATORS = {"+": "+", "=": "+", "-": "-", "*": "*", "x": "*", "/": "/"}


def resumed_boards(saved: SavedRound) -> list[Board] | None:
    """The boards of a saved round read back (the deal first), or ``None`` when it cannot be played on:
    a step refused, the target already made, or the clock run out."""
    try:
        Params(saved.tiles, saved.target, mode="play", clock=saved.clock)  # the clock too must be one the game offers
        boards = replay(saved.tiles, saved.target, saved.steps)
    except ValueError:
        return None
    made = len(boards) > 1 and boards[-1].cards[-1] == saved.target
    return None if made or (saved.clock and saved.spent >= saved.clock) else boards


class NumbersPlayScene(Scene):
    _refusal = ""  # the last refusal said (the message line shows it in red while it stands)
    board: Board
    undo_stack: list[Board]
    picks: list[Pick]   # the steps as made (card indices), beside the undo stack

    @property
    def theme(self) -> Theme:
        """The cards, the target and the steps keep the window's type; the side panel is ``ui``."""
        return self.app.theme.board
    def __init__(self, spec: EntrySpec, params: Params, keep_draw: bool = True,
                 rng: random.Random | None = None, saved: SavedRound | None = None) -> None:
        """``saved``: a round to play on (its tiles, target and clock replace those of ``params``)."""
        super().__init__()
        self.spec = spec
        self.params = params if saved is None else Params(saved.tiles, saved.target, params.method, "play", saved.clock)
        self.keep_draw = keep_draw   # the first round uses the given tiles; the next ones are drawn
        self.rng = rng or random.Random()
        self.saved = saved
        self._owns_save = saved is not None  # the round kept is this scene's (resumed, or kept by it)
        self.cards: list[pygame.Rect] = []

    # --- life cycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        boards = resumed_boards(self.saved) if self.saved is not None else None
        if self.saved is not None and boards is not None:
            self.new_round(self.params.tiles, self.params.target)
            self._play_on(self.saved, boards)
        elif self.keep_draw:
            self.new_round(self.params.tiles, self.params.target)
        else:
            self.new_round(*draw(self.rng))

    def _play_on(self, saved: SavedRound, boards: list[Board]) -> None:
        """Where the saved round was: its steps (each can be undone) and the seconds it had used."""
        self.board, self.undo_stack, self.picks = boards[-1], boards[:-1], list(saved.steps)
        self.spent = saved.spent
        self.time_left = saved.clock - saved.spent if saved.clock else None
        self.message = _("Round resumed.")
        self._place_cards()

    def exit(self) -> None:
        self.keep_round()
        self.app.worker.cancel()

    def keep_round(self) -> None:
        """A round in play is kept (it replaces the one kept before), at each step and when the scene is left,
        so that a crash loses at most the step being made; one that ended was forgotten."""
        saved = self.saved_round()
        if saved is not None or self._owns_save:
            self.app.saved.keep_round(self.spec.id, saved)
            self._owns_save = saved is not None

    def saved_round(self) -> SavedRound | None:
        """The round as it is kept for the next time (``None`` once it is over)."""
        if self.phase != PLAYING:
            return None
        return SavedRound(self.board.cards[:TILE_COUNT], self.board.target, self.params.clock, tuple(self.picks), self.spent)

    def new_round(self, tiles: tuple[int, ...], target: int) -> None:
        self.board = Board.deal(tiles, target)
        self.undo_stack = []
        self.picks = []
        self.first: int | None = None
        self.op: str | None = None
        self.message = _("Pick a number, an operator, then another number.")
        self.phase = PLAYING
        self.time_left = float(self.params.clock) if self.params.clock else None
        self.spent = 0.0          # seconds of this round so far (the records keep the best exact one)
        self.computer: Any = None  # the computer's Answer, or an error message
        self.revealed = 0
        self._reveal_clock = 0.0
        self.app.worker.start(Job("games.numbers.solver", "answer", (self.board.cards, target, FULL)))
        self.layout(self.app.size)

    def draw_again(self) -> None:
        self.new_round(*draw(self.rng))

    # --- the player's moves -----------------------------------------------------------------------
    def pick(self, index: int) -> None:
        """Choose a number: the first one, or the second once an operator is chosen."""
        if self.phase != PLAYING or not self.board.is_free(index):
            return
        if self.first is None or self.op is None or index == self.first:
            self.first = None if index == self.first else index
            return
        try:
            board = self.board.apply(self.first, self.op, index)
        except IllegalStepError as error:
            self.message = self._refusal = _("Refused: {reason}.").format(reason=error)
            self.app.sound.play("error")
        else:
            self.undo_stack.append(self.board)
            self.picks.append((self.first, self.op, index))
            self.board = board
            self._place_cards()
            made = board.cards[-1]  # the step itself is in the list below: say what it gives, not it again
            self.message = _("Made {made}: {away} away.").format(made=made, away=abs(made - board.target)) \
                if made != board.target else _("Made it!")
            if board.cards[-1] == board.target:
                self.finish(N_("Made it!"))
            else:
                self.keep_round()
        self.first = self.op = None

    def pick_free(self, n: int) -> None:
        """The n-th free number (from 1), in the order shown."""
        free = [i for i in range(len(self.board.cards)) if self.board.is_free(i)]
        if 1 <= n <= len(free):
            self.pick(free[n - 1])

    def _chooser(self, op: str) -> Callable[[], None]:
        return lambda: self.choose_operator(op)

    def choose_operator(self, op: str) -> None:
        if self.phase == PLAYING and self.first is not None:
            self.op = op

    def undo(self) -> None:
        if self.phase == PLAYING and self.undo_stack:
            self.board = self.undo_stack.pop()
            self.picks.pop()
            self._place_cards()
            self.first = self.op = None
            self.message = _("Step taken back.")
            self.keep_round()

    def finish(self, reason: str = N_("Round over.")) -> None:
        """End the round: the computer's answer is shown and both are scored."""
        if self.phase == PLAYING:
            self.phase = OVER
            self.message = _("{reason} Enter: a new round.").format(reason=_(reason))
            if self._owns_save:  # a round that ended is not kept; forgotten before it is counted, so that a
                self.app.saved.keep_round(self.spec.id, None)  # kill between the two never counts it twice
                self._owns_save = False
            self.app.records.note_round(self.board.best() == self.board.target, self.spent)
            self.first = self.op = None
            self.layout(self.app.size)

    # --- the frame --------------------------------------------------------------------------------
    still = True  # a person thinks: drawn again for input, the computer's answer (news), or a change of ``look``

    def seconds_shown(self) -> int:
        """The clock's whole seconds left, as drawn."""
        return int((self.time_left or 0.0) + 0.999)

    def look(self) -> Any:
        """What changes without input: the clock's seconds, the end, the computer's answer revealed step by step."""
        return self.phase, self.seconds_shown(), self.revealed, self.computer is None, self.message

    def update(self, dt: float) -> None:
        if self.computer is None and self.app.worker.done():
            try:
                self.computer = self.app.worker.result()
            except WorkerError as error:
                self.computer = str(error)
        self.spent += dt if self.phase == PLAYING else 0.0
        if self.phase == PLAYING and self.time_left is not None:
            self.time_left = max(0.0, self.time_left - dt)
            if self.time_left == 0.0:
                self.finish(N_("Time is up."))
        elif self.phase == OVER and not isinstance(self.computer, (str, type(None))):
            self._reveal_clock += dt
            while self._reveal_clock >= REVEAL_EVERY and self.revealed < len(self.computer.calcs):
                self._reveal_clock -= REVEAL_EVERY
                self.revealed += 1

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
                return
            if event.key == pygame.K_F1:
                self.show_method()
                return
            if self.phase == PLAYING and event.unicode in KEY_OPERATORS:
                self.choose_operator(KEY_OPERATORS[event.unicode])
                return
            if self.phase == PLAYING and event.unicode and event.unicode in "123456789":
                self.pick_free(int(event.unicode))
                return
            action = self._keys().get(event.key)
            if action:
                action()
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in enumerate(self.cards):
                if rect.collidepoint(event.pos):
                    self.pick(index)
                    return
        self.play_form.handle(event, self.ui)

    def _keys(self) -> dict:
        if self.phase == PLAYING:
            return {pygame.K_u: self.undo, pygame.K_BACKSPACE: self.undo, pygame.K_RETURN: self.finish,
                    pygame.K_KP_ENTER: self.finish}
        return {pygame.K_RETURN: self.draw_again, pygame.K_d: self.draw_again, pygame.K_KP_ENTER: self.draw_again}

    def show_method(self) -> None:
        self.app.stack.push(HelpOverlay(_("{title}: the rules and the method").format(title=_(self.spec.title)),
                                        _(self.spec.help_text)))

    # --- layout -----------------------------------------------------------------------------------
    def layout(self, size) -> None:
        t = self.ui
        self._side, self._main = side_panel(size, t.px(24), t.px(400), least=280, growth=t.growth)
        if not hasattr(self, "board"):
            return
        if self.phase == PLAYING:
            self.operator_buttons = [Button("", self._chooser(op)) for op in OPERATORS]
            buttons = [Button(_("Undo"), self.undo, "U"), Button(_("Done"), self.finish, "Enter", primary=True),
                       Button(_("Rules"), self.show_method, "F1"), Button(_("Menu"), self.close, "Esc")]
        else:
            self.operator_buttons = []
            buttons = [Button(_("New round"), self.draw_again, "Enter", primary=True),
                       Button(_("Rules"), self.show_method, "F1"), Button(_("Menu"), self.close, "Esc")]
        self.play_form = Form(self.operator_buttons + buttons)
        self.play_form.focus = -1
        pad = t.px(16)
        area = pygame.Rect(self._side.left + pad, 0, self._side.width - 2 * pad, 0)
        rise = self._side.bottom - pad - button_grid(t, buttons, area, t.px(44), t.px(8))
        for button in buttons:  # at the foot of the panel
            button.rect.move_ip(0, rise)
        self._place_cards()

    def _place_cards(self) -> None:
        """Six tiles on the first row, the numbers made on the second, the operators under them."""
        t = self.theme
        main = self._main
        size = card_size(main.width, 6, t)
        top = main.top + t.px(150)
        tiles = card_row(pygame.Rect(main.left, top, main.width, 0), 6, size, t)
        made = card_row(pygame.Rect(main.left, top + size + t.px(36), main.width, 0), 5, size, t)
        self.cards = (tiles + made)[: len(self.board.cards)]
        self._card_size = size
        ops_top = top + 2 * size + t.px(64)
        for button, rect in zip(self.operator_buttons, card_row(pygame.Rect(main.left, ops_top, main.width, 0), 4,
                                                                min(size, t.px(80)), t)):
            button.rect = rect
        self._steps_top = ops_top + min(size, t.px(80)) + t.px(20)

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        t = self.theme
        board = self.board
        main = self._main
        draw_target(surface, (main.centerx, main.top + t.px(62)), board.target, t)
        if self.time_left is not None:
            seconds = self.seconds_shown()
            clock = t.font_px(t.px(48), bold=True).render(f"{seconds // 60}:{seconds % 60:02d}", True,
                                                          colors.BAD if seconds <= 10 else colors.TEXT)
            surface.blit(clock, clock.get_rect(topright=(main.right, main.top + t.px(20))))
        if len(board.cards) > 6:  # the numbers made so far, on the row under the tiles
            label = t.text(_("Made"), "small", colors.MUTED)
            surface.blit(label, (main.left, self.cards[0].bottom + t.px(8)))
        for index, (rect, value) in enumerate(zip(self.cards, board.cards)):
            draw_card(surface, rect, value, t, made=index >= 6, used=index in board.used,
                      selected=index == self.first)
        self._draw_side(surface)
        self.play_form.draw(surface, self.ui)
        glyphs = t.font_px(t.px(44), bold=True)
        for op, button in zip(OPERATORS, self.operator_buttons):
            glyph = glyphs.render(PRETTY[op], True, colors.TEXT)
            surface.blit(glyph, glyph.get_rect(center=button.rect.center))
        if self.op is not None:
            chosen = self.operator_buttons[OPERATORS.index(self.op)].rect
            pygame.draw.rect(surface, colors.FOCUS, chosen.inflate(t.px(8), t.px(8)), width=t.px(4),
                             border_radius=t.px(10))
        color = colors.BAD if self.message == self._refusal else colors.INFO
        room = pygame.Rect(main.left, self._steps_top, main.width, 2 * t.font("body", True).get_linesize())
        used = text_block(surface, self.message, room, t, "body", color, bold=True, line_gap=1.0)  # two lines at most
        draw_lines(surface, [(pretty(c), colors.TEXT) for c in board.steps],
                   (main.left + t.px(16), self._steps_top + used + t.px(10)), t, "large", main.bottom)

    def _draw_side(self, surface) -> None:
        t = self.ui
        panel(surface, self._side, t)
        pad = t.px(16)
        x, y = self._side.left + pad, self._side.top + pad
        width = self._side.width - 2 * pad
        title = fitted_text(t, _(self.spec.title), width, "heading", colors.ACCENT, bold=True, smallest="large")
        surface.blit(title, (x, y))
        y += title.get_height() + t.px(10)
        mine = self.board.best()
        lines = [(_("Your best: {value} ({away} away)").format(value=mine, away=abs(mine - self.board.target)), colors.TEXT)]
        if self.phase == PLAYING:
            lines.append((_("The computer has its answer.") if self.computer is not None else _("The computer is thinking\u2026"),
                          colors.MUTED))
        elif self.computer is None:
            lines.append((_("Thinking\u2026"), colors.MUTED))
        elif isinstance(self.computer, str):
            lines.append((self.computer, colors.BAD))
        else:
            found = self.computer
            head = (_("Computer: {value} exact").format(value=found.value) if found.exact
                    else _("Computer: {value} ({away} away)").format(value=found.value, away=abs(found.value - found.target)))
            lines.append((head, colors.ACCENT))
            lines += [("  " + pretty(c), colors.GOOD) for c in found.calcs[: self.revealed]]
            if self.revealed == len(found.calcs):
                you, it = score(mine, found.target), score(found.value, found.target)
                lines.append((_("Score: you {you}, computer {it}").format(you=you, it=it), colors.GOOD if you >= it else colors.BAD))
        for text, color in lines:
            image = fitted_text(t, text, width, "body", color, bold=True, smallest="tiny")
            surface.blit(image, (x, y))
            y += image.get_height() + t.px(6)
