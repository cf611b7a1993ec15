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
    """Make harnesses for scenes; all are shut down after the test.

    Unless a test brings its own worker, the computer thinks on a step clock (``clocks.SteadyWorker``),
    so what it plays never depends on the machine's speed."""
    from engine.harness import Harness
    from tests.clocks import SteadyWorker

    made = []

    def make(scene=None, **kwargs):
        kwargs.setdefault("worker", SteadyWorker())
        h = Harness(scene, **kwargs)
        made.append(h)
        return h

    yield make
    for h in made:
        h.close()
