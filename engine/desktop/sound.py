"""A few short sound effects, synthesised at start (no files): move, capture, win, error.

Silent, and never an error, when there is no audio device or sound is switched off.
"""
from __future__ import annotations

import math
import os
from array import array
from contextlib import contextmanager

import pygame

RATE = 22050

# name -> notes as (frequency in Hz, seconds); a frequency of 0 is a rest
EFFECTS = {
    "move": ((660, 0.045),),
    "capture": ((520, 0.06), (780, 0.09)),
    "win": ((523, 0.09), (659, 0.09), (784, 0.09), (1047, 0.22)),
    "error": ((180, 0.12),),
    "click": ((1200, 0.02),),
}


def _tone(frequency: float, seconds: float, volume: float = 0.35) -> array:
    count = int(RATE * seconds)
    samples = array("h")
    for i in range(count):
        envelope = min(1.0, i / 200, (count - i) / 400)  # quick attack, short release: no clicks
        value = math.sin(2 * math.pi * frequency * i / RATE) if frequency else 0.0
        samples.append(int(32767 * volume * envelope * value))
    return samples


@contextmanager
def _quiet_native_stderr():
    """Silence what native audio libraries (ALSA) print when no device answers."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "w") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class Sound:
    """Plays named effects when enabled and when an audio device could be opened."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._effects: dict[str, pygame.mixer.Sound] = {}
        try:
            with _quiet_native_stderr():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            for name, notes in EFFECTS.items():
                samples = array("h")
                for frequency, seconds in notes:
                    samples.extend(_tone(frequency, seconds))
                self._effects[name] = pygame.mixer.Sound(buffer=samples.tobytes())
        except (pygame.error, NotImplementedError):
            self._effects = {}

    @property
    def available(self) -> bool:
        return bool(self._effects)

    def play(self, name: str) -> None:
        effect = self._effects.get(name)
        if self.enabled and effect is not None:
            effect.play()

    def close(self) -> None:
        self._effects = {}
        if pygame.mixer.get_init():
            pygame.mixer.quit()
