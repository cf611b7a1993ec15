"""An exercise's board from the solver's side (issue 56, item 3): the side to move is drawn at the bottom, its pit
numbers and name following, and a click where a pit or point is drawn plays that one."""
import pygame

from engine.files.exercise_set import load_set
from engine.files.settings import Settings
from engine.scenes import training
from games.fox_and_hens.board_view import point_center
from games.fox_and_hens.rules import FOXES, HENS, parse_point
from games.kalah.rules import KALAH, Move


def shipped(exercise_id):
    return next(p for p in load_set() if p.id == exercise_id)


def opened(harness, monkeypatch, exercise):
    monkeypatch.setattr(training, "load_set", lambda: (exercise,))
    scene = training.TrainingScene()
    h = harness(scene, size=(1366, 768), settings=Settings(sound=False))
    scene.play(None)
    h.app.stack.apply()
    h.tick()
    return h, h.top


def ys(spots, holes):
    return {spots[hole][0][1] for hole in holes}


def test_kalah_with_b_to_move_is_drawn_from_bs_side_and_a_click_plays_bs_pit(harness, monkeypatch):
    exercise = shipped("kalah-3-standard-0003")  # B to move: 4, 6, 5
    h, board = opened(harness, monkeypatch, exercise)
    assert board.match.to_move() == 1 and board.turned
    spots = board._spots  # as last drawn
    (b_row,), (a_row,) = ys(spots, range(7, 13)), ys(spots, range(6))
    assert b_row > a_row  # B's pits along the bottom row, A's on top
    xs = [spots[7 + i][0][0] for i in range(6)]
    assert xs == sorted(xs)  # B1..B6 left to right, as the bottom row is read
    assert spots[KALAH[1]][0][0] > xs[-1] > xs[0] > spots[KALAH[0]][0][0]  # B's kalah on the right, A's on the left
    first = int(exercise.answer[0])
    pocket = spots[7 + first - 1][0]
    assert board.move_at(pocket) == Move(first)  # the pit drawn there is B's
    assert board.move_at(spots[first - 1][0]) is None  # A's pit, on top, is not the mover's
    h.click(pocket)
    assert h.run_until(lambda: board.match.moves)  # played once its sowing is shown
    assert board.match.moves[0] == Move(first)
    assert board.attempt.played == (exercise.answer[0],)


def test_kalah_sowing_is_drawn_along_the_turned_board(harness, monkeypatch):
    exercise = shipped("kalah-3-standard-0003")
    h, board = opened(harness, monkeypatch, exercise)
    source = 7 + int(exercise.answer[0]) - 1
    board.try_move(Move(int(exercise.answer[0])))
    assert h.run_until(lambda: board._shown(board.match.position, board.controller.animation())[1] not in (None, source))
    lit = board._shown(board.match.position, board.controller.animation())[1]
    spots = board._spots
    assert lit == source + 1 and spots[lit][0][0] > spots[source][0][0]  # the first stone goes right, along the bottom


def test_kalah_with_a_to_move_is_not_turned(harness, monkeypatch):
    exercise = next(p for p in load_set() if p.game == "kalah" and p.position.get("to_move") == "A")
    h, board = opened(harness, monkeypatch, exercise)
    spots = board._spots
    assert not board.turned and ys(spots, range(6)).pop() > ys(spots, range(7, 13)).pop()


def test_the_foxes_to_move_are_drawn_at_the_bottom_and_their_capture_is_clicked_there(harness, monkeypatch):
    exercise = shipped("fox-and-hens-0001")  # the foxes to move: e2xe4xg4
    h, board = opened(harness, monkeypatch, exercise)
    assert board.match.to_move() == FOXES and board.turned
    cell, square = board._drawn
    position = board.match.position
    fox_y = [board._center(p, cell, square)[1] for p in range(len(position.board)) if position.board[p] == "X"]
    hen_y = [board._center(p, cell, square)[1] for p in range(len(position.board)) if position.board[p].isalpha()
             and position.board[p] != "X"]
    assert min(fox_y) > max(hen_y)  # the foxes (the solver) at the bottom, the hens above them
    points = [parse_point(text) for text in ("e2", "e4", "g4")]
    for point in points:
        h.click(board._center(point, cell, square))
    assert h.run_until(lambda: board.match.moves)
    assert [str(move) for move in board.match.moves] == [exercise.answer[0]]
    assert board._center(points[0], cell, square) != point_center(points[0], cell, square)  # turned indeed


def test_the_hens_to_move_are_not_turned(harness, monkeypatch):
    exercise = shipped("fox-and-hens-0002")
    h, board = opened(harness, monkeypatch, exercise)
    assert board.match.to_move() == HENS and not board.turned


def test_the_arrow_keys_follow_the_turned_board(harness, monkeypatch):
    h, board = opened(harness, monkeypatch, shipped("fox-and-hens-0001"))
    cell, square = board._drawn
    before = board._center(board.cursor, cell, square)
    h.key(pygame.K_UP)
    assert board._center(board.cursor, cell, square)[1] < before[1]  # up on the screen


def test_an_exercises_cross_is_centred_and_the_hen_house_name_is_never_under_a_hen(harness, monkeypatch):
    """No capture list beside an exercise's cross (it would give the answer away), so the cross takes the middle;
    the hen-house's name stands off the wood, where the hens on the house's outer row used to hide it."""
    from tests.text_witness import seeing

    exercise = shipped("fox-and-hens-diagonals-0035")  # a hen on the middle of the house's outer row
    monkeypatch.setattr(training, "load_set", lambda: (exercise,))
    scene = training.TrainingScene()
    h = harness(scene, size=(1366, 768), settings=Settings(sound=False))
    with seeing(h) as seen:
        scene.play(None)
        h.app.stack.apply()
        h.tick(frames=2)
        board = h.top
        assert "hen-house" in seen.texts()
        assert seen.cut() == []
    cell, square = board._drawn
    assert abs(square.centerx - board.board_rect.centerx) <= 1
