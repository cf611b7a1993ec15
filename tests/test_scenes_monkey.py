"""Thousands of random clicks and keys per scene: nothing may raise; and every scene fits every window."""
import random
from dataclasses import replace

import pygame
import pytest

from engine.duels.limits import Limit
from engine.entries import registry
from engine.files.settings import Settings
from engine.scenes.about import AboutScene
from engine.scenes.menu import MenuScene
from engine.scenes.options import OptionsScene
from engine.ui.theme import FONT_CACHE
from tests.clocks import SteadyWorker

KEYS = [pygame.K_e, pygame.K_r, pygame.K_l, pygame.K_LEFTBRACKET, pygame.K_RIGHTBRACKET, pygame.K_MINUS,
        pygame.K_PLUS, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB,
        pygame.K_BACKSPACE, pygame.K_u, pygame.K_y, pygame.K_h, pygame.K_n, pygame.K_p, pygame.K_s, pygame.K_t,
        pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_F1, pygame.K_a, pygame.K_o, pygame.K_9]


class QuickWorker(SteadyWorker):
    """The computer answers at once at its weakest, on a step clock: the monkey tests the screens, not the search."""

    def adjust(self, limit: Limit, check_every: int) -> Limit:
        return replace(super().adjust(limit, check_every), level=1, seconds=0.01)


def scene_makers():
    makers = [("menu", MenuScene), ("options", OptionsScene), ("about", AboutScene)]
    for spec in registry.entries(include_hidden=True):
        makers.append((spec.id, lambda spec=spec: spec.scene_class()(spec)))
        makers.append((f"{spec.id}-demo", lambda spec=spec: spec.scene_class()(spec, demo=True)))
    return makers


SIZES = [(640, 480), (800, 600), (1024, 600), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160), (1000, 1400), (2400, 620)]


def run_monkey(h, make, rng: random.Random, events: int, frame_every: int = 10,
               resize_every: int = 0, stall_every: int = 0) -> int:
    """Send ``events`` random clicks and keys (and, when asked, resizes and stalled frames); return the count."""
    h.push(make())
    sent = 0
    for i in range(events):
        if h.top is None or not h.app.running:  # the monkey found the way out: come back in
            h.app.running = True
            h.push(make())
        if resize_every and i % resize_every == resize_every - 1:
            h.resize(rng.choice(SIZES) if rng.random() < 0.5 else (rng.randint(500, 2600), rng.randint(400, 1500)))
        width, height = h.app.size
        if rng.random() < 0.5:
            h.click((rng.randrange(width), rng.randrange(height)), button=rng.choice((1, 1, 1, 3)))
        elif rng.random() < 0.9:
            key = rng.choice(KEYS)
            h.key(key, unicode=pygame.key.name(key) if len(pygame.key.name(key)) == 1 else "")
        else:
            h.key(pygame.K_ESCAPE)
        sent += 1
        if stall_every and i % stall_every == stall_every - 1:
            h.tick(rng.choice((0.0, 2.5, 30.0)))  # a frame that took no time, or a long stall
        elif i % frame_every == 0:
            h.tick(1 / 30)
    return sent


@pytest.mark.parametrize("name, make", scene_makers(), ids=[n for n, _ in scene_makers()])
def test_monkey(harness, name, make):
    h = harness(settings=Settings(sound=False, animation_speed="fast"), worker=QuickWorker())
    assert run_monkey(h, make, random.Random(name), 500) == 500


@pytest.mark.slow
@pytest.mark.parametrize("name, make", scene_makers(), ids=[n for n, _ in scene_makers()])
def test_monkey_fifteen_hundred_events(harness, name, make):
    h = harness(settings=Settings(sound=False, animation_speed="fast"), worker=QuickWorker())
    assert run_monkey(h, make, random.Random(name), 1500) == 1500


@pytest.mark.slow
@pytest.mark.parametrize("name, make", scene_makers(), ids=[n for n, _ in scene_makers()])
def test_monkey_twenty_thousand_events_with_resizes_and_stalls(harness, name, make):
    h = harness(settings=Settings(sound=False, animation_speed="fast"), worker=QuickWorker())
    sent = run_monkey(h, make, random.Random(f"long {name}"), 20_000, frame_every=25, resize_every=400, stall_every=700)
    assert sent == 20_000 and len(h.app.theme._fonts) <= FONT_CACHE


@pytest.mark.parametrize("size", [(800, 600), (2560, 1440)])
@pytest.mark.parametrize("name, make", scene_makers(), ids=[n for n, _ in scene_makers()])
def test_every_widget_fits_the_window(harness, name, make, size):
    h = harness(make(), size=size, settings=Settings(sound=False))
    h.tick()
    scene = h.top
    window = pygame.Rect((0, 0), size)
    forms = [getattr(scene, a) for a in ("form", "play_form", "over_form", "setup_form", "run_form")
             if hasattr(scene, a)]
    if hasattr(scene, "panel") and hasattr(scene.panel, "form"):
        forms.append(scene.panel.form)
    rects = [w.rect for f in forms for w in f.widgets] + (scene.shown_cards() if hasattr(scene, "shown_cards") else [])
    for rect in rects:
        assert window.contains(rect), (name, size, rect)
