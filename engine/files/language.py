"""The arcade's language at start and when it changes (pure): the command line's ``--language``, else the
settings' choice, else the system's; the catalogs are read from the assets (``assets/locale``)."""
from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from engine.files.integrity import refuse, usable
from engine.files.paths import ASSETS
from engine.files.settings import language_in
from engine.language.system import system_language
from engine.language.translation import DOMAIN, SOURCE, UnknownLanguageError, use


def catalogs() -> Path:
    """The folder of the compiled catalogs: ``<lang>/LC_MESSAGES/arsac_arcade.mo``."""
    return ASSETS / "locale"


def speak(code: str) -> str:
    """Speak ``code`` from now on; English when its catalog is missing or damaged (an install that lost it, a
    copy cut short: checked before it is read, ``engine/files/integrity.py``, and the file refused is said by
    the command line or the menu).  Returns the language spoken."""
    name = f"locale/{code}/LC_MESSAGES/{DOMAIN}.mo"
    try:
        if code != SOURCE and not usable(ASSETS, name):
            raise UnknownLanguageError(f"no usable catalog for {code!r}")
        use(code, catalogs())
    except UnknownLanguageError:
        if code != SOURCE and (ASSETS / name).is_file():
            refuse(ASSETS / name)
        use(SOURCE, catalogs())
        return SOURCE
    return code


def start(flag: str | None, settings_path: Path, environ: Mapping[str, str]) -> str:
    """Choose and speak the language of this run: ``flag`` (the command line's), else the settings' at
    ``settings_path``, else the system's (``environ``).  Returns the language spoken."""
    return speak(flag or language_in(settings_path) or system_language(environ))
