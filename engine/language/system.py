"""The system's language (pure): what the environment asks for, as one of the arcade's languages.

POSIX order: ``LANGUAGE`` (GNU's list of preferences), ``LC_ALL``, ``LC_MESSAGES``, ``LANG``; the first
set one decides (``fr_FR.UTF-8`` gives ``fr``).  Without any (Windows, a macOS app), the locale Python
reads from the system is tried.  A language the arcade does not speak gives English.
"""
from __future__ import annotations

import locale
from collections.abc import Mapping

from engine.language.translation import LANGUAGES, SOURCE

VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
# the names Windows gives its locales ("French_France") and what they mean
_WINDOWS_NAMES = {"english": "en", "french": "fr", "russian": "ru"}


def code_of(name: str) -> str | None:
    """The arcade's code for a locale name (``ru_RU.UTF-8``, ``fr``, ``French_France``), or None."""
    head = name.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    if head in LANGUAGES:
        return head
    return _WINDOWS_NAMES.get(head)


def system_language(environ: Mapping[str, str], system_locale: str | None = None) -> str:
    """The language the environment asks for (``environ``: ``os.environ``; ``system_locale``: the
    system's own when no variable is set, read from Python's ``locale`` when not given)."""
    for variable in VARIABLES:
        value = environ.get(variable, "")
        if not value:
            continue
        for name in value.split(":"):  # LANGUAGE lists preferences: fr:en
            if name in ("C", "POSIX") or name.startswith("C."):
                return SOURCE
            code = code_of(name)
            if code is not None:
                return code
        if variable != "LANGUAGE":  # a set locale the arcade does not speak: English
            return SOURCE
    if system_locale is None:
        system_locale = locale.getlocale()[0] or ""
    return code_of(system_locale) or SOURCE
