#!/usr/bin/env python3
"""Keep the translation catalogs with Babel: extract the texts from the code, update each language's ``.po``
and compile the ``.mo`` the arcade reads (both are committed; tests/test_catalogs.py checks they agree).

    python packaging/catalogs.py           # after changing texts in the code: extract, update, compile
    python packaging/catalogs.py --init de # start a new language (then add it to LANGUAGES)

Then translate the new or changed entries of each ``assets/locale/<lang>/LC_MESSAGES/arsac_arcade.po``
(remove the ``fuzzy`` mark of an entry Babel guessed), and run it again to compile.  Compiling rewrites the
``.mo`` files, so it writes ``assets/manifest.json`` again too (packaging/assets_manifest.py).  Babel is a
development tool only (the ``test`` extra): the arcade reads the compiled catalogs with Python's gettext.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from babel.messages.frontend import CommandLineInterface

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "assets" / "locale"
DOMAIN = "arsac_arcade"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
SOURCES = ("engine", "games")  # where the texts are (babel.cfg says which files), from the repository's top
EXTRACT_OPTIONS = ["--mapping-file", "babel.cfg", "--add-location=file", "--ignore-dirs=.* __pycache__", "--sort-by-file",
                   "--add-comments=TRANSLATORS:", "--project=Arsac Arcade", "--no-wrap"]


def pybabel(*arguments: str) -> None:
    CommandLineInterface().run(["pybabel", "--quiet", *arguments])


def extract(template: Path = TEMPLATE) -> None:
    """Write the template of every text marked in the code to ``template`` (the test writes a fresh one);
    run from the repository's top, so that the catalogs name files by their paths in it."""
    here = Path.cwd()
    os.chdir(ROOT)
    try:
        pybabel("extract", *EXTRACT_OPTIONS, "--output-file", str(template), *SOURCES)
    finally:
        os.chdir(here)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--init", metavar="LANG", help="start the catalog of a new language")
    args = parser.parse_args()
    LOCALE.mkdir(parents=True, exist_ok=True)
    extract()
    if args.init:
        pybabel("init", "--domain", DOMAIN, "--input-file", str(TEMPLATE), "--output-dir", str(LOCALE),
                "--locale", args.init, "--no-wrap")
    pybabel("update", "--domain", DOMAIN, "--input-file", str(TEMPLATE), "--output-dir", str(LOCALE),
            "--no-wrap", "--ignore-obsolete")
    pybabel("compile", "--domain", DOMAIN, "--directory", str(LOCALE), "--statistics")
    import assets_manifest  # (beside this file, on the path of a script run from here)

    return assets_manifest.main()


if __name__ == "__main__":
    sys.exit(main())
