#!/usr/bin/env bash
# Installs what the tests need into .venv (first run only, or when pyproject.toml changed),
# runs the guards (ruff's lint and format check, mypy; any failure stops here) and then the
# whole test suite. Extra arguments go to pytest.
# The store's tests also run on PostgreSQL: a throwaway server is started for the run (and
# Debian's postgresql package installed with apt-get if missing, then initdb and pg_ctl run
# as an unprivileged user; see db/pgserver.py), or
# SALON_TEST_POSTGRES=postgresql://user@/db?host=/socket/dir names an existing one.
# The suite runs on two worker processes (pytest-xdist); `-n 0` after it runs it in one.
set -euo pipefail
cd "$(dirname "$0")"
. ./venv.sh
venv_ready "[test]" test run-tests.sh
.venv/bin/ruff check --quiet .
.venv/bin/ruff format --check --quiet .
.venv/bin/mypy
exec .venv/bin/python -m pytest -n 2 --dist worksteal "$@"
