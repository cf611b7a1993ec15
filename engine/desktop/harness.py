"""A headless harness that drives a scene as a person would, for tests and screenshots.

It opens the app on SDL's dummy video driver (set here before pygame is imported, unless
already set), pushes a scene, and offers ``key``, ``click``, ``point`` and ``tick(dt)``;
``surface`` is the off-screen frame.  The AI runs inline, so a computer's move arrives
on the next frame and tests are deterministic.
"""
from __future__ import annotations

import os
import time
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from engine.desktop.app import App  # noqa: E402
from engine.desktop.scene import Scene  # noqa: E402
from engine.files.saved_games import SavedGameBook  # noqa: E402
from engine.files.settings import Settings  # noqa: E402
from engine.workers.computer import AIWorker, InlineWorker  # noqa: E402


class Harness:
    def __init__(self, scene: Scene | None = None, size: tuple[int, int] = (1280, 800),
                 settings: Settings | None = None, worker: AIWorker | None = None,
                 clock: Callable[[], float] = time.perf_counter, saved: SavedGameBook | None = None) -> None:
        self.app = App(settings or Settings(sound=False), None, size=size, worker=worker or InlineWorker(),
                       clock=clock, saved=saved)
        if scene is not None:
            self.push(scene)

    @property
    def top(self) -> Scene | None:
        return self.app.stack.top

    @property
    def surface(self) -> pygame.Surface:
        return self.app.screen

    def push(self, scene: Scene) -> Scene:
        self.app.stack.push(scene)
        self.app.stack.apply()
        return scene

    def send(self, event: pygame.event.Event) -> None:
        self.app.dispatch(event)
        self.app.stack.apply()

    def key(self, key: int, unicode: str = "", mod: int = 0) -> None:
        self.send(pygame.event.Event(pygame.KEYDOWN, key=key, unicode=unicode, mod=mod, scancode=0))
        self.send(pygame.event.Event(pygame.KEYUP, key=key, unicode=unicode, mod=mod, scancode=0))

    def type(self, text: str) -> None:
        for character in text:
            self.key(pygame.key.key_code(character) if character != " " else pygame.K_SPACE, unicode=character)

    def point(self, pos: tuple[int, int]) -> None:
        self.send(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        self.point(pos)
        self.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        self.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))

    def resize(self, size: tuple[int, int]) -> None:
        self.send(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))

    def tick(self, dt: float = 1 / 60, frames: int = 1) -> None:
        """Advance ``frames`` frames of ``dt`` seconds each (no real waiting), drawing each."""
        for _ in range(frames):
            self.app.frame(dt, events=[])

    def run_until(self, condition, seconds: float = 30.0, dt: float = 1 / 60) -> bool:
        """Tick until ``condition()`` holds (True) or ``seconds`` of frames pass (False)."""
        for _ in range(int(seconds / dt)):
            if condition():
                return True
            self.tick(dt)
        return condition()

    def screenshot(self, path) -> None:
        pygame.image.save(self.surface, str(path))

    def close(self) -> None:
        self.app.shutdown()
