"""Salon's own processes, started as an admin starts them."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path


def web_process(*args: str, cwd: Path, env: dict[str, str]) -> subprocess.Popen[str]:
    """`python -m bot web ARGS` in `cwd` with the environment `env`, its output and its log read as text."""
    return subprocess.Popen(
        [sys.executable, "-m", "bot", "web", *args],
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_interruptible,
    )


def _interruptible() -> None:
    """Ctrl-C stops the process even where the suite itself was started with it ignored (a shell
    runs a job it puts in the background so, and Python keeps an ignored SIGINT ignored)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
