"""The title screen: every registered entry as a card, then Options, Statistics, About and Quit.

Each card shows its entry's title, its kind (a tag on the card's top edge), a one-line summary and,
when the entry has one (``EntrySpec.card``), a picture of its board: a real position drawn by the
entry's own drawing code.  The pictures are drawn once for the cards' size, after the first frame
(the window opens as fast as before), and kept; a card of an entry without one is text only.  Cards too
small for their summaries (a window of 720x480 or less) keep a small square picture, the title beside it,
and the chosen card's summary shows under the cards.

Arrows move between cards and buttons, Enter opens, Esc quits; the mouse hovers and
clicks.  After a minute without input the attract mode starts.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

import pygame

from engine.desktop.scene import Scene
from engine.entries import registry
from engine.entries.registry import DUEL, KIND_NAMES, EntrySpec
from engine.files import integrity, own_files
from engine.language.translation import N_, _
from engine.scenes.attract import AttractScene
from engine.ui import theme as colors
from engine.ui.draw import backdrop, clipped, fits, fitted_text, panel, text_block, wrap
from engine.ui.layout import grid, row_height
from engine.ui.theme import Theme
from engine.ui.widgets import Button

QUIT = "quit"  # the answer of the quit dialog that quits
# The cards' layout (lengths for 1280x800).
ACROSS, BESIDE = "across", "beside"  # a card's picture: under the title, or down the card's left side
CARD_PAD = 16           # a card's inner margin
ART_PAD = 12            # the picture's margin in its card
ART_MARGIN = 6          # the picture's margin in its well
ART_NARROWEST = 0.75    # a picture's box at least this many times as wide as it is high...
ART_WIDEST = 1.5        # ...and at most this many
MIN_ART = 44            # a smaller picture box than this is left out: the cards stay text only
TITLE_ROLES = ("large", "body", "small")  # the titles' types, by preference
SUMMARY_ROLES = ("small", "tiny")         # the summaries' types, by preference
SUMMARY_GAP = 1.1       # the summaries' line spacing
TITLE_PREFERENCE = 1.2  # a title goes down to the smallest type only for a picture this much larger
WELL = (30, 36, 58)     # the ground under a card's picture
SHOWN_MOST = 12         # cards laid out to be seen at once; more entries scroll, each card as large as with 12
FITTING_KEPT = 20_000   # answers kept on whether a text fits (a few layouts' worth)
IDLE_SECONDS = 60.0
HINT = N_("Arrows and Enter, or the mouse  ·  F11 fullscreen  ·  Esc quits")
SUBTITLE = N_("Games and puzzles from Jacques Arsac's \u201cJeux et casse-t\u00eate \u00e0 programmer\u201d")


@dataclass(frozen=True)
class CardParts:
    """Where the parts of one card go."""

    title_role: str | None        # the title's type (None: it does not fit even in the smallest)
    title_pos: tuple[int, int]    # the title row's top left
    title_row: int                # the row's height (the title is centred in it)
    title_width: int              # the room for the title
    pill: pygame.Rect             # the entry's kind, as a tag on the card's top edge
    body: pygame.Rect             # the summary's box
    art: pygame.Rect | None       # the picture's box (None: text only)
    title_box: pygame.Rect | None = None  # a title wrapped in this box, beside a small card's picture (no summary)

    def moved(self, dy: int) -> CardParts:
        """The same parts ``dy`` pixels lower (a scrolled card)."""
        return CardParts(self.title_role, (self.title_pos[0], self.title_pos[1] + dy), self.title_row, self.title_width,
                         self.pill.move(0, dy), self.body.move(0, dy), self.art.move(0, dy) if self.art else None,
                         self.title_box.move(0, dy) if self.title_box else None)


def draw_well(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The sunken ground a card's picture lies on."""
    radius = theme.px(10)
    pygame.draw.rect(surface, WELL, rect, border_radius=radius)
    pygame.draw.rect(surface, colors.PANEL_EDGE, rect, width=max(1, theme.px(1)), border_radius=radius)


def render_picture(spec: EntrySpec, size: tuple[int, int], theme: Theme) -> pygame.Surface | None:
    """The entry's card picture (its ``card`` hook) drawn once on a well of ``size``; None without a hook,
    or when the hook fails (the card then keeps its empty well: the menu must go on)."""
    try:
        painter = spec.card_painter()
        if painter is None:
            return None
        image = pygame.Surface(size, pygame.SRCALPHA)
        draw_well(image, image.get_rect(), theme)
        inside = image.get_rect().inflate(-2 * theme.px(ART_MARGIN), -2 * theme.px(ART_MARGIN))
        with clipped(image, inside):  # a picture keeps to its box even where its entry's drawing has a least size
            painter(image, inside, theme)
    except Exception:  # an entry's bug (its tests show it): the menu goes on without the picture
        return None
    return image


class MenuScene(Scene):
    """The menu; ``still`` (the app sleeps between inputs) but for the frame after the first, which draws
    the cards' pictures: the first frame shows the cards without them, so the window opens as fast as
    before.  At a new size they are drawn again at once, in the layout."""

    still = True

    def __init__(self) -> None:
        super().__init__()
        self.relabel()
        self.focus = 0  # cards first, then the buttons
        self.scroll = 0  # how far the cards are scrolled up, in pixels (more than ``SHOWN_MOST`` entries)
        self.hover: int | None = None
        self.idle = 0.0
        self.pictures: dict[str, pygame.Surface | None] = {}  # each entry's picture at the present size
        self.waited = False  # the first frame has gone by (the first pictures wait for it)
        self.pictured = False  # the pictures have been drawn once (a new size draws them at once)
        self._fitting: dict[tuple, bool] = {}  # whether a summary fits a box, by text, type, size and text scale
        self._title_roles: dict[tuple, str | None] = {}  # a title's type, by text, width and text scale

    def relabel(self) -> None:
        """The cards, in the order of their titles, and the buttons, in the language spoken now."""
        self.entries: list[EntrySpec] = registry.entries()
        self.buttons = [Button(_("Training"), self.open_training, "R"), Button(_("Options"), self.open_options, "O"),
                        Button(_("Statistics"), self.open_statistics, "T"), Button(_("About"), self.open_about, "A"),
                        Button(_("Quit"), self.quit, "Esc")]

    # --- actions ----------------------------------------------------------------------------------
    def open_entry(self, spec: EntrySpec) -> None:
        self.app.sound.play("click")
        self.app.stack.push(spec.scene_class()(spec))

    def open_training(self) -> None:
        from engine.scenes.training import TrainingScene

        self.app.stack.push(TrainingScene())

    def open_options(self) -> None:
        from engine.scenes.options import OptionsScene

        self.app.stack.push(OptionsScene())

    def open_statistics(self) -> None:
        from engine.scenes.statistics import StatisticsScene

        self.app.stack.push(StatisticsScene())

    def open_about(self) -> None:
        from engine.scenes.about import AboutScene

        self.app.stack.push(AboutScene())

    def quit(self) -> None:
        self.app.quit()

    def ask_quit(self) -> None:
        """Esc asks first: a stray key must not close the arcade (the Quit button quits at once)."""
        from engine.scenes.overlay import Dialog

        self.app.stack.push(Dialog(_("Quit Arsac Arcade?"), _("Close the arcade? Your settings are kept."),
                                   [(_("Quit"), QUIT), (_("Stay"), None)]))

    def activate(self, index: int) -> None:
        if index < len(self.entries):
            self.open_entry(self.entries[index])
        else:
            self.buttons[index - len(self.entries)].action()

    # --- layout -----------------------------------------------------------------------------------
    def layout(self, size) -> None:
        t = self.theme
        width, height = size
        margin = t.px(48)
        self.title_y = t.px(34)
        top = self.title_y + t.font("title", True).get_linesize() + t.font("body").get_linesize() + t.px(30)
        gap = t.px(20)
        room = width - 2 * margin
        needed = max(b.one_line_width(t) for b in self.buttons) * len(self.buttons) + gap * (len(self.buttons) - 1)
        per_row = len(self.buttons) if needed <= room else math.ceil(len(self.buttons) / 2)  # a large text: two rows
        button_height = max(row_height(t, b, room // per_row - gap, t.px(54)) for b in self.buttons)
        rows_of_buttons = math.ceil(len(self.buttons) / per_row)
        bar_height = rows_of_buttons * button_height + (rows_of_buttons - 1) * gap
        self.bar = pygame.Rect(margin, height - margin // 2 - bar_height, room, bar_height)
        area = pygame.Rect(margin, top, width - 2 * margin, self.bar.top - top - t.px(24))
        count = max(1, len(self.entries))
        self.columns = 1 if count == 1 else 2 if count <= 4 or (count <= 6 and width < 1100) else 4 if count > 9 and width >= 1700 else 3
        if len(self._fitting) + len(self._title_roles) > FITTING_KEPT:
            self._fitting.clear()
            self._title_roles.clear()
        self.cards, self.parts, self.summary_role = self._arrange(area, gap, self.columns)  # summary_role None: under the cards
        self.view = pygame.Rect(0, area.top - t.px(16), width, area.height + t.px(16))  # the tags stand above the cards
        self._scroll_to(self.scroll)
        self.pictures.clear()
        if self.pictured:
            self.draw_pictures()
        else:  # the first time: in the update after the first frame
            self.still = not any(part.art for part in self.parts)
        buttons = pygame.Rect(0, self.bar.top, min(self.bar.width, max(t.px(880), needed)), bar_height)
        buttons.centerx = width // 2
        cells = grid(buttons, len(self.buttons), per_row, button_height, gap)
        for button, rect in zip(self.buttons, cells):
            button.rect = rect

    def _arrange(self, area: pygame.Rect, gap: int, columns: int) -> tuple[list[pygame.Rect], list[CardParts], str | None]:
        """The cards in ``columns`` columns from ``area``'s top, and their parts (``_plan``): as many rows as
        ``SHOWN_MOST`` entries need fill ``area``, the others go on below it (the menu scrolls)."""
        t = self.theme
        rows = math.ceil(min(len(self.entries), SHOWN_MOST) / columns)
        card_height = min(t.px(170), (area.height - gap * (rows - 1)) // rows)
        width = min(area.width, t.px(560) * columns + gap * (columns - 1))
        cards = grid(pygame.Rect(area.centerx - width // 2, area.top, width, area.height), len(self.entries), columns,
                     card_height, gap)
        return (cards, *self._plan(cards))

    def _plan(self, cards: list[pygame.Rect]) -> tuple[list[CardParts], str | None]:
        """Where each card's title, summary and picture go, and the summaries' one size.

        Two arrangements are tried: the title across the card with the picture under it, left of
        the summary ("across", for tall cards), or the picture down the card's left side with the
        text beside it ("beside", for long low cards).  In each, the picture box is made as wide as
        the texts allow; the arrangement with the larger box wins, but larger type counts too: the
        summaries' (a type 20% larger is worth a picture 10% larger) and the titles' (they go down
        to the smallest type only for a picture ``TITLE_PREFERENCE`` times larger).  Every picture
        has the same box; with too small a box, or no entry with a picture, the cards are text only."""
        with_art = [spec.card is not None for spec in self.entries]
        best: tuple[float, list[CardParts], str] | None = None
        if cards and any(with_art):
            tries = []  # each arrangement, with what its picture's side is worth for its types
            for smallest_title in TITLE_ROLES[1:]:
                for mode in (ACROSS, BESIDE):
                    for role in SUMMARY_ROLES:
                        worth = math.sqrt(self._type_size(role, SUMMARY_ROLES[-1])) \
                            * (TITLE_PREFERENCE if smallest_title != TITLE_ROLES[-1] else 1.0)
                        tries.append((self._art_height(cards[0], mode) * worth, worth, mode, role, smallest_title))
            for bound, worth, mode, role, smallest_title in sorted(tries, key=lambda t: -t[0]):
                if best is not None and bound <= best[0]:
                    break  # no box is larger than it is high: nothing left can do better
                found = self._widest_art(cards, with_art, mode, role, smallest_title)
                if found is None:
                    continue
                side = min(next(p.art.size for p in found if p.art is not None))
                if side >= self.theme.px(MIN_ART) and (best is None or side * worth > best[0]):
                    best = (side * worth, found, role)
        if best is not None:
            return best[1], best[2]
        parts = [self._parts(spec, rect, None) for spec, rect in zip(self.entries, cards)]
        fitting = next((r for r in SUMMARY_ROLES if all(self._fits(spec, p, r) for spec, p in zip(self.entries, parts))), None)
        small = self._small_cards(cards, with_art) if fitting is None and cards and any(with_art) else None
        return (small, None) if small is not None else (parts, fitting)

    def _small_cards(self, cards: list[pygame.Rect], with_art: list[bool]) -> list[CardParts] | None:
        """Cards too small for their summaries (the chosen card's goes under the cards): a square picture down
        the card's left side and the title beside it, on two lines if need be, centred on the picture.  None
        when the picture would be smaller than ``MIN_ART`` or a title would not fit even in the smallest type."""
        t = self.theme
        side = self._art_height(cards[0], BESIDE)
        if side < t.px(MIN_ART):
            return None
        parts = []
        for spec, card, art in zip(self.entries, cards, with_art):
            plain = self._parts(spec, card, (side, side) if art else None, BESIDE)
            top = max(card.top + t.px(ART_PAD), plain.pill.bottom + t.px(2))  # clear of the tag
            column = pygame.Rect(plain.body.left, top, plain.body.width, card.bottom - t.px(ART_PAD) - top)
            fitting = next(((role, lines) for role in TITLE_ROLES
                            if (lines := self._title_lines(_(spec.title), role, column.width)) and
                            lines * t.font(role, True).get_linesize() <= column.height), None)
            if fitting is None:
                return None
            role, lines = fitting
            box = pygame.Rect(column.left, 0, column.width, lines * t.font(role, True).get_linesize())
            box.centery = plain.art.centery if plain.art is not None else card.centery
            parts.append(replace(plain, title_role=role, title_box=box))
        return parts

    def _title_lines(self, title: str, role: str, width: int) -> int:
        """On how many lines ``title`` fits ``width`` in ``role`` (bold): 1 or 2, or 0 when it does not."""
        font = self.theme.font(role, True)
        lines = wrap(title, font, width)
        return len(lines) if len(lines) <= 2 and all(font.size(line)[0] <= width for line in lines) else 0

    def _type_size(self, role: str, smallest: str) -> float:
        """How much larger ``role`` is than ``smallest``."""
        return self.theme.font(role).get_height() / self.theme.font(smallest).get_height()

    def _widest_art(self, cards: list[pygame.Rect], with_art: list[bool], mode: str, role: str,
                    smallest_title: str) -> list[CardParts] | None:
        """Every card's parts with the widest picture box (``mode``) that leaves each summary room in
        ``role`` and each title in ``smallest_title`` or larger."""
        height = self._art_height(cards[0], mode)
        low, high = round(height * ART_NARROWEST), round(height * ART_WIDEST)
        chosen = None
        while low <= high:  # texts that fit beside a box fit beside a narrower one
            middle = (low + high) // 2
            parts = []
            for spec, rect, art in zip(self.entries, cards, with_art):
                part = self._parts(spec, rect, (middle, height) if art else None, mode)
                if not self._fits(spec, part, role, smallest_title):
                    high = middle - 1
                    break
                parts.append(part)
            else:
                chosen, low = parts, middle + 1
        return chosen

    def _art_height(self, card: pygame.Rect, mode: str) -> int:
        t = self.theme
        if mode == BESIDE:
            return card.height - 2 * t.px(ART_PAD)
        return card.bottom - t.px(ART_PAD) - (card.top + t.px(CARD_PAD) + self._title_row() + t.px(4))

    def _title_row(self) -> int:
        """The height of every card's title row (its largest type)."""
        return self.theme.font(TITLE_ROLES[0], True).get_linesize()

    def _parts(self, spec: EntrySpec, card: pygame.Rect, art: tuple[int, int] | None,
               mode: str = ACROSS) -> CardParts:
        """Where a card's parts go (``art``: the size of its picture's box, None for text only).

        The entry's kind is a tag on the card's top edge, at the right: the title has the whole row."""
        t = self.theme
        pad = t.px(CARD_PAD)
        text = card.inflate(-2 * pad, 0)  # the title's width
        art_rect = None
        row = self._title_row()
        top = card.top + pad + row + t.px(4)  # under the title row
        if art is not None:
            art_rect = pygame.Rect(card.left + t.px(ART_PAD), card.top + t.px(ART_PAD) if mode == BESIDE else top, *art)
            if mode == BESIDE:
                text = pygame.Rect(art_rect.right + t.px(14), card.top, card.right - pad - art_rect.right - t.px(14),
                                   card.height)
        pill = t.text(_(KIND_NAMES[spec.kind]).upper(), "tiny", colors.BACKGROUND, bold=True).get_rect().inflate(t.px(14), t.px(6))
        pill.midright = (card.right - pad, card.top)
        key = (_(spec.title), text.width, t.text_scale)
        if key not in self._title_roles:
            self._title_roles[key] = next((r for r in TITLE_ROLES if t.font(r, True).size(_(spec.title))[0] <= text.width),
                                          None)
        title_role = self._title_roles[key]
        left = art_rect.right + t.px(14) if art_rect is not None and mode == ACROSS else text.left
        body = pygame.Rect(left, top, text.right - left, card.bottom - t.px(8) - top)
        return CardParts(title_role, (text.left, card.top + pad), row, text.width, pill, body, art_rect)

    def _fits(self, spec: EntrySpec, parts: CardParts, role: str, smallest_title: str = TITLE_ROLES[-1]) -> bool:
        """The card's title fits its row in ``smallest_title`` or larger, and its summary its box in ``role``."""
        if parts.title_role is None or TITLE_ROLES.index(parts.title_role) > TITLE_ROLES.index(smallest_title):
            return False
        key = (_(spec.summary), role, parts.body.size, self.theme.text_scale)  # the search asks again and again
        if key not in self._fitting:
            self._fitting[key] = fits(_(spec.summary), parts.body, self.theme, role, line_gap=SUMMARY_GAP)
        return self._fitting[key]

    # --- pictures ---------------------------------------------------------------------------------
    def draw_pictures(self) -> None:
        """Draw every card's picture at its box's size, once (they are kept until the next layout)."""
        for spec, parts in zip(self.entries, self.parts):
            if parts.art is not None:
                self.pictures[spec.id] = render_picture(spec, parts.art.size, self.theme)
        self.pictured = self.still = True

    # --- scrolling (more entries than ``SHOWN_MOST``) -----------------------------------------------
    def _most_scroll(self) -> int:
        return max(0, (self.cards[-1].bottom if self.cards else 0) - self.view.bottom)

    def _scroll_to(self, scroll: int) -> None:
        self.scroll = max(0, min(self._most_scroll(), scroll))

    def shown_cards(self) -> list[pygame.Rect]:
        """The cards on the screen now, where they are drawn (those scrolled wholly out of view left out)."""
        cards = [card.move(0, -self.scroll) for card in self.cards]
        return [card for card in cards if card.colliderect(self.view)]

    def _reveal(self, index: int) -> None:
        """Scroll so that card ``index`` (its tag too) is wholly in view."""
        if index >= len(self.cards):
            return
        card = self.cards[index].union(self.parts[index].pill)
        if card.top - self.scroll < self.view.top:
            self._scroll_to(card.top - self.view.top)
        elif card.bottom - self.scroll > self.view.bottom:
            self._scroll_to(card.bottom - self.view.bottom)

    # --- input ------------------------------------------------------------------------------------
    def _target_at(self, pos) -> int | None:
        if self.view.collidepoint(pos):
            cards = [card.union(parts.pill).move(0, -self.scroll) for card, parts in zip(self.cards, self.parts)]
            found = next((i for i, r in enumerate(cards) if r.collidepoint(pos)), None)
            if found is not None:
                return found
        first = len(self.cards)
        return next((first + i for i, b in enumerate(self.buttons) if b.rect.collidepoint(pos)), None)

    def _move(self, key: int) -> None:
        cards = len(self.entries)
        total = cards + len(self.buttons)
        i = self.focus
        if key == pygame.K_TAB:
            self.focus = (i + 1) % total
        elif i < cards:
            if key == pygame.K_LEFT:
                self.focus = max(0, i - 1)
            elif key == pygame.K_RIGHT:
                self.focus = min(cards - 1, i + 1)
            elif key == pygame.K_UP:
                self.focus = i - self.columns if i >= self.columns else i
            elif key == pygame.K_DOWN:
                self.focus = i + self.columns if i + self.columns < cards else cards
        else:
            if key == pygame.K_LEFT:
                self.focus = max(cards, i - 1)
            elif key == pygame.K_RIGHT:
                self.focus = min(total - 1, i + 1)
            elif key == pygame.K_UP and cards:
                self.focus = cards - 1

    def handle(self, event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            self.idle = 0.0
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.ask_quit()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.activate(self.focus)
            elif event.key == pygame.K_r:
                self.open_training()
            elif event.key == pygame.K_o:
                self.open_options()
            elif event.key == pygame.K_t:
                self.open_statistics()
            elif event.key == pygame.K_a:
                self.open_about()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
                self._move(event.key)
                self._reveal(self.focus)
        elif event.type == pygame.MOUSEWHEEL:
            self._scroll_to(self.scroll - event.y * (self.cards[0].height // 2 if self.cards else 0))
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self._target_at(event.pos)
            for b in self.buttons:
                b.hovered = b.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self._target_at(event.pos)
            if target is not None:
                self.focus = target
                self.activate(target)
            elif self.app.notice:
                self.app.notice = None

    def update(self, dt) -> None:
        self._tell_refused()
        if not self.still:
            if self.waited:
                self.draw_pictures()
            self.waited = True
        self.idle += dt
        if self.idle >= IDLE_SECONDS and self.entries:
            self.idle = 0.0
            self.app.stack.push(AttractScene(self.entries))

    def _tell_refused(self) -> None:
        """Add to the notice each of the arcade's own files refused since (a damaged font, catalog, core or book:
        ``engine/files/integrity.py``), with what it costs and the command that mends it, and each source of entries
        left out (``registry.untold()``)."""
        refused = " ".join([*(own_files.said(path, state) for path, state in integrity.untold()), *registry.untold()])
        if refused:
            self.app.notice = f"{self.app.notice} {refused}" if self.app.notice else refused

    def resume(self, result=None) -> None:
        self.idle = 0.0
        if result == QUIT:
            self.quit()

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        t = self.theme
        backdrop(surface)
        width = surface.get_width()
        title = t.text(_("Arsac Arcade"), "title", colors.ACCENT, bold=True)
        surface.blit(title, title.get_rect(midtop=(width // 2, self.title_y)))
        subtitle = fitted_text(t, _(SUBTITLE), width - 2 * t.px(24), "body", colors.MUTED, smallest="small")
        surface.blit(subtitle, subtitle.get_rect(midtop=(width // 2, self.title_y + title.get_height() + t.px(4))))
        with clipped(surface, self.view):
            for index, (spec, rect) in enumerate(zip(self.entries, self.cards)):
                shown = rect.move(0, -self.scroll)
                if shown.colliderect(self.view):
                    self._draw_card(surface, spec, shown, index == self.focus, index == self.hover,
                                    self.parts[index].moved(-self.scroll))
        if self._most_scroll():
            self._draw_scroll_bar(surface)
        if not self.entries:
            text_block(surface, _("No entries are installed."), pygame.Rect(0, 0, 400, 40).move(width // 2 - 200, 300), t)
        for i, button in enumerate(self.buttons):
            button.draw(surface, t, self.focus == len(self.entries) + i)
        under = pygame.Rect(0, self.bar.bottom, width, surface.get_height() - self.bar.bottom)
        if self.summary_role is None:  # the summaries fold out of cards too small for them: the chosen one shows here
            chosen = self.hover if self.hover is not None else self.focus
            said = _(self.entries[chosen].summary) if chosen < len(self.entries) else _(HINT)
            text_block(surface, said, under, t, "tiny", colors.MUTED, line_gap=1.0, centred=True)
        else:
            hint = t.text(_(HINT), "tiny", colors.MUTED)
            surface.blit(hint, hint.get_rect(midbottom=(width // 2, surface.get_height() - t.px(6))))
        if self.app.notice:
            self._draw_notice(surface, self.app.notice)

    def _draw_card(self, surface, spec: EntrySpec, rect: pygame.Rect, focused: bool, hovered: bool,
                   parts: CardParts) -> None:
        t = self.theme
        panel(surface, rect, t, color=colors.CARD_HOVER if (hovered or focused) else colors.CARD,
              edge=colors.FOCUS if focused else colors.PANEL_EDGE)
        if parts.art is not None:
            picture = self.pictures.get(spec.id)
            if picture is not None:
                surface.blit(picture, parts.art)
            else:  # not drawn yet (or its hook failed)
                draw_well(surface, parts.art, t)
        if parts.title_box is not None and parts.title_role is not None:  # a small card: beside the picture
            text_block(surface, _(spec.title), parts.title_box, t, parts.title_role, colors.TEXT, bold=True, line_gap=1.0)
        else:
            title = (t.text(_(spec.title), parts.title_role, colors.TEXT, bold=True) if parts.title_role is not None
                     # no room even in the smallest type: shortened (and reported while a test watches)
                     else fitted_text(t, _(spec.title), parts.title_width, TITLE_ROLES[-1], colors.TEXT, bold=True))
            surface.blit(title, (parts.title_pos[0], parts.title_pos[1] + (parts.title_row - title.get_height()) // 2))
        tag_color = colors.GOOD if spec.kind == DUEL else colors.INFO
        pygame.draw.rect(surface, tag_color, parts.pill, border_radius=parts.pill.height // 2)
        tag = t.text(_(KIND_NAMES[spec.kind]).upper(), "tiny", colors.BACKGROUND, bold=True)
        surface.blit(tag, tag.get_rect(center=parts.pill.center))
        if self.summary_role is not None:
            text_block(surface, _(spec.summary), parts.body, t, self.summary_role, colors.MUTED, line_gap=SUMMARY_GAP)

    def _draw_scroll_bar(self, surface) -> None:
        """A thin bar right of the cards: where the shown rows lie among all of them."""
        t = self.theme
        right = min(max(card.right for card in self.cards) + t.px(10), surface.get_width() - t.px(10))
        track = pygame.Rect(right, self.view.top + t.px(16), max(2, t.px(6)), self.view.height - t.px(16))
        content = self._most_scroll() + self.view.height
        thumb = pygame.Rect(track.left, track.top + track.height * self.scroll // content, track.width,
                            max(t.px(20), track.height * self.view.height // content))
        thumb.bottom = min(thumb.bottom, track.bottom)
        pygame.draw.rect(surface, colors.PANEL_EDGE, track, border_radius=track.width // 2)
        pygame.draw.rect(surface, colors.ACCENT, thumb, border_radius=track.width // 2)

    def _draw_notice(self, surface, notice: str) -> None:
        t = self.theme
        font = t.font("small")
        lines = wrap(notice + "  " + _("(click to dismiss)"), font, surface.get_width() - t.px(120))
        box = pygame.Rect(0, 0, surface.get_width() - t.px(80), len(lines) * font.get_linesize() + t.px(20))
        box.midtop = (surface.get_width() // 2, t.px(8))
        panel(surface, box, t, color=(90, 50, 40), edge=colors.BAD)
        for i, line in enumerate(lines):
            surface.blit(font.render(line, True, colors.TEXT), (box.left + t.px(16), box.top + t.px(10) + i * font.get_linesize()))
