"""Kalah's level Perfect (games/kalah/perfect.py): every turn it plays has the best exact value, checked
against a proof of every position it moves in; its book re-proved on a sample; the book covers what it
says; the level offered only for 3 and 4 stones, in the setup panel, the command line, Resume.

Nothing here depends on time: the perfect player's proofs have no time bound (the clock only times them),
and its opponents think on a step clock or a node budget."""
from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from engine.commands.cli import run
from engine.duels.basics import HUMAN_COMPUTER, PERFECT, Setup, level_text
from engine.duels.limits import Limit
from engine.entries import registry
from engine.files.saved_games import SavedGames, from_data, restore_duel, saved_duel, to_json
from games.kalah import ai, perfect, player
from games.kalah.perfect import (
    FacedWalk,
    Perfect,
    book_bytes,
    covered_plies,
    faced,
    format_entry,
    kalahs_margin,
    key_of,
    known_values,
    ordinary,
    parse_entry,
    prove,
    read_lines,
    shipped_book,
)
from games.kalah.rules import (
    CAPTURES,
    EMPTY,
    FIRST_TURN,
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
    is_over,
    make_params,
)
from tests.clocks import StepClock

KALAH = registry.get("kalah")


# --- what a turn is worth, by proofs ---------------------------------------------------------------

def proved_margin(pos: Position) -> int:
    """The mover's final margin with perfect play in the ordinary game from ``pos`` (no swap to come)."""
    return kalahs_margin(pos) if is_over(pos) else kalahs_margin(pos) + prove(pos, book=False)[0]


def turn_margin(pos: Position, turn: tuple) -> int:
    """The final margin of the mover of ``pos`` when it plays ``turn``, then both sides play perfectly
    (under the pie rule the second player swaps when that is better for it)."""
    if turn == (SWAP,):
        return -proved_margin(apply(pos, SWAP))
    child = apply_compound(pos, turn)
    if is_over(child):
        return kalahs_margin(replace(child, to_move=pos.to_move))
    if child.opening == SWAP_OFFERED:  # the second player takes the better of its side and the swap
        return -abs(proved_margin(ordinary(child)))
    return -proved_margin(child)


def best_margin(pos: Position) -> int:
    """The mover's best final margin, as the proof gives it."""
    if pos.opening == FIRST_TURN:
        return max(turn_margin(pos, turn) for turn in compound_moves(pos))
    if pos.opening == SWAP_OFFERED:
        return abs(proved_margin(ordinary(pos)))
    return proved_margin(pos)


def play_against(params: Params, perfect_side: int, first: int, other, rng: random.Random,
                 ) -> tuple[list[tuple[Position, tuple]], Position]:
    """A whole game between the perfect player (as ``perfect_side``) and ``other`` (a position and the
    generator -> a turn); the perfect player's positions and turns, and the end."""
    pos = initial(params, first)
    clock = StepClock(0.001)
    played = []
    while not is_over(pos):
        if pos.to_move == perfect_side:
            turn = player.choose_move(pos, Limit(level=PERFECT, clock=clock), rng)
            played.append((pos, turn))
        else:
            turn = other(pos, rng)
        pos = apply_compound(pos, turn)
    return played, pos


def check_turns(played: list[tuple[Position, tuple]], book: dict) -> int:
    """Each of the perfect player's turns is the book's where the book holds the position, else the best by fresh
    proofs; how many were proved."""
    proved = 0
    for pos, turn in played:
        entry = book.get(perfect.key_of(pos))
        if entry is not None:
            assert turn == entry[1], (pos, turn)
        else:
            assert turn_margin(pos, turn) == best_margin(pos), (pos, turn)
            proved += 1
    return proved


def random_turn(pos: Position, rng: random.Random) -> tuple:
    return rng.choice(compound_moves(pos))


def level_5_turn(pos: Position, rng: random.Random) -> tuple:
    return player.choose_move(pos, Limit(level=5, seconds=0.05, clock=StepClock(0.002)), rng)


# --- every turn the best, at 3 stones --------------------------------------------------------------

GAMES_AT_3 = [(capture, False, side) for capture in CAPTURES for side in (0, 1)] + [
    (STANDARD, True, 1),
    *(pytest.param(capture, True, side, marks=pytest.mark.slow) for capture, side in ((STANDARD, 0), (EMPTY, 0), (EMPTY, 1)))]


@pytest.mark.parametrize("capture, pie, perfect_side", GAMES_AT_3)
def test_every_turn_of_perfect_has_the_best_exact_value_against_random_moves_at_3_stones(capture, pie, perfect_side):
    params = Params(3, Variant(capture, pie))
    rng = random.Random(f"{capture}{pie}{perfect_side}")
    for pos, turn in play_against(params, perfect_side, 0, random_turn, rng)[0]:
        assert turn in compound_moves(pos)
        assert turn_margin(pos, turn) == best_margin(pos), (pos, turn)


@pytest.mark.parametrize("capture", CAPTURES)
@pytest.mark.parametrize("first", (0, 1))
def test_perfect_never_ends_worse_than_the_start_is_worth_against_level_5_at_3_stones(capture, first):
    params = Params(3, Variant(capture))
    rng = random.Random(first)
    start_value = best_margin(initial(params, first))  # for the first player
    perfect_side = 1  # the computer plays B; A begins when first == 0
    played, final = play_against(params, perfect_side, first, level_5_turn, rng)
    for pos, turn in played:
        assert turn_margin(pos, turn) == best_margin(pos), (pos, turn)
    # whatever level 5 did, B ends at least as well as perfect play promised it from the start
    margin_b = final.desk[13] - final.desk[6]
    assert margin_b >= (start_value if first == 1 else -start_value)


@pytest.mark.parametrize("capture", [STANDARD, pytest.param(EMPTY, marks=pytest.mark.slow)])
def test_perfect_plays_the_pie_rules_first_turn_and_swap_by_the_proved_values(capture):
    start = initial(Params(3, Variant(capture, pie=True)))
    turn = player.choose_move(start, Limit(level=PERFECT), random.Random(0))
    assert turn_margin(start, turn) == best_margin(start)
    for reply in compound_moves(start)[::3]:
        offer = apply_compound(start, reply)
        assert offer.opening == SWAP_OFFERED
        choice = player.choose_move(offer, Limit(level=PERFECT), random.Random(0))
        assert (choice == (SWAP,)) == (proved_margin(ordinary(offer)) < 0)
        assert turn_margin(offer, choice) == best_margin(offer)


# --- at 4 stones, from the book ------------------------------------------------------------------

def position_of(pits: tuple[int, ...], capture: str) -> Position:
    """A position of the book's pits, A to move, A's kalah holding what the pits do not of a 3-stone game
    (36 stones or fewer in the pits) or of a 4-stone one (the gain and the best turns do not depend on the
    kalahs, so an entry of either game is checked in either)."""
    total = 36 if sum(pits) <= 36 else 48
    return Position(pits[0:6] + (total - sum(pits),) + pits[6:12] + (0,), 0, Variant(capture))


def entries_by_size(capture: str) -> list:
    """The book's entries under ``capture``, the fewest stones in the pits first (the quickest to prove)."""
    chosen = [(key, entry) for key, entry in shipped_book().items() if key[0] == capture]
    return sorted(chosen, key=lambda item: (sum(item[0][1]), item[0][1]))


def check_entry(key, entry) -> None:
    """The entry's gain is the proved one, and its turn secures it."""
    capture, pits = key
    gain, turn = entry
    pos = position_of(pits, capture)
    assert turn in compound_moves(pos)
    assert prove(pos, book=False)[0] == gain  # from nothing: not from the book checked
    assert turn_margin(pos, turn) == kalahs_margin(pos) + gain


@pytest.mark.parametrize("capture", CAPTURES)
def test_book_entries_with_the_fewest_stones_prove_again(capture):
    for key, entry in entries_by_size(capture)[:2]:
        check_entry(key, entry)


@pytest.mark.skipif(not ai.COMPILED, reason="the compiled core reads the book's values; the pure one does not")
@pytest.mark.parametrize("capture", CAPTURES)
def test_a_proof_takes_the_books_values_and_proves_the_start_in_a_few_nodes(capture):
    """Every turn from the start leads to a position the book holds (the perfect player's as second player): the
    proof reads their values (``known_values``) instead of searching below them (millions of nodes at 3 stones)."""
    start = initial(Params(3, Variant(capture)))
    book = known_values(capture)
    assert 0 < len(book.gains) < len(shipped_book()) and len(book.pits) == 12 * len(book.gains)
    found = ai.search(start, Limit(seconds=1e12, clock=StepClock()), proof=ai.Proof(64, 10, book=book))
    assert (found.value, found.exact) == (shipped_book()[key_of(start)][0], True)
    assert found.nodes < 1000
    assert prove(start)[0] == found.value


SAMPLE = 4  # entries of each size re-proved a rule in the slow set


@pytest.mark.slow
@pytest.mark.parametrize("capture", CAPTURES)
def test_a_sample_of_the_book_proves_again(capture):
    """``SAMPLE`` 3-stone entries and ``SAMPLE`` 4-stone ones drawn from the book, the 4-stone ones among those of
    40 stones or fewer in the pits (4-stone entries of the first plies take minutes each)."""
    entries = entries_by_size(capture)
    for low, high in ((0, 36), (37, 40)):
        sized = [item for item in entries if low <= sum(item[0][1]) <= high]
        assert sized, f"no {capture} entry of {low} to {high} stones in the pits"
        for key, entry in random.Random(capture).sample(sized, min(SAMPLE, len(sized))):
            check_entry(key, entry)


def test_the_shipped_book_is_small_and_covers_the_plies_it_says():
    data = perfect.BOOK_FILE.read_bytes()
    assert len(data) <= 20 << 20
    book = shipped_book()
    notes = [line for line in __import__("gzip").decompress(data).decode().splitlines() if line.startswith("# covers:")]
    assert len(notes) == 4  # 3 and 4 stones, each capture rule
    for note in notes:
        words = dict(word.split("=") for word in note.split()[2:])
        plies = int(words["plies"])
        assert plies >= 0
        assert covered_plies(book, int(words["stones"]), words["capture"], plies) == plies
    assert any(sum(pits) == 48 for _, pits in book)


@pytest.mark.parametrize("capture", CAPTURES)
def test_the_book_holds_every_position_within_three_whole_turns_of_the_4_stone_start(capture):
    """Whatever both sides play (the coach between two people meets these first): 10 positions after one whole
    turn, 116 after two, 1,022 after three."""
    book = shipped_book()
    found = list(perfect.within_turns(4, capture, 3))
    assert [sum(1 for turns, _ in found if turns == n) for n in (1, 2, 3)] == [10, 116, 1022]
    assert all(key_of(pos) in book for _, pos in found)


@pytest.mark.parametrize("capture", CAPTURES)
@pytest.mark.parametrize("seed", range(4))
def test_perfect_moving_first_at_4_stones_wins_by_the_proved_margin_against_random_moves(capture, seed):
    """Each of Perfect's turns is the book's where the book holds the position, else checked against proofs (a
    game against random turns may end inside the book)."""
    params = Params(4, Variant(capture))
    book = shipped_book()
    promised = book[(capture, (4,) * 12)][0]  # the start's gain: its margin (the kalahs are empty)
    assert promised == {STANDARD: 8, EMPTY: 10}[capture]
    played, final = play_against(params, 0, 0, random_turn, random.Random(f"{capture}{seed}"))
    check_turns(played, book)
    assert final.desk[6] - final.desk[13] >= promised


# --- the book's form and the walk -------------------------------------------------------------------

def test_a_book_line_reads_back():
    key = (EMPTY, (4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4))
    entry = (10, (perfect.Move(3), perfect.Move(6)))
    line = format_entry(key, entry)
    assert line == "empty | 4 4 4 4 4 4 4 4 4 4 4 4 | 10 | 3 6"
    assert parse_entry(line) == (key, entry)
    assert read_lines(["# a note", "", line]) == {key: entry}
    assert book_bytes({key: entry}) == book_bytes({key: entry})  # no time stamp: the same bytes
    with pytest.raises(ValueError):
        parse_entry("sideways | 1 2 | 3 | 4")


def test_the_walk_lists_each_board_once_and_every_reply_at_3_stones():
    book: dict = {}
    player = Perfect(book, prove)
    listed = list(faced(3, STANDARD, player, 1))
    keys = [perfect.key_of(pos) for _, pos in listed]
    assert len(keys) == len(set(keys))
    start = initial(Params(3))
    assert [pos for ply, pos in listed if ply == 0] == [start]
    firsts = {perfect.key_of(apply_compound(start, turn)) for turn in compound_moves(start)}
    assert firsts <= {perfect.key_of(pos) for ply, pos in listed if ply == 1}
    # the book of the walk covers exactly the plies walked
    assert covered_plies(book, 3, STANDARD, 2) == 1
    assert covered_plies({}, 3, STANDARD, 2) == -1


@pytest.fixture(scope="module")
def walked_3_stones() -> tuple[list, dict]:
    """``faced``'s walk of 3 stones to ply 4, in order, and the entries it valued."""
    book: dict = {}
    return list(faced(3, STANDARD, Perfect(book, prove), 4)), book


def test_faced_walks_the_positions_of_each_ply_the_walk_a_stage_at_a_time_listed(walked_3_stones):
    listed, _book = walked_3_stones
    assert [ply for ply, _pos in listed] == sorted(ply for ply, _pos in listed)
    # the positions of each ply, as the walk a ply at a time listed them before the stages (commit 594abee) and the
    # stages did
    assert [sum(ply == at for ply, _pos in listed) for at in range(5)] == [1, 10, 20, 71, 140]


@pytest.mark.parametrize("seed", range(6))
def test_a_builder_valuing_in_any_order_is_given_each_position_once_its_turns_before_are_valued(walked_3_stones, seed):
    """The builder proves what the walk lists, many at once and in any order: it is given a position only once the
    perfect turns before it are valued, and ends with the very positions and plies of ``faced``; a ply is said
    finished once, in order, when all of it is valued and nothing can add to it."""
    listed, book = walked_3_stones
    chance = random.Random(seed)
    asked: list = []
    walk = FacedWalk(3, STANDARD, Perfect(book, lambda pos: asked.append(pos) or prove(pos)), 4)
    waiting, valued, finished = [], set(), []
    assert sorted(walk.ply.values()) == [0] + [1] * 10  # before any value: the start and the replies to it
    while True:
        for pos in walk.take():
            key = perfect.key_of(pos)
            assert key not in valued and all(perfect.key_of(p) != key for p in waiting)
            waiting.append(pos)
        for ply, positions in walk.finished():
            assert {perfect.key_of(pos) for pos in positions} <= valued and not any(
                walk.ply[perfect.key_of(pos)] == ply for pos in waiting)
            finished.append(ply)
        if not waiting:
            break
        pos = waiting.pop(chance.randrange(len(waiting)))
        walk.valued(pos, book[perfect.key_of(pos)])
        valued.add(perfect.key_of(pos))
    assert finished == [0, 1, 2, 3, 4] and not asked  # the pie rule's step read ply 1's values, known by then
    assert walk.ply == {perfect.key_of(pos): ply for ply, pos in listed}


# --- where the level is offered -------------------------------------------------------------------

def test_the_level_is_offered_for_3_and_4_stones_only():
    assert [stones for stones in range(3, 7) if KALAH.offers_perfect({"stones": stones})] == [3, 4]
    assert KALAH.offers_perfect({"stones": 4, "capture": EMPTY, "pie": True})
    assert not registry.get("match-nim").offers_perfect({})
    assert level_text(PERFECT) == "Perfect" and level_text(3) == "3"


def test_the_setup_panel_shows_perfect_only_where_offered():
    from engine.scenes.duel_setup import SetupPanel

    panel = SetupPanel(KALAH.part("rules").OPTIONS, Setup(level=PERFECT), {"stones": 4}, False,
                       lambda: None, lambda: None, lambda: None, perfect=KALAH.offers_perfect)
    assert PERFECT in dict(panel.level_widget.choices) and panel.setup().level == PERFECT
    panel._set_value("stones")(6)
    assert PERFECT not in dict(panel.level_widget.choices) and panel.setup().level == 5
    panel._set_value("stones")(3)
    assert PERFECT in dict(panel.level_widget.choices)


def test_a_game_against_perfect_is_kept_and_resumed_with_its_level():
    params = make_params({"stones": 4})
    setup = Setup(HUMAN_COMPUTER, 0, PERFECT)
    from engine.duels.match import Match

    match = Match(KALAH.part("rules"), setup, params, random.Random(0))
    match.play(compound_moves(match.position)[0][0])
    kept = saved_duel(match, {"stones": 4})
    assert kept is not None and kept.level == PERFECT
    assert "perfect player" in kept.summary()
    read, problems = from_data(json.loads(to_json(SavedGames(duels={"kalah": kept}))))
    assert not problems and read.duels["kalah"].level == PERFECT
    assert restore_duel(read.duels["kalah"], KALAH.part("rules"), None, random.Random(1)).setup.level == PERFECT


def test_the_command_line_takes_the_level_perfect_where_offered():
    assert run(["play", "kalah", "--level", "perfect", "--stones", "6"]) == 2  # refused before any window opens
    assert run(["play", "kalah", "--level", "7"]) == 2


def test_a_perfect_level_where_it_is_not_offered_plays_level_5():
    pos = initial(Params(6))
    turn = player.choose_move(pos, Limit(level=PERFECT, nodes=2000), random.Random(0))
    assert turn in compound_moves(pos)


@pytest.mark.parametrize("capture", CAPTURES)
def test_at_4_stones_perfect_plays_the_books_turn_and_it_is_the_best(capture):
    """The 4-stone entry with the fewest stones: the perfect player's turn there is the book's, and a proof
    agrees with the book."""
    key, entry = next(item for item in entries_by_size(capture) if sum(item[0][1]) > 36)
    pos = position_of(key[1], capture)
    assert player.choose_move(pos, Limit(level=PERFECT, clock=StepClock()), random.Random(0)) == entry[1]
    check_entry(key, entry)


def level_5_after_a_random_turn():
    """Level 5, its first turn drawn at random: each game opens its own way."""
    first = [True]

    def turn(pos: Position, rng: random.Random) -> tuple:
        if first[0]:
            first[0] = False
            return random_turn(pos, rng)
        return level_5_turn(pos, rng)

    return turn


OPENINGS_AT_4 = 6  # games a capture rule, Perfect first in half of them


@pytest.mark.slow
@pytest.mark.parametrize("capture", CAPTURES)
@pytest.mark.parametrize("seed", range(OPENINGS_AT_4))
def test_at_4_stones_every_turn_of_perfect_past_the_book_is_proved_best_against_level_5(capture, seed):
    """Level 5 opens with a random turn, then plays its best; each of Perfect's turns is the book's where the book
    holds the position, else checked against fresh proofs; Perfect ends at least as well as the start promised."""
    params = Params(4, Variant(capture))
    perfect_side = seed % 2
    book = shipped_book()
    promised = book[(capture, (4,) * 12)][0] * (1 if perfect_side == 0 else -1)
    played, final = play_against(params, perfect_side, 0, level_5_after_a_random_turn(), random.Random(seed))
    assert check_turns(played, book) >= 1  # the game went past the book (the 9-ply book holds the first 5 turns of a side or so)
    margin = final.desk[6] - final.desk[13]
    assert (margin if perfect_side == 0 else -margin) >= promised
