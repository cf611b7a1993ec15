"""Damaged and hostile .klh records: each is refused with a one-line ``RecordError`` naming the
line (or the file's trouble), or read, and the command line says so in one line with status 2."""
from __future__ import annotations

import os

import pytest

from engine.commands.cli import run
from games.kalah.record import MAX_BYTES, MAX_LINE, Record, RecordError, decode_record, parse_record, read_record


def refused(text: str) -> RecordError:
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    assert "\n" not in str(caught.value)
    return caught.value


@pytest.mark.parametrize("text, line, reason", [
    ("A = 1 2\nB\x00 = 1\n", 2, "a control character (U+0000) in the line: not a text record"),
    ("A = 1 2\n\x0cB = 1\n", 2, "a control character (U+000C) in the line: not a text record"),
    ("# stones: " + "9" * 900 + "\n", 1, "stones per pit must be from 3 to 6, not '9999999999999999999999999999999999999...'"),
    ("# stones: 1000\n", 1, "stones per pit must be from 3 to 6, not '1000'"),
    ("# stones: -4\n", 1, "stones per pit must be from 3 to 6, not -4"),
    ("# stones: \u00b2\n", 1, "stones per pit is a whole number, not '\u00b2'"),
    ("# stones: 4.0\n", 1, "stones per pit is a whole number, not '4.0'"),
    ("A = -1\n", 1, "a move is a pit number from 1 to 6, not '-1'"),
    ("A = " + "1" * 900 + "\n", 1, "a move is a pit number from 1 to 6, not '11111111111111111...'"),
    ("A = 1 2 3\n", 1, "illegal move A = 1 2 3: after pit 2 the turn passes: pit 3 cannot follow"),
    ("A = 1 1\n", 1, "illegal move A = 1 1: pit 1 of A is empty"),
    ("A = 3\n# c\rB = 7\n", 3, "a move is a pit number from 1 to 6, not '7'"),
])
def test_bad_values_are_refused_with_their_line(text, line, reason):
    error = refused(text)
    assert (error.line, error.reason) == (line, reason)


@pytest.mark.parametrize("spaces", [5000, 20_000, 100_000])
@pytest.mark.parametrize("shape", ["# date:x{}y", "#a:b{}b", "#a{}", "A{}= 1 2", "{}"])
def test_a_header_line_of_many_spaces_is_refused_at_once(shape, spaces):
    """The regression: the old pattern backtracked on these for seconds (see benchmarks/kalah_record.py)."""
    error = refused(shape.format(" " * spaces) + "\nA = 1 2\n")
    assert error.line == 1 and f"{MAX_LINE:,}" in error.reason


def test_a_long_line_under_the_limit_is_still_read():
    record = parse_record("# date: x" + " " * (MAX_LINE - 10) + "y\nA = 1 2\n")
    assert record.header == (("date", "x" + " " * (MAX_LINE - 10) + "y"),) and len(record.turns) == 1


@pytest.mark.parametrize("text", ["", "\n", "\r\n\r\n", "   \t\n", "# only a comment"])
def test_an_empty_record_is_the_start(text):
    assert parse_record(text) == Record()


def test_line_ends_and_a_byte_order_mark():
    expected = parse_record("A = 1 2\nB = 1\n")
    for data in (b"A = 1 2\r\nB = 1\r\n", b"A = 1 2\rB = 1\r", b"\xef\xbb\xbfA = 1 2\nB = 1\n"):
        assert parse_record(decode_record(data)) == expected


def test_bytes_that_are_not_utf8_name_their_line():
    with pytest.raises(RecordError) as caught:
        decode_record(b"# A: Zo\xc3\xab\r\nA = 1 2\r\n# B: \xff\n")
    assert caught.value.line == 3 and "not UTF-8" in caught.value.reason


def test_a_text_over_the_limit_is_refused_before_it_is_read():
    with pytest.raises(RecordError, match="larger than 1 MiB"):
        parse_record("#\n" * (MAX_BYTES // 2) + "\n")
    with pytest.raises(RecordError, match="larger than 1 MiB"):
        decode_record(b" " * (MAX_BYTES + 1))


# --- files -----------------------------------------------------------------------------------------
def file_refused(path) -> str:
    with pytest.raises(RecordError) as caught:
        read_record(path)
    assert caught.value.line is None and "\n" not in str(caught.value)
    return caught.value.reason


def test_a_good_file_is_read(tmp_path):
    path = tmp_path / "game.klh"
    path.write_text("A = 1 2\nB = 1\n")
    assert read_record(path) == read_record(str(path)) == parse_record("A = 1 2\nB = 1\n")


def test_files_that_cannot_be_read(tmp_path, monkeypatch):
    assert file_refused(tmp_path) == "cannot read the file: it is a folder, not a file"
    assert "No such file" in file_refused(tmp_path / "none.klh")
    vanished = tmp_path / "vanished.klh"
    vanished.write_text("A = 1 2\n")
    vanished.unlink()
    assert "No such file" in file_refused(vanished)
    assert "cannot read the file" in file_refused(str(tmp_path / "a\x00b.klh"))
    big = tmp_path / "big.klh"
    big.write_bytes(b"#\n" * (MAX_BYTES // 2) + b"\n")
    assert file_refused(big) == "cannot read the file: the file is larger than 1 MiB"

    def denied(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("engine.files.reading.os.open", denied)
    assert file_refused(tmp_path / "game.klh") == "cannot read the file: Permission denied"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_or_a_device_is_refused_without_blocking(tmp_path):
    pipe = tmp_path / "pipe.klh"
    os.mkfifo(pipe)  # opening it for reading would wait for a writer for ever
    assert "not a regular file" in file_refused(pipe)
    if os.path.exists("/dev/zero"):  # a file that never ends
        assert "not a regular file" in file_refused("/dev/zero")


# --- the command line ----------------------------------------------------------------------------------
@pytest.mark.parametrize("name, content, says", [
    ("spaces.klh", b"# date:x" + b" " * 20_000 + b"y\nA = 1 2\n", "line 1: the line is 20,009 characters long"),
    ("nul.klh", b"A = 1 2\n\x00\n", "line 2: a control character (U+0000)"),
    ("latin1.klh", b"# A: Zo\xeb\nA = 1 2\n", "line 1: not UTF-8 text (byte 0xEB)"),
    ("huge.klh", b"# stones: " + b"7" * 900 + b"\n", "line 1: stones per pit must be from 3 to 6"),
    ("big.klh", b"#\n" * (MAX_BYTES // 2 + 1), "the file is larger than 1 MiB"),
    ("folder.klh", None, "cannot read the file"),
])
def test_replay_refuses_a_bad_file_in_one_line_with_status_2(tmp_path, capsys, name, content, says):
    path = tmp_path / name
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    assert run(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and says in err and name in err and "Traceback" not in err


def test_replay_of_a_good_file_in_process(tmp_path, capsys):
    path = tmp_path / "good.klh"
    path.write_bytes(b"\xef\xbb\xbf# A: Zo\xc3\xab\r\nA = 1 2\r\nB = 1\r\nA = 1\r\n")
    assert run(["replay", str(path), "--json"]) == 0
    assert '"score": [10, 1]' in capsys.readouterr().out

