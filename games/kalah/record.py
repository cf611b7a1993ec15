"""The Kalah game record, ``.klh`` (pure): text in, text out; writing files is the engine's job.

One compound move per line, the player's letter, `` = ``, then the pits of its single moves::

    # Kalah record
    # stones: 6
    # rules: capture=standard
    # A: You
    # B: Computer (level 3)
    A = 1 2
    B = 1
    A = 1

Lines starting with ``#`` are comments; a comment of the form ``# key: value`` is a header
entry.  ``stones`` (3 to 6, default 6) sets the stones per pit and ``rules`` the rule variant
(``capture=standard`` or ``capture=empty``; games/kalah/rules.py); both must come before the first
move, and a record without ``rules`` is played under the book's rules.  The other entries (date,
players...) are kept as they are.  Blank lines are ignored.  The first move line says who began.
Every line must be a whole legal turn of the side to move; otherwise ``RecordError`` names the
line and the reason.

A record comes from a file anyone may hand over, so reading it is bounded and linear in its
size: ``read_record`` reads a regular file of at most ``MAX_BYTES``, ``decode_record`` wants
UTF-8, and ``parse_record`` refuses a text over ``MAX_BYTES`` characters, a line over
``MAX_LINE`` characters or with a control character in it, and numbers out of range before
converting them.  Lines are split with ``str`` methods; the only regular expression is one
character class, searched once per line, so no input makes the parser backtrack.  Whatever
is wrong, the error is a ``RecordError`` (a ``ValueError``) with a one-line message.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from engine.duels.basics import IllegalMoveError, InvalidMoveError
from engine.files.reading import describe_size, read_limited
from engine.language.translation import _
from engine.language.translation import number as number_text
from games.kalah.rules import (
    LETTERS,
    MAX_STONES,
    MIN_STONES,
    CompoundMove,
    Params,
    Position,
    Variant,
    apply_compound,
    format_compound,
    initial,
    is_over,
    parse_compound,
    parse_variant,
)

STONES_KEY = "stones"
RULES_KEY = "rules"
TITLE = "# Kalah record"
MAX_BYTES = 1 << 20    # a real record is a few KB
MAX_LINE = 1000        # characters in one line (a move line is a few dozen)
_MOST_DIGITS = 3       # more digits than this is out of range for any count in a record

# one character class, searched once per line: linear, nothing to backtrack
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


class RecordError(ValueError):
    """A record that cannot be read: ``line`` (from 1) and ``reason`` make the one-line message.

    ``line`` is ``None`` when the trouble is the whole file (missing, too large...)."""

    def __init__(self, line: int | None, reason: str) -> None:
        super().__init__(reason if line is None else _("line {line}: {reason}").format(line=line, reason=reason))
        self.line = line
        self.reason = reason


@dataclass(frozen=True)
class Turn:
    """One line of a record: a side (0 = A, 1 = B) and its compound move.  ``str()`` is ``A = 1 2``."""

    side: int
    moves: CompoundMove

    def __str__(self) -> str:
        return f"{LETTERS[self.side]} = {format_compound(self.moves)}"


@dataclass(frozen=True)
class Record:
    """A game: its turns in order, the stones per pit and rule variant, and the header's other entries."""

    turns: tuple[Turn, ...] = ()
    params: Params = field(default_factory=Params)
    header: tuple[tuple[str, str], ...] = ()

    @property
    def first(self) -> int:
        """The side that began (A for a record without moves)."""
        return self.turns[0].side if self.turns else 0


def positions(record: Record) -> tuple[Position, ...]:
    """The start, then the position after each turn (``IllegalMoveError`` if a turn is illegal)."""
    reached = [initial(record.params, record.first)]
    for turn in record.turns:
        reached.append(apply_compound(reached[-1], turn.moves))
    return tuple(reached)


def _cut(text: str, width: int = 40) -> str:
    return text if len(text) <= width else text[: width - 3] + "..."


def _shorten(line: str, width: int = 40) -> str:
    return repr(_cut(line, width))


def _parse_stones(value: str, number: int) -> Params:
    digits = value[1:] if value.startswith(("+", "-")) else value
    if not (digits.isascii() and digits.isdigit()):
        raise RecordError(number, _("stones per pit is a whole number, not {text}").format(text=_shorten(value)))
    if len(digits) > _MOST_DIGITS:  # refused before int(): no huge conversion
        raise RecordError(number, _("stones per pit must be from {low} to {high}, not {text}").format(
            low=MIN_STONES, high=MAX_STONES, text=_shorten(value)))
    try:
        return Params(int(value))
    except ValueError as error:
        raise RecordError(number, str(error)) from None


def _parse_rules(value: str, number: int) -> Variant:
    try:
        return parse_variant(value)
    except ValueError as error:
        raise RecordError(number, str(error)) from None


def _header_entry(stripped: str) -> tuple[str, str] | None:
    """``(key, value)`` of a comment ``# key: value`` (a key is a letter, then letters, digits,
    ``_`` and spaces); ``None`` for any other comment."""
    key, colon, value = stripped[1:].partition(":")
    key = key.strip()
    if not colon or not (key[:1].isascii() and key[:1].isalpha()):
        return None
    if not key.replace(" ", "").replace("_", "").isalnum():
        return None
    return key, value.strip()


def _move_line(stripped: str) -> tuple[int, str] | None:
    """``(side, pits text)`` of a line ``A = 1 2`` (any case, any spaces); ``None`` otherwise."""
    letter, rest = stripped[:1].upper(), stripped[1:].lstrip()
    if letter not in LETTERS or not rest.startswith("="):
        return None
    return LETTERS.index(letter), rest[1:]


def _lines(text: str) -> list[str]:
    """The lines, whatever the line ends (``\\n``, ``\\r\\n`` or ``\\r``)."""
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _check_line(line: str, number: int) -> None:
    if len(line) > MAX_LINE:
        raise RecordError(number, _("the line is {length} characters long; a record's lines have at most {most}").format(
            length=number_text(len(line)), most=number_text(MAX_LINE)))
    control = _CONTROL.search(line)
    if control is not None:
        raise RecordError(number, _("a control character ({code}) in the line: not a text record").format(
            code=f"U+{ord(control.group()):04X}"))


def parse_record(text: str) -> Record:
    """Read a ``.klh`` text and check every turn; ``RecordError`` names the first bad line."""
    if len(text) > MAX_BYTES:
        raise RecordError(None, _("the record is larger than {size} (a game takes a few KB)").format(
            size=describe_size(MAX_BYTES)))
    stones, variant = Params().stones, Params().variant
    header: list[tuple[str, str]] = []
    turns: list[Turn] = []
    pos: Position | None = None
    for number, line in enumerate(_lines(text), start=1):
        _check_line(line, number)
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            entry = _header_entry(stripped)
            if entry is None:
                continue
            key, value = entry
            if key.lower() not in (STONES_KEY, RULES_KEY):
                header.append((key, value))
            elif pos is not None:
                raise RecordError(number, _("the stones per pit must be given before the first move")
                                  if key.lower() == STONES_KEY else _("the rules must be given before the first move"))
            elif key.lower() == STONES_KEY:
                stones = _parse_stones(value, number).stones
            else:
                variant = _parse_rules(value, number)
            continue
        found = _move_line(stripped)
        if found is None:
            raise RecordError(number, _("expected a move such as 'A = 1 2', not {text}").format(text=_shorten(stripped)))
        side, pits = found
        try:
            moves = parse_compound(pits)
        except InvalidMoveError as error:
            raise RecordError(number, str(error)) from None
        if pos is None:
            pos = initial(Params(stones, variant), side)
        elif is_over(pos):
            raise RecordError(number, _("the game is already over"))
        elif side != pos.to_move:
            raise RecordError(number, _("it is {side}'s turn, not {other}'s").format(
                side=LETTERS[pos.to_move], other=LETTERS[side]))
        turn = Turn(side, moves)
        try:
            pos = apply_compound(pos, moves)
        except IllegalMoveError as error:
            raise RecordError(number, _("illegal move {move}: {problem}").format(move=_cut(str(turn)), problem=error)) from None
        turns.append(turn)
    return Record(tuple(turns), Params(stones, variant), tuple(header))


def decode_record(data: bytes) -> str:
    """The text of a record file's bytes: UTF-8 (a leading byte-order mark is allowed)."""
    if len(data) > MAX_BYTES:
        raise RecordError(None, _("the file is larger than {size} (a game takes a few KB)").format(
            size=describe_size(MAX_BYTES)))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        before = error.object[: error.start]
        line = before.count(b"\n") + before.count(b"\r") - before.count(b"\r\n") + 1
        raise RecordError(line, _("not UTF-8 text (byte {byte}): a record is a text file").format(
            byte=f"0x{error.object[error.start]:02X}")) from None


def read_record(path: Path | str) -> Record:
    """Read and check the record file ``path``; ``RecordError`` for any trouble, file or text."""
    try:
        data = read_limited(path, MAX_BYTES)
    except OSError as error:
        raise RecordError(None, _("cannot read the file: {problem}").format(problem=error.strerror or error)) from None
    except ValueError as error:  # a NUL in the path
        raise RecordError(None, _("cannot read the file: {problem}").format(problem=error)) from None
    return parse_record(decode_record(data))


def format_record(record: Record, with_header: bool = True) -> str:
    """The ``.klh`` text of a record; the header (title, stones, rules, other entries) is optional."""
    lines = []
    if with_header:
        lines.append(TITLE)
        lines.append(f"# {STONES_KEY}: {record.params.stones}")
        lines.append(f"# {RULES_KEY}: {record.params.variant}")
        lines.extend(f"# {key}: {value}" for key, value in record.header)
    lines.extend(str(turn) for turn in record.turns)
    return "".join(line + "\n" for line in lines)
