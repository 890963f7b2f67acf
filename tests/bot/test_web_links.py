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
            assert page.status == 200 and "\u2068player1\u2069: my hand" in await page.text()
        async with http.get(base + path.replace("?", ".png?")) as image:
            assert image.status == 200 and (await image.read()).startswith(b"\x89PNG")
        other_seat = path.replace(f"/hand/{seat}?", f"/hand/{1 - seat}?")
        async with http.get(base + other_seat) as refused:
            assert refused.status == 403 and "This link is not valid" in await refused.text()


async def _hand_path(member, table) -> str:
    hand = await member.click(table.newest_board(), label="My hand")
    found = LINK.search(hand.response.content)
    assert found is not None, hand.response.content
    return found.group(1)


async def _refused(base: str, path: str, why: str) -> None:
    async with aiohttp.ClientSession() as http:
        async with http.get(base + path) as page:
            text = await page.text()
            assert page.status == 403 and why in text, text[:300]
            assert 'id="hand"' not in text and 'id="board"' in text, "the spectators' view instead"
        async with http.get(base + path.replace("?", ".png?")) as image:
            assert image.status == 403 and not (await image.read()).startswith(b"\x89PNG")


NOT_YOURS = "You no longer hold this seat, so this link shows only what everyone sees."


async def test_a_hand_link_stops_showing_the_seat_once_it_changes_hands(simcord_env):
    guild, table = await started_table(simcord_env, players=4, seed=5)
    anna, bea, cleo, dan = table.members
    dora, emil = (guild.add_member(simcord_env.create_user(name)) for name in ("dora", "emil"))
    base = served_at(simcord_env.bot)
    links = {member.id: await _hand_path(member, table) for member in (bea, cleo, dan)}

    asked = await bea.slash(table.channel, "game resign")
    await bea.click(asked.response.message, label="Resign")
    await _refused(base, links[bea.id], NOT_YOURS)

    await anna.slash(table.channel, "game replace", seat=f"<@{cleo.id}>", **{"with": dora})
    await _refused(base, links[cleo.id], NOT_YOURS)
    dora_link = await _hand_path(dora, table)
    async with aiohttp.ClientSession() as http, http.get(base + dora_link) as page:
        assert page.status == 200 and 'id="hand"' in await page.text()

    await dora.slash(table.channel, "game replace", seat=f"<@{dora.id}>", **{"with": emil})
    await _refused(base, dora_link, NOT_YOURS)

    asked = await dan.slash(table.channel, "salon forget-me")
    await dan.click(asked.response.message, label="Forget me")
    await _refused(base, links[dan.id], NOT_YOURS)


async def test_a_hand_link_shows_nothing_private_once_the_game_is_over(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=5)
    path = await _hand_path(table.members[1], table)
    await table.play_to_end()
    await _refused(served_at(simcord_env.bot), path, "The game is over, so this link shows only what everyone sees.")


async def test_a_hand_pages_title_names_the_seats_new_holder_at_once(simcord_env):
    """The game's page is read from a cache a hand-over does not refresh (it moves no step); the
    private page's title comes from the same fresh read as what it shows privately."""
    guild, table = await started_table(simcord_env, players=3, seed=5)
    anna, _bea, cleo = table.members
    dora = guild.add_member(simcord_env.create_user("dora"))
    base = served_at(simcord_env.bot)
    async with aiohttp.ClientSession() as http, http.get(base + await _hand_path(cleo, table)) as page:
        assert page.status == 200 and "\u2068player2\u2069: my hand" in await page.text()  # the game's page is cached
    await anna.slash(table.channel, "game replace", seat=f"<@{cleo.id}>", **{"with": dora})
    async with aiohttp.ClientSession() as http, http.get(base + await _hand_path(dora, table)) as page:
        text = await page.text()
        assert page.status == 200 and "\u2068dora\u2069: my hand" in text and "player2" not in text
