"""Options: the language, animation speed, default computer level, text size, the duels' coach and tutor, sound,
fullscreen, the desktop shortcut.

Every change is saved at once (atomically) to the user's settings file, and shown at once: a new
language relabels this page and the menu below it.
"""
from __future__ import annotations

import pygame

from engine.desktop.scene import Scene
from engine.duels.basics import LEVELS, PERFECT
from engine.files import shortcut
from engine.files.settings import ANIMATION_SPEEDS, TEXT_SIZES
from engine.language.translation import LANGUAGES, N_, _, current
from engine.scenes.overlay import Dialog
from engine.ui import theme as colors
from engine.ui.draw import backdrop, panel
from engine.ui.layout import centered_box, row_height, stack
from engine.ui.widgets import Button, Form, Selector, Toggle

LEVEL_NAMES = {1: N_("1 · beginner"), 2: N_("2 · easy"), 3: N_("3 · fair"), 4: N_("4 · strong"), 5: N_("5 · strongest"),
               PERFECT: N_("Perfect")}  # Perfect: in a duel's setup only, where the entry offers it
SPEED_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "instant": N_("Instant")}


class OptionsScene(Scene):
    still = True  # nothing moves without input: the app sleeps between inputs
    form: Form

    def enter(self) -> None:
        self.relabel()
        self.layout(self.app.size)

    def relabel(self) -> None:
        """Make the rows in the language spoken now (at the start, and when the Language row changes it)."""
        s = self.app.settings
        change = self.app.update_settings
        focus = self.form.focus if hasattr(self, "form") else 0
        self.fullscreen = Toggle(_("Fullscreen (F11)"), s.fullscreen, self.app.set_fullscreen)
        sound = _("Sound") if self.app.sound.available else _("Sound (no audio device)")
        self.form = Form([
            Selector(_("Language"), list(LANGUAGES.items()), s.language or current(), lambda v: change(language=v)),
            Selector(_("Animation speed"), [(v, _(SPEED_NAMES[v])) for v in ANIMATION_SPEEDS], s.animation_speed,
                     lambda v: change(animation_speed=v)),
            Selector(_("Computer level (default)"), [(v, _(LEVEL_NAMES[v])) for v in LEVELS], s.computer_level,
                     lambda v: change(computer_level=v)),
            Selector(_("Text size"), [(v, f"{v}%") for v in TEXT_SIZES], s.text_size, lambda v: change(text_size=v)),
            Toggle(_("Coach: what each of your turns was worth (C)"), s.coach, lambda v: change(coach=v)),
            Toggle(_("Tutor: ask before a costly turn"), s.tutor, lambda v: change(tutor=v)),
            Toggle(sound, s.sound, lambda v: change(sound=v)),
            self.fullscreen,
            Button(_("Install desktop shortcut"), self.install_shortcut),
            Button(_("Back"), self.close, "Esc", primary=True),
        ])
        self.form.focus = focus

    def install_shortcut(self) -> None:
        ok, message = shortcut.install()
        title = _("Desktop shortcut") if ok else _("No shortcut installed")
        self.app.stack.push(Dialog(title, message, [(_("OK"), None)]))

    def layout(self, size) -> None:
        t = self.theme
        if not hasattr(self, "form"):
            self.box = centered_box(size, t.px(720), t.px(620))
            return
        pad = t.px(28)
        inner = min(size[0] - 20 - 2 * pad, max(t.px(720) - 2 * pad, *(w.one_line_width(t) for w in self.form.widgets)))
        head = pad + max(t.px(60), t.font("heading", True).get_linesize() + t.px(16))
        count = len(self.form.widgets)
        least, gap = t.px(56), t.px(14)
        while True:  # lower rows and gaps until the options fit the window (down to their texts' height)
            heights = [row_height(t, w, inner, least) for w in self.form.widgets]
            height = head + sum(heights) + gap * (count - 1) + pad
            if height <= size[1] - 20 or (least == 0 and gap == 4):
                break
            least, gap = max(0, least - t.px(4)), max(4, gap - t.px(2))
        self.box = centered_box(size, inner + 2 * pad, max(t.px(620), height))
        stack(t, self.form.widgets, pygame.Rect(self.box.left + pad, self.box.top + head, inner, 0), least, gap)

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
        title = self.theme.text(_("Options"), "heading", colors.ACCENT, bold=True)
        surface.blit(title, (self.box.left + self.theme.px(28), self.box.top + self.theme.px(24)))
        self.form.draw(surface, self.theme)
