"""Words the duels' coaches share (pure)."""
from __future__ import annotations

from engine.language.translation import _


def joined(first: str, then: str) -> str:
    """Two parts of a reason, one after the other ("it evens every binary column; odd after yours: column 8")."""
    return _("{first}; {then}").format(first=first, then=then)
