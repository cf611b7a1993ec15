"""About: what the arcade is, where its games come from, and the keys."""
from __future__ import annotations

import pygame

from engine.scene import Scene
from engine.ui import theme as colors
from engine.ui.draw import backdrop, panel, text_block
from engine.ui.layout import centered_box

ABOUT = (
    "Arsac Arcade gathers the games and puzzles of Jacques Arsac's book \u201cJeux et casse-t\u00eate "
    "\u00e0 programmer\u201d (1985; in Russian \u201c\u041f\u0440\u043e\u0433\u0440\u0430\u043c\u043c\u0438\u0440\u043e\u0432\u0430\u043d\u0438\u0435 "
    "\u0438\u0433\u0440 \u0438 \u0433\u043e\u043b\u043e\u0432\u043e\u043b\u043e\u043c\u043e\u043a\u201d, 1990) and a Kalah program "
    "built on Knuth and Moore's alpha-beta search.\n\n"
    "Duels: play the computer, a friend on the same screen, or watch the computer play itself. "
    "Puzzles: watch the solver search, at the pace you choose.\n\n"
    "Keys everywhere: arrows and Enter to choose, Esc to go back, F1 for the rules, F11 for fullscreen. "
    "In a duel: U undo, Y redo, H hint, N new game. A minute without input in the menu starts the demo.\n\n"
    "Made with Python and pygame. Font: DejaVu Sans."
)


class AboutScene(Scene):
    def layout(self, size) -> None:
        self.box = centered_box(size, self.theme.px(860), self.theme.px(600))

    def handle(self, event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.close()

    def draw(self, surface) -> None:
        backdrop(surface)
        panel(surface, self.box, self.theme)
        pad = self.theme.px(32)
        title = self.theme.text("About Arsac Arcade", "heading", colors.ACCENT, bold=True)
        surface.blit(title, (self.box.left + pad, self.box.top + pad))
        body = pygame.Rect(self.box.left + pad, self.box.top + pad * 2 + title.get_height(),
                           self.box.width - 2 * pad, self.box.height - pad * 3 - title.get_height())
        text_block(surface, ABOUT, body, self.theme)
        hint = self.theme.text("Any key or click to go back", "small", colors.MUTED)
        surface.blit(hint, hint.get_rect(bottomright=(self.box.right - pad, self.box.bottom - pad // 2)))
