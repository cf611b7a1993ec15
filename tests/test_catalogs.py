"""The translation catalogs (assets/locale) against the code.

- the template holds exactly the texts marked in the code: Babel's extractor is run here, so a text added
  to the code without running ``packaging/catalogs.py`` fails;
- every language's ``.po`` has every text of the template, each translated (every plural form), none fuzzy,
  and with the same placeholders (``{name}``, ``%d``) as the English;
- each committed ``.mo`` (what the arcade reads) says what its ``.po`` says.
"""
from __future__ import annotations

import gettext
import importlib.util
import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from engine.language.translation import DOMAIN, LANGUAGES, SOURCE

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "assets" / "locale"
TRANSLATED = [code for code in LANGUAGES if code != SOURCE]
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%(?:\([a-z_]+\))?[-#0 +]*\d*(?:\.\d+)?[sdifr]")


def _catalogs_script():
    spec = importlib.util.spec_from_file_location("catalogs", ROOT / "packaging" / "catalogs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _read(path: Path) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle)


def _ids(catalog: Catalog) -> set:
    return {message.id for message in catalog if message.id}


def _missing(wanted: set, found: set) -> str:
    return "; ".join(repr(i) for i in sorted(wanted - found, key=str)[:8])


def test_the_template_holds_every_text_marked_in_the_code(tmp_path):
    fresh = tmp_path / "fresh.pot"
    _catalogs_script().extract(fresh)
    code, template = _ids(_read(fresh)), _ids(_read(LOCALE / f"{DOMAIN}.pot"))
    assert code - template == set(), (f"texts of the code not in the catalogs: {_missing(code, template)}; "
                                      "run python packaging/catalogs.py and translate them")
    assert template - code == set(), f"texts no longer in the code: {_missing(template, code)}; run python packaging/catalogs.py"
    assert len(code) > 20


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_text_is_translated_and_none_is_fuzzy(code):
    catalog = _read(LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po")
    template = _ids(_read(LOCALE / f"{DOMAIN}.pot"))
    assert _ids(catalog) == template, f"{code}: missing {_missing(template, _ids(catalog))}; run python packaging/catalogs.py"
    fuzzy = [m.id for m in catalog if m.id and m.fuzzy]
    assert not fuzzy, f"{code}: fuzzy (check them, then remove the mark): {fuzzy[:5]}"
    for message in catalog:
        if not message.id:
            continue
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.pluralizable:
            assert len(forms) == catalog.num_plurals, f"{code}: {message.id!r} needs {catalog.num_plurals} plural forms"
        assert all(forms), f"{code}: {message.id!r} is not translated"


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_the_placeholders(code):
    for message in _read(LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po"):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        wanted = sorted(set().union(*(PLACEHOLDER.findall(i) for i in ids)))
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for form in forms:
            assert sorted(set(PLACEHOLDER.findall(form))) == wanted, (
                f"{code}: {form!r} has not the placeholders {wanted} of {ids[0]!r}")


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_compiled_catalog_says_what_its_po_says(code):
    folder = LOCALE / code / "LC_MESSAGES"
    with (folder / f"{DOMAIN}.mo").open("rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    for message in _read(folder / f"{DOMAIN}.po"):
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            for n, form in zip((1, 2, 5), _forms_for(message.string, code)):
                assert compiled.ngettext(message.id[0], message.id[1], n) == form, (
                    f"{code}: the .mo is older than the .po ({message.id[0]!r}); run python packaging/catalogs.py")
        else:
            assert compiled.gettext(message.id) == message.string, (
                f"{code}: the .mo is older than the .po ({message.id!r}); run python packaging/catalogs.py")


def _forms_for(forms: tuple, code: str) -> list[str]:
    """The plural forms the language uses for 1, 2 and 5 (French: one, many, many; Russian: three)."""
    return [forms[0], forms[1], forms[1]] if len(forms) == 2 else list(forms[:3])
