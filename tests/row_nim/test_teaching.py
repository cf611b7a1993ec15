"""Row Nim's explanations say what the move really did (no "one-square retreat" for a long one)."""
from games.row_nim.rules import BLACK, Move, Position
from games.row_nim.strategy import delaying_move
from games.row_nim.teaching import explain

# gaps 1 and 1: nim-sum 0, black to move is lost
LOST = Position(((0, 2), (1, 3)), columns=8, to_move=BLACK)


def test_a_long_retreat_from_a_lost_position_is_not_called_a_one_square_retreat():
    move = Move(0, 2, 6)  # row 1's black checker back 4 squares (what a weak level may play)
    text = explain(LOST, move)
    assert "one-square" not in text and "retreat of 4 squares" in text
    assert "gap of row 1: 1 = 01 becomes 5 = 101" in text or "becomes 5" in text


def test_the_strongest_levels_delaying_move_is_called_a_one_square_retreat():
    move = delaying_move(LOST)
    assert abs(move.end - move.start) == 1
    assert "one-square retreat" in explain(LOST, move)
