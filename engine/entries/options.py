"""Game options declared once as data (pure), read by both the setup panel and the command line.

A duel's rules module lists its ``OPTIONS`` and turns chosen values into its ``Params``
with ``make_params(values)``; the engine builds the widgets and the ``--flags`` from the list.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.language.translation import _


@dataclass(frozen=True)
class IntOption:
    name: str
    label: str
    low: int
    high: int
    default: int
    help: str = ""
    only: tuple[int, ...] = ()   # when set, the only valid values (the panel offers just these)

    def check(self, value: int) -> int:
        if self.only and value not in self.only:
            raise ValueError(_("{option} must be one of {values}, not {value}").format(
                option=_(self.label).lower(), values=", ".join(map(str, self.only)), value=value))
        if not self.low <= value <= self.high:
            raise ValueError(_("{option} must be from {low} to {high}, not {value}").format(
                option=_(self.label).lower(), low=self.low, high=self.high, value=value))
        return value

    @property
    def values(self) -> tuple[int, ...]:
        """The values offered, in order."""
        return self.only or tuple(range(self.low, self.high + 1))


@dataclass(frozen=True)
class BoolOption:
    name: str
    label: str
    default: bool = False
    help: str = ""

    def check(self, value: bool) -> bool:
        return bool(value)


@dataclass(frozen=True)
class ChoiceOption:
    """One of a few named values: ``choices`` pairs each value with its label."""

    name: str
    label: str
    choices: tuple[tuple[str, str], ...]
    default: str
    help: str = ""

    def check(self, value: str) -> str:
        if value not in [choice for choice, _label in self.choices]:
            raise ValueError(_("{option} must be one of {values}").format(
                option=_(self.label).lower(), values=", ".join(choice for choice, _label in self.choices)))
        return value


@dataclass(frozen=True)
class TextOption:
    """Free text checked by the game (a starting position, say); empty means "not given"."""

    name: str
    label: str
    default: str = ""
    help: str = ""
    placeholder: str = ""

    def check(self, value: str) -> str:
        return str(value).strip()


Option = IntOption | BoolOption | ChoiceOption | TextOption


def defaults(options: tuple[Option, ...]) -> dict[str, object]:
    return {option.name: option.default for option in options}


def flag(option: Option) -> str:
    """The command-line flag of an option: ``largest`` -> ``--largest``."""
    return "--" + option.name.replace("_", "-")


def seconds_argument(highest: float):
    """An argparse type: a number of seconds, more than 0 and at most ``highest`` (nan and inf refused)."""
    import argparse

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
        if not 0 < value <= highest:
            raise argparse.ArgumentTypeError(f"must be more than 0 and at most {highest:g}, not {text}")
        return value
    return parse
