"""Which optional compiled cores this install runs (pure), and the words the arcade says them in.

``compiled_cores()`` is the one answer: the ``about`` command (its JSON and its words), ``--version``, the
About screen and Kalah's warnings where its level Perfect or a proof may be slow all read it.  The cores:
Kalah's search and endgame tables (games/kalah/_kalahc.c), the puzzles' searches (games/shared/_searchc.c)
and the pentominoes' (games/pentominoes/_pentoc.c); each has a pure Python path that serves without it.
"""
from __future__ import annotations

from collections.abc import Mapping

from engine.language.translation import N_, _

NAMES = {"kalah": N_("Kalah"), "searches": N_("puzzles' searches"), "pentominoes": N_("pentominoes")}


def compiled_cores() -> dict[str, bool]:
    """Whether each optional core runs compiled here: ``{"kalah": …, "searches": …, "pentominoes": …}``."""
    from games.kalah import ai  # imported when asked: no entry's module loads another entry's at import
    from games.pentominoes import fast
    from games.shared import fast_core

    return {"kalah": ai.COMPILED, "searches": fast_core.compiled() is not None, "pentominoes": fast.CORE is not None}


def in_words(cores: Mapping[str, bool]) -> str:
    """``cores`` in the language spoken: "Compiled cores: Kalah, ….", "Pure Python (slower): …." for those
    missing, and what a missing Kalah core costs."""
    def listed(compiled: bool) -> str:
        return ", ".join(_(NAMES[name]) for name, built in cores.items() if built == compiled)

    said = [text.format(names=names) for text, names in ((_("Compiled cores: {names}."), listed(True)),
                                                          (_("Pure Python (slower): {names}."), listed(False))) if names]
    if not cores["kalah"]:
        said.append(_("Without the compiled Kalah core, a turn of its level Perfect past the book may take minutes."))
    return " ".join(said)
