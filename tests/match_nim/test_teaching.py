from games.match_nim.rules import Move, Position
from games.match_nim.teaching import binary_table, explain


def test_binary_columns_as_the_book_reasons():
    table = binary_table((3, 5, 7, 9))
    assert table.powers == (8, 4, 2, 1)
    assert table.rows == ((0, 0, 1, 1), (0, 1, 0, 1), (0, 1, 1, 1), (1, 0, 0, 1))
    assert table.counts == (1, 2, 2, 4) and table.odd_columns == (8,) and not table.is_safe
    assert binary_table((3, 5, 7, 1)).is_safe


def test_a_pile_over_15_adds_the_16_column():
    assert binary_table((20, 3)).powers == (16, 8, 4, 2, 1)


def test_explanations_name_the_columns_and_the_change():
    text = explain(Position((3, 5, 7, 9)), Move(3, 8))
    assert "odd columns: 8" in text and "9 = 1001 becomes 1 = 0001" in text and "safe position" in text
    weak = explain(Position((3, 5, 7, 9)), Move(0, 1))
    assert "Not the book's move" in weak and "take 8 from pile 4" in weak
    assert "no safe move" in explain(Position((1, 2, 3)), Move(2, 1))
    assert "odd number" in explain(Position((1, 1, 5), misere=True), Move(2, 4))
