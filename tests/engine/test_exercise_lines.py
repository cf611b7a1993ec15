"""Exercises of several turns (issue 56): the line walked forwards (engine/training/line.py), kept in the exercise's JSON,
checked turn by turn on the command line (``exercises --check ID TURN / TURN``) and played on the board, the
opponent's replies by the arcade."""
import json

import pygame
import pytest

from engine.commands import cli, exercise_list
from engine.files.settings import Settings
from engine.scenes import training
from engine.training.attempt import REPLY, RIGHT, SHOWN, SOLVING, WRONG, Attempt
from engine.training.exercise import ExerciseError, from_data, make, position_of
from engine.training.line import line_from, played, rules_of, solver_turns, with_line
from games.kalah import exercises as kalah_exercises
from games.kalah.rules import Position as KalahPosition
from games.kalah.rules import Variant
from games.match_nim import exercises as nim_exercises
from games.match_nim.strategy import is_winning
from tests.engine.test_exercise_board import opened


def lined(game, part, data, nodes=0):
    pos = part.position_of(data)
    found = part.found_at(pos, nodes)
    return with_line(make(f"{game}-line-1", game, data, found), line_from(game, pos, found, nodes))


NIM_DATA = {"position": "2 3 6", "misere": False}
NIM = lined("match-nim", nim_exercises, NIM_DATA)  # take 5 from the third pile; a reply; the one winning move again
KALAH_DESK = (0, 1, 5, 0, 1, 1, 7, 0, 4, 5, 1, 2, 0, 9)


def test_a_line_alternates_the_solvers_one_winning_move_and_a_best_reply():
    assert NIM.line[0] == NIM.answer and solver_turns(NIM) == 2 and len(NIM.line) == 3
    rules = rules_of("match-nim")
    pos = position_of(NIM)
    for index, turn in enumerate(NIM.line):
        if index % 2 == 0:  # the solver's: exactly one move leaves the other side lost
            winning = [m for m in rules.legal_moves(pos) if not is_winning(rules.apply(pos, m))]
            assert [str(m) for m in winning] == list(turn)
        else:  # the reply, from a lost position: every move is a best one
            assert turn in nim_exercises.best_replies(pos)
        pos = played(rules, pos, turn)
    assert not is_winning(pos)
    assert NIM.rating > make("x", "match-nim", NIM_DATA, nim_exercises.found_at(position_of(NIM))).rating


def test_the_json_keeps_the_answer_and_adds_the_line_and_reads_back():
    data = NIM.data()
    assert data["answer"] == list(NIM.answer) and data["line"] == [list(turn) for turn in NIM.line]
    assert from_data(json.loads(json.dumps(data))) == NIM and from_data(data).turns == NIM.turns
    one = make("nim-1", "match-nim", {"position": "1 3 5 7 9", "misere": False},
               nim_exercises.found_at(nim_exercises.position_of({"position": "1 3 5 7 9", "misere": False})))
    assert one.data()["line"] == [list(one.answer)] and "line_also" not in one.data()
    for broken in ({"line": [["pile 1 take 1"]]}, {"line": [list(NIM.answer), ["pile 1 take 1"]]},
                   {"line": data["line"], "line_also": []}):
        with pytest.raises(ExerciseError):
            from_data({**data, **broken})


def test_an_attempt_at_a_line_waits_for_each_reply_and_counts_once():
    attempt = Attempt((("3", "6"),), later=((("2",), ("5", "1")), (("4",),)))
    attempt = attempt.move("3").move("6")
    assert attempt.state == REPLY and not attempt.decided and attempt.move("2").state == REPLY
    attempt = attempt.replied()
    assert attempt.step == 1 and attempt.state == SOLVING and attempt.answer == ("2",)
    assert attempt.move("5").move("1").replied().move("4").state == RIGHT
    assert attempt.move("5").move("1").replied().move("4").result is True
    wrong = attempt.move("1")
    assert wrong.state == WRONG and wrong.result is False and wrong.again().step == 0
    assert attempt.hint().hint().move("2").replied().move("4").result is False  # the move hinted at turn 2


# --- the command line ------------------------------------------------------------------------------------------

@pytest.fixture
def only_nim(monkeypatch):
    monkeypatch.setattr(exercise_list, "load_set", lambda: (NIM,))


def test_check_takes_the_lines_turns_and_says_whether_it_goes_on(only_nim, capsys):
    first, second = (" ".join(turn) for turn in NIM.line[::2])
    assert cli.run(["exercises", "--check", NIM.id, first]) == 0
    said = capsys.readouterr().out
    assert "the line goes on" in said and " ".join(NIM.line[1]) in said and "2 of 2" in said
    assert cli.run(["exercises", "--check", NIM.id, first, "/", second]) == 0
    assert capsys.readouterr().out.strip() == "right: the line is complete"
    assert cli.run(["exercises", "--json", "--check", NIM.id, f"{first}/{second}"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["right"] and not data["goes_on"] and data["turns"] == [list(t) for t in NIM.line[::2]]


def test_check_refuses_a_wrong_second_turn_naming_it_and_its_cost(only_nim, capsys):
    first = " ".join(NIM.answer)
    assert cli.run(["exercises", "--check", NIM.id, first, "/", "pile 3 take 1"]) == 1
    assert capsys.readouterr().out.strip() == \
        "wrong: turn 2 (pile 3 take 1): it leaves the other side a winning move"
    assert cli.run(["exercises", "--json", "--check", NIM.id, "pile 1 take 1", "/", "pile 2 take 3"]) == 1
    assert json.loads(capsys.readouterr().out)["wrong_turn"] == 1
    for words in ([NIM.id, first, "/", "pile 2 take 3", "/", "pile 1 take 1"], [NIM.id, first, "/"],
                  ["no-such-line", first]):
        assert cli.run(["exercises", "--check", *words]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err


def test_check_says_what_a_wrong_kalah_turn_costs(monkeypatch, capsys):
    pos = KalahPosition(KALAH_DESK, 0, Variant())
    exercise = make("kalah-line-1", "kalah", kalah_exercises.position_data(pos), kalah_exercises.found_at(pos, 10_000_000))
    monkeypatch.setattr(exercise_list, "load_set", lambda: (exercise,))
    wrong = next(str(pit) for pit in range(1, 7) if pos.desk[pit - 1] and (str(pit),) not in exercise.answers)
    assert cli.run(["exercises", "--check", exercise.id, wrong]) == 1
    said = capsys.readouterr().out
    assert said.startswith(f"wrong: turn 1 ({wrong}): \u2212") and "point" in said


# --- the board ---------------------------------------------------------------------------------------------------

def play_turn(board, turn):
    for text in turn:
        assert board.try_move(board.rules.parse_move(text))


def settled(h, board):
    return h.run_until(lambda: board.still and board.attempt.state != REPLY)


def test_the_board_plays_a_two_turn_line_to_the_end(harness, monkeypatch):
    h, board = opened(harness, monkeypatch, [NIM])
    start = board.match.position
    assert "A line of several turns" in board.prompt() and "of 2" not in board.status_text()
    play_turn(board, NIM.line[0])
    assert board.attempt.state == REPLY and h.app.exercise_tries.standing.total.tries == 0
    assert not board.try_move(board.rules.parse_move(NIM.line[2][0]))  # the reply comes first
    assert settled(h, board)
    assert board.match.position == played(board.rules, start, NIM.line[0] + NIM.line[1])
    assert board.attempt.state == SOLVING and "(2 of 2)" in board.status_text()
    assert board._button_enabled("Try again")  # back to the line's first turn
    assert "pile" not in board.hint_text()  # nothing of the second turn said before it is asked
    play_turn(board, NIM.line[2])
    assert board.attempt.state == RIGHT and board.attempt.result is True
    standing = h.app.exercise_tries.standing
    assert standing.total.tries == 1 and standing.total.right == 1


def test_a_wrong_second_turn_is_a_miss_for_the_line_and_the_answer_is_the_turns(harness, monkeypatch):
    h, board = opened(harness, monkeypatch, [NIM])
    play_turn(board, NIM.line[0])
    assert settled(h, board)
    after_reply = board.match.position
    wrong = next(m for m in board.rules.legal_moves(after_reply) if str(m) not in NIM.line[2])
    assert board.try_move(wrong)
    assert board.attempt.state == WRONG and h.app.exercise_tries.standing.total.right == 0
    assert h.app.exercise_tries.standing.total.tries == 1
    h.key(pygame.K_a)  # the second turn's answer, from the position the turn began at
    assert board.attempt.state == SHOWN
    assert h.run_until(lambda: board.still)
    assert board.match.position == played(board.rules, after_reply, NIM.line[2])
    assert " ".join(NIM.line[2]) in board.message and h.app.exercise_tries.standing.total.tries == 1
    h.key(pygame.K_u)  # try again: from the exercise's position, the whole line
    assert board.match.position == position_of(NIM) and board.attempt.step == 0


def test_hints_are_the_current_turns(harness, monkeypatch):
    h, board = opened(harness, monkeypatch, [NIM])
    play_turn(board, NIM.line[0])
    assert settled(h, board)
    h.key(pygame.K_h)
    h.key(pygame.K_h)
    assert board.controller.hint == board.rules.parse_move(NIM.line[2][0])
    assert f"Begin with {NIM.line[2][0]}." in board.hint_text()


def test_the_reply_waits_a_short_pause_of_the_scenes_clock(harness, monkeypatch):
    from engine.scenes.exercise_board import REPLY_PAUSE

    monkeypatch.setattr(training, "load_set", lambda: (NIM,))
    scene = training.TrainingScene()
    h = harness(scene, settings=Settings(sound=False, animation_speed="normal"))
    scene.play(None)
    h.app.stack.apply()
    board = h.top
    play_turn(board, NIM.line[0])
    assert h.run_until(lambda: not board.controller.is_animating())
    after_turn = board.match.position
    for _ in range(int(REPLY_PAUSE * 0.8 * 60)):
        h.tick(1 / 60)
    assert board.match.position == after_turn and board.attempt.state == REPLY  # not yet begun
    assert not board.controller.is_animating() and len(board._showing) == len(NIM.line[1])
    assert settled(h, board)
    assert board.match.position == played(board.rules, after_turn, NIM.line[1])


def test_a_later_turns_theme_hint_is_that_turns(harness, monkeypatch):
    from engine.files.exercise_set import load_set

    rules = rules_of("kalah")

    def second_themes(exercise):
        return kalah_exercises.turn_themes(played(rules, position_of(exercise), exercise.line[0] + exercise.line[1]),
                                        exercise.line[2])

    exercise = next(p for p in load_set() if p.game == "kalah" and len(p.line) > 1
                  and second_themes(p)[0] not in p.themes and p.theme not in second_themes(p))
    h, board = opened(harness, monkeypatch, [exercise])
    h.key(pygame.K_h)
    assert f"Hint: {kalah_exercises.THEMES[exercise.theme]}" in board.hint_text()
    play_turn(board, exercise.line[0])
    assert settled(h, board)
    h.key(pygame.K_h)
    assert f"Hint: {kalah_exercises.THEMES[second_themes(exercise)[0]]}" in board.hint_text()
    assert kalah_exercises.THEMES[exercise.theme] not in board.hint_text()
