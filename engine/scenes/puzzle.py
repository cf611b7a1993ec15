"""What every puzzle scene offers: a solver you can watch, at the pace you choose.

Phases: the parameter panel, then the run.  The run is a ``StepViewer`` (engine.puzzles.viewer,
pure): it pulls the solver's step events at the chosen speed (1 to 5,000 steps per second,
or instant), folds each into the puzzle's picture, counts, and keeps the solutions found.
This scene only maps keys and buttons to its controls and draws: play/pause (Space), one
step (Right), next solution (N), to the end (E: a solver with a fast path, ``HURRIES = True`` and
``solve(params, hurry=…)``, hands the rest of its search to it then), restart (R); the solutions found so far in
a list that can be browsed ([ and ], or a click) and shown; counters, the rate, the time
and, where the puzzle can tell (``progress``), how much is done; the method on F1.
A run starts as soon as it is set up.  Long searches never freeze the window: the player
works in slices per frame.  When the search ends, its last solution stays on show; when
it found none, the board says so.

A puzzle subclasses ``PuzzleScene`` and provides:

    new_picture(params) -> picture       a new picture of the board (pure, ``games/<id>/picture.py``)
    draw_board(surface, rect)            draw the live picture (``self.picture``)
    after_steps()                        (optional) note something once new steps are in the picture
    draw_solution(surface, rect, solution)   draw a solution from the list
    solution_label(solution) -> str      what tells it from the others, for its line in the list
                                         ("No. 12 · X in a corner"; or all of ``describe_solution``)
    status_lines() -> list[str]          what the search is doing now (state, row, k…)
    progress() -> float | None           (optional) the part of the search done, 0..1
    no_solution_text() -> str            (optional) what the board says when nothing was found
"""
from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pygame

from engine.entries.registry import EntrySpec
from engine.language.translation import N_, _, number
from engine.puzzles.player import FINISHED, PAUSED, SEEK_END
from engine.puzzles.steps import Step
from engine.puzzles.viewer import KEPT_SOLUTIONS, Picture, StepViewer, position_of, rate_at, rate_label
from engine.scenes.duel_setup import option_widget, resume_button, start_button
from engine.scenes.entry import EntryScene
from engine.ui import theme as colors
from engine.ui.draw import backdrop, fitted_text, panel, text_block, wrap
from engine.ui.layout import button_grid, row_height, side_panel
from engine.ui.theme import Theme
from engine.ui.widgets import Button, Form, ListMenu, Slider

SETUP, RUN = "setup", "run"
DEMO_RATE = 40.0
DEMO_RESTART = 3.0
FRAME_BUDGET = 0.030        # seconds of solving per frame when running flat out (a frame stays under ~50 ms)


class PuzzleScene(EntryScene):
    help_title = N_("the method")
    leave_label = N_("Menu")  # the button Esc presses: where it goes (a puzzle opened from a game: "Back")
    next_label = N_("Next solution")  # the button N presses: what the search runs to
    found_heading = N_("Solutions found")  # above the list of what it found

    def __init__(self, spec: EntrySpec, values: dict | None = None, demo: bool = False,
                 seed: int | None = None, start: bool = False) -> None:
        self.solver = spec.part("solver")
        super().__init__(spec, self.solver, values, demo, seed)
        self._start_at_once = start or demo
        self.phase = SETUP
        self._viewer: StepViewer | None = None   # the run being watched (None before the first start)
        self.error = ""
        self.speed = position_of(DEMO_RATE if demo else 20.0)

    # --- the run, as the viewer keeps it ----------------------------------------------------------
    @property
    def player(self) -> StepViewer:
        """The viewer (it answers as a step player: state, steps, solutions, elapsed, stats)."""
        return self.viewer

    @property
    def viewer(self) -> StepViewer:
        """The run being watched (there is one from the first start on)."""
        if self._viewer is None:
            raise RuntimeError("no search has been started")
        return self._viewer

    @property
    def has_run(self) -> bool:
        return self._viewer is not None

    @property
    def picture(self) -> Any:
        return self.viewer.picture if self.has_run else None

    @property
    def solutions(self) -> list[Any]:
        return self.viewer.found if self.has_run else []

    @property
    def solution_lines(self) -> list[str]:
        return self.viewer.lines if self.has_run else []

    @property
    def viewing(self) -> int | None:
        """The index of the solution shown, None for the live board."""
        return self.viewer.viewing if self.has_run else None

    # --- life cycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        self.recall()
        if self.demo:
            self.values = self.demo_values(self.rng)
        else:
            self.speed = self.app.memory.speeds.get(self.spec.id, self.speed)
        if self._start_at_once:
            self.start()
        else:
            self._open_setup()

    def exit(self) -> None:
        if self.has_run:
            self.viewer.close()

    def demo_values(self, rng: random.Random) -> dict:
        return dict(self.values)

    def _open_setup(self) -> None:
        if self.has_run:
            self.viewer.close()
        self.phase = SETUP
        self.setup_fields = {o.name: option_widget(o, self.values.get(o.name, o.default), self._setter(o.name))
                             for o in self.solver.OPTIONS}
        fields = list(self.setup_fields.values())
        offer = self.resumable()
        self.setup_buttons = [start_button(self.start, offer is not None),
                              Button(_("Method"), self.show_help, "F1"), Button(_("Back"), self.close, "Esc")]
        self.setup_form = Form([*resume_button(offer), *fields, *self.setup_buttons])
        self.layout(self.app.size)

    def resumable(self) -> tuple[str, Callable[[], None]] | None:
        """What the setup panel offers to resume (the Resume button's text, what it does), if anything."""
        return None

    def _setter(self, name: str):
        def store(value) -> None:
            self.values[name] = value
            self.error = ""
            settle = getattr(self.solver, "settle", None)  # optional: options that follow one another
            if settle is not None:
                settled = settle(dict(self.values), name)
                for other, widget in self.setup_fields.items():
                    if other != name and settled.get(other) != self.values.get(other):
                        self.values[other] = settled[other]
                        widget.show(settled[other])
        return store

    def start(self) -> None:
        """Begin a run with the current values (a wrong value keeps the panel, with the reason)."""
        try:
            self.params = self.solver.make_params(self.values)
        except ValueError as error:
            self.error = str(error)
            self.app.sound.play("error")
            return
        self.remember()
        if self.has_run:
            self.viewer.close()
        params = self.params
        self._viewer = StepViewer(lambda: self.run_solver(params), lambda: self.new_picture(params),
                                 rate=rate_at(self.speed), describe=self.describe_solution, frame_budget=FRAME_BUDGET,
                                 clock=self.app.clock)
        self.phase = RUN
        self.layout(self.app.size)
        self.viewer.play()

    def run_solver(self, params: Any) -> Iterator[Step]:
        """The solver's run for the viewer; a solver with a fast path (``HURRIES``) is handed ``hurrying``."""
        if getattr(self.solver, "HURRIES", False):
            return self.solver.solve(params, hurry=self.hurrying)
        return self.solver.solve(params)

    def hurrying(self) -> bool:
        """Whether the run goes "to the end" now: a solver with a fast path then takes it."""
        return self.has_run and self.viewer.state == SEEK_END

    # --- actions ----------------------------------------------------------------------------------
    def toggle(self) -> None:
        self.viewer.toggle()

    def single_step(self) -> None:
        self.viewer.step()
        self.after_steps()

    def next_solution(self) -> None:
        self.viewer.next_solution()

    def to_end(self) -> None:
        self.viewer.to_end()

    def restart(self) -> None:
        self.start()

    def set_speed(self, t: float) -> None:
        self.speed = self.speed_slider.value = t
        if self.has_run:
            self.viewer.speed = t
        if not self.demo:
            self.app.memory = self.app.memory.with_speed(self.spec.id, t)

    def view(self, index: int | None) -> None:
        """Show solution ``index`` from the list (``None``: back to the live board)."""
        if self.viewer.view(index) and index is not None:
            self.solution_list.selected = index

    def _browse(self, delta: int) -> None:
        self.viewer.browse(delta)
        if self.viewer.viewing is not None:
            self.solution_list.selected = self.viewer.viewing

    # --- the frame --------------------------------------------------------------------------------
    def resting(self) -> bool:
        """The setup panel, or a run paused or finished: nothing moves until a person acts."""
        return self.phase != RUN or not self.has_run or self.viewer.state in (PAUSED, FINISHED)

    def look(self) -> Any:
        """What may change while the scene rests (a run's state and counts)."""
        return (self.phase, self.has_run and self.viewer.state, self.has_run and self.viewer.steps)

    def update(self, dt: float) -> None:
        if self.phase != RUN:
            return
        self.viewer.update(dt)
        self.after_steps()
        if self.demo and self.viewer.finished_for >= DEMO_RESTART:
            self.values = self.demo_values(self.rng)
            self.start()

    # --- input ------------------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> None:
        if self.phase == SETUP:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.close()
            elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                    and not isinstance(self.setup_form.focused, Button):
                self.start()
            else:
                self.setup_form.handle(event, self.setup_ui)
        elif event.type == pygame.KEYDOWN and event.key in self._keys():
            self._keys()[event.key]()
        else:
            self.run_form.handle(event, self.side_ui)

    def _keys(self) -> dict:
        step = 0.05
        return {pygame.K_ESCAPE: self.close, pygame.K_SPACE: self.toggle, pygame.K_RIGHT: self.single_step,
                pygame.K_n: self.next_solution, pygame.K_e: self.to_end, pygame.K_r: self.restart,
                pygame.K_s: self._open_setup, pygame.K_l: lambda: self.view(None),
                pygame.K_LEFTBRACKET: lambda: self._browse(-1), pygame.K_RIGHTBRACKET: lambda: self._browse(1),
                pygame.K_PLUS: lambda: self._nudge_speed(step), pygame.K_EQUALS: lambda: self._nudge_speed(step),
                pygame.K_KP_PLUS: lambda: self._nudge_speed(step), pygame.K_MINUS: lambda: self._nudge_speed(-step),
                pygame.K_KP_MINUS: lambda: self._nudge_speed(-step)}

    def _nudge_speed(self, delta: float) -> None:
        self.speed_slider.set(round(min(1.0, max(0.0, self.speed + delta)), 2))

    # --- layout -----------------------------------------------------------------------------------
    def layout(self, size) -> None:
        t = self.ui
        self._side, self._board = side_panel(size, t.px(24), t.px(420), least=280, growth=t.growth)
        if self.phase == SETUP and hasattr(self, "setup_form"):
            fields = self.setup_form.widgets[: -len(self.setup_buttons)]
            self.layout_setup(size, fields, self.setup_buttons, t.px(680))
        for scale in self.ui.text_scales():  # the largest text that leaves the solutions' list a few lines
            self.side_ui = self.ui if scale == self.ui.text_scale else self.ui.with_text_scale(scale)
            if self._layout_run(self.side_ui):
                break

    def _layout_run(self, t: Theme) -> bool:
        """The run's side panel in ``t``'s type; whether the solutions' list has room for three lines."""
        pad = t.px(16)
        self.play_button = Button(self._play_label(), self.toggle, _("Space"))
        buttons = [self.play_button, Button(_("Step"), self.single_step, "→"),
                   Button(_(self.next_label), self.next_solution, "N"), Button(_("To the end"), self.to_end, "E"),
                   Button(_("Restart"), self.restart, "R"), Button(_("Setup"), self._open_setup, "S"),
                   Button(_("Method"), self.show_help, "F1"), Button(_(self.leave_label), self.close, "Esc")]
        self.speed_slider = Slider(_("Speed"), 0.0, 1.0, self.speed, 0.01, self.set_speed, rate_label)
        selected = self.viewing or 0
        self.solution_list = ListMenu([], lambda i: self.view(i), selected, role="small")
        self.solution_list.items = self.solution_lines  # the same list: new solutions appear at once
        self.run_form = Form(buttons + [self.speed_slider, self.solution_list])
        self.run_form.focus = -1
        top = self._side.top + pad + t.font("heading", True).get_linesize() + (t.font("small").get_linesize() + t.px(2)) * 7 + t.px(10)
        area = pygame.Rect(self._side.left + pad, top, self._side.width - 2 * pad, 0)
        bottom = button_grid(t, buttons, area, t.px(40), t.px(8))
        self.speed_slider.rect = pygame.Rect(area.left, bottom + t.px(10), area.width,
                                             row_height(t, self.speed_slider, area.width, t.px(44)))
        list_top = self.speed_slider.rect.bottom + t.px(12) + t.font("small").get_linesize()
        room = self._side.bottom - pad - list_top
        self.solution_list.rect = pygame.Rect(area.left, list_top, area.width, max(t.px(40), room))
        return room >= 3 * t.font("small").get_linesize()

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        if self.phase == SETUP:
            self._draw_setup(surface)
            return
        if self.viewer.viewing is not None:
            self.draw_solution(surface, self._board, self.viewer.shown)
        else:
            self.draw_board(surface, self._board)
            if self.viewer.finished and not self.viewer.found and self.no_solution_text():
                self._draw_no_solution(surface, self._board)
        self._draw_side(surface)

    def _play_label(self) -> str:
        return _("Pause") if self.has_run and self.viewer.running else _("Play")

    def _draw_no_solution(self, surface, rect: pygame.Rect) -> None:
        """The search is over and found nothing: a plain banner across the board says so."""
        t = self.ui
        text = self.no_solution_text()
        width = min(rect.width - t.px(40), t.px(640))
        lines = wrap(text, t.font("large", True), width - t.px(48))
        box = pygame.Rect(0, 0, width, len(lines) * t.font("large", True).get_linesize() + t.px(36))
        box.center = rect.center
        panel(surface, box, t, edge=colors.BAD)
        text_block(surface, text, box.inflate(-t.px(48), -t.px(36)), t, "large", colors.TEXT, bold=True, line_gap=1.0)

    def _draw_side(self, surface) -> None:
        t = self.side_ui
        panel(surface, self._side, t)
        pad = t.px(16)
        x = self._side.left + pad
        title = fitted_text(t, _(self.spec.title), self._side.width - 2 * pad, "heading", colors.ACCENT, bold=True,
                            smallest="large")
        surface.blit(title, (x, self._side.top + pad))
        y = self._side.top + pad + title.get_height() + t.px(4)
        viewer = self.viewer
        self.play_button.text = self._play_label()
        lines = [(viewer.state_text(self.seeking_text()), colors.ACCENT if not viewer.finished else colors.GOOD, True),
                 (viewer.counters_text(self.found_text(viewer.solutions)), colors.TEXT, False),
                 (viewer.pace_text(self.progress()), colors.TEXT, False)]
        lines += [(line, colors.MUTED, False) for line in self.status_lines()[:3]]
        if self.viewing is not None:
            where = _("the last found") if viewer.finished and self.viewing == len(self.solutions) - 1 else \
                _("L: back to the search") if not viewer.finished else _("[ ]: the others")
            showing = self.showing_text(self.viewing, len(self.solutions), where)
            lines.append((showing, colors.INFO, False))
            if self.solution_list.selected != self.viewing:  # the end put the last one on show
                self.solution_list.selected = self.viewing
        elif self.solution_lines:
            self.solution_list.selected = len(self.solution_lines) - 1  # the list follows the search
        width = self._side.width - 2 * pad
        step = t.font("small").get_linesize() + t.px(2)
        for text, color, bold in lines:
            image = fitted_text(t, text, width, "small", color, bold, smallest="tiny")
            surface.blit(image, (x, y + (step - t.px(2) - image.get_height()) // 2))
            y += step
        self.run_form.draw(surface, t)
        heading = _(self.found_heading) if len(self.solutions) < KEPT_SOLUTIONS else \
            _("Solutions (first {n} kept)").format(n=number(KEPT_SOLUTIONS))
        label = fitted_text(t, heading + "  ·  " + _("[ ] to browse"), width, "small", colors.MUTED, smallest="tiny")
        surface.blit(label, (x, self.solution_list.rect.top - label.get_height() - t.px(2)))

    def _draw_setup(self, surface) -> None:
        self.draw_setup_panel(surface, self.setup_form, self.error)

    # --- what a puzzle provides -------------------------------------------------------------------
    def new_picture(self, params: Any) -> Picture:
        raise NotImplementedError

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        raise NotImplementedError

    def draw_solution(self, surface: pygame.Surface, rect: pygame.Rect, solution: Any) -> None:
        raise NotImplementedError

    def seeking_text(self) -> str:
        """What the search does while it runs to the next solution ("": the viewer's words)."""
        return ""

    def found_text(self, count: int) -> str:
        """What the search has found so far, as the side panel counts it ("": "{n} solutions")."""
        return ""

    def showing_text(self, index: int, count: int, where: str) -> str:
        """The line saying which of the ``count`` solutions found is on show (``index`` from 0)."""
        return _("Showing solution {n} of {count} ({where})").format(n=number(index + 1), count=number(count), where=where)

    def describe_solution(self, index: int, solution: Any) -> str:
        """A solution's line in the list: its number and what tells it from the others."""
        return _("No. {n} \u00b7 {what}").format(n=number(index + 1), what=self.solution_label(solution))

    def solution_label(self, solution: Any) -> str:
        return str(solution)

    def progress(self) -> float | None:
        """The part of the search done (0..1), when the puzzle can tell; None when it cannot."""
        return None

    def no_solution_text(self) -> str:
        """What the board says when the search ended without a solution ("": nothing)."""
        return _("No solution: the search tried every case")

    def after_steps(self) -> None:
        """Called once the steps of a frame (or one step) are in the picture: a puzzle may note something."""

    def status_lines(self) -> list[str]:
        return []
