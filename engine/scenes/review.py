"""A duel's game reviewed: each side's accuracy and dropped points, the value over the game, and every turn.

Opened with Review (R) when a game ends, or on a record being looked through.  The coach of the duel scene below
(``engine.scenes.duel_coach``) values the game's positions, from the last to the first, in its own worker, and
the screen fills in as the values arrive (the window never waits):

- left, the board before the chosen turn, drawn by the duel scene itself, with the turn played (amber) and the
  better one (green), and under it the verdict in words;
- right, each side's summary (``engine.duels.coach.summary``: accuracy, points dropped, best turns, the count of
  inaccuracies, mistakes and blunders), the graph of the first side's value before each turn (exact values joined
  by a solid line, estimates by a dotted one and drawn hollow), and the list of turns.

A label resting on an estimate is said with its sign, "≈ mistake" (``engine.duels.coach.label_text``), in the
verdict, the list and a summary's count that includes one.

Up/Down (or a click on a turn or on the graph) chooses a turn, Home/End the first and last; Esc goes back.
"""
from __future__ import annotations

from typing import Any

import pygame

from engine.desktop.scene import Scene
from engine.duels.coach import INACCURACY, LABELS, Verdict, label_text, needed, summary, verdicts, whole_turns
from engine.duels.controller import notation
from engine.language.translation import _, number
from engine.scenes.duel_coach import LABEL_COLORS, verdict_words
from engine.ui import theme as colors
from engine.ui.draw import backdrop, fitted_text, panel, text_block
from engine.ui.widgets import Button, Form


class ReviewScene(Scene):
    """The review of the game ``moves`` played from ``start`` in ``duel`` (a DuelScene with a coach)."""

    still = True  # the values fill in as the coach's worker tells its news: drawn then, not every frame

    def __init__(self, duel: Any, start: Any, moves: tuple) -> None:
        super().__init__()
        self.duel = duel
        self.rules = duel.rules
        self.module = duel.coach.module
        self.turns = whole_turns(self.rules, start, moves)
        self.positions = list(reversed(needed(self.rules, self.turns)))  # the last first: quicker proofs
        self.chosen = 0
        self.first_row = 0
        self._rows: list[tuple[pygame.Rect, int]] = []
        self._points: list[tuple[pygame.Rect, int]] = []
        self.form = Form([Button(_("Back"), self.close, "Esc")])

    # --- values -------------------------------------------------------------------------------------
    def judged(self) -> list[Verdict | None]:
        session = self.duel.coach.session
        known = session.known if session is not None else (lambda pos: None)
        return verdicts(self.module, self.rules, self.turns, known)

    def valued(self) -> int:
        session = self.duel.coach.session
        return sum(1 for pos in self.positions if session is not None and session.known(pos) is not None)

    def side_value(self, index: int) -> tuple[int, bool] | None:
        """The first side's value before turn ``index`` (the game's end at ``len(turns)``), exact or not."""
        session = self.duel.coach.session
        if index == len(self.turns):
            last = self.turns[-1].after
            if self.rules.outcome(last) is not None:
                return self.module.final_value(last, 0), True
            pos = last
        else:
            pos = self.turns[index].before
        found = None if session is None else session.known(pos)
        if found is None:
            return None
        return (found.value if self.rules.to_move(pos) == 0 else -found.value), found.exact

    # --- the frame ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.duel.coach.update(review=self.positions)
        if self.duel.mistakes is not None:  # the mistakes the review finds are kept to retry too
            self.duel.mistakes.update()

    def look(self) -> Any:
        """The values in so far (and a problem that stopped the coach)."""
        session = self.duel.coach.session
        return self.valued(), session is not None and session.problem

    def layout(self, size: tuple[int, int]) -> None:
        t = self.ui
        width, height = size
        margin = t.px(20)
        title_height = t.font("heading", True).get_linesize() + t.font("small").get_linesize() + t.px(8)
        self.title_rect = pygame.Rect(margin, margin, width - 2 * margin, title_height)
        top = self.title_rect.bottom + t.px(10)
        left_width = int((width - 3 * margin) * 0.55)
        words = 4 * t.font("small").get_linesize() + t.px(24)  # the verdict under the board: four lines
        self.board_area = pygame.Rect(margin, top, left_width, height - top - margin - words - t.px(8))
        self.words_area = pygame.Rect(margin, self.board_area.bottom + t.px(8), left_width,
                                      height - margin - self.board_area.bottom - t.px(8))
        self.side = pygame.Rect(self.board_area.right + margin, top, width - 3 * margin - left_width, height - top - margin)
        back = self.form.widgets[0]
        back.rect = pygame.Rect(0, 0, max(t.px(140), back.one_line_width(t) + t.px(24)),
                                max(t.px(40), t.font("body").get_linesize() + t.px(8)))
        back.rect.topright = (self.title_rect.right, self.title_rect.top)

    def handle(self, event: pygame.event.Event) -> None:
        count = len(self.turns)
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_UP: -1, pygame.K_LEFT: -1, pygame.K_DOWN: 1, pygame.K_RIGHT: 1,
                     pygame.K_HOME: -count, pygame.K_END: count, pygame.K_PAGEUP: -10, pygame.K_PAGEDOWN: 10}
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.close()
            elif event.key in moves and count:
                self.chosen = max(0, min(count - 1, self.chosen + moves[event.key]))
            return
        if event.type == pygame.MOUSEWHEEL and count:
            self.chosen = max(0, min(count - 1, self.chosen - event.y))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, index in self._rows + self._points:
                if rect.collidepoint(event.pos):
                    self.chosen = index
                    return
        self.form.handle(event, self.ui)

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        judged = self.judged()
        self._draw_title(surface, judged)
        self.form.draw(surface, self.ui)
        if not self.turns:
            return
        self._draw_board(surface, judged[self.chosen])
        panel(surface, self.side, self.ui)
        t = self.ui
        pad = t.px(12)
        inner = self.side.inflate(-2 * pad, -2 * pad)
        y = self._draw_summary(surface, inner, judged)
        graph = pygame.Rect(inner.left, y + t.px(8), inner.width, max(t.px(60), int(inner.height * 0.24)))
        self._draw_graph(surface, graph)
        self._draw_list(surface, pygame.Rect(inner.left, graph.bottom + t.px(10), inner.width,
                                             inner.bottom - graph.bottom - t.px(10)), judged)

    def _draw_title(self, surface: pygame.Surface, judged: list[Verdict | None]) -> None:
        t = self.ui
        room = self.title_rect.width - t.px(160)
        head = fitted_text(t, _("Review: {title}").format(title=_(self.duel.spec.title)), room, "heading", colors.ACCENT,
                           bold=True, smallest="large")
        surface.blit(head, self.title_rect.topleft)
        done, total = self.valued(), len(self.positions)
        session = self.duel.coach.session
        if session is not None and session.problem:
            said, color = session.problem, colors.BAD
        elif done < total:
            said, color = _("Valuing the positions\u2026 {done} of {total}").format(done=number(done),
                                                                                    total=number(total)), colors.ACCENT
        elif all(v is not None and v.exact for v in judged):
            said, color = _("Exact values: perfect play from each position."), colors.GOOD
        else:
            said, color = _("Estimates of the search where not proved (drawn hollow on the graph)."), colors.MUTED
        line = fitted_text(t, said, room, "small", color, smallest="small")
        surface.blit(line, (self.title_rect.left, self.title_rect.top + head.get_height() + t.px(2)))

    def _draw_board(self, surface: pygame.Surface, verdict: Verdict | None) -> None:
        turn = self.turns[self.chosen]
        self.duel.draw_board(surface, self.board_area, turn.before, None)
        side = self.rules.to_move(turn.before)
        self.duel.draw_coach_marks(surface, side, turn.moves, None if verdict is None else verdict.better)
        t = self.ui
        panel(surface, self.words_area, t)
        pad = t.px(10)
        inner = self.words_area.inflate(-2 * pad, -2 * pad)
        setup = self.duel.match.setup
        head = _("Turn {number}, {side}: {turn}").format(number=self.chosen + 1, side=setup.side_name(side),
                                                         turn=notation(turn.moves))
        if verdict is None:
            text, color = _("Weighing it\u2026"), colors.MUTED
        else:
            head += " \u2014 " + label_text(verdict.label, verdict.exact, capital=True)
            text, color = verdict_words(self.module, turn.before, verdict), LABEL_COLORS[verdict.label]
        used = text_block(surface, head, pygame.Rect(inner.left, inner.top, inner.width, inner.height // 2), t,
                          "small", color, bold=True, line_gap=1.05)
        text_block(surface, text, pygame.Rect(inner.left, inner.top + used, inner.width, inner.height - used), t,
                   "small", colors.TEXT, line_gap=1.05)

    def _draw_summary(self, surface: pygame.Surface, rect: pygame.Rect, judged: list[Verdict | None]) -> int:
        """Each side's summary, a column each; returns the bottom."""
        t = self.ui
        setup = self.duel.match.setup
        thresholds = self.module.THRESHOLDS
        half = rect.width // 2
        bottom = rect.top
        for side in (0, 1):
            total = summary(judged, side, thresholds)
            x, y = rect.left + side * half, rect.top
            lines = [(setup.side_name(side), colors.ACCENT, True),
                     (_("Accuracy {share}%").format(share=f"{total.accuracy:.0f}"), colors.TEXT, True),
                     (_("Dropped {points}").format(points=number(total.dropped)), colors.TEXT, False),
                     (_("Best turns {best} of {turns}").format(best=total.best, turns=total.turns), colors.MUTED, False)]
            lines += [(total.count_text(label), LABEL_COLORS[label], False)
                      for label in LABELS[LABELS.index(INACCURACY):]]
            for text, color, bold in lines:
                image = fitted_text(t, text, half - t.px(8), "small", color, bold=bold, smallest="small")
                surface.blit(image, (x, y))
                y += image.get_height()
            bottom = max(bottom, y)
        return bottom

    def _draw_graph(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        t = self.ui
        pygame.draw.rect(surface, colors.SHADOW, rect, border_radius=t.px(6))
        values = [self.side_value(index) for index in range(len(self.turns) + 1)]
        known = [abs(v[0]) for v in values if v is not None]
        top = max(known + [1])
        mid = rect.centery
        pygame.draw.line(surface, colors.PANEL_EDGE, (rect.left, mid), (rect.right, mid))
        step = rect.width / max(1, len(values) - 1)
        self._points = []
        points: list[tuple[tuple[int, int], bool] | None] = []
        for index, value in enumerate(values):
            if value is None:
                points.append(None)
                continue
            x = rect.left + round(index * step)
            y = mid - round(value[0] / top * (rect.height / 2 - t.px(6)))
            points.append(((x, y), value[1]))
        for a, b in zip(points, points[1:]):
            if a is None or b is None:
                continue
            if a[1] and b[1]:
                pygame.draw.line(surface, colors.INFO, a[0], b[0], max(1, t.px(2)))
            else:
                _dotted(surface, a[0], b[0], max(1, t.px(2)), t.px(5))
        radius = max(2, t.px(3))
        for index, point in enumerate(points):
            if point is None:
                continue
            chosen = index == self.chosen
            color = colors.FOCUS if chosen else colors.INFO
            pygame.draw.circle(surface, color, point[0], radius + (t.px(2) if chosen else 0), 0 if point[1] else 1)
            if index < len(self.turns):
                self._points.append((pygame.Rect(point[0][0] - radius - 2, rect.top, 2 * radius + 4, rect.height), index))
        label = t.text(self.duel.match.setup.side_name(0), "tiny", colors.MUTED)
        surface.blit(label, (rect.left + t.px(4), rect.top + t.px(2)))
        for text, spot in ((f"+{top}", {"topright": (rect.right - t.px(4), rect.top + t.px(2))}),
                           (f"\u2212{top}", {"bottomleft": (rect.left + t.px(4), rect.bottom - t.px(2))})):
            scale = t.text(text, "tiny", colors.MUTED)
            surface.blit(scale, scale.get_rect(**spot))

    def _draw_list(self, surface: pygame.Surface, rect: pygame.Rect, judged: list[Verdict | None]) -> None:
        t = self.ui
        font = t.font("small")
        height = font.get_linesize() + t.px(2)
        rows = max(1, rect.height // height)
        if self.chosen < self.first_row:
            self.first_row = self.chosen
        elif self.chosen >= self.first_row + rows:
            self.first_row = self.chosen - rows + 1
        self._rows = []
        setup = self.duel.match.setup
        for index in range(self.first_row, min(len(self.turns), self.first_row + rows)):
            y = rect.top + (index - self.first_row) * height
            row = pygame.Rect(rect.left, y, rect.width, height)
            if index == self.chosen:
                pygame.draw.rect(surface, colors.CARD_HOVER, row, border_radius=t.px(4))
            verdict = judged[index]
            turn = self.turns[index]
            side = setup.side_name(self.rules.to_move(turn.before))
            left = f"{index + 1}. {side}: {notation(turn.moves)}"
            if verdict is None:
                right, color = "\u2026", colors.MUTED
            else:
                loss = f"  \u2212{verdict.loss}" if verdict.loss else ""
                right, color = f"{label_text(verdict.label, verdict.exact)}{loss}", LABEL_COLORS[verdict.label]
            tag = t.text(right, "small", color, bold=True)
            surface.blit(tag, tag.get_rect(topright=(row.right - t.px(4), y)))
            room = row.width - tag.get_width() - t.px(12)
            if t.usual_font("small").size(left)[0] > room:  # a narrow list: the turn without its side's name
                left = f"{index + 1}. {notation(turn.moves)}"
            name = fitted_text(t, left, room, "small", colors.TEXT, smallest="tiny")
            surface.blit(name, (row.left + t.px(4), y))
            self._rows.append((row, index))


def _dotted(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int], width: int, dash: int) -> None:
    """A dotted line from ``a`` to ``b`` (an estimate's stretch of the graph)."""
    length = max(1, round(((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5))
    for start in range(0, length, 2 * dash):
        end = min(length, start + dash)
        p = (a[0] + (b[0] - a[0]) * start // length, a[1] + (b[1] - a[1]) * start // length)
        q = (a[0] + (b[0] - a[0]) * end // length, a[1] + (b[1] - a[1]) * end // length)
        pygame.draw.line(surface, colors.MUTED, p, q, width)
