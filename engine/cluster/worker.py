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


def _worker() -> Any:
    """The Dask worker running this task; None outside a worker, or without ``distributed``."""
    if importlib.util.find_spec("distributed") is None:
        return None
    from distributed import get_worker

    try:
        return get_worker()
    except ValueError:  # not in a worker
        return None


def address() -> str | None:
    """The address of the Dask worker running this task (where ``Tasks.results``' ``near`` sends a task); None
    outside a worker."""
    found = _worker()
    return None if found is None else str(found.address)


def threads() -> int | None:
    """The threads of the Dask worker running this task (what one task may use); None outside a worker."""
    found = _worker()
    return None if found is None else int(found.state.nthreads)


def memory_limit_megabytes() -> int | None:
    """The memory limit of the Dask worker running this task, in MB; None outside a worker, with no limit, or
    without ``distributed``."""
    found = _worker()
    limit = None if found is None else getattr(getattr(found, "memory_manager", None), "memory_limit", None)
    return int(limit) >> 20 if limit else None
