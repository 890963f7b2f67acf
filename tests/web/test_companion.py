"""The web companion in the bot's process: its settings, and a port it cannot listen on as a
start-up problem its admin can fix (one sentence, exit code 2)."""

from __future__ import annotations

import socket

import pytest

from bot.runtime.startup import EXIT_FIX_SETTINGS, StartupFailure, startup_problem
from bot.web.companion import WebCompanion
from bot.web.config import DEFAULT_HOST, load_web_settings
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
