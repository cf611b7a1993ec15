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
