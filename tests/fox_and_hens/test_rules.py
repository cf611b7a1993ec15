"""Foxes and hens rules: the start, the longest capture worked out by hand, the end, the notation."""
import pytest

from engine.duels.basics import IllegalMoveError, InvalidMoveError, InvalidPositionError
from engine.puzzles.steps import Place, Reject, Remove, Solution, Try
from games.fox_and_hens import rules
from games.fox_and_hens.rules import FOXES, HENS, Move, longest_captures, parse_move, parse_point, parse_position

# A fox on d3 can run round the square d3-f3-f5-d5 either way, pass back through its
# starting point and take d2 on the way out: two chains of 5, one in each direction.
LOOP = """\
  ...  
  .A.  
...XB..
...C.D.
....E.X
  FGH  
  IJK  """

# The fox on a3 can take one hen; the fox on g5 two: only the other fox's chain is legal.
OTHER_FOX = """\
  ...  
  ...  
XA.....
....B..
..C..EX
  FGH  
  IJK  """


def chains(text, diagonals=False):
    found = longest_captures(rules.parse_board(text), diagonals)
    return found.longest, {"x".join(rules.name(p) for p in chain) for chain in found.chains}


def test_start_position():
    pos = rules.initial(rules.default_params(), HENS)
    assert str(pos) == "  X.X  \n  ...  \n.......\nABCDEFG\nHIJKLMN\n  OPQ  \n  RST  "
    assert len(rules.POINTS) == 33 and len(rules.HEN_HOUSE) == 9
    assert [str(m) for m in rules.legal_moves(pos)] == [f"{c}4-{c}3" for c in "abcdefg"]
    assert rules.outcome(pos) is None and rules.to_move(pos) == HENS


def test_a_chain_passes_back_through_the_starting_point_in_either_direction():
    assert chains(LOOP) == (5, {"d3xf3xf5xd5xd3xd1", "d3xd5xf5xf3xd3xd1"})
    pos = parse_position(LOOP, FOXES)
    assert set(map(str, rules.legal_moves(pos))) == {"d3xf3xf5xd5xd3xd1", "d3xd5xf5xf3xd3xd1"}
    after = rules.apply(pos, parse_move("d3xd5xf5xf3xd3xd1"))
    assert str(after).splitlines()[:5] == ["  .X.  ", "  ...  ", ".......", ".......", "......X"]
    assert rules.hens_left(after.board) == 6


def test_the_longer_chain_of_the_other_fox_is_the_only_legal_move():
    assert chains(OTHER_FOX) == (2, {"g5xe5xe3"})
    pos = parse_position(OTHER_FOX, FOXES)
    with pytest.raises(IllegalMoveError, match="longer capture"):
        rules.apply(pos, parse_move("a3xc3"))
    with pytest.raises(IllegalMoveError, match="compulsory"):
        rules.apply(pos, parse_move("a3-a4"))


def test_a_hen_is_never_taken_twice_and_taken_hens_stay_until_the_end():
    # d3 over e3 to f3; back over e3 is refused (already taken), though d3 counts as empty
    board = rules.parse_board("  ...  \n  ...  \n...XA..\n.......\n......X\n  BCD  \n  EFG  ")
    assert chains(picture := rules.picture(board)) == (1, {"d3xf3"})
    steps = list(rules.search_captures(board, watch=True))
    assert Reject((rules.parse_point("f3"), rules.parse_point("e3"), rules.parse_point("d3")), "already taken") in steps
    assert picture.count("A") == 1


def test_diagonals_add_diagonal_jumps_from_even_points():
    text = "  ...  \n  ...  \n..X....\n...A...\nX......\n  BCD  \n  EFG  "
    assert chains(text) == (0, set())
    assert chains(text, diagonals=True) == (1, {"c3xe5"})


def test_the_search_yields_its_steps_and_returns_what_it_found():
    board = rules.parse_board(OTHER_FOX)
    search = rules.search_captures(board, watch=True)
    steps = []
    while True:
        try:
            steps.append(next(search))
        except StopIteration as stop:
            found = stop.value
            break
    assert found == longest_captures(board)
    kinds = {type(s) for s in steps}
    assert {Try, Place, Remove, Solution} <= kinds
    assert [s.solution for s in steps if isinstance(s, Solution)][-1] == found.chains[0]
    assert list(rules.search_captures(board)) == []  # quiet unless watched


def test_hens_step_forwards_or_sideways_never_back():
    pos = parse_position("  X.X  \n  ...  \n.......\n...A...\nBCDEFGH\n  IJK  \n  LMN  ", HENS)
    assert {str(m) for m in rules.legal_moves(pos) if str(m).startswith("d4")} == {"d4-d3", "d4-c4", "d4-e4"}
    with pytest.raises(IllegalMoveError, match="backwards"):
        rules.apply(parse_position("  X.X  \n  ...  \n...A...\n.......\nBCDEFGH\n  IJK  \n  LMN  ", HENS),
                    parse_move("d3-d4"))


def test_the_ends_of_the_game():
    shut_in = parse_position("  XAX  \n  BCD  \n..EFG..\n.......\nH.I.J.K\n  LMN  \n  ...  ", FOXES)
    assert rules.outcome(shut_in).winner == HENS and rules.legal_moves(shut_in) == ()
    house = parse_position("  ABC  \n  DEF  \n.XGHI.X\n.......\n.......\n  ...  \n  ...  ", FOXES)
    assert rules.outcome(house).winner == HENS and "hen-house" in rules.outcome(house).reason
    few = parse_position("  X.X  \n  ...  \nABCDEFG\n.H.....\n.......\n  ...  \n  ...  ", HENS)
    assert rules.outcome(few).winner == FOXES


def test_threefold_repetition_is_a_draw():
    pos = rules.initial(rules.default_params(), FOXES)
    # a4-a3 goes forwards (no way back); after it the foxes' c2 and the hen's a3 shuffle
    moves = ["c1-c2", "a4-a3"] + ["c2-c1", "a3-b3", "c1-c2", "b3-a3"] * 2
    for text in moves:
        assert rules.outcome(pos) is None
        pos = rules.apply(pos, parse_move(text))
    assert rules.outcome(pos).winner is None and rules.legal_moves(pos) == ()  # third time
    assert len(pos.earlier) == 8


def test_notation_round_trips_and_refuses_nonsense():
    for text in ("c1-c2", "d3xf3xf5xd5xd3xd1"):
        assert str(parse_move(text)) == text
    assert parse_move("C1 - C2") == Move((parse_point("c1"), parse_point("c2")))
    for bad in ("", "c1", "a1-a2", "c1xc2", "c1-c3", "z9-c1", "c1->c2"):
        with pytest.raises(InvalidMoveError):
            parse_move(bad)


@pytest.mark.parametrize("text, reason", [
    ("  ...  \n  ...  ", "7 lines"),
    ("  ...  \n  ...  \n.......\n.......\n.......\n  ...  \n A...  ", "not a point"),
    ("  ...  \n  ...  \n.......\n.... ..\n.......\n  ...  \n  ...  ", "missing"),
    ("  XXX  \n  ...  \n.......\n.......\n.......\n  ...  \n  ...  ", "3 foxes"),
    ("  ...  \n  ...  \nABCDEFG\nHIJKLMN\nOPQRSTU\n  VWY  \n  ...  ", "24 hens"),
    ("  ...  \n  ...  \nA.....A\n.......\n.......\n  ...  \n  ...  ", "share a letter"),
    ("  ...  \n  ...  \n........\n.......\n.......\n  ...  \n  ...  ", "at most 7"),
    ("  ...  \n  .x.  \n.......\n.......\n.......\n  ...  \n  ...  ", "not '.'"),
])
def test_bad_pictures_are_refused_in_one_line(text, reason):
    with pytest.raises(InvalidPositionError, match=reason) as error:
        rules.parse_board(text)
    assert "\n" not in str(error.value)


def test_pictures_read_back_and_short_lines_are_padded():
    pos = rules.initial(rules.default_params())
    assert rules.parse_board(str(pos)) == pos.board
    assert rules.parse_board("/".join(line.rstrip() for line in str(pos).splitlines())) == pos.board
