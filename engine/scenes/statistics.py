"""Statistics: the records of play (engine/files/records.py) as a table, and a Reset that asks first.

One row per duel entry and computer level (played, won, lost, drawn, the share won, the streak
now, the longest winning and losing streaks), then the numbers game's play mode.  Up/Down or
the wheel scroll a long table; R asks to reset, Esc goes back.

Each column is as wide as its header's longest word and its widest cell (a header may take two lines); the
game's column takes the rest.  In a window too narrow for that column, each game's name is a row of its own
above its levels' rows.
"""
from __future__ import annotations

import pygame

from engine.desktop.scene import Scene
from engine.duels.basics import level_text
from engine.entries import registry
from engine.entries.registry import UnknownEntryError
from engine.files.records import Records
from engine.language.translation import N_, _, ngettext, number
from engine.scenes.overlay import Dialog
from engine.ui import theme as colors
from engine.ui.draw import backdrop, fitted_text, panel, text_block, wrap
from engine.ui.layout import centered_box, columns, row_height
from engine.ui.widgets import Button, Form

RESET = "reset"  # the answer of the dialog that resets
HEADERS = (N_("Game"), N_("Level"), N_("Played"), N_("Won"), N_("Lost"), N_("Drawn"), N_("Won %"), N_("Streak"),
           N_("Best"), N_("Worst"))
LEGEND = N_("Your games against the computer, per level. Streak: in a row now; Best, Worst: the longest runs won, lost.")
EMPTY = N_("No games against the computer yet: each one you finish is counted here, per game and level.")


def _title(entry: str) -> str:
    try:
        return _(registry.get(entry).title)
    except UnknownEntryError:  # an entry counted by another version of the arcade
        return entry


def _order(entry: str) -> int:
    ids = [spec.id for spec in registry.entries(include_hidden=True)]
    return ids.index(entry) if entry in ids else len(ids)


def streak_text(streak: int) -> str:
    if streak > 0:
        return ngettext("{n} win", "{n} wins", streak).format(n=number(streak))
    return ngettext("{n} loss", "{n} losses", -streak).format(n=number(-streak)) if streak < 0 else "\u2013"


def duel_rows(records: Records) -> list[tuple[str, ...]]:
    """The table's rows, in the menu's order of entries, then by level."""
    rows: list[tuple[str, ...]] = []
    for (entry, level), t in sorted(records.duels.items(), key=lambda item: (_order(item[0][0]), item[0])):
        share = f"{number(100 * t.won / t.played)}%" if t.played else "\u2013"
        rows.append((_title(entry), level_text(level), number(t.played), number(t.won), number(t.lost), number(t.drawn), share,
                     streak_text(t.streak), number(t.best_streak), number(t.worst_streak)))
    return rows


def numbers_line(records: Records) -> str:
    n = records.numbers
    if n.rounds == 0:
        return _("No rounds played yet.")
    rounds = ngettext("{n} round", "{n} rounds", n.rounds).format(n=number(n.rounds))
    exact = ngettext("{n} exact answer", "{n} exact answers", n.exact).format(n=number(n.exact))
    line = _("{rounds}, {exact} ({share}%)").format(rounds=rounds, exact=exact, share=number(100 * n.exact / n.rounds))
    if n.best_seconds is not None:
        line += _("; best time for an exact answer {seconds} s").format(seconds=number(n.best_seconds, 1))
    return line + "."


class StatisticsScene(Scene):
    still = True  # nothing moves without input

    def __init__(self) -> None:
        super().__init__()
        self.offset = 0      # the first row shown
        self.visible = 1     # rows that fit
        self.grouped = False  # each game's name on a row of its own (a window too narrow for the game's column)
        self.form = Form([Button(_("Reset\u2026"), self.ask_reset, "R"), Button(_("Back"), self.close, "Esc", primary=True)])
        self.form.focus = 1

    def enter(self) -> None:
        self.app.records.refresh()  # the games another open window counted since this one started

    @property
    def rows(self) -> list[tuple[str, ...]]:
        """The rows shown: each game's levels, and in the grouped table each game's name alone (a 1-tuple) above."""
        rows = duel_rows(self.app.records.records)
        if not self.grouped:
            return rows
        shown: list[tuple[str, ...]] = []
        for row in rows:
            if not shown or row[0] != shown[-1][0]:
                shown.append((row[0],))
            shown.append(row)
        return shown

    def ask_reset(self) -> None:
        self.app.stack.push(Dialog(_("Reset the statistics?"), _("Every count and streak goes back to zero, for every "
                                                                 "game and the numbers game. This cannot be undone."),
                                   [(_("Keep them"), None), (_("Reset"), RESET)]))

    def resume(self, result=None) -> None:
        if result == RESET:
            self.app.records.reset()
            self.offset = 0

    # --- layout -----------------------------------------------------------------------------------
    def layout(self, size) -> None:
        t = self.theme
        self.box = centered_box(size, t.tx(1120), size[1] - t.px(40))
        pad = t.px(28)
        self.inner = self.box.inflate(-2 * pad, -2 * pad)
        gap = t.px(16)
        needed = max(b.one_line_width(t) for b in self.form.widgets) * 2 + gap
        height = max(row_height(t, b, needed // 2, t.px(52)) for b in self.form.widgets)
        buttons = pygame.Rect(0, self.inner.bottom - height, min(self.inner.width, max(t.px(440), needed)), height)
        buttons.right = self.inner.right
        for button, rect in zip(self.form.widgets, columns(buttons, 2, gap)):
            button.rect = rect
        self.row_height = round(t.font("body").get_linesize() * 1.45)
        self.legend_height = len(wrap(_(LEGEND), t.font("small"), self.inner.width)) * t.font("small").get_linesize()
        top = self.inner.top + t.font("heading", True).get_linesize() + self.legend_height + t.px(18)
        numbers_height = t.font("large", True).get_linesize() + 2 * t.font("body").get_linesize() + t.px(34)
        bottom = buttons.top - numbers_height
        self.table = pygame.Rect(self.inner.left, top, self.inner.width, max(self.row_height * 2, bottom - top))
        self._lay_out_columns()
        self.header_height = max(self.row_height, self.header_lines * t.font("small", True).get_linesize() + t.px(8))
        self.visible = max(1, (self.table.height - self.header_height) // self.row_height)
        self.numbers_top = self.table.bottom + t.px(14)

    def _lay_out_columns(self) -> None:
        """Each column as wide as its header's longest word and its widest cell; the game's column takes the
        rest, or, when less is left than its widest name needs, the table is grouped (names on rows of their own)
        and the numbers share the whole width."""
        t = self.theme
        self.pad = t.px(8)
        header, cells = t.font("small", True), t.font("body")
        rows = duel_rows(self.app.records.records)
        needs = [max([header.size(word)[0] for word in _(name).split()]
                     + [cells.size(row[column])[0] for row in rows] + [cells.size("100%")[0]]) + 2 * self.pad
                 for column, name in enumerate(HEADERS)]
        titles = [t.font("body", True).size(row[0])[0] for row in rows] + [header.size(_(HEADERS[0]))[0]]
        game = max(titles) + 2 * self.pad
        spare = self.table.width - sum(needs[1:])
        self.grouped = spare < min(game, t.px(200))
        widths = [0 if self.grouped else spare] + needs[1:]
        if self.grouped:  # the numbers' columns share the whole width, in proportion to their needs
            widths = [0] + [round(self.table.width * need / sum(needs[1:])) for need in needs[1:]]
        lefts = [self.table.left]
        for width in widths:
            lefts.append(lefts[-1] + width)
        lefts[-1] = self.table.right
        self.column_lefts = lefts
        self.header_lines = max(len(wrap(_(name), header, lefts[c + 1] - lefts[c] - 2 * self.pad))
                                for c, name in enumerate(HEADERS) if lefts[c + 1] > lefts[c])

    # --- input ------------------------------------------------------------------------------------
    def _scroll(self, rows: int) -> None:
        self.offset = max(0, min(self.offset + rows, len(self.rows) - self.visible))

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key == pygame.K_r:
                self.ask_reset()
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self._scroll(-1 if event.key == pygame.K_UP else 1)
            elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self._scroll((-1 if event.key == pygame.K_PAGEUP else 1) * self.visible)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.form.move_focus(1 if event.key == pygame.K_RIGHT else -1)
            else:
                self.form.handle(event, self.theme)
        elif event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y)
        else:
            self.form.handle(event, self.theme)

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        t = self.theme
        backdrop(surface)
        panel(surface, self.box, t)
        title = t.text(_("Statistics"), "heading", colors.ACCENT, bold=True)
        surface.blit(title, self.inner.topleft)
        y = self.inner.top + title.get_height() + t.px(4)
        notice = self.app.records.notice
        line, color = (notice, colors.BAD) if notice else (_(LEGEND), colors.MUTED)
        text_block(surface, line, pygame.Rect(self.inner.left, y, self.inner.width, self.legend_height), t, "small",
                   color, line_gap=1.0)
        self._draw_table(surface)
        heading = fitted_text(t, _("The numbers game (play mode)"), self.inner.width, "large", colors.TEXT, bold=True,
                              smallest="large")
        surface.blit(heading, (self.inner.left, self.numbers_top))
        top = self.numbers_top + heading.get_height() + t.px(6)
        text_block(surface, numbers_line(self.app.records.records),
                   pygame.Rect(self.inner.left, top, self.form.widgets[0].rect.left - self.inner.left - t.px(12),
                               self.inner.bottom - top), t, "body", colors.TEXT, line_gap=1.0)
        self.form.draw(surface, t)

    def _cell(self, surface, text: str, column: int, y: int, height: int, role: str, color, bold: bool = False) -> None:
        """``text`` in its column between ``y`` and ``y + height``: the game's name on the left, a number on
        the right; a header too wide for one line takes two."""
        t = self.theme
        left, right = self.column_lefts[column] + self.pad, self.column_lefts[column + 1] - self.pad
        if right <= left:
            return  # the game's column, in the grouped table
        font = t.font(role, bold)
        lines = wrap(text, font, right - left) if role == "small" else [text]
        images = [fitted_text(t, line, right - left, role, color, bold=bold, smallest=role) for line in lines]
        top = y + (height - sum(image.get_height() for image in images)) // 2
        for image in images:
            place = {"topleft": (left, top)} if column == 0 else {"topright": (right, top)}
            surface.blit(image, image.get_rect(**place))
            top += image.get_height()

    def _draw_table(self, surface) -> None:
        t = self.theme
        header = pygame.Rect(self.table.left, self.table.top, self.table.width, self.header_height)
        pygame.draw.rect(surface, colors.CARD_HOVER, header, border_radius=t.px(6))
        for column, name in enumerate(HEADERS):
            self._cell(surface, _(name), column, header.top, header.height, "small", colors.MUTED, bold=True)
        rows = self.rows
        if not rows:
            text_block(surface, _(EMPTY), pygame.Rect(self.table.left + t.px(10), header.bottom + t.px(14),
                                                   self.table.width - t.px(20), self.table.bottom - header.bottom - t.px(14)),
                       t, "body", colors.MUTED)
            return
        self.offset = max(0, min(self.offset, len(rows) - self.visible))
        for i, row in enumerate(rows[self.offset:self.offset + self.visible]):
            y = header.bottom + i * self.row_height
            if (self.offset + i) % 2:
                pygame.draw.rect(surface, colors.CARD, (self.table.left, y, self.table.width, self.row_height),
                                 width=0, border_radius=t.px(4))
            if len(row) == 1:  # a game's name above its levels, in the grouped table
                title = fitted_text(t, row[0], self.table.width - 2 * self.pad, "body", colors.ACCENT, bold=True)
                surface.blit(title, title.get_rect(midleft=(self.table.left + self.pad, y + self.row_height // 2)))
                continue
            for column, cell in enumerate(row):
                color = colors.GOOD if column == 3 else colors.BAD if column == 4 else colors.TEXT
                self._cell(surface, cell, column, y, self.row_height, "body", color, bold=column == 0)
        if len(rows) > self.visible:
            more = t.text(_("rows {first}\u2013{last} of {count}  \u00b7  Up/Down to scroll").format(
                first=self.offset + 1, last=min(len(rows), self.offset + self.visible), count=len(rows)), "tiny", colors.MUTED)
            surface.blit(more, more.get_rect(bottomleft=(self.table.left, self.numbers_top - t.px(2))))
