import multiprocessing
import time

import pytest

from engine.ai_worker import AIWorker, InlineWorker, Job, WorkerError


def wait_done(worker, seconds=10.0):
    end = time.monotonic() + seconds
    while not worker.done():
        assert time.monotonic() < end, "the worker did not answer"
        time.sleep(0.01)


def test_a_job_runs_in_another_process_and_answers():
    worker = AIWorker()
    try:
        worker.start(Job("os", "getpid"))
        wait_done(worker)
        import os

        assert worker.result() != os.getpid()
    finally:
        worker.close()
    assert multiprocessing.active_children() == []


def test_cancel_ends_a_long_job_at_once_and_the_next_job_works():
    worker = AIWorker()
    try:
        worker.start(Job("time", "sleep", (30,)))
        started = time.monotonic()
        worker.cancel()
        assert time.monotonic() - started < 5 and not worker.busy
        worker.start(Job("math", "factorial", (5,)))
        wait_done(worker)
        assert worker.result() == 120
    finally:
        worker.close()
    assert multiprocessing.active_children() == []


def test_a_failing_job_is_reported_not_raised_in_the_loop():
    for worker in (AIWorker(), InlineWorker()):
        try:
            worker.start(Job("math", "sqrt", (-1,)))
            wait_done(worker)
            with pytest.raises(WorkerError, match="ValueError"):
                worker.result()
        finally:
            worker.close()
