"""The arcade's language at start and when it changes (pure): the command line's ``--language``, else the
settings' choice, else the system's; the catalogs are read from the assets (``assets/locale``)."""
from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from engine.files.paths import asset
from engine.files.settings import language_in
from engine.language.system import system_language
from engine.language.translation import SOURCE, UnknownLanguageError, use


def catalogs() -> Path:
    """The folder of the compiled catalogs: ``<lang>/LC_MESSAGES/arsac_arcade.mo``."""
    return asset("locale")


def speak(code: str) -> str:
    """Speak ``code`` from now on; English when its catalog is missing (an install that lost it).  Returns
    the language spoken."""
    try:
        use(code, catalogs())
    except UnknownLanguageError:
        use(SOURCE, catalogs())
        return SOURCE
    return code


def start(flag: str | None, settings_path: Path, environ: Mapping[str, str]) -> str:
    """Choose and speak the language of this run: ``flag`` (the command line's), else the settings' at
    ``settings_path``, else the system's (``environ``).  Returns the language spoken."""
    return speak(flag or language_in(settings_path) or system_language(environ))
