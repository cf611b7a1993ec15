"""The heavy jobs as tasks (engine/cluster): the book builder (games/kalah/book_builder.py) and the exercise miner
(packaging/build_exercises.py) give the same results in this process and on a real local Dask cluster (127.0.0.1;
skipped without the extra ``cluster``), a run stopped midway goes on without proving anything twice, a work file
cut mid-line by a kill loses only that line, and on a scheduler that speaks TLS (127.0.0.1) the book builder with the
cluster's key builds the shipped book's entries while without it the job is refused in one line, exit 1, nothing
written."""
import importlib.util
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from engine.cluster import jobs
from engine.training.exercise import make
from engine.training.line import line_from, solver_turns, with_line
from engine.training.mining import CandidateTask, found_at_candidate
from games.kalah import ai, book_builder
from games.kalah import exercises as kalah_exercises
from games.kalah.perfect import Perfect, faced, key_of, read_lines, shipped_book
from games.kalah.rules import Params, Variant, apply_compound, compound_moves, initial
from tests.engine.keyed_cluster import key_files, keyed_scheduler

ROOT = Path(__file__).resolve().parent.parent


def load_miner():
    spec = importlib.util.spec_from_file_location("build_exercises_under_test", ROOT / "packaging" / "build_exercises.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


miner = load_miner()
GROUP = replace(next(group for group in miner.GROUPS if group.name == "kalah-3-empty"), target=12)  # two games


class Counted(jobs.Tasks):
    """Tasks in this process, counted; stopped (as by Ctrl-C) after ``stop`` results when given."""

    def __init__(self, stop: int | None = None) -> None:
        self.items: list = []
        self.stop = stop

    def results(self, function, items, near=None):
        for item, result in super().results(function, items, near):
            if self.stop is not None and len(self.items) == self.stop:
                raise KeyboardInterrupt
            self.items.append(item)
            yield item, result


def book(path: Path) -> dict:
    return read_lines(path.read_text(encoding="ascii").splitlines())


def shipped_entries(found: dict) -> dict:
    shipped = shipped_book()
    return {key: shipped[key] for key in found}


def test_a_stopped_build_goes_on_without_proving_twice_and_a_cut_line_is_dropped(tmp_path):
    work = tmp_path / "work.txt"
    with pytest.raises(KeyboardInterrupt):
        book_builder.build(3, "empty", 1, work, 16, Counted(stop=3))
    assert len(book(work)) == 3
    with work.open("a", encoding="ascii") as out:
        out.write("# 1.0 s\n0,0,0")  # a write cut by kill -9
    again = Counted()
    book_builder.build(3, "empty", 1, work, 16, again)
    proved = [repr(task.pos) for task in again.items]
    assert len(proved) == len(book(work)) - 3 == len(set(proved)) > 3
    assert book(work) == shipped_entries(book(work))  # the values and turns of the book shipped
    assert "\n0,0,0" not in work.read_text(encoding="ascii")


class HoldingBack(jobs.Tasks):
    """Tasks in this process that hold the result of the position ``slow`` back until nothing else is left to do
    (one slow proof on a cluster), recording the order the results came in."""

    def __init__(self, slow) -> None:
        self.slow = slow
        self.came: list = []

    def results(self, function, items, near=None):
        held: list = []
        released = False
        while True:
            for item in items:  # the backlog: what the builder adds while a result is out is taken too
                result = function(item)
                if not released and key_of(item.pos) == self.slow:
                    held.append((item, result))
                    continue
                self.came.append(item)
                yield item, result
            if not held:
                return
            released = True
            item, result = held.pop()
            self.came.append(item)
            yield item, result


def test_no_ply_waits_for_its_slowest_proof(tmp_path, capsys):
    start = initial(Params(3, Variant("empty")))
    slow = key_of(apply_compound(start, compound_moves(start)[0]))  # a position of ply 1
    tasks = HoldingBack(slow)
    work = tmp_path / "work.txt"
    book_builder.build(3, "empty", 3, work, 16, tasks)
    came = [key_of(task.pos) for task in tasks.came]
    walked = {key_of(pos): ply for ply, pos in faced(3, "empty", Perfect(shipped_book(), None), 3)}
    ai.forget_searches()  # a process from nothing, proving in the order of one process
    book_builder.build(3, "empty", 3, tmp_path / "in_order.txt", 16)
    assert sorted(came) == sorted(walked) and book(work) == book(tmp_path / "in_order.txt")
    assert [walked[key] for key in came[:came.index(slow)]].count(3) > 20  # ply 3 went on while ply 1 was not done
    said = [line.split(":")[0] for line in capsys.readouterr().out.splitlines()]
    assert said == ["ply 0", "ply 1", "ply 2", "ply 3"] * 2  # each ply said once it is finished, in order


def test_a_backlog_gives_its_items_in_its_order_and_what_is_added_while_they_run():
    backlog = jobs.Backlog(lambda word: len(word))
    backlog.add(["three", "one", "two", "four"])
    came = []
    for word, _length in jobs.Tasks().results(len, backlog):
        came.append(word)
        if word == "one":
            backlog.add(["a", "eleven"])  # the least first, the first added first between equals
    assert came == ["one", "a", "two", "four", "three", "eleven"] and len(backlog) == 0
    waiting = ["three", "a"]
    backlog.sort(waiting)
    assert waiting == ["a", "three"]


def test_a_stopped_mining_goes_on_without_mining_a_game_twice_and_writes_the_same_file(tmp_path):
    whole, work = tmp_path / "whole", tmp_path / "work"
    first = miner.mine(GROUP, 600, whole)
    assert first["kept"] == GROUP.target
    with pytest.raises(KeyboardInterrupt):  # stopped once the first game's candidates are all answered
        miner.mine(GROUP, 600, work, tasks=Counted(stop=len(next(miner.candidates(GROUP)))))
    again = Counted()
    assert miner.mine(GROUP, 600, work, tasks=again) == {**first, "seconds": again_seconds(work)}
    assert again.items and all(task.game != 0 for task in again.items)  # the first game was mined before the stop
    name = f"{GROUP.name}.jsonl"
    assert (work / name).read_bytes() == (whole / name).read_bytes()
    assert miner.mine(GROUP, 600, work, tasks=(once_more := Counted()))["kept"] == GROUP.target
    assert once_more.items == []  # all in the journal


@pytest.mark.slow  # some 30 s on a shared 2-core machine
def test_a_candidate_s_task_answers_as_one_from_nothing_whatever_it_learned_and_proves_nothing_it_was_handed():
    key_data_pos = next(miner.candidates(GROUP))
    part = kalah_exercises.__name__
    kalah_exercises.forget()  # another worker: the game's candidates the other way round, what they proved gathered
    elsewhere = tuple(found_at_candidate(CandidateTask(part, GROUP.game, 1, index, pos, miner.NODES)).proved
                      for index, (_key, _data, pos) in enumerate(key_data_pos[::-1]))
    walked = []
    for index, (_key, data, pos) in enumerate(key_data_pos):
        kalah_exercises.forget()  # this worker has proved nothing, and learns what the other proved
        answer = found_at_candidate(CandidateTask(part, GROUP.game, 0, index, pos, miner.NODES, elsewhere))
        assert answer.proved == ((), ())  # every proof it needed was handed to it
        kalah_exercises.forget()  # the same candidate in a process of its own
        found = kalah_exercises.found_at(pos, miner.NODES)
        assert (found is None) == (answer.exercise is None)
        if found is not None:
            kalah_exercises.forget()
            alone = with_line(make("-", GROUP.game, data, found), line_from(GROUP.game, pos, found, miner.NODES))
            assert answer.exercise == alone.data()
            walked.append(solver_turns(alone))
    assert walked and max(walked) >= 2  # some lines of several turns, walked by the task
    assert sum(len(proved[0]) for proved in elsewhere) > len(key_data_pos)  # the proofs handed over were many


def again_seconds(work: Path) -> float:
    import json

    return json.loads((work / f"{GROUP.name}.stats.json").read_text(encoding="utf-8"))["seconds"]


@pytest.fixture(scope="module")
def cluster():
    pytest.importorskip("distributed")
    with jobs.session(jobs.Place(workers=2)) as tasks:
        yield tasks


@pytest.mark.slow  # some 25 s on a shared 2-core machine
def test_the_book_on_a_local_cluster_equals_the_shipped_one(cluster, tmp_path):
    shared = tmp_path / "shared.txt"
    book_builder.build(3, "standard", 1, shared, 16, cluster)
    assert book(shared) == shipped_entries(book(shared)) and len(book(shared)) > 5  # as one process built it


@pytest.mark.slow  # some 25 s on a shared 2-core machine
def test_the_exercises_on_a_local_cluster_are_one_process_s_byte_for_byte(cluster, tmp_path):
    miner.mine(GROUP, 600, tmp_path / "alone")
    miner.mine(GROUP, 600, tmp_path / "shared", tasks=cluster)
    name = f"{GROUP.name}.jsonl"
    assert (tmp_path / "shared" / name).read_bytes() == (tmp_path / "alone" / name).read_bytes()


@pytest.fixture(scope="module")
def keyed(tmp_path_factory):
    yield from keyed_scheduler(tmp_path_factory, workers=2)


def book_builder_on(scheduler: str, work: Path, *options: str, env: dict | None = None) -> subprocess.CompletedProcess:
    """The book builder's command, 3 stones a pit and 1 ply, its tasks on ``scheduler``."""
    command = [sys.executable, "-m", "games.kalah.book_builder", "--stones", "3", "--capture", "empty", "--plies", "1",
               "--work", str(work), "--scheduler", scheduler, *options]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env={**os.environ, **(env or {})},
                          timeout=600)


def tls_options(keys) -> list[str]:
    return ["--tls-ca-file", keys.ca_file, "--tls-cert", keys.cert, "--tls-key", keys.key]


@pytest.mark.slow  # some 11 s on a shared 2-core machine
def test_the_book_builder_with_the_cluster_s_key_builds_the_shipped_entries_on_a_tls_scheduler(keyed, tmp_path):
    address, keys = keyed
    work = tmp_path / "book.txt"
    done = book_builder_on(address, work, *tls_options(keys))
    assert done.returncode == 0, done.stderr
    assert f"the tasks run on the scheduler at {address}" in done.stderr
    assert len(book(work)) == 11 and book(work) == shipped_entries(book(work))  # the start and its 10 replies


@pytest.mark.parametrize("without", ["another key", "a plain address", "no key"])
def test_the_book_builder_without_the_key_is_refused_in_one_line_and_writes_nothing(keyed, tmp_path, without):
    address, keys = keyed
    scheduler, options, env, said = {
        "another key": (address, tls_options(key_files(tmp_path / "other")), {}, "turned this job away"),
        "a plain address": (address.replace("tls://", "tcp://"), [], {}, "turned this job away"),
        "no key": (address, [], {"DASK_DISTRIBUTED__COMM__TLS__CA_FILE": "", "DASK_DISTRIBUTED__COMM__TLS__CLIENT__CERT": ""},
                   "lets in only the holders of the cluster's key"),
    }[without]
    work = tmp_path / "work" / "book.txt"
    refused = book_builder_on(scheduler, work, *options, env=env)
    assert refused.returncode == 1
    assert refused.stderr.count("\n") == 1 and refused.stderr.startswith("book_builder: ") and said in refused.stderr, \
        refused.stderr
    assert not work.parent.exists() and refused.stdout == ""


def test_both_jobs_refuse_a_plain_scheduler_elsewhere_in_one_line_and_write_nothing(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(jobs, "available", lambda: False)  # past the check, a job would stop here: no network
    elsewhere = ["--scheduler", "tcp://192.0.2.1:8786"]
    work = tmp_path / "work"
    assert book_builder.main(["--stones", "3", "--plies", "1", "--work", str(work / "book.txt"), *elsewhere]) == 1
    assert miner.main(["mine", "--groups", GROUP.name, "--work", str(work), *elsewhere]) == 1
    said = capsys.readouterr().err.splitlines()
    assert [line.split(":")[0] for line in said] == ["book_builder", "build_exercises"], said
    assert all("tcp://192.0.2.1:8786 is a plain scheduler on another machine" in line for line in said)
    assert not work.exists()
