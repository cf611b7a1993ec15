"""A proof stopped short goes on from what it proved (``ai.ProofState``, games/kalah/proof_file.py, ``analyse kalah
--keep``), its file written atomically, and a damaged, truncated or foreign one set aside with a word, never a crash."""
from __future__ import annotations

import json

import pytest

from engine.duels.limits import Limit
from games.kalah import ai, endgame, proof_file
from games.kalah.rules import Params, Variant, initial, parse_desk
from tests.clocks import paced

PACE = 200_000
compiled_only = pytest.mark.skipif(not ai.COMPILED, reason="the compiled core is not installed")
START = initial(Params(stones=3, variant=Variant("empty")))


class Stop(Exception):
    """Raised by a report, as Ctrl-C would be in the search."""


def prove(resume=None, report=None):
    proof = ai.Proof(megabytes=16, endgame_stones=endgame.STONES, resume=resume, report=report)
    return ai.search(START, Limit(level=5, seconds=30, clock=paced(ai.CHECK_EVERY, PACE)), proof=proof)


@compiled_only
@pytest.mark.parametrize("stop_after", [1, 3, 6])
def test_a_proof_stopped_goes_on_from_what_it_proved(stop_after):
    whole: list[ai.ProofState] = []
    assert prove(report=whole.append).value == 2
    assert whole[-1] == ai.ProofState(2, 2)
    seen: list[ai.ProofState] = []

    def stopping(state: ai.ProofState) -> None:
        seen.append(state)
        if len(seen) == stop_after:
            raise Stop

    with pytest.raises(Stop):
        prove(report=stopping)
    kept = seen[-1]
    ai.forget_searches()
    after: list[ai.ProofState] = []
    result = prove(resume=kept, report=after.append)
    assert (result.exact, result.value, result.bounds) == (True, 2, (2, 2))
    assert all(kept.lower <= state.lower and state.upper <= kept.upper for state in after)  # nothing proved is lost
    if kept.testing is not None:  # the pass stopped goes on, the turns it refuted taken as they were
        assert after[len(kept.refuted) - 1] == kept


def test_the_state_is_saved_and_read_back(tmp_path):
    state = ai.ProofState(4, 30, 5, (((3, 6), 4), ((1,), -2)))
    where = proof_file.save(tmp_path, START, state)
    assert where.parent == tmp_path and not [p for p in tmp_path.iterdir() if p != where]  # no leftover
    said: list[str] = []
    assert proof_file.load(tmp_path, START, said.append) == state and said == []
    other = parse_desk("3,3,3,3,3,3,0,3,3,3,3,3,3,0", "B", Variant("empty"))
    assert proof_file.load(tmp_path, other, said.append) is None and said == []  # none kept for it
    proof_file.forget(tmp_path, START)
    assert proof_file.load(tmp_path, START, said.append) is None and not where.exists()


@pytest.mark.parametrize("damage", [
    lambda text: text[: len(text) // 2],  # truncated
    lambda text: "",
    lambda text: "\x00\xff garbage",
    lambda text: text.replace('"empty"', '"standard"'),  # another position's (foreign)
    lambda text: text.replace('"lower": 4', '"lower": 40'),  # bounds out of order
    lambda text: text.replace('"lower": 4', '"lower": "4"'),
    lambda text: json.dumps([1, 2, 3]),
    lambda text: text.replace('"refuted": [[[3, 6], 4]', '"refuted": [[3'),
])
def test_a_damaged_file_is_set_aside_with_a_word(tmp_path, damage):
    where = proof_file.save(tmp_path, START, ai.ProofState(4, 30, 5, (((3, 6), 4),)))
    where.write_text(damage(where.read_text()), encoding="utf-8", errors="surrogateescape")
    said: list[str] = []
    assert proof_file.load(tmp_path, START, said.append) is None
    assert len(said) == 1 and said[0].startswith(where.name)


@compiled_only
def test_analyse_kalah_keeps_an_unfinished_proof_and_goes_on_from_it(tmp_path, monkeypatch, capsys):
    import argparse

    from games.kalah import cli as kalah_cli

    monkeypatch.setattr(kalah_cli, "cache_dir", lambda: tmp_path)
    parser = argparse.ArgumentParser()
    kalah_cli.add_analyse_arguments(parser)
    five = ["--desk", "5,5,5,5,5,5,0,5,5,5,5,5,5,0", "--capture", "empty", "--table-mb", "16", "--keep", "--progress"]
    args = parser.parse_args([*five, "--seconds", "2"])
    _, data = kalah_cli.analyse(args, paced(ai.CHECK_EVERY, PACE))  # far too little work to prove it
    assert not data["exact"]
    kept = proof_file.load(tmp_path, parse_desk(args.desk, "A", Variant("empty")), print)
    assert kept is not None and [kept.lower, kept.upper] == data["bounds"]
    assert "the same command goes on from there" in capsys.readouterr().err
    kalah_cli.analyse(parser.parse_args([*five, "--seconds", "1"]), paced(ai.CHECK_EVERY, PACE))
    first = capsys.readouterr().err.splitlines()[0]  # its first word: where it goes on from
    assert first.startswith("arsac-arcade: progress: ") and f"the value lies in {kept.lower:+d}..{kept.upper:+d}" in first
    three = parser.parse_args(["--desk", "3,3,3,3,3,3,0,3,3,3,3,3,3,0", "--table-mb", "16", "--keep", "--seconds", "30"])
    proof_file.save(tmp_path, parse_desk(three.desk, "A", Variant("standard")), ai.ProofState(0, 36))
    _, data = kalah_cli.analyse(three, paced(ai.CHECK_EVERY, PACE))
    assert data["exact"] and not list(tmp_path.glob("kalah-proof-standard-*"))  # proved: its file goes


@compiled_only
def test_an_interrupt_that_ctypes_swallows_still_ends_the_search_as_an_interrupt(monkeypatch):
    """Ctrl-C may meet the core's callback on its way in, before its ``try``: ctypes then prints the exception as
    ignored and ends the call, and the search must end as interrupted (then ``--keep`` keeps what was proved), not
    go on with no value."""
    from games.kalah import native_core

    monkeypatch.setattr(native_core, "_callback", lambda check, raised: lambda nodes: 1)  # ended, nothing kept
    core = native_core.Core(b"", -1, 1024, lambda nodes: None, 1)
    with pytest.raises(KeyboardInterrupt):
        core.negamax(bytes([4] * 12), 48, 40, -1000, 1000)
    unchecked = native_core.Core(b"", -1, 1024, None, 1)
    unchecked.stopped = True
    assert unchecked.negamax(bytes([4] * 12), 48, 40, -1000, 1000) is None  # a core stopped, no check: no value
