"""Kalah where its compiled core is missing (``games.compiled_cores``): the level Perfect is still offered, with a
warning that a turn may take minutes (the setup panel, beside the game, ``play kalah --level perfect``), and
``analyse kalah`` warns that its proofs are slow; with the core, none of these warnings.

The core's flag is set here either way (``ai.COMPILED``), so these tests mean the same on every machine."""
from __future__ import annotations

import pytest

from engine.commands import cli
from engine.duels.basics import HOTSEAT, HUMAN_COMPUTER, PERFECT, Setup
from engine.entries import registry
from engine.files.language import speak
from engine.files.settings import Settings
from games.kalah import ai
from games.kalah import cli as kalah_cli

KALAH = registry.get("kalah")
WARNING = "pure Python (no compiled Kalah core): past its book, a turn of Perfect may take minutes"
DESK = ["--desk", "4,4,4,4,4,4,0,4,4,4,4,4,4,0", "--to-move", "A"]


@pytest.fixture(params=[False, True], ids=["pure", "compiled"])
def compiled(request, monkeypatch) -> bool:
    monkeypatch.setattr(ai, "COMPILED", request.param)
    return request.param


def test_the_caveat_of_perfect_is_said_only_without_the_core(compiled):
    assert KALAH.perfect_caveat_here() == ("" if compiled else WARNING)
    speak("fr")
    assert KALAH.perfect_caveat_here() == ("" if compiled else "Python pur (pas de cœur compilé du Kalah)\u00a0: "
                                           "après son livre de preuves, un tour du niveau Parfait peut prendre "
                                           "des minutes")
    assert registry.get("match-nim").perfect_caveat_here() == ""


def test_the_setup_panel_still_offers_perfect_and_warns_while_it_is_chosen(compiled):
    from engine.scenes.duel_setup import SetupPanel

    panel = SetupPanel(KALAH.part("rules").OPTIONS, Setup(level=PERFECT), {"stones": 4}, False,
                       lambda: None, lambda: None, lambda: None, perfect=KALAH.offers_perfect,
                       perfect_caveat=KALAH.perfect_caveat_here())
    assert PERFECT in dict(panel.level_widget.choices)
    assert panel.warning == ("" if compiled else WARNING)
    panel.level_widget.on_change(5)
    assert panel.warning == ""
    panel.level_widget.on_change(PERFECT)
    panel.mode_widget.on_change(HOTSEAT)  # two players: no computer, nothing to warn of
    assert panel.warning == ""


def test_the_setup_panel_draws_the_warning_in_place_of_a_refusal(harness, monkeypatch, compiled):
    from engine.scenes import entry

    scene = KALAH.scene_class()(KALAH, values={"stones": 4})
    h = harness(scene, settings=Settings(sound=False, computer_level=5))
    shown: list[str] = []
    monkeypatch.setattr(entry, "text_block", lambda surface, text, *rest, **more: shown.append(text))
    h.tick()
    assert shown == []
    scene.panel.level_widget.on_change(PERFECT)
    h.tick()
    assert shown == ([] if compiled else [WARNING[0].upper() + WARNING[1:] + "."])


def test_beside_a_game_against_perfect(harness, monkeypatch, compiled):
    from games.kalah import scene as kalah_scene

    monkeypatch.setattr(kalah_scene, "_READYING", {False, True})  # no endgame table built here
    scene = KALAH.scene_class()(KALAH, setup=Setup(HUMAN_COMPUTER, 0, PERFECT), values={"stones": 4})
    h = harness(scene, settings=Settings(sound=False, animation_speed="instant"))
    shown: list[str] = []
    monkeypatch.setattr(kalah_scene, "text_block", lambda surface, text, *rest, **more: shown.append(text))
    h.tick()
    assert shown and ("minutes" in shown[-1]) is not compiled
    assert "The computer plays perfectly" in shown[-1]


def test_play_kalah_at_perfect_warns_on_standard_error_before_the_window(monkeypatch, capsys, compiled):
    opened = []
    monkeypatch.setattr(cli, "_open_window", lambda scene, *rest, **more: opened.append(scene) or 0)
    assert cli.run(["play", "kalah", "--stones", "4", "--level", "perfect"]) == 0
    assert len(opened) == 1
    assert capsys.readouterr().err == ("" if compiled else f"arsac-arcade: {WARNING}\n")
    assert cli.run(["play", "kalah", "--stones", "4", "--level", "5"]) == 0
    assert cli.run(["play", "kalah", "--stones", "4", "--level", "perfect", "--mode", "hotseat"]) == 0
    assert capsys.readouterr().err == ""


def test_analyse_kalah_warns_that_its_proofs_are_slow_and_keeps_its_json_whole(monkeypatch, capsys, compiled):
    monkeypatch.setattr(kalah_cli, "analyse", lambda args: ("Best: 3 6", {"move": [3, 6]}))  # the search is not the point
    assert cli.run(["analyse", "kalah", *DESK, "--json"]) == 0
    out = capsys.readouterr()
    assert out.out == '{"move": [3, 6]}\n'
    assert out.err == ("" if compiled else f"arsac-arcade: {kalah_cli.PURE_PROOFS}\n")
    assert cli.run(["--language", "ru", "analyse", "kalah", *DESK]) == 0
    said = capsys.readouterr().err
    assert said == "" if compiled else said.startswith("arsac-arcade: чистый Python")


def test_a_look_ahead_of_the_pure_core_takes_fewer_nodes(compiled, monkeypatch):
    """The coach's look ahead (``foresee``): with the pure core a look takes ``PURE_SLOWER`` times fewer nodes, so
    it lasts about as long; a proof that needs more is not finished by it."""
    from games.kalah import coach, perfect
    from games.kalah.rules import parse_desk
    from tests.clocks import StepClock

    asked = []
    monkeypatch.setattr(perfect, "try_prove", lambda pos, nodes, *args, **keywords: asked.append(nodes))
    coach._PROVED.clear()
    pos = parse_desk("1,5,0,0,0,5,6,1,5,1,0,0,5,7", "A")  # off the book
    assert coach.foresee(pos, 1, StepClock(), nodes=64_000) is None
    assert asked == [64_000 if compiled else 64_000 // coach.PURE_SLOWER]
