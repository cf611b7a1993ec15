from engine.duels.history import History


def test_undo_redo_and_branching():
    h = History(0)
    for n in (1, 2, 3):
        h.push(n)
    assert h.undo() == 2 and h.undo() == 1
    assert h.future == (2, 3)
    assert h.redo() == 2
    h.push(9)  # a new move drops what had been undone
    assert h.future == () and h.past == (0, 1, 2, 9)


def test_undo_at_start_and_restart():
    h = History("a")
    assert not h.can_undo() and h.undo() == "a"
    h.push("b")
    assert h.restart() == "a" and not h.can_redo()
    assert h.restart("z") == "z" and h.past == ("z",)
