"""What a task knows of the Dask worker running it (pure; ``distributed`` imported only when asked)."""
from __future__ import annotations

import importlib.util


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
