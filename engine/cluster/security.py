"""The cluster's key: a heavy job's TLS options, the check of the scheduler's address, and the security a client shows.

Anyone who reaches a plain ``tcp://`` scheduler can hand its workers any Python to run, so a cluster of several
machines speaks TLS (Dask's own ``distributed.security.Security``): its scheduler, its workers and each job hold a
certificate signed by the cluster's authority, and the scheduler lets in no one else (docs/building.md's recipe makes
them). A job names the scheduler by its ``tls://`` address and shows its files, ``--tls-ca-file``, ``--tls-cert`` and
``--tls-key`` (without them, Dask's own settings ``distributed.comm.tls.ca-file`` and ``distributed.comm.tls.client``);
a ``tcp://`` scheduler is refused beyond the loopback unless ``--insecure`` says it is meant. ``distributed`` is
imported only when a session asks for a client's security (``client_security``).
"""
from __future__ import annotations

import argparse
import ipaddress
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from engine.language.translation import _

KEYED = "tls"  # the scheme of a scheduler that lets in only the holders of the cluster's key
LOOPBACK_NAMES = ("localhost",)


class ClusterRefused(RuntimeError):
    """The scheduler turned the job away (its key is not the cluster's), or the job refuses the scheduler's address
    (plain ``tcp://`` beyond the loopback), or the job's own TLS files are wrong."""


@dataclass(frozen=True)
class Keys:
    """The TLS files a job shows the scheduler: the cluster authority's certificate, the job's certificate signed by
    it, and the job's private key (None: in the certificate's file)."""

    ca_file: str
    cert: str
    key: str | None = None

    def files(self) -> dict[str, str]:
        """Each option's file, as given."""
        named = {"--tls-ca-file": self.ca_file, "--tls-cert": self.cert, "--tls-key": self.key}
        return {option: path for option, path in named.items() if path is not None}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``--tls-ca-file``, ``--tls-cert``, ``--tls-key`` and ``--insecure``."""
    parser.add_argument("--tls-ca-file", metavar="FILE",
                        help=_("with a tls:// scheduler: the cluster's certificate authority (PEM) the scheduler's "
                               "certificate is checked against"))
    parser.add_argument("--tls-cert", metavar="FILE",
                        help=_("with a tls:// scheduler: this job's certificate (PEM), signed by the cluster's authority"))
    parser.add_argument("--tls-key", metavar="FILE",
                        help=_("with a tls:// scheduler: this job's private key (PEM; not needed when it is in the "
                               "certificate's file)"))
    parser.add_argument("--insecure", action="store_true",
                        help=_("run on a plain tcp:// scheduler on another machine all the same (anyone who reaches "
                               "it can run any Python on its workers)"))


def keys_of(args: argparse.Namespace) -> Keys | None:
    """The files ``add_arguments``' options name (None: none given, Dask's own settings hold)."""
    if args.tls_ca_file is None and args.tls_cert is None and args.tls_key is None:
        return None
    if args.tls_ca_file is None or args.tls_cert is None:
        raise ValueError(_("--tls-ca-file and --tls-cert go together (and --tls-key, unless the key is in the "
                           "certificate's file)"))
    return Keys(args.tls_ca_file, args.tls_cert, args.tls_key)


def is_keyed(address: str) -> bool:
    """Whether the scheduler at ``address`` speaks TLS (``tls://``)."""
    return _split(address)[0] == KEYED


def is_loopback(address: str) -> bool:
    """Whether ``address``'s host is this machine's loopback (127.0.0.0/8, ::1, localhost)."""
    host = _split(address)[1]
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def check(address: str, keys: Keys | None, insecure: bool) -> None:
    """Refuse (``ClusterRefused``) a scheduler a job should not run on: a plain one beyond the loopback, unless
    ``insecure``; and the TLS files given with a plain address, which would not be used."""
    if is_keyed(address):
        return
    if keys is not None:
        raise ClusterRefused(_("the TLS files go with the scheduler's tls:// address, not {address}").format(
            address=address))
    if not insecure and not is_loopback(address):
        raise ClusterRefused(_("{address} is a plain scheduler on another machine, where anyone who reaches it can run "
                               "any Python on its workers: give its tls:// address and the cluster's key "
                               "(--tls-ca-file, --tls-cert, --tls-key), or --insecure to run on it all the same").format(
                                   address=address))


def client_security(address: str, keys: Keys | None) -> Any:
    """The ``Security`` a job shows the scheduler at ``address``: ``keys``' files, else Dask's own settings; None
    for a plain address. A tls:// address without a key, or with files that are missing or do not load, is refused
    here, before any connection."""
    if not is_keyed(address):
        return None
    from distributed.security import Security

    if keys is not None:
        missing = [f"{option} {path}" for option, path in keys.files().items() if not Path(path).is_file()]
        if missing:
            raise ClusterRefused(_("no such file: {files}").format(files=", ".join(missing)))
        security = Security(require_encryption=True, tls_ca_file=keys.ca_file, tls_client_cert=keys.cert,
                            tls_client_key=keys.key)
    else:
        security = Security(require_encryption=True)
    shown = security.get_tls_config_for_role("client")
    if not shown["ca_file"] or not shown["cert"]:
        raise ClusterRefused(_("{address} lets in only the holders of the cluster's key: give --tls-ca-file, --tls-cert "
                               "and --tls-key (or Dask's settings distributed.comm.tls)").format(address=address))
    try:
        security.get_connection_args("client")  # loads the files: a bad one is said now
    except (OSError, ValueError) as error:
        raise ClusterRefused(_("the cluster's TLS files do not load: {error}").format(error=error)) from error
    return security


def _split(address: str) -> tuple[str, str]:
    """``address``'s scheme (``tcp`` when it has none, as for Dask) and host."""
    parts = urlsplit(address if "://" in address else f"tcp://{address}")
    return parts.scheme.lower(), (parts.hostname or "").lower()
