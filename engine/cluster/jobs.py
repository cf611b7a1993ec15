"""Tasks of a heavy job on a Dask cluster (``distributed``, the optional extra ``cluster``), or in this process.

A job takes ``--scheduler ADDRESS`` (any running cluster: ``dask scheduler`` on one machine, ``dask worker
ADDRESS`` on each of the others; one of several machines speaks TLS, its ``tls://`` address given with the cluster's
key, ``--tls-ca-file``, ``--tls-cert`` and ``--tls-key``, and a plain ``tcp://`` one beyond the loopback is refused
unless ``--insecure``: engine/cluster/security.py) or ``--workers N`` (a local cluster of N worker processes, the
machine's cores by default, one task at a time each (a core each), speaking TLS with a temporary key and listening, its
pages too, on 127.0.0.1 only; 0: the tasks run one after another in this process, without Dask)::

    add_arguments(parser)
    with session(place_of(parser.parse_args())) as tasks:
        for item, result in tasks.results(prove, positions):   # as they complete, in any order
            ...                                                # written at once: a stopped job keeps it

A task is a module-level function of the project, of one argument: it travels by name, its argument pickled by the
client, through the task runner the installed project names among the entry points of the group ``RUNNERS``
(``arsac_arcade.tasks:run``, which puts the project's own packages first and calls ``worker.call``: the scheduler
and the workers need only the project installed, not its short names on their path; the engine never imports the
application above it, it reads the runner as the registry reads the entries); the result comes back pickled.
``results`` hands each worker one task a thread, no more (so a task waits for a free worker, never in a busy one's
queue), choosing among the items waiting (a list's all, a ``Backlog``'s all as the job adds them, in its order; an
iterator's next twice the threads, taken as it goes: it may be endless, and stop reading and the tasks in flight are
cancelled) one whose ``near`` is that worker, else one sent to no worker alive, else the first; without ``near``, two
a thread (``HELD``: the next waits there while the first runs), an iterator's items taken as late as can be (one made
then may carry what the results before it brought). A worker lost midway loses only its task, which the scheduler
runs again elsewhere; a cluster gone raises ``ClusterGone``. ``distributed`` is imported only when a
session on a cluster starts: without it, a job given neither option runs in this process (saying so), and one given
either fails with ``ClusterMissing``.
"""
from __future__ import annotations

import argparse
import heapq
import importlib.util
import logging
import os
import pickle
import sys
from collections.abc import Callable, Iterable, Iterator, Sized
from concurrent.futures import CancelledError
from contextlib import contextmanager
from dataclasses import dataclass
from importlib import metadata
from itertools import islice
from typing import Any, Generic, TextIO, TypeVar

from engine.cluster import security
from engine.cluster.security import ClusterRefused, Keys
from engine.language.translation import _, ngettext

T = TypeVar("T")
R = TypeVar("R")
INSTALL = 'pip install -e ".[cluster]"'
CONNECT_SECONDS = 20  # how long a job tries to reach the scheduler it is given
# a local cluster's settings (its workers take them): no sampling profiler or GIL monitor beside the proofs, and no
# work stealing (``results`` hands each worker its tasks, one a thread)
QUIET = {"distributed.worker.profile.enabled": False, "distributed.admin.system-monitor.gil.enabled": False,
         "distributed.scheduler.work-stealing": False}
# the tasks a worker's thread holds when no ``near`` chooses between them: the one it runs and the next, sent to wait
# there while the first runs (no worker idles while a result comes back and the next task goes out)
HELD = 2
RUNNERS = "arsac_arcade.task_runner"  # the entry points of Python packaging naming the function a worker is handed
Runner = Callable[[str, bytes], Any]  # a task's function as ``module:function`` and its argument pickled -> its result


class ClusterMissing(RuntimeError):
    """A cluster was asked for and Dask's ``distributed`` is not installed, or no task runner is (``runner``)."""


class ClusterGone(RuntimeError):
    """The scheduler could not be reached, or went away while tasks were in flight."""


@dataclass(frozen=True)
class Place:
    """Where the tasks run: on the running scheduler at ``scheduler`` (shown ``keys``, the cluster's TLS files: None,
    Dask's own settings; a plain one beyond the loopback only if ``insecure``), else on a local cluster of ``workers``
    processes (None: the machine's cores; 0: in this process, without Dask)."""

    scheduler: str | None = None
    workers: int | None = None
    keys: Keys | None = None
    insecure: bool = False


def cores() -> int:
    """The machine's cores (those this process may use)."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def available() -> bool:
    """Whether Dask's ``distributed`` is installed."""
    return importlib.util.find_spec("distributed") is not None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``--scheduler ADDRESS`` and ``--workers N``, one or the other, and the scheduler's key (security.py)."""
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--scheduler", metavar="ADDRESS",
                       help=_("a running Dask scheduler's address to run the tasks on (tls://host:port with the "
                              "cluster's key; tcp:// on this machine only)"))
    where.add_argument("--workers", type=int, metavar="N",
                       help=_("start a local Dask cluster of N worker processes (default: the machine's cores; "
                              "0: run the tasks in this process)"))
    security.add_arguments(parser)


def place_of(args: argparse.Namespace) -> Place:
    """The place ``add_arguments``' options name."""
    if args.workers is not None and args.workers < 0:
        raise ValueError(_("--workers takes 0 or more, not {n}").format(n=args.workers))
    keys = security.keys_of(args)
    if args.scheduler is None and (keys is not None or args.insecure):
        raise ValueError(_("--tls-ca-file, --tls-cert, --tls-key and --insecure go with --scheduler (a local cluster "
                           "makes its own key)"))
    return Place(args.scheduler, args.workers, keys, args.insecure)


class Backlog(Generic[T]):
    """The items of a job that learns its tasks as it goes, for ``results``: the job adds items (``add``) as results
    come back; the tasks end when it is empty and no task is in flight.  Taken by ``order`` (a key: the least
    first), the first added first between equals."""

    def __init__(self, order: Callable[[T], Any] = lambda item: 0) -> None:
        self.order = order
        self.heap: list[tuple[Any, int, T]] = []
        self.added = 0

    def add(self, items: Iterable[T]) -> None:
        for item in items:
            heapq.heappush(self.heap, (self.order(item), self.added, item))
            self.added += 1

    def sort(self, items: list[T]) -> None:
        """``items`` taken from here put back in the backlog's order (stable)."""
        items.sort(key=self.order)

    def __len__(self) -> int:
        return len(self.heap)

    def __iter__(self) -> Iterator[T]:
        return self

    def __next__(self) -> T:
        if not self.heap:
            raise StopIteration
        return heapq.heappop(self.heap)[2]


class Tasks:
    """Tasks run one after another in this process (``Place(workers=0)``, or no Dask and no option given)."""

    where = "this process"
    dashboard: str | None = None

    def results(self, function: Callable[[T], R], items: Iterable[T],
                near: Callable[[T], str | None] | None = None) -> Iterator[tuple[T, R]]:
        """Each item with ``function(item)``; ``near(item)``: the worker (its address) that should run it, where what
        that worker keeps serves it (another runs it when that one is busy or gone); None: any."""
        for item in items:
            yield item, function(item)

    def run(self, function: Callable[[T], R], item: T) -> R:
        """``function(item)`` as one task, waited for."""
        return next(iter(self.results(function, [item])))[1]

    def everywhere(self, function: Callable[[T], R], item: T) -> R:
        """``function(item)`` run by every worker at once (what each keeps then serves its next tasks), waited for:
        the result of the first (the same everywhere).  In this process, once."""
        return self.run(function, item)


def runner() -> Runner:
    """The function a worker is handed for every task: the one the installed project names in ``RUNNERS``."""
    found = sorted(metadata.entry_points(group=RUNNERS), key=lambda point: (point.name, point.value))
    if not found:
        raise ClusterMissing(_("no task runner is installed for a cluster (the entry points {group}): {install}").format(
            group=RUNNERS, install=INSTALL))
    return found[0].load()


class ClusterTasks(Tasks):
    """Tasks run by a Dask cluster's workers, through ``client``, each handed to ``runner``."""

    def __init__(self, client: Any, where: str, runner: Runner) -> None:
        self.client = client
        self.where = where
        self.runner = runner
        self.dashboard = _dashboard(client)

    def results(self, function: Callable[[T], R], items: Iterable[T],
                near: Callable[[T], str | None] | None = None) -> Iterator[tuple[T, R]]:
        from distributed import as_completed

        name = f"{_module_of(function)}:{function.__qualname__}"
        pending = iter(items)
        queued: list[T] = []  # taken from the items, not handed to a worker yet
        flying: dict[str, tuple[Any, T, str]] = {}  # each task's key: its future, its item, the worker handed it
        waiting = as_completed()
        try:
            while True:
                workers = self.client.nthreads()
                depth = 1 if near is not None else HELD
                ahead = len(queued) + len(items) if isinstance(items, Sized) else 2 * max(1, sum(workers.values()))
                taken = len(queued)
                queued.extend(islice(pending, max(0, ahead - len(queued))))
                if isinstance(items, Backlog) and len(queued) > taken:  # items just added: the backlog's order again
                    items.sort(queued)
                for address in _free(workers, flying.values(), depth):
                    if not queued:
                        break
                    item = queued.pop(_pick(queued, address, near, workers))
                    future = self._submit(name, item, address)
                    flying[future.key] = (future, item, address)
                    waiting.add(future)
                if not flying:
                    if not queued:
                        return
                    self._wait_for_a_worker()
                    continue
                future = next(waiting)
                try:
                    result = future.result()
                except (OSError, TimeoutError, CancelledError) as error:
                    raise _gone(error) from error
                yield flying.pop(future.key)[1], result
                future.release()
        finally:
            waiting.clear()
            if flying:
                self.client.cancel([future for future, _item, _address in flying.values()])

    def _wait_for_a_worker(self) -> None:
        """Back when a worker is there (one killed gives way to the one its nanny starts), else ``ClusterGone``."""
        try:
            self.client.wait_for_workers(1, timeout=CONNECT_SECONDS)
        except (OSError, TimeoutError) as error:
            raise _gone(error) from error

    def everywhere(self, function: Callable[[T], R], item: T) -> R:
        name = f"{_module_of(function)}:{function.__qualname__}"
        futures = [self._submit(name, item, address) for address in self.client.nthreads()]
        try:
            results = self.client.gather(futures)
        except (OSError, TimeoutError, CancelledError) as error:
            raise _gone(error) from error
        return results[0]

    def _submit(self, name: str, item: Any, near: str | None) -> Any:
        """A task of ``name`` on ``item``, run by the worker at ``near`` when it can (else by any)."""
        where = {} if near is None else {"workers": [near], "allow_other_workers": True}
        return self.client.submit(self.runner, name, pickle.dumps(item), pure=False, **where)



def _free(workers: dict[str, int], flying: Iterable[tuple[Any, Any, str]], depth: int = 1) -> list[str]:
    """A worker's address (of ``workers``, each with its threads) for each place free of the ``depth`` a thread
    may hold that no task in ``flying`` takes."""
    held: dict[str, int] = {}
    for _future, _item, address in flying:
        held[address] = held.get(address, 0) + 1
    return [address for address, threads in workers.items()
            for _ in range(max(0, threads * depth - held.get(address, 0)))]


def _pick(queued: list[T], address: str, near: Callable[[T], str | None] | None, workers: dict[str, int]) -> int:
    """The index in ``queued`` of the item to hand the free worker at ``address``: the first one ``near`` sends
    there, else the first one it sends to no worker alive (of ``workers``), else the first: a worker is never left
    idle while items wait."""
    if near is None:
        return 0
    homes = [near(item) for item in queued]
    return next((index for index, home in enumerate(homes) if home == address),
                next((index for index, home in enumerate(homes) if home not in workers), 0))


def _gone(error: BaseException) -> ClusterGone:
    """What a job hears when its tasks' results can no longer come (the scheduler or every worker gone)."""
    return ClusterGone(_("the cluster is gone: {error}").format(error=error or type(error).__name__))


def _module_of(function: Callable[..., Any]) -> str:
    """The name a worker imports ``function``'s module by (a module run with ``python -m`` is ``__main__`` here)."""
    module = function.__module__
    if module == "__main__":
        spec = getattr(sys.modules["__main__"], "__spec__", None)
        if spec is None:
            raise ValueError(f"{function.__qualname__}: a task's function lives in a module a worker can import")
        module = spec.name
    return module


def _dashboard(client: Any) -> str | None:
    """The dashboard's address, when the scheduler serves one (its pages need bokeh, looked for here)."""
    if importlib.util.find_spec("bokeh") is None:
        return None
    try:
        services = client.scheduler_info().get("services", {})
        return client.dashboard_link if "dashboard" in services else None
    except (OSError, ValueError, KeyError):
        return None


@contextmanager
def session(place: Place, stream: TextIO | None = None) -> Iterator[Tasks]:
    """The tasks' session at ``place``, its cluster stopped (a local one) or left (a scheduler's) at the end; a
    line on ``stream`` says where the tasks run (and the dashboard's address).  A scheduler refused by
    ``security.check``, or one that turns the job away, raises ``ClusterRefused`` before any task."""
    if place.scheduler is not None:
        security.check(place.scheduler, place.keys, place.insecure)
    if place.workers == 0 or (place.scheduler is None and place.workers is None and not available()):
        if place.workers is None and stream is not None:
            stream.write(_("Dask's distributed is not installed ({install}): the tasks run in this process\n")
                         .format(install=INSTALL))
        yield Tasks()
        return
    if not available():
        raise ClusterMissing(_("a cluster needs Dask's distributed: {install}").format(install=INSTALL))
    handed = runner()
    import dask
    from distributed import Client, LocalCluster
    from distributed.comm.core import CommClosedError
    from distributed.security import Security

    logging.getLogger("distributed").setLevel(logging.ERROR)
    if place.scheduler is not None:
        shown = security.client_security(place.scheduler, place.keys)
        try:
            client = Client(place.scheduler, timeout=f"{CONNECT_SECONDS}s", security=shown)
        except CommClosedError as error:  # a TLS handshake refused, or a plain hello cut short by a TLS scheduler
            raise ClusterRefused(_("the scheduler at {address} turned this job away ({error}): a cluster with TLS lets "
                                   "in only the holders of its key (its tls:// address, --tls-ca-file, --tls-cert, "
                                   "--tls-key)").format(address=place.scheduler, error=error)) from error
        except OSError as error:
            raise ClusterGone(_("no scheduler answers at {address}: {error}").format(
                address=place.scheduler, error=error)) from error
        with client:
            tasks = ClusterTasks(client, _("the scheduler at {address}").format(address=place.scheduler), handed)
            _say(stream, tasks)
            yield tasks
        return
    workers = place.workers or cores()
    try:
        key = Security.temporary()  # made here, in memory, for this run's cluster alone
    except ImportError as error:
        raise ClusterMissing(_("a local cluster's temporary key needs the cryptography package: {install}").format(
            install=INSTALL)) from error
    with dask.config.set(QUIET), LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,  # a core each
                      host="127.0.0.1",  # its web pages too
                      protocol="tls", security=key, dashboard_address="127.0.0.1:0",
                      silence_logs=logging.ERROR) as cluster, Client(cluster) as client:
        tasks = ClusterTasks(client, ngettext("a local cluster of {n} worker", "a local cluster of {n} workers", workers).format(
            n=workers), handed)
        _say(stream, tasks)
        yield tasks


def _say(stream: TextIO | None, tasks: Tasks) -> None:
    if stream is None:
        return
    line = _("the tasks run on {where}").format(where=tasks.where)
    if tasks.dashboard:
        line += _(", dashboard: {address}").format(address=tasks.dashboard)
    stream.write(line + "\n")
    stream.flush()
