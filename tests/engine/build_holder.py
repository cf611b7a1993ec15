"""A fake builder for the tests of the build lock: another process that holds a build lock until told, or killed."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# holds the build lock of argv[1], says "held", and lets it go when a line comes (or it is killed)
HOLDER = ("import sys\nsys.path.insert(0, sys.argv[2])\nfrom pathlib import Path\n"
          "from engine.files.lock import build_lock\n"
          "with build_lock(Path(sys.argv[1])):\n    print('held', flush=True)\n    sys.stdin.readline()\n"
          "print('let go', flush=True)\n")


def hold(path: Path) -> subprocess.Popen:
    """A process holding ``path``'s build lock (it has said so when this returns)."""
    child = subprocess.Popen([sys.executable, "-c", HOLDER, str(path), str(ROOT)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stdout.readline() == "held\n"
    return child


def let_go(child: subprocess.Popen) -> None:
    """The holder lets the lock go and ends."""
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write("\n")
    child.stdin.flush()
    assert child.stdout.readline() == "let go\n"
    child.wait()
