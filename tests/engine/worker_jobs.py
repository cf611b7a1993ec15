"""Jobs for the worker tests: a job that hangs in its first process, so a test can kill that one."""
import os
import time
from pathlib import Path

from engine.workers.computer import Job


def hang_the_first_time(flag: str, job: Job):
    """The first call writes its process id to ``flag`` and never returns; later calls run ``job``."""
    path = Path(flag)
    if not path.exists():
        path.write_text(str(os.getpid()))
        while True:
            time.sleep(3600)
    return job.run()
