"""Your mistakes to retry (engine/training/mistakes.py, engine/files/own_exercises.py): a finished game's blunder with
one right answer becomes an exercise of the person's own, one with two right answers does not, nor the computer's; the
schedule (1, 3 and 7 days, retired after two right in a row, a miss brings it back the next day) on a fake clock;
the file read back, two windows merged, a damaged exercise dropped; ``exercises --mine --json``."""
import json
import time

import pygame
import pytest

from engine.commands import cli
from engine.duels.coach import BLUNDER, verdicts, whole_turns
from engine.entries import registry
from engine.files import paths
from engine.files.own_exercises import OwnExerciseBook
from engine.training import mistakes
from engine.training.mistakes import DAY, Candidate, candidates, due, own_exercise, own_from_data
from games.match_nim import coach as nim_coach
from games.match_nim import rules as nim
from games.match_nim.rules import Move, Position

GAME_ENDED = 1_764_300_000.0


def played(start: Position, moves: list[Move]):
    """The game ``moves`` from ``start`` as whole turns, each with the coach's verdict (exact: Match Nim's)."""
    turns = whole_turns(nim, start, moves)
    return turns, verdicts(nim_coach, nim, turns, lambda pos: nim_coach.appraise(pos, 1.0, time.monotonic))


def finish(start: Position, first: list[Move]) -> list[Move]:
    """``first``, then each side taking a whole pile until the game ends."""
    moves, pos = list(first), start
    for move in first:
        pos = nim.apply(pos, move)
    while nim.outcome(pos) is None:
        pile = next(i for i, matches in enumerate(pos.piles) if matches)
        move = Move(pile, pos.piles[pile])
        moves.append(move)
        pos = nim.apply(pos, move)
    return moves


def kept(start: Position, first: list[Move], person: int = 0):
    turns, judged = played(start, finish(start, first))
    found = candidates("match-nim", turns, judged, lambda side: side == person)
    return found, [(c, mistakes.tested(c)) for c in found]


def test_a_blunder_with_one_right_answer_becomes_an_exercise_with_that_answer():
    start = Position((6, 5, 1), 0)  # columns 6^5^1 = 2: only pile 1 take 2 leaves them even
    found, tests = kept(start, [Move(2, 1)])  # the person takes the single match: a won game given away
    assert [(c.number, c.played, c.label) for c in found] == [(1, ("pile 3 take 1",), BLUNDER)]
    (candidate, exercise_found), = tests
    assert exercise_found is not None and exercise_found.answer == ("pile 1 take 2",)
    own = own_exercise(candidate, exercise_found, GAME_ENDED)
    assert own.exercise.game == "match-nim" and own.exercise.position["position"] == "6 5 1"
    assert own.id.startswith("mine-match-nim-") and own.played == ("pile 3 take 1",) and own.label == BLUNDER
    assert own.due == GAME_ENDED + DAY and own.tries == own.right == own.run == 0
    assert own_from_data(json.loads(json.dumps(own.data()))) == own


def test_a_blunder_with_several_right_answers_makes_no_exercise():
    start = Position((2, 3, 1, 3), 0)  # columns 2^3^1^3 = 3: three moves leave them even
    found, tests = kept(start, [Move(2, 1)])
    assert [c.label for c in found] == [BLUNDER]
    assert tests == [(found[0], None)]


def test_only_the_persons_turns_are_candidates():
    start = Position((6, 5, 1), 0)
    found = kept(start, [Move(2, 1)], person=1)[0]  # the first blunder was the computer's (side 0)
    assert found and all(c.number % 2 == 0 for c in found)  # side 1's turns only (it gave the game back)


def test_the_turn_played_is_never_its_own_answer():
    start = Position((6, 5, 1), 0)
    candidate = Candidate("match-nim", 1, start, ("pile 1 take 2",), BLUNDER)  # the right turn, mislabelled
    assert mistakes.tested(candidate) is None


def made(at: float = GAME_ENDED, piles=(6, 5, 1)):
    candidate = Candidate("match-nim", 1, Position(piles, 0), ("pile 3 take 1",), BLUNDER)
    found = mistakes.tested(candidate)
    assert found is not None
    return own_exercise(candidate, found, at)


def test_the_schedule_one_three_seven_days_two_right_in_a_row_retire_it():
    own = made()
    assert not own.is_due(GAME_ENDED + DAY - 1) and own.is_due(GAME_ENDED + DAY)
    now = GAME_ENDED + DAY
    own = own.tried(True, now)                       # right at the first try: back in 3 days
    assert (own.tries, own.right, own.run, own.due) == (1, 1, 1, now + 3 * DAY) and not own.retired
    now = own.due
    own = own.tried(False, now)                      # a miss: the run starts again, back the next day
    assert (own.tries, own.right, own.run, own.due) == (2, 1, 0, now + DAY)
    now = own.due
    own = own.tried(True, now)                       # right after two tries: back in 7 days
    assert (own.run, own.due) == (1, now + 7 * DAY) and own.is_due(own.due)
    now = own.due
    own = own.tried(True, now)                       # right twice in a row: retired
    assert own.retired and (own.tries, own.right, own.run) == (4, 3, 2)
    assert not own.is_due(now + 1000 * DAY) and due([own], now + 1000 * DAY) == []


def test_the_longest_due_comes_first():
    older, newer, later = made(GAME_ENDED - DAY, (6, 5, 1)), made(GAME_ENDED, (1, 2, 4, 8)), made(GAME_ENDED + 5 * DAY, (3, 5, 1))
    assert [p.id for p in due([newer, later, older], GAME_ENDED + DAY)] == [older.id, newer.id]


def clock(start: float):
    now = [start]
    return now, lambda: now[0]


def test_kept_on_disk_read_back_and_two_windows_merged(tmp_path):
    path = tmp_path / "data" / "own_exercises.json"
    now, at = clock(GAME_ENDED)
    left, right = OwnExerciseBook.open(path, at), OwnExerciseBook.open(path, at)
    first, second = made(), made(piles=(1, 2, 4, 8))
    assert first.id != second.id
    left.add([first])
    right.add([second])                         # written on what the other window wrote
    assert {p.id for p in OwnExerciseBook.open(path, at).exercises} == {first.id, second.id}
    now[0] = GAME_ENDED + DAY
    left.refresh()
    assert [p.id for p in left.due()] == [first.id, second.id]
    left.record(first.id, True)
    right.record(second.id, False)              # each window's try kept, neither lost
    right.add([made()])                         # the same position found again: its record stays
    on_disk = {p.id: p for p in OwnExerciseBook.open(path, at).exercises}
    assert (on_disk[first.id].right, on_disk[first.id].tries) == (1, 1)
    assert (on_disk[second.id].right, on_disk[second.id].tries) == (0, 1)
    assert on_disk[second.id].due == now[0] + DAY and on_disk[first.id].due == now[0] + 3 * DAY
    assert sorted(p.name for p in path.parent.iterdir()) == [".arsac-arcade.lock", "own_exercises.json"]
    assert paths.own_exercises_file().parent == paths.data_dir()


def test_a_damaged_exercise_is_dropped_and_the_others_kept(tmp_path):
    path = tmp_path / "own_exercises.json"
    book = OwnExerciseBook.open(path, clock(GAME_ENDED)[1])
    book.add([made(), made(piles=(1, 2, 4, 8))])
    data = json.loads(path.read_text())
    data["exercises"][0]["run"] = 5  # more right in a row than right answers
    path.write_text(json.dumps(data))
    again = OwnExerciseBook.open(path, clock(GAME_ENDED)[1])
    assert len(again.exercises) == 1 and again.notice and "exercise 1" in again.notice
    assert (tmp_path / "own_exercises.json.damaged").exists()


@pytest.mark.parametrize("text", ["", "[]", "{", '{"version": 1, "exercises": 7}', '{"version": 9}'])
def test_a_file_that_is_no_list_of_own_exercises_starts_again_with_a_notice(tmp_path, text):
    path = tmp_path / "own_exercises.json"
    path.write_text(text)
    book = OwnExerciseBook.open(path, clock(GAME_ENDED)[1])
    assert book.exercises == [] and book.notice


def test_exercises_mine_json_lists_each_own_exercise_with_its_game_date_answer_due_date_and_record(capsys, monkeypatch,
                                                                                                tmp_path):
    monkeypatch.setenv("ARSAC_ARCADE_HOME", str(tmp_path))
    book = OwnExerciseBook.open(paths.own_exercises_file(), clock(GAME_ENDED)[1])
    own = made()
    book.add([own])
    book.record(own.id, False)
    assert cli.run(["exercises", "--mine", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)["exercises"]
    assert len(listed) == 1
    item = listed[0]
    assert item["id"] == own.id and item["game"] == "match-nim" and item["position"] == "6 5 1"
    assert item["answer"] == ["pile 1 take 2"] and item["played"] == ["pile 3 take 1"] and item["label"] == BLUNDER
    assert item["date"] == time.strftime("%Y-%m-%d", time.localtime(GAME_ENDED))
    assert item["due_date"] == time.strftime("%Y-%m-%d", time.localtime(GAME_ENDED + DAY))
    assert (item["tries"], item["right"], item["run"], item["retired"]) == (1, 0, 0, False)
    assert cli.run(["exercises", "--mine"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("1 exercise of your own") and own.id in text
    assert cli.run(["exercises", "--mine", "--json", "--game", "kalah"]) == 0
    assert json.loads(capsys.readouterr().out) == {"exercises": []}


def test_every_duel_with_a_coach_and_exercises_can_keep_mistakes():
    """The four duels whose coach labels turns all have an exercise part: each's mistakes can be tested."""
    coached = {spec.id for spec in registry.entries() if spec.coach}
    assert coached == {spec.id for spec in registry.entries() if spec.coach and spec.exercises}
    assert {"kalah", "match-nim", "row-nim", "fox-and-hens"} <= coached


def test_a_finished_duel_keeps_each_persons_blunder_as_an_own_exercise_and_the_exercises_screen_plays_it(harness):
    """Two people at Match Nim from 6 5 1, the coach on: the first gives the game away (pile 3 take 1), the second
    gives it back (pile 1 take 6), the first wins.  Both blunders have one right answer: both are kept, and after a
    day "Your mistakes" plays them on the exercise board, a right answer moving the schedule on."""
    from engine.duels.basics import HOTSEAT, Setup
    from engine.files.settings import Settings
    from engine.scenes.mistake_board import MistakeBoard
    from engine.scenes.training import TrainingScene

    spec = registry.get("match-nim")
    scene = spec.scene_class()(spec, setup=Setup(HOTSEAT), values={"start": "6 5 1"})
    h = harness(scene, settings=Settings(sound=False, animation_speed="instant", coach=True))
    now, at = clock(GAME_ENDED)
    h.app.own_exercises = OwnExerciseBook(at)
    h.tick()
    for text in ("pile 3 take 1", "pile 1 take 6", "pile 2 take 5"):
        assert scene.try_move(scene.rules.parse_move(text))
        assert h.run_until(lambda: not scene.controller.is_animating() and scene.coach.session is not None
                           and scene.coach.session.known(scene.match.start) is not None)
    assert scene.match.is_over() and scene.mistakes is not None
    assert h.run_until(lambda: len(h.app.own_exercises.exercises) == 2 and scene.mistakes.testing is None)
    first, second = h.app.own_exercises.exercises
    answers = {own.played: own.exercise.answer for own in (first, second)}
    assert answers == {("pile 3 take 1",): ("pile 1 take 2",), ("pile 1 take 6",): ("pile 1 take 1",)}
    assert "2 of your mistakes kept to retry" in scene.message

    screen = TrainingScene()
    h.app.stack.push(screen)
    h.app.stack.apply()
    button = next(w for w in screen.form.widgets if "Your mistakes" in getattr(w, "text", ""))
    assert button.text == "Your mistakes (0 due)" and not button.enabled  # due a day after the game
    now[0] = GAME_ENDED + DAY
    screen.relabel()
    button = next(w for w in screen.form.widgets if "Your mistakes" in getattr(w, "text", ""))
    assert button.text == "Your mistakes (2 due)" and button.enabled
    h.key(pygame.K_m)
    board = h.top
    assert isinstance(board, MistakeBoard) and board.own.id == first.id
    assert board.task_heading().startswith("Your mistake: Match Nim, ")
    assert board.try_move(board.rules.parse_move(first.exercise.answer[0]))
    kept = {p.id: p for p in h.app.own_exercises.exercises}[first.id]
    assert (kept.tries, kept.right, kept.due) == (1, 1, now[0] + 3 * DAY)
    assert h.app.exercise_tries.standing.total.tries == 0  # an own exercise does not count for the rating
    h.key(pygame.K_n)
    assert h.top.own.id == second.id
    h.key(pygame.K_n)
    assert h.top is screen  # none left due: back to the training screen
