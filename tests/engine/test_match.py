import random

import pytest

from engine.duels.basics import COMPUTER_COMPUTER, HOTSEAT, HUMAN_COMPUTER, IllegalMoveError, Setup
from engine.duels.limits import Limit
from engine.duels.match import Match, computer_move
from games._template import rules
from games._template.rules import Move


def make(mode, first=0):
    return Match(rules, Setup(mode, first, 3), rules.Params(10), random.Random(1))


def test_against_the_computer_undo_takes_back_the_whole_exchange():
    match = make(HUMAN_COMPUTER)
    match.play(Move(1))  # human
    match.play(Move(2))  # computer
    match.play(Move(1))  # human
    assert match.position.left == 6 and match.is_computer_turn()
    assert match.undo()
    assert match.position.left == 7 and not match.is_computer_turn()  # the human's second turn again
    assert match.undo() and match.position.left == 10
    assert not match.can_undo() and not match.undo()
    assert match.redo() and match.position.left == 7
    assert match.redo() and match.position.left == 6


def test_hotseat_undo_is_one_move():
    match = make(HOTSEAT)
    match.play(Move(1))
    match.play(Move(2))
    match.undo()
    assert match.position.left == 9 and match.to_move() == 1


def test_computer_against_computer_has_no_undo():
    match = make(COMPUTER_COMPUTER)
    match.play(Move(1))
    assert not match.can_undo()


def test_first_mover_and_illegal_moves():
    match = make(HUMAN_COMPUTER, first=1)
    assert match.to_move() == 1 and match.is_computer_turn()
    with pytest.raises(IllegalMoveError):
        match.play(Move(3))
    assert match.position.left == 10 and match.moves == []


def test_restart_and_outcome():
    match = make(HOTSEAT)
    for _ in range(5):
        match.play(Move(2))
    assert match.is_over() and match.outcome().winner == 0
    match.restart()
    assert match.position.left == 10 and not match.is_over()


def test_computer_move_is_reproducible_from_its_seed():
    pos = rules.Position(10)
    assert computer_move("games._template.ai", pos, Limit(level=5), 7) == Move(1)
    weak = [computer_move("games._template.ai", pos, Limit(level=1), seed) for seed in range(10)]
    assert weak == [computer_move("games._template.ai", pos, Limit(level=1), seed) for seed in range(10)]


def test_a_draw_by_agreement_ends_the_game_and_undo_takes_it_back():
    match = make(HOTSEAT)
    match.play(Move(1))
    match.agree_draw()
    assert match.is_over() and match.outcome().winner is None and "agreement" in match.outcome().reason
    assert match.undo() and not match.is_over() and match.position.left == 9
