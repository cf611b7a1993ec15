"""The tries at puzzles on disk (engine/files/puzzle_tries.py): each try written as it is made and read back with
every rating, two books on one file merged into one standing, a damaged file set aside with a notice, a damaged
try dropped and the others kept.  Kills and two processes: tests/engine/test_kill_faults.py (slow set)."""
import json
import random

import pytest

from engine.files import paths
from engine.files import puzzle_tries as tries_io
from engine.files.puzzle_tries import PuzzleBook
from engine.training.standing import FOLD_AT, Standing, Tally, replay
from tests.puzzle_helpers import made


def clock(start: float = 1e9, step: float = 60.0):
    times = iter(start + step * n for n in range(10 ** 6))
    return lambda: next(times)


PUZZLES = [made(f"p{n}", "kalah" if n % 2 else "match-nim", ("capture",) if n % 3 else ("quiet", "sweep"), 1000.0 + 40 * n)
           for n in range(20)]


def test_each_try_is_written_as_it_is_made_and_reads_back_with_every_rating(tmp_path):
    path = tmp_path / "data" / "puzzle_tries.json"
    book = PuzzleBook.open(path, clock())
    assert book.standing == Standing() and book.notice is None and not path.exists()
    first = book.record(PUZZLES[12], True)
    assert first.player_before.rating == 1500 and first.player_after.rating > 1500 and first.streak == 1
    assert first.puzzle_before.rating == PUZZLES[12].rating > first.puzzle_after.rating
    assert PuzzleBook.open(path, clock()).standing == book.standing  # on disk at once
    rng = random.Random(5)
    for _ in range(30):
        scored = book.record(rng.choice(PUZZLES), rng.random() < 0.7)
        assert scored.player_after == book.standing.player
    again = PuzzleBook.open(path, clock())
    assert again.standing == book.standing and again.standing.total.tries == 31
    assert sorted(p.name for p in path.parent.iterdir()) == [".arsac-arcade.lock", "puzzle_tries.json"]
    assert paths.puzzle_tries_file().parent == paths.data_dir()


def test_two_windows_merge_their_tries_into_one_standing(tmp_path):
    path = tmp_path / "puzzle_tries.json"
    left, right = PuzzleBook.open(path, clock(1e9)), PuzzleBook.open(path, clock(1e9 + 30))
    rng = random.Random(8)
    for _ in range(25):
        for book in (left, right):
            book.record(rng.choice(PUZZLES), rng.random() < 0.5)
            assert book.standing == PuzzleBook.open(path, clock()).standing  # each writes on the other's tries
    left.refresh()
    assert left.standing == right.standing and left.standing.total.tries == 50
    log = PuzzleBook.open(path, clock()).value
    assert replay(Standing(), log.tries) == left.standing  # one rating: the tries' own, in time order


def test_a_long_history_is_folded_and_still_gives_the_same_standing(tmp_path):
    path = tmp_path / "puzzle_tries.json"
    rng = random.Random(9)
    memory = PuzzleBook(clock())  # no file: FOLD_AT tries made quickly, then written
    for _ in range(FOLD_AT):
        memory.record(rng.choice(PUZZLES), rng.random() < 0.5)
    tries_io.save(memory.value, path)
    book = PuzzleBook.open(path, clock(2e9))
    assert book.standing == memory.standing and len(book.value.tries) == FOLD_AT
    book.record(rng.choice(PUZZLES), rng.random() < 0.5)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert len(data["tries"]) < FOLD_AT and data["base"]["total"][0] == FOLD_AT + 1 - len(data["tries"])
    assert PuzzleBook.open(path, clock()).standing == book.standing
    assert book.standing.total.tries == FOLD_AT + 1


@pytest.mark.parametrize("damage", [b"", b"{not json", b"[1, 2]", b"\xff\xfe", b'{"version": 2, "tries": []}'])
def test_a_damaged_file_is_set_aside_with_a_notice_and_the_tries_start_again(tmp_path, damage):
    path = tmp_path / "puzzle_tries.json"
    path.write_bytes(damage)
    book = PuzzleBook.open(path, clock())
    assert book.notice and "puzzle" in book.notice
    aside = tmp_path / "puzzle_tries.json.damaged"
    assert aside.read_bytes() == damage  # kept byte for byte
    assert book.standing == Standing()
    book.record(PUZZLES[0], True)
    assert PuzzleBook.open(path, clock()).standing.total == Tally(1, 1) and aside.read_bytes() == damage


def test_a_damaged_try_is_dropped_and_the_others_kept(tmp_path):
    path = tmp_path / "puzzle_tries.json"
    book = PuzzleBook(clock(), path)
    for puzzle in PUZZLES[:4]:
        book.record(puzzle, True)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["tries"][1]["right"] = "yes"
    data["tries"][2]["shipped"] = [float("inf"), 80]
    data["base"]["by_theme"]["x" * 200] = [1, 1]
    path.write_text(json.dumps(data), encoding="utf-8")
    again = PuzzleBook.open(path, clock())
    assert again.notice and "try 2" in again.notice and "try 3" in again.notice
    assert again.standing.total == Tally(2, 2) and set(again.standing.puzzles) == {"p0", "p3"}
    assert (tmp_path / "puzzle_tries.json.damaged").exists()
    assert PuzzleBook.open(path, clock()).notice is None  # what was kept was written back whole


def test_loading_never_raises_on_mutated_files(tmp_path):
    book = PuzzleBook(clock(), tmp_path / "good.json")
    for puzzle in PUZZLES[:3]:
        book.record(puzzle, False)
    good = json.loads((tmp_path / "good.json").read_text(encoding="utf-8"))
    rng = random.Random(11)
    junk = [None, -1, 1e309, "", "x" * 100, [], {}, [1, 2, 3], True, 10 ** 30]
    for number in range(200):
        data = json.loads(json.dumps(good))
        target = rng.choice([data, data["base"], rng.choice(data["tries"])])
        target[rng.choice(list(target))] = rng.choice(junk)
        path = tmp_path / f"mutated-{number}.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        kept = tries_io.load(path)
        assert kept.value.standing.total.tries <= 3  # read, never raised; the ratings recomputed
