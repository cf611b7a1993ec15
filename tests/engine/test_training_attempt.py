"""A try at an exercise: each move checked against the right turns, the hints, and what counts for the rating."""
from hypothesis import given
from hypothesis import strategies as st

from engine.training.attempt import MOVE_HINT, RIGHT, SHOWN, SOLVING, WRONG, Attempt

KALAH = Attempt((("3", "6"), ("6", "3")))  # a Kalah turn whose two sowings may be played in either order


def test_the_right_turn_in_either_order_is_right():
    assert KALAH.move("3").state == SOLVING
    for turn in (("3", "6"), ("6", "3")):
        attempt = KALAH
        for move in turn:
            attempt = attempt.move(move)
        assert attempt.state == RIGHT and attempt.result is True


def test_a_move_off_every_right_turn_is_wrong_at_once_and_stays_a_miss():
    wrong = KALAH.move("3").move("1")
    assert wrong.state == WRONG and wrong.result is False and wrong.played == ("3", "1")
    assert wrong.move("2").state == WRONG  # the rest of the turn may be played: still wrong
    again = wrong.again()
    assert again.state == SOLVING and again.played == ()
    solved = again.move("6").move("3")
    assert solved.state == RIGHT and solved.result is False  # right at the second try: a miss for the rating


def test_hints_the_theme_is_free_the_first_move_is_not():
    assert KALAH.hint().move("3").move("6").result is True
    assert KALAH.hint().hint().hint().hints == MOVE_HINT
    assert KALAH.hint().hint().move("3").move("6").result is False


def test_the_answer_shown_is_a_miss_and_goes_on_from_the_moves_played():
    assert KALAH.show().state == SHOWN and KALAH.show().result is False
    assert KALAH.move("6").answer == ("6", "3") and KALAH.answer == ("3", "6")
    assert KALAH.result is None and not KALAH.decided


@given(st.lists(st.sampled_from(["1", "2", "3", "4", "5", "6"]), max_size=4))
def test_right_only_when_the_moves_are_a_right_turn(moves):
    attempt = KALAH
    for move in moves:
        attempt = attempt.move(move)
    right_prefix = next((i for i in range(1, len(moves) + 1) if tuple(moves[:i]) in KALAH.answers), None)
    off = next((i for i in range(1, len(moves) + 1) if not any(a[:i] == tuple(moves[:i]) for a in KALAH.answers)), None)
    if right_prefix is not None and (off is None or right_prefix < off):
        assert attempt.state == RIGHT
    elif off is not None:
        assert attempt.state == WRONG
    else:
        assert attempt.state == SOLVING
