"""Scenes and the scene stack.

A scene answers five questions (layout, handle, update, draw) and has four hooks
(enter, pause, resume, exit).  The stack changes only between frames: ``push``,
``pop`` (optionally handing a result to the scene below, as a dialog returns a value)
and ``replace`` are requests, applied by ``apply()``.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from engine.desktop.sound import Sound
from engine.files.exercise_tries import ExerciseBook
from engine.files.memory import Memory
from engine.files.own_exercises import OwnExerciseBook
from engine.files.records import RecordBook
from engine.files.saved_games import SavedGameBook
from engine.files.settings import Settings
from engine.ui.theme import Theme
from engine.workers.computer import AIWorker


class Host(Protocol):
    """What a scene may ask of the app that runs it (``engine.desktop.app.App`` is the one host), so that
    this module need not import the app, which imports the stack."""

    theme: Theme
    stack: SceneStack
    settings: Settings
    sound: Sound
    worker: AIWorker
    records: RecordBook
    saved: SavedGameBook
    exercise_tries: ExerciseBook
    own_exercises: OwnExerciseBook
    memory: Memory
    notice: str | None
    clock: Callable[[], float]

    @property
    def size(self) -> tuple[int, int]: ...

    def update_settings(self, **changes: Any) -> None: ...

    def set_fullscreen(self, on: bool) -> None: ...

    def quit(self) -> None: ...


class Scene:
    """Base scene: override what you need.  ``overlay`` scenes are drawn over the one below."""

    overlay = False
    # True: nothing moves by itself (the app then sleeps between inputs and news, and draws again only when
    # ``look()`` changes); a scene that moves at times makes it a property (the duel: still while a person thinks)
    still = False
    app: Host  # set by the stack when the scene is entered, before any hook runs

    @property
    def theme(self) -> Theme:
        return self.app.theme

    @property
    def ui(self) -> Theme:
        """The theme of the arcade's reading text (menus, panels, buttons), at the player's text size;
        the same as ``theme`` except in an entry's scene, whose ``theme`` is its board's."""
        return self.app.theme

    # hooks
    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self, result: Any = None) -> None: ...
    def relabel(self) -> None:
        """The language changed: make again the texts made ahead (a widget's label); those translated
        as they are drawn need nothing.  ``layout`` follows."""

    # the frame
    def layout(self, size: tuple[int, int]) -> None: ...
    def handle(self, event: pygame.event.Event) -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...

    def look(self) -> Any:
        """What this scene shows that can change while it is still and no input comes (a value that compares equal
        while the picture would be the same): the app draws again when it changes.  Input and news redraw anyway."""
        return None

    # conveniences
    def close(self, result: Any = None) -> None:
        """Leave this scene, handing ``result`` to the one below."""
        self.app.stack.pop(result)


class SceneStack:
    """The scenes on screen, top last; changes wait for ``apply()``."""

    def __init__(self, app: Host) -> None:
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
