"""engine.workers.background: a call on a thread, its value or its exception kept for the scene to poll.

The tests wait on the call's state (``wait``), never on a length of time."""
import threading

import pytest

from engine.workers.background import Background


def test_the_value_of_a_call():
    release = threading.Event()
    call = Background(lambda a, b: release.wait(60) and a + b, 2, 3)
    assert not call.done()
    with pytest.raises(RuntimeError):
        call.result()
    release.set()
    assert call.wait(60) and call.done() and call.result() == 5


def test_the_exception_of_a_call_is_raised_by_result():
    def fails():
        raise ValueError("line 3: no")

    call = Background(fails)
    assert call.wait(60)
    with pytest.raises(ValueError, match="line 3: no"):
        call.result()
