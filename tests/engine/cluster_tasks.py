"""Tasks for the tests of engine/cluster: module-level functions a worker imports by name."""
import os
import signal
from pathlib import Path


def square(n: int) -> int:
    return n * n


def dies_once(marker: str) -> int:
    """The worker's process killed the first time (the marker made first), its process id the next."""
    path = Path(marker)
    if not path.exists():
        path.write_text("killed", encoding="ascii")
        os.kill(os.getpid(), signal.SIGKILL)
    return os.getpid()
