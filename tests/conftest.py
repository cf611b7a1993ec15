"""Test setup: no real window, no sound card, no real user folders."""
import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ.setdefault("ARSAC_ARCADE_HOME", tempfile.mkdtemp(prefix="arsac-test-home-"))

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

# No example may fail for being slow: no deadline, and no "too slow" health check (which times the
# generation of examples).  A test's own @settings(...) starts from this profile.
settings.register_profile("steady", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("steady")


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


@pytest.fixture(autouse=True)
def steady_step_players(monkeypatch):
    """A step player made without a clock measures its frame budget on a step clock.

    The puzzle scenes give their step player the wall clock, so how many steps fit in a frame
    would follow the machine's speed; here each look at the clock (one every 64 steps) takes a
    thousandth of a second, so a 10 ms frame takes 640 steps, on any machine.
    """
    from engine import stepper
    from tests.clocks import StepClock

    made_by_the_game = stepper.StepPlayer.__init__

    def init(self, run, *args, **kwargs):
        if len(args) < 2 and "clock" not in kwargs:  # (rate, clock, frame_budget) may come by position
            kwargs["clock"] = StepClock(0.001)
        made_by_the_game(self, run, *args, **kwargs)

    monkeypatch.setattr(stepper.StepPlayer, "__init__", init)
