"""What a task knows of the Dask worker running it (pure; ``distributed`` imported only when asked), and ``call``:
a task as the installation's runner hands it over on the worker (engine/cluster/jobs.py)."""
from __future__ import annotations

import importlib
import importlib.util
import pickle
from typing import Any


def call(function: str, argument: bytes) -> Any:
    """``module:function`` called with the unpickled ``argument`` (the project's packages already found)."""
    module, name = function.split(":")
    return getattr(importlib.import_module(module), name)(pickle.loads(argument))


def memory_limit_megabytes() -> int | None:
    """The memory limit of the Dask worker running this task, in MB; None outside a worker, with no limit, or
    without ``distributed``."""
    if importlib.util.find_spec("distributed") is None:
        return None
    from distributed import get_worker

    try:
        limit = get_worker().memory_manager.memory_limit
    except (ValueError, AttributeError):  # not in a worker
        return None
    return int(limit) >> 20 if limit else None
