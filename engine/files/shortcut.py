"""The desktop launcher (pure): install or remove a ``.desktop`` file with the arcade's icon.

On Linux and other freedesktop systems the launcher goes into the user's applications
folder and onto the desktop when there is one, with a MIME type for Kalah records
(``.klh``): a shared-mime-info package goes into the user's ``mime/packages`` folder, so a
double-click on a record opens it in the arcade (``Exec=… %f``).  The desktop's caches are
refreshed with ``update-mime-database`` and ``update-desktop-database`` where they exist.
Elsewhere nothing is written and the message says what to do instead.  Both functions
return (done, message for people).
"""
from __future__ import annotations

import importlib.util
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from engine.files.atomic import write_text_atomic
from engine.files.paths import FROZEN, PROJECT_ROOT, asset

FILE_NAME = "arsac-arcade.desktop"
MIME_TYPE = "application/x-arsac-kalah"  # declared in assets/arsac-arcade-mime.xml
MIME_FILE = "arsac-arcade.xml"           # its name in mime/packages/


def _data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share"))


def _applications_dir() -> Path:
    return _data_home() / "applications"


def _mime_packages_dir() -> Path:
    return _data_home() / "mime" / "packages"


def _refresh(tool: str, folder: Path) -> None:
    """Rebuild a desktop cache (``update-mime-database``, ``update-desktop-database``) where the tool exists."""
    if shutil.which(tool) is None or not folder.is_dir():
        return
    try:
        subprocess.run([tool, str(folder)], capture_output=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        pass  # the files are in place; the desktop reads them at its next cache update


def _desktop_dir() -> Path | None:
    """The user's desktop folder, if there is one."""
    try:
        found = subprocess.run(["xdg-user-dir", "DESKTOP"], capture_output=True, text=True, timeout=3).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        found = ""
    for candidate in (found, str(Path.home() / "Desktop")):
        if candidate and Path(candidate).is_dir() and Path(candidate) != Path.home():
            return Path(candidate)
    return None


def launcher_args() -> list[str]:
    """What the launcher runs: the standalone app itself, this Python with the installed package, or the
    source folder's main.py."""
    if FROZEN:
        return [sys.executable]
    if importlib.util.find_spec("arsac_arcade") is not None:
        return [sys.executable, "-m", "arsac_arcade"]
    return [sys.executable, str(PROJECT_ROOT / "main.py")]


def launcher_command() -> str:
    """The launcher's command as a shell would take it (for the messages to people)."""
    return " ".join(shlex.quote(part) for part in launcher_args())


_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")  # characters the desktop-entry spec reserves in Exec


def _exec_argument(argument: str) -> str:
    """One Exec argument as the desktop-entry specification says: in double quotes when it holds a
    reserved character, with \" ` $ and \\ escaped inside the quotes, and % doubled (field codes)."""
    if argument and not set(argument) & _RESERVED:
        quoted = argument
    else:
        quoted = '"' + "".join("\\" + c if c in '"`$\\' else c for c in argument) + '"'
    return quoted.replace("%", "%%")


def _string_value(text: str) -> str:
    """A value of type string in a desktop file: backslash and control characters escaped."""
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def exec_line(arguments: list[str]) -> str:
    """The value of the Exec key that runs ``arguments`` (quoted first, then escaped as a string)."""
    return _string_value(" ".join(_exec_argument(a) for a in arguments))


def desktop_entry() -> str:
    template = asset("arsac-arcade.desktop.in").read_text(encoding="utf-8")
    return template.format(exec=exec_line(launcher_args()), icon=_string_value(str(asset("icons", "arsac-arcade.png"))),
                           mime=MIME_TYPE)


def _is_freedesktop() -> bool:
    return sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd"))


def _elsewhere_message() -> str:
    if sys.platform == "darwin":
        return ("On macOS there is no .desktop launcher: run 'arsac-arcade' from a terminal, or make an "
                "Automator application that runs: " + launcher_command())
    if sys.platform.startswith("win"):
        return ("On Windows: right-click the desktop, New > Shortcut, and give it this command: " + launcher_command())
    return "This system has no known desktop launcher format; start the arcade with: " + launcher_command()


def _trust(launcher: Path) -> None:
    """GNOME runs a launcher on the desktop only once it is marked trusted; elsewhere this does nothing."""
    try:
        subprocess.run(["gio", "set", str(launcher), "metadata::trusted", "true"], capture_output=True, timeout=5)
    except (OSError, subprocess.SubprocessError):
        pass  # no gio, or no desktop session: the executable bit is what other desktops look at


def install() -> tuple[bool, str]:
    if not _is_freedesktop():
        return False, _elsewhere_message()
    entry = desktop_entry()
    places = [_applications_dir()] + [d for d in (_desktop_dir(),) if d]
    written = []
    try:
        for folder in places:
            target = folder / FILE_NAME
            write_text_atomic(target, entry)
            target.chmod(0o755)
            written.append(str(target))
        for folder in places[1:]:
            _trust(folder / FILE_NAME)
        mime = _mime_packages_dir() / MIME_FILE
        write_text_atomic(mime, asset("arsac-arcade-mime.xml").read_text(encoding="utf-8"))
        written.append(str(mime))
    except OSError as error:
        return False, f"Could not write the launcher: {error.strerror or error}"
    _refresh("update-mime-database", _mime_packages_dir().parent)
    _refresh("update-desktop-database", _applications_dir())
    return True, ("Installed the launcher: " + ", ".join(written) + ". Look for \u201cArsac Arcade\u201d in your "
                  "applications menu; Kalah records (.klh) now open in it.")


def uninstall() -> tuple[bool, str]:
    if not _is_freedesktop():
        return False, "No launcher was installed on this system. " + _elsewhere_message()
    removed = []
    targets = [folder / FILE_NAME for folder in (_applications_dir(), _desktop_dir()) if folder is not None]
    for target in targets + [_mime_packages_dir() / MIME_FILE]:
        if target.exists():
            target.unlink()
            removed.append(str(target))
    if not removed:
        return True, "No launcher was installed; nothing to remove."
    _refresh("update-mime-database", _mime_packages_dir().parent)
    _refresh("update-desktop-database", _applications_dir())
    return True, "Removed the launcher: " + ", ".join(removed) + "."
