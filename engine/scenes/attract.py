"""Attract mode: the entries play themselves one after another.

Each entry's scene is built in demo form (computer against computer, or the solver
animating) and shown for ``seconds``; then the next.  Any key or click returns to the
menu (unless ``exit_on_input`` is off, as for a screenshot run).
"""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from engine.desktop.scene import Scene
from engine.entries.registry import EntrySpec
from engine.language.translation import _
from engine.ui import theme as colors

DEMO_SECONDS = 20.0


class AttractScene(Scene):
    def __init__(self, entries: Sequence[EntrySpec], seconds: float = DEMO_SECONDS, exit_on_input: bool = True):
        super().__init__()
        self.entries = list(entries)
        self.seconds = seconds
        self.exit_on_input = exit_on_input
        self.index = -1
        self.shown = 0.0
        self.current: Scene | None = None

    def _next(self) -> None:
        self._leave_current()
        self.index = (self.index + 1) % len(self.entries)
        spec = self.entries[self.index]
        self.current = spec.scene_class()(spec, demo=True)
        self.current.app = self.app
        self.current.layout(self.app.size)
        self.current.enter()
        self.shown = 0.0

    def _leave_current(self) -> None:
        if self.current is not None:
            self.current.exit()
            self.current = None

    def enter(self) -> None:
        self._next()

    def exit(self) -> None:
        self._leave_current()

    def layout(self, size) -> None:
        if self.current is not None:
            self.current.layout(size)

    def handle(self, event) -> None:
        if self.exit_on_input and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.close()

    def update(self, dt) -> None:
        self.shown += dt
        if self.shown >= self.seconds and len(self.entries) > 1:
            self._next()
        elif self.current is not None:
            self.current.update(dt)

    def draw(self, surface) -> None:
        if self.current is not None:
            self.current.draw(surface)
        if self.exit_on_input:
            t = self.theme
            text = t.text(_("DEMO  ·  press any key to play"), "small", colors.ACCENT, bold=True)
            box = text.get_rect().inflate(t.px(24), t.px(10))
            box.midbottom = (surface.get_width() // 2, surface.get_height() - t.px(8))
            pygame.draw.rect(surface, colors.SHADOW, box, border_radius=box.height // 2)
            surface.blit(text, text.get_rect(center=box.center))
