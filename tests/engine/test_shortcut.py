import sys

import pytest

from engine import shortcut


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
    assert "Exec=" in entry and "main.py" in entry and "arsac-arcade.png" in entry and "Name=Arsac Arcade" in entry
    assert (home / "Desktop" / shortcut.FILE_NAME).read_text() == entry
    ok, message = shortcut.uninstall()
    assert ok and "Removed" in message
    assert not (home / "share" / "applications" / shortcut.FILE_NAME).exists()
    assert not (home / "Desktop" / shortcut.FILE_NAME).exists()


def test_other_systems_are_told_what_to_do(monkeypatch):
    monkeypatch.setattr(sys, "platform", "win32")
    ok, message = shortcut.install()
    assert not ok and "Windows" in message and "main.py" in message
