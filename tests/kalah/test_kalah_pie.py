"""Kalah's pie rule: the swap offered once, after the first player's whole first turn; the board turned
round and who moves next; the swap in records, Resume, the command line's options and the board; the
computer's decision by the value it sees, against the brute force.  Positions worked by hand."""
from __future__ import annotations

import argparse
import random

import pygame
import pytest

from engine.commands.cli import _add_options
from engine.duels.basics import HOTSEAT, HUMAN_COMPUTER, IllegalMoveError, Setup
from engine.duels.limits import Limit
from engine.duels.match import Match
from engine.entries import registry
from engine.files.saved_games import restore_duel, saved_duel
from engine.files.settings import Settings
from games.kalah import ai, player, rules
from games.kalah import scene as kalah_scene
from games.kalah.record import RecordError, format_record, parse_record, positions
from games.kalah.rules import (
    EMPTY,
    FIRST_TURN,
    NO_SWAP,
    STANDARD,
    SWAP,
    SWAP_OFFERED,
    Params,
    Position,
    Variant,
    apply,
    apply_compound,
    compound_moves,
    initial,
    legal_moves,
    make_params,
    parse_compound,
    parse_desk,
    parse_move,
)
from tests.kalah import reference

PIE = Variant(STANDARD, pie=True)
START = initial(Params(4, PIE))
# A = 3 1 from the 4-stone start: A3's 4 stones to A4, A5, A6 and A's kalah (A moves again), then A1's 4 to
# A2..A5; the turn passes to B, who may swap.
AFTER_FIRST_TURN = (0, 5, 1, 6, 6, 5, 1, 4, 4, 4, 4, 4, 4, 0)
TURNED = (4, 4, 4, 4, 4, 4, 0, 0, 5, 1, 6, 6, 5, 1)  # the board turned round: B keeps what A's turn made


def test_the_swap_comes_after_the_whole_first_turn_and_turns_the_board():
    assert START.opening == FIRST_TURN and SWAP not in legal_moves(START)
    half = apply(START, parse_move("3"))  # the last stone in A's kalah: still A's first turn
    assert half.to_move == 0 and half.opening == FIRST_TURN and SWAP not in legal_moves(half)
    offered = apply(half, parse_move("1"))
    assert offered.desk == AFTER_FIRST_TURN and offered.to_move == 1 and offered.opening == SWAP_OFFERED
    assert legal_moves(offered)[-1] == SWAP and (SWAP,) in compound_moves(offered)
    swapped = apply(offered, SWAP)
    assert swapped.desk == TURNED
    assert swapped.to_move == 0  # the first player moves next, now on the row the second player had
    assert swapped.opening == NO_SWAP and SWAP not in legal_moves(swapped)


def test_a_pit_instead_of_the_swap_ends_the_offer_and_no_one_else_may_swap():
    offered = apply_compound(START, parse_compound("3 1"))
    played = apply(offered, parse_move("1"))
    assert played.opening == NO_SWAP and SWAP not in legal_moves(played)
    with pytest.raises(IllegalMoveError, match="only the second player's first turn may swap"):
        apply(played, SWAP)
    with pytest.raises(IllegalMoveError, match="only the second player's first turn may swap"):
        apply(START, SWAP)
    with pytest.raises(IllegalMoveError, match="the pie rule is off"):
        apply(apply_compound(initial(Params(4)), parse_compound("3 1")), SWAP)


def test_the_swap_reads_back_as_a_move_and_as_a_whole_turn():
    assert str(SWAP) == "swap" and parse_move("swap") == SWAP == parse_move(" Swap ")
    assert parse_compound("swap") == (SWAP,)
    with pytest.raises(IllegalMoveError, match="after the swap the turn passes: pit 2 cannot follow"):
        apply_compound(apply_compound(START, parse_compound("3 1")), parse_compound("swap 2"))


def test_a_record_with_a_swap_round_trips_and_needs_the_pie_rule():
    text = "# stones: 4\n# rules: capture=standard pie=yes\nA = 3 1\nB = swap\nA = 2\n"
    record = parse_record(text)
    assert record.params == Params(4, PIE)
    assert parse_record(format_record(record)) == record and "B = swap\n" in format_record(record)
    reached = positions(record)
    assert reached[2].desk == TURNED and reached[3].to_move == 1
    with pytest.raises(RecordError) as caught:
        parse_record("# stones: 4\nA = 3 1\nB = swap\n")  # no rules line: the book's, without the pie rule
    assert caught.value.line == 3 and "the pie rule is off" in str(caught.value)


def test_the_pie_option_on_the_command_line_and_in_the_params():
    parser = argparse.ArgumentParser()
    _add_options(parser, rules.OPTIONS)
    values = vars(parser.parse_args(["--capture", "empty", "--pie"]))
    assert make_params(values) == Params(6, Variant(EMPTY, pie=True))
    assert make_params(vars(parser.parse_args([]))) == Params()


@pytest.mark.parametrize("turns, offered", [(("3 1",), True), (("3 1", "swap"), False)])
def test_a_kept_pie_game_resumes_with_the_swap_offered_or_made(turns, offered):
    values = {"stones": 4, "seconds": 2, "capture": "standard", "pie": True}
    match = Match(rules, Setup(HOTSEAT), make_params(values), random.Random(1))
    for turn in turns:
        for move in parse_compound(turn):
            match.play(move)
    kept = saved_duel(match, values)
    assert kept is not None
    again = restore_duel(kept, rules, None, random.Random(2))
    assert again.position == match.position and (SWAP in again.legal_moves()) is offered


# --- the computer's decision ------------------------------------------------------------------------------
def offered(desk: str) -> Position:
    """B to move with the swap offered, on a desk of the 6-stone game."""
    pos = parse_desk(desk, "B", PIE)
    return Position(pos.desk, 1, PIE, SWAP_OFFERED)


# A leads 40 to 24 with 8 stones left in the pits: B cannot catch up, so B swaps and takes A's kalah.
# The other way round, B keeps its side.
SWAP_IS_RIGHT = "1,0,1,0,1,1,40,1,0,1,1,0,1,24"
SWAP_IS_WRONG = "1,0,1,0,1,1,24,1,0,1,1,0,1,40"


@pytest.mark.parametrize("level", [3, 5])
def test_the_computer_swaps_when_the_first_turn_left_the_better_side(level):
    pos = offered(SWAP_IS_RIGHT)
    assert player.choose_move(pos, Limit(level=level, nodes=200_000), random.Random(1)) == (SWAP,)
    result = ai.search(pos, Limit(nodes=200_000))
    kept_side = reference.perfect_value(pos.desk, 1)  # B's margin if it plays on, with perfect play
    assert kept_side < 0 and result.exact and result.value == -kept_side


@pytest.mark.parametrize("level", [3, 5])
def test_the_computer_keeps_its_side_when_it_is_the_better_one(level):
    pos = offered(SWAP_IS_WRONG)
    move = player.choose_move(pos, Limit(level=level, nodes=200_000), random.Random(1))
    assert move != (SWAP,) and move in compound_moves(pos)
    result = ai.search(pos, Limit(nodes=200_000))
    assert result.exact and result.value == reference.perfect_value(pos.desk, 1) > 0


@pytest.mark.parametrize("seed", range(4))
def test_the_first_turn_is_valued_knowing_the_opponent_may_swap(seed):
    """From a small first-turn position each whole turn is worth minus what the opponent makes of it: the
    better of playing on and swapping, that is minus the absolute value of the position it leaves."""
    rng = random.Random(seed)
    while True:
        pits = [0] * 12
        for _ in range(7):
            pits[rng.randrange(12)] += 1
        if any(pits[:6]) and any(pits[6:]):
            break
    a_kalah = rng.randint(25, 40)
    desk = tuple(pits[:6]) + (a_kalah,) + tuple(pits[6:]) + (65 - a_kalah,)
    pos = Position(desk, 0, PIE, FIRST_TURN)
    result = ai.search(pos, Limit(nodes=400_000))
    expected = max(-abs(reference.perfect_value(after, 1)) if not reference.is_finished(after)
                   else after[6] - after[13] for _, after in reference.whole_turns(desk, 0))
    assert result.exact and result.value == expected
    after = apply_compound(pos, result.move)
    assert after.opening in (SWAP_OFFERED, NO_SWAP)


# --- the board ----------------------------------------------------------------------------------------------
def test_w_swaps_on_the_board_and_the_prompt_says_so(harness, monkeypatch):
    spec = registry.get("kalah")
    scene = spec.scene_class()(spec, setup=Setup(HOTSEAT), values={"seconds": 1, "stones": 4, "pie": True})
    h = harness(scene, settings=Settings(sound=False, animation_speed="instant"))
    h.tick()
    h.key(pygame.K_w)  # not yet: A's first turn
    assert scene.match.moves == []
    for key in (pygame.K_3, pygame.K_1):
        h.key(key)
        h.tick()
    assert "W to swap" in scene.prompt()
    shown: list[str] = []
    monkeypatch.setattr(kalah_scene, "text_block", lambda surface, text, *rest, **more: shown.append(text))
    scene.draw_extra(h.surface, pygame.Rect(0, 0, 300, 300))
    assert shown[0].startswith("Pie rule: W swaps sides now")  # said beside the board, whatever the status says
    h.key(pygame.K_w)
    h.tick()
    assert scene.match.position.desk == TURNED and scene.match.position.to_move == 0
    assert scene.last_marks() == (None, ()) and "swapped sides" in scene.message
    assert "W to swap" not in scene.prompt()


def test_the_computer_swaps_on_the_board_and_hands_the_move_back(harness):
    spec = registry.get("kalah")
    start = offered(SWAP_IS_RIGHT)  # the computer (B) to move, the swap clearly right
    scene = spec.scene_class()(spec, setup=Setup(HUMAN_COMPUTER, level=3), values={"seconds": 1, "pie": True},
                               start_position=start)
    h = harness(scene, settings=Settings(sound=False, animation_speed="instant"))
    assert h.run_until(lambda: scene.match.moves == [SWAP] and not scene.controller.is_animating(), seconds=60)
    assert scene.match.position.desk == start.desk[7:] + start.desk[:7] and scene.match.position.to_move == 0
    assert not scene.match.is_computer_turn() and "swapped sides" in scene.message


@pytest.mark.parametrize("seed", range(12))
def test_random_games_under_both_variants_read_back_from_their_records(seed):
    """Every legal move applies and reads back, whole turns are the reference's (the swap aside), and the
    record of the game replays to the same end."""
    from games.kalah.record import Record, Turn

    rng = random.Random(seed)
    params = Params(rng.randint(3, 6), Variant(EMPTY, pie=True))
    pos = initial(params, rng.randint(0, 1))
    turns: list[Turn] = []
    while legal_moves(pos):
        whole = compound_moves(pos)
        sowings = {tuple(move.pit for move in pits): apply_compound(pos, pits).desk for pits in whole if pits != (SWAP,)}
        assert sowings == dict(reference.whole_turns(pos.desk, pos.to_move, True))
        assert all(parse_move(str(move)) == move for move in legal_moves(pos))
        turn = (SWAP,) if (SWAP,) in whole and seed % 2 else rng.choice(whole)  # half the games swap
        turns.append(Turn(pos.to_move, turn))
        pos = apply_compound(pos, turn)
    record = parse_record(format_record(Record(tuple(turns), params)))
    assert record.params == params and positions(record)[-1] == pos


def test_replay_reads_the_rules_and_says_the_swap(tmp_path):
    from games.kalah.analysis import replay, replay_text

    text = "# stones: 4\n# rules: capture=empty pie=yes\nA = 3 1\nB = swap\nA = 2\n"
    data = replay(text)
    assert data["moves"] == [["A", [3, 1]], ["B", ["swap"]], ["A", [2]]]
    assert data["final"] == list(positions(parse_record(text))[-1].desk) and data["winner"] is None
    # the board turned round: B's row and kalah hold what A's first turn made (B6..B1 on top), A's the fresh row
    assert "B = swap\n1 5 6 6 1 5 0\n  4 4 4 4 4 4 0\n" in replay_text(text)


def test_a_record_with_its_rules_and_a_swap_steps_through_in_the_viewer(harness):
    text = "# stones: 4\n# rules: capture=empty pie=yes\nA = 3 1\nB = swap\nA = 2\n"
    spec = registry.get("kalah")
    viewer = spec.scene_class()(spec, values={"seconds": 1}, record=parse_record(text))
    h = harness(viewer, settings=Settings(sound=False, animation_speed="instant"))
    h.tick()
    assert viewer.values["pie"] is True and viewer.values["capture"] == "empty" and viewer.values["stones"] == 4
    for _ in range(3):  # A3, A1, the swap
        h.key(pygame.K_RIGHT)
    assert viewer.match.position.desk == TURNED and viewer.match.position.to_move == 0
    h.key(pygame.K_RIGHT)
    assert viewer.match.position == positions(parse_record(text))[-1]
