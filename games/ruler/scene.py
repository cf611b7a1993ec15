"""Rulers that measure every length, watched: the drawn ruler, its marks, the table of lengths filling.

The picture is rebuilt from the solver's steps only (``games.ruler.picture``).  The ruler
is drawn with a tick at every whole length and the marks as tall pins; a mark refused for
too many repeated differences shows red where it was tried.  Under the ruler, the table of
the lengths 1 … k: dark while not measured, green when measured once, gold with the count
when measured more than once.  Under it, the lengths already searched and what each gave.
The side panel tells the part done and the time left from Knuth's estimate of the search's
tree (``games.ruler.tree``, ``engine.puzzles.estimate``).
"""
from __future__ import annotations

import random

import pygame

from engine.language.translation import _, ngettext, number
from engine.puzzles.estimate import Progress
from engine.scenes.puzzle import PuzzleScene
from engine.ui import theme as colors
from engine.ui.draw import fitted_text
from games.ruler.picture import Picture
from games.ruler.ruler_view import draw_lengths, draw_ruler, measured_by
from games.ruler.solver import LONGEST, Marks, Params, repeats_allowed
from games.ruler.tree import RulerTree, path_of

DEMO_MARKS = (4, 5, 6, 7)


class RulerScene(PuzzleScene):
    def demo_values(self, rng: random.Random) -> dict:
        return {"marks": rng.choice(DEMO_MARKS), "shortcut": rng.random() < 0.25}

    # --- the picture ------------------------------------------------------------------------------
    def new_picture(self, params: Params) -> Picture:
        tree = RulerTree(params)
        self._floor, self._estimate = tree.floor, Progress(tree, self.rng, counted=tree.counted)
        return Picture(params)

    def progress(self) -> float | None:
        """The cases tried over the estimated cases of every length down to the longest known."""
        picture = self.picture
        if not picture.length or self.viewer.finished:
            return None
        if picture.length < self._floor and self._estimate.counted is None:  # the shortcut went below the longest
            # known: one more length (a counted run holds every length it takes)
            self._floor, self._estimate = picture.length, Progress(RulerTree(self.params, picture.length), self.rng)
        return self._estimate.refresh(lambda: path_of(picture.length, picture.marks, self.params), picture.cases,
                                      self.viewer.elapsed)

    # --- text ---------------------------------------------------------------------------------------
    def solution_label(self, solution: Marks) -> str:
        return _("{marks}  (length {length})").format(marks=" ".join(map(str, solution)), length=solution[-1])

    def status_lines(self) -> list[str]:
        picture = self.picture
        lines = [_("{n} marks \u00b7 length {length} \u00b7 {repeats} repeated, {allowed}").format(
            n=picture.n, length=picture.length, repeats=picture.repeats, allowed=repeats_allowed(picture.allowed))]
        if picture.refused:
            (i, position), reason = picture.refused
            lines.append(_("a{i} = {position} refused: {reason}").format(i=i, position=position, reason=reason))
        elif picture.remark:
            lines.append(picture.remark)
        if self.viewer.finished and self.viewer.stats:
            stats = self.viewer.stats
            lines.append(ngettext("Longest: {length}, {n} ruler \u00b7 {cases} cases", "Longest: {length}, {n} rulers \u00b7 {cases} cases",
                                  stats["count"]).format(length=stats["length"], n=stats["count"], cases=number(stats["cases"])))
        return lines

    # --- drawing ------------------------------------------------------------------------------------
    def _line(self, surface, text: str, x: int, y: int, width: int, role: str, color) -> int:
        """One bold line in ``role``, or in a smaller type where the window is too narrow for it."""
        image = fitted_text(self.theme, text, width, role, color, bold=True, smallest="small")
        surface.blit(image, (x, y))
        return y + self.theme.font(role, True).get_linesize() + self.theme.px(6)

    def _draw_table(self, surface, area: pygame.Rect, measured: list[int]) -> int:
        """The lengths 1 … k and how often each is measured; returns the y under the table."""
        length = len(measured) - 1
        if length < 1:
            return area.top
        y = self._line(surface, _("Lengths measured: {n} of {length}").format(n=sum(1 for c in measured[1:] if c), length=length),
                       area.left, area.top, area.width, "body", colors.MUTED)
        return draw_lengths(surface, pygame.Rect(area.left, y, area.width, 0), measured, self.theme)

    def _head(self, surface, rect: pygame.Rect, title: str) -> int:
        t = self.theme
        y = self._line(surface, title, rect.left, rect.top + t.px(4), rect.width, "heading", colors.ACCENT)
        if self.picture.shortcut:
            y = self._line(surface, _("With the book's unsafe shortcut: the last two marks 2 apart"), rect.left, y,
                           rect.width, "body", colors.BAD)
        return y + t.px(30)

    def draw_board(self, surface, rect) -> None:
        picture = self.picture
        stats = self.viewer.stats if self.viewer.finished else None
        if stats and self.solutions:  # the search is over: its last ruler stays on show
            self.draw_solution(surface, rect, self.solutions[-1])
            self._draw_verdict(surface, rect, stats)
            return
        title = _("{n} marks: length {length}, {allowed}").format(
            n=picture.n, length=picture.length, allowed=repeats_allowed(picture.allowed)) \
            if picture.length else _("{n} marks").format(n=picture.n)
        y = self._head(surface, rect, title)
        refused = picture.refused[0][1] if picture.refused else None
        y = draw_ruler(surface, pygame.Rect(rect.left, y, rect.width, 0), picture.length, picture.positions,
                       self.theme, refused)
        y = self._draw_table(surface, pygame.Rect(rect.left, y, rect.width, 0), picture.measured)
        searched = [f"{k}: {found or _('none')}" for k, found in picture.searched]
        if searched:
            self._line(surface, self._searched_line(searched[-8:], rect.width), rect.left, y, rect.width, "body",
                       colors.INFO)

    def _searched_line(self, searched: list[str], width: int) -> str:
        """The lengths searched, the latest ones, as many as fit ``width`` (one at least)."""
        smallest = self.theme.font("small", True)
        for first in range(len(searched)):
            line = _("Lengths searched (rulers found):  {lengths}").format(lengths="  \u00b7  ".join(searched[first:]))
            if smallest.size(line)[0] <= width:
                break
        return line

    def _draw_verdict(self, surface, rect: pygame.Rect, stats: dict) -> None:
        """The answer, and with the shortcut what it missed (the true lengths are known up to 10 marks)."""
        t = self.theme
        y = rect.bottom - t.px(70)
        longest = ngettext("Longest with {marks} marks: {length} ({n} ruler)", "Longest with {marks} marks: {length} ({n} rulers)",
                           stats["count"]).format(marks=stats["marks"], length=stats["length"], n=stats["count"])
        y = self._line(surface, longest,
                       rect.left, y, rect.width, "large", colors.GOOD)
        n = stats["marks"]
        if self.picture.shortcut and n < len(LONGEST) and LONGEST[n] != stats["length"]:
            self._line(surface, _("Wrong: the shortcut missed the ruler of length {length}").format(length=LONGEST[n]), rect.left, y,
                       rect.width, "body", colors.BAD)

    def draw_solution(self, surface, rect, solution: Marks) -> None:
        y = self._head(surface, rect, _("{n} marks: {marks}").format(n=len(solution), marks=" ".join(map(str, solution))))
        y = draw_ruler(surface, pygame.Rect(rect.left, y, rect.width, 0), solution[-1], solution, self.theme)
        self._draw_table(surface, pygame.Rect(rect.left, y, rect.width, 0), measured_by(solution))
