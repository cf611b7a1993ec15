"""The tries at exercises on disk (engine/files/exercise_tries.py): each try written as it is made and read back with
every rating, two books on one file merged into one standing, a damaged file set aside with a notice, a damaged
try dropped and the others kept.  Kills and two processes: tests/engine/test_kill_faults.py (slow set)."""
import json
import random

import pytest

from engine.files import exercise_tries as tries_io
from engine.files import paths
from engine.files.exercise_tries import ExerciseBook
from engine.training.standing import FOLD_AT, Standing, Tally, replay
from tests.exercise_helpers import made


def clock(start: float = 1e9, step: float = 60.0):
    times = iter(start + step * n for n in range(10 ** 6))
    return lambda: next(times)


EXERCISES = [made(f"p{n}", "kalah" if n % 2 else "match-nim", ("capture",) if n % 3 else ("quiet", "sweep"), 1000.0 + 40 * n)
           for n in range(20)]


def test_each_try_is_written_as_it_is_made_and_reads_back_with_every_rating(tmp_path):
    path = tmp_path / "data" / "exercise_tries.json"
    book = ExerciseBook.open(path, clock())
    assert book.standing == Standing() and book.notice is None and not path.exists()
    first = book.record(EXERCISES[12], True)
    assert first.player_before.rating == 1500 and first.player_after.rating > 1500 and first.streak == 1
    assert first.exercise_before.rating == EXERCISES[12].rating > first.exercise_after.rating
    assert ExerciseBook.open(path, clock()).standing == book.standing  # on disk at once
    rng = random.Random(5)
    for _ in range(30):
        scored = book.record(rng.choice(EXERCISES), rng.random() < 0.7)
        assert scored.player_after == book.standing.player
    again = ExerciseBook.open(path, clock())
    assert again.standing == book.standing and again.standing.total.tries == 31
    assert sorted(p.name for p in path.parent.iterdir()) == [".arsac-arcade.lock", "exercise_tries.json"]
    assert paths.exercise_tries_file().parent == paths.data_dir()


def test_two_windows_merge_their_tries_into_one_standing(tmp_path):
    path = tmp_path / "exercise_tries.json"
    left, right = ExerciseBook.open(path, clock(1e9)), ExerciseBook.open(path, clock(1e9 + 30))
    rng = random.Random(8)
    for _ in range(25):
        for book in (left, right):
            book.record(rng.choice(EXERCISES), rng.random() < 0.5)
            assert book.standing == ExerciseBook.open(path, clock()).standing  # each writes on the other's tries
    left.refresh()
    assert left.standing == right.standing and left.standing.total.tries == 50
    log = ExerciseBook.open(path, clock()).value
    assert replay(Standing(), log.tries) == left.standing  # one rating: the tries' own, in time order


def test_a_long_history_is_folded_and_still_gives_the_same_standing(tmp_path):
    path = tmp_path / "exercise_tries.json"
    rng = random.Random(9)
    memory = ExerciseBook(clock())  # no file: FOLD_AT tries made quickly, then written
    for _ in range(FOLD_AT):
        memory.record(rng.choice(EXERCISES), rng.random() < 0.5)
    tries_io.save(memory.value, path)
    book = ExerciseBook.open(path, clock(2e9))
    assert book.standing == memory.standing and len(book.value.tries) == FOLD_AT
    book.record(rng.choice(EXERCISES), rng.random() < 0.5)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert len(data["tries"]) < FOLD_AT and data["base"]["total"][0] == FOLD_AT + 1 - len(data["tries"])
    assert ExerciseBook.open(path, clock()).standing == book.standing
    assert book.standing.total.tries == FOLD_AT + 1


@pytest.mark.parametrize("damage", [b"", b"{not json", b"[1, 2]", b"\xff\xfe", b'{"version": 2, "tries": []}'])
def test_a_damaged_file_is_set_aside_with_a_notice_and_the_tries_start_again(tmp_path, damage):
    path = tmp_path / "exercise_tries.json"
    path.write_bytes(damage)
    book = ExerciseBook.open(path, clock())
    assert book.notice and "exercise" in book.notice
    aside = tmp_path / "exercise_tries.json.damaged"
    assert aside.read_bytes() == damage  # kept byte for byte
    assert book.standing == Standing()
    book.record(EXERCISES[0], True)
    assert ExerciseBook.open(path, clock()).standing.total == Tally(1, 1) and aside.read_bytes() == damage


def test_a_damaged_try_is_dropped_and_the_others_kept(tmp_path):
    path = tmp_path / "exercise_tries.json"
    book = ExerciseBook(clock(), path)
    for exercise in EXERCISES[:4]:
        book.record(exercise, True)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["tries"][1]["right"] = "yes"
    data["tries"][2]["shipped"] = [float("inf"), 80]
    data["base"]["by_theme"]["x" * 200] = [1, 1]
    path.write_text(json.dumps(data), encoding="utf-8")
    again = ExerciseBook.open(path, clock())
    assert again.notice and "try 2" in again.notice and "try 3" in again.notice
    assert again.standing.total == Tally(2, 2) and set(again.standing.exercises) == {"p0", "p3"}
    assert (tmp_path / "exercise_tries.json.damaged").exists()
    assert ExerciseBook.open(path, clock()).notice is None  # what was kept was written back whole


def test_loading_never_raises_on_mutated_files(tmp_path):
    book = ExerciseBook(clock(), tmp_path / "good.json")
    for exercise in EXERCISES[:3]:
        book.record(exercise, False)
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
