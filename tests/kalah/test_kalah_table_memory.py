"""The default table of a long proof follows the memory (games/kalah/table_memory.py): the rule on numbers, and the
command line taking it only when no table is given."""
import argparse

import pytest

from games.kalah import table_memory
from games.kalah.table_memory import LEAST_MEGABYTES, MOST_MEGABYTES, UNKNOWN_MEGABYTES, table_megabytes


@pytest.mark.parametrize(("available", "limit", "expected"), [
    (24_000, None, 12_000),          # half of what is available
    (64_000, None, MOST_MEGABYTES),  # capped
    (24_000, 6_000, 3_000),          # a Dask worker's limit below what is free: half of the limit
    (3_000, 6_000, 1_500),           # what is free below the limit: half of what is free
    (100, None, LEAST_MEGABYTES),    # never below the least...
    (40, None, 40),                  # ...unless less is free: never more than is free
    (None, None, UNKNOWN_MEGABYTES),  # memory unknown
    (None, 600, 300),                # unknown, but a limit: half of it
])
def test_the_rule_on_numbers(available, limit, expected):
    assert table_megabytes(available, limit) == expected


def test_never_more_than_is_free():
    for available in (1, 10, 63, 64, 65, 127, 128, 1000, 10**6):
        for limit in (None, 1, 50, 200, 10**5):
            room = available if limit is None else min(available, limit)
            assert 1 <= table_megabytes(available, limit) <= room


def test_this_machine_reads_a_number():
    available = table_memory.available_megabytes()
    assert available is None or available > 0


def test_the_environment_wins_over_the_memory(monkeypatch):
    monkeypatch.setenv("ARSAC_KALAH_PROOF_MB", "48")
    assert table_memory.proof_megabytes(10**6) == 48
    monkeypatch.delenv("ARSAC_KALAH_PROOF_MB")
    monkeypatch.setattr(table_memory, "available_megabytes", lambda: 8000)
    assert table_memory.proof_megabytes() == 4000
    assert table_memory.proof_megabytes(2000) == 1000


def test_the_command_line_takes_the_rule_only_without_a_table(monkeypatch):
    from games.kalah import cli

    asked = []

    def analyse_desk(desk, to_move, seconds, clock, capture, megabytes, **kwargs):
        asked.append(megabytes)
        return {"move": [1], "value": 0, "exact": True, "depth": 1, "nodes": 1, "nps": 1, "bounds": [0, 0]}

    monkeypatch.setattr(cli, "analyse_desk", analyse_desk)
    monkeypatch.setattr(table_memory, "proof_megabytes", lambda limit=None: 777)
    parser = argparse.ArgumentParser()
    cli.add_analyse_arguments(parser)
    desk = ["--desk", "3,3,3,3,3,3,0,3,3,3,3,3,3,0"]
    cli.analyse(parser.parse_args(desk))
    cli.analyse(parser.parse_args([*desk, "--table-mb", "32"]))
    assert asked == [777, 32]
