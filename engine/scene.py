"""Scenes and the scene stack.

A scene answers five questions (layout, handle, update, draw) and has four hooks
(enter, pause, resume, exit).  The stack changes only between frames: ``push``,
``pop`` (optionally handing a result to the scene below, as a dialog returns a value)
and ``replace`` are requests, applied by ``apply()``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from engine.app import App
    from engine.ui.theme import Theme


class Scene:
    """Base scene: override what you need.  ``overlay`` scenes are drawn over the one below."""

    overlay = False
    still = False  # True: nothing moves unless input comes (the app then sleeps between inputs)
    app: App  # set by the stack when the scene is entered, before any hook runs

    @property
    def theme(self) -> Theme:
        return self.app.theme

    # hooks
    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self, result: Any = None) -> None: ...

    # the frame
    def layout(self, size: tuple[int, int]) -> None: ...
    def handle(self, event: pygame.event.Event) -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...

    # conveniences
    def close(self, result: Any = None) -> None:
        """Leave this scene, handing ``result`` to the one below."""
        self.app.stack.pop(result)


class SceneStack:
    """The scenes on screen, top last; changes wait for ``apply()``."""

    def __init__(self, app: App) -> None:
        self._app = app
        self.scenes: list[Scene] = []
        self._requests: list[tuple[str, Any]] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self._requests.append(("push", scene))

    def pop(self, result: Any = None) -> None:
        self._requests.append(("pop", result))

    def replace(self, scene: Scene) -> None:
        self._requests.append(("replace", scene))

    def clear(self) -> None:
        """Pop every scene (the app stops when the stack is empty)."""
        self._requests.append(("clear", None))

    def apply(self) -> None:
        while self._requests:
            action, value = self._requests.pop(0)
            getattr(self, f"_{action}")(value)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and the overlays' background."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[max(start, 0):]

    def _enter(self, scene: Scene) -> None:
        scene.app = self._app
        self.scenes.append(scene)
        scene.layout(self._app.size)
        scene.enter()

    def _push(self, scene: Scene) -> None:
        if self.top:
            self.top.pause()
        self._enter(scene)

    def _leave_top(self) -> None:
        scene = self.scenes.pop()
        scene.exit()

    def _pop(self, result: Any) -> None:
        if self.scenes:
            self._leave_top()
            if self.top:
                self.top.resume(result)

    def _replace(self, scene: Scene) -> None:
        if self.scenes:
            self._leave_top()
        self._enter(scene)

    def _clear(self, _: Any) -> None:
        while self.scenes:
            self._leave_top()
