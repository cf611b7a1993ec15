"""About: what the arcade is, where its games come from, the keys, what it runs on (its version, Python's,
pygame-ce's, and which cores run compiled: ``engine.entries.runs_on``), and whether its own files are intact
(``about --check``'s words: each damaged or missing file, what it costs and the command that mends it), and the
builds of cached files under way (``build_line``: engine/files/builds.py, read at most once a second)."""
from __future__ import annotations

from engine.entries import runs_on
from engine.files import own_files
from engine.files.builds import BuildWatch
from engine.files.paths import cache_dir
from engine.language.translation import N_, _
from engine.scenes.overlay import HelpOverlay
from engine.ui.draw import backdrop

ABOUT = N_(
    "Arsac Arcade gathers the games and puzzles of Jacques Arsac's book \u201cJeux et casse-t\u00eate "
    "\u00e0 programmer\u201d (1985; in Russian "
    "\u201c\u041f\u0440\u043e\u0433\u0440\u0430\u043c\u043c\u0438\u0440\u043e\u0432\u0430\u043d\u0438\u0435 "
    "\u0438\u0433\u0440 \u0438 \u0433\u043e\u043b\u043e\u0432\u043e\u043b\u043e\u043c\u043e\u043a\u201d, 1990) and a Kalah program "
    "built on Knuth and Moore's alpha-beta search.\n\n"
    "Duels: play the computer, a friend on the same screen, or watch the computer play itself. "
    "Puzzles: watch the solver search, at the pace you choose. "
    "Training (R in the menu): exercises from the duels' perfect play, near your rating, and your own mistakes to "
    "retry.\n\n"
    "Keys everywhere: arrows and Enter to choose, Esc to go back, F1 for the rules, F11 for fullscreen. "
    "In a duel: U undo, Y redo, H hint, N new game. A minute without input in the menu starts the demo.\n\n"
    "Made with Python and pygame. Font: DejaVu Sans."
)
TITLE = N_("About Arsac Arcade")


class AboutScene(HelpOverlay):
    """The about text on its own page (not over another scene)."""

    overlay = False

    def __init__(self) -> None:
        files = own_files.in_words(own_files.check())
        self.base = f"{_(ABOUT)}\n\n{runs_on.in_words(runs_on.facts())}\n\n{files}"
        self.builds = BuildWatch(cache_dir)
        super().__init__(_(TITLE), self._text())

    def _text(self) -> str:
        return f"{self.base}\n\n{self.build_line()}" if self.build_line() else self.base

    def build_line(self) -> str:
        """The builds under way in one line ("" when none runs)."""
        return self.builds.line()

    def update(self, dt: float) -> None:
        self.builds.update(dt)
        self.text = self._text()

    def look(self) -> str:
        """The line of a build under way, whose percent and time left change."""
        return self.build_line()

    def draw(self, surface) -> None:
        backdrop(surface)
        super().draw(surface)
