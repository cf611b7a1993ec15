"""The template's screen: counters in a row; click one of the last two (or keys 1, 2) to take."""
from __future__ import annotations

import pygame

from engine.scenes.duel import DuelScene, MoveAnimation
from engine.ui import theme as colors
from games._template.rules import Move


class TemplateScene(DuelScene):
    def _counter_rects(self, rect: pygame.Rect, count: int) -> list[pygame.Rect]:
        size = min(rect.width // 32, rect.height // 3)
        left = rect.centerx - count * size // 2
        return [pygame.Rect(left + i * size, rect.centery - size // 2, size - 4, size - 4) for i in range(count)]

    def move_at(self, pos) -> Move | None:
        rects = self._counter_rects(self.board_rect, self.match.position.left)
        hit = next((i for i, r in enumerate(rects) if r.collidepoint(pos)), None)
        return None if hit is None else Move(len(rects) - hit) if len(rects) - hit <= 2 else None

    def board_key(self, event) -> bool:
        if event.key in (pygame.K_1, pygame.K_2):
            return self.try_move(Move(event.key - pygame.K_0))
        return False

    def draw_board(self, surface, rect, position, animation: MoveAnimation | None) -> None:
        shown = animation.before.left if animation else position.left
        taken = animation.move.take if animation else 0
        for i, box in enumerate(self._counter_rects(rect, shown)):
            color = colors.BAD if i >= shown - taken else colors.ACCENT
            pygame.draw.circle(surface, color, box.center, box.width // 2)
