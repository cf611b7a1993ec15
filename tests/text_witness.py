"""What a frame shows of its texts, read from what is drawn (for tests).

``seeing(harness)`` watches a harness's window: every text a font renders while it watches is remembered with its
colour, and every such text put on the window (or on a part of it) is remembered with where it went, frame by frame
(a frame starts when the whole window is filled).  After a frame:

- ``texts()``: the texts rendered or put on the window in the last frame;
- ``cut()``: the texts of the last frame that do not show whole or do not stand on one ground: cut by the window's
  edge or a clip, drawn over afterwards by something else (a neighbouring panel, a box), or run out of their own
  panel onto another (what lay under the text was of two grounds), each with how.  With ``labels`` (a colour), the
  short texts of that colour and the markings (a board's labels: its rows' numbers, its columns' letters, its pits'
  numbers, the hen-house's name) are checked too, and more strictly: the box of their letters, ``LABEL_MARGIN``
  wider all round, stands clear on one ground (not on the edge of the wood), and nothing (a piece) is drawn over it.

Only pygame's own ``Font.render`` is watched, so every font the theme makes while it watches is seen (fonts made
before are not: open the harness inside the block).
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

GROUND_SHARE = 0.9  # a text stands on one ground when at least this share of what lay under its letters is of one colour
LEAST_LENGTH = 3  # shorter texts are a piece's letter or a pit's count, which the board's marks may ring by design
LOST_SHARE = 0.0  # a text is cut when any pixel of its letters is left out
COVERED_SHARE = 0.08  # a text counts as drawn over when more than this share of its full-colour pixels changed
TOLERANCE = (4, 4, 4, 255)  # a pixel of the text's colour, give or take rounding
GROUND_TOLERANCE = (14, 14, 14, 255)  # one ground, give or take a gentle gradient
LABEL_MARGIN = 2  # pixels round a board's label that must be of its ground too (clear of the wood's edge)
LABEL_SHARE = 1.0  # the share of a label's box (so widened) that must be of one ground


@dataclass
class _Put:
    text: str
    color: tuple[int, int, int]
    rect: pygame.Rect  # where the shown part of it landed on the window
    letters: pygame.mask.Mask  # the pixels of its letters in that part (full colour)
    lost: float  # the share of its letters' pixels left out (by the window's edge, a clip or the area given)
    ground: float  # the share of what lay under its letters that was of one colour
    clear: float  # the share of the box of its letters, ``LABEL_MARGIN`` wider, that was of one colour before it


class Witness:
    """The texts of a harness's frames (see the module)."""

    def __init__(self) -> None:
        self.rendered: dict[int, tuple[str, tuple[int, int, int], pygame.Surface]] = {}
        self.frame_rendered: list[str] = []
        self.puts: list[_Put] = []
        self.screen: pygame.Surface | None = None

    def new_frame(self) -> None:
        self.frame_rendered, self.puts = [], []

    def is_text(self, image: object) -> bool:
        known = self.rendered.get(id(image))
        return known is not None and known[2] is image

    def put(self, image: pygame.Surface, area: pygame.Rect, target: pygame.Rect, shown: pygame.Rect,
            offset: tuple[int, int], under: pygame.Surface | None, around: pygame.Surface | None) -> None:
        """``image``'s ``area`` was meant for ``target`` of a surface at ``offset`` on the window, and ``shown`` of
        it was drawn on ``under``; ``around``: what lay under its box widened by ``LABEL_MARGIN`` (a short text's)."""
        text, color, _image = self.rendered[id(image)]
        whole = _glyph(image.subsurface(area), color)
        letters = pygame.mask.Mask(shown.size)
        letters.draw(whole, (target.x - shown.x, target.y - shown.y))
        count = whole.count()
        lost = 1 - letters.count() / count if count else 0.0
        self.puts.append(_Put(text, color, shown.move(offset), letters, lost, _one_ground(under, letters),
                              _one_colour(around)))

    def around(self, image: pygame.Surface, area: pygame.Rect, target: pygame.Rect,
               surface: pygame.Surface) -> pygame.Surface | None:
        """What lies on ``surface`` under the box of a text's letters, ``LABEL_MARGIN`` wider all round, before it is
        drawn at ``target`` (None when its letters are off the surface)."""
        _text, color, _image = self.rendered[id(image)]
        boxes = _glyph(image.subsurface(area), color).get_bounding_rects()
        if not boxes:
            return None
        box = boxes[0].unionall(boxes[1:]).move(target.topleft).inflate(2 * LABEL_MARGIN, 2 * LABEL_MARGIN)
        box = box.clip(surface.get_rect())
        return surface.subsurface(box).copy() if box.width and box.height else None

    def texts(self) -> list[str]:
        return self.frame_rendered + [put.text for put in self.puts]

    def cut(self, markings: frozenset[str] = frozenset(), labels: tuple[int, int, int] | None = None) -> list[str]:
        """The last frame's texts that do not show whole (see the module); ``markings``: words printed on a board,
        which its pieces may stand on; ``labels``: the colour of a board's labels (its short texts, and its markings,
        checked as labels: clear of the wood and the pieces)."""
        assert self.screen is not None
        found = []
        for put in self.puts:
            short = len(put.text.strip()) < LEAST_LENGTH
            if put.color == labels and (short or put.text in markings):
                found += self._crowded(put)
                continue
            if short or put.text in markings:
                continue
            if put.lost > LOST_SHARE:
                found.append(f"{put.text!r} cut at {tuple(put.rect)} ({put.lost:.0%} of it left out)")
            elif put.ground < GROUND_SHARE:
                found.append(f"{put.text!r} on two grounds at {tuple(put.rect)} ({put.ground:.0%} on one)")
            else:
                covered = _covered_share(self.screen, put)
                if covered > COVERED_SHARE:
                    found.append(f"{put.text!r} drawn over at {tuple(put.rect)} ({covered:.0%} of it)")
        return found


    def _crowded(self, put: _Put) -> list[str]:
        """A board's label (``put``) not clear of what is round it: on an edge, or drawn over."""
        assert self.screen is not None
        if put.clear < LABEL_SHARE:
            return [f"label {put.text!r} not clear at {tuple(put.rect)} ({put.clear:.0%} of its box on one ground)"]
        covered = _covered_share(self.screen, put)
        return [f"label {put.text!r} drawn over at {tuple(put.rect)} ({covered:.0%} of it)"] if covered > COVERED_SHARE \
            else []


def _one_colour(part: pygame.Surface | None) -> float:
    """The share of ``part``'s pixels of its commonest colour, give or take a gentle gradient (``_edge_colours``)."""
    if part is None:
        return 1.0
    w, h = part.get_size()
    if not w or not h:
        return 1.0
    return max(pygame.mask.from_threshold(part, color, GROUND_TOLERANCE).count() for color in _edge_colours(part)) / (w * h)


def _edge_colours(surface: pygame.Surface) -> set[tuple[int, ...]]:
    """The colours a ground is looked for among: those at the corners and the middles of the edges of ``surface``."""
    w, h = surface.get_size()
    return {tuple(surface.get_at((x, y))) for x in (0, w // 2, w - 1) for y in (0, h // 2, h - 1)}


def _glyph(image: pygame.Surface, color: tuple[int, int, int]) -> pygame.mask.Mask:
    """The pixels of a text's letters in full colour."""
    if image.get_flags() & pygame.SRCALPHA:
        return pygame.mask.from_surface(image, 254)
    return pygame.mask.from_threshold(image, (*color[:3], 255), TOLERANCE)


def _one_ground(under: pygame.Surface | None, glyph: pygame.mask.Mask) -> float:
    """The share of what lay under a text's letters (``under``, where ``glyph`` is set) of its commonest colour,
    give or take a gentle gradient (the colours tried: ``_edge_colours``)."""
    if under is None:
        return 1.0
    w, h = under.get_size()
    letters = glyph.count()
    if not w or not h or not letters:
        return 1.0
    return max(glyph.overlap_area(pygame.mask.from_threshold(under, color, GROUND_TOLERANCE), (0, 0))
               for color in _edge_colours(under)) / letters


def _covered_share(screen: pygame.Surface, put: _Put) -> float:
    """The share of the text's letters' pixels that no longer have its colour on the window."""
    pixels = put.letters.count()
    if not pixels:
        return 0.0
    shown = pygame.mask.from_threshold(screen.subsurface(put.rect), (*put.color[:3], 255), TOLERANCE)
    return 1 - put.letters.overlap_area(shown, (0, 0)) / pixels


@contextmanager
def seeing(harness) -> Iterator[Witness]:
    """Watch ``harness``'s window (see the module); fonts made before the block are not watched."""
    witness = Witness()

    class WatchedFont(pygame.font.Font):
        def render(self, text, antialias, color, background=None, *args, **kwargs):  # type: ignore[override]
            image = super().render(text, antialias, color, background, *args, **kwargs)
            witness.rendered[id(image)] = (str(text), tuple(pygame.Color(color))[:3], image)
            witness.frame_rendered.append(str(text))
            return image

    class WatchedWindow(pygame.Surface):
        def fill(self, color, rect=None, special_flags=0):  # type: ignore[override]
            if rect is None and self.get_parent() is None:
                witness.new_frame()
            return super().fill(color, rect, special_flags)

        def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[override]
            if not witness.is_text(source):
                return super().blit(source, dest, area, special_flags)
            part = (source.get_rect() if area is None else pygame.Rect(area)).clip(source.get_rect())
            target = pygame.Rect(pygame.Rect(dest if len(dest) == 4 else (*dest, 0, 0)).topleft, part.size)
            shown = target.clip(self.get_clip())
            under = self.subsurface(shown).copy() if shown.width and shown.height else None
            around = witness.around(source, part, target, self)
            rect = super().blit(source, dest, area, special_flags)
            witness.put(source, part, target, shown, self.get_abs_offset(), under, around)
            return rect

    real_font, app = pygame.font.Font, harness.app
    window = WatchedWindow(app.screen.get_size())
    real_screen, app.screen, witness.screen = app.screen, window, window
    pygame.font.Font = WatchedFont
    app.theme._fonts.clear()
    app.theme._texts.clear()
    try:
        yield witness
    finally:
        pygame.font.Font = real_font
        app.screen = real_screen
