"""Puzzles (P in the menu): the player's rating and streak, a puzzle near the rating of a duel or of any, and the
puzzle of the day.

The shipped set (``engine.files.puzzle_set``) holds positions of every duel with exactly one right whole turn,
proved.  A button per duel (and one for all) opens the next puzzle near the player's rating, not one tried lately
(``engine.training.choice``), on its board (``engine.scenes.puzzle_board``); N there goes on to the next of the same
choice, Esc comes back here.  The puzzle of the day is the same for everyone on a date.  The tries, the ratings and
the statistics are the player's puzzle book (``app.puzzle_tries``), kept as each try is made.  "Your mistakes" (M)
plays the person's own puzzles that are due (``app.own_puzzles``, ``engine.scenes.mistake_board``), one after another.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date

import pygame

from engine.desktop.scene import Scene
from engine.entries import registry
from engine.files.puzzle_set import load_set
from engine.language.translation import _, ngettext, number
from engine.scenes.mistake_board import mistake_scene
from engine.scenes.puzzle_board import puzzle_scene, rating_text
from engine.training.choice import choose_next, puzzle_of_the_day
from engine.training.puzzle import Puzzle
from engine.ui import theme as colors
from engine.ui.draw import backdrop, fitted_text, panel, text_block
from engine.ui.layout import centered_box, row_height, stack
from engine.ui.widgets import Button, Form


class TrainingScene(Scene):
    """The Puzzles screen (see the module); ``today``: the date of the puzzle of the day."""

    still = True

    def __init__(self, today: date | None = None, rng: random.Random | None = None) -> None:
        super().__init__()
        self.today = today or date.today()
        self.rng = rng or random.Random()
        self.puzzles = load_set()
        self.game: str | None = None  # the duel of the puzzles being played (None: any)
        self.mine_shown: set[str] = set()  # the own puzzles shown since M

    def games(self) -> list[str]:
        """The duels with puzzles, in the menu's order."""
        having = {puzzle.game for puzzle in self.puzzles}
        return [spec.id for spec in registry.entries() if spec.id in having]

    def enter(self) -> None:
        self.app.puzzle_tries.refresh()  # another window's tries
        self.app.own_puzzles.refresh()  # and own puzzles
        self.relabel()
        self.layout(self.app.size)

    def resume(self, result: object = None) -> None:
        self.relabel()  # the rating and the counts changed
        self.layout(self.app.size)

    def relabel(self) -> None:
        standing = self.app.puzzle_tries.standing
        buttons = []
        for game in [None, *self.games()]:
            count = sum(1 for p in self.puzzles if game is None or p.game == game)
            tally = standing.total if game is None else standing.by_game.get(game)
            name = _("Every duel") if game is None else _(registry.get(game).title)
            said = ngettext("{n} puzzle", "{n} puzzles", count).format(n=number(count))
            if tally is not None and tally.tries:
                said += " \u00b7 " + _("{right} of {tries} right").format(right=number(tally.right), tries=number(tally.tries))
            buttons.append(Button(f"{name} ({said})", self._player(game), primary=game is None))
        buttons.append(Button(_("Puzzle of the day"), self.play_daily, "D"))
        due = len(self.app.own_puzzles.due())
        mine = Button(ngettext("Your mistakes ({n} due)", "Your mistakes ({n} due)", due).format(n=number(due)),
                      self.play_mistakes, "M")
        mine.enabled = due > 0
        buttons.append(mine)
        buttons.append(Button(_("Back"), self.close, "Esc"))
        self.form = Form(buttons)

    # --- what the buttons do ----------------------------------------------------------------------------------
    def _player(self, game: str | None) -> Callable[[], None]:
        return lambda: self.play(game)

    def play(self, game: str | None) -> None:
        """The next puzzle of ``game`` (None: any duel) near the player's rating, on its board."""
        self.game = game
        puzzle = choose_next(self.puzzles, self.app.puzzle_tries.standing, self.rng, game)
        if puzzle is not None:
            self._open(puzzle)

    def play_daily(self) -> None:
        puzzle = puzzle_of_the_day(self.puzzles, self.today)
        if puzzle is not None:
            self._open(puzzle)

    def play_mistakes(self, replacing: bool = False) -> None:
        """Your mistakes (M): the own puzzle due the longest, on its board; N there goes on to the next one due not
        shown since M (none left: back here)."""
        self.mine_shown = self.mine_shown if replacing else set()
        due = [own for own in self.app.own_puzzles.due() if own.id not in self.mine_shown]
        if due:
            self.mine_shown.add(due[0].id)
            scene = mistake_scene(due[0], lambda: self.play_mistakes(replacing=True))
            (self.app.stack.replace if replacing else self.app.stack.push)(scene)
        elif replacing:
            self.app.stack.pop()

    def _open(self, puzzle: Puzzle, replacing: bool = False) -> None:
        scene = puzzle_scene(puzzle, self._next)
        (self.app.stack.replace if replacing else self.app.stack.push)(scene)

    def _next(self) -> None:
        """N on a puzzle's board: the next puzzle of the same choice replaces it."""
        puzzle = choose_next(self.puzzles, self.app.puzzle_tries.standing, self.rng, self.game)
        if puzzle is not None:
            self._open(puzzle, replacing=True)

    # --- the frame --------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if not hasattr(self, "form"):  # the first layout, before ``enter``
            self.relabel()
        t = self.theme
        pad = t.px(28)
        inner = min(size[0] - 20 - 2 * pad, max(t.px(640), *(w.one_line_width(t) for w in self.form.widgets)))
        self.head = pad + t.font("heading", True).get_linesize() + 3 * t.font("small").get_linesize() + t.px(24)
        heights = [row_height(t, w, inner, t.px(48)) for w in self.form.widgets]
        room = size[1] - 20 - self.head - sum(heights) - pad  # the gaps close up where the window is short
        gap = max(t.px(2), min(t.px(12), room // max(1, len(heights) - 1)))
        height = self.head + sum(heights) + gap * (len(heights) - 1) + pad
        self.box = centered_box(size, inner + 2 * pad, height)
        stack(t, self.form.widgets, pygame.Rect(self.box.left + pad, self.box.top + self.head, inner, 0), t.px(48), gap)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_d:
            self.play_daily()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_m:
            self.play_mistakes()
        else:
            self.form.handle(event, self.theme)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        t = self.theme
        panel(surface, self.box, t)
        pad = t.px(28)
        width = self.box.width - 2 * pad
        title = fitted_text(t, _("Puzzles"), width, "heading", colors.ACCENT, bold=True, smallest="large")
        surface.blit(title, (self.box.left + pad, self.box.top + pad))
        standing = self.app.puzzle_tries.standing
        if not self.puzzles:
            text = _("No puzzles: the puzzle set is missing or damaged (arsac-arcade about --check says how to mend it).")
        else:
            text = _("Your rating: {rating}. Streak: {streak} (best {best}). Each puzzle has one right turn: find it.").format(
                rating=rating_text(standing.player), streak=number(standing.streak), best=number(standing.best_streak))
        body = pygame.Rect(self.box.left + pad, self.box.top + pad + title.get_height() + t.px(8), width,
                           self.head - pad - title.get_height() - t.px(12))
        text_block(surface, text, body, t, "small", colors.TEXT, line_gap=1.1)
        self.form.draw(surface, t)
