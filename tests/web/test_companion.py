"""The web companion in the bot's process: its settings, and a port it cannot listen on as a
start-up problem its admin can fix (one sentence, exit code 2)."""

from __future__ import annotations

import socket

import pytest

from bot.runtime.startup import EXIT_FIX_SETTINGS, StartupFailure, startup_problem
from bot.runtime.web_settings import DEFAULT_HOST, load_web_settings
from bot.web.companion import WebCompanion
from bot.web.pages import stored_names


def test_settings_from_the_environment():
    assert load_web_settings({}) == load_web_settings({"SALON_WEB_URL": " ", "SALON_WEB_PORT": ""})
    off = load_web_settings({})
    assert off.port is None and off.url is None and off.host == DEFAULT_HOST and off.link_base() is None
    on = load_web_settings({"SALON_WEB_URL": "https://salon.example.org/", "SALON_WEB_PORT": "8390"})
    assert on.port == 8390 and on.link_base() == "https://salon.example.org"
    for wrong in ({"SALON_WEB_PORT": "eighty"}, {"SALON_WEB_PORT": "70000"}, {"SALON_WEB_URL": "salon.example.org"}):
        with pytest.raises(ValueError):
            load_web_settings(wrong)


async def test_a_port_in_use_is_a_start_up_problem(store):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        settings = load_web_settings({"SALON_WEB_PORT": str(port), "SALON_WEB_HOST": "127.0.0.1"})
        companion = WebCompanion(settings, lambda: store, stored_names(store), lambda: 0.0)
        with pytest.raises(StartupFailure) as failure:
            await companion.start()
        await companion.stop()
    sentence, code = startup_problem(failure.value)
    assert code == EXIT_FIX_SETTINGS and f"127.0.0.1:{port}" in sentence and "SALON_WEB_PORT" in sentence


async def test_pages_never_linked_are_warned_of_and_port_0_is_told_as_the_real_port(store, caplog):
    import logging

    caplog.set_level(logging.INFO, logger="bot.web.companion")
    settings = load_web_settings({"SALON_WEB_PORT": "0", "SALON_WEB_HOST": "127.0.0.1"})
    companion = WebCompanion(settings, lambda: store, stored_names(store), lambda: 0.0)
    await companion.start()
    await companion.stop()
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and warnings[0].startswith("SALON_WEB_PORT is set but SALON_WEB_URL is not")
    served = next(r.getMessage() for r in caplog.records if r.getMessage().startswith("game pages served"))
    assert not served.endswith(":0"), served

    caplog.clear()
    linked = load_web_settings({"SALON_WEB_PORT": "0", "SALON_WEB_URL": "https://salon.example.org"})
    companion = WebCompanion(linked, lambda: store, stored_names(store), lambda: 0.0)
    await companion.start()
    await companion.stop()
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
