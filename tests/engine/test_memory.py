"""What the arcade remembers between sessions: the window, each entry's last options, each puzzle's speed."""
import json

import pygame
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from engine.entries import registry
from engine.files import memory as memory_io
from engine.files.memory import Memory
from engine.files.settings import Settings


def test_a_round_trip_and_shapes_that_are_dropped(tmp_path):
    path = tmp_path / "memory.json"
    kept = Memory((1000, 700), (40, 30), {"kalah": {"stones": 4}}, {"queens": 0.5})
    assert memory_io.save(kept, path) and memory_io.load(path) == kept
    path.write_text(json.dumps({"window_size": [10, 7], "window_position": "left", "options": {"kalah": [1]},
                                "speeds": {"queens": "fast", "ruler": 7, "signs": float("nan")}}))
    assert memory_io.load(path) == Memory(speeds={"ruler": 1.0})  # a window of 10 pixels is no window


@hsettings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.binary(max_size=200) | st.recursive(st.none() | st.integers() | st.floats() | st.text(max_size=9),
                                                  lambda c: st.lists(c, max_size=3) | st.dictionaries(
                                                      st.sampled_from(["window_size", "options", "speeds", "x"]),
                                                      c, max_size=4)).map(lambda v: json.dumps(v).encode()))
def test_fuzz_whatever_is_on_disk_the_arcade_starts_as_new_or_as_remembered(tmp_path, raw):
    path = tmp_path / "memory.json"
    path.write_bytes(raw)
    remembered = memory_io.load(path)
    assert isinstance(remembered, Memory)
    assert memory_io.load(tmp_path / "memory.json") == remembered or not path.exists()


def test_the_window_size_is_kept_for_the_next_start(tmp_path):
    from engine.desktop.app import App

    path = tmp_path / "memory.json"
    app = App(Settings(sound=False), None, memory_path=path)
    app.resize((1111, 777))
    app.shutdown()
    assert memory_io.load(path).window_size == (1111, 777)


def test_an_entry_starts_with_the_options_it_was_last_started_with(harness):
    spec = registry.get("kalah")
    first = spec.scene_class()(spec)
    h = harness(first, settings=Settings(sound=False))
    first.panel.values["stones"] = 4
    first._start_from_panel()
    assert h.app.memory.options["kalah"]["stones"] == 4
    again = spec.scene_class()(spec)
    h.push(again)
    assert again.values["stones"] == 4
    h.app.memory = h.app.memory.with_options("kalah", {"stones": 99})  # refused by the rules: the defaults
    third = spec.scene_class()(spec)
    h.push(third)
    assert third.values["stones"] == 6


def test_a_puzzle_keeps_its_speed(harness):
    spec = registry.get("queens")
    scene = spec.scene_class()(spec)
    h = harness(scene, settings=Settings(sound=False))
    scene.set_speed(0.8)
    assert h.app.memory.speeds["queens"] == 0.8
    again = spec.scene_class()(spec)
    h.push(again)
    assert again.speed == 0.8


def test_a_screenshot_run_neither_uses_nor_leaves_a_memory(tmp_path):
    from tests.engine.test_cli import run

    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "memory.json").write_text(json.dumps({"window_size": [900, 700]}))
    out = run("--screenshot", str(tmp_path / "shot.png"), "--seconds", "0.3", env_extra={"ARSAC_ARCADE_HOME": str(home)})
    assert out.returncode == 0, out.stderr
    assert pygame.image.load(str(tmp_path / "shot.png")).get_size() == (1280, 800)
    assert json.loads((home / "config" / "memory.json").read_text()) == {"window_size": [900, 700]}
