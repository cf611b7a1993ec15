import sys

import pytest

from engine.files import shortcut


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    (tmp_path / "Desktop").mkdir()
    return tmp_path


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="freedesktop launchers")
def test_install_and_uninstall(home):
    ok, message = shortcut.install()
    assert ok, message
    entry = (home / "share" / "applications" / shortcut.FILE_NAME).read_text()
    assert "Exec=" in entry and "arsac-arcade.png" in entry and "Name=Arsac Arcade" in entry
    assert "-m arsac_arcade" in entry  # the installed package, not a main.py that a wheel does not have
    assert (home / "Desktop" / shortcut.FILE_NAME).read_text() == entry
    ok, message = shortcut.uninstall()
    assert ok and "Removed" in message
    assert not (home / "share" / "applications" / shortcut.FILE_NAME).exists()
    assert not (home / "Desktop" / shortcut.FILE_NAME).exists()


def test_other_systems_are_told_what_to_do(monkeypatch):
    monkeypatch.setattr(sys, "platform", "win32")
    ok, message = shortcut.install()
    assert not ok and "Windows" in message and "arsac_arcade" in message


def read_exec(value: str) -> list[str]:
    """Read an Exec value back as a desktop environment does (string escapes, then quoting, then %%)."""
    text = value.replace("\\\\", "\0").replace("\\n", "\n").replace("\\t", "\t").replace("\\r", "\r").replace("\0", "\\")
    arguments, current, quoted, i, started = [], "", False, 0, False
    while i < len(text):
        c = text[i]
        if quoted and c == "\\" and i + 1 < len(text) and text[i + 1] in '"`$\\':
            current += text[i + 1]
            i += 2
            continue
        if c == '"':
            quoted, started = not quoted, True
        elif c == " " and not quoted:
            if started or current:
                arguments.append(current)
            current, started = "", False
        else:
            assert quoted or c not in shortcut._RESERVED, f"reserved {c!r} outside quotes in {value!r}"
            current += c
        i += 1
    assert not quoted, "an unclosed quote"
    if started or current:
        arguments.append(current)
    return [a.replace("%%", "%") for a in arguments]


AWKWARD = ["/usr/bin/python3", "/home/ann/My Games/arsac arcade/main.py", "it's", 'say "hi"', "100%", "$HOME",
           "back\\slash", "plain"]


def test_exec_arguments_are_quoted_as_the_desktop_entry_spec_says():
    line = shortcut.exec_line(AWKWARD)
    assert "'" not in line.replace("it's", "") and read_exec(line) == AWKWARD


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="freedesktop launchers")
def test_a_launcher_from_a_folder_with_spaces_and_quotes_is_valid(home, monkeypatch):
    import shutil
    import subprocess

    odd = str(home / "My Games" / "it's 100% $fun") + "/main.py"
    monkeypatch.setattr(shortcut, "launcher_args", lambda: ["/usr/bin/python 3", odd])
    ok, message = shortcut.install()
    assert ok, message
    launcher = home / "share" / "applications" / shortcut.FILE_NAME
    exec_value = next(line[5:] for line in launcher.read_text().splitlines() if line.startswith("Exec="))
    assert read_exec(exec_value) == ["/usr/bin/python 3", odd, "%f"]  # %f: the record double-clicked
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(launcher)], capture_output=True, text=True)
        assert checked.returncode == 0 and "error" not in checked.stdout.lower(), checked.stdout + checked.stderr


def validate(launcher) -> None:
    """desktop-file-validate's verdict, where the tool exists."""
    import shutil
    import subprocess

    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(launcher)], capture_output=True, text=True)
        assert checked.returncode == 0 and "error" not in checked.stdout.lower(), checked.stdout + checked.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="freedesktop launchers")
def test_the_launcher_opens_kalah_records_and_installs_their_mime_type(home):
    import shutil
    import xml.etree.ElementTree as ElementTree

    ok, message = shortcut.install()
    assert ok and ".klh" in message, message
    launcher = home / "share" / "applications" / shortcut.FILE_NAME
    lines = launcher.read_text().splitlines()
    assert "MimeType=application/x-arsac-kalah;" in lines
    assert next(line for line in lines if line.startswith("Exec=")).endswith(" %f")
    validate(launcher)
    package = home / "share" / "mime" / "packages" / shortcut.MIME_FILE
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    (kind,) = ElementTree.parse(package).getroot().findall("m:mime-type", ns)
    assert kind.get("type") == shortcut.MIME_TYPE
    assert [g.get("pattern") for g in kind.findall("m:glob", ns)] == ["*.klh"]
    if shutil.which("update-mime-database"):  # the desktop's database now knows the suffix
        assert "application/x-arsac-kalah:*.klh" in (home / "share" / "mime" / "globs2").read_text()
    ok, message = shortcut.uninstall()
    assert ok and str(package) in message and not package.exists()
    if shutil.which("update-mime-database"):
        assert "arsac-kalah" not in (home / "share" / "mime" / "globs2").read_text()
