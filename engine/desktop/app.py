"""The application: one window, one clock, one loop at 60 frames per second.

Each frame: events go to the top scene, the stack applies its changes, the top scene
updates with the elapsed ``dt``, and the visible scenes draw.  While every visible scene is
``still`` (nothing on it moves by itself) the app sleeps until input comes, a worker tells
news (``engine.workers.news``: the computer's move, a coach's value) or ``IDLE_TICK``
passes, and draws only when input came, news came or what a scene shows changed (its
``look()``): a window waiting for a click costs next to nothing.  The window is resizable
(every scene lays itself out again) and F11 toggles fullscreen.  The App also owns what
scenes share: the theme, the settings, the sound, the AI worker, the records of play and the
games in progress (kept when their scenes are left, the window closed included: the stack is
cleared, so every scene's ``exit`` runs).
"""
from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pygame

from engine.desktop.placement import DEFAULT_SIZE, MIN_SIZE, Rect, place, side_by_side
from engine.desktop.scene import Scene, SceneStack
from engine.desktop.sound import Sound
from engine.files import memory as memory_io
from engine.files import settings as settings_io
from engine.files.exercise_tries import ExerciseBook
from engine.files.integrity import usable
from engine.files.language import speak
from engine.files.memory import Memory
from engine.files.own_exercises import OwnExerciseBook
from engine.files.paths import ASSETS
from engine.files.records import RecordBook
from engine.files.saved_games import SavedGameBook
from engine.files.settings import Settings
from engine.language.translation import N_, _
from engine.ui.theme import BACKGROUND, Theme
from engine.workers import news
from engine.workers.computer import AIWorker

FPS = 60
INVISIBLE_DRIVERS = ("offscreen", "dummy")  # SDL's drivers that show nothing on any screen
IDLE_TICK = 0.25  # while nothing moves, the scenes' update runs this often, in seconds (or at once on input or news)
REST_POLL = 0.025  # at rest, how often the app looks for input (pygame's own wait looks every millisecond: 2 % of a core)
WAKE = pygame.event.custom_type()  # stands for news in a frame's events: work off the frame loop has ended
TITLE = N_("Arsac Arcade")
ICON = "icons/arsac-arcade.png"  # under the assets


def displays() -> list[Rect]:
    """The displays SDL knows (the display module initialised), side by side; none under a driver that
    shows nothing, where the window keeps its default size."""
    if pygame.display.get_driver() in INVISIBLE_DRIVERS:
        return []
    try:
        return side_by_side(pygame.display.get_desktop_sizes())
    except pygame.error:
        return []


class App:
    """Owns the window and the loop; ``run(scene)`` returns when the stack is empty."""

    def __init__(self, settings: Settings | None = None, settings_path: Path | None = None,
                 notice: str | None = None, size: tuple[int, int] = DEFAULT_SIZE,
                 worker: AIWorker | None = None, clock: Callable[[], float] = time.perf_counter,
                 memory: Memory | None = None, memory_path: Path | None = None,
                 records: RecordBook | None = None, saved: SavedGameBook | None = None,
                 exercise_tries: ExerciseBook | None = None, own_exercises: OwnExerciseBook | None = None) -> None:
        pygame.display.init()
        pygame.font.init()
        self.settings = settings or Settings()
        self.settings_path = settings_path
        self.notice = notice  # a message for the first scene to show (damaged settings…)
        self.clock = clock  # what slices a frame's work (solving "as fast as possible"); tests give a step clock
        self.memory = memory or Memory()  # what is remembered between sessions; saved on quitting
        self.memory_path = memory_path
        self.worker = worker or AIWorker()
        self.records = records or RecordBook()  # records of play (in memory only unless given a file)
        self.saved = saved or SavedGameBook()  # games in progress, to resume (in memory only unless given a file)
        self.exercise_tries = exercise_tries or ExerciseBook(time.time)  # the tries at the training's exercises, the rating (likewise)
        self.own_exercises = own_exercises or OwnExerciseBook(time.time)  # the person's mistakes to retry (likewise)
        self.sound = Sound(self.settings.sound)
        self.theme = Theme(size, self.settings.text_factor)
        self.stack = SceneStack(self)
        self.running = True
        self.frame_times: list[float] | None = None  # set to a list to record update+draw times
        self._windowed_size = size
        self._windowed_position: tuple[int, int] | None = None  # where the window was before fullscreen
        self.screen = self._open_window(size, self.settings.fullscreen)
        self._drawn_look: tuple = ()  # what the visible scenes showed when last drawn (``look``)
        self._news = threading.Event()  # set by ``news`` from a worker's thread: the loop wakes at once
        news.listen(self._news.set)

    # --- window -----------------------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        pygame.display.set_caption(_(TITLE))
        try:
            if usable(ASSETS, ICON):
                pygame.display.set_icon(pygame.image.load(str(ASSETS / ICON)))
        except (pygame.error, OSError):
            pass
        flags = pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE
        screen = pygame.display.set_mode((0, 0) if fullscreen else size, flags)
        self.theme.resize(screen.get_size())
        return screen

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def _relayout(self) -> None:
        self.theme.resize(self.size, self.settings.text_factor)
        for scene in self.stack.scenes:
            scene.layout(self.size)

    def resize(self, size: tuple[int, int]) -> None:
        """The window was resized: lay every scene out again (never smaller than ``MIN_SIZE``)."""
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if not self.settings.fullscreen:
            self._windowed_size = size
            surface = pygame.display.get_surface()
            # SDL has already resized a real window's surface; set the mode again only when it has
            # not (a window dragged below the minimum, or the dummy driver of the tests)
            if surface is None or surface.get_size() != size:
                surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            self.screen = surface
        self._relayout()

    def set_fullscreen(self, on: bool) -> None:
        """F11: fullscreen, or back to the windowed size and place it had (clamped to the screen as at the start)."""
        if on == self.settings.fullscreen:
            return
        if on:
            self._windowed_position = self._window_position()
        self.update_settings(fullscreen=on)
        try:
            self.screen = self._open_window(self._windowed_size, on)
        except pygame.error:
            self.update_settings(fullscreen=False)
            self.screen = self._open_window(self._windowed_size, False)
        if not self.settings.fullscreen:
            self._restore_place()
        self._relayout()

    def _window_position(self) -> tuple[int, int] | None:
        try:
            x, y = pygame.display.get_window_position()
        except pygame.error:  # a video driver that cannot tell (Wayland)
            return None
        return int(x), int(y)

    def _restore_place(self) -> None:
        """Back from fullscreen: the windowed size and place, fitted to the screen as it is now."""
        placed = place(displays(), self._windowed_size, self._windowed_position)
        if placed.size != self.screen.get_size():
            self._windowed_size = placed.size
            self.screen = pygame.display.set_mode(placed.size, pygame.RESIZABLE)
        if placed.position is not None:
            try:
                pygame.display.set_window_position(placed.position)
            except pygame.error:
                pass

    # --- settings ---------------------------------------------------------------------------------
    def update_settings(self, **changes) -> None:
        """Change settings and save them at once (a failed save is reported, never fatal)."""
        before = self.settings
        self.settings = replace(self.settings, **changes).validated()
        self.sound.enabled = self.settings.sound
        if self.settings.language and self.settings.language != before.language:
            speak(self.settings.language)  # at once: every scene makes again the texts it made ahead
            pygame.display.set_caption(_(TITLE))
            for scene in self.stack.scenes:
                scene.relabel()
        if self.settings.text_size != before.text_size or self.settings.language != before.language:
            self._relayout()  # the new text size or language at once, on every screen of the stack
        if self.settings_path is not None:
            try:
                settings_io.save(self.settings, self.settings_path)
            except OSError as error:  # said once; the arcade goes on with the settings in memory
                self.notice = _("Could not save the settings ({reason}); changes last until you quit.").format(
                    reason=error.strerror or error)
                self.settings_path = None

    def _remember_window(self) -> None:
        """Keep the windowed size and, where SDL tells it, the position, for the next start."""
        if self.memory_path is None or pygame.display.get_surface() is None:
            return
        position = self._windowed_position if self.settings.fullscreen else self._window_position()
        position = position or self.memory.window_position
        self.memory = replace(self.memory, window_size=self._windowed_size, window_position=position)
        memory_io.save(self.memory, self.memory_path)

    # --- the loop ---------------------------------------------------------------------------------

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            self.resize(event.size)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
        elif self.stack.top is not None:
            self.stack.top.handle(event)

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None, draw: bool = True) -> None:
        """One frame: events, stack changes, update, draw (no waiting: ``run`` paces)."""
        started = self.clock()
        for event in pygame.event.get() if events is None else events:
            if event.type != WAKE:
                self.dispatch(event)
        self.stack.apply()
        if self.stack.top is not None:
            self.stack.top.update(dt)
            self.stack.apply()
        if draw:
            self.draw()
        if self.frame_times is not None:
            self.frame_times.append(self.clock() - started)
        if not self.stack.scenes:
            self.running = False

    def draw(self) -> None:
        self.screen.fill(BACKGROUND)
        for scene in self.stack.visible():
            scene.draw(self.screen)

    def is_still(self) -> bool:
        """Nothing on screen moves by itself: every visible scene is still."""
        return all(scene.still for scene in self.stack.visible())

    def look(self) -> tuple:
        """What the visible scenes show that may change without input (each scene's ``look``)."""
        return tuple(scene.look() for scene in self.stack.visible())

    def _wait_for_input(self) -> list[pygame.event.Event]:
        """Sleep until input or news comes or ``IDLE_TICK`` passes (scenes still get their time: the menu's
        idle timer starts the demo); the events that came, news as a ``WAKE`` event.  Input is looked for every
        ``REST_POLL`` s; news wakes the wait at once."""
        for _look in range(round(IDLE_TICK / REST_POLL)):
            events = pygame.event.get()
            if events:
                return events
            if self._news.wait(REST_POLL):
                self._news.clear()
                return [pygame.event.Event(WAKE)]
        return []

    def _rest(self, dt: float, events: list[pygame.event.Event]) -> None:
        """A frame while every scene is still: drawn only when input or news came, the stack changed or what a
        scene shows changed."""
        scenes = list(self.stack.scenes)
        self.frame(dt, events, draw=False)
        look = self.look()
        if events or self.stack.scenes != scenes or look != self._drawn_look:
            self.draw()
            pygame.display.flip()
        self._drawn_look = look

    def run(self, scene: Scene, seconds: float | None = None, screenshot: Path | None = None) -> None:
        """Run until the stack empties (or ``seconds`` pass); save the last frame to ``screenshot``."""
        self.stack.push(scene)
        self.stack.apply()
        ticker = pygame.time.Clock()
        shown = 0.0
        stale = True  # the first frame is drawn whatever the scene
        try:
            while self.running:
                if self.is_still() and not stale:
                    events = self._wait_for_input()
                    dt = min(ticker.tick() / 1000.0, IDLE_TICK)
                    self._rest(dt, events)
                else:
                    dt = min(ticker.tick(FPS) / 1000.0, 0.1)
                    self._news.clear()  # a moving frame looks at its workers anyway
                    self.frame(dt)
                    pygame.display.flip()
                    self._drawn_look = self.look()
                    stale = False
                shown += dt
                if seconds is not None and shown >= seconds:
                    break
            if screenshot is not None:
                pygame.image.save(self.screen, str(screenshot))
        finally:
            self.shutdown()

    def quit(self) -> None:
        self.stack.clear()
        self.running = False

    def shutdown(self) -> None:
        """Leave every scene, remember the window, stop the worker: nothing is left running."""
        self.stack.clear()
        self.stack.apply()
        news.forget(self._news.set)
        self._remember_window()
        self.worker.close()
        self.sound.close()
        pygame.display.quit()
