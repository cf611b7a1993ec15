"""Options: animation speed, default computer level, text size, sound, fullscreen, the desktop shortcut.

Every change is saved at once (atomically) to the user's settings file.
"""
from __future__ import annotations

import pygame

from engine.desktop.scene import Scene
from engine.duels.basics import LEVELS
from engine.files import shortcut
from engine.files.settings import ANIMATION_SPEEDS, TEXT_SIZES
from engine.scenes.overlay import Dialog
from engine.ui import theme as colors
from engine.ui.draw import backdrop, panel
from engine.ui.layout import centered_box, rows
from engine.ui.widgets import Button, Form, Selector, Toggle

LEVEL_NAMES = {1: "1 · beginner", 2: "2 · easy", 3: "3 · fair", 4: "4 · strong", 5: "5 · strongest"}


class OptionsScene(Scene):
    still = True  # nothing moves without input: the app sleeps between inputs

    def enter(self) -> None:
        s = self.app.settings
        change = self.app.update_settings
        self.fullscreen = Toggle("Fullscreen (F11)", s.fullscreen, self.app.set_fullscreen)
        self.form = Form([
            Selector("Animation speed", [(v, v.capitalize()) for v in ANIMATION_SPEEDS], s.animation_speed,
                     lambda v: change(animation_speed=v)),
            Selector("Computer level (default)", [(v, LEVEL_NAMES[v]) for v in LEVELS], s.computer_level,
                     lambda v: change(computer_level=v)),
            Selector("Text size", [(v, f"{v}%") for v in TEXT_SIZES], s.text_size, lambda v: change(text_size=v)),
            Toggle("Sound" + ("" if self.app.sound.available else " (no audio device)"), s.sound,
                   lambda v: change(sound=v)),
            self.fullscreen,
            Button("Install desktop shortcut", self.install_shortcut),
            Button("Back", self.close, "Esc", primary=True),
        ])
        self.layout(self.app.size)

    def install_shortcut(self) -> None:
        ok, message = shortcut.install()
        self.app.stack.push(Dialog("Desktop shortcut" if ok else "No shortcut installed", message, [("OK", None)]))

    def layout(self, size) -> None:
        t = self.theme
        self.box = centered_box(size, t.px(720), t.px(620))
        if not hasattr(self, "form"):
            return
        pad = t.px(28)
        area = pygame.Rect(self.box.left + pad, self.box.top + pad + t.px(60), self.box.width - 2 * pad, 0)
        height = t.px(56)
        gap = max(4, min(t.px(14), (self.box.bottom - pad - area.top - height * 6) // 5))
        for widget, rect in zip(self.form.widgets, rows(area, len(self.form.widgets), height, gap)):
            widget.rect = rect

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        else:
            self.form.handle(event, self.theme)

    def update(self, dt: float) -> None:
        self.fullscreen.index = int(self.app.settings.fullscreen)  # F11 may have changed it

    def draw(self, surface) -> None:
        backdrop(surface)
        panel(surface, self.box, self.theme)
        title = self.theme.text("Options", "heading", colors.ACCENT, bold=True)
        surface.blit(title, (self.box.left + self.theme.px(28), self.box.top + self.theme.px(24)))
        self.form.draw(surface, self.theme)
