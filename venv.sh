# Sourced by run-bot.sh and run-tests.sh: `venv_ready EXTRAS NAME` creates .venv and installs
# Salon with EXTRAS (e.g. "[test]", or "" for the bot alone) on the first run, and again whenever
# pyproject.toml changed since (the stamp .venv/.installed-NAME says when it last did).
venv_ready() {
  local extras="$1" stamp=".venv/.installed-$2"
  python3 -m venv .venv >/dev/null 2>&1 || { [ -x .venv/bin/python ] || { echo "python3 with venv is needed (Python 3.11+)"; exit 1; }; }
  if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
    .venv/bin/python -m pip install --quiet --upgrade pip
    .venv/bin/python -m pip install --quiet -e ".$extras"
    touch "$stamp"
  fi
}
