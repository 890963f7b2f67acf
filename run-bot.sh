#!/usr/bin/env bash
# Installs what the bot needs into .venv (first run only, or when pyproject.toml changed)
# and starts Salon with the token from .env (see .env.example). Extra arguments go to `python -m bot`.
set -euo pipefail
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || python3 -m venv .venv >/dev/null 2>&1 || {
  echo "Salon needs python3 (3.11 or newer) with venv: install it (Debian/Ubuntu: apt install python3-venv), then run ./run-bot.sh again." >&2
  rm -rf .venv
  exit 1
}
stamp=.venv/.installed-bot
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  { .venv/bin/python -m pip install --quiet --upgrade pip && .venv/bin/python -m pip install --quiet -e .; } || {
    echo "Could not install what Salon needs (pip's reason is above): check the internet connection, then run ./run-bot.sh again." >&2
    exit 1
  }
  touch "$stamp"
fi
[ -f .env ] || { cp .env.example .env; echo "Created .env from .env.example: put your bot token after DISCORD_TOKEN= in $PWD/.env, then run ./run-bot.sh again."; exit 2; }
exec .venv/bin/python -m bot "$@"
