"""The Match Nim screen: piles of matches on a felt table, and the teaching panel.

Each pile is a stack of matches; a click on a match takes it and every match above it.
Keys: Left/Right (or 1-6) choose a pile, Up/Down how many to take, Enter plays;
T shows or hides the teaching panel (the piles in binary, as the book reasons).
"""
from __future__ import annotations

import random

import pygame

from engine.language.translation import _, ngettext
from engine.scenes.duel import DuelScene, MoveAnimation
from engine.ui import theme as colors
from engine.ui.draw import text_block
from games.match_nim.rules import Move, Position
from games.match_nim.table_view import TAKE, draw_match, draw_table, match_rect, pile_columns
from games.match_nim.teaching import explain
from games.shared.binary_columns_view import draw_binary_columns, odd_columns_text
from games.shared.coach_marks_view import badge


class MatchNimScene(DuelScene):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.selected_pile = 0
        self.selected_take = 1
        self.keyboard = False  # the keyboard selection is shown once a key has been used
        self._drawn: tuple[pygame.Rect, tuple[int, ...]] = (pygame.Rect(0, 0, 0, 0), ())  # the board last drawn

    def demo_values(self, rng: random.Random) -> dict:
        return {**self.values, "piles": rng.randint(3, 5), "misere": rng.random() < 0.3, "start": ""}

    # --- geometry ---------------------------------------------------------------------------------
    def _table(self, rect: pygame.Rect) -> pygame.Rect:
        return rect.inflate(-self.theme.px(8), -self.theme.px(8))

    def _slots(self, rect: pygame.Rect, piles: tuple[int, ...]):
        """For each pile: its column rect and the height of one match slot."""
        t = self.theme
        table = self._table(rect)
        label_height = t.font("body").get_linesize() * 2 + t.px(16)
        inner = pygame.Rect(table.left + t.px(20), table.top + t.px(20), table.width - t.px(40),
                            table.height - t.px(40) - label_height)
        tallest = max(15, max(piles, default=0), self.match.params.largest if self.has_match else 15)
        return pile_columns(inner, len(piles), tallest, t)

    # --- input ------------------------------------------------------------------------------------
    def move_at(self, pos) -> Move | None:
        position = self.match.position
        columns, slot = self._slots(self.board_rect, position.piles)
        for pile, column in enumerate(columns):
            if not column.inflate(0, slot).collidepoint(pos):
                continue
            for index in range(position.piles[pile]):
                if match_rect(column, slot, index, self.theme).inflate(self.theme.px(8), slot - 1).collidepoint(pos):
                    return Move(pile, position.piles[pile] - index)
        return None

    def board_key(self, event) -> bool:
        piles = self.match.position.piles
        key = event.key
        if key == pygame.K_t:
            self.toggle_teaching()
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if key == pygame.K_RIGHT else -1
            self.selected_pile = (self.selected_pile + step) % len(piles)
        elif pygame.K_1 <= key <= pygame.K_6 and key - pygame.K_1 < len(piles):
            self.selected_pile = key - pygame.K_1
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.selected_take += 1 if key == pygame.K_UP else -1
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.keyboard = True
            return self.try_move(Move(self.selected_pile, self.selected_take))
        else:
            return False
        self.keyboard = True
        self.selected_take = max(1, min(self.selected_take, max(1, piles[self.selected_pile])))
        return True

    def _highlight(self) -> Move | None:
        """The matches to show as about to be taken: the hint, the pointer's, or the keyboard's."""
        if not self.controller.human_may_move():
            return None
        if self.keyboard:
            return Move(self.selected_pile, self.selected_take)
        return self.move_at(self.pointer)

    # --- drawing ----------------------------------------------------------------------------------
    def describe(self, move: Move, who: str) -> str:
        return _("{who} took {take} from pile {pile}.").format(who=who, take=move.take, pile=move.pile + 1)

    def prompt(self) -> str:
        return _("Click a match: it and every match above it are taken. "
                 "Keys: Left/Right pile, Up/Down how many, Enter to take.")

    def explain(self, before: Position, move: Move) -> str:
        return explain(before, move)

    def move_seconds(self, before: Position, move: Move) -> float:
        return 0.35 + 0.02 * move.take

    def draw_board(self, surface, rect, position: Position, animation: MoveAnimation | None) -> None:
        t = self.theme
        table = self._table(rect)
        draw_table(surface, table, t)
        piles = animation.before.piles if animation else position.piles
        self._drawn = (rect, piles)
        columns, slot = self._slots(rect, piles)
        chosen = self._highlight()
        last = self.match.last_move if animation is None and position == self.match.position else None  # the last move stays marked
        for pile, column in enumerate(columns):
            size = piles[pile]
            doomed_from = size
            if animation and animation.move.pile == pile:
                doomed_from = size - animation.move.take
            elif chosen and chosen.pile == pile and chosen.take <= size:
                doomed_from = size - chosen.take
            hinted = self.hint is not None and self.hint.pile == pile and not animation
            for index in range(size):
                match = match_rect(column, slot, index, self.theme)
                if animation and animation.move.pile == pile and index >= doomed_from:
                    rise = int(animation.t * t.px(120))
                    draw_match(surface, match.move(animation.t * t.px(40), -rise), t, fade=1 - animation.t)
                    continue
                lit = index >= doomed_from
                glow = hinted and index >= size - self.hint.take
                draw_match(surface, match, t, lit=lit, glow=glow)
            if last is not None and last.pile == pile:
                self._draw_taken(surface, column, slot, size, last.take)
            self._draw_label(surface, column, pile, size, chosen if chosen and chosen.pile == pile else None)

    def _draw_taken(self, surface, column: pygame.Rect, slot: int, size: int, take: int) -> None:
        """The last move: outlines where the taken matches lay, and how many went."""
        t = self.theme
        for index in range(size, size + take):
            pygame.draw.rect(surface, colors.LAST_MOVE, match_rect(column, slot, index, self.theme), width=max(1, t.px(1.5)),
                             border_radius=max(2, slot // 4))
        top = match_rect(column, slot, size + take - 1, self.theme)
        tag = t.text(f"\u2212{take}", "small", colors.LAST_MOVE, bold=True)
        surface.blit(tag, tag.get_rect(midbottom=(top.centerx, top.top - t.px(4))))

    def draw_coach_marks(self, surface, side: int, played: tuple, better: tuple | None) -> None:
        """The coach's turns on the board last drawn: the pile of the turn played framed in amber and how many it
        took, the better turn's in green."""
        t = self.theme
        rect, piles = self._drawn
        columns, _slot = self._slots(rect, piles)
        marks = [(move, color) for moves, color in ((played, colors.ACCENT), (better or (), colors.GOOD)) for move in moves
                 if 0 <= move.pile < len(columns)]
        for move, color in marks:
            shared = sum(other.pile == move.pile for other, _color in marks) > 1
            column = columns[move.pile]
            frame = column.inflate(-t.px(6 if color == colors.ACCENT and shared else 2), t.px(8))
            pygame.draw.rect(surface, color, frame, width=max(2, t.px(3)), border_radius=t.px(12))
            shift = (-1 if color == colors.ACCENT else 1) * column.width // 4 if shared else 0
            badge(surface, t, f"\u2212{move.take}", color, (column.centerx + shift, column.top))

    def _draw_label(self, surface, column: pygame.Rect, pile: int, size: int, chosen: Move | None) -> None:
        t = self.theme
        name = t.text(_("Pile {n}").format(n=pile + 1), "body", colors.TEXT, bold=True)
        y = column.bottom + t.px(14)
        surface.blit(name, name.get_rect(midtop=(column.centerx, y)))
        if chosen:
            count = t.text(_("take {take} of {size}").format(take=chosen.take, size=size), "small", TAKE, bold=True)
        else:
            count = t.text(ngettext("{n} match", "{n} matches", size).format(n=size), "small", colors.MUTED)
        surface.blit(count, count.get_rect(midtop=(column.centerx, y + name.get_height())))

    def draw_extra(self, surface, rect: pygame.Rect) -> None:
        t = self.theme
        if not self.teaching:
            text_block(surface, _("T shows the book's binary columns: they tell who is winning, and how."), rect, t,
                       "small", colors.MUTED)
            return
        piles = self.controller.shown_position().piles
        labels = [f"{pile + 1}: {size:>2}" for pile, size in enumerate(piles)]
        draw_binary_columns(surface, rect, t, _("The book's binary columns"), labels, piles,
                            _("Every column even: whoever just moved is safe."), odd_columns_text)
