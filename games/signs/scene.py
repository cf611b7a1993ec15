"""Signs between numbers, watched: the numbers with their signs flipping, the running sum, the count.

The picture is rebuilt from the solver's steps only (``games.signs.picture``).  The numbers
stand in a row with a sign box between each two; the sign that turned last is ringed, and
the numbers already added into the running sum are underlined.  Under them: the binary
counter (binary counting) or the recursion's goal "make t from a(k) … ap", the last case
and its verdict, and the cases tried against 2^(p-1).
"""
from __future__ import annotations

import random

import pygame

from engine.language.translation import _, ngettext, number
from engine.scenes.puzzle import PuzzleScene
from engine.ui import theme as colors
from engine.ui.draw import ROLES_BY_SIZE, fitted_text, text_block, wrap
from games.signs.expression_view import draw_expression
from games.signs.picture import Picture
from games.signs.solver import METHOD_NAMES, MINUS, Params, evaluate, expression

DEMO_SETS = (((1, 2, 3, 4, 5, 6, 7, 8, 9), 17), ((12, 7, 5, 9, 3, 4), 12), ((10, 20, 30, 40, 50), 30),
             ((3, 5, 8, 13, 21, 34, 55), 17))


class SignsScene(PuzzleScene):
    def demo_values(self, rng: random.Random) -> dict:
        numbers, total = rng.choice(DEMO_SETS)
        return {"numbers": " ".join(map(str, numbers)), "total": str(total),
                "method": rng.choice(tuple(METHOD_NAMES))}

    # --- the picture ------------------------------------------------------------------------------
    def new_picture(self, params: Params) -> Picture:
        self.cases = params.cases
        return Picture(params)

    # --- text ---------------------------------------------------------------------------------------
    def solution_label(self, solution: str) -> str:
        """The numbers that take a minus (the rest are added)."""
        minus = [str(n) for n, sign in zip(self.picture.numbers[1:], solution) if sign == MINUS]
        return _("subtract {numbers}").format(numbers=", ".join(minus)) if minus else _("add them all")

    def progress(self) -> float | None:
        return self.picture.cases / self.cases if self.cases else None

    def no_solution_text(self) -> str:
        return _("No solution: none of the {cases} cases makes {total}").format(cases=number(self.cases), total=self.picture.total)

    def status_lines(self) -> list[str]:
        picture = self.picture
        lines = [_("{way} \u00b7 {tried} of {cases} cases tried").format(
            way=_(METHOD_NAMES[picture.method]), tried=number(picture.cases), cases=number(self.cases))]
        if picture.case:
            lines.append(_("Case {n}: {signs}  \u2192  {total}").format(n=number(picture.case[0] - 1), signs=picture.case[1],
                                                                     total=picture.case[2]))
        if self.viewer.finished:
            lines.append(ngettext("All {cases} cases tried: {n} solution", "All {cases} cases tried: {n} solutions",
                                  picture.solutions).format(cases=number(self.cases), n=number(picture.solutions)))
        return lines

    # --- drawing ------------------------------------------------------------------------------------
    def _draw_expression(self, surface, rect: pygame.Rect, signs, running: int = 0, ringed: int | None = None) -> int:
        """The numbers with their signs; returns the y under them."""
        return draw_expression(surface, rect, self.picture.numbers, signs, self.theme, running, ringed)

    def _line(self, surface, text: str, x: int, y: int, width: int, role="large", color=colors.TEXT) -> int:
        """``text`` in ``role`` (wrapped on two lines, in a smaller type if need be); returns the y under it."""
        t = self.theme
        for candidate in ROLES_BY_SIZE[ROLES_BY_SIZE.index(role):]:
            font = t.font(candidate, True)
            if len(wrap(text, font, width)) <= 2 or candidate == "small":
                break
        height = text_block(surface, text, pygame.Rect(x, y, width, 2 * font.get_linesize()), t, candidate, color,
                            bold=True, line_gap=1.0)
        return y + height + t.px(6)

    def _draw_head(self, surface, rect: pygame.Rect, title: str) -> int:
        t = self.theme
        y = self._line(surface, title, rect.left, rect.top + t.px(8), rect.width, "heading", colors.ACCENT)
        p = len(self.picture.numbers)
        return self._line(surface, _("{p} numbers, {signs} signs: 2^{signs} = {cases} cases, numbered from 0").format(
            p=p, signs=p - 1, cases=number(self.cases)),
                          rect.left, y, rect.width, "body", colors.MUTED) + t.px(10)

    def draw_board(self, surface, rect) -> None:
        t = self.theme
        picture = self.picture
        y = self._draw_head(surface, rect, _("Make {total} \u00b7 {way}").format(total=picture.total,
                                                                               way=_(METHOD_NAMES[picture.method])))
        running_j, running_value = picture.running
        y = self._draw_expression(surface, pygame.Rect(rect.left, y, rect.width, 0), picture.signs,
                                  running=running_j, ringed=picture.flipped)
        x, width = rect.left + t.px(8), rect.width - t.px(16)
        y = self._line(surface, _("Running sum of a1 \u2026 a{j}:  {value}").format(j=running_j, value=running_value),
                       x, y, width, "large",
                       colors.ACCENT)
        if picture.method == "binary" and picture.counter is not None:
            bits = format(picture.counter, f"0{len(picture.signs)}b") if picture.signs else ""
            y = self._line(surface, _("Counter {n} = {bits} in binary (1 = \u2212)").format(n=number(picture.counter), bits=bits),
                           x, y, width,
                           "body", colors.INFO)
        elif picture.method == "recursion" and picture.goal:
            k, target = picture.goal
            what = f"a{k}" if k == len(picture.numbers) else f"a{k} \u2026 a{len(picture.numbers)}"
            y = self._line(surface, _("Make {target} from {what}").format(target=target, what=what), x, y, width, "body",
                           colors.INFO)
        elif picture.method == "odometer":
            y = self._line(surface, _("Like an odometer: the last sign turns; \u2212 back to + carries into the one before"),
                           x, y, width, "body", colors.INFO)
        if picture.case:
            index, signs, total = picture.case
            color = colors.GOOD if picture.solved else colors.MUTED
            verdict = f"= {total} \u2714" if picture.solved else f"= {total} \u2260 {picture.total}"
            case = _("Case {n}:  {expression} {verdict}").format(
                n=number(index - 1), expression=_pretty(expression(picture.numbers, signs)), verdict=verdict)
            y = self._line(surface, case,
                           x, y + t.px(6), width, "large", color)
        bar = pygame.Rect(x, max(y + t.px(40), rect.bottom - t.px(70)), width, t.px(26))
        self._draw_progress(surface, bar)

    def _draw_progress(self, surface, bar: pygame.Rect) -> None:
        """The cases tried against 2^(p-1)."""
        t = self.theme
        tried = self.picture.cases
        pygame.draw.rect(surface, colors.CARD, bar, border_radius=bar.height // 2)
        if tried:
            done = bar.copy()
            done.width = max(bar.height, bar.width * tried // self.cases)
            pygame.draw.rect(surface, colors.ACCENT, done, border_radius=bar.height // 2)
        caption = fitted_text(t, _("Cases tried: {tried} of 2^{signs} = {cases}  \u00b7  solutions {n}").format(
            tried=number(tried), signs=len(self.picture.numbers) - 1, cases=number(self.cases),
            n=number(self.picture.solutions)), bar.width, "body", colors.TEXT, bold=True, smallest="tiny")
        surface.blit(caption, caption.get_rect(bottomleft=(bar.left, bar.top - t.px(6))))

    def draw_solution(self, surface, rect, solution) -> None:
        t = self.theme
        picture = self.picture
        y = self._draw_head(surface, rect, _("A solution: {total} made").format(total=picture.total))
        y = self._draw_expression(surface, pygame.Rect(rect.left, y, rect.width, 0), solution)
        value = evaluate(picture.numbers, solution)
        y = self._line(surface, f"{_pretty(expression(picture.numbers, solution))} = {value}", rect.left + t.px(8), y,
                       rect.width - t.px(16), "large", colors.GOOD)
        found = len(self.solutions)
        tried = _("all {cases} cases tried").format(cases=number(self.cases)) if self.viewer.finished else \
            _("{cases} cases tried so far").format(cases=number(picture.cases))
        self._line(surface, _("Solution {n} of {found} found \u00b7 {tried} \u00b7 [ ] for the others").format(
            n=(self.viewing or 0) + 1, found=number(found), tried=tried),
                   rect.left + t.px(8), y + t.px(8), rect.width - t.px(16), "body", colors.MUTED)


def _pretty(text: str) -> str:
    return text.replace(f" {MINUS} ", " \u2212 ")
