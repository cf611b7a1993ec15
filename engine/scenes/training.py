"""Exercises (P in the menu): the player's rating and its history, the results by duel and by theme, an exercise near the
rating of a duel and a theme chosen, the streak run, and the exercise of the day.

The shipped set (``engine.files.exercise_set``) holds positions of every duel with exactly one right whole turn,
proved.  The left column chooses: a duel (or every duel) and a theme of its exercises (or any theme), as lichess's
exercise themes; Play opens the next exercise of that choice near the player's rating, not one tried lately
(``engine.training.choice``), on its board (``engine.scenes.exercise_board``); N there goes on to the next of the same
choice, Esc comes back here.  The streak run (S) plays exercises of the same choice of rising difficulty until the
first miss (``engine.training.streak``); its best is written with the try that made it.  The exercise of the day (D)
is the same for everyone on a date.  The right column is the dashboard (``engine.scenes.training_dashboard``): the
rating's graph, the results by duel and by theme.  The tries, the ratings and the statistics are the player's exercise
book (``app.exercise_tries``), kept as each try is made.  "Your mistakes" (M)
plays the person's own exercises that are due (``app.own_exercises``, ``engine.scenes.mistake_board``), one after another.
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from datetime import date
from functools import cached_property
from typing import Any

import pygame

from engine.desktop.scene import Scene
from engine.entries import registry
from engine.files.exercise_set import load_set
from engine.language.translation import _, ngettext, number
from engine.scenes.exercise_board import exercise_scene, rating_text
from engine.scenes.mistake_board import mistake_scene
from engine.scenes.training_dashboard import PAGE_PAD, draw_graph, draw_page, draw_results, page_head, results_width
from engine.scenes.training_themes import ThemesScene
from engine.training.choice import choose_next, exercise_of_the_day
from engine.training.dashboard import themes_of
from engine.training.exercise import Exercise, exercise_part
from engine.training.standing import Tally
from engine.training.streak import Run, next_of_run
from engine.ui.layout import stack
from engine.ui.widgets import Button, Form, Selector


class TrainingScene(Scene):
    """The training screen (see the module); ``today``: the date of the exercise of the day."""

    still = True

    def __init__(self, today: date | None = None, rng: random.Random | None = None) -> None:
        super().__init__()
        self.today = today or date.today()
        self.rng = rng or random.Random()
        self.exercises = load_set()
        self.game: str | None = None   # the duel chosen (None: every duel)
        self.motif: str | None = None  # the theme chosen (None: any theme; "theme" is the look of the screen)
        self.run: Run | None = None    # the streak run under way
        self.board: Any = None  # the exercise's board opened last
        self.said = ""                 # what the last streak run came to
        self.mine_shown: set[str] = set()  # the own exercises shown since M

    def games(self) -> list[str]:
        """The duels with exercises, in the menu's order."""
        return self._games

    @cached_property
    def _games(self) -> list[str]:
        having = {exercise.game for exercise in self.exercises}
        return [spec.id for spec in registry.entries() if spec.id in having]

    @cached_property
    def _theme_names(self) -> dict[str, str]:
        """Each theme's name (not yet translated), as the exercise part of the first duel that has it say it."""
        names: dict[str, str] = {}
        for game in self.games():
            names = {**exercise_part(game).THEMES, **names}
        return names

    def game_name(self, game: str) -> str:
        """A duel's title (its id when the arcade no longer has it)."""
        return _(registry.get(game).title) if game in self.games() else game

    def theme_name(self, theme: str) -> str:
        """A theme's name in the language spoken (its id when no duel names it)."""
        return _(self._theme_names[theme]) if theme in self._theme_names else theme

    def enter(self) -> None:
        self.app.exercise_tries.refresh()  # another window's tries
        self.app.own_exercises.refresh()  # and own exercises
        self.relabel()
        self.layout(self.app.size)

    def resume(self, result: object = None) -> None:
        if self.run is not None:  # back from a streak run's board: the run ends here
            self._end_run()
        if isinstance(result, tuple):  # a theme chosen
            self.motif = result[0]
        self.relabel()  # the rating and the counts changed
        self.layout(self.app.size)

    def relabel(self) -> None:
        games = [(None, _("Every duel"))] + [(game, _(registry.get(game).title)) for game in self.games()]
        if self.motif not in dict(themes_of(self.exercises, self.game)):
            self.motif = None
        best = self.app.exercise_tries.best_run
        due = len(self.app.own_exercises.due())
        mine = Button(ngettext("Your mistakes ({n} due)", "Your mistakes ({n} due)", due).format(n=number(due)),
                      self.play_mistakes, "M")
        mine.enabled = due > 0
        self.form = Form([Selector(_("Duel"), games, self.game, self.choose_game),
                          Button(_("Theme: {theme}").format(theme=self.motif_name()), self.choose_themes, "T"),
                          Button(_("Play"), self.play_chosen, primary=True),
                          Button(_("Streak run (best {n})").format(n=number(best)), self.start_run, "S"),
                          Button(_("Exercise of the day"), self.play_daily, "D"),
                          mine,
                          Button(_("Back"), self.close, "Esc")])
        self.form.focus = 2  # Enter plays

    # --- what the widgets do ----------------------------------------------------------------------------------
    def choose_game(self, game: str | None) -> None:
        """The duel's themes are offered next (the theme chosen kept when the duel has it)."""
        self.game = game
        focus = self.form.focus
        self.relabel()
        self.form.focus = focus
        self.layout(self.app.size)

    def motif_name(self) -> str:
        """The theme chosen, as the Theme button says it."""
        return _("Any theme") if self.motif is None else self.theme_name(self.motif)

    def choose_themes(self) -> None:
        """T: the themes of the duel chosen, to choose one (its ``(theme,)`` comes back to ``resume``)."""
        self.app.stack.push(self.themes_page(self.app.exercise_tries.standing.by_theme))

    def themes_page(self, tallies: Mapping[str, Tally]) -> ThemesScene:
        """The page of the themes of the duel chosen, with the player's results on each (``tallies``)."""
        every = sum(1 for p in self.exercises if self.game is None or p.game == self.game)
        themes: list[tuple[str | None, str, int]] = [(None, _("Any theme"), every)]
        themes += [(theme, self.theme_name(theme), count) for theme, count in themes_of(self.exercises, self.game)]
        duel = _("Every duel") if self.game is None else self.game_name(self.game)
        return ThemesScene(themes, self.motif, tallies, duel)

    def play_chosen(self) -> None:
        self.play(self.game, self.motif)

    def play(self, game: str | None, theme: str | None = None) -> None:
        """The next exercise of ``game`` and ``theme`` (None: any) near the player's rating, on its board."""
        self.game, self.motif, self.run = game, theme, None
        exercise = choose_next(self.exercises, self.app.exercise_tries.standing, self.rng, game, theme)
        if exercise is not None:
            self._open(exercise)

    def play_daily(self) -> None:
        self.run = None
        exercise = exercise_of_the_day(self.exercises, self.today)
        if exercise is not None:
            self._open(exercise)

    def start_run(self) -> None:
        """S: a streak run of the duel and theme chosen, from its easiest exercises."""
        self.run = Run()
        self._next_of_run(replacing=False)

    def _next_of_run(self, replacing: bool) -> None:
        run = self.run
        exercise = None if run is None else next_of_run(self.exercises, run, self.rng, self.game, self.motif)
        if run is None or exercise is None:
            self.run = None
            return
        self.run = run.showing(exercise.id)
        self._open(exercise, replacing)

    def play_mistakes(self, replacing: bool = False) -> None:
        """Your mistakes (M): the own exercise due the longest, on its board; N there goes on to the next one due not
        shown since M (none left: back here)."""
        self.mine_shown = self.mine_shown if replacing else set()
        due = [own for own in self.app.own_exercises.due() if own.id not in self.mine_shown]
        if due:
            self.mine_shown.add(due[0].id)
            scene = mistake_scene(due[0], lambda: self.play_mistakes(replacing=True))
            (self.app.stack.replace if replacing else self.app.stack.push)(scene)
        elif replacing:
            self.app.stack.pop()

    def _open(self, exercise: Exercise, replacing: bool = False) -> None:
        scene = exercise_scene(exercise, self._next, self.run)
        self.board = scene
        (self.app.stack.replace if replacing else self.app.stack.push)(scene)

    def _next(self) -> None:
        """N on an exercise's board: the next exercise of the same choice replaces it; in a streak run, the next one of the
        run after a right answer, else the run is over and this screen says so."""
        if self.run is not None:
            self.run = self.run.after(self.board.attempt.result)
            if self.run.over:
                self.app.stack.pop()
            else:
                self._next_of_run(replacing=True)
            return
        exercise = choose_next(self.exercises, self.app.exercise_tries.standing, self.rng, self.game, self.motif)
        if exercise is not None:
            self._open(exercise, replacing=True)

    def _end_run(self) -> None:
        """The streak run is over: what it came to, said at the top."""
        run = self.run
        if run is not None and not run.over and self.board is not None:
            run = run.after(self.board.attempt.result)
        self.run = None
        if run is not None:
            self.said = _("Streak run over: {n} right in a row (best {best}).").format(
                n=number(run.length), best=number(self.app.exercise_tries.best_run))

    # --- the frame --------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if not hasattr(self, "form"):  # the first layout, before ``enter``
            self.relabel()
        t = self.theme
        margin, pad, gap = min(t.px(20), 10 + size[0] // 100), t.px(PAGE_PAD), t.px(10)
        self.box = pygame.Rect(margin, margin, size[0] - 2 * margin, size[1] - 2 * margin)
        inner = self.box.inflate(-2 * pad, -2 * pad)
        self.head = page_head(t)
        widgets = self.form.widgets
        least = max(w.one_line_width(t) - t.text(w.label, "body").get_width() if isinstance(w, Selector)
                    else w.least_width(t) for w in widgets)  # a button cannot go on two lines; a selector's label goes above
        left = min(max(w.one_line_width(t) for w in widgets), max(int(inner.width * 0.5), min(int(inner.width * 0.6), least)))
        rows = inner.height - self.head
        height = max(t.font("body").get_linesize() + t.px(8),
                     min(t.px(46), (rows - gap * len(widgets)) // len(widgets)))
        column = pygame.Rect(inner.left, inner.top + self.head, left, rows)
        stack(t, widgets, column, height, gap)
        self.dashboard = pygame.Rect(column.right + pad, column.top, inner.right - column.right - pad, rows)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_d:
            self.play_daily()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_s:
            self.start_run()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_t:
            self.choose_themes()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_m:
            self.play_mistakes()
        else:
            self.form.handle(event, self.theme)

    def draw(self, surface: pygame.Surface) -> None:
        standing = self.app.exercise_tries.standing
        if not self.exercises:
            text = _("No exercises: the exercise set is missing or damaged (arsac-arcade about --check says how to mend it).")
        else:
            text = _("Your rating: {rating}. Streak: {streak} (best {best}). Each exercise has one right turn: find it.").format(
                rating=rating_text(standing.player), streak=number(standing.streak), best=number(standing.best_streak))
        draw_page(surface, self.box, _("Training"), f"{self.said} {text}" if self.said else text, self.theme)
        self.form.draw(surface, self.theme)
        self.draw_dashboard(surface)

    def draw_dashboard(self, surface: pygame.Surface) -> None:
        """The graph above, the results by duel and by theme side by side under it (one above the other when
        narrow)."""
        t, area, gap = self.theme, self.dashboard, self.theme.px(10)
        standing = self.app.exercise_tries.standing
        side_by_side = all(results_width(tallies, name, t) <= (area.width - gap) // 2
                           for tallies, name in ((standing.by_game, self.game_name), (standing.by_theme, self.theme_name)))
        graph = pygame.Rect(area.left, area.top, area.width, int(area.height * (0.48 if side_by_side else 0.36)))
        draw_graph(surface, graph, standing, t)
        rest = pygame.Rect(area.left, graph.bottom + gap, area.width, area.bottom - graph.bottom - gap)
        if side_by_side:
            duels = pygame.Rect(rest.left, rest.top, (rest.width - gap) // 2, rest.height)
            themes = pygame.Rect(duels.right + gap, rest.top, rest.right - duels.right - gap, rest.height)
        else:
            duels = pygame.Rect(rest.left, rest.top, rest.width, (rest.height - gap) // 2)
            themes = pygame.Rect(rest.left, duels.bottom + gap, rest.width, rest.bottom - duels.bottom - gap)
        draw_results(surface, duels, _("By duel"), standing.by_game, self.game_name, t)
        draw_results(surface, themes, _("By theme"), standing.by_theme, self.theme_name, t)
