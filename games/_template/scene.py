"""The template's screen: counters in a row; click one of the last two (or keys 1, 2) to take."""
from __future__ import annotations

import pygame

from engine.scenes.duel import DuelScene, MoveAnimation
from games._template.board_view import counter_rects, draw_counters
from games._template.rules import Move


class TemplateScene(DuelScene):
    def move_at(self, pos) -> Move | None:
        rects = counter_rects(self.board_rect, self.match.position.left)
        hit = next((i for i, r in enumerate(rects) if r.collidepoint(pos)), None)
        return None if hit is None else Move(len(rects) - hit) if len(rects) - hit <= 2 else None

    def board_key(self, event) -> bool:
        if event.key in (pygame.K_1, pygame.K_2):
            return self.try_move(Move(event.key - pygame.K_0))
        return False

    def draw_board(self, surface, rect, position, animation: MoveAnimation | None) -> None:
        shown = animation.before.left if animation else position.left
        draw_counters(surface, counter_rects(rect, shown), animation.move.take if animation else 0)
