"""Kirkman's schoolgirls on the menu's card: the table of pairs of the book's first schedule for fifteen
girls, each pair in the colour of the one day its two girls walk together."""
from __future__ import annotations

import pygame

from engine.ui.theme import Theme
from games.schoolgirls.schedule_view import draw_pairs, places_of
from games.schoolgirls.solver import NAMES, Row, Schedule

GIRLS = 15
# The first schedule the book's method finds, in its letters (a day a line, its rows of three); the tests
# check that it is one (every pair once) and, in the slow set, that the search finds it first.
DAYS = (
    "abc def ghi jkl mno",
    "adg bej cfm hkn ilo",
    "aeh bkm cij dln fgo",
    "afl bho cdk ein gjm",
    "aim bfn chl djo egk",
    "ajn bgl ceo dhm fik",
    "ako bdi cgn elm fhj",
)


def _row(letters: str) -> Row:
    a, b, c = (NAMES.index(name) for name in letters)
    return a, b, c


SCHEDULE: Schedule = tuple(tuple(_row(row) for row in day.split()) for day in DAYS)


def draw(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The table of pairs, as large as fits in ``rect``."""
    draw_pairs(surface, rect.inflate(-theme.px(6), -theme.px(6)), GIRLS, places_of(SCHEDULE), theme,
               caption=False, names=False, least=1)
