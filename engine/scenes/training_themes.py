"""The themes to practise (T on the training screen), as lichess lists its exercise themes: each theme of the duel
chosen, with how many exercises have it and how the player has done on it; choosing one (a click, or Enter) goes back
to the training screen with it chosen, ``(theme,)`` handed back (``(None,)``: any theme); Esc goes back unchanged."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from engine.desktop.scene import Scene
from engine.language.translation import _, ngettext, number
from engine.scenes.training_dashboard import PAGE_PAD, draw_page, page_head
from engine.training.standing import Tally
from engine.ui.widgets import Button, Form, ListMenu


def theme_line(name: str, count: int, tally: Tally | None) -> str:
    """A theme's row: its name, its exercises, and the player's right answers of their tries when there are some."""
    said = f"{name} \u00b7 " + ngettext("{n} exercise", "{n} exercises", count).format(n=number(count))
    if tally is not None and tally.tries:
        said += " \u00b7 " + _("{right} of {tries} right").format(right=number(tally.right), tries=number(tally.tries))
    return said


class ThemesScene(Scene):
    """The list of themes (see the module): ``themes``, each (its id, its name, how many exercises), the first
    ``None`` for any theme; ``chosen``: the one chosen now; ``duel``: the duel's name said in the title."""

    still = True

    def __init__(self, themes: Sequence[tuple[str | None, str, int]], chosen: str | None, tallies: Mapping[str, Tally],
                 duel: str) -> None:
        super().__init__()
        self.themes, self.duel = list(themes), duel
        ids = [theme for theme, _name, _count in self.themes]
        self.list = ListMenu([theme_line(name, count, tallies.get(theme) if theme else None)
                              for theme, name, count in self.themes], self.choose,
                             ids.index(chosen) if chosen in ids else 0, role="small")
        self.form = Form([self.list, Button(_("Back"), self.close, "Esc")])

    def choose(self, index: int) -> None:
        self.close((self.themes[index][0],))

    def layout(self, size: tuple[int, int]) -> None:
        t = self.theme
        margin, pad, gap = min(t.px(20), 10 + size[0] // 100), t.px(PAGE_PAD), t.px(10)
        width = min(size[0] - 2 * margin, t.px(820))
        self.head = page_head(t)
        back_height = max(t.px(40), t.font("body").get_linesize() + t.px(10))
        rows = len(self.list.items) * (t.font("small").get_linesize() + t.px(10)) + t.px(8)  # every theme, if it can
        height = min(size[1] - 2 * margin, 2 * pad + self.head + rows + gap + back_height)
        self.box = pygame.Rect((size[0] - width) // 2, (size[1] - height) // 2, width, height)
        inner = self.box.inflate(-2 * pad, -2 * pad)
        back = self.form.widgets[1]
        back.rect = pygame.Rect(inner.left, inner.bottom - back_height, inner.width, back_height)
        self.list.rect = pygame.Rect(inner.left, inner.top + self.head, inner.width, back.rect.top - gap - inner.top - self.head)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        else:
            self.form.handle(event, self.theme)

    def draw(self, surface: pygame.Surface) -> None:
        draw_page(surface, self.box, _("Themes: {duel}").format(duel=self.duel),
                  _("Choose a theme to practise: Play and the streak run then give only its exercises."), self.theme)
        self.form.draw(surface, self.theme)
