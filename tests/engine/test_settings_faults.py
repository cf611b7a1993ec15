"""Fault injection on the settings file: whatever is on disk, the arcade starts, with defaults and a notice,
and the user's file is never lost (it stays where it was, or is kept aside byte for byte)."""
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from engine.files import settings as settings_io
from engine.files.settings import Loaded, Settings

LATIN_1 = '{"animation_speed": "r\xe9pide"}'.encode("latin-1")


def kept_files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if not p.name.startswith(".")}


def test_invalid_utf8_gives_defaults_and_keeps_the_file(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(LATIN_1)
    loaded = settings_io.load(path)
    assert loaded.settings == Settings() and "damaged" in loaded.notice and loaded.can_save
    assert (tmp_path / "settings.json.damaged").read_bytes() == LATIN_1


def test_json_nested_a_thousand_deep_gives_defaults(tmp_path):
    path = tmp_path / "settings.json"
    deep = "[" * 1000 + "]" * 1000
    for text in (deep, '{"sound": ' + deep + "}"):
        path.write_text(text)
        loaded = settings_io.load(path)
        assert loaded.settings == Settings() and "damaged" in loaded.notice


def test_a_huge_file_is_set_aside_unread(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"sound": false, "padding": "' + "x" * (settings_io.MAX_BYTES + 10) + '"}')
    loaded = settings_io.load(path)
    assert loaded.settings == Settings() and "damaged" in loaded.notice


def refuse_writes(monkeypatch):
    """The config folder is read-only (we run as root in CI, so chmod alone would not refuse)."""
    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "replace", refuse)
    monkeypatch.setattr(tempfile, "mkstemp", refuse)


@pytest.mark.parametrize("content", [LATIN_1, b"{not json", b'{"computer_level": 99}', b"[" * 1000])
def test_a_damaged_file_in_a_read_only_folder_gives_defaults_and_is_never_overwritten(tmp_path, monkeypatch, content):
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    refuse_writes(monkeypatch)
    loaded = settings_io.load(path)
    assert loaded.settings.validated() == loaded.settings and loaded.settings.computer_level == 3
    assert not loaded.can_save and "will not be saved" in loaded.notice and "Permission denied" in loaded.notice
    assert path.read_bytes() == content


def test_an_unreadable_file_gives_defaults(tmp_path):
    (tmp_path / "settings.json").mkdir()  # a folder where the file should be: reading fails
    loaded = settings_io.load(tmp_path / "settings.json")
    assert loaded.settings == Settings() and loaded.notice and not loaded.can_save


def test_the_app_says_once_that_it_cannot_save_and_goes_on(harness, tmp_path, monkeypatch):
    from engine.scenes.menu import MenuScene

    h = harness(MenuScene())
    h.app.settings_path = tmp_path / "settings.json"
    refuse_writes(monkeypatch)
    h.app.update_settings(computer_level=5)
    assert h.app.settings.computer_level == 5 and "Could not save" in h.app.notice
    h.app.notice = None  # the user has read it
    h.app.update_settings(computer_level=4)
    assert h.app.settings.computer_level == 4 and h.app.notice is None  # not said again
    h.tick()


def test_the_arcade_starts_on_every_damaged_settings_file(tmp_path):
    """The real start: `main.py --screenshot` with each damaged file in the config folder."""
    from tests.engine.test_cli import run

    for content in (LATIN_1, b"[" * 1000 + b"]" * 1000, b"\x00\xff" * 100, b'{"computer_level": 1e999}'):
        home = tmp_path / f"home-{len(content)}-{content[:2].hex()}"
        (home / "config").mkdir(parents=True)
        (home / "config" / "settings.json").write_bytes(content)
        out = run("--screenshot", str(home / "menu.png"), "--seconds", "0.5",
                  env_extra={"ARSAC_ARCADE_HOME": str(home)}, cwd=tmp_path)
        assert out.returncode == 0 and "Traceback" not in out.stderr, out.stderr
        assert (home / "menu.png").stat().st_size > 10_000
        assert (home / "config" / "settings.json.damaged").read_bytes() == content


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=40)
    | st.sampled_from(["slow", "normal", "fast", "instant", 10 ** 400, -1, 0, 6]),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=20), children, max_size=4),
    max_leaves=20)
field_names = st.sampled_from(["animation_speed", "computer_level", "sound", "fullscreen", "teaching_panel", "x"])
settings_like = st.dictionaries(field_names, json_values, max_size=6)


def _valid_json(value):
    try:
        return json.dumps(value).encode()
    except (ValueError, OverflowError):
        return b"{}"


raw_files = st.one_of(
    st.binary(max_size=300),
    settings_like.map(_valid_json),
    settings_like.map(_valid_json).flatmap(lambda b: st.integers(0, len(b)).map(lambda n: b[:n])),  # truncated
    st.integers(1, 3000).map(lambda n: b"[" * n + b"]" * n),
    st.integers(1, 3000).map(lambda n: b'{"sound":' + b"{\"a\":" * n + b"1" + b"}" * (n + 1)),
    st.integers(1, 100_000).map(lambda n: b'{"animation_speed": "' + b" " * n + b'"}'),
    st.integers(1, 5000).map(lambda n: b'{"computer_level": ' + b"9" * n + b"}"),
)


@hsettings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                   HealthCheck.too_slow])
@given(raw=raw_files)
def test_fuzz_loading_never_raises_and_never_loses_the_file(tmp_path, raw):
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    path = folder / "settings.json"
    path.write_bytes(raw)
    loaded = settings_io.load(path)
    assert isinstance(loaded, Loaded) and loaded.settings.validated() == loaded.settings
    files = kept_files(folder)
    if loaded.notice is None:
        assert files == {"settings.json": raw}  # a good file is left as it is
    else:
        assert files["settings.json.damaged"] == raw  # a bad one is kept aside byte for byte
        assert settings_io.load(path) == Loaded(loaded.settings)  # and the repaired file now loads clean
