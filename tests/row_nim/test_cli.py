"""``analyse row-nim``: the spec's text and JSON forms, and bad positions refused with exit status 2."""
import json

from engine.commands import cli


def test_analyse_the_spec_example(capsys):
    assert cli.run(["analyse", "row-nim", "1,5/2,8/3,4", "--columns", "8"]) == 0
    assert "Won for White to move" in capsys.readouterr().out
    assert cli.run(["analyse", "row-nim", "1,5/2,8/3,4", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["winning"] is True and data["nim_sum"] == 6 and data["gaps"] == [3, 5, 0]
    assert data["move"] == {"row": 2, "from": 2, "to": 4}


def test_a_lost_position_and_black_to_move(capsys):
    assert cli.run(["analyse", "row-nim", "1,3/1,3", "--to-move", "black", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["winning"] is False and data["nim_sum"] == 0 and data["move"]["row"] in (1, 2)
    assert data["move"]["to"] - data["move"]["from"] == 1  # black retreats one square


def test_a_finished_position(capsys):
    assert cli.run(["analyse", "row-nim", "1,2/1,2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"winning": False, "move": None, "nim_sum": 0, "gaps": [0, 0]}


def test_bad_positions_give_one_line_and_status_2(capsys):
    for args in (["1,5/2,9"], ["5,1"], ["1,5", "--columns", "2"], ["a,b"], ["1,2", "--to-move", "red"]):
        assert cli.run(["analyse", "row-nim", *args]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err
