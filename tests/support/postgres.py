"""Fixtures for tests on PostgreSQL: one server for the whole run, a fresh schema per test.

The server is the one in SALON_TEST_POSTGRES (``postgresql://user@/db?host=/socket/dir``)
or, without it, a throwaway server started for the run (db.pgserver: installed with
apt-get if missing, run as a non-root user, stopped at the end). It is started only
when a test asks for it, and it never skips: a machine that cannot run it fails.
tests/conftest.py imports the fixtures for every folder (imported into two conftest.py files,
they would be two fixtures, and a worker would start two servers).
"""

from __future__ import annotations

import pytest

from db import pgserver

ENVIRONMENT = "SALON_TEST_POSTGRES"


@pytest.fixture(scope="session")
def postgres_server():
    """The URL of the run's PostgreSQL server."""
    with pgserver.server(ENVIRONMENT) as url:
        yield url


@pytest.fixture
def postgres_url(postgres_server):
    """The URL of an empty schema of its own on the run's server, for one test."""
    with pgserver.schema(postgres_server) as url:
        yield url
