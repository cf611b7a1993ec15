"""Thousands of random clicks and keys per scene: nothing may raise; and every scene fits every window."""
import random
from dataclasses import replace

import pygame
import pytest

from engine import registry
from engine.ai_worker import InlineWorker, Job
from engine.limits import Limit
from engine.scenes.about import AboutScene
from engine.scenes.menu import MenuScene
from engine.scenes.options import OptionsScene
from engine.settings import Settings

KEYS = [pygame.K_e, pygame.K_r, pygame.K_l, pygame.K_LEFTBRACKET, pygame.K_RIGHTBRACKET, pygame.K_MINUS,
        pygame.K_PLUS, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB,
        pygame.K_BACKSPACE, pygame.K_u, pygame.K_y, pygame.K_h, pygame.K_n, pygame.K_p, pygame.K_s, pygame.K_t,
        pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_F1, pygame.K_a, pygame.K_o, pygame.K_9]


class QuickWorker(InlineWorker):
    """The computer answers at once at its weakest: the monkey tests the screens, not the search."""

    def start(self, job: Job) -> None:
        args = tuple(replace(a, level=1, seconds=0.01) if isinstance(a, Limit) else a for a in job.args)
        super().start(replace(job, args=args))


def scene_makers():
    makers = [("menu", MenuScene), ("options", OptionsScene), ("about", AboutScene)]
    for spec in registry.entries(include_hidden=True):
        makers.append((spec.id, lambda spec=spec: spec.scene_class()(spec)))
        makers.append((f"{spec.id}-demo", lambda spec=spec: spec.scene_class()(spec, demo=True)))
    return makers


@pytest.mark.parametrize("name, make", scene_makers(), ids=[n for n, _ in scene_makers()])
def test_monkey(harness, name, make):
    rng = random.Random(name)
    h = harness(settings=Settings(sound=False, animation_speed="fast"), worker=QuickWorker())
    base = make()
    h.push(base)
    width, height = h.app.size
    events = 0
    for i in range(5000):
        if h.top is None or not h.app.running:  # the monkey found the way out: come back in
            h.app.running = True
            base = make()
            h.push(base)
        if rng.random() < 0.5:
            h.click((rng.randrange(width), rng.randrange(height)))
        elif rng.random() < 0.9:
            key = rng.choice(KEYS)
            h.key(key, unicode=pygame.key.name(key) if len(pygame.key.name(key)) == 1 else "")
        else:
            h.key(pygame.K_ESCAPE)
        events += 1
        if i % 10 == 0:
            h.tick(1 / 30)
    assert events == 5000


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
    rects = [w.rect for f in forms for w in f.widgets] + list(getattr(scene, "cards", []))
    for rect in rects:
        assert window.contains(rect), (name, size, rect)
