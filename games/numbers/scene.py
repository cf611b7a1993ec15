"""The numbers game: watch the book's method and the full search, or play a round (Play mode).

Watch: the picture is rebuilt from the solvers' steps only (``games.numbers.picture``).  For the book's method, the
chain of goals ("370 = (…) × 10", "37 = (…) − 75", …) grows and shrinks as the recursion
goes down and back; for the full search, the numbers left and the calculation made so far,
with the best value found.  Under them, which method found what.

Play: the setup panel's mode "Play against the clock" opens ``NumbersPlayScene`` on top.  A round
left unfinished is offered first on the setup panel ("Resume"), whichever mode is chosen; a round
started instead replaces it once it is left in play.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from engine.files.saved_games import ROUNDS, SavedRound
from engine.language.translation import _, ngettext
from engine.scenes.puzzle import SETUP, PuzzleScene
from engine.ui import theme as colors
from engine.ui.draw import text_block
from games.numbers.picture import METHOD_NAMES, Picture
from games.numbers.play_scene import NumbersPlayScene, resumed_boards
from games.numbers.rules import PRETTY, draw, pretty, tiles_text
from games.numbers.solver import BOOK, FULL, Params, make_params
from games.numbers.tiles_view import card_row, card_size, draw_card, draw_lines, draw_target, row_width

DEMO_TARGETS = (370, 369, 812, 555, 999)


class NumbersScene(PuzzleScene):
    def demo_values(self, rng: random.Random) -> dict:
        tiles, target = draw(rng)
        if rng.random() < 0.5:
            tiles, target = (10, 10, 25, 50, 75, 100), rng.choice(DEMO_TARGETS)
        return {**self.values, "mode": "watch", "tiles": tiles_text(tiles), "target": str(target), "method": "both"}

    # --- a round kept from last time ------------------------------------------------------------------
    def resumable(self) -> tuple[str, Callable[[], None]] | None:
        if self.demo:
            return None
        self.app.saved.refresh()  # another window may have kept or finished a round
        saved = self.app.saved.round(self.spec.id)
        if saved is None:
            return None
        if resumed_boards(saved) is None:  # it cannot be played on: dropped
            self.app.saved.adopt(ROUNDS, self.spec.id)
            self.app.saved.keep_round(self.spec.id, None)
            return None
        return _("Resume: {game}").format(game=saved.summary()), lambda: self.resume_round(saved)

    def resume_round(self, saved: SavedRound) -> None:
        self.app.saved.adopt(ROUNDS, self.spec.id)  # this window plays on with it
        self.app.stack.push(NumbersPlayScene(self.spec, Params(), True, self.rng, saved))  # its tiles, target, clock

    def resume(self, result: Any = None) -> None:
        """Back from a round (or the rules): the panel offers the round kept, if one was."""
        if self.phase == SETUP:
            self._open_setup()

    def start(self) -> None:
        """Watch mode runs the search here; Play mode opens the game on top of this panel."""
        if self.values.get("mode") == "play":
            try:
                params = make_params(self.values, self.rng)
            except ValueError as error:
                self.error = str(error)
                self.app.sound.play("error")
                return
            if self.app.saved.round(self.spec.id) is not None:  # a new round instead of the one offered replaces it
                self.app.saved.adopt(ROUNDS, self.spec.id)
            typed = any(str(self.values.get(name, "")).strip() for name in ("tiles", "target"))
            self.app.stack.push(NumbersPlayScene(self.spec, params, typed, self.rng))
            return
        tiles, target = draw(self.rng)  # what is not typed is drawn, and shown in the panel from then on
        for name, drawn in (("tiles", tiles_text(tiles)), ("target", str(target))):
            if not str(self.values.get(name, "")).strip():
                self.values[name] = drawn
        super().start()

    # --- the picture ------------------------------------------------------------------------------
    def new_picture(self, params: Params) -> Picture:
        return Picture(params)

    # --- text ---------------------------------------------------------------------------------------
    def describe_solution(self, index: int, solution) -> str:
        method, value, calcs = solution
        return ngettext("{method}: {value} in {n} step", "{method}: {value} in {n} steps", len(calcs)).format(
            method=_("The book") if method == BOOK else _("Full search"), value=value, n=len(calcs))

    def status_lines(self) -> list[str]:
        picture = self.picture
        method = _(METHOD_NAMES[picture.method]) if picture.method in METHOD_NAMES else ""
        lines = [_("{method} \u00b7 target {target}").format(method=method, target=picture.target)]
        if picture.method == FULL and picture.best:
            value = picture.best[0]
            lines.append(_("Best so far {value} ({away} away) \u00b7 depth {depth}").format(
                value=value, away=abs(value - picture.target), depth=len(picture.path)))
        elif picture.method == BOOK and picture.goals:
            x, tiles = picture.goals[-1][0], len(picture.goals[-1][1])
            lines.append(ngettext("Looking for {x} from {n} tile", "Looking for {x} from {n} tiles", tiles).format(
                x=x, n=tiles))
        if picture.remark:
            lines.append(picture.remark)
        return lines

    # --- drawing ------------------------------------------------------------------------------------
    def _draw_head(self, surface, rect: pygame.Rect) -> int:
        """The target and the six tiles along the top, beside it, or on a row of their own under it where six of
        the smallest tiles would not fit beside it (a small window with large text); returns the y under them."""
        t = self.theme
        frame = draw_target(surface, (rect.left + t.px(90), rect.top + t.px(62)), self.picture.target, t)
        row = pygame.Rect(frame.right + t.px(20), rect.top + t.px(20), rect.right - frame.right - t.px(20), 0)
        if row_width(6, card_size(row.width, 6, t), t) > row.width:
            row = pygame.Rect(rect.left, frame.bottom + t.px(16), rect.width, 0)
        size = card_size(row.width, 6, t)
        for box, value in zip(card_row(row, 6, size, t), self.picture.tiles):
            draw_card(surface, box, value, t)
        return max(frame.bottom, row.top + size) + t.px(24)

    def draw_board(self, surface, rect) -> None:
        t = self.theme
        y = self._draw_head(surface, rect)
        results_top = rect.bottom - t.px(200)
        area = pygame.Rect(rect.left, y, rect.width, results_top - y - t.px(10))
        if self.picture.method == BOOK:
            self._draw_goals(surface, area)
        elif self.picture.method == FULL:
            self._draw_path(surface, area)
        self._draw_results(surface, pygame.Rect(rect.left, results_top, rect.width, rect.bottom - results_top))

    def _draw_heading(self, surface, area: pygame.Rect, text: str) -> int:
        """A method's muted heading at ``area``'s top, on two lines at most; returns its height."""
        t = self.theme
        return text_block(surface, text, pygame.Rect(area.left, area.top, area.width, 2 * t.font("body").get_linesize()),
                          t, "body", colors.MUTED, line_gap=1.0)

    def _draw_goals(self, surface, area: pygame.Rect) -> None:
        """The book's chain of goals, the top call first, and the steps written on the way back."""
        t = self.theme
        picture = self.picture
        heading = self._draw_heading(surface, area, _("The book's method works back from the target:"))
        rows = [(f"{x} = (\u2026) {PRETTY[link[0]]} {link[1]}" if link else f"{x}", _("from {tiles}").format(tiles=tiles_text(tiles)),
                 colors.TEXT)
                for x, tiles, link in picture.goals]  # two columns: each goal, and the tiles it is made from
        if picture.trying and picture.goals:
            x, (op, tile) = picture.trying
            rows.append(("   " + _("try {x} = (\u2026) {op} {tile}").format(x=x, op=PRETTY[op], tile=tile), "", colors.INFO))
        rows = rows[-6:]
        top = (area.left + t.px(16), area.top + heading + t.px(8))
        for role in ("body", "small", "tiny"):  # the largest type in which both columns stay on the board
            font = t.font(role, True)
            column = max((font.size(goal)[0] for goal, source, _ in rows if source), default=0) + t.px(28)
            widest = max((column + font.size(source)[0] if source else font.size(goal)[0] for goal, source, _ in rows),
                         default=0)
            if widest <= area.right - top[0]:
                break
        y = draw_lines(surface, [(goal, color) for goal, _, color in rows], top, t, role, area.bottom)
        draw_lines(surface, [(source, color) for _, source, color in rows], (top[0] + column, top[1]), t, role, area.bottom)
        if picture.written:
            draw_lines(surface, [(pretty(c), colors.GOOD) for c in picture.written], (area.left + t.px(16), y + t.px(8)),
                       t, "large", area.bottom)

    def _draw_path(self, surface, area: pygame.Rect) -> None:
        """The full search: the calculation made so far and the numbers it leaves."""
        t = self.theme
        picture = self.picture
        heading = self._draw_heading(surface, area, _("The full search combines two numbers at a time:"))
        left = picture.left
        made = {c for *_, c in picture.path}
        row = pygame.Rect(area.left, area.top + heading + t.px(12), area.width, 0)
        size = min(card_size(row.width, 6, t), t.px(72))
        for box, value in zip(card_row(row, len(left), size, t), left):
            draw_card(surface, box, value, t, made=value in made)
        draw_lines(surface, [(pretty(c), colors.TEXT) for c in picture.path],
                   (area.left + t.px(16), row.top + size + t.px(14)), t, "large", area.bottom)

    def _draw_results(self, surface, area: pygame.Rect) -> None:
        """Which method found what, and the closest value so far."""
        t = self.theme
        picture = self.picture
        target = picture.target
        pygame.draw.line(surface, colors.PANEL_EDGE, area.topleft, area.topright, 2)
        y = area.top + t.px(8)
        for method in (BOOK, FULL):
            calcs = ()
            if method in picture.results:
                value, calcs = picture.results[method]
                name = _(METHOD_NAMES[method])
                if value is None:
                    text, color = _("{method}: no way to make {target}").format(method=name, target=target), colors.BAD
                elif value == target:
                    text, color = _("{method} makes {value}").format(method=name, value=value) + " \u2714", colors.GOOD
                else:
                    text, color = _("{method}: {target} cannot be made; closest {value}").format(
                        method=name, target=target, value=value), colors.ACCENT
            elif method == picture.method:
                text, color = _("{method}: searching\u2026").format(method=_(METHOD_NAMES[method])), colors.MUTED
            else:
                continue
            y = self._draw_result_line(surface, area, y, text, color, calcs or ())
        if picture.method == FULL and picture.best and FULL not in picture.results:
            value, calcs = picture.best
            self._draw_result_line(surface, area, y, _("Best so far: {value} ({away} away)").format(value=value, away=abs(value - target)),
                                   colors.INFO, calcs)

    def _draw_result_line(self, surface, area: pygame.Rect, y: int, text: str, color, calcs) -> int:
        """A method's result in bold and, under it, its steps; returns the y under them."""
        t = self.theme
        y += text_block(surface, text, pygame.Rect(area.left, y, area.width, 2 * t.font("body", True).get_linesize()), t,
                        "body", color, bold=True, line_gap=1.0) + t.px(2)
        if calcs:  # wrapped between steps, never inside one (its spaces do not break), so the last one shows
            steps = ", ".join(pretty(calc).replace(" ", "\u00a0") for calc in calcs)
            y += text_block(surface, steps, pygame.Rect(area.left + t.px(16), y, area.width - t.px(16), area.bottom - y),
                            t, "body", line_gap=1.1)
        return y + t.px(8)

    def draw_solution(self, surface, rect, solution) -> None:
        t = self.theme
        method, value, calcs = solution
        y = self._draw_head(surface, rect)
        title = t.text(_("{method} makes {value}").format(method=_(METHOD_NAMES[method]), value=value) + ":", "large",
                       colors.GOOD, bold=True)
        surface.blit(title, (rect.left, y))
        draw_lines(surface, [(pretty(c), colors.TEXT) for c in calcs], (rect.left + t.px(16), y + title.get_height()
                                                                         + t.px(12)), t, "heading", rect.bottom)
