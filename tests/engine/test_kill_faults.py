"""Proof by fault injection (slow set): children that play and keep every move are killed with SIGKILL at
random moments and in the middle of writes; after each kill a fresh start finds the game with every move
the child had reported kept (at most the one being made is lost), every file reads back, and no temporary
file is left.  Then two processes finish games and keep them at once: nothing counted or kept is lost.  The
same for the tries at exercises (engine/files/exercise_tries.py) and the own exercises (engine/files/own_exercises.py):
killed children lose at most the try being made, and two processes making tries at once agree on one rating.

The children are tests/engine/kill_child.py.  Where a kill lands is chance (or a stalled write); what is
asserted holds wherever it lands, so no assertion depends on the machine's speed."""
import json
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from engine.entries import registry
from engine.files.exercise_tries import ExerciseBook
from engine.files.lock import LOCK_NAME
from engine.files.own_exercises import OwnExerciseBook
from engine.files.records import RecordBook
from engine.files.saved_games import SavedGameBook, restore_duel
from engine.training import standing as standing_of_tries
from engine.training.standing import Standing, Tally
from games.numbers.rules import replay
from tests.engine.kill_child import own_changes

CHILD = Path(__file__).with_name("kill_child.py")
ENTRIES = ["kalah", "fox-and-hens", "match-nim", "row-nim", "numbers"]
KILLS_PER_ENTRY = 44  # 220 kills in all
PATIENCE = 120  # a hang guard for a child's first lines, not a measure


def start(folder: Path, entry: str, seed: int, stall: str | None = None) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(CHILD), str(folder), entry, str(seed), *([stall] if stall else [])],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def read_line(child: subprocess.Popen) -> str:
    line = child.stdout.readline()
    assert line, f"the child stopped: {child.stderr.read()[-2000:]}"
    return line.strip()


def kill(child: subprocess.Popen) -> list[str]:
    """SIGKILL, then every line the child had printed that ``read_line`` had not read (through the same
    reader: it may hold lines read ahead)."""
    child.send_signal(signal.SIGKILL)
    rest = child.stdout.read()
    child.stdout.close()
    child.stderr.close()
    child.wait(timeout=PATIENCE)
    return [line for line in rest.splitlines() if line]


def moves_kept(folder: Path, entry: str) -> int:
    """What a fresh start offers: the number of moves of the entry's game, each replayed through the rules."""
    book = SavedGameBook.open(folder / "saved_games.json")
    assert book.notice is None, book.notice
    if entry == "numbers":
        kept = book.round(entry)
        return 0 if kept is None else len(replay(kept.tiles, kept.target, kept.steps)) - 1
    saved = book.duel(entry)
    if saved is None:
        return 0
    spec = registry.get(entry)
    return len(restore_duel(saved, spec.part("rules"), None, random.Random(0)).moves)


def files_read_back(folder: Path) -> None:
    """After a fresh start (which opens the records and the saved games, as the arcade does)."""
    assert RecordBook.open(folder / "records.json").notice is None
    names = sorted(p.name for p in folder.iterdir())
    assert set(names) <= {LOCK_NAME, "saved_games.json", "records.json"}, names  # no temporary file is left
    for name in names:
        if name.endswith(".json"):
            assert isinstance(json.loads((folder / name).read_text(encoding="utf-8")), dict), name


@pytest.mark.slow
@pytest.mark.parametrize("entry", ENTRIES)
def test_a_kill_at_any_moment_loses_at_most_the_move_being_made(tmp_path, entry):
    rng = random.Random(f"kills {entry}")
    folder = tmp_path / "data"
    expected, endings, stalled_kills = 0, 0, 0
    for kill_number in range(KILLS_PER_ENTRY):
        stall = None
        if kill_number % 4 == 1:
            stall = f"{rng.choice(['replace', 'fsync'])}:{rng.randint(1, 12)}"
        child = start(folder, entry, seed=kill_number, stall=stall)
        resumed = read_line(child)
        assert resumed == f"resumed {expected}", (kill_number, resumed)  # the fresh start found every move
        lines = []
        if stall is not None:
            while (line := read_line(child)) != "stalled":
                lines.append(line)
            stalled_kills += 1
        else:
            lines += [read_line(child) for _ in range(rng.randint(0, 6))]  # then the kill lands wherever it is
        lines += kill(child)
        reported = [line for line in lines if line.startswith(("kept", "ending", "ended"))]
        endings += sum(line.startswith("ending") for line in reported)
        for line in reported:  # the moves on disk as the child last said (an "ending" says nothing of them)
            if line.startswith("kept"):
                expected = int(line.split()[2])
            elif line.startswith("ended"):
                expected = 0
        last = reported[-1] if reported else ""
        found = moves_kept(folder, entry)
        # the move being made when the kill came may have reached the disk or not; the game is forgotten
        # only once the child has said that its last move ended it: no move it reported kept is lost
        allowed = {expected, expected + 1} | ({0} if last.startswith("ending") else set())
        assert found in allowed, (kill_number, found, expected, last)
        expected = found
        files_read_back(folder)
    records = RecordBook.open(folder / "records.json").records
    counted = records.numbers.rounds if entry == "numbers" else sum(t.played for t in records.duels.values())
    assert counted <= endings  # hot-seat games are not counted; none is counted twice
    assert stalled_kills == KILLS_PER_ENTRY // 4


def both_at_once(code: str, folder: Path) -> list[str]:
    """Run ``code`` in two processes at once (``sys.argv``: the folder, then "first" or "second", the repository on
    the path); what each printed, once both have ended well."""
    code = f"import sys; sys.path.insert(0, {str(Path(__file__).resolve().parents[2])!r})\n" + code
    children = [subprocess.Popen([sys.executable, "-c", code, str(folder), me], stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True) for me in ("first", "second")]
    outs = [child.communicate(timeout=600) for child in children]
    assert all(child.returncode == 0 for child in children), [err[-2000:] for _, err in outs]
    return [out.strip() for out, _ in outs]


@pytest.mark.slow
def test_two_processes_finishing_and_keeping_games_at_once_lose_nothing(tmp_path):
    folder = tmp_path / "data"
    code = ("from pathlib import Path\n"
            "from engine.duels.basics import HUMAN_COMPUTER, Outcome, Setup\n"
            "from engine.files.records import RecordBook\n"
            "from engine.files.saved_games import SavedDuel, SavedGameBook\n"
            "folder, me = Path(sys.argv[1]), sys.argv[2]\n"
            "records, book = RecordBook.open(folder / 'records.json'), SavedGameBook.open(folder / 'saved_games.json')\n"
            "for n in range(1, 101):\n"
            "    records.note_duel(me, Setup(HUMAN_COMPUTER, level=3), Outcome(0, 'won'))\n"
            "    book.keep_duel(me, SavedDuel({}, HUMAN_COMPUTER, 0, 3, 0, 'start | 0', ('1',) * n))\n"
            "    book.keep_duel('kalah', SavedDuel({}, HUMAN_COMPUTER, 0, 3, 0, me + ' | 0', ('1',) * n))\n"
            "print(records.notice, book.notice is not None)\n")
    both_at_once(code, folder)
    records = RecordBook.open(folder / "records.json").records
    assert records.duels[("first", 3)].won == 100 and records.duels[("second", 3)].won == 100
    kept = SavedGameBook.open(folder / "saved_games.json").value
    assert len(kept.duels["first"].moves) == 100 and len(kept.duels["second"].moves) == 100
    # both played "kalah" at once: the last game of each is kept, one offered and the other as the earlier one
    both = {kept.duels["kalah"].start, kept.earlier.duels["kalah"].start} if kept.earlier else {kept.duels["kalah"].start}
    assert both == {"first | 0", "second | 0"}
    assert {len(kept.duels["kalah"].moves), len(kept.earlier.duels["kalah"].moves)} == {100}
    files_read_back(folder)


def tries_kept(folder: Path, entry: str) -> int:
    """What a fresh start finds: the tries at exercises (``mistakes``: the own exercises and their tries), every file
    read back and no temporary file left."""
    book: ExerciseBook | OwnExerciseBook
    if entry == "mistakes":
        book = OwnExerciseBook.open(folder / "own_exercises.json", now=lambda: 0.0)
        found = own_changes(book)
    else:
        book = ExerciseBook.open(folder / "exercise_tries.json", now=lambda: 0.0)
        found = book.standing.total.tries
    assert book.notice is None, book.notice
    names = sorted(p.name for p in folder.iterdir())
    assert set(names) <= {LOCK_NAME, "exercise_tries.json", "own_exercises.json"}, names
    return found


@pytest.mark.slow
@pytest.mark.parametrize("entry", ["exercises", "mistakes"])
def test_a_kill_between_or_during_exercise_tries_loses_at_most_the_try_being_made(tmp_path, entry):
    rng = random.Random(f"kills {entry}")
    folder = tmp_path / "data"
    expected = 0
    for kill_number in range(KILLS_PER_ENTRY):
        stall = f"{rng.choice(['replace', 'fsync'])}:{rng.randint(1, 12)}" if kill_number % 4 == 1 else None
        child = start(folder, entry, seed=kill_number, stall=stall)
        assert read_line(child) == f"resumed {expected}", kill_number
        lines = []
        if stall is not None:
            while (line := read_line(child)) != "stalled":
                lines.append(line)
        else:
            lines += [read_line(child) for _ in range(rng.randint(0, 6))]
        lines += kill(child)
        for line in lines:
            if line.startswith("kept"):
                expected = int(line.split()[1])
        found = tries_kept(folder, entry)
        assert found in {expected, expected + 1}, (kill_number, found, expected)
        expected = found
    assert expected >= KILLS_PER_ENTRY  # the children did make tries


@pytest.mark.slow
def test_two_processes_making_exercise_tries_at_once_agree_on_one_rating(tmp_path):
    folder = tmp_path / "data"
    code = ("import itertools\n"
            "from pathlib import Path\n"
            "from engine.files.exercise_tries import ExerciseBook\n"
            "folder, me = Path(sys.argv[1]), sys.argv[2]\n"
            "clock = itertools.count(1e9 + (0.5 if me == 'second' else 0.0))\n"
            "book = ExerciseBook.open(folder / 'exercise_tries.json', now=lambda: float(next(clock)))\n"
            "from dataclasses import dataclass\n"
            "@dataclass(frozen=True)\n"
            "class P:\n"
            "    id: str; game: str; themes: tuple; rating: float; deviation: float\n"
            "for n in range(60):\n"
            "    book.record(P(f'{me}-{n % 7}', me, ('quiet',), 1400.0 + n, 80.0), n % 3 != 0)\n"
            "print(book.notice)\n")
    assert both_at_once(code, folder) == ["None", "None"]
    standing = ExerciseBook.open(folder / "exercise_tries.json", now=lambda: 0.0).standing
    assert standing.total == Tally(120, 80) and standing.by_game == {"first": Tally(60, 40), "second": Tally(60, 40)}
    # the rating is the one the tries give in time order, whichever window wrote first
    log = ExerciseBook.open(folder / "exercise_tries.json", now=lambda: 0.0).value
    assert [t.at for t in log.tries] == sorted(t.at for t in log.tries)
    assert standing_of_tries.replay(Standing(), log.tries) == standing


@pytest.mark.slow
def test_two_processes_keeping_and_trying_own_exercises_at_once_lose_nothing(tmp_path):
    """Two windows at once: each adds 40 own exercises and tries half of them; every exercise and every try is on disk."""
    folder = tmp_path / "data"
    code = ("from pathlib import Path\n"
            "from engine.files.own_exercises import OwnExerciseBook\n"
            "from engine.training.mistakes import OwnExercise\n"
            "from tests.exercise_helpers import made\n"
            "me = sys.argv[2]\n"
            "book = OwnExerciseBook.open(Path(sys.argv[1]) / 'own_exercises.json', now=lambda: 1e9)\n"
            "for n in range(40):\n"
            "    book.add([OwnExercise(made(f'mine-{me}-{n}', 'row-nim', ('columns',), 1200.0), ('1',), 'mistake', 1e9, 1e9)])\n"
            "    book.record(f'mine-{me}-{n // 2}', n % 4 != 0)\n"
            "print(book.notice)\n")
    assert both_at_once(code, folder) == ["None", "None"]
    kept = {own.id: own for own in OwnExerciseBook.open(folder / "own_exercises.json", now=lambda: 0.0).exercises}
    assert len(kept) == 80
    for me in ("first", "second"):
        assert sum(kept[f"mine-{me}-{n}"].tries for n in range(40)) == 40
        assert sum(kept[f"mine-{me}-{n}"].right for n in range(40)) == 30
