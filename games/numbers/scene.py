"""The numbers game: watch the book's method and the full search, or play a round (Play mode).

Watch: the picture is rebuilt from the solvers' steps only.  For the book's method, the
chain of goals ("370 = (…) × 10", "37 = (…) − 75", …) grows and shrinks as the recursion
goes down and back; for the full search, the numbers left and the calculation made so far,
with the best value found.  Under them, which method found what.

Play: the setup panel's mode "Play against the clock" opens ``NumbersPlayScene`` on top.
"""
from __future__ import annotations

import random

import pygame

from engine.scenes.puzzle import PuzzleScene
from engine.steps import Note, Place, Reject, Remove, Solution, Step, Try
from engine.ui import theme as colors
from engine.ui.draw import fit
from games.numbers.play_scene import NumbersPlayScene
from games.numbers.rules import PRETTY, draw, pretty, tiles_text
from games.numbers.solver import BEST, BOOK, FOUND, FULL, GOAL, KNOWN, METHOD, RESULT, Params, make_params
from games.numbers.tiles_view import card_row, card_size, draw_card, draw_lines, draw_target

METHOD_NAMES = {BOOK: "The book's method", FULL: "The full search"}
DEMO_TARGETS = (370, 369, 812, 555, 999)


class NumbersScene(PuzzleScene):
    def demo_values(self, rng: random.Random) -> dict:
        tiles, target = draw(rng)
        if rng.random() < 0.5:
            tiles, target = (10, 10, 25, 50, 75, 100), rng.choice(DEMO_TARGETS)
        return {**self.values, "mode": "watch", "tiles": tiles_text(tiles), "target": target, "method": "both"}

    def start(self) -> None:
        """Watch mode runs the search here; Play mode opens the game on top of this panel."""
        if self.values.get("mode") == "play":
            try:
                params = make_params(self.values, self.rng)
            except ValueError as error:
                self.error = str(error)
                self.app.sound.play("error")
                return
            typed = bool(str(self.values.get("tiles", "")).strip())
            self.app.stack.push(NumbersPlayScene(self.spec, params, typed, self.rng))
            return
        if not str(self.values.get("tiles", "")).strip():
            self.values["tiles"] = tiles_text(draw(self.rng)[0])
        super().start()

    # --- the picture ------------------------------------------------------------------------------
    def new_picture(self, params: Params) -> None:
        self.tiles, self.target = params.tiles, params.target
        self.method = ""
        self.goals: list[tuple] = []          # the book: (x, tiles, link) from the top call down
        self.written: list[tuple] = []        # the book: the steps written on the way back
        self.trying: tuple | None = None
        self.path: list[tuple] = []           # the full search: the steps made, in order
        self.best: tuple | None = None        # (value, calcs)
        self.results: dict[str, tuple] = {}   # method -> (value, calcs)
        self.remark = ""

    def apply_step(self, step: Step) -> None:
        if isinstance(step, Note):
            self._apply_note(step)
        elif isinstance(step, Try):
            self.trying = (step.where, step.what)
        elif isinstance(step, Place):
            (self.written if self.method == BOOK else self.path).append(step.what)
        elif isinstance(step, Remove):
            if self.path:
                self.path.pop()
        elif isinstance(step, Reject):
            if self.method == BOOK:
                if self.goals:
                    self.goals.pop()
                self.remark = step.reason
            else:
                self.remark = "Already searched: " + " ".join(map(str, step.where))
        elif isinstance(step, Solution):
            method, value, calcs = step.solution
            self.remark = f"{METHOD_NAMES[method]} makes {value}"

    def _apply_note(self, note: Note) -> None:
        if note.text == METHOD:
            self.method, self.goals, self.written, self.path, self.trying = note.data, [], [], [], None
            self.remark = f"{METHOD_NAMES[note.data]} begins"
        elif note.text == GOAL:
            self.goals.append(note.data)
            self.trying = None
        elif note.text == FOUND and self.goals:
            self.goals.pop()
        elif note.text == KNOWN:
            tiles, x = note.data
            self.remark = f"{x} from {tiles_text(tiles)} failed before"
        elif note.text == BEST:
            self.best = note.data
        elif note.text == RESULT:
            method, value, calcs = note.data
            self.results[method] = (value, calcs)

    # --- text ---------------------------------------------------------------------------------------
    def describe_solution(self, index: int, solution) -> str:
        method, value, calcs = solution
        return f"{'Book' if method == BOOK else 'Full'}: {value} in {len(calcs)} steps"

    def status_lines(self) -> list[str]:
        lines = [f"{METHOD_NAMES.get(self.method, '')} \u00b7 target {self.target}"]
        if self.method == FULL and self.best:
            value, _ = self.best
            lines.append(f"Best so far {value} ({abs(value - self.target)} away) \u00b7 depth {len(self.path)}")
        elif self.method == BOOK and self.goals:
            lines.append(f"Looking for {self.goals[-1][0]} from {len(self.goals[-1][1])} tiles")
        if self.remark:
            lines.append(self.remark)
        return lines

    # --- drawing ------------------------------------------------------------------------------------
    def _draw_head(self, surface, rect: pygame.Rect) -> int:
        """The target and the six tiles along the top; returns the y under them."""
        t = self.theme
        frame = draw_target(surface, (rect.left + t.px(90), rect.top + t.px(62)), self.target, t)
        row = pygame.Rect(frame.right + t.px(20), rect.top + t.px(20), rect.right - frame.right - t.px(20), 0)
        size = card_size(row.width, 6, t)
        for box, value in zip(card_row(row, 6, size, t), self.tiles):
            draw_card(surface, box, value, t)
        return max(frame.bottom, row.top + size) + t.px(24)

    def draw_board(self, surface, rect) -> None:
        t = self.theme
        y = self._draw_head(surface, rect)
        results_top = rect.bottom - t.px(200)
        area = pygame.Rect(rect.left, y, rect.width, results_top - y - t.px(10))
        if self.method == BOOK:
            self._draw_goals(surface, area)
        elif self.method == FULL:
            self._draw_path(surface, area)
        self._draw_results(surface, pygame.Rect(rect.left, results_top, rect.width, rect.bottom - results_top))

    def _draw_goals(self, surface, area: pygame.Rect) -> None:
        """The book's chain of goals, the top call first, and the steps written on the way back."""
        t = self.theme
        heading = t.text("The book's method works back from the target:", "body", colors.MUTED)
        surface.blit(heading, area.topleft)
        lines = []
        for x, tiles, link in self.goals:
            head = f"{x} = (\u2026) {PRETTY[link[0]]} {link[1]}" if link else f"{x}"
            lines.append((f"{head}     from {tiles_text(tiles)}", colors.TEXT))
        if self.trying and self.goals:
            x, (op, tile) = self.trying
            lines.append((f"   try {x} = (\u2026) {PRETTY[op]} {tile}", colors.INFO))
        shown = lines[-6:]
        y = draw_lines(surface, shown, (area.left + t.px(16), area.top + heading.get_height() + t.px(8)), t,
                       "body", area.bottom)
        if self.written:
            draw_lines(surface, [(pretty(c), colors.GOOD) for c in self.written], (area.left + t.px(16), y + t.px(8)),
                       t, "large", area.bottom)

    def _draw_path(self, surface, area: pygame.Rect) -> None:
        """The full search: the calculation made so far and the numbers it leaves."""
        t = self.theme
        heading = t.text("The full search combines two numbers at a time:", "body", colors.MUTED)
        surface.blit(heading, area.topleft)
        left = [*self.tiles]
        for a, _, b, c in self.path:
            left.remove(a)
            left.remove(b)
            left.append(c)
        made = {c for *_, c in self.path}
        row = pygame.Rect(area.left, area.top + heading.get_height() + t.px(12), area.width, 0)
        size = min(card_size(row.width, 6, t), t.px(72))
        for box, value in zip(card_row(row, len(left), size, t), left):
            draw_card(surface, box, value, t, made=value in made)
        draw_lines(surface, [(pretty(c), colors.TEXT) for c in self.path],
                   (area.left + t.px(16), row.top + size + t.px(14)), t, "large", area.bottom)

    def _draw_results(self, surface, area: pygame.Rect) -> None:
        """Which method found what, and the closest value so far."""
        t = self.theme
        pygame.draw.line(surface, colors.PANEL_EDGE, area.topleft, area.topright, 2)
        y = area.top + t.px(8)
        for method in (BOOK, FULL):
            calcs = ()
            if method in self.results:
                value, calcs = self.results[method]
                if value is None:
                    text, color = f"{METHOD_NAMES[method]}: no way to make {self.target}", colors.BAD
                elif value == self.target:
                    text, color = f"{METHOD_NAMES[method]} makes {value} \u2714", colors.GOOD
                else:
                    text, color = f"{METHOD_NAMES[method]}: {self.target} cannot be made; closest {value}", colors.ACCENT
            elif method == self.method:
                text, color = f"{METHOD_NAMES[method]}: searching\u2026", colors.MUTED
            else:
                continue
            y = self._draw_result_line(surface, area, y, text, color, calcs or ())
        if self.method == FULL and self.best and FULL not in self.results:
            value, calcs = self.best
            self._draw_result_line(surface, area, y, f"Best so far: {value} ({abs(value - self.target)} away)",
                                   colors.INFO, calcs)

    def _draw_result_line(self, surface, area: pygame.Rect, y: int, text: str, color, calcs) -> int:
        """A method's result in bold and, under it, its steps; returns the y under them."""
        t = self.theme
        line = t.text(fit(text, t.font("body", True), area.width), "body", color, bold=True)
        surface.blit(line, (area.left, y))
        y += line.get_height() + t.px(2)
        if calcs:
            steps = t.text(fit(",  ".join(map(pretty, calcs)), t.font("body"), area.width - t.px(16)), "body")
            surface.blit(steps, (area.left + t.px(16), y))
            y += steps.get_height()
        return y + t.px(8)

    def draw_solution(self, surface, rect, solution) -> None:
        t = self.theme
        method, value, calcs = solution
        y = self._draw_head(surface, rect)
        title = t.text(f"{METHOD_NAMES[method]} makes {value}:", "large", colors.GOOD, bold=True)
        surface.blit(title, (rect.left, y))
        draw_lines(surface, [(pretty(c), colors.TEXT) for c in calcs], (rect.left + t.px(16), y + title.get_height()
                                                                         + t.px(12)), t, "heading", rect.bottom)
