"""The active language and the translation functions (pure: no pygame, no printing).

The catalogs are GNU gettext ones (``assets/locale/<lang>/LC_MESSAGES/arsac_arcade.mo``, kept with Babel:
see docs/building.md, "Translations").  English is the source language: its texts are the ``msgid`` themselves.

- ``_(text)`` translates now, in the active language;
- ``ngettext(singular, plural, n)`` picks the plural form the language's rule gives for ``n`` (Russian has
  three: 1 ход, 2 хода, 5 ходов);
- ``N_(text)`` only marks a text for the extractor and returns it unchanged: a text defined at import time (a
  module's constant, an entry's title or rules) is kept in English and translated where it is shown, with
  ``_()``, so a change of language shows at once everywhere;
- ``number(value)`` writes a number as the language does (1,234.5 · 1 234,5).

``use(code, folder)`` changes the active language; the window's code calls it (settings, Options, the command
line's ``--language``), and the next frame draws every text in the new language.
"""
from __future__ import annotations

import gettext
import struct
import unicodedata
from pathlib import Path

DOMAIN = "arsac_arcade"
SOURCE = "en"
# every language the arcade speaks, by code, named in its own language (as the Options offer them)
LANGUAGES = {"en": "English", "fr": "Français", "ru": "Русский"}
# how each language writes a number: the thousands separator (a narrow no-break space in French and
# Russian) and the decimal mark
_NUMBER_MARKS = {"en": (",", "."), "fr": ("\u202f", ","), "ru": ("\u202f", ",")}

# the leading articles a language's reader skips when sorting titles (an English "The" stays: the book's order)
_SORTING_ARTICLES = {"fr": ("les ", "le ", "la ", "l'", "l\u2019")}

_translations: gettext.NullTranslations = gettext.NullTranslations()
_code = SOURCE


class UnknownLanguageError(ValueError):
    """No catalog for this language code."""


def use(code: str, folder: Path) -> None:
    """Speak ``code`` from now on, with the catalogs under ``folder`` (``.../locale``).  English needs no
    catalog; a language without its compiled catalog, or whose catalog cannot be read, raises
    ``UnknownLanguageError`` (and the language spoken stays as it was)."""
    global _translations, _code
    if code not in LANGUAGES:
        raise UnknownLanguageError(f"unknown language {code!r} (one of {', '.join(LANGUAGES)})")
    if code == SOURCE:
        _translations = gettext.NullTranslations()
    else:
        try:
            _translations = gettext.translation(DOMAIN, localedir=str(folder), languages=[code])
        except (OSError, struct.error, ValueError, IndexError, KeyError) as error:  # missing, or cut short
            raise UnknownLanguageError(f"no catalog for {code!r} under {folder}") from error
    _code = code


def current() -> str:
    """The code of the active language (``en``, ``fr``, ``ru``)."""
    return _code


def _(message: str) -> str:
    """``message`` in the active language (itself when the catalog lacks it)."""
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` that the active language uses for ``n``."""
    return _translations.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark ``message`` for the extractor; it is translated where it is shown, with ``_()``."""
    return message


def capitalized(text: str) -> str:
    """``text`` with its first letter a capital (a sentence that begins with a lower-case name)."""
    return text[:1].upper() + text[1:]


def collation_key(text: str) -> tuple[str, str]:
    """A key that sorts titles as a reader of the active language expects: a French title's leading article
    left out (« Le compte est bon » among the C), letters without their accents (« Échecs » among the E,
    « ёж » among the е), case ignored; the text itself breaks ties."""
    bare = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c)).casefold()
    for article in _SORTING_ARTICLES.get(_code, ()):
        if bare.startswith(article):
            bare = bare[len(article):]
            break
    return bare, text


def number(value: float, decimals: int = 0) -> str:
    """``value`` written as the active language writes numbers, with ``decimals`` digits after the mark."""
    thousands, point = _NUMBER_MARKS[_code]
    text = f"{value:,.{decimals}f}"
    return text.replace(",", "\0").replace(".", point).replace("\0", thousands)
