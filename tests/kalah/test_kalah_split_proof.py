"""A proof split at a frontier (games/kalah/split_proof.py): its exact value is one process's, in this process and on a
real local Dask cluster (127.0.0.1 only, stopped by the test); the pieces on numbers."""
import argparse
import json
import os
import random

import pytest

from engine.cluster import jobs, worker
from engine.duels.limits import Limit
from games.kalah import ai, cli, split_proof
from games.kalah.perfect import kalahs_margin, key_of
from games.kalah.rules import BOOK, Variant, apply_compound, format_desk
from games.kalah.split_proof import Leaf, next_test
from tests.kalah.positions import random_endgame

RULES = (BOOK, Variant("empty"))


def one_process(pos):
    """The value one process's proof finds (the game's endgame table, as the tests' proofs take)."""
    result = ai.search(pos, Limit(level=5, seconds=1e9), proof=ai.Proof(64, 10))
    assert result.exact
    return result.value


def late_positions(count, seed):
    rng = random.Random(seed)
    return [random_endgame(rng, rng.randint(14, 20), variant=RULES[index % 2]) for index in range(count)]


@pytest.mark.parametrize("turns", [1, 2])
def test_the_split_value_is_one_processs(turns):
    for pos in late_positions(6, turns):
        exact = one_process(pos)
        for guess in (exact, exact - 9, exact + 9):  # a wrong guess costs passes, never the value
            split = split_proof.prove(pos, turns, guess, jobs.Tasks())
            assert split.exact and split.value == exact and split.bounds == (exact, exact), (format_desk(pos), guess)
            after = apply_compound(pos, split.move)  # the turn given is worth the value
            assert (one_process(after) if after.to_move == pos.to_move else -one_process(after)) == exact


def test_a_pass_needs_fewer_tests_than_the_frontier_holds():
    pos = late_positions(1, 7)[0]
    exact = one_process(pos)
    split = split_proof.prove(pos, 2, exact, jobs.Tasks())
    assert split.exact and split.value == exact
    assert 0 < split.tests < 2 * split.frontier  # two passes at the value, each cut short where it is decided


def test_stopped_early_it_gives_the_range_proved():
    pos = late_positions(1, 3)[0]
    exact = one_process(pos)
    asked = []
    split = split_proof.prove(pos, 2, exact, jobs.Tasks(), until=lambda: len(asked) > 0, told=lambda d, t: asked.append(d))
    assert not split.exact and split.move == ()
    assert split.bounds[0] <= exact <= split.bounds[1] and split.bounds[0] < split.bounds[1]


@pytest.mark.skipif(not ai.COMPILED, reason="the kept table is the compiled core's")
def test_a_test_reads_what_the_tests_before_it_in_its_process_proved(monkeypatch):
    monkeypatch.setattr(worker, "threads", lambda: 1)  # as on a worker of one thread: one search thread, the same nodes
    pos = random_endgame(random.Random(2), 32, variant=Variant("empty"))
    gain = one_process(pos) - kalahs_margin(pos)
    ai.forget_searches()
    first = split_proof.test_gain(split_proof.Test(key_of(pos), pos, gain + 1, 64))
    again = split_proof.test_gain(split_proof.Test(key_of(pos), pos, gain + 1, 64))  # in the table the first kept
    higher = split_proof.test_gain(split_proof.Test(key_of(pos), pos, gain, 64))
    ai.forget_searches()
    alone = split_proof.test_gain(split_proof.Test(key_of(pos), pos, gain, 64))
    assert (first[0], again[0], higher[0], alone[0]) == (False, False, True, True)  # the answers, exact whatever it holds
    assert again[2] < first[2] / 10 and higher[2] < alone[2]
    assert first[3] is None  # in this process, not on a worker


def test_outside_a_worker_there_is_no_worker_limit():
    assert worker.memory_limit_megabytes() is None


def test_a_leaf_learns_from_each_answer():
    leaf = Leaf(-10, 10)
    leaf.learn(3, True, 5)    # at least 3: it found 5
    assert (leaf.lower, leaf.upper) == (5, 10)
    leaf.learn(8, False, 7)   # not at least 8
    assert (leaf.lower, leaf.upper) == (5, 7)


@pytest.mark.parametrize(("low", "high", "guess", "expected"), [(-5, 5, 0, 0), (-5, 5, -9, -4), (-5, 5, 9, 5), (2, 3, 2, 3)])
def test_the_next_pass_tests_within_the_range(low, high, guess, expected):
    assert next_test(low, high, guess) == expected


@pytest.mark.slow  # a cluster of two processes starts and stops: some seconds
def test_on_a_real_local_cluster_the_value_is_one_processs():
    positions = late_positions(2, 11)
    with jobs.session(jobs.Place(workers=2)) as tasks:
        assert isinstance(tasks, jobs.ClusterTasks)
        addresses = list(tasks.client.scheduler_info()["workers"])
        assert len(addresses) == 2 and all(address.startswith("tls://127.0.0.1:") for address in addresses)
        limit = tasks.client.submit(worker.memory_limit_megabytes, pure=False).result()  # what a worker's tests read
        assert limit is not None and 0 < limit <= (os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")) >> 20
        assert tasks.client.submit(worker.threads, pure=False).result() == 1  # a test's search threads there
        recorded = Recorded(tasks)
        splits = [split_proof.prove(pos, 2, 0, recorded) for pos in positions]
    assert tasks.client.status == "closed"  # the session stopped its cluster
    assert [split.value for split in splits] == [one_process(pos) for pos in positions]
    assert all(split.exact and split.tests > 0 for split in splits)
    assert sent_home(recorded.events) <= set(addresses)


def sent_home(events):
    """Check that each test was sent to the worker that ran the last test of its position; the workers that ran."""
    homes: dict = {}
    for event, key, address in events:
        if event == "sent":
            assert address == homes.get(key)
        else:
            homes[key] = address
    return set(homes.values())


def test_a_position_tested_again_is_sent_to_the_worker_that_tested_it(monkeypatch):
    workers = iter(["tcp://a", "tcp://b", "tcp://c"] * 100)  # as if each test ran on a worker of its own turn
    monkeypatch.setattr(worker, "address", lambda: next(workers))
    recorded = Recorded(Asking())
    for pos in late_positions(2, 11):
        split_proof.prove(pos, 2, 0, recorded)
    assert sent_home(recorded.events) == {"tcp://a", "tcp://b", "tcp://c"}
    assert any(event == "sent" and address is not None for event, _key, address in recorded.events)  # some again


class Asking(jobs.Tasks):
    """Tasks in this process that ask, as a cluster does, where each should run."""

    def results(self, function, items, near=None):
        for item in items:
            near(item)
            yield item, function(item)


class Recorded(jobs.Tasks):
    """A cluster's tasks, with the worker each test was sent to (``near``) and the one that ran it, in order."""

    def __init__(self, tasks):
        self.tasks, self.events = tasks, []

    def results(self, function, items, near=None):
        def sent(test):
            self.events.append(("sent", test.key, near(test)))
            return self.events[-1][2]

        for test, result in self.tasks.results(function, items, sent):
            self.events.append(("ran", test.key, result[3]))
            yield test, result


def test_the_command_line_splits_with_workers_and_answers_the_same(capsys):
    parser = argparse.ArgumentParser()
    cli.add_analyse_arguments(parser)
    pos = late_positions(1, 5)[0]
    asked = ["--desk", format_desk(pos), "--to-move", "AB"[pos.to_move], "--capture", pos.variant.capture,
             "--seconds", "600"]
    _, alone = cli.analyse(parser.parse_args(asked))
    _, split = cli.analyse(parser.parse_args([*asked, "--workers", "0", "--turns", "1"]))
    assert split["exact"] and split["value"] == alone["value"] == one_process(pos)
    assert split["tests"] > 0 and split["frontier"] > 0 and split["bounds"] == [split["value"]] * 2
    json.dumps(split)
    assert "done" in capsys.readouterr().err  # the progress on standard error


def test_the_command_line_refuses_a_frontier_of_no_turns():
    parser = argparse.ArgumentParser()
    cli.add_analyse_arguments(parser)
    with pytest.raises(ValueError, match="--turns"):
        cli.analyse(parser.parse_args(["--desk", "3,3,3,3,3,3,0,3,3,3,3,3,3,0", "--workers", "0", "--turns", "0"]))


def test_the_command_line_refuses_to_keep_a_split_proof():
    parser = argparse.ArgumentParser()
    cli.add_analyse_arguments(parser)
    with pytest.raises(ValueError, match="--keep"):
        cli.analyse(parser.parse_args(["--desk", "3,3,3,3,3,3,0,3,3,3,3,3,3,0", "--workers", "0", "--keep"]))


def test_the_command_line_says_a_refused_scheduler_in_one_line_and_starts_nothing(monkeypatch):
    parser = argparse.ArgumentParser()
    cli.add_analyse_arguments(parser)
    started = []
    monkeypatch.setattr(cli, "_tables_wanted", lambda pos: [18, 20])
    monkeypatch.setattr(cli, "_build_in_background", lambda tables, capture: started.append(tables))
    with pytest.raises(ValueError, match="tcp://192.0.2.1:8786 is a plain scheduler on another machine"):
        cli.analyse(parser.parse_args(["--desk", "3,3,3,3,3,3,0,3,3,3,3,3,3,0", "--scheduler", "tcp://192.0.2.1:8786"]))
    assert started == []  # no table built in the background for a proof that never ran
