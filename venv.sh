# Sourced by run-bot.sh and run-tests.sh: `venv_ready EXTRAS NAME` creates .venv and installs
# Salon with EXTRAS (e.g. "[test]", or "" for the bot alone) on the first run, and again whenever
# pyproject.toml changed since (the stamp .venv/.installed-NAME says when it last did).
venv_ready() {
  local extras="$1" stamp=".venv/.installed-$2" again="./$3"
  [ -x .venv/bin/python ] || python3 -m venv .venv >/dev/null 2>&1 || {
    echo "Salon needs python3 (3.11 or newer) with venv: install it (Debian/Ubuntu: apt install python3-venv), then run $again again." >&2
    rm -rf .venv
    exit 1
  }
  if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
    { .venv/bin/python -m pip install --quiet --upgrade pip && .venv/bin/python -m pip install --quiet -e ".$extras"; } || {
      echo "Could not install what Salon needs (pip's reason is above): check the internet connection, then run $again again." >&2
      exit 1
    }
    touch "$stamp"
  fi
}
