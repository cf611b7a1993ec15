"""Games in progress (pure): each duel a person plays, and the numbers game's round, kept when the
player leaves or closes the window, and offered again ("Resume") the next time the entry opens.

One small JSON file, ``saved_games.json`` in the user's data folder, written atomically::

    {"version": 1,
     "duels": {"row-nim": {"values": {"rows": 5, "columns": 10, "start": ""}, "mode": "human-computer",
                           "first": 0, "level": 3, "human_side": 0, "wait_each_move": false,
                           "start": "1,5/2,8/3,4/1,9/6,10 | 0", "chosen_start": false,
                           "moves": ["row 2 from 2 to 5", "row 1 from 5 to 4"]}},
     "rounds": {"numbers": {"tiles": [1, 3, 7, 10, 25, 100], "target": 523, "clock": 45,
                            "steps": [[5, "*", 4]], "spent": 12.5}}}

A duel is kept as its options, its setup, its start position as text (``position_text`` of its
rules: Row Nim and Match Nim deal at random) and its moves in the game's notation.  Reading it
back (``restore_duel``) replays every move through the rules, so a saved game that no longer
reads (damaged, or written under other rules) is refused whole with ``StaleGameError``, never
half played.  A round is kept as its tiles, target, clock, the steps made (card indices, so that
the same cards are used again) and the seconds used; the numbers game replays it itself.

Nothing in the file is trusted: a file that cannot be read as JSON is set aside as
``saved_games.json.damaged`` and an entry of the wrong shape is dropped, the others kept
(engine/files/json_file.py, as for the records of play); loading never raises.  Only games that can go
on are kept: not a finished one, not an empty one, not the computer playing itself.
"""
from __future__ import annotations

import json
import math
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

from engine.duels.basics import ALL_LEVELS, HOTSEAT, HUMAN_COMPUTER, PERFECT, Setup
from engine.duels.match import Match
from engine.entries.options import defaults
from engine.files.atomic import write_text_atomic
from engine.files.json_file import Kept, KeptFile, Wording, load_kept, open_locked
from engine.language.translation import N_, _, ngettext, number

VERSION = 1
MAX_BYTES = 512 * 1024  # five long duels and a round are well under 200 KB
MAX_MOVES = 1000        # a longer game (endless retreats in Row Nim) is not kept: the file stays small
MAX_TEXT = 200          # characters in a position's or a move's text, or an option's value
MAX_VALUES = 20         # options of one entry
MAX_ID = 60             # characters in an entry's id
MAX_CARDS = 10          # tiles of a round
SAVED_MODES = (HUMAN_COMPUTER, HOTSEAT)
DUELS, ROUNDS = "duels", "rounds"   # the two parts of the file
MAX_TIME = 40           # characters of a saved time
Scalar = bool | int | float | str
S = TypeVar("S")  # a kept game: a SavedDuel or a SavedRound


class StaleGameError(ValueError):
    """A saved game that cannot be played on: its options, start or moves are refused by the rules."""


@dataclass(frozen=True)
class SavedDuel:
    """A duel in progress: the options, the setup, the start position's text and the moves' notation."""

    values: Mapping[str, Scalar]
    mode: str
    first: int
    level: int
    human_side: int
    start: str
    moves: tuple[str, ...]
    chosen_start: bool = False     # every new game begins at ``start`` (not at the rules' start or a new deal)
    wait_each_move: bool = False   # the setup panel's "wait for a key before each computer move"
    saved: str = field(default="", compare=False)  # when it was written (ISO 8601, local time); "" unknown

    def setup(self, names: tuple[str, str] | None = None) -> Setup:
        """The setup the game was played under (``ValueError`` if it is not one)."""
        return Setup(self.mode, self.first, self.level, self.human_side, names)

    def summary(self) -> str:
        """What it is, for the Resume button: "your game against level 3, move 14"."""
        move = number(len(self.moves) + 1)
        if self.mode == HUMAN_COMPUTER and self.level == PERFECT:
            return _("your game against the perfect player, move {n}").format(n=move)
        if self.mode == HUMAN_COMPUTER:
            return _("your game against level {level}, move {n}").format(level=self.level, n=move)
        return _("two players, move {n}").format(n=move)


@dataclass(frozen=True)
class SavedRound:
    """A round of the numbers game: tiles, target, its clock (0: none), the steps, the seconds used.

    A step is ``(first, op, second)``: the cards combined, counted from 0 in the order made (the six
    tiles, then each result), and the operator."""

    tiles: tuple[int, ...]
    target: int
    clock: int
    steps: tuple[tuple[int, str, int], ...]
    spent: float
    saved: str = field(default="", compare=False)  # when it was written (ISO 8601, local time); "" unknown

    def summary(self) -> str:
        """What it is, for the Resume button: "round for 523, 2 steps, 0:31 left"."""
        steps = ngettext("{n} step", "{n} steps", len(self.steps)).format(n=len(self.steps))
        if not self.clock:
            return _("round for {target}, {steps}").format(target=self.target, steps=steps)
        left = max(0, math.ceil(self.clock - self.spent))
        return _("round for {target}, {steps}, {time} left").format(target=self.target, steps=steps,
                                                                     time=f"{left // 60}:{left % 60:02d}")


@dataclass(frozen=True)
class SavedGames:
    """Everything kept: ``duels[entry id]`` and ``rounds[entry id]``, the games offered for Resume, and in
    ``earlier`` (a ``SavedGames`` without an ``earlier`` of its own) a game another window displaced: when
    two windows play the same entry, the later one's game is offered and the other is kept here, to be
    offered once the first is over or forgotten (``arsac-arcade saved`` lists both)."""

    duels: Mapping[str, SavedDuel] = field(default_factory=dict)
    rounds: Mapping[str, SavedRound] = field(default_factory=dict)
    earlier: SavedGames | None = None

    def game(self, part: str, entry: str) -> SavedDuel | SavedRound | None:
        """The entry's game in ``part`` (``DUELS`` or ``ROUNDS``)."""
        return self._part(part).get(entry)

    def _part(self, part: str) -> Mapping[str, Any]:
        return self.duels if part == DUELS else self.rounds

    def with_game(self, part: str, entry: str, saved: SavedDuel | SavedRound | None) -> SavedGames:
        """Keep ``saved`` as the entry's game (``None``: forget it, and offer the earlier one in its place)."""
        earlier = self.earlier or SavedGames()
        promoted = earlier.game(part, entry) if saved is None else None
        if promoted is not None:
            saved, earlier = promoted, earlier.with_game(part, entry, None)
        earlier_kept = earlier if earlier.duels or earlier.rounds else None
        if part == DUELS:
            duel = saved if isinstance(saved, SavedDuel) else None
            return replace(self, duels=_with(self.duels, entry, duel), earlier=earlier_kept)
        kept_round = saved if isinstance(saved, SavedRound) else None
        return replace(self, rounds=_with(self.rounds, entry, kept_round), earlier=earlier_kept)

    def without_earlier(self, part: str, entry: str, saved: SavedDuel | SavedRound) -> SavedGames:
        """Without ``saved`` as the entry's earlier game (unchanged when the earlier one is another)."""
        if self.earlier is None or self.earlier.game(part, entry) != saved:
            return self
        earlier = self.earlier.with_game(part, entry, None)
        return replace(self, earlier=earlier if earlier.duels or earlier.rounds else None)

    def with_earlier(self, part: str, entry: str, saved: SavedDuel | SavedRound) -> SavedGames:
        """``saved`` kept as the entry's earlier game (it replaces an older earlier one)."""
        return replace(self, earlier=(self.earlier or SavedGames()).with_game(part, entry, saved))

    def with_duel(self, entry: str, saved: SavedDuel | None) -> SavedGames:
        """Keep ``saved`` as the entry's duel (``None``: forget it)."""
        return self.with_game(DUELS, entry, saved)

    def with_round(self, entry: str, saved: SavedRound | None) -> SavedGames:
        """Keep ``saved`` as the entry's round (``None``: forget it)."""
        return self.with_game(ROUNDS, entry, saved)

    def listing(self) -> list[tuple[str, SavedDuel | SavedRound, bool]]:
        """Every game kept, as (entry, game, earlier?), the ones offered first."""
        found = [(entry, game, False) for part in (DUELS, ROUNDS) for entry, game in sorted(self._part(part).items())]
        return found + [(entry, game, True) for entry, game, _ in (self.earlier.listing() if self.earlier else [])]


def _with(kept: Mapping[str, S], entry: str, saved: S | None) -> dict[str, S]:
    """``kept`` with ``saved`` as the entry's (``None``: without the entry)."""
    others = {key: value for key, value in kept.items() if key != entry}
    return others if saved is None else {**others, entry: saved}


def known_values(saved: SavedDuel, rules: ModuleType) -> dict[str, Any]:
    """The saved option values the rules still have (an option since removed is left out)."""
    names = {option.name for option in rules.OPTIONS}
    return {name: value for name, value in saved.values.items() if name in names}


# --- a duel from a match, a match from a duel ---------------------------------------------------------
def saved_duel(match: Match, values: Mapping[str, Any], wait_each_move: bool = False) -> SavedDuel | None:
    """What to keep of ``match``: ``None`` when it is not worth keeping (no move yet, over, the computer
    against itself, too long)."""
    setup = match.setup
    moves = match.moves
    if setup.mode not in SAVED_MODES or not moves or match.is_over() or len(moves) > MAX_MOVES:
        return None
    kept = {str(name): value for name, value in values.items() if _is_scalar(value)}
    return SavedDuel(kept, setup.mode, setup.first, setup.level, setup.human_side,
                     match.rules.position_text(match.start), tuple(map(str, moves)), match.chosen_start,
                     wait_each_move)


# what rules may raise on text they did not write; a bug elsewhere still shows
REPLAY_ERRORS = (ValueError, TypeError, LookupError, ArithmeticError)


def restore_duel(saved: SavedDuel, rules: ModuleType, names: tuple[str, str] | None,
                 rng: random.Random) -> Match:
    """The match ``saved`` describes, every move replayed and checked by ``rules`` (its undo history
    is the whole game); ``StaleGameError`` when anything is refused or the game would be over."""
    try:
        params = rules.make_params({**defaults(rules.OPTIONS), **known_values(saved, rules)})
        start = rules.position_from_text(saved.start, params)
        match = Match(rules, saved.setup(names), params, rng, start if saved.chosen_start else None, start)
        for text in saved.moves:
            match.play(rules.parse_move(text))
    except REPLAY_ERRORS as error:
        raise StaleGameError(_("the saved game cannot be played on: {problem}").format(problem=error)) from error
    if match.is_over() or not match.moves:
        raise StaleGameError(_("the saved game has nothing left to play"))
    return match


# --- the file -------------------------------------------------------------------------------------
def _as_data(saved: SavedGames) -> dict[str, Any]:
    duels = {entry: {"values": dict(game.values), "mode": game.mode, "first": game.first, "level": game.level,
                     "human_side": game.human_side, "wait_each_move": game.wait_each_move, "start": game.start,
                     "chosen_start": game.chosen_start, "moves": list(game.moves), "saved": game.saved}
             for entry, game in sorted(saved.duels.items())}
    rounds = {entry: {"tiles": list(game.tiles), "target": game.target, "clock": game.clock,
                      "steps": [list(step) for step in game.steps], "spent": game.spent, "saved": game.saved}
              for entry, game in sorted(saved.rounds.items())}
    return {DUELS: duels, ROUNDS: rounds}


def to_json(saved: SavedGames) -> str:
    data = {"version": VERSION, **_as_data(saved)}
    if saved.earlier is not None:
        data["earlier"] = _as_data(saved.earlier)
    return json.dumps(data, indent=1, sort_keys=True) + "\n"


def _is_int(value: Any, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _is_text(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= MAX_TEXT


def _is_scalar(value: Any) -> bool:
    if type(value) is float:
        return math.isfinite(value)
    return type(value) in (bool, int) or _is_text(value)


def _duel(data: Any) -> SavedDuel | None:
    """The duel in ``data`` when every part has its shape (the rules check the rest on resuming)."""
    if not isinstance(data, dict):
        return None
    values: Any = data.get("values")
    moves: Any = data.get("moves")
    shaped = (isinstance(values, dict) and len(values) <= MAX_VALUES
              and all(_is_text(k) and _is_scalar(v) for k, v in values.items())
              and data.get("mode") in SAVED_MODES and _is_int(data.get("first"), 0, 1)
              and _is_int(data.get("level"), min(ALL_LEVELS), max(ALL_LEVELS)) and _is_int(data.get("human_side"), 0, 1)
              and _is_text(data.get("start"))
              and isinstance(moves, list) and 0 < len(moves) <= MAX_MOVES and all(_is_text(m) for m in moves)
              and type(data.get("chosen_start", False)) is bool and type(data.get("wait_each_move", False)) is bool)
    if not shaped:
        return None
    return SavedDuel(dict(values), data["mode"], data["first"], data["level"], data["human_side"], data["start"],
                     tuple(moves), data.get("chosen_start", False), data.get("wait_each_move", False), _time(data))


def _round(data: Any) -> SavedRound | None:
    """The round in ``data`` when every part has its shape (the numbers game replays the steps)."""
    if not isinstance(data, dict):
        return None
    tiles: Any = data.get("tiles")
    steps: Any = data.get("steps")
    spent: Any = data.get("spent")
    shaped = (isinstance(tiles, list) and 0 < len(tiles) <= MAX_CARDS and all(_is_int(t, 1, 10_000) for t in tiles)
              and _is_int(data.get("target"), 1, 1_000_000) and _is_int(data.get("clock"), 0, 24 * 3600)
              and isinstance(steps, list) and len(steps) < len(tiles)
              and all(isinstance(s, list) and len(s) == 3 and _is_int(s[0], 0, 2 * MAX_CARDS)
                      and isinstance(s[1], str) and len(s[1]) == 1 and _is_int(s[2], 0, 2 * MAX_CARDS) for s in steps)
              and type(spent) in (int, float) and math.isfinite(spent) and spent >= 0)
    if not shaped:
        return None
    return SavedRound(tuple(tiles), data["target"], data["clock"], tuple((a, op, b) for a, op, b in steps),
                      float(spent), _time(data))


def _time(data: dict) -> str:
    """When the game was saved, as written ("" when missing or not a short text: files before it had none)."""
    saved = data.get("saved", "")
    return saved if isinstance(saved, str) and len(saved) <= MAX_TIME and saved.isprintable() else ""


def _entries(data: dict, part: str, read: Callable[[Any], Any], bad: list[str]) -> dict:
    """The entries of ``data[part]`` that ``read`` accepts; the names of the others go to ``bad``."""
    raw = data.get(part, {})
    if not isinstance(raw, dict):
        bad.append(part)
        return {}
    kept = {}
    for entry, value in raw.items():
        game = read(value) if 0 < len(entry) <= MAX_ID and entry.isprintable() else None
        if game is None:
            bad.append(entry[:MAX_ID])
        else:
            kept[entry] = game
    return kept


def from_data(data: dict) -> tuple[SavedGames, list[str]]:
    """The games in a parsed file, and the names of what had to be dropped; never an exception."""
    if data.get("version") != VERSION:
        return SavedGames(), ["the version"]
    bad: list[str] = []
    earlier_data = data.get("earlier", {})
    if not isinstance(earlier_data, dict):
        bad.append("earlier")
        earlier_data = {}
    earlier = SavedGames(_entries(earlier_data, DUELS, _duel, bad), _entries(earlier_data, ROUNDS, _round, bad))
    return SavedGames(_entries(data, DUELS, _duel, bad), _entries(data, ROUNDS, _round, bad),
                      earlier if earlier.duels or earlier.rounds else None), bad


WORDS = Wording(N_("the saved games"), N_("The saved games were damaged; none can be resumed."),
                N_("Some saved games were damaged"), N_("games in progress"))


def load(path: Path) -> Kept[SavedGames]:
    """Read the games at ``path``: anything wrong gives what could be kept, and a notice."""
    return load_kept(path, MAX_BYTES, from_data, SavedGames(), save, WORDS)


def save(saved: SavedGames, path: Path) -> None:
    write_text_atomic(path, to_json(saved))


class SavedGameBook(KeptFile[SavedGames]):
    """The games in progress, written after each change (``path`` None: kept in memory only, as in tests).

    Another window (or an earlier session) may keep games in the same file: a change is applied to the file
    as it is then (``KeptFile.change``).  This window replaces an entry's game only when that game is its
    own: one it wrote, or one it was offered and took (``adopt``: resumed, or declined for a new game).
    Any other game of the entry that keeping ours would replace is moved to ``earlier`` (and ``notice``
    says so), and forgetting ours never touches another's.  ``now`` gives the time each game is stamped
    with (ISO 8601); the pure layer reads no clock of its own."""

    words = WORDS

    def __init__(self, path: Path | None = None, kept: Kept[SavedGames] | None = None,
                 now: Callable[[], str] = lambda: "") -> None:
        kept = kept or Kept(SavedGames())
        super().__init__(kept.value, path, kept.notice, kept.can_save)
        self._now = now
        self._mine: dict[tuple[str, str], SavedDuel | SavedRound | None] = {}  # this window's game of each entry

    @classmethod
    def open(cls, path: Path, now: Callable[[], str] = lambda: "") -> SavedGameBook:
        return cls(path, open_locked(path, load), now)

    def save_file(self, value: SavedGames, path: Path) -> None:
        save(value, path)

    def load_file(self, path: Path) -> Kept[SavedGames]:
        return load(path)

    def duel(self, entry: str) -> SavedDuel | None:
        return self.value.duels.get(entry)

    def round(self, entry: str) -> SavedRound | None:
        return self.value.rounds.get(entry)

    def adopt(self, part: str, entry: str) -> None:
        """The entry's game as it is now offered is this window's to play on or to replace (the player
        resumed it, or chose a new game instead of it)."""
        self._mine[(part, entry)] = self.value.game(part, entry)

    def keep(self, part: str, entry: str, saved: SavedDuel | SavedRound | None) -> None:
        """Keep ``saved`` as the entry's game (``None``: forget ours), merged with what other windows wrote."""
        key = (part, entry)
        mine = self._mine.get(key)
        if saved == mine:
            return  # nothing of ours changed
        stamped = saved if saved is None else replace(saved, saved=self._now())
        displaced: list[str] = []

        def merge(disk: SavedGames) -> SavedGames:
            theirs = disk.game(part, entry)
            if stamped is None:  # forget ours, wherever it is; another's stays
                if theirs is not None and theirs == mine:
                    return disk.with_game(part, entry, None)
                return disk.without_earlier(part, entry, mine) if mine is not None else disk
            if theirs is not None and theirs != mine and theirs != saved:
                displaced.append(entry)
                disk = disk.with_earlier(part, entry, theirs)
            return disk.with_game(part, entry, stamped)

        self.change(merge)
        self._mine[key] = stamped
        if displaced:
            self.notice = (f"Another game of {entry} was kept (from another window, or not resumed): it is kept "
                           "too, and offered once this one is over ('arsac-arcade saved' lists both).")

    def keep_duel(self, entry: str, saved: SavedDuel | None) -> None:
        """Keep ``saved`` as the entry's duel in progress (``None``: forget it)."""
        self.keep(DUELS, entry, saved)

    def keep_round(self, entry: str, saved: SavedRound | None) -> None:
        """Keep ``saved`` as the entry's round in progress (``None``: forget it)."""
        self.keep(ROUNDS, entry, saved)
