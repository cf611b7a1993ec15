import sys

import pytest

from engine.entries import registry
from engine.entries.registry import DUEL, PUZZLE, EntrySpec, UnknownEntryError


def test_menu_entries_hide_the_template_and_are_complete():
    shown = registry.entries()
    assert "template" not in [s.id for s in shown]
    assert "match-nim" in [s.id for s in shown]
    assert registry.get("template").hidden
    for spec in shown:
        assert spec.kind in (DUEL, PUZZLE) and spec.title and spec.summary and spec.help_text
        assert callable(spec.scene_class())  # never a dead button


def test_unknown_id():
    with pytest.raises(UnknownEntryError, match="unknown entry 'chess'"):
        registry.get("chess")


def test_kind_is_checked():
    with pytest.raises(ValueError):
        EntrySpec("x", "X", "game", "x", "x:X")


# --- where the entries come from: the package handed over, and the entry points -----------------------

PLUGIN = '''"""A package installed beside the arcade that adds a duel (its parts borrowed from the template)."""
from engine.entries.registry import DUEL, EntrySpec

ENTRY = EntrySpec(id="{id}", title="Borrowed", kind=DUEL, summary="The template under another id.",
                  scene="games._template.scene:TemplateScene", rules="games._template.rules", ai="games._template.ai",
                  help_text="Take one or two.", hidden=True)
'''


def installed_beside(tmp_path, monkeypatch, points: dict[str, str], modules: dict[str, str]) -> None:
    """A distribution installed on ``sys.path`` as pip leaves one (a ``.dist-info`` folder with its
    ``entry_points.txt``), declaring ``points`` in the arcade's group, with the modules ``modules`` beside it."""
    info = tmp_path / "borrowed_duel-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: borrowed-duel\nVersion: 1.0\n")
    lines = "".join(f"{name} = {value}\n" for name, value in points.items())
    (info / "entry_points.txt").write_text(f"[{registry.GROUP}]\n{lines}")
    for name, source in modules.items():
        (tmp_path / name).mkdir()
        (tmp_path / name / "__init__.py").write_text(source)
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in modules:
        monkeypatch.delitem(sys.modules, name, raising=False)
    registry.refresh()


@pytest.fixture
def rediscovered():
    """The registry looks again before and after the test, and says nothing left over."""
    registry.refresh()
    yield
    registry.refresh()
    registry.untold()


def test_an_entry_point_of_a_package_installed_beside_adds_an_entry(tmp_path, monkeypatch, rediscovered):
    builtin = {spec.id for spec in registry.entries(include_hidden=True)}
    installed_beside(tmp_path, monkeypatch, {"borrowed": "borrowed_duel"},
                     {"borrowed_duel": PLUGIN.format(id="borrowed")})
    found = registry.get("borrowed")
    assert found.title == "Borrowed" and found.scene_class().__name__ == "TemplateScene"
    assert {spec.id for spec in registry.entries(include_hidden=True)} == builtin | {"borrowed"}
    assert registry.untold() == []


def test_broken_entry_points_are_left_out_each_in_a_sentence_and_the_rest_kept(tmp_path, monkeypatch, capsys,
                                                                                rediscovered):
    from engine.commands import cli

    installed_beside(tmp_path, monkeypatch,
                     {"raises": "raising_duel", "absent": "no_such_package", "empty": "empty_package",
                      "clash": "clashing_duel", "good": "borrowed_duel:ENTRY"},
                     {"raising_duel": "raise RuntimeError('half written')\n", "empty_package": '"""Nothing."""\n',
                      "clashing_duel": PLUGIN.format(id="kalah"), "borrowed_duel": PLUGIN.format(id="borrowed")})
    ids = {spec.id for spec in registry.entries(include_hidden=True)}
    assert {"kalah", "queens", "template", "borrowed"} <= ids
    assert registry.get("kalah").title == "Kalah"  # the arcade's own, not the clash
    assert sorted(registry.untold()) == [
        "absent = no_such_package is left out of the arcade: ModuleNotFoundError: No module named 'no_such_package'",
        "clash = clashing_duel is left out of the arcade: the id kalah is another entry's",
        "empty = empty_package is left out of the arcade: it declares no entry",
        "raises = raising_duel is left out of the arcade: RuntimeError: half written"]
    assert registry.untold() == []  # said once
    registry.refresh()
    assert cli.run(["solve", "queens", "--n", "6", "--count", "--json"]) == 0
    out, err = capsys.readouterr()
    assert '"solutions": 4' in out
    assert [line.split(" = ")[0] for line in err.splitlines()] == ["arsac-arcade: raises", "arsac-arcade: absent",
                                                                  "arsac-arcade: empty", "arsac-arcade: clash"]


def test_a_source_checkout_not_installed_finds_the_entries_handed_over(monkeypatch, rediscovered):
    """No metadata at all (run from a folder pip never installed): the package the application hands over serves;
    with nothing handed over and nothing installed there is no entry, and no crash."""
    from importlib import metadata

    monkeypatch.setattr(metadata, "entry_points", lambda **group: [])
    monkeypatch.setattr(registry, "_handed", [])
    registry.refresh()
    assert registry.entries(include_hidden=True) == []
    registry.add_package("games")
    assert {"kalah", "queens", "template"} <= {spec.id for spec in registry.entries(include_hidden=True)}
    assert registry.untold() == []


def test_the_arcades_own_package_is_declared_and_handed_over_once():
    from importlib import metadata

    from arsac_arcade import entries

    declared = [point.value for point in metadata.entry_points(group=registry.GROUP) if point.name == "arsac-arcade"]
    assert declared in ([], [entries.ENTRIES])  # [] when the arcade is not installed
    ids = [spec.id for spec in registry.entries(include_hidden=True)]
    assert len(ids) == len(set(ids)) and registry.untold() == []


def test_the_menu_opens_with_a_broken_entry_point_and_says_it_once(tmp_path, monkeypatch, rediscovered):
    from engine.desktop.harness import Harness
    from engine.scenes.menu import MenuScene

    installed_beside(tmp_path, monkeypatch, {"raises": "raising_duel"},
                     {"raising_duel": "raise RuntimeError('half written')\n"})
    harness = Harness(MenuScene())
    try:
        harness.tick(frames=2)
        notice = harness.app.notice
        assert notice is not None
        assert notice.count("raises = raising_duel is left out of the arcade: RuntimeError: half written") == 1
        assert {"kalah", "queens"} <= {spec.id for spec in harness.top.entries}
    finally:
        harness.close()
