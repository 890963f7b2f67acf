#!/usr/bin/env bash
# Installs what the bot needs into .venv (first run only, or when pyproject.toml changed)
# and starts Salon with the token from .env (see .env.example). Extra arguments go to `python -m bot`.
set -euo pipefail
cd "$(dirname "$0")"
python3 -m venv .venv >/dev/null 2>&1 || { [ -x .venv/bin/python ] || { echo "python3 with venv is needed (Python 3.11+)"; exit 1; }; }
stamp=.venv/.installed-bot
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -e .
  touch "$stamp"
fi
[ -f .env ] || { cp .env.example .env; echo "Created .env from .env.example: put your bot token in it, then run this again."; exit 2; }
exec .venv/bin/python -m bot "$@"
