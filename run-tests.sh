#!/usr/bin/env bash
# Installs what the tests need into .venv (first run only, or when pyproject.toml changed),
# runs the guards (ruff's lint and format check, mypy; any failure stops here) and then the
# whole test suite. Extra arguments go to pytest.
# The store's tests also run on PostgreSQL: a throwaway server is started for the run (and
# Debian's postgresql package installed with apt-get if missing, then initdb and pg_ctl run
# as an unprivileged user; see db/pgserver.py), or
# SALON_TEST_POSTGRES=postgresql://user@/db?host=/socket/dir names an existing one. Debian's
# chromium is installed the same way when missing (the game page's browser test).
# The suite runs on two worker processes (pytest-xdist); `-n 0` after it runs it in one.
set -euo pipefail
cd "$(dirname "$0")"
. ./venv.sh
venv_ready "[test]" test run-tests.sh
# The game page's browser test drives Debian's chromium (Playwright with the system browser:
# nothing is downloaded from elsewhere); install it when it is missing, as root or with sudo.
if ! command -v chromium >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo -n"
  { $sudo apt-get update -qq && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium; } >/dev/null || {
    echo "Could not install Debian's chromium with apt-get (the game page's browser test needs it): install the package chromium, then run ./run-tests.sh again." >&2
    exit 1
  }
fi
.venv/bin/ruff check --quiet .
.venv/bin/ruff format --check --quiet .
.venv/bin/mypy
exec .venv/bin/python -m pytest -n 2 --dist worksteal --durations=25 "$@"
