"""What the scene of every entry shares, duel or puzzle: its spec, its options' values,
its random generator, the demo flag, and its help text on F1."""
from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from types import ModuleType

import pygame

from engine.desktop.scene import Scene
from engine.entries.options import defaults
from engine.entries.registry import EntrySpec
from engine.language.translation import N_, _
from engine.scenes.overlay import HelpOverlay
from engine.ui import theme as colors
from engine.ui.draw import fitted_text, panel, text_block, wrap
from engine.ui.layout import centered_box, columns, row_height, stack
from engine.ui.theme import Theme
from engine.ui.widgets import Button, Form, Widget


def sentence(text: str) -> str:
    """A message as a sentence: a capital first, a full stop last."""
    text = text.strip()
    if not text:
        return text
    return text[0].upper() + text[1:] + ("" if text[-1] in ".!?\u2026" else ".")

class EntryScene(Scene):
    """``theme`` is the board's (the entry's own drawing keeps the window's type whatever the text
    size, so its squares, labels and hit areas agree); the shell's panels use ``ui``."""

    help_title = N_("the rules")
    _reading = False  # True while an entry draws reading text in the shell's panel (``reading_type``)

    @property
    def theme(self) -> Theme:
        return self.app.theme if self._reading else self.app.theme.board

    @contextmanager
    def reading_type(self) -> Iterator[None]:
        """Within: ``theme`` is the reading text's, for an entry's notes drawn in the shell's side panel."""
        self._reading = True
        try:
            yield
        finally:
            self._reading = False

    @property
    def still(self) -> bool:  # type: ignore[override]
        """Nothing moves by itself (the app then sleeps until input or news): never in the demo; the duel and the
        puzzle scenes say when (``resting``), and the entry may add a motion of its own (``at_rest``)."""
        return not self.demo and self.resting() and self.at_rest()

    def resting(self) -> bool:
        """The shell's part of ``still``: nothing of the duel or the puzzle moves now."""
        return False

    def at_rest(self) -> bool:
        """The entry's own part of ``still`` (False while something of its own moves: a search watched, a file read)."""
        return True

    def __init__(self, spec: EntrySpec, options_module: ModuleType, values: dict | None, demo: bool,
                 seed: int | None) -> None:
        super().__init__()
        self.spec = spec
        self.demo = demo
        self.rng = random.Random(seed)
        self.options_module = options_module
        self.values = {**defaults(options_module.OPTIONS), **(values or {})}
        self._values_given = values is not None  # from the command line: not replaced by the last ones used

    def recall(self) -> None:
        """On entering: the options this entry was last started with (unless given, or in a demo),
        kept only if the entry's rules still accept them."""
        if self.demo or self._values_given:
            return
        names = {option.name for option in self.options_module.OPTIONS}
        remembered = {k: v for k, v in self.app.memory.options.get(self.spec.id, {}).items() if k in names}
        candidate = {**self.values, **remembered}
        try:
            self.options_module.make_params(candidate)
        except (ValueError, TypeError):
            return
        self.values = candidate

    def remember(self) -> None:
        """The options a game or search was just started with, for the next time."""
        if not self.demo:
            self.app.memory = self.app.memory.with_options(self.spec.id, self.values)

    def handle(self, event: pygame.event.Event) -> None:
        """F1 shows the help; a demo ignores input (the attract mode handles it); the rest goes on."""
        if self.demo:
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.show_help()
        else:
            self.handle_input(event)

    def handle_input(self, event: pygame.event.Event) -> None: ...

    def layout_setup(self, size: tuple[int, int], fields: Sequence[Widget], buttons: Sequence[Button],
                     least_width: int) -> None:
        """The setup panel laid out: its fields in a column, each as high as its texts need, two lines for
        a refusal, the buttons in a row (or a column when their texts are too wide for one); the panel as
        wide as its texts (``least_width`` at the least) and squeezed to the window: ``setup_box``.  When even
        squeezed it is too high for the window, its text takes the largest smaller size that fits (``setup_ui``,
        the theme the panel is drawn and handled in)."""
        for scale in self.ui.text_scales():  # the largest text that lets the panel fit the window
            t = self.setup_ui = self.ui if scale == self.ui.text_scale else self.ui.with_text_scale(scale)
            pad, gap = t.px(28), t.px(10)
            bar_width = max(b.one_line_width(t) for b in buttons) * len(buttons) + gap * (len(buttons) - 1)
            title = t.text(self.setup_title(), "large", bold=True).get_width()  # the title's smallest type
            inner = min(size[0] - 20 - 2 * pad,
                        max(least_width - 2 * pad, bar_width, title, *(w.one_line_width(t) for w in fields)))
            title_lines = 1 if title <= inner else len(wrap(self.setup_title(), t.font("large", True), inner))
            title_height = t.font("heading" if title_lines == 1 else "large", True).get_linesize() * title_lines
            head = max(t.px(84), t.px(24) + title_height + t.px(16))
            message = 2 * round(t.font("small", True).get_linesize() * 1.1) + t.px(12)
            one_row = bar_width <= inner
            least, rows_gap = t.px(50), gap
            for _try in range(8):  # squeezed to the window: lower rows and gaps, down to the texts' own height
                heights = [row_height(t, w, inner, least) for w in fields]
                bar = [row_height(t, b, inner, least) for b in buttons]
                bar_height = max(bar) if one_row else sum(bar) + rows_gap * (len(bar) - 1)
                height = head + sum(heights) + rows_gap * len(heights) + message + bar_height + pad
                if height <= size[1] - 20:
                    break
                least, rows_gap = max(0, least - t.px(6)), max(2, rows_gap - t.px(2))
            if height <= size[1] - 20:
                break
        box = self.setup_box = centered_box(size, inner + 2 * pad, height)
        self._title_box = pygame.Rect(box.left + pad, box.top + t.px(24), inner, title_height if title_lines > 1 else 0)
        stack(t, fields, pygame.Rect(box.left + pad, box.top + head, inner, 0), least, rows_gap)
        area = pygame.Rect(box.left + pad, box.bottom - pad - bar_height, inner, bar_height)
        if one_row:
            for button, rect in zip(buttons, columns(area, len(buttons), gap)):
                button.rect = rect
        else:
            stack(t, buttons, area, least, rows_gap)
        self._error_box = pygame.Rect(area.left, area.top - message, inner, message - t.px(6))

    def setup_title(self) -> str:
        """The setup panel's title."""
        return _("{title}: choose and start").format(title=_(self.spec.title))

    def draw_setup_panel(self, surface: pygame.Surface, form: Form, error: str, warning: str = "") -> None:
        """The setup panel as ``layout_setup`` placed it: a box, its title, its widgets, and the reason a
        value was refused (as a sentence, wrapped over two lines above the buttons), else in its place a
        warning about the choices made (in amber)."""
        t = self.setup_ui
        box = self.setup_box
        panel(surface, box, t)
        if self._title_box.height:  # wrapped over lines of the smaller type
            text_block(surface, self.setup_title(), self._title_box, t, "large", colors.ACCENT, bold=True, line_gap=1.0)
        else:
            heading = fitted_text(t, self.setup_title(), self._title_box.width, "heading", colors.ACCENT, bold=True,
                                  smallest="large")
            surface.blit(heading, self._title_box.topleft)
        form.draw(surface, t)
        if error or warning:
            text_block(surface, sentence(error or warning), self._error_box, t, "small",
                       colors.BAD if error else colors.ACCENT, bold=True, line_gap=1.1)

    def show_help(self) -> None:
        title = _("{title}: {what}").format(title=_(self.spec.title), what=_(self.help_title))
        self.app.stack.push(HelpOverlay(title, _(self.spec.help_text)))
