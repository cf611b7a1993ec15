"""What every duel's rules module shares (pure): outcome, errors, modes and setup.

A duel's ``games/<id>/rules.py`` provides, over immutable positions:

    Params, default_params() -> Params
    initial(params, first=0, rng=None) -> Position      side ``first`` (0 or 1) moves first
    to_move(pos) -> 0 | 1
    legal_moves(pos) -> tuple[Move, ...]                 empty exactly when the game is over
    apply(pos, move) -> Position                         raises IllegalMoveError
    outcome(pos) -> Outcome | None                       None while the game goes on
    parse_move(text) -> Move                             inverse of str(move)
    position_text(pos) -> str                            a position as text, the side to move included
    position_from_text(text, params) -> Position         its inverse (a saved game's start, engine/files/saved_games.py)

and its ``ai.py`` provides ``choose_move(pos, limit, rng) -> Move`` (the contracts are the
Protocols of ``engine/contracts.py``).  A duel's optional traits (its side names, plural or not,
a fixed first mover, endless play) are fields of its ``EntrySpec``, declared once in its
``__init__.py``.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.language.translation import N_, _, capitalized

HUMAN_COMPUTER = "human-computer"
HOTSEAT = "hotseat"
COMPUTER_COMPUTER = "computer-computer"
MODES = (HUMAN_COMPUTER, HOTSEAT, COMPUTER_COMPUTER)
MODE_LABELS = {HUMAN_COMPUTER: N_("You vs computer"), HOTSEAT: N_("Two players"), COMPUTER_COMPUTER: N_("Computer vs computer")}

HUMAN = "human"
COMPUTER = "computer"
LEVELS = (1, 2, 3, 4, 5)
# "Perfect": above level 5, for an entry that can play perfectly (its ``EntrySpec.perfect`` says where)
PERFECT = 6
ALL_LEVELS = (*LEVELS, PERFECT)


class IllegalMoveError(ValueError):
    """A move that the rules do not allow in this position; the message says why."""


class InvalidMoveError(ValueError):
    """Text that is not a move in the game's notation."""


class InvalidPositionError(ValueError):
    """A position that cannot occur in the game."""


MOVER_MARK = " | "  # between a position's text and the side to move, in ``position_text``


def with_mover(body: str, side: int) -> str:
    """A position's own text and the side to move, as ``position_text`` writes them: ``"3 5 7 | 1"``."""
    return f"{body}{MOVER_MARK}{side}"


def split_mover(text: str) -> tuple[str, int]:
    """The inverse of ``with_mover`` (the text before the mark is kept as it is, spaces and all);
    ``InvalidPositionError`` when there is no side 0 or 1 after the mark."""
    body, mark, side = text.rpartition(MOVER_MARK)
    if not mark or side not in ("0", "1"):
        raise InvalidPositionError(f"not a position with the side to move: {text[:80]!r}")
    return body, int(side)


@dataclass(frozen=True)
class Outcome:
    """The end of a game: ``winner`` is 0 or 1, or ``None`` for a draw."""

    winner: int | None
    reason: str = ""


@dataclass(frozen=True)
class Setup:
    """How a match is played: who sits where, who starts, how strong the computer is."""

    mode: str = HUMAN_COMPUTER
    first: int = 0
    level: int = 3
    human_side: int = 0                       # the human's side against the computer
    names: tuple[str, str] | None = None      # the game's names for the sides, if they differ

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}")
        if self.first not in (0, 1) or self.human_side not in (0, 1):
            raise ValueError("first and human_side must be 0 or 1")
        if self.level not in ALL_LEVELS:
            raise ValueError("level must be from 1 to 5, or 6 (perfect)")

    def controller(self, side: int) -> str:
        """``HUMAN`` or ``COMPUTER`` for side 0 or 1."""
        if self.mode == HOTSEAT:
            return HUMAN
        if self.mode == COMPUTER_COMPUTER:
            return COMPUTER
        return HUMAN if side == self.human_side else COMPUTER

    def is_you(self, side: int) -> bool:
        """Is ``side`` the person playing against the computer?"""
        return self.mode == HUMAN_COMPUTER and side == self.human_side

    def side_name(self, side: int) -> str:
        """What the screen calls the side, in the language spoken: "You", "Computer", "Foxes", "Player 1"…"""
        if self.mode == HUMAN_COMPUTER:
            return _("You") if side == self.human_side else _("Computer")
        if self.names:
            return _(self.names[side])
        if self.mode == HOTSEAT:
            return _("Player {n}").format(n=side + 1)
        return _("Computer {n}").format(n=side + 1)


def level_text(level: int) -> str:
    """A level as the screen names it, in the language spoken: "3", or "Perfect"."""
    return _("Perfect") if level == PERFECT else str(level)


def subject(setup: Setup, side: int, plural_names: bool = False) -> tuple[str, bool]:
    """How a sentence names the side, and whether its verb is plural (in the language spoken).

    >>> subject(Setup(HOTSEAT, names=("Foxes", "Hens")), 1, plural_names=True)
    ('The hens', True)
    >>> subject(Setup(HUMAN_COMPUTER), 1)
    ('The computer', False)
    """
    if setup.mode == HUMAN_COMPUTER:
        return (_("You"), True) if setup.is_you(side) else (_("The computer"), False)
    if setup.names and plural_names:
        return capitalized(_("The {names}").format(names=setup.side_name(side).lower())), True
    return setup.side_name(side), False


def says(setup: Setup, side: int, you: str, one: str, many: str, plural_names: bool = False) -> str:
    """A sentence about the side, from three English ones marked with ``N_`` (translated here): ``you`` for
    the person against the computer ("You win"), else ``one`` or ``many`` as the subject's verb agrees
    ("{name} wins", "{name} win": "Player 1 wins", "The hens win")."""
    if setup.is_you(side):
        return _(you)
    name, plural = subject(setup, side, plural_names)
    return capitalized(_(many if plural else one).format(name=name))

