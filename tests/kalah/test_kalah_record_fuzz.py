"""Fuzzing the .klh reader (Hypothesis): any bytes at all either read as a valid record or raise
``RecordError`` with a one-line message, never another exception.

Inputs are bounded (at most a little over ``MAX_BYTES``) and the examples have no deadline:
nothing here measures time.  That the parser cannot backtrack is checked on its structure
(``test_the_parser_has_no_backtracking_regex``), not with a clock.
"""
from __future__ import annotations

import inspect
import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from games.kalah import record as record_module
from games.kalah.record import (
    MAX_BYTES,
    Record,
    RecordError,
    decode_record,
    format_record,
    parse_record,
    positions,
)
from games.kalah.rules import Params, apply_compound, compound_moves, initial, is_over

VALID = ("# Kalah record\n# stones: 6\n# date: 2024-05-01 20:15\n# A: Zoë\n# B: Computer (level 3)\n"
         "A = 1 2\nB = 1\nA = 1\nB = 2\n")


def _game_by_last_turns(stones: int) -> str:
    pos, lines = initial(Params(stones)), [f"# stones: {stones}"]
    while not is_over(pos):
        turn = compound_moves(pos)[-1]
        lines.append(f"{'AB'[pos.to_move]} = {' '.join(str(m) for m in turn)}")
        pos = apply_compound(pos, turn)
    return "\n".join(lines) + "\n"


WHOLE_GAME = _game_by_last_turns(4)
SAMPLES = (VALID, WHOLE_GAME)

# Pieces a record is made of, the wrong kinds of them, and absurd ones.
TOKENS = ["A", "B", "a", "b", "C", "=", " = ", "1", "2", "3", "6", "7", "0", "-1", "+3", "1.5", "1e3", "one",
          "#", "# ", ":", "stones", " stones: ", ",", " ", "\t", "\n", "\r\n", "\r", "\x00", "\x0b", "\x85",
          "\u2028", "\ufeff", "١", "²", "é", "\U0001F600", "\udc80", "9" * 5000, "1" * 10_000, "-" + "7" * 4400]
LONG_LINES = [
    "# date:x" + " " * 100_000 + "y",
    "#a:b" + "\t" * 100_000 + "b",
    "#a" + " " * 100_000,
    "# stones: " + "9" * 100_000,
    "A =" + " 1" * 50_000,
    "A" + " " * 100_000 + "=",
    "x" * 100_000,
    "#" * 100_000,
    " " * 100_000,
    "\x00" * 100_000,
]


def check(text: str) -> Record | None:
    """The promise: a valid record, or ``RecordError`` with a one-line message."""
    try:
        record = parse_record(text)
    except RecordError as error:
        assert str(error) and "\n" not in str(error) and len(str(error)) < 300
        assert error.line is None or error.line >= 1
        return None
    reached = positions(record)  # every turn is legal
    assert len(reached) == len(record.turns) + 1
    assert parse_record(format_record(record)) == record  # and it writes back the same
    return record


def check_bytes(data: bytes) -> Record | None:
    try:
        text = decode_record(data)
    except RecordError as error:
        assert "\n" not in str(error)
        return None
    return check(text)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=3000))
@example(b"\xff\xfe")
@example(b"A = 1 2\n\x00B = 1\n")
@example(b"\xef\xbb\xbfA = 1 2\n")
@example(b"A = 1 2\r\nB = 1\r\n")
@example(b"# A: Zo\xc3")
def test_random_bytes(data):
    check_bytes(data)


def test_the_samples_are_valid():
    assert all(check(sample) is not None for sample in SAMPLES)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(SAMPLES), st.data())
def test_truncations_of_a_valid_record(sample, data):
    encoded = sample.encode("utf-8")
    cut = data.draw(st.integers(0, len(encoded)))
    check_bytes(encoded[:cut])  # may cut inside the "ë" of Zoë
    check(sample[: min(cut, len(sample))])


MUTATION = st.tuples(st.sampled_from(["insert", "delete", "replace"]), st.integers(0, 10_000),
                     st.sampled_from(TOKENS) | st.text(max_size=3))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(SAMPLES), st.lists(MUTATION, min_size=1, max_size=6))
def test_mutations_of_a_valid_record(sample, mutations):
    text = sample
    for kind, at, piece in mutations:
        at %= len(text) + 1
        if kind == "insert":
            text = text[:at] + piece + text[at:]
        elif kind == "delete":
            text = text[:at] + text[at + len(piece) + 1:]
        else:
            text = text[:at] + piece + text[at + len(piece):]
    check(text)
    check_bytes(text.encode("utf-8", errors="surrogatepass"))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(st.sampled_from(TOKENS), max_size=8).map("".join), max_size=12).map("\n".join))
def test_lines_of_the_wrong_kinds(text):
    check(text)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["# stones: ", "# stones: -", "A = ", "B = 1 ", "# x: ", "A = 1 2\nB = "]),
       st.integers(0, 10 ** 12) | st.integers(-(10 ** 12), 0) | st.integers(1, 12_000).map(lambda n: "9" * n))
def test_huge_and_negative_numbers(prefix, number):
    result = check(f"{prefix}{number}\n")
    if prefix != "# x: " and len(str(number).lstrip("-")) > 1:
        assert result is None  # no count in a record has two digits


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(LONG_LINES), st.sampled_from(["", "A = 1 2\n", "# c\n" * 3]), st.booleans())
def test_long_lines_and_nul_bytes(line, before, newline_after):
    text = before + line + ("\nB = 1\n" if newline_after else "")
    assert check(text) is None  # every one of them is refused...
    check_bytes(text.encode("utf-8"))  # ...and so are their bytes


def test_the_parser_has_no_backtracking_regex():
    """Every regular expression of the record module is a single character class: a match is one
    character, so a search tries each position of a line once and cannot backtrack.  (The pits
    are split by the rules' ``[\\s,]+``: runs of one class, linear as well.)"""
    patterns = [value for value in vars(record_module).values() if isinstance(value, re.Pattern)]
    for pattern in patterns:
        assert re.fullmatch(r"\[[^\[\]]*\]", pattern.pattern), pattern.pattern
    used = set(re.findall(r"\bre\.(\w+)", inspect.getsource(record_module)))
    assert used <= {"compile"}, used  # no pattern written inline either


def _text_of_size(size: int) -> str:
    """A valid record padded with comment lines to exactly ``size`` bytes of UTF-8."""
    start = VALID.encode()
    full, rest = divmod(size - len(start), 1000)
    tail = "\n" if rest == 1 else "#" + "x" * (rest - 2) + "\n" if rest else ""
    text = VALID + ("#" + "x" * 998 + "\n") * full + tail
    assert len(text.encode()) == size
    return text


def test_a_file_just_over_the_limit_is_refused_and_one_at_the_limit_is_read():
    at_limit = _text_of_size(MAX_BYTES).encode()
    assert check_bytes(at_limit) is not None
    assert check_bytes(at_limit + b"\n") is None
