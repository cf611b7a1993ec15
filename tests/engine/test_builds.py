"""One build of a cached file at a time, and how far it is: the build lock (engine/files/lock.py, held by another
process, freed when that process is killed) and the build files' reader (engine/files/builds.py) on made-up files."""
import json
import os
import signal
import threading
from pathlib import Path

import pytest

from engine.files import builds
from engine.files.builds import BUILDING, READY, STOPPED, BuildWatch, Progress, build_file
from engine.files.lock import build_lock, is_building
from tests.engine.build_holder import hold, let_go


class FakeClock:
    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def made_up(folder: Path, name: str = "table.bin", **fields) -> Path:
    """A build file of ``name`` in ``folder``, with ``fields`` over a build half done."""
    data = {"file": name, "what": "the table of {stones} stones", "args": {"stones": 18}, "done": 50, "total": 100,
            "started": 1000.0, "updated": 1100.0, **fields}
    folder.mkdir(parents=True, exist_ok=True)
    path = build_file(folder / name)
    path.write_text(json.dumps(data))
    return path


# --- the lock ------------------------------------------------------------------------------------------------------

def test_a_second_builder_finds_the_build_under_way_and_the_lock_of_a_killed_one_frees(tmp_path):
    table = tmp_path / "table.bin"
    assert not is_building(table)
    child = hold(table)
    try:
        assert is_building(table)
        with build_lock(table, wait=False) as held:
            assert held is False  # gives up at once: another process builds it
    finally:
        child.send_signal(signal.SIGKILL if hasattr(signal, "SIGKILL") else signal.SIGTERM)
        child.wait()
    assert not is_building(table)  # the system dropped a killed process's lock
    with build_lock(table, wait=False) as held:
        assert held is True
        assert is_building(table)  # this process's own hold is seen too (by another handle)


def test_a_waiting_builder_goes_on_once_the_other_lets_go(tmp_path):
    table = tmp_path / "table.bin"
    child = hold(table)
    got = threading.Event()

    def wait_for_it() -> None:
        with build_lock(table) as held:
            assert held
            got.set()

    waiter = threading.Thread(target=wait_for_it)
    waiter.start()
    try:
        assert not got.is_set()  # the lock is the other's until it lets go
    finally:
        let_go(child)
    waiter.join()
    assert got.is_set()


def test_a_held_lock_removes_the_leftovers_of_a_killed_writer(tmp_path):
    table = tmp_path / "table.bin"
    leftover = tmp_path / ".table.bin.abc123.tmp"
    leftover.write_bytes(b"half a table")
    with build_lock(table, wait=False) as held:
        assert held and not leftover.exists()


def test_a_folder_that_cannot_hold_a_lock_builds_unlocked(tmp_path):
    blocker = tmp_path / "a file"
    blocker.write_text("")
    with build_lock(blocker / "table.bin", wait=False) as held:  # its folder is a file: no lock can be made
        assert held is True
    assert not is_building(blocker / "table.bin")


# --- the build files -----------------------------------------------------------------------------------------------

def test_ready_building_and_stopped_read_from_made_up_files(tmp_path):
    made_up(tmp_path, "ready.bin", done=100)
    (tmp_path / "ready.bin").write_bytes(b"the table")
    made_up(tmp_path, "building.bin")
    made_up(tmp_path, "stopped.bin")  # its builder died: no lock held, no table
    found = builds.status(tmp_path, now_building=lambda path: path.name == "building.bin")
    assert [(b.file, b.state, b.percent) for b in found] == [
        ("building.bin", BUILDING, 50), ("ready.bin", READY, 100), ("stopped.bin", STOPPED, 50)]
    assert found[0].label() == "the table of 18 stones"


def test_a_build_file_whose_builder_holds_the_lock_is_building(tmp_path):
    made_up(tmp_path, "table.bin")
    child = hold(tmp_path / "table.bin")
    try:
        assert [b.state for b in builds.status(tmp_path)] == [BUILDING]
    finally:
        child.kill()
        child.wait()
    assert [b.state for b in builds.status(tmp_path)] == [STOPPED]  # a stale file of a dead builder


@pytest.mark.parametrize("text", [
    b"", b"{", b"\xff\xfe garbage", b"[]", b'"text"', b"{}", b"{" + b" " * 5000 + b"}",
    json.dumps({"file": "other.bin", "what": "x", "done": 1, "total": 2, "started": 0, "updated": 1}).encode(),
    json.dumps({"file": "table.bin", "what": "x", "done": 3, "total": 2, "started": 0, "updated": 1}).encode(),
    json.dumps({"file": "table.bin", "what": "x", "done": 0, "total": 0, "started": 0, "updated": 1}).encode(),
    json.dumps({"file": "table.bin", "what": "x", "done": "1", "total": 2, "started": 0, "updated": 1}).encode(),
    json.dumps({"file": "table.bin", "what": "x", "done": 1, "total": 2, "started": None, "updated": 1}).encode(),
    json.dumps({"file": "table.bin", "what": "x", "done": True, "total": 2, "started": 0, "updated": 1}).encode(),
    json.dumps({"file": "table.bin", "what": "x", "args": {"a": [1]}, "done": 1, "total": 2, "started": 0,
                "updated": 1}).encode(),
    b'{"file": "table.bin", "what": "x", "done": 1, "total": 2, "started": 0, "updated": Infinity}',
])
def test_a_damaged_build_file_is_left_out(tmp_path, text):
    build_file(tmp_path / "table.bin").write_bytes(text)
    made_up(tmp_path, "good.bin")
    assert [b.file for b in builds.status(tmp_path, now_building=lambda path: False)] == ["good.bin"]


def test_no_folder_no_builds(tmp_path):
    assert builds.status(tmp_path / "missing") == []


def test_words_that_do_not_fit_their_fields_give_the_files_name(tmp_path):
    made_up(tmp_path, "table.bin", what="the table of {size} stones")
    assert builds.status(tmp_path)[0].label() == "table.bin"


def test_the_time_left_is_the_pace_so_far_and_shown_in_steps_of_five_seconds(tmp_path):
    made_up(tmp_path, "table.bin", done=25, total=100, started=1000.0, updated=1010.0)  # 10 s a quarter: 30 s left
    build = builds.status(tmp_path, now_building=lambda path: True)[0]
    assert build.seconds_left(1010.0) == pytest.approx(30.0)
    assert build.seconds_left(1012.0) == pytest.approx(28.0)  # the time since the last word counted
    assert build.seconds_left(1100.0) == 0.0
    assert builds.line([build], 1012.0) == "Building in the background: the table of 18 stones: 25%, about 30 s left"
    assert builds.seconds_in_words(61) == "1 min 05 s"
    assert builds.line([build], 1014.0) == builds.line([build], 1012.0)  # the same line for 5 s of the estimate
    assert builds.in_words([build], 1012.0) == "Being built: the table of 18 stones: 25%, about 30 s left."
    assert builds.as_json([build], 1012.0) == [{"file": "table.bin", "state": BUILDING, "done": 25, "total": 100,
                                                "percent": 25, "seconds_left": 28.0}]


def test_nothing_under_way_is_no_line(tmp_path):
    made_up(tmp_path, "table.bin", done=100)
    (tmp_path / "table.bin").write_bytes(b"x")
    found = builds.status(tmp_path)
    assert builds.line(found, 2000.0) == ""
    assert builds.in_words(found, 2000.0) == "Ready in the cache: the table of 18 stones."


def test_a_progress_written_is_read_back(tmp_path):
    clock = FakeClock(500.0)
    table = tmp_path / "table.bin"
    progress = Progress(table, "the table of {stones} stones", {"stones": 16}, 1000, clock)
    clock.now = 510.0
    progress.update(400)
    with build_lock(table):
        (found,) = builds.status(tmp_path)
        assert (found.state, found.done, found.started, found.updated) == (BUILDING, 400, 500.0, 510.0)
        assert json.loads(build_file(table).read_text())["pid"] == os.getpid()
    progress.finish()
    table.write_bytes(b"x")
    assert [(b.state, b.percent) for b in builds.status(tmp_path)] == [(READY, 100)]


def test_a_build_file_that_cannot_be_written_is_no_error(tmp_path):
    blocker = tmp_path / "a file"
    blocker.write_text("")
    Progress(blocker / "table.bin", "x", {}, 10).finish()
    assert builds.status(tmp_path) == []


def test_the_watch_reads_the_folder_at_most_once_a_period(tmp_path):
    reads = []

    def folder() -> Path:
        reads.append(1)
        return tmp_path

    watch = BuildWatch(folder, clock=FakeClock(1100.0), period=1.0)
    assert watch.line() == "" and len(reads) == 1
    made_up(tmp_path, "table.bin")
    with build_lock(tmp_path / "table.bin"):
        watch.update(0.5)
        assert watch.line() == "" and len(reads) == 1  # not read again yet
        watch.update(0.5)
        assert len(reads) == 2
        assert watch.line() == "Building in the background: the table of 18 stones: 50%, about 1 min 40 s left"
