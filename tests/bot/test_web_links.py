"""The game pages' links in Discord (SALON_WEB_URL set): the thread's first board and /game status
carry the page's link, *My hand* a signed link to the player's own view, and the bot's own web
server (SALON_WEB_PORT) answers them. Without SALON_WEB_URL, no link anywhere."""

from __future__ import annotations

import re

import aiohttp
import pytest

from tests.bot.driver import started_table

PUBLIC = "https://salon.example.org"
LINK = re.compile(re.escape(PUBLIC) + r"(/g/[A-Za-z0-9_-]+[^>\s]*)>")


@pytest.fixture
def simcord_bot(make_bot, monkeypatch):
    monkeypatch.setenv("SALON_WEB_URL", PUBLIC)
    monkeypatch.setenv("SALON_WEB_PORT", "0")  # any free port: the test asks the server which
    monkeypatch.setenv("SALON_WEB_HOST", "127.0.0.1")
    return make_bot()


def served_at(bot) -> str:
    runner = bot.web._runner
    assert runner is not None, "SALON_WEB_PORT set: the bot serves the pages itself"
    host, port = runner.addresses[0][:2]
    return f"http://{host}:{port}"


async def test_the_first_board_and_game_status_carry_the_pages_link(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=5)
    token = await simcord_env.bot.store.game_link(table.game_id, 0)
    first = table.boards()[0]
    assert f"Watch this game in a browser: <{PUBLIC}/g/{token}>" in first.content
    await table.play_one_turn()
    later = [m.content for m in table.boards()[1:]]
    assert later and not any("/g/" in text for text in later), "only the first board carries it"

    status = await table.members[1].slash(table.thread, "game status")
    path = LINK.search(status.response.content).group(1)
    assert path == f"/g/{token}"
    async with aiohttp.ClientSession() as http, http.get(served_at(simcord_env.bot) + path) as page:
        assert page.status == 200
        assert "Spectaculum" in await page.text() and "player0" in await page.text()


async def test_my_hand_gives_a_signed_link_to_that_seat_alone(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=5)
    hand = await table.members[1].click(table.newest_board(), label="My hand")
    assert "Your hand in a browser, for you alone" in hand.response.content
    path = LINK.search(hand.response.content).group(1)
    seat = int(re.search(r"/hand/(\d+)\?", path).group(1))
    assert (await table.loaded()).seat_of(table.members[1].id) == seat
    base = served_at(simcord_env.bot)
    async with aiohttp.ClientSession() as http:
        async with http.get(base + path) as page:
            assert page.status == 200 and "player1: my hand" in await page.text()
        async with http.get(base + path.replace("?", ".png?")) as image:
            assert image.status == 200 and (await image.read()).startswith(b"\x89PNG")
        other_seat = path.replace(f"/hand/{seat}?", f"/hand/{1 - seat}?")
        async with http.get(base + other_seat) as refused:
            assert refused.status == 403 and "This link is not valid" in await refused.text()
