"""The whole install checked against its manifests (pure), and what each damaged file costs and the command
that mends it: ``about --check`` and the About screen say it, the command line and the menu say the files
refused as the arcade goes (``engine/files/integrity.py``).

The mend: the compiled cores of a source folder are built again with ``python packaging/cores.py build``; a
shipped file of a git checkout is taken again from git; an installed copy is installed again with pip (from
the folder it was installed from, when pip noted one); the standalone app is downloaded again.
"""
from __future__ import annotations

import json
import shlex
import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from engine.files import integrity
from engine.files.paths import ASSETS, COMPILED, FROZEN, PROJECT_ROOT
from engine.language.translation import LANGUAGES, _

SHIPPED_KINDS = (".ttf", ".mo", ".gz", ".png")  # the shipped files assets/manifest.json lists
LIBRARIES = (".so", ".dll", ".dylib")  # the compiled cores
DISTRIBUTION = "arsac-arcade"


@dataclass(frozen=True)
class Finding:
    """A file of the install that is not as its manifest says: ``state`` is ``DAMAGED`` or ``MISSING``."""

    path: Path
    state: str


def shipped_names(folder: Path = ASSETS) -> list[str]:
    """The files of ``folder`` its manifest lists: every font, catalog, gzip file and picture, as ``a/b.ttf``."""
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.suffix in SHIPPED_KINDS)


def check(shipped: Path | None = None, built: Path | None = None) -> list[Finding]:
    """Every file of the install checked: those of ``shipped`` (``ASSETS``) against its manifest, a missing or
    unreadable manifest being a finding itself, and the libraries of ``built`` (``COMPILED``) against their own,
    which must be whole and list every library there (else it is the finding, and no core is loaded: a folder with
    no library and no manifest is an install whose cores were not built, which is no finding)."""
    shipped, built = shipped or ASSETS, built or COMPILED
    found = []
    if shipped.is_dir():
        found += _checked(shipped, integrity.manifest_state(shipped, []))
    if built.is_dir():
        libraries = sorted(p.name for p in built.iterdir() if p.suffix in LIBRARIES)
        if libraries or (built / integrity.MANIFEST).exists():
            found += _checked(built, integrity.manifest_state(built, libraries))
    return found


def _checked(folder: Path, manifest_state: str) -> list[Finding]:
    """The findings of ``folder``: its manifest when it is not ``INTACT``, else each file it lists that is not."""
    if manifest_state != integrity.INTACT:
        return [Finding(folder / integrity.MANIFEST, manifest_state)]
    states = ((name, integrity.state(folder, name)) for name in sorted(integrity.manifest(folder) or {}))
    return [Finding(folder / name, state) for name, state in states if state in (integrity.DAMAGED, integrity.MISSING)]


def cost(path: Path) -> str:
    """What the arcade does without ``path``, in the language spoken."""
    if path.suffix in LIBRARIES:
        return _("this compiled core is not used: its searches run in pure Python (slower)")
    if path.suffix == ".ttf":
        return _("the texts are drawn in pygame's own font (less handsome)")
    if path.suffix == ".mo":
        language = LANGUAGES.get(path.parent.parent.name, path.parent.parent.name)
        return _("{language} cannot be spoken: the arcade speaks English").format(language=language)
    if path.suffix == ".gz" and path.parent.name == "exercises":
        return _("no exercises from perfect play are offered in the training")
    if path.suffix == ".gz":
        return _("Kalah's level Perfect proves every turn without its book (slower)")
    if path.suffix == ".png":
        return _("the window and the launcher show no icon")
    if _is_built(path):
        return _("the compiled cores it does not vouch for are not used: their searches run in pure Python (slower)")
    return _("the arcade's own files cannot be checked")


def _is_built(path: Path) -> bool:
    """Whether ``path`` is one of the compiled cores' files: a library, or a manifest that is not the shipped one."""
    return path.suffix in LIBRARIES or (path.name == integrity.MANIFEST and path.parent != ASSETS)


def mend(path: Path) -> str:
    """The one command (or step) that mends ``path``, in the language spoken."""
    python = shlex.quote(sys.executable)
    if FROZEN:
        return _("download the app again")
    if (PROJECT_ROOT / "packaging" / "cores.py").is_file():  # a source folder (the editable install's)
        if _is_built(path):
            return f"{python} {shlex.quote(str(PROJECT_ROOT / 'packaging' / 'cores.py'))} build"
        if (PROJECT_ROOT / ".git").exists():
            inside = path.relative_to(PROJECT_ROOT).as_posix() if path.is_relative_to(PROJECT_ROOT) else str(path)
            return f"git -C {shlex.quote(str(PROJECT_ROOT))} checkout -- {shlex.quote(inside)}"
        return _("download the arcade's source folder again")
    return f"{python} -m pip install --force-reinstall --no-deps {shlex.quote(installed_from() or DISTRIBUTION)}"


def installed_from() -> str | None:
    """The folder or address pip installed the arcade from, when it noted one (``direct_url.json``)."""
    try:
        noted = metadata.distribution(DISTRIBUTION).read_text("direct_url.json")
        url = str(json.loads(noted or "null")["url"])
    except (metadata.PackageNotFoundError, ValueError, TypeError, KeyError):
        return None
    return url.removeprefix("file://") if url.startswith("file://") else url


def said(path: Path, state: str) -> str:
    """One line: the file, what it costs, the command that mends it, in the language spoken."""
    text = (_("{file} is missing: {cost}. To mend it: {command}") if state == integrity.MISSING
            else _("{file} is damaged: {cost}. To mend it: {command}"))
    return text.format(file=path, cost=cost(path), command=mend(path))


def in_words(found: list[Finding]) -> str:
    """``check()``'s findings as lines a person reads (a line saying all is well when there is none)."""
    if not found:
        return _("Every file of the install is intact.")
    return "\n".join(said(finding.path, finding.state) for finding in found)
