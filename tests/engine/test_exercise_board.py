"""Exercises from perfect play on the duels' boards: the training screen, a right turn, a wrong one, hints, the answer
shown, the next exercise, and every try scored once in the player's book."""
import pygame

from engine.files.settings import Settings
from engine.scenes import training
from engine.training.attempt import REPLY, RIGHT, SHOWN, SOLVING, WRONG
from engine.training.exercise import make, position_of
from games.kalah import exercises as kalah_exercises
from games.kalah.rules import Move, Variant
from games.kalah.rules import Position as KalahPosition
from games.match_nim import exercises as nim_exercises

NIM = make("nim-test-1", "match-nim", {"position": "1 2 4", "misere": False},
           nim_exercises.found_at(nim_exercises.position_of({"position": "1 2 4", "misere": False})))


def kalah_exercise():
    """A 3-stone Kalah position late in a game whose one right turn the exercise part prove."""
    pos = KalahPosition((0, 1, 5, 0, 1, 1, 7, 0, 4, 5, 1, 2, 0, 9), 0, Variant())
    found = kalah_exercises.found_at(pos, 10_000_000)
    assert found is not None
    return make("kalah-test-1", "kalah", kalah_exercises.position_data(pos), found)


def opened(harness, monkeypatch, exercises):
    monkeypatch.setattr(training, "load_set", lambda: tuple(exercises))
    scene = training.TrainingScene()
    h = harness(scene, settings=Settings(sound=False, animation_speed="instant"))
    scene.play(None)
    h.app.stack.apply()
    return h, h.top


def test_the_right_move_is_right_and_moves_the_rating_up(harness, monkeypatch):
    h, board = opened(harness, monkeypatch, [NIM])
    assert board.exercise is NIM and board.attempt.state == SOLVING and board.still
    assert board.try_move(board.rules.parse_move(NIM.answer[0]))
    assert board.attempt.state == RIGHT and board.status_text() == "Right!"
    standing = h.app.exercise_tries.standing
    assert standing.total.tries == 1 and standing.total.right == 1 and standing.player.rating > 1500
    assert not board.try_move(board.rules.parse_move(NIM.answer[0]))  # the turn is over: the board waits for N
    h.key(pygame.K_n)
    assert h.top is not board and h.top.exercise is NIM  # the next one (the only one) replaces it


def test_a_wrong_move_is_a_miss_then_try_again_then_the_answer(harness, monkeypatch):
    h, board = opened(harness, monkeypatch, [NIM])
    start = board.match.position
    wrong = next(m for m in board.rules.legal_moves(start) if str(m) not in NIM.answer)
    assert board.try_move(wrong)
    assert board.attempt.state == WRONG and h.app.exercise_tries.standing.total.right == 0
    assert h.app.exercise_tries.standing.player.rating < 1500
    h.key(pygame.K_u)  # try again: back to the exercise's position, no second score
    assert board.match.position == start and board.attempt.state == SOLVING
    h.key(pygame.K_a)  # the answer, played on the board
    assert board.attempt.state == SHOWN
    assert h.run_until(lambda: not board._showing and not board.controller.is_animating())
    assert board.match.position == board.rules.apply(start, board.rules.parse_move(NIM.answer[0]))
    assert "The answer" in board.message and h.app.exercise_tries.standing.total.tries == 1


def test_hints_say_the_theme_then_mark_the_first_move(harness, monkeypatch):
    h, board = opened(harness, monkeypatch, [NIM])
    h.key(pygame.K_h)
    assert "Hint: Binary columns." in board.hint_text()
    assert board.controller.hint is None
    h.key(pygame.K_h)
    assert board.controller.hint == board.rules.parse_move(NIM.answer[0])
    board.try_move(board.rules.parse_move(NIM.answer[0]))
    assert board.attempt.state == RIGHT and board.attempt.result is False  # the move shown: a miss


def test_a_kalah_exercise_on_its_board_nothing_kept_or_counted(harness, monkeypatch):
    exercise = kalah_exercise()
    h, board = opened(harness, monkeypatch, [exercise])
    assert board.match.position == position_of(exercise)
    h.key(pygame.K_o)  # no record opened, no analysis: letters that do not play moves do nothing
    assert h.top is board
    for text in exercise.answer:
        assert board.try_move(board.rules.parse_move(text))
    assert board.attempt.state == RIGHT
    assert h.app.saved.duel("kalah") is None and not h.app.records.records.duels


def test_the_exercises_screen_with_no_set_says_so(harness, monkeypatch):
    monkeypatch.setattr(training, "load_set", lambda: ())
    scene = training.TrainingScene()
    h = harness(scene, settings=Settings(sound=False))
    scene.play(None)
    scene.play_daily()
    h.app.stack.apply()
    assert h.top is scene


def shipped(exercise_id):
    from engine.files.exercise_set import load_set
    return next(p for p in load_set() if p.id == exercise_id)


def test_the_pie_rules_swap_is_answered_with_w_and_the_rules_are_said(harness, monkeypatch):
    exercise = shipped("kalah-3-standard-pie-0113")
    assert exercise.answer == ("swap",)
    h, board = opened(harness, monkeypatch, [exercise])
    assert "W swaps sides" in board.prompt() and "pie rule" in board.prompt()
    h.key(pygame.K_w)
    assert board.attempt.state == (RIGHT if len(exercise.line) == 1 else REPLY)  # a line's reply comes next


def test_a_misere_exercise_says_it_is_the_misere_game(harness, monkeypatch):
    h, board = opened(harness, monkeypatch, [shipped("match-nim-misere-0001")])
    assert "whoever takes the last match loses" in board.prompt()
    assert board.match.position.misere


def test_after_a_wrong_turn_the_status_line_says_it_is_under_way_then_what_next(harness, monkeypatch):
    """A wrong turn: while it is under way, the status line says that finishing it shows its cost; once it has ended
    (here decided by its last sowing, the first one right), what can be done next, beside the coach's verdict."""
    exercise = kalah_exercise()  # the answer: 6 (into the kalah, another sowing), then 3
    h, board = opened(harness, monkeypatch, [exercise])
    assert board.try_move(Move(6)) and board.attempt.state == SOLVING
    assert board.try_move(Move(2)) and board.attempt.state == WRONG  # the turn's last sowing, and a wrong one
    h.tick()
    assert board._turn_over()
    assert board.message == "U: try again, A: show the answer, N: the next exercise."
    coach = board.coach
    assert h.run_until(lambda: coach.last_turn() is not None and coach.verdict(*coach.last_turn()) is not None)
    verdict = coach.verdict(*coach.last_turn())
    assert coach.words()[1] == coach.module.cost_text(verdict)  # the coach says what it cost
    assert board.message == "U: try again, A: show the answer, N: the next exercise."
    h.key(pygame.K_u)
    h.app.update_settings(animation_speed="normal")
    assert board.try_move(Move(2)) and board.attempt.state == WRONG  # a wrong turn of one sowing, being shown
    assert board.controller.is_animating()
    h.tick()
    assert board.message.startswith("Finish the turn to see what it costs")
    assert h.run_until(lambda: not board.controller.is_animating())
    h.tick()
    assert board.message == "U: try again, A: show the answer, N: the next exercise."
