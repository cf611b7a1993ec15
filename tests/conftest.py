"""Test setup: no real window, no sound card, no real user folders."""
import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ.setdefault("ARSAC_ARCADE_HOME", tempfile.mkdtemp(prefix="arsac-test-home-"))

import pytest  # noqa: E402


@pytest.fixture
def harness():
    """Make harnesses for scenes; all are shut down after the test."""
    from engine.harness import Harness

    made = []

    def make(scene=None, **kwargs):
        h = Harness(scene, **kwargs)
        made.append(h)
        return h

    yield make
    for h in made:
        h.close()
