"""One central handler for unexpected exceptions (bot/ui/errors.py): a command or a button that
raises is answered with one translated apology carrying a short error reference; the log has
the traceback with the game id and the same reference; no secret reaches either."""

import json
import re

import pytest

from bot.ui.errors import REFERENCE_ALPHABET, REFERENCE_LENGTH, redacted_traceback
from tests.bot.driver import controls_of, started_table, use

REFERENCE = re.compile(f"[{REFERENCE_ALPHABET}]{{{REFERENCE_LENGTH}}}")
FAILED = "failed, error "  # the ERROR line of a bug: allowed in these tests, checked below


def logged(watch) -> list[str]:
    return [record.getMessage() for record in watch.log.records]


def the_reference(text: str) -> str:
    found = REFERENCE.findall(text.rsplit(" ", 1)[-1])
    assert len(found) == 1, text
    return found[0]


def the_log_line(watch, reference: str) -> str:
    lines = [line for line in logged(watch) if FAILED + reference in line]
    assert len(lines) == 1, logged(watch)
    return lines[0]


async def test_a_command_that_fails_is_answered_with_an_apology_and_a_reference(simcord_env, monkeypatch, watch):
    watch.allowed_errors.append(FAILED)
    _, table = await started_table(simcord_env, players=2, seed=3)
    secret = json.dumps((await table.loaded()).state["hands"])

    async def broken(*args, **kwargs):
        raise RuntimeError(f"a bug that quotes the hands {secret}")

    monkeypatch.setattr(simcord_env.bot.store, "games_page_in_guild", broken)
    answer = await table.members[0].slash(table.channel, "game list")  # deferred first: the apology follows up
    text = (answer.followups or [answer.response])[-1].content
    assert text.startswith("Sorry, something went wrong on my side.")
    line = the_log_line(watch, the_reference(text))
    assert line.startswith(f"game {table.game_id}: command 'game list' failed")
    assert "Traceback (most recent call last)" in line and "in broken" in line and "builtins.RuntimeError" in line
    assert secret not in line and secret not in text
    assert simcord_env.errors  # SimCord saw the bug too (and so it is acknowledged)


@pytest.mark.parametrize("deferred", [False, True], ids=["answered", "deferred"])
async def test_a_button_that_fails_is_answered_with_an_apology_and_a_reference(
    simcord_env, monkeypatch, watch, deferred
):
    watch.allowed_errors.append(FAILED)
    _, table = await started_table(simcord_env, players=2, seed=3)
    loaded = await table.loaded()
    member = table.member(loaded.actor_users()[0])
    panel = (await member.click(table.newest_board(), label="Take your turn")).response
    control = controls_of(panel)[0]
    keys = control["custom_id"].split(":")[4:]
    assert keys, control["custom_id"]
    secret = json.dumps(loaded.state["hands"])

    async def broken(interaction, game_id, verb, position, values, extra, **kwargs):
        if deferred:
            await interaction.response.defer(ephemeral=True, thinking=True)
        raise RuntimeError(f"a bug that quotes the press {extra} and the hands {secret}")

    monkeypatch.setattr(simcord_env.bot.turns, "continue_turn", broken)
    pressed = await use(member, panel.message, control)
    # after a "thinking…" deferral, the first follow-up takes the place of the deferred response
    answers = [m.content for m in [pressed.response, *pressed.followups] if m is not None and m.content]
    assert len(answers) == 1 and answers[0].startswith("Sorry, something went wrong on my side."), answers
    line = the_log_line(watch, the_reference(answers[0]))
    assert line.startswith(f"game {table.game_id}: press '{control['custom_id'].split(':')[2]}' failed")
    assert "in broken" in line
    for secret_part in (secret, *keys):
        assert secret_part not in line and secret_part not in answers[0]
    assert (await table.loaded()).version == loaded.version


def test_the_logged_traceback_names_each_exception_of_the_chain_but_no_message():
    card, hand = "-".join(("hidden", "card")), "-".join(("red", "red", "blue"))  # not in the source lines
    try:
        try:
            {}[card]
        except KeyError as error:
            raise ValueError(hand) from error
    except ValueError as error:
        text = redacted_traceback(error)
    assert "builtins.KeyError" in text and "builtins.ValueError" in text and "which led to" in text
    assert card not in text and hand not in text
