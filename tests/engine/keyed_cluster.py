"""A Dask cluster on 127.0.0.1 that lets in only the holders of its key, for the tests of the cluster's TLS: the key is
Dask's own (``Security.temporary()``: a self-signed certificate, its own authority), written to files as a person's
would be, and the scheduler and its workers read those files as ``dask scheduler --tls-ca-file ...`` does."""
import logging
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from engine.cluster.security import Keys


def key_files(folder: Path) -> Keys:
    """A new key written to ``folder``: the files a job shows the scheduler."""
    from distributed.security import Security

    key = Security.temporary()
    folder.mkdir(parents=True, exist_ok=True)
    files = {"ca.pem": key.tls_ca_file, "cert.pem": key.tls_client_cert, "key.pem": key.tls_client_key}
    for name, text in files.items():
        (folder / name).write_text(text, encoding="ascii")
    return Keys(str(folder / "ca.pem"), str(folder / "cert.pem"), str(folder / "key.pem"))


@contextmanager
def keyed_cluster(keys: Keys, workers: int) -> Iterator[str]:
    """A scheduler and ``workers`` worker processes of one thread on 127.0.0.1, speaking TLS with ``keys``' files;
    the scheduler's ``tls://`` address."""
    from distributed import LocalCluster
    from distributed.security import Security

    roles = {f"tls_{role}_{part}": path for role in ("scheduler", "worker", "client")
             for part, path in (("cert", keys.cert), ("key", keys.key))}
    security = Security(require_encryption=True, tls_ca_file=keys.ca_file, **roles)
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1", protocol="tls",
                      security=security, dashboard_address="127.0.0.1:0", silence_logs=logging.ERROR) as cluster:
        yield cluster.scheduler_address


def keyed_scheduler(tmp_path_factory: pytest.TempPathFactory, workers: int) -> Iterator[tuple[str, Keys]]:
    """A module's fixture: a keyed cluster of ``workers`` on a new key, its address and the key (skipped without the
    extra ``cluster``)."""
    pytest.importorskip("distributed")
    keys = key_files(tmp_path_factory.mktemp("key"))
    with keyed_cluster(keys, workers) as address:
        yield address, keys
