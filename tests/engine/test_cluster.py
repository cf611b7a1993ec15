"""engine/cluster: the progress line and bar, the job's options, tasks in this process, and on a real local Dask
cluster (127.0.0.1 only; skipped without the extra ``cluster``): results as they come, a killed worker's task
run again, a scheduler that does not answer."""
import argparse
import io

import pytest

from engine.cluster import jobs
from engine.cluster.progress import EVERY, Progress, bar, status
from tests.engine import cluster_tasks


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_status_says_done_total_rate_and_time_left():
    assert status(0, 40, 0, 0.0) == "0/40 done (0%)"
    assert status(10, 40, 10, 20.0) == "10/40 done (25%), 30.0 a minute, about 1 min 00 s left"
    assert status(30, 40, 20, 10.0) == "30/40 done (75%), 2.0 a second, about 5.0 s left"
    assert status(40, 40, 40, 8.0) == "40/40 done (100%), 5.0 a second"
    assert bar(1, 4, 8) == "[##......]" and bar(4, 4, 8) == "[########]"


def test_progress_writes_a_line_every_few_seconds_off_a_terminal_and_a_bar_on_one():
    clock, stream = Clock(), io.StringIO()
    progress = Progress(5, stream, clock, terminal=False, done=1)  # one done by a run before: not in the rate
    progress.advance()
    clock.now += EVERY / 2
    progress.advance()                       # too soon for a line
    clock.now += EVERY
    progress.advance()
    progress.note("dashboard: http://127.0.0.1:1/status")
    progress.advance()                       # the last: always written
    progress.close()
    assert stream.getvalue().splitlines() == [
        "2/5 done (40%)",
        "4/5 done (80%), 12.0 a minute, about 5.0 s left",
        "dashboard: http://127.0.0.1:1/status",
        "5/5 done (100%), 16.0 a minute",
    ]
    clock, stream = Clock(), io.StringIO()
    progress = Progress(2, stream, clock, terminal=True)
    clock.now += 1
    progress.advance()
    progress.close()
    line = "\r\033[K[############............] 1/2 done (50%), 1.0 a second, about 1.0 s left"
    assert stream.getvalue() == line + line + "\n"  # redrawn in place, and ended by its line at the close


def test_the_options_name_the_place_and_a_bad_number_of_workers_is_said():
    parser = argparse.ArgumentParser()
    jobs.add_arguments(parser)
    assert jobs.place_of(parser.parse_args([])) == jobs.Place()
    assert jobs.place_of(parser.parse_args(["--scheduler", "tcp://127.0.0.1:1"])) == jobs.Place("tcp://127.0.0.1:1")
    assert jobs.place_of(parser.parse_args(["--workers", "0"])) == jobs.Place(workers=0)
    with pytest.raises(ValueError, match="--workers takes 0 or more"):
        jobs.place_of(parser.parse_args(["--workers", "-2"]))
    with pytest.raises(SystemExit):
        parser.parse_args(["--workers", "2", "--scheduler", "tcp://127.0.0.1:1"])


def test_tasks_in_this_process_come_in_order_and_without_dask_no_option_means_this_process(monkeypatch):
    with jobs.session(jobs.Place(workers=0)) as tasks:
        assert list(tasks.results(cluster_tasks.square, [3, 1, 2])) == [(3, 9), (1, 1), (2, 4)]
        assert tasks.run(cluster_tasks.square, 5) == 25
    monkeypatch.setattr(jobs, "available", lambda: False)
    stream = io.StringIO()
    with jobs.session(jobs.Place(), stream) as tasks:
        assert tasks.where == "this process"
    assert "the tasks run in this process" in stream.getvalue() and jobs.INSTALL in stream.getvalue()
    with pytest.raises(jobs.ClusterMissing, match="needs Dask's distributed"), jobs.session(jobs.Place(workers=2)):
        pass


@pytest.fixture(scope="module")
def cluster():
    pytest.importorskip("distributed")
    with jobs.session(jobs.Place(workers=2)) as tasks:
        yield tasks


def test_a_local_cluster_listens_on_127_0_0_1_and_gives_every_result(cluster):
    assert cluster.threads() == 2
    assert all(address.startswith("tcp://127.0.0.1:") for address in cluster.client.scheduler_info()["workers"])
    assert cluster.client.scheduler.address.startswith("tcp://127.0.0.1:")
    assert sorted(cluster.results(cluster_tasks.square, iter(range(20)))) == [(n, n * n) for n in range(20)]
    taken = cluster.results(cluster_tasks.square, iter(range(10**6)))  # endless for the test: stop reading
    assert len([next(taken) for _ in range(3)]) == 3
    taken.close()


def test_the_workers_are_handed_the_installed_task_runner_by_its_import_path(cluster, monkeypatch):
    """A worker started by ``dask worker`` knows the project only as ``arsac_arcade``: each task is handed to
    ``arsac_arcade.tasks.run``, which the engine reads from the installed entry points, never importing it."""
    from arsac_arcade import tasks

    assert cluster.runner is tasks.run and jobs.runner() is tasks.run
    assert (tasks.run.__module__, tasks.run.__qualname__) == ("arsac_arcade.tasks", "run")
    monkeypatch.setattr(jobs.metadata, "entry_points", lambda group: [])
    with pytest.raises(jobs.ClusterMissing, match="no task runner is installed"):
        jobs.runner()


def test_a_task_whose_worker_is_killed_runs_again_on_another(cluster, tmp_path):
    marker = tmp_path / "killed"
    pid = cluster.run(cluster_tasks.dies_once, str(marker))
    assert marker.read_text(encoding="ascii") == "killed" and isinstance(pid, int)


def test_a_scheduler_that_does_not_answer_is_said(monkeypatch):
    pytest.importorskip("distributed")
    monkeypatch.setattr(jobs, "CONNECT_SECONDS", 1)
    with pytest.raises(jobs.ClusterGone, match="no scheduler answers at tcp://127.0.0.1:9"):
        with jobs.session(jobs.Place(scheduler="tcp://127.0.0.1:9")):
            pass
