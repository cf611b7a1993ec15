"""The setup panel every duel shows first: mode, who starts, level, and the game's own options.

The game's options come from its rules module's ``OPTIONS`` (engine.entries.options), the same
list the command line reads, so the panel and the ``--flags`` never disagree.  When a game in
progress was kept, the panel's first row is a Resume button saying which (``resume_button``,
shared with the puzzles' panel), focused, and Start becomes New game, a plain button.  The level
"Perfect" is a choice only where the entry offers it for the options chosen (``perfect``: Kalah's
3 and 4 stones a pit); a change of options that withdraws it sets level 5.  While it is chosen, the
panel says what to know of it on this install (``perfect_caveat``: Kalah's turns may take minutes
without its compiled core).
"""
from __future__ import annotations

from collections.abc import Callable

from engine.duels.basics import HOTSEAT, HUMAN_COMPUTER, LEVELS, MODE_LABELS, MODES, PERFECT, Setup
from engine.entries.options import BoolOption, ChoiceOption, IntOption, Option, TextOption
from engine.language.translation import N_, _
from engine.scenes.options import LEVEL_NAMES
from engine.ui.widgets import Button, Form, NumberField, Selector, TextField, Toggle, Widget

POSITION_CHARACTERS = "0123456789 ,/-"  # positions, lists of numbers, negative sums


def option_widget(option: Option, value, on_change: Callable) -> Widget:
    """The widget that edits one game option (its texts translated now: the entry's ``OPTIONS`` are English)."""
    if isinstance(option, BoolOption):
        return Toggle(_(option.label), bool(value), on_change)
    if isinstance(option, IntOption):
        if len(option.values) <= 9:
            choices = [(v, str(v)) for v in option.values]
            return Selector(_(option.label), choices, value, on_change)
        return NumberField(_(option.label), int(value), option.low, option.high, on_change)
    if isinstance(option, ChoiceOption):
        return Selector(_(option.label), [(v, _(label)) for v, label in option.choices], value, on_change)
    if isinstance(option, TextOption):
        placeholder = _(option.placeholder) if option.placeholder else ""
        return TextField(_(option.label), str(value), placeholder, POSITION_CHARACTERS, max_length=80,
                         on_change=on_change)
    raise TypeError(f"no widget for {option!r}")


def resume_button(offer: tuple[str, Callable[[], None]] | None) -> list[Button]:
    """The Resume button for an offer (its text, what it does), to put first in a setup form; none without."""
    return [Button(offer[0], offer[1], "Enter", primary=True)] if offer else []


def start_button(start: Callable[[], None], resuming: bool, label: str = N_("Start")) -> Button:
    """The setup panel's Start (``label`` when a game can be resumed: it is then no longer the primary
    button, nor Enter's)."""
    return Button(_(label), start) if resuming else Button(_("Start"), start, "Enter", primary=True)


def first_choices(mode: str, human_side: int, names: tuple[str, str] | None) -> list[tuple[int, str]]:
    return [(side, Setup(mode, human_side=human_side, names=names).side_name(side)) for side in (0, 1)]


class SetupPanel:
    """The widgets of the setup panel and the values they hold."""

    def __init__(self, options: tuple[Option, ...], setup: Setup, values: dict, wait_each_move: bool,
                 start: Callable[[], None], show_help: Callable[[], None], back: Callable[[], None],
                 fixed_first: int | None = None, resume: tuple[str, Callable[[], None]] | None = None,
                 perfect: Callable[[dict], bool] | None = None, perfect_caveat: str = "",
                 coach: tuple[bool, Callable[[bool], None]] | None = None) -> None:
        """``coach``: the coach's setting and what changes it, for an entry that has one (a row of its own)."""
        self.mode, self.first, self.level = setup.mode, setup.first, setup.level
        self.human_side, self.names, self.fixed_first = setup.human_side, setup.names, fixed_first
        self.perfect, self.perfect_caveat = perfect, perfect_caveat
        self.values = dict(values)
        self.wait_each_move = wait_each_move
        self.error = ""
        self.mode_widget = Selector(_("Mode"), [(m, _(MODE_LABELS[m])) for m in MODES], self.mode, self._set_mode)
        self.side_widget = Selector(_("You play"), [(side, _(name)) for side, name in enumerate(self.names or ("", ""))],
                                    self.human_side, self._set_side)
        self.first_widget = Selector(_("Moves first"), first_choices(self.mode, self.human_side, self.names),
                                     self.first if fixed_first is None else fixed_first, self._set("first"))
        self.level_widget = Selector(_("Computer level"), self._level_choices(), self.level, self._set("level"))
        self.wait_widget = Toggle(_("Wait for a key before each computer move"), wait_each_move,
                                  self._set("wait_each_move"))
        game = [option_widget(o, self.values.get(o.name, o.default), self._set_value(o.name)) for o in options]
        self.buttons = [start_button(start, resume is not None, N_("New game")), Button(_("Rules"), show_help, "F1"),
                        Button(_("Back"), back, "Esc")]
        sides = [self.side_widget] if self.names else []
        coached = [Toggle(_("Coach: what each turn was worth (C)"), *coach)] if coach is not None else []
        self.form = Form([*resume_button(resume), self.mode_widget, *sides, self.first_widget, self.level_widget,
                          self.wait_widget, *coached, *game, *self.buttons])
        self._refresh()

    def _set(self, name: str) -> Callable:
        return lambda value: setattr(self, name, value)

    def _set_value(self, name: str) -> Callable:
        def store(value) -> None:
            self.values[name] = value
            self.error = ""
            self._refresh_levels()
        return store

    def _set_mode(self, mode: str) -> None:
        self.mode = mode
        self._refresh()

    def _set_side(self, side: int) -> None:
        self.human_side = side
        self._refresh()

    def _refresh(self) -> None:
        self.first_widget.choices = first_choices(self.mode, self.human_side, self.names)
        self.first_widget.enabled = self.fixed_first is None
        self.side_widget.enabled = self.mode == HUMAN_COMPUTER
        self.level_widget.enabled = self.mode != HOTSEAT
        self.wait_widget.enabled = self.mode != HOTSEAT
        self._refresh_levels()

    def _level_choices(self) -> list[tuple[int, str]]:
        offered = self.perfect is not None and self.perfect(self.values)
        return [(v, _(LEVEL_NAMES[v])) for v in (*LEVELS, PERFECT) if v != PERFECT or offered]

    def _refresh_levels(self) -> None:
        """The level choices for the options now chosen (Perfect withdrawn: level 5)."""
        choices = self._level_choices()
        if self.level not in dict(choices):
            self.level = LEVELS[-1]
        self.level_widget.choices = choices
        self.level_widget.show(self.level)

    @property
    def warning(self) -> str:
        """What the panel warns of for the choices made ("" for nothing): Perfect's caveat while it is chosen."""
        return self.perfect_caveat if self.level == PERFECT and self.mode != HOTSEAT else ""

    def setup(self) -> Setup:
        first = self.first if self.fixed_first is None else self.fixed_first
        return Setup(self.mode, first, self.level, self.human_side, self.names)
