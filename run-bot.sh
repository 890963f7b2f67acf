#!/usr/bin/env bash
# Installs what the bot needs into .venv (first run only, or when pyproject.toml changed)
# and starts Salon with the token from .env (see .env.example). Extra arguments go to `python -m bot`.
set -euo pipefail
cd "$(dirname "$0")"
. ./venv.sh
venv_ready "" bot run-bot.sh
[ -f .env ] || { install -m 600 .env.example .env; echo "Created .env from .env.example: put your bot token after DISCORD_TOKEN= in $PWD/.env, then run ./run-bot.sh again."; exit 2; }
exec .venv/bin/python -m bot "$@"
