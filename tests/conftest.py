"""Test setup: no real window, no sound card, no real user folders."""
import atexit
import os
import shutil
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ["LANGUAGE"] = "en"  # the tests speak English whatever the machine's locale (a test may switch)
if "ARSAC_ARCADE_HOME" not in os.environ:  # one home for the run (the test workers share the first process's)
    os.environ["ARSAC_ARCADE_HOME"] = tempfile.mkdtemp(prefix="arsac-test-home-")
    atexit.register(shutil.rmtree, os.environ["ARSAC_ARCADE_HOME"], ignore_errors=True)
os.environ.setdefault("ARSAC_KALAH_PROOF_STONES", "10")  # Kalah's proofs take the game's endgame table (see games/kalah/ai.py)
os.environ.setdefault("ARSAC_KALAH_PROOF_MB", "64")
os.environ.setdefault("ARSAC_KALAH_PERFECT_MB", "64")  # and the level Perfect's (games/kalah/perfect.py)
os.environ.setdefault("ARSAC_KALAH_THREADS", "1")  # level 5 on one thread: the test workers have the cores (the
# helper threads' tests set their own number)

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

from arsac_arcade.entries import hand_over  # noqa: E402

hand_over()  # the arcade's own entries, as every way it starts hands them to the engine

# No example may fail for being slow: no deadline, and no "too slow" health check (which times the
# generation of examples).  A test's own @settings(...) starts from this profile.
settings.register_profile("steady", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("steady")


@pytest.fixture(autouse=True)
def english():
    """Every test starts in English and leaves the arcade in English (a test that switches language)."""
    from engine.files.language import speak

    speak("en")
    yield
    speak("en")


@pytest.fixture
def harness():
    """Make harnesses for scenes; all are shut down after the test.

    Unless a test brings its own worker, the computer thinks on a step clock (``clocks.SteadyWorker``),
    so what it plays never depends on the machine's speed; and the app's clock, which slices a frame's
    work (a puzzle run "as fast as possible"), is a step clock too: each look takes a thousandth of a
    second, so a 10 ms frame holds the same steps on any machine."""
    from engine.desktop.harness import Harness
    from tests.clocks import SteadyWorker, StepClock

    made = []

    def make(scene=None, **kwargs):
        kwargs.setdefault("worker", SteadyWorker())
        kwargs.setdefault("clock", StepClock(0.001))
        h = Harness(scene, **kwargs)
        made.append(h)
        return h

    yield make
    for h in made:
        h.close()
