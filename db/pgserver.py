"""A throwaway PostgreSQL server for the tests and the benchmarks (never used by the bot).

``throwaway()`` starts one in a temporary directory — data, Unix socket and log —
listening on no TCP port, fast and not durable (fsync off), and stops and deletes it
when the block ends. It installs Debian's ``postgresql`` package with apt-get if no
server binaries are found. PostgreSQL refuses to run as root: as root the server
runs as the ``postgres`` user (created by the package).

``server(variable)`` uses the server named by an environment variable instead, when
it is set (``SALON_TEST_POSTGRES`` for the tests, ``SALON_BENCH_POSTGRES`` for the
benchmarks); ``schema(url)`` gives a fresh, empty schema on it for one test or run.

``python -m db.pgserver`` starts one and prints its URL until interrupted.
"""

from __future__ import annotations

import asyncio
import contextlib
import glob
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

SERVER_USER = "postgres"  # who runs the server when we are root
DATABASE = "salon"
FAST = "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"


class PgServerError(RuntimeError):
    pass


def binaries() -> Path:
    """The directory holding initdb and pg_ctl, installing the Debian package if there is none."""
    found = _find_binaries()
    if found is None:
        _install()
        found = _find_binaries()
    if found is None:
        raise PgServerError("no PostgreSQL server binaries (initdb, pg_ctl) even after installing 'postgresql'")
    return found


def _find_binaries() -> Path | None:
    on_path = shutil.which("initdb")
    candidates = [Path(on_path).resolve().parent] if on_path else []
    # Debian keeps the server binaries off PATH, one directory per major version
    candidates += [Path(p) for p in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True)]
    for directory in candidates:
        if (directory / "initdb").exists() and (directory / "pg_ctl").exists():
            return directory
    return None


def _install() -> None:
    if shutil.which("apt-get") is None:
        raise PgServerError("PostgreSQL is not installed and there is no apt-get to install it with")
    sudo = [] if os.geteuid() == 0 else ["sudo", "-n"]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    for command in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", "postgresql"]):
        done = subprocess.run(sudo + command, env=env, capture_output=True, text=True)
        if done.returncode != 0:
            raise PgServerError(f"{' '.join(command)} failed: {done.stderr.strip()[-500:]}")


def _run_as() -> str | None:
    """The user the server runs as: ourselves, or `postgres` when we are root."""
    if os.geteuid() != 0:
        return None
    try:
        pwd.getpwnam(SERVER_USER)
    except KeyError:
        subprocess.run(["useradd", "--system", "--no-create-home", SERVER_USER], check=True)
    return SERVER_USER


def _run(command: list[str], user: str | None) -> None:
    done = subprocess.run(command, user=user, capture_output=True, text=True, cwd="/")
    if done.returncode != 0:
        raise PgServerError(
            f"{Path(command[0]).name} failed ({done.returncode}): {(done.stderr or done.stdout)[-800:]}"
        )


@contextlib.contextmanager
def throwaway() -> Iterator[str]:
    """A running server for the duration of the block; yields its URL (database 'salon')."""
    bin_dir = binaries()
    user = _run_as()
    root = Path(tempfile.mkdtemp(prefix="salon-pg-"))
    data, socket_dir, log = root / "data", root / "run", root / "server.log"
    socket_dir.mkdir()
    if user is not None:
        info = pwd.getpwnam(user)
        for path in (root, socket_dir):
            os.chown(path, info.pw_uid, info.pw_gid)
    root.chmod(0o755)
    pg_ctl = [str(bin_dir / "pg_ctl"), "-D", str(data)]
    started = False
    try:
        _run(
            [
                str(bin_dir / "initdb"),
                "-D",
                str(data),
                "-U",
                "salon",
                "-A",
                "trust",
                "-E",
                "UTF8",
                "--no-sync",
                "--locale=C",
            ],
            user,
        )
        options = f"-k {socket_dir} -c listen_addresses='' {FAST}"
        _run(pg_ctl + ["-l", str(log), "-o", options, "-w", "-t", "60", "start"], user)
        started = True
        _run([str(bin_dir / "createdb"), "-h", str(socket_dir), "-U", "salon", DATABASE], user)
        yield f"postgresql://salon@/{DATABASE}?host={socket_dir}"
    finally:
        if started:
            subprocess.run(pg_ctl + ["-m", "immediate", "-w", "stop"], user=user, capture_output=True, cwd="/")
        shutil.rmtree(root, ignore_errors=True)


@contextlib.contextmanager
def server(variable: str) -> Iterator[str]:
    """The server whose URL is in the environment variable `variable`, else a throwaway one."""
    url = os.environ.get(variable, "").strip()
    if url:
        yield url
    else:
        with throwaway() as url:
            yield url


def with_settings(url: str, **settings: str) -> str:
    """`url` with extra query parameters (asyncpg passes unknown ones on as server settings)."""
    parts = urlsplit(url)
    query = dict(parse_qsl(parts.query)) | settings
    return urlunsplit(parts._replace(query=urlencode(query, safe="/")))


_names = itertools.count()


@contextlib.contextmanager
def schema(url: str, prefix: str = "t") -> Iterator[str]:
    """A new empty schema on the server of `url`, dropped afterwards; yields the URL that uses it."""
    name = f"{prefix}_{os.getpid()}_{next(_names)}"
    _execute(url, f"CREATE SCHEMA {name}")
    try:
        yield with_settings(url, search_path=name)
    finally:
        _execute(url, f"DROP SCHEMA IF EXISTS {name} CASCADE")


def _execute(url: str, statement: str) -> None:
    """One statement on its own connection, from any thread (even one with a running event loop)."""
    import asyncpg

    async def run() -> None:
        conn = await asyncpg.connect(url)
        try:
            await conn.execute(statement)
        finally:
            await conn.close()

    failure: list[BaseException] = []
    worker = threading.Thread(target=lambda: _capture(failure, lambda: asyncio.run(run())))
    worker.start()
    worker.join()
    if failure:
        raise failure[0]


def _capture(failure: list[BaseException], work) -> None:
    try:
        work()
    except BaseException as e:  # handed to the calling thread
        failure.append(e)


if __name__ == "__main__":
    with throwaway() as url:
        print(url, flush=True)
        try:
            input("PostgreSQL is running; press Enter (or Ctrl-C) to stop it.\n")
        except (KeyboardInterrupt, EOFError):
            pass
