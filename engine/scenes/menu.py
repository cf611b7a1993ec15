"""The title screen: every registered entry as a card, then Options, Statistics, About and Quit.

Arrows move between cards and buttons, Enter opens, Esc quits; the mouse hovers and
clicks.  After a minute without input the attract mode starts.
"""
from __future__ import annotations

import math

import pygame

from engine import registry
from engine.registry import DUEL, EntrySpec
from engine.scene import Scene
from engine.scenes.attract import AttractScene
from engine.ui import theme as colors
from engine.ui.draw import backdrop, fitted_text, panel, text_block, wrap
from engine.ui.layout import columns, grid
from engine.ui.widgets import Button

QUIT = "quit"  # the answer of the quit dialog that quits
IDLE_SECONDS = 60.0
SUBTITLE = "Games and puzzles from Jacques Arsac's \u201cJeux et casse-t\u00eate \u00e0 programmer\u201d"


class MenuScene(Scene):
    still = True  # nothing moves without input: the app sleeps between inputs

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[EntrySpec] = registry.entries()
        self.buttons = [Button("Options", self.open_options, "O"), Button("Statistics", self.open_statistics, "T"),
                        Button("About", self.open_about, "A"), Button("Quit", self.quit, "Esc")]
        self.focus = 0  # cards first, then the buttons
        self.hover: int | None = None
        self.idle = 0.0

    # --- actions ----------------------------------------------------------------------------------
    def open_entry(self, spec: EntrySpec) -> None:
        self.app.sound.play("click")
        self.app.stack.push(spec.scene_class()(spec))

    def open_options(self) -> None:
        from engine.scenes.options import OptionsScene

        self.app.stack.push(OptionsScene())

    def open_statistics(self) -> None:
        from engine.scenes.statistics import StatisticsScene

        self.app.stack.push(StatisticsScene())

    def open_about(self) -> None:
        from engine.scenes.about import AboutScene

        self.app.stack.push(AboutScene())

    def quit(self) -> None:
        self.app.quit()

    def ask_quit(self) -> None:
        """Esc asks first: a stray key must not close the arcade (the Quit button quits at once)."""
        from engine.scenes.overlay import Dialog

        self.app.stack.push(Dialog("Quit Arsac Arcade?", "Close the arcade? Your settings are kept.",
                                   [("Quit", QUIT), ("Stay", None)]))

    def activate(self, index: int) -> None:
        if index < len(self.entries):
            self.open_entry(self.entries[index])
        else:
            self.buttons[index - len(self.entries)].action()

    # --- layout -----------------------------------------------------------------------------------
    def layout(self, size) -> None:
        t = self.theme
        width, height = size
        margin = t.px(48)
        self.title_y = t.px(34)
        top = self.title_y + t.font("title", True).get_linesize() + t.font("body").get_linesize() + t.px(30)
        bar_height = t.px(54)
        self.bar = pygame.Rect(margin, height - margin // 2 - bar_height, width - 2 * margin, bar_height)
        area = pygame.Rect(margin, top, width - 2 * margin, self.bar.top - top - t.px(24))
        count = max(1, len(self.entries))
        self.columns = 1 if count == 1 else 2 if count <= 4 or (count <= 6 and width < 1100) else 4 if count > 9 and width >= 1700 else 3
        rows_needed = math.ceil(count / self.columns)
        gap = t.px(20)
        card_height = min(t.px(170), (area.height - gap * (rows_needed - 1)) // rows_needed)
        card_width = min(area.width, t.px(560) * self.columns + gap * (self.columns - 1))
        area = pygame.Rect(0, area.top, card_width, area.height)
        area.centerx = width // 2
        self.cards = grid(area, len(self.entries), self.columns, card_height, gap)
        buttons = pygame.Rect(0, self.bar.top, min(self.bar.width, t.px(880)), bar_height)
        buttons.centerx = width // 2
        for button, rect in zip(self.buttons, columns(buttons, len(self.buttons), gap)):
            button.rect = rect

    # --- input ------------------------------------------------------------------------------------
    def _target_at(self, pos) -> int | None:
        rects = self.cards + [b.rect for b in self.buttons]
        return next((i for i, r in enumerate(rects) if r.collidepoint(pos)), None)

    def _move(self, key: int) -> None:
        cards = len(self.entries)
        total = cards + len(self.buttons)
        i = self.focus
        if key == pygame.K_TAB:
            self.focus = (i + 1) % total
        elif i < cards:
            if key == pygame.K_LEFT:
                self.focus = max(0, i - 1)
            elif key == pygame.K_RIGHT:
                self.focus = min(cards - 1, i + 1)
            elif key == pygame.K_UP:
                self.focus = i - self.columns if i >= self.columns else i
            elif key == pygame.K_DOWN:
                self.focus = i + self.columns if i + self.columns < cards else cards
        else:
            if key == pygame.K_LEFT:
                self.focus = max(cards, i - 1)
            elif key == pygame.K_RIGHT:
                self.focus = min(total - 1, i + 1)
            elif key == pygame.K_UP and cards:
                self.focus = cards - 1

    def handle(self, event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            self.idle = 0.0
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.ask_quit()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.activate(self.focus)
            elif event.key == pygame.K_o:
                self.open_options()
            elif event.key == pygame.K_t:
                self.open_statistics()
            elif event.key == pygame.K_a:
                self.open_about()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
                self._move(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self._target_at(event.pos)
            for b in self.buttons:
                b.hovered = b.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self._target_at(event.pos)
            if target is not None:
                self.focus = target
                self.activate(target)
            elif self.app.notice:
                self.app.notice = None

    def update(self, dt) -> None:
        self.idle += dt
        if self.idle >= IDLE_SECONDS and self.entries:
            self.idle = 0.0
            self.app.stack.push(AttractScene(self.entries))

    def resume(self, result=None) -> None:
        self.idle = 0.0
        if result == QUIT:
            self.quit()

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        t = self.theme
        backdrop(surface)
        width = surface.get_width()
        title = t.text("Arsac Arcade", "title", colors.ACCENT, bold=True)
        surface.blit(title, title.get_rect(midtop=(width // 2, self.title_y)))
        subtitle = t.text(SUBTITLE, "body", colors.MUTED)
        surface.blit(subtitle, subtitle.get_rect(midtop=(width // 2, self.title_y + title.get_height() + t.px(4))))
        parts = [self._card_parts(spec, rect) for spec, rect in zip(self.entries, self.cards)]
        fits = all(len(wrap(spec.summary, t.font("small"), body.width)) * round(t.font("small").get_linesize() * 1.1)
                   <= body.height + t.px(2) for spec, (_, _, body) in zip(self.entries, parts))
        role = "small" if fits else "tiny"  # one size for every card's summary
        for index, (spec, rect) in enumerate(zip(self.entries, self.cards)):
            self._draw_card(surface, spec, rect, index == self.focus, index == self.hover, parts[index], role)
        if not self.entries:
            text_block(surface, "No entries are installed.", pygame.Rect(0, 0, 400, 40).move(width // 2 - 200, 300), t)
        for i, button in enumerate(self.buttons):
            button.draw(surface, t, self.focus == len(self.entries) + i)
        hint = t.text("Arrows and Enter, or the mouse  ·  F11 fullscreen  ·  Esc quits", "tiny", colors.MUTED)
        surface.blit(hint, hint.get_rect(midbottom=(width // 2, surface.get_height() - t.px(6))))
        if self.app.notice:
            self._draw_notice(surface, self.app.notice)

    def _card_parts(self, spec: EntrySpec, rect: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect]:
        """A card's title (rendered), the rect of its kind's tag, and the box left for its summary."""
        t = self.theme
        pad = t.px(18)
        pill = t.text(spec.kind.upper(), "tiny", colors.BACKGROUND, bold=True).get_rect().inflate(t.px(14), t.px(6))
        beside = t.font("body", True).size(spec.title)[0] + pill.width + t.px(10) <= rect.width - 2 * pad
        title = fitted_text(t, spec.title, rect.width - 2 * pad - (pill.width + t.px(10) if beside else 0), "large",
                            colors.TEXT, bold=True, smallest="body")
        if beside:  # the tag beside the title leaves the summary the card's whole height
            pill.midright = (rect.right - pad, rect.top + pad - t.px(2) + title.get_height() // 2)
        else:
            pill.bottomright = (rect.right - pad, rect.bottom - pad + t.px(6))
        bottom = rect.bottom - t.px(8) if beside else pill.top
        body = pygame.Rect(rect.left + pad, rect.top + pad + title.get_height() + t.px(4),
                           rect.width - 2 * pad, bottom - rect.top - pad - title.get_height() - t.px(4))
        return title, pill, body

    def _draw_card(self, surface, spec: EntrySpec, rect: pygame.Rect, focused: bool, hovered: bool,
                   parts: tuple[pygame.Surface, pygame.Rect, pygame.Rect], role: str) -> None:
        t = self.theme
        panel(surface, rect, t, color=colors.CARD_HOVER if (hovered or focused) else colors.CARD,
              edge=colors.FOCUS if focused else colors.PANEL_EDGE)
        title, pill, body = parts
        surface.blit(title, (body.left, rect.top + t.px(16)))
        tag_color = colors.GOOD if spec.kind == DUEL else colors.INFO
        pygame.draw.rect(surface, tag_color, pill, border_radius=pill.height // 2)
        tag = t.text(spec.kind.upper(), "tiny", colors.BACKGROUND, bold=True)
        surface.blit(tag, tag.get_rect(center=pill.center))
        text_block(surface, spec.summary, body, t, role, colors.MUTED, line_gap=1.1)

    def _draw_notice(self, surface, notice: str) -> None:
        t = self.theme
        font = t.font("small")
        lines = wrap(notice + "  (click to dismiss)", font, surface.get_width() - t.px(120))
        box = pygame.Rect(0, 0, surface.get_width() - t.px(80), len(lines) * font.get_linesize() + t.px(20))
        box.midtop = (surface.get_width() // 2, t.px(8))
        panel(surface, box, t, color=(90, 50, 40), edge=colors.BAD)
        for i, line in enumerate(lines):
            surface.blit(font.render(line, True, colors.TEXT), (box.left + t.px(16), box.top + t.px(10) + i * font.get_linesize()))
