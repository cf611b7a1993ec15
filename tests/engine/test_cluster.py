"""engine/cluster: the progress line and bar, the job's options, tasks in this process, and on a real local Dask
cluster (127.0.0.1 only, TLS with a temporary key; skipped without the extra ``cluster``): results as they come, a
killed worker's task run again, a scheduler that does not answer; the cluster's key: a plain scheduler beyond the
loopback refused, a TLS scheduler on 127.0.0.1 running the tasks of a job with its key and turning away any other."""
import argparse
import io
import os

import pytest

from engine.cluster import jobs, security
from engine.cluster.progress import EVERY, Progress, bar, status
from engine.cluster.security import Keys
from tests.engine import cluster_tasks
from tests.engine.keyed_cluster import key_files, keyed_scheduler


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


def test_a_job_that_learns_its_tasks_as_it_goes_grows_its_total_and_rates_only_what_it_did():
    clock, stream = Clock(), io.StringIO()
    progress = Progress(0, stream, clock, terminal=False)
    progress.grow(4)
    progress.advance(2, fresh=False)  # found done by a run before
    clock.now += 30
    progress.advance()
    progress.grow(2)
    clock.now += 30
    progress.advance(3)
    progress.close()
    assert stream.getvalue().splitlines() == [
        "2/4 done (50%)",
        "3/4 done (75%), 2.0 a minute, about 30.0 s left",
        "6/6 done (100%), 4.0 a minute",
    ]


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
    keyed = ["--scheduler", "tls://10.0.0.5:8786", "--tls-ca-file", "ca.pem", "--tls-cert", "job.pem"]
    assert jobs.place_of(parser.parse_args([*keyed, "--tls-key", "job.key"])) == jobs.Place(
        "tls://10.0.0.5:8786", keys=Keys("ca.pem", "job.pem", "job.key"))
    assert jobs.place_of(parser.parse_args(keyed)).keys == Keys("ca.pem", "job.pem")  # the key in the certificate's file
    assert jobs.place_of(parser.parse_args(["--scheduler", "tcp://10.0.0.5:8786", "--insecure"])).insecure
    with pytest.raises(ValueError, match="--tls-ca-file and --tls-cert go together"):
        jobs.place_of(parser.parse_args(["--scheduler", "tls://10.0.0.5:8786", "--tls-cert", "job.pem"]))
    with pytest.raises(ValueError, match="go with --scheduler"):
        jobs.place_of(parser.parse_args(["--workers", "2", "--tls-ca-file", "ca.pem", "--tls-cert", "job.pem"]))


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


def test_a_free_worker_is_handed_one_of_its_own_else_one_whose_worker_is_gone_else_the_first():
    workers = {"tls://a": 1, "tls://b": 2}
    homes = {"x": "tls://b", "y": "tls://gone", "z": "tls://a", "w": None}
    queued = ["x", "y", "z", "w"]
    assert jobs._pick(queued, "tls://a", homes.get, workers) == 2  # its own
    assert jobs._pick(queued, "tls://b", homes.get, workers) == 0
    assert jobs._pick(["x", "y"], "tls://a", homes.get, workers) == 1  # sent to a worker gone
    assert jobs._pick(["x", "w"], "tls://a", homes.get, workers) == 1  # sent nowhere
    assert jobs._pick(["x", "x"], "tls://a", homes.get, workers) == 0  # another's, rather than idle
    assert jobs._pick(queued, "tls://a", None, workers) == 0
    flying = [(None, "x", "tls://b"), (None, "y", "tls://gone")]
    assert jobs._free(workers, flying) == ["tls://a", "tls://b"]  # a thread each free; the gone worker not counted
    assert jobs._free(workers, [*flying, (None, "z", "tls://a")]) == ["tls://b"]
    assert jobs._free(workers, [*flying, (None, "z", "tls://a")], 2) == ["tls://a", *["tls://b"] * 3]  # 2 a thread


@pytest.fixture(scope="module")
def cluster():
    pytest.importorskip("distributed")
    with jobs.session(jobs.Place(workers=2)) as tasks:
        yield tasks


def test_a_local_cluster_speaks_tls_listens_on_127_0_0_1_only_and_gives_every_result(cluster):
    import psutil

    assert sum(cluster.client.nthreads().values()) == 2  # a thread a worker
    assert all(address.startswith("tls://127.0.0.1:") for address in cluster.client.scheduler_info()["workers"])
    assert cluster.client.scheduler.address.startswith("tls://127.0.0.1:")
    assert cluster.client.security.require_encryption  # its temporary key, in memory
    processes = {os.getpid(), *cluster.client.run(os.getpid).values()}  # the scheduler and nannies here, the workers
    listening = [(pid, socket.laddr) for pid in processes for socket in psutil.Process(pid).net_connections("inet")
                 if socket.status == psutil.CONN_LISTEN]
    assert len(listening) >= 3 and all(laddr.ip == "127.0.0.1" for _pid, laddr in listening), listening
    assert sorted(cluster.results(cluster_tasks.square, iter(range(20)))) == [(n, n * n) for n in range(20)]
    backlog = jobs.Backlog(lambda n: -n)  # the greatest first
    backlog.add([2, 3])
    came = []
    for n, square in cluster.results(cluster_tasks.square, backlog):
        came.append((n, square))
        if n > 1:
            backlog.add([n - 2])  # learned from a result: taken too
    assert sorted(came) == [(0, 0), (1, 1), (2, 4), (3, 9)] and len(backlog) == 0
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


@pytest.mark.parametrize(("address", "allowed"), [
    ("tcp://127.0.0.1:8786", True), ("127.0.0.1:8786", True), ("tcp://localhost:8786", True), ("tcp://[::1]:8786", True),
    ("tcp://127.0.0.2:8786", True), ("tls://10.0.0.5:8786", True), ("tls://cluster.example:8786", True),
    ("tcp://10.0.0.5:8786", False), ("192.168.1.10:8786", False), ("tcp://127.example:8786", False),
    ("tcp://0.0.0.0:8786", False), ("ws://10.0.0.5:8786", False),
])
def test_only_a_tls_scheduler_or_a_plain_one_on_the_loopback_is_taken(address, allowed):
    if allowed:
        security.check(address, None, insecure=False)
    else:
        with pytest.raises(security.ClusterRefused, match="plain scheduler on another machine.*--insecure"):
            security.check(address, None, insecure=False)
    security.check(address, None, insecure=True)  # on purpose
    if not security.is_keyed(address):
        with pytest.raises(security.ClusterRefused, match="the TLS files go with the scheduler's tls:// address"):
            security.check(address, Keys("ca.pem", "job.pem"), insecure=True)


def test_a_session_refuses_a_plain_scheduler_beyond_the_loopback_before_any_connection(monkeypatch):
    monkeypatch.setattr(jobs, "available", lambda: False)  # past the check, a session would stop here: no network
    with pytest.raises(jobs.ClusterRefused, match="tcp://192.0.2.1:8786 is a plain scheduler on another machine"):
        with jobs.session(jobs.Place(scheduler="tcp://192.0.2.1:8786")):
            pass
    with pytest.raises(jobs.ClusterMissing):
        with jobs.session(jobs.Place(scheduler="tcp://192.0.2.1:8786", insecure=True)):
            pass


@pytest.fixture(scope="module")
def keyed(tmp_path_factory):
    yield from keyed_scheduler(tmp_path_factory, workers=1)


def test_a_tls_scheduler_runs_the_tasks_of_a_job_with_its_key_given_or_in_dask_s_settings(keyed):
    import dask

    address, keys = keyed
    stream = io.StringIO()
    with jobs.session(jobs.Place(scheduler=address, keys=keys), stream) as tasks:
        assert sorted(tasks.results(cluster_tasks.square, range(6))) == [(n, n * n) for n in range(6)]
    assert address in stream.getvalue()
    settings = {"distributed.comm.tls.ca-file": keys.ca_file, "distributed.comm.tls.client.cert": keys.cert,
                "distributed.comm.tls.client.key": keys.key}
    with dask.config.set(settings), jobs.session(jobs.Place(scheduler=address)) as tasks:
        assert tasks.run(cluster_tasks.square, 7) == 49


def test_a_tls_scheduler_turns_away_a_job_without_its_key_at_once(keyed, tmp_path, monkeypatch):
    address, keys = keyed
    monkeypatch.setattr(jobs, "CONNECT_SECONDS", 600)  # a refusal is said at once, not after the time to connect
    other = key_files(tmp_path / "other")
    own_certificate = Keys(keys.ca_file, other.cert, other.key)  # the cluster's authority, a certificate it never signed
    plain = address.replace("tls://", "tcp://")
    for place in (jobs.Place(address, keys=other), jobs.Place(address, keys=own_certificate), jobs.Place(plain)):
        with pytest.raises(jobs.ClusterRefused, match=f"the scheduler at {place.scheduler} turned this job away"):
            with jobs.session(place):
                pytest.fail("a session without the key")


def test_a_job_given_no_key_or_a_broken_one_is_refused_before_connecting(keyed, tmp_path):
    import dask

    address, keys = keyed
    with dask.config.set({"distributed.comm.tls.ca-file": None, "distributed.comm.tls.client.cert": None}):
        with pytest.raises(jobs.ClusterRefused, match=f"{address} lets in only the holders of the cluster's key"):
            with jobs.session(jobs.Place(address)):
                pass
    missing = str(tmp_path / "nowhere.pem")
    with pytest.raises(jobs.ClusterRefused, match=f"no such file: --tls-cert {missing}"):
        with jobs.session(jobs.Place(address, keys=Keys(keys.ca_file, missing, keys.key))):
            pass
    wrong = Keys(keys.ca_file, keys.cert, key_files(tmp_path / "other").key)  # another key than the cert's
    with pytest.raises(jobs.ClusterRefused, match="the cluster's TLS files do not load"):
        with jobs.session(jobs.Place(address, keys=wrong)):
            pass
