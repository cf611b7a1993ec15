"""A child process for the fault-injection tests: it plays on and keeps each move, as the arcade does, until killed.

    python kill_child.py FOLDER ENTRY SEED [STALL]

It opens the saved games and the records in FOLDER (as a fresh start of the arcade would), resumes the
entry's kept game if there is one (saying ``resumed N``), then plays random legal moves, keeping the game
after each one through the same book calls as the scenes (``kept G N``: game G has N moves on disk), and when
a game ends forgets it and notes it in the records (``ending G`` before, ``ended G`` after).  ENTRY ``numbers``
plays rounds of the numbers game instead; ENTRY ``exercises`` makes tries at made-up exercises, each kept in the
tries at exercises as the training screen keeps them (``resumed N``: N tries found; ``kept N``: N tries on disk); ENTRY
``mistakes`` adds own exercises and makes tries at them, as a finished duel and "Your mistakes" keep them (``N``:
the exercises and tries on disk).
With STALL (``replace:K`` or ``fsync:K``), the K-th write stops for good inside that step (the temporary file
written, not yet renamed; or written, not yet flushed to the disk) and says
``stalled``, so that the parent can kill it in the middle of a write.
"""
from __future__ import annotations

import os
import random
import stat
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.duels.basics import HOTSEAT, HUMAN_COMPUTER, Setup  # noqa: E402
from engine.duels.match import Match  # noqa: E402
from engine.entries import registry  # noqa: E402
from engine.entries.options import defaults  # noqa: E402
from engine.files.exercise_tries import ExerciseBook  # noqa: E402
from engine.files.own_exercises import OwnExerciseBook  # noqa: E402
from engine.files.records import RecordBook  # noqa: E402
from engine.files.saved_games import DUELS, ROUNDS, SavedGameBook, SavedRound, restore_duel, saved_duel  # noqa: E402
from engine.training.mistakes import OwnExercise  # noqa: E402
from games.numbers.rules import draw, replay  # noqa: E402
from tests.exercise_helpers import made  # noqa: E402


def say(line: str) -> None:
    print(line, flush=True)


def stall_at(kind: str, count: int) -> None:
    """Make the ``count``-th call of ``os.replace`` or ``os.fsync`` stop for good (after saying so)."""
    real = getattr(os, kind)
    calls = [0]

    def stalled(*args):
        if kind == "fsync" and not stat.S_ISREG(os.fstat(args[0]).st_mode):
            return real(*args)  # the folder's fsync comes after the rename: not inside a write
        calls[0] += 1
        if calls[0] == count:
            say("stalled")
            while True:
                time.sleep(60)
        return real(*args)

    setattr(os, kind, stalled)


def play_duels(folder: Path, entry: str, rng: random.Random) -> None:
    spec = registry.get(entry)
    rules = spec.part("rules")
    book = SavedGameBook.open(folder / "saved_games.json")
    records = RecordBook.open(folder / "records.json")
    values = defaults(rules.OPTIONS)
    kept = book.duel(entry)
    book.adopt(DUELS, entry)  # resumed, as the setup panel's Resume does
    match = restore_duel(kept, rules, None, rng) if kept is not None else None
    say(f"resumed {len(match.moves) if match else 0}")
    game = 0
    while True:
        if match is None:
            setup = Setup(HOTSEAT if rng.random() < 0.5 else HUMAN_COMPUTER, first=rng.randrange(2))
            match = Match(rules, setup, rules.make_params(values), rng)
        move = rng.choice(list(rules.legal_moves(match.position)))
        match.play(move)
        if match.is_over():
            say(f"ending {game}")
            book.keep_duel(entry, None)  # forgotten, then counted: as the duel scene does
            records.note_duel(entry, match.setup, rules.outcome(match.position))
            say(f"ended {game}")
            game, match = game + 1, None
            continue
        book.keep_duel(entry, saved_duel(match, values))
        say(f"kept {game} {len(match.moves)}")


def play_rounds(folder: Path, rng: random.Random) -> None:
    book = SavedGameBook.open(folder / "saved_games.json")
    records = RecordBook.open(folder / "records.json")
    kept = book.round("numbers")
    book.adopt(ROUNDS, "numbers")
    say(f"resumed {len(kept.steps) if kept else 0}")
    game = 0
    while True:
        if kept is None:
            tiles, target = draw(rng)
            kept = SavedRound(tiles, target, 0, (), 0.0)
        board = replay(kept.tiles, kept.target, kept.steps)[-1]
        free = [i for i in range(len(board.cards)) if board.is_free(i)]
        if len(free) < 2 or board.cards[-1] == board.target:
            say(f"ending {game}")
            book.keep_round("numbers", None)  # forgotten, then counted: as the numbers scene does
            records.note_round(board.cards[-1] == board.target, kept.spent)
            say(f"ended {game}")
            game, kept = game + 1, None
            continue
        first, second = rng.sample(free, 2)
        board.apply(first, "+", second)  # always legal: checks the pick as the scene would
        kept = SavedRound(kept.tiles, kept.target, 0, (*kept.steps, (first, "+", second)), kept.spent + 1.0)
        book.keep_round("numbers", kept)
        say(f"kept {game} {len(kept.steps)}")




def play_exercises(folder: Path, rng: random.Random) -> None:
    book = ExerciseBook.open(folder / "exercise_tries.json", now=lambda: 1e9 + 60.0 * book.standing.total.tries)
    say(f"resumed {book.standing.total.tries}")
    while True:
        number = rng.randrange(300)
        exercise = made(f"made-{number}", rng.choice(["kalah", "row-nim"]), ("quiet",), 800.0 + 5 * number, 80.0)
        book.record(exercise, rng.random() < 0.5)
        say(f"kept {book.standing.total.tries}")


def play_mistakes(folder: Path, rng: random.Random) -> None:
    book = OwnExerciseBook.open(folder / "own_exercises.json", now=lambda: 1e9)
    say(f"resumed {own_changes(book)}")
    while True:
        if not book.value or rng.random() < 0.5:
            exercise = made(f"mine-{len(book.value)}", "match-nim", ("columns",), 1000.0)
            book.add([OwnExercise(exercise, ("pile 1 take 1",), "blunder", 1e9, 1e9)])
        else:
            book.record(rng.choice(sorted(book.value)), rng.random() < 0.5)
        say(f"kept {own_changes(book)}")


def own_changes(book: OwnExerciseBook) -> int:
    """The changes the own exercises hold: an exercise added, a try made."""
    return len(book.value) + sum(own.tries for own in book.value.values())


def main() -> None:
    folder, entry, seed = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    if len(sys.argv) > 4:
        kind, count = sys.argv[4].split(":")
        stall_at(kind, int(count))
    rng = random.Random(seed)
    if entry == "numbers":
        play_rounds(folder, rng)
    elif entry == "exercises":
        play_exercises(folder, rng)
    elif entry == "mistakes":
        play_mistakes(folder, rng)
    else:
        play_duels(folder, entry, rng)


if __name__ == "__main__":
    main()
