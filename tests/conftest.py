"""The test-only game, registered for the whole run; and the suite's order: its longest tests first.

pytest-xdist's worksteal hands each worker a contiguous part of the collection and lets an
idle worker take half of what another still has queued. A long test that starts late keeps
one worker busy while the other has nothing left, so the longest tests (whole games through
Discord, the benchmark's smoke runs, the AI's matches) go first and the many short ones fill
in after them. Among themselves, and for everything else, the collection order stays, so
module fixtures are still built once per worker."""

from __future__ import annotations

from tests.games import pennies

# The run's PostgreSQL server, for every folder's tests: imported into one conftest.py only, as
# each import would be a fixture of its own and start a server of its own in each worker.
from tests.support.postgres import postgres_server, postgres_url  # noqa: F401 (fixtures)

# The test run's own game joins the registries before anything reads them (the bot's /game
# choices are built when bot.ui.slash is imported): every generic suite plays it too.
pennies.register()

LONGEST_FIRST = (  # node id prefixes, longest first (as measured with --durations)
    "tests/bot/test_ladies_games.py::test_whole_ladies_game_through_discord[10p",
    "tests/conformance/test_undo_fairness.py::test_an_undoable_step_shows_nobody_anything[ladies]",
    "tests/bot/test_postgres_game.py",
    "tests/engines/ai/test_ai_players.py::test_ai_returns_a_legal_action_in_random_states[strong-ladies]",
    "tests/engines/ai/test_ai_players.py::test_decision_does_not_depend_on_other_seats_secrets[strong-ladies]",
    "tests/bot/test_ladies_games.py",
    "tests/bot/test_rokoko_games.py",
    "tests/bot/test_lifecycle.py",
    "tests/test_demo_and_bench.py::test_bench_quick",
    "tests/bot/test_whole_games.py",
    "tests/conformance/test_conformance.py::test_fully_checked_games[ladies-9p-default]",
    "tests/conformance/test_conformance.py::test_fully_checked_games[rokoko-5p-default]",
    "tests/conformance/test_conformance.py::test_fully_checked_games[ladies-6p-exchange_mode=live]",
)


def _rank(nodeid: str) -> int:
    return next((n for n, prefix in enumerate(LONGEST_FIRST) if nodeid.startswith(prefix)), len(LONGEST_FIRST))


def pytest_collection_modifyitems(items):
    items.sort(key=lambda item: _rank(item.nodeid))
