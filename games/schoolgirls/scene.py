"""Kirkman's schoolgirls, watched: the days as columns of rows, and the pairs table filling.

The picture is rebuilt from the solver's steps only (``games.schoolgirls.picture``): girls
placed in a day's row and taken
out again, the walks the book fixes, and the rows the proved skeleton refuses.  Under the
days, the girls x girls table of pairs, each used pair in the colour of its day.  The side
panel tells the part of the whole search done and the time left from Knuth's estimate of the
search's tree (``games.schoolgirls.tree``).
"""
from __future__ import annotations

import random

import pygame

from engine.language.translation import N_, _, capitalized, number
from engine.puzzles.estimate import Progress
from engine.scenes.puzzle import PuzzleScene
from games.schoolgirls.picture import Picture
from games.schoolgirls.schedule_view import Places, draw_days, draw_pairs, places_of
from games.schoolgirls.solver import Params, Schedule, letter
from games.schoolgirls.tree import ScheduleTree, path_of
from games.shared.stoppable_search import NodeCounts

METHOD_NAMES = {"book": N_("The book"), "plain": N_("Plain")}


class SchoolgirlsScene(PuzzleScene):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.node_counts = NodeCounts(METHOD_NAMES)  # nodes to the first schedule, by girls and method

    def demo_values(self, rng: random.Random) -> dict:
        return {"girls": rng.choice((9, 15)), "method": rng.choice(("book", "plain"))}

    # --- the picture ------------------------------------------------------------------------------
    def new_picture(self, params: Params) -> Picture:
        self._tree = ScheduleTree(params)
        self._estimate = Progress(self._tree, self.rng, counted=self._tree.counted)
        return Picture(params)

    def progress(self) -> float | None:
        """The girls placed over the estimated nodes of the whole search (every schedule)."""
        picture = self.picture
        if self.viewer.finished:
            return None
        return self._estimate.refresh(lambda: path_of(self._tree, picture.places), picture.nodes, self.viewer.elapsed)

    def after_steps(self) -> None:
        picture = self.picture
        if picture.nodes_to_first is not None:
            self.node_counts.record(picture.params.girls, picture.params.method, picture.nodes_to_first)

    # --- text ---------------------------------------------------------------------------------------
    def describe_solution(self, index: int, solution: Schedule) -> str:
        """``No. 4 · day 6: adm bej …``: the first day that differs from the schedule before (No. 1: the
        first day the search chose)."""
        before = self.solutions[index - 1] if 0 < index <= len(self.solutions) else None
        fixed = self.picture.fixed_days
        day = next((d for d in range(len(solution)) if before is None and d >= fixed
                    or before is not None and solution[d] != before[d]), len(solution) - 1)
        rows = " ".join("".join(map(letter, row)) for row in solution[day])
        return _("No. {n} \u00b7 day {day}: {rows}").format(n=number(index + 1), day=day + 1, rows=rows)

    def status_lines(self) -> list[str]:
        picture = self.picture
        params = picture.params
        stats = self.viewer.stats
        nodes = stats["nodes"] if stats else picture.nodes
        lines = [_("{method} · {girls} girls · day {day} of {days} · {nodes} nodes").format(
            method=_(METHOD_NAMES[params.method]), girls=params.girls, day=picture.day, days=params.days, nodes=number(nodes))]
        if picture.refused:
            lines.append(capitalized(picture.refused[1]))
        elif picture.fixed_days:
            lines.append(_("Walks 1 and 2 fixed before the search") if picture.fixed_days == 2 else
                         _("Walk 1 fixed before the search"))
        compared = self.node_counts.line(params.girls, N_("To the first"))
        if compared:
            lines.append(compared)
        return lines

    # --- drawing ------------------------------------------------------------------------------------
    def _draw(self, surface, rect: pygame.Rect, places: Places, refused) -> None:
        t = self.theme
        params = self.picture.params
        bottom = draw_days(surface, rect, params.days, params.girls // 3, places, refused, t)
        table_top = bottom + t.px(16)
        draw_pairs(surface, pygame.Rect(rect.left, table_top, rect.width, rect.bottom - table_top), params.girls, places, t)

    def draw_board(self, surface, rect) -> None:
        picture = self.picture
        self._draw(surface, rect, picture.places, picture.refused[0] if picture.refused else None)

    def draw_solution(self, surface, rect, solution: Schedule) -> None:
        self._draw(surface, rect, places_of(solution), None)
