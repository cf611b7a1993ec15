"""The AI worker: jobs in another process, cancelled at once, survived when killed, gone with its parent."""
import multiprocessing
import os
import select
import signal
import subprocess
import sys
import textwrap

import pytest

from engine.workers.computer import DIED, AIWorker, InlineWorker, Job, WorkerError

PATIENCE = 300.0  # seconds: only a hang ever waits this long; a working worker answers at once


def test_a_job_runs_in_another_process_and_answers():
    worker = AIWorker()
    try:
        worker.start(Job("os", "getpid"))
        assert worker.wait(PATIENCE)
        assert worker.result() != os.getpid()
    finally:
        worker.close()
    assert multiprocessing.active_children() == []


def test_cancel_ends_a_long_job_at_once_and_the_next_job_works():
    worker = AIWorker()
    try:
        worker.start(Job("time", "sleep", (3600,)))
        process = worker._process
        worker.cancel()
        assert not worker.busy and not process.is_alive()
        worker.start(Job("math", "factorial", (5,)))
        assert worker.wait(PATIENCE)
        assert worker.result() == 120
    finally:
        worker.close()
    assert multiprocessing.active_children() == []


def test_a_failing_job_is_reported_not_raised_in_the_loop():
    for worker in (AIWorker(), InlineWorker()):
        try:
            worker.start(Job("math", "sqrt", (-1,)))
            assert worker.wait(PATIENCE)
            with pytest.raises(WorkerError, match="ValueError"):
                worker.result()
        finally:
            worker.close()


def wait_for_file(path, worker) -> str:
    """Wait (on the worker's pipe, never a fixed sleep) until the job has written ``path``."""
    for _ in range(int(PATIENCE / 0.05)):
        if path.exists() and path.read_text():
            return path.read_text()
        assert not worker.wait(0.05), "the job answered instead of hanging"
    raise AssertionError("the job never started")


def test_a_worker_killed_mid_search_is_restarted_and_the_job_asked_again(tmp_path):
    worker = AIWorker()
    flag = tmp_path / "first-run"
    try:
        worker.start(Job("tests.engine.worker_jobs", "hang_the_first_time", (str(flag), Job("math", "factorial", (20,)))))
        hanging = int(wait_for_file(flag, worker))
        assert hanging == worker.pid
        os.kill(hanging, signal.SIGKILL)
        assert worker.wait(PATIENCE)
        assert worker.result() == 2432902008176640000 and worker.restarts == 1 and worker.pid != hanging
    finally:
        worker.close()
    assert multiprocessing.active_children() == []


def test_a_job_whose_process_dies_twice_is_reported_as_a_failure_and_the_worker_goes_on():
    worker = AIWorker()
    try:
        worker.start(Job("time", "sleep", (3600,)))
        for _ in range(2):
            os.kill(worker.pid, signal.SIGKILL)
            worker._process.join()
            worker.done()
        assert worker.restarts == 1 and worker.done()
        with pytest.raises(WorkerError, match="stopped unexpectedly"):
            worker.result()
        assert DIED == "the computer player's process stopped unexpectedly"
        worker.start(Job("math", "factorial", (4,)))  # a way on: the next job works
        assert worker.wait(PATIENCE) and worker.result() == 24
    finally:
        worker.close()


PARENT = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    from engine.workers.computer import AIWorker, Job
    worker = AIWorker()
    worker.start(Job("time", "sleep", (3600,)))
    print(worker.pid, flush=True)
    sys.stdin.read()  # wait to be killed
""")


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(")")[-1].split()[0] != "Z"  # a zombie has ended
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_worker_ends_when_the_arcade_is_killed():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parent = subprocess.Popen([sys.executable, "-c", PARENT.format(root=root)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        child = int(parent.stdout.readline())
        assert _alive(child)
        parent.kill()
        parent.wait()
        # wait on the child's end itself (a pidfd is readable once the process has ended)
        pidfd = os.pidfd_open(child)
        try:
            ended, _, _ = select.select([pidfd], [], [], PATIENCE)
        finally:
            os.close(pidfd)
        assert ended and not _alive(child), "the worker outlived its parent"
    finally:
        parent.kill()
        if _alive(child):
            os.kill(child, signal.SIGKILL)
