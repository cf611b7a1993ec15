"""Games in progress, the pure part (engine/files/saved_games.py): every duel read back move for move (the same
position, the same moves, undo to the start), what is not kept, stale games refused, and the file fuzzed
(random bytes, truncated JSON, wrong types, illegal moves): loading never raises, a damaged file is kept
aside byte for byte, and the arcade's other files are never touched."""
import json
import random
import tempfile
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from engine.duels.basics import COMPUTER_COMPUTER, HOTSEAT, HUMAN_COMPUTER, Setup
from engine.duels.match import Match
from engine.entries import registry
from engine.entries.options import defaults
from engine.entries.registry import DUEL
from engine.files import saved_games as saved_io
from engine.files.saved_games import (
    SavedDuel,
    SavedGameBook,
    SavedGames,
    SavedRound,
    StaleGameError,
    restore_duel,
    saved_duel,
    to_json,
)
from tests.duel_helpers import random_game

DUELS = [s for s in registry.entries(include_hidden=True) if s.kind == DUEL]
GAMES = [s for s in DUELS if s.id != "template"]


def through_the_file(saved: SavedDuel, entry: str) -> SavedDuel:
    data = json.loads(saved_io.to_json(SavedGames().with_duel(entry, saved)))
    games, bad = saved_io.from_data(data)
    assert bad == []
    return games.duels[entry]


@pytest.mark.parametrize("mode", [HOTSEAT, HUMAN_COMPUTER])
@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("spec", DUELS, ids=lambda s: s.id)
def test_every_duel_reads_back_to_the_same_position_moves_and_undo(spec, seed, mode):
    rules = spec.module("rules")
    match = random_game(spec, seed, mode)
    saved = saved_duel(match, defaults(rules.OPTIONS), wait_each_move=seed % 2 == 1)
    assert saved is not None and saved.moves == tuple(map(str, match.moves))
    back = through_the_file(saved, spec.id)
    assert back == saved
    restored = restore_duel(back, rules, spec.side_names, random.Random(1000 + seed))  # another generator: no new deal
    assert restored.setup == match.setup and restored.start == match.start
    assert restored.moves == match.moves and restored.position == match.position  # Foxes: the repetitions too
    steps = 0
    while match.can_undo():  # undo goes back as far (a whole exchange against the computer)
        assert restored.undo() and match.undo()
        assert restored.position == match.position
        steps += 1
    assert not restored.can_undo()
    if mode == HOTSEAT:  # between two players every move can be taken back, to the start
        assert steps == len(saved.moves) and restored.position == match.start
    if steps:
        assert restored.redo() and match.redo() and restored.position == match.position


def test_a_dealt_start_is_dealt_again_by_a_new_game_but_a_chosen_one_is_kept():
    spec = registry.get("match-nim")
    rules = spec.module("rules")
    dealt = random_game(spec, 1)
    chosen = Match(rules, Setup(HOTSEAT), rules.default_params(), random.Random(1), start=rules.Position((3, 5, 7)))
    chosen.play(rules.parse_move("pile 1 take 1"))
    for match, kept in ((dealt, False), (chosen, True)):
        saved = saved_duel(match, {})
        assert saved.chosen_start is kept
        restored = restore_duel(saved, rules, None, random.Random(7))
        restored.restart()
        assert (restored.start == match.start) is kept


def test_what_is_not_kept():
    spec = registry.get("match-nim")
    rules = spec.module("rules")
    start = rules.Position((0, 2))
    fresh = Match(rules, Setup(HOTSEAT), rules.default_params(), random.Random(1), start=start)
    assert saved_duel(fresh, {}) is None  # nothing played yet
    over = Match(rules, Setup(HOTSEAT), rules.default_params(), random.Random(1), start=start)
    over.play(rules.parse_move("pile 2 take 2"))
    assert over.is_over() and saved_duel(over, {}) is None  # finished
    watched = Match(rules, Setup(COMPUTER_COMPUTER), rules.default_params(), random.Random(1), start=rules.Position((3, 4)))
    watched.play(rules.parse_move("pile 1 take 1"))
    assert saved_duel(watched, {}) is None  # the computer against itself
    playing = Match(rules, Setup(HOTSEAT), rules.default_params(), random.Random(1), start=rules.Position((9, 9)))
    playing.play(rules.parse_move("pile 1 take 1"))
    assert saved_duel(playing, {"start": "9 9", "odd": [1], "nan": float("nan")}).values == {"start": "9 9"}


def test_a_game_too_long_is_not_kept(monkeypatch):
    spec = registry.get("row-nim")
    match = random_game(spec, 3, length=200)
    monkeypatch.setattr(saved_io, "MAX_MOVES", len(match.moves) - 1)
    assert saved_duel(match, {}) is None


def positions(match: Match) -> list:
    """Every position of the game, from the start."""
    rules, found = match.rules, [match.start]
    for move in match.moves:
        found.append(rules.apply(found[-1], move))
    return found


def with_illegal_move(match: Match, earliest: bool) -> tuple[str, ...]:
    """The game's moves with one replaced by a move in the game's notation (legal somewhere in the game)
    that is illegal where it stands: the earliest place where there is one, or the last."""
    rules, seen = match.rules, positions(match)
    texts = list(dict.fromkeys(str(m) for position in seen for m in rules.legal_moves(position)))
    moves = tuple(map(str, match.moves))
    places = range(len(seen)) if earliest else range(len(seen) - 1, -1, -1)
    for place in places:
        legal = {str(m) for m in rules.legal_moves(seen[place])}
        illegal = next((text for text in texts if text not in legal), None)
        if illegal is not None:
            return moves[:place] + (illegal,) + moves[place:]
    raise AssertionError("no illegal move found")


def played_to_the_end(match: Match) -> tuple[str, ...]:
    """The game's moves and more, until it is over: each time the move leaving the other side fewest moves."""
    rules, game = match.rules, Match(match.rules, match.setup, match.params, random.Random(1), match.start)
    for move in match.moves:
        game.play(move)
    for _ in range(3000):
        if game.is_over():
            return tuple(map(str, game.moves))
        game.play(min(game.legal_moves(), key=lambda m: len(rules.legal_moves(rules.apply(game.position, m)))))
    raise AssertionError("the game did not end")


def stale_versions(saved: SavedDuel, match: Match) -> dict[str, SavedDuel]:
    return {
        "an illegal move at the end": replace(saved, moves=with_illegal_move(match, earliest=False)),
        "an illegal move early": replace(saved, moves=with_illegal_move(match, earliest=True)),
        "not a move": replace(saved, moves=saved.moves[:1] + ("not a move",) + saved.moves[1:]),
        "an empty move": replace(saved, moves=("",)),
        "no start": replace(saved, start=""),
        "a start without its side": replace(saved, start=saved.start.rpartition(" | ")[0]),
        "a start that is not one": replace(saved, start="999 | 0"),
        "no moves": replace(saved, moves=()),
        "the game over": replace(saved, moves=played_to_the_end(match)),
    }


@pytest.mark.parametrize("spec", GAMES, ids=lambda s: s.id)
def test_a_stale_game_is_refused_whole(spec):
    rules = spec.module("rules")
    match = random_game(spec, 5)
    saved = saved_duel(match, defaults(rules.OPTIONS))
    for why, stale in stale_versions(saved, match).items():
        with pytest.raises(StaleGameError):
            restore_duel(stale, rules, spec.side_names, random.Random(1))
            pytest.fail(why)


@pytest.mark.parametrize("entry, values", [("match-nim", {"piles": 99}), ("row-nim", {"columns": 2}),
                                           ("kalah", {"stones": "many"}), ("match-nim", {"start": "3 x 5"})])
def test_options_the_rules_refuse_make_a_game_stale(entry, values):
    spec = registry.get(entry)
    saved = saved_duel(random_game(spec, 2), {})
    with pytest.raises(StaleGameError):
        restore_duel(replace(saved, values=values), spec.module("rules"), spec.side_names, random.Random(1))


moves_text = st.lists(st.sampled_from(["pile 1 take 1", "pile 2 take 30", "row 1 from 1 to 2", "3", "7", "c3-c4",
                                       "d5xd3xb3", "take 1"]) | st.text(max_size=12), max_size=6)


@hsettings(max_examples=200)
@given(spec=st.sampled_from(DUELS), seed=st.integers(0, 50), moves=moves_text, cut=st.integers(0, 60),
       start=st.none() | st.text(max_size=30), values=st.dictionaries(st.sampled_from(["piles", "rows", "columns",
                                                                                         "stones", "start", "misere"]),
                                                                      st.integers(-5, 40) | st.text(max_size=8)
                                                                      | st.booleans(), max_size=3))
def test_fuzz_restoring_either_plays_on_or_refuses(spec, seed, moves, cut, start, values):
    rules = spec.module("rules")
    saved = saved_duel(random_game(spec, seed, length=10), {})
    fuzzed = replace(saved, moves=saved.moves[:cut] + tuple(moves), values=values,
                     start=saved.start if start is None else start)
    try:
        match = restore_duel(fuzzed, rules, spec.side_names, random.Random(seed))
    except StaleGameError:
        return
    assert list(match.moves) == [rules.parse_move(text) for text in fuzzed.moves]  # every move kept, in order


# --- rounds of the numbers game ---------------------------------------------------------------------
def test_a_round_reads_back_and_says_what_it_is():
    saved = SavedRound((10, 10, 25, 50, 75, 100), 370, 45, ((3, "/", 2), (6, "+", 5)), 10.25)
    games, bad = saved_io.from_data(json.loads(saved_io.to_json(SavedGames().with_round("numbers", saved))))
    assert bad == [] and games.rounds["numbers"] == saved
    assert saved.summary() == "round for 370, 2 steps, 0:35 left"
    assert replace(saved, clock=0, steps=saved.steps[:1]).summary() == "round for 370, 1 step"
    assert SavedDuel({}, HUMAN_COMPUTER, 0, 4, 0, "3 | 0", ("1",) * 13).summary() == "your game against level 4, move 14"
    assert SavedDuel({}, HOTSEAT, 0, 4, 0, "3 | 0", ("1",)).summary() == "two players, move 2"


# --- the file ----------------------------------------------------------------------------------------
def sample_file() -> SavedGames:
    spec = registry.get("row-nim")
    duel = saved_duel(random_game(spec, 4), {"rows": 8, "columns": 8, "start": ""})
    return SavedGames({"row-nim": duel}, {"numbers": SavedRound((1, 2, 3, 4, 5, 100), 523, 0, ((5, "*", 4),), 3.5)})


def test_the_book_writes_each_change_atomically_and_only_when_it_changed(tmp_path):
    path = tmp_path / "data" / "saved_games.json"
    book = SavedGameBook.open(path)
    assert book.value == SavedGames() and book.notice is None and not path.exists()
    games = sample_file()
    book.keep_duel("row-nim", games.duels["row-nim"])
    book.keep_round("numbers", games.rounds["numbers"])
    assert SavedGameBook.open(path).value == games
    assert sorted(p.name for p in path.parent.iterdir()) == [".arsac-arcade.lock", "saved_games.json"]  # no temporary file left
    path.write_text("not read again")
    book.keep_duel("row-nim", games.duels["row-nim"])  # the same: nothing written
    assert path.read_text() == "not read again"
    path.write_text(to_json(games))
    book.keep_duel("row-nim", None)
    assert SavedGameBook.open(path).value == replace(games, duels={})


def test_a_book_that_cannot_write_goes_on_in_memory_and_says_so(tmp_path):
    (tmp_path / "data").write_text("a file where the folder should be")
    book = SavedGameBook(tmp_path / "data" / "saved_games.json")
    book.keep_round("numbers", sample_file().rounds["numbers"])
    assert book.round("numbers") is not None and "Could not save the saved games" in book.notice


def test_a_damaged_entry_is_dropped_and_the_others_kept(tmp_path):
    path = tmp_path / "saved_games.json"
    data = json.loads(saved_io.to_json(sample_file()))
    data["duels"]["kalah"] = {**data["duels"]["row-nim"], "level": 9}
    data["rounds"]["x" * 80] = data["rounds"]["numbers"]
    path.write_text(json.dumps(data))
    book = SavedGameBook.open(path)
    assert book.value == sample_file() and "kalah" in book.notice and (tmp_path / "saved_games.json.damaged").exists()
    assert SavedGameBook.open(path).notice is None  # the file now holds what was kept


leaf = st.none() | st.booleans() | st.integers(-2, 10 ** 12) | st.floats() | st.text(max_size=12)
junk = st.recursive(leaf, lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=8), kids,
                                                                                     max_size=3), max_leaves=12)


def _mutations(data: dict) -> st.SearchStrategy:
    """``data`` with one of its values, at any depth, replaced by junk."""
    paths = []

    def walk(value, path):
        paths.append(path)
        children = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
        for key, child in children:
            walk(child, path + (key,))

    walk(data, ())

    def put(path, new):
        copy = json.loads(json.dumps(data))
        if not path:
            return new
        holder = copy
        for key in path[:-1]:
            holder = holder[key]
        holder[path[-1]] = new
        return copy

    return st.tuples(st.sampled_from(paths[1:]), junk).map(lambda pair: put(*pair))


GOOD = json.loads(saved_io.to_json(sample_file()))
raw_files = st.one_of(
    st.binary(max_size=200),
    _mutations(GOOD).map(lambda d: json.dumps(d).encode()),  # wrong types anywhere
    st.integers(0, len(saved_io.to_json(sample_file()))).map(lambda n: saved_io.to_json(sample_file()).encode()[:n]),
    st.fixed_dictionaries({}, optional={"version": st.sampled_from([1, 2, "1"]), "duels": junk, "rounds": junk})
    .map(lambda d: json.dumps(d).encode()),
    st.integers(1, 3000).map(lambda n: b'{"version": 1, "duels":' + b"[" * n + b"]" * n + b"}"),
)


@hsettings(max_examples=300, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=raw_files)
def test_fuzz_loading_never_raises_never_loses_the_file_and_never_touches_the_others(tmp_path, raw):
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    others = {"memory.json": b'{"speeds": {"queens": 0.5}}\n', "records.json": b'{"version": 1, "duels": {}}\n'}
    for name, content in others.items():
        (folder / name).write_bytes(content)
    path = folder / "saved_games.json"
    path.write_bytes(raw)
    book = SavedGameBook.open(path)
    for entry, duel in book.value.duels.items():  # whatever was kept either plays on or is refused, nothing else
        spec = next((s for s in DUELS if s.id == entry), None)
        if spec is not None:
            try:
                restore_duel(duel, spec.module("rules"), spec.side_names, random.Random(1))
            except StaleGameError:
                pass
    book.keep_duel("row-nim", None)
    files = {p.name: p.read_bytes() for p in folder.iterdir() if not p.name.startswith(".")}
    assert {name: files[name] for name in others} == others  # the other files, byte for byte
    if book.notice is None:
        assert set(files) == {"saved_games.json", *others}
    else:
        assert files["saved_games.json.damaged"] == raw  # a bad one is kept aside byte for byte
        assert SavedGameBook.open(path).notice is None  # and replaced by what was kept
