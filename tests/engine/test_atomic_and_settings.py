import json
import os

from engine.files import settings as settings_io
from engine.files.atomic import write_text_atomic
from engine.files.settings import Settings


def astuple_loaded(loaded):
    return loaded.settings, loaded.notice, loaded.can_save


def test_atomic_write_replaces_and_leaves_no_temporary(tmp_path):
    target = tmp_path / "deep" / "file.txt"
    write_text_atomic(target, "one")
    write_text_atomic(target, "two")
    assert target.read_text() == "two"
    assert os.listdir(target.parent) == ["file.txt"]


def test_missing_file_gives_defaults_without_notice(tmp_path):
    assert settings_io.load(tmp_path / "none.json") == settings_io.Loaded(Settings())


def test_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    chosen = Settings(animation_speed="fast", computer_level=5, sound=False, fullscreen=True)
    settings_io.save(chosen, path)
    assert settings_io.load(path) == settings_io.Loaded(chosen)


def test_damaged_file_is_kept_aside_and_defaults_used(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{not json")
    loaded, notice, _ = astuple_loaded(settings_io.load(path))
    assert loaded == Settings()
    assert "damaged" in notice and "settings.json.damaged" in notice
    assert (tmp_path / "settings.json.damaged").read_text() == "{not json"
    path.write_text("[1, 2]")  # a second damaged file does not overwrite the first one kept
    settings_io.load(path)
    assert (tmp_path / "settings.json.damaged-2").read_text() == "[1, 2]"


def test_bad_values_fall_back_one_by_one(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"computer_level": 9, "sound": False, "animation_speed": "warp", "extra": 1}))
    loaded, notice, _ = astuple_loaded(settings_io.load(path))
    assert loaded.sound is False  # the good value is kept
    assert loaded.computer_level == 3 and loaded.animation_speed == "normal"
    assert "computer_level" in notice and "animation_speed" in notice
    assert json.loads((tmp_path / "settings.json.damaged").read_text())["computer_level"] == 9
    assert settings_io.load(path) == settings_io.Loaded(loaded)  # the repaired file is now clean


def test_atomic_write_keeps_the_usual_permissions(tmp_path):
    target = tmp_path / "record.klh"
    write_text_atomic(target, "A = 1\n")
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask  # not the temporary file's private 0600
    target.chmod(0o640)
    write_text_atomic(target, "A = 2\n")
    assert target.stat().st_mode & 0o777 == 0o640 and target.read_text() == "A = 2\n"


def test_text_with_control_characters_is_drawn_not_raised():
    import pygame

    from engine.ui.theme import Theme

    pygame.font.init()
    image = Theme().text("a\0path\x07")
    assert image.get_width() > 0
