"""Draws the arcade's icon (assets/icons/arsac-arcade.png): matches in three piles on a dark tile.

Run once by hand when the icon should change: ``python assets/make_icon.py``.
"""
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

SIZE = 256


def draw() -> pygame.Surface:
    icon = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    pygame.draw.rect(icon, (34, 41, 66), icon.get_rect(), border_radius=48)
    pygame.draw.rect(icon, (245, 184, 72), icon.get_rect(), width=8, border_radius=48)
    for column, count in enumerate((1, 3, 5)):
        for i in range(count):
            x = 52 + column * 72 + (i - (count - 1) / 2) * 16
            stick = pygame.Rect(0, 0, 9, 120)
            stick.midbottom = (x, 212)
            pygame.draw.rect(icon, (236, 204, 146), stick, border_radius=4)
            pygame.draw.ellipse(icon, (196, 48, 40), pygame.Rect(stick.centerx - 8, stick.top - 10, 16, 22))
    return icon


if __name__ == "__main__":
    target = Path(__file__).resolve().parent / "icons" / "arsac-arcade.png"
    target.parent.mkdir(exist_ok=True)
    pygame.image.save(draw(), str(target))
    print(target)
