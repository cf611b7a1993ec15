"""The training screen's dashboard, drawn: the rating's history as a graph, and the results by duel and by theme.

What it shows is computed in the pure layer (engine/training/history.py, engine/training/dashboard.py); this
module only draws it in the rects the training screen (engine/scenes/training.py) gives.  Every text is fitted to its
room; a table shows the rows that fit, the most tried first.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame

from engine.language.translation import _, ngettext, number
from engine.training.dashboard import results, scale
from engine.training.standing import Standing, Tally
from engine.ui import theme as colors
from engine.ui.draw import backdrop, fitted_text, overflow, panel, text_block
from engine.ui.theme import Theme

GRID = (58, 68, 104)
PAGE_PAD = 20  # the Exercises pages' margin inside their panel (unscaled pixels)


def page_head(theme: Theme) -> int:
    """The height of an Exercises page's head: its title and two lines of text."""
    return theme.font("heading", True).get_linesize() + 2 * theme.font("small").get_linesize() + theme.px(14)


def draw_page(surface: pygame.Surface, box: pygame.Rect, title: str, text: str, theme: Theme) -> None:
    """A page of the training screens: the backdrop, the panel ``box``, its ``title`` and the ``text`` under it."""
    t = theme
    backdrop(surface)
    panel(surface, box, t)
    pad = t.px(PAGE_PAD)
    width = box.width - 2 * pad
    heading = fitted_text(t, title, width, "heading", colors.ACCENT, bold=True, smallest="large")
    surface.blit(heading, (box.left + pad, box.top + pad))
    body = pygame.Rect(box.left + pad, box.top + pad + heading.get_height() + t.px(4), width,
                       page_head(t) - heading.get_height() - t.px(6))
    text_block(surface, text, body, t, "small", colors.TEXT, line_gap=1.1)


def draw_graph(surface: pygame.Surface, rect: pygame.Rect, standing: Standing, theme: Theme) -> None:
    """The rating after each try kept (engine/training/history.py) as a line in ``rect``, its scale at the left."""
    t = theme
    panel(surface, rect, t, color=colors.CARD)
    inner = rect.inflate(-2 * t.px(10), -2 * t.px(8))
    tries = standing.total.tries
    if not tries:
        text_block(surface, _("Your rating: the graph begins with your first exercise."), inner, t, "small", colors.MUTED)
        return
    head = fitted_text(t, ngettext("Your rating over {n} try", "Your rating over {n} tries", tries).format(n=number(tries)),
                       inner.width, "small", colors.MUTED, smallest="tiny")
    surface.blit(head, inner.topleft)
    points = standing.history.graph(tries, standing.player.rating)
    low, high = scale(points)
    labels = [fitted_text(t, number(round(value)), inner.width // 4, "tiny", colors.MUTED, smallest="tiny")
              for value in (high, low)]
    left = max(label.get_width() for label in labels) + t.px(6)
    below = head.get_height() + labels[0].get_height() // 2 + t.px(4)  # the top label clear of the heading
    under = labels[1].get_height() // 2  # the bottom label's lower half, inside the panel
    area = pygame.Rect(inner.left + left, inner.top + below, inner.width - left, inner.height - below - under)
    if area.height < t.px(20) or area.width < t.px(40):
        return
    for label, y in zip(labels, (area.top, area.bottom)):
        pygame.draw.line(surface, GRID, (area.left, y), (area.right, y), 1)
        surface.blit(label, label.get_rect(midright=(area.left - t.px(4), y)))
    last = max(1, points[-1][0] - points[0][0])
    spots = [(area.left + round((n - points[0][0]) / last * area.width),
              area.bottom - round((rating - low) / (high - low) * area.height)) for n, rating in points]
    if len(spots) > 1:
        pygame.draw.lines(surface, colors.ACCENT, False, spots, max(2, t.px(2)))
    pygame.draw.circle(surface, colors.ACCENT, spots[-1], max(3, t.px(4)))


def _score(tally: Tally) -> str:
    return _("{right}/{tries} \u00b7 {share}%").format(right=number(tally.right), tries=number(tally.tries),
                                                     share=number(round(100 * tally.right / tally.tries)))


def results_width(tallies: Mapping[str, Tally], name: Callable[[str], str], theme: Theme, role: str = "small") -> int:
    """How wide a table of ``tallies`` must be to show every row in ``role`` on one line (its margins included)."""
    t = theme
    font = t.font(role)
    names = [font.size(name(key))[0] for key, _tally in results(tallies)] or [0]
    scores = [font.size(_score(tally))[0] for _key, tally in results(tallies)] or [0]
    return max(names) + max(scores) + t.px(10) + 2 * t.px(10)


def draw_results(surface: pygame.Surface, rect: pygame.Rect, title: str, tallies: Mapping[str, Tally],
                 name: Callable[[str], str], theme: Theme) -> None:
    """A table in ``rect``: ``title``, then each duel or theme tried (``name`` says it), right answers of tries and
    the share right, the most tried first; in small type, or tiny where small is too wide; the rows that fit."""
    t = theme
    panel(surface, rect, t, color=colors.CARD)
    inner = rect.inflate(-2 * t.px(10), -2 * t.px(8))
    head = fitted_text(t, title, inner.width, "small", colors.ACCENT, bold=True, smallest="tiny")
    surface.blit(head, inner.topleft)
    y = inner.top + head.get_height() + t.px(4)
    rows = results(tallies)
    if not rows:
        empty = fitted_text(t, _("Nothing tried yet."), inner.width, "small", colors.MUTED, smallest="tiny")
        if y + empty.get_height() <= inner.bottom:
            surface.blit(empty, (inner.left, y))
        return
    font = _table_font(rows, name, inner.width, t)
    height = font.get_linesize()
    for key, tally in rows:
        if y + height > inner.bottom:
            return
        score = font.render(_score(tally), True, colors.TEXT)
        label = font.render(name(key), True, colors.MUTED)
        surface.blit(label, label.get_rect(midleft=(inner.left, y + height // 2)))
        surface.blit(score, score.get_rect(midright=(inner.right, y + height // 2)))
        y += height + t.px(2)


def _table_font(rows: list[tuple[str, Tally]], name: Callable[[str], str], width: int, theme: Theme) -> pygame.font.Font:
    """One type for every row of a table: small, or smaller until the longest name and score fit ``width`` side by
    side (the smallest tried when none does: then the widest rows are reported as cut)."""
    t = theme
    largest = t.font("small").get_height()
    for pixels in range(largest, max(8, largest // 2) - 1, -1):
        font = t.font_px(pixels)
        if (max(font.size(name(key))[0] for key, _tally in rows) + max(font.size(_score(tally))[0] for _key, tally in rows)
                + t.px(10) <= width):
            return font
    for key, tally in rows:
        overflow(f"{name(key)} {_score(tally)}")
    return font
