"""Records of play (engine/files/records.py): the tallies, the file (atomic, a damaged one kept aside byte for byte,
fuzzed like the settings), and the hooks that count a duel's end and a numbers round's end."""
import json
import tempfile
from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from engine.duels.basics import ALL_LEVELS, COMPUTER_COMPUTER, HOTSEAT, HUMAN_COMPUTER, Outcome, Setup
from engine.files import records as records_io
from engine.files.json_file import Kept
from engine.files.records import DRAWN, LOST, WON, DuelTally, NumbersTally, RecordBook, Records


def tally(results: str) -> DuelTally:
    t = DuelTally()
    for c in results:
        t = t.after({"W": WON, "L": LOST, "D": DRAWN}[c])
    return t


def test_counts_and_streaks_as_pysolfc_keeps_them():
    t = tally("WWWLLDWWLLLLW")
    assert (t.played, t.won, t.lost, t.drawn) == (13, 6, 6, 1)
    assert (t.streak, t.best_streak, t.worst_streak) == (1, 3, 4)
    assert tally("WWD").streak == 0 and tally("LL").streak == -2 and t.is_consistent()
    with pytest.raises(ValueError):
        DuelTally().after("resigned")


def test_numbers_rounds_exact_answers_and_best_time():
    n = NumbersTally().after(False, 45).after(True, 38.26).after(True, 51).after(False, 3)
    assert (n.rounds, n.exact, n.best_seconds) == (4, 2, 38.3) and n.is_consistent()


@pytest.mark.parametrize("setup, winner, counted", [
    (Setup(HUMAN_COMPUTER, human_side=0), 0, WON), (Setup(HUMAN_COMPUTER, human_side=1), 0, LOST),
    (Setup(HUMAN_COMPUTER), None, DRAWN), (Setup(HOTSEAT), 0, None), (Setup(COMPUTER_COMPUTER), 1, None),
])
def test_only_a_persons_games_against_the_computer_count(setup, winner, counted):
    assert records_io.duel_result(setup, Outcome(winner, "")) == counted


def test_the_book_saves_each_result_atomically_and_reads_it_back(tmp_path):
    path = tmp_path / "data" / "records.json"
    book = RecordBook.open(path)
    assert book.records.is_empty() and book.notice is None and not path.exists()
    book.note_duel("kalah", Setup(HUMAN_COMPUTER, level=4), Outcome(0, "more stones"))
    book.note_duel("kalah", Setup(HOTSEAT, level=4), Outcome(0, "more stones"))  # not counted
    book.note_round(True, 12.0)
    again = RecordBook.open(path)
    assert again.records == book.records and again.records.duels[("kalah", 4)].won == 1
    assert sorted(p.name for p in path.parent.iterdir()) == [".arsac-arcade.lock", "records.json"]  # no temporary file left
    again.reset()
    assert RecordBook.open(path).records.is_empty()


def test_a_failed_save_is_said_once_and_counting_goes_on(tmp_path, monkeypatch):
    book = RecordBook.open(tmp_path / "records.json")
    monkeypatch.setattr(tempfile, "mkstemp", lambda *a, **k: (_ for _ in ()).throw(PermissionError(13, "Permission denied")))
    book.note_round(False, 3)
    assert "Could not save" in book.notice and book.path is None and book.records.numbers.rounds == 1
    book.note_round(False, 3)
    assert book.records.numbers.rounds == 2


@pytest.mark.parametrize("content, kept", [
    (b"{not json", False), (b"\xff\xfe", False), (b"[" * 5000, False), (b"[]", False),
    (json.dumps({"duels": {"kalah": {"3": {"played": 1, "won": 5, "lost": 0, "drawn": 0, "streak": 0,
                                           "best_streak": 0, "worst_streak": 0}},
                           "queens": {"2": records_io.asdict(tally("WL"))}}}).encode(), True),
])
def test_a_damaged_file_is_kept_aside_and_replaced(tmp_path, content, kept):
    path = tmp_path / "records.json"
    path.write_bytes(content)
    loaded = records_io.load(path)
    assert loaded.notice and "records.json.damaged" in loaded.notice and loaded.can_save
    assert (tmp_path / "records.json.damaged").read_bytes() == content
    assert records_io.load(path).notice is None  # the replacement reads cleanly
    assert (("queens", 2) in loaded.value.duels) is kept and ("kalah", 3) not in loaded.value.duels


def test_a_huge_file_is_set_aside_unread(tmp_path):
    path = tmp_path / "records.json"
    path.write_bytes(b'{"x": "' + b" " * records_io.MAX_BYTES + b'"}')
    loaded = records_io.load(path)
    assert loaded.value.is_empty() and "damaged" in loaded.notice


tallies = st.builds(DuelTally, *[st.integers(-3, 12)] * 7)
numbers = st.builds(NumbersTally, st.integers(-1, 9), st.integers(-1, 9),
                    st.none() | st.floats(allow_nan=True, allow_infinity=True) | st.booleans())
leaf = st.none() | st.booleans() | st.integers(-2, 10 ** 12) | st.floats() | st.text(max_size=12)
junk = st.recursive(leaf, lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=8), kids,
                                                                                     max_size=3), max_leaves=12)
levels = st.dictionaries(st.sampled_from(["1", "3", "5", "6", "7", "x", ""]), tallies.map(records_io.asdict) | junk, max_size=3)
files = st.fixed_dictionaries({}, optional={
    "version": st.sampled_from([1, 2, "1"]),
    "duels": st.dictionaries(st.sampled_from(["kalah", "match-nim", "", "a\x00b", "x" * 80]), levels | junk, max_size=3) | junk,
    "numbers": numbers.map(records_io.asdict) | junk,
})


def _dumps(value) -> bytes:
    return json.dumps(value).encode()


raw_files = st.one_of(
    st.binary(max_size=200),
    files.map(_dumps),
    files.map(_dumps).flatmap(lambda b: st.integers(0, len(b)).map(lambda n: b[:n])),  # truncated
    st.integers(1, 3000).map(lambda n: b'{"duels":' + b"[" * n + b"]" * n + b"}"),
    st.integers(1, 5000).map(lambda n: b'{"numbers": {"rounds": ' + b"9" * n + b"}}"),
)


@hsettings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                   HealthCheck.too_slow])
@given(raw=raw_files)
def test_fuzz_loading_never_raises_and_never_loses_the_file(tmp_path, raw):
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    path = folder / "records.json"
    path.write_bytes(raw)
    loaded = records_io.load(path)
    assert isinstance(loaded.value, Records) and loaded.value.numbers.is_consistent()
    assert all(t.is_consistent() and level in ALL_LEVELS for (_, level), t in loaded.value.duels.items())
    files = {p.name: p.read_bytes() for p in folder.iterdir() if not p.name.startswith(".")}
    if loaded.notice is None:
        assert files == {"records.json": raw}  # a good file is left as it is
    else:
        assert files["records.json.damaged"] == raw  # a bad one is kept aside byte for byte
        assert records_io.load(path) == Kept(loaded.value)  # and replaced by what was kept


# --- the hooks: a duel's end, a numbers round's end -------------------------------------------------
def test_a_duel_against_the_computer_is_counted_when_it_ends(harness):
    from engine.entries import registry
    from engine.files.settings import Settings

    spec = registry.get("match-nim")
    scene = spec.scene_class()(spec, setup=Setup(HUMAN_COMPUTER, 0, 2), values={"start": "0 2"}, seed=1)
    h = harness(scene, settings=Settings(sound=False, animation_speed="instant"))
    h.tick()
    for key in (pygame.K_2, pygame.K_UP, pygame.K_RETURN):  # pile 2, take both: the last match, a win
        h.key(key)
    h.tick(frames=2)
    assert scene.phase == "over"
    assert h.app.records.records.duels == {("match-nim", 2): tally("W")}


def test_a_numbers_round_is_counted_with_its_time(harness):
    from engine.entries import registry
    from engine.files.settings import Settings
    from games.numbers.play_scene import NumbersPlayScene
    from games.numbers.solver import Params

    spec = registry.get("numbers")
    h = harness(NumbersPlayScene(spec, Params((10, 10, 25, 50, 75, 100), 175, mode="play", clock=45)),
                settings=Settings(sound=False))
    h.tick(0.5, frames=4)
    for key in "6+5":  # 100 + 75: the target, which ends the round
        h.key(pygame.key.key_code(key), unicode=key)
    assert h.top.phase == "over"
    assert h.app.records.records.numbers == NumbersTally(1, 1, 2.0)
