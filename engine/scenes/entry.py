"""What the scene of every entry shares, duel or puzzle: its spec, its options' values,
its random generator, the demo flag, and its help text on F1."""
from __future__ import annotations

import random
from types import ModuleType

import pygame

from engine.desktop.scene import Scene
from engine.entries.options import defaults
from engine.entries.registry import EntrySpec
from engine.scenes.overlay import HelpOverlay
from engine.ui import theme as colors
from engine.ui.draw import fit, fitted_text, panel, text_block
from engine.ui.widgets import Form


def sentence(text: str) -> str:
    """A message as a sentence: a capital first, a full stop last."""
    text = text.strip()
    if not text:
        return text
    return text[0].upper() + text[1:] + ("" if text[-1] in ".!?\u2026" else ".")

class EntryScene(Scene):
    help_title = "the rules"

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

    def draw_setup_panel(self, surface: pygame.Surface, box: pygame.Rect, title: str, form: Form,
                         error: str, error_box: pygame.Rect | None = None) -> None:
        """The setup panel: a box, its title, its widgets, and the reason a value was refused
        (as a sentence, wrapped in ``error_box``, or on the panel's last line without one)."""
        t = self.theme
        panel(surface, box, t)
        heading = fitted_text(t, title, box.width - t.px(56), "heading", colors.ACCENT, bold=True, smallest="large")
        surface.blit(heading, (box.left + t.px(28), box.top + t.px(24)))
        form.draw(surface, t)
        if error:
            message = sentence(error)
            if error_box is None:
                image = t.text(fit(message, t.font("small", True), box.width - t.px(56)), "small", colors.BAD, bold=True)
                surface.blit(image, image.get_rect(bottomleft=(box.left + t.px(28), box.bottom - t.px(6))))
            else:
                text_block(surface, message, error_box, t, "small", colors.BAD, bold=True, line_gap=1.1)

    def show_help(self) -> None:
        self.app.stack.push(HelpOverlay(f"{self.spec.title}: {self.help_title}", self.spec.help_text))
