#!/usr/bin/env bash
# Installs what the tests need into .venv (first run only, or when pyproject.toml changed)
# and runs the whole test suite. Extra arguments go to pytest.
# The store's tests also run on PostgreSQL: a throwaway server is started for the run (and
# Debian's postgresql package installed with apt-get if missing, then initdb and pg_ctl run
# as an unprivileged user; see db/pgserver.py), or
# SALON_TEST_POSTGRES=postgresql://user@/db?host=/socket/dir names an existing one.
# The suite runs on two worker processes (pytest-xdist); `-n 0` after it runs it in one.
set -euo pipefail
cd "$(dirname "$0")"
python3 -m venv .venv >/dev/null 2>&1 || { [ -x .venv/bin/python ] || { echo "python3 with venv is needed (Python 3.11+)"; exit 1; }; }
stamp=.venv/.installed-test
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -e ".[test]"
  touch "$stamp"
fi
exec .venv/bin/python -m pytest -n 2 --dist worksteal "$@"
