"""A task of a heavy job as a Dask worker runs it (engine/cluster/jobs.py): the one function the cluster is handed.

The scheduler unpickles each task it is sent, and a worker started by ``dask worker`` finds ``arsac_arcade`` (the
project installed) but not ``engine`` nor ``games`` by their short names; so a task travels as this module's
``run``, the name of the project's function it calls (``module:function``) and its argument pickled by the client:
``run`` puts the project's own packages first (``use_own_packages``), then hands them to the engine's
``engine.cluster.worker.call``, which unpickles the argument and calls the function.  The engine never imports this
package: the distribution names ``run`` among the entry points of the group ``arsac_arcade.task_runner``
(``pyproject.toml``), where the engine finds it.  The result goes back pickled as usual (the client has the
project's packages)."""
from __future__ import annotations

from typing import Any

from arsac_arcade import use_own_packages


def run(function: str, argument: bytes) -> Any:
    """``module:function`` called with the unpickled ``argument``."""
    use_own_packages()
    from engine.cluster.worker import call

    return call(function, argument)
