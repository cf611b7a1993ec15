"""How much a computer player may think (pure): level, and optional depth, nodes, seconds.

The clock is a field, so a search reads time only through the function it is given
and a test can pass a fake one.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Limit:
    level: int = 5
    seconds: float | None = None
    depth: int | None = None
    nodes: int | None = None
    clock: Callable[[], float] = field(default=time.monotonic, compare=False)
