# Sourced by run-bot.sh and run-tests.sh: `venv_ready EXTRAS NAME` creates .venv and installs
# Salon with EXTRAS (e.g. "[test]", or "" for the bot alone) on the first run, and again whenever
# pyproject.toml changed since (the stamp .venv/.installed-NAME says when it last did).
venv_ready() {
  local extras="$1" stamp=".venv/.installed-$2" again="./$3" what="what Salon needs"
  [ "$2" = test ] && what="what Salon's tests need"
  if [ ! -f "$stamp" ]; then
    echo "Installing $what into .venv (first run: a few minutes) …"
  elif [ pyproject.toml -nt "$stamp" ]; then
    echo "pyproject.toml changed: installing $what into .venv again …"
  fi
  [ -x .venv/bin/python ] || python3 -m venv .venv >/dev/null 2>&1 || {
    echo "Salon needs python3 (3.11 or newer) with venv: install it (Debian/Ubuntu: apt install python3-venv), then run $again again." >&2
    rm -rf .venv
    exit 1
  }
  if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
    # PYTHONWARNINGS: setuptools' notice that an editable install lets same-named folders of the
    # working directory take precedence (a box of asterisks) tells nothing here: Salon's own
    # folders are the ones meant.
    { .venv/bin/python -m pip install --quiet --upgrade pip &&
      PYTHONWARNINGS="ignore:Editable installation" .venv/bin/python -m pip install --quiet -e ".$extras"; } || {
      echo "Could not install what Salon needs (pip's reason is above): check the internet connection, then run $again again." >&2
      exit 1
    }
    touch "$stamp"
  fi
}
