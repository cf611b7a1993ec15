"""Kalah's endgame tables built once at a time: a builder that finds another at work waits for its table or gives up,
never builds it twice, says how far it is; ``analyse kalah`` starts no second background build, and the one it starts
is reaped as soon as it ends; about says them."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from types import SimpleNamespace

import pytest

from engine.files import builds
from engine.files.builds import BUILDING, READY, Progress
from engine.files.lock import build_lock
from games.kalah import cli as kalah_cli
from games.kalah import endgame, native_core, table_builds
from tests.engine.build_holder import hold, let_go
from tests.engine.test_cli import run

compiled = pytest.mark.skipif(endgame._kalahc is None, reason="the compiled Kalah core is not built")


@pytest.fixture
def fresh_tables(monkeypatch):
    monkeypatch.setattr(endgame, "_loaded", {})


@compiled
def test_a_table_built_says_so_in_its_build_file(tmp_path, fresh_tables):
    assert endgame.save_in_cache(8, folder=tmp_path)
    (found,) = builds.status(tmp_path)
    assert (found.file, found.state, found.percent) == ("kalah-endgame-8.bin", READY, 100)
    assert found.label() == "the Kalah endgame table of 8 stones"
    assert endgame.EndgameTable.read(tmp_path / found.file, 8).values == endgame.EndgameTable(8).values


@compiled
def test_a_second_builder_that_will_not_wait_gives_up_and_builds_nothing(tmp_path, monkeypatch):
    where = tmp_path / endgame.file_name(8)
    child = hold(where)
    try:
        assert endgame.save_in_cache(8, folder=tmp_path, wait=False) is False
        assert not where.exists()
    finally:
        child.kill()
        child.wait()
    assert endgame.save_in_cache(8, folder=tmp_path, wait=False) is True  # the killed builder's lock is free
    assert where.is_file()


@compiled
@pytest.mark.parametrize("call", ["save_in_cache", "table"])
def test_a_second_builder_waits_and_takes_the_others_table(tmp_path, monkeypatch, fresh_tables, call):
    """While another process builds (holds the lock), a builder waits; the other's table saved, it reads it and
    builds nothing itself."""
    where = tmp_path / endgame.file_name(8)
    built = []
    monkeypatch.setattr(endgame, "_build_and_save", lambda *args: built.append(args))
    child = hold(where)
    answers: list[object] = []
    waiter = threading.Thread(target=lambda: answers.append(
        endgame.save_in_cache(8, folder=tmp_path) if call == "save_in_cache" else endgame.table(tmp_path, 8)))
    waiter.start()
    try:
        table = endgame.EndgameTable(8)
        endgame.write_bytes_atomic(where, table.header(), table.raw)  # the other builder's table, saved
    finally:
        let_go(child)
    waiter.join()
    assert built == [] and len(answers) == 1
    if call == "save_in_cache":
        assert answers == [True]
    else:
        assert isinstance(answers[0], endgame.EndgameTable) and answers[0].values == table.values


def test_known_counts_the_values_set():
    values = bytearray(b"\x80") * 1000
    values[:250] = b"\x01" * 250
    assert native_core.known(values) == 250
    large = bytearray(b"\x80") * (native_core.SAMPLES * 4)
    large[: len(large) // 2] = b"\x00" * (len(large) // 2)
    assert native_core.known(large) == len(large) // 2


def test_a_proof_starts_no_second_background_build(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("ARSAC_ARCADE_HOME", str(tmp_path))
    folder = tmp_path / "cache"
    where = folder / endgame.file_name(18)
    started = []
    monkeypatch.setattr(table_builds.subprocess, "Popen",
                        lambda *args, **kwargs: started.append(args) or SimpleNamespace(wait=lambda: 0))  # waited for
    Progress(where, endgame.WHAT, {"stones": 18}, 100, clock=lambda: 1000.0).update(40)
    with build_lock(where):  # another run's build of the 18-stone table, 40% done
        kalah_cli._build_in_background([18, 20], "standard", now=lambda: 1000.0)
    assert started == []
    said = capsys.readouterr().err
    assert "being built in the background already" in said and "18 stones: 40%" in said
    kalah_cli._build_in_background([18, 20], "standard")  # that build stopped: this run starts one
    assert len(started) == 1


def test_about_says_the_tables_ready_and_being_built(tmp_path):
    folder = tmp_path / "cache"
    for stones in (16, 18):
        Progress(folder / endgame.file_name(stones), endgame.WHAT, {"stones": stones}, 100).update(40)
    Progress(folder / endgame.file_name(16), endgame.WHAT, {"stones": 16}, 100).finish()
    (folder / endgame.file_name(16)).write_bytes(b"a table")
    with build_lock(folder / endgame.file_name(18)):
        words = run("about", env_extra={"ARSAC_ARCADE_HOME": str(tmp_path)})
        data = run("about", "--json", env_extra={"ARSAC_ARCADE_HOME": str(tmp_path)})
    assert words.returncode == 0 and data.returncode == 0
    assert "Ready in the cache: the Kalah endgame table of 16 stones." in words.stdout
    assert "Being built: the Kalah endgame table of 18 stones: 40%" in words.stdout
    assert [(b["file"], b["state"], b["percent"]) for b in json.loads(data.stdout)["builds"]] == [
        ("kalah-endgame-16.bin", READY, 100), ("kalah-endgame-18.bin", BUILDING, 40)]


def test_the_board_and_the_about_screen_show_a_build_under_way(harness, tmp_path, monkeypatch):
    from engine.duels.basics import HOTSEAT, Setup
    from engine.entries import registry
    from engine.files.paths import cache_dir
    from engine.scenes.about import AboutScene

    monkeypatch.setenv("ARSAC_ARCADE_HOME", str(tmp_path))  # a cache of its own: no other test's build in it
    where = cache_dir() / endgame.file_name(20)
    spec = registry.get("kalah")
    board = spec.scene_class()(spec, setup=Setup(HOTSEAT), values={"seconds": 1})
    h = harness(board)
    h.tick()
    about = AboutScene()
    assert board.build_line() == about.build_line() == "" and about.look() == ""
    ahead = iter(round(time.time()) + t for t in (10_000, 10_000, 10_300))  # updated after "now": 70 % left at 10 s a percent,
    Progress(where, endgame.WHAT, {"stones": 20}, 100, clock=lambda: next(ahead)).update(30)  # whenever it is read
    with build_lock(where):
        board.update(1.0)
        about.update(1.0)
        assert board.build_line() == ("Building in the background: the Kalah endgame table of 20 stones: 30%, "
                                      "about 11 min 40 s left")
        assert about.build_line() == board.build_line() and about.build_line() in about.text and about.look() == about.build_line()
        h.tick()  # drawn with the line
    board.update(1.0)
    about.update(1.0)
    assert board.build_line() == about.build_line() == "" and about.look() == ""  # the build stopped


def test_the_builder_is_reaped_as_soon_as_it_ends(monkeypatch):
    """The process a proof or the board starts is waited for by a thread of its own: once it has ended it is reaped at
    once, not left a zombie (``<defunct>``) until the proof or the window ends."""
    made = []
    real = subprocess.Popen

    def quick(args, **kwargs):  # a builder with nothing to build: it ends at once
        made.append(real([sys.executable, "-c", "pass"], **kwargs))
        return made[-1]

    monkeypatch.setattr(table_builds.subprocess, "Popen", quick)
    assert table_builds.start([18], False)
    (process,) = made
    try:
        os.waitid(os.P_PID, process.pid, os.WEXITED | os.WNOWAIT)  # wait until it has ended, leaving it to be reaped
    except ChildProcessError:
        pass  # reaped already
    for reaper in [t for t in threading.enumerate() if t.name == table_builds.REAPER]:
        reaper.join(60)
    with pytest.raises(ChildProcessError):  # no child of that number left: reaped
        os.waitpid(process.pid, os.WNOHANG)
