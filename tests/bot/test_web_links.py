"""The game pages' links in Discord (SALON_WEB_URL set): the thread's first board and /game status
carry the page's link; *Take your turn*, *My hand* and a turn notice by DM a link that signs the
player in on the page for their seat (never a ping, which the thread reads); the bot's own web
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


def browser(base: str) -> aiohttp.ClientSession:
    """A reader with cookies of its own, reaching the bot's server as the https proxy in front of it
    would (SALON_WEB_URL is https, so the session's cookie is Secure)."""
    jar = aiohttp.CookieJar(unsafe=True, treat_as_secure_origin=[base])  # unsafe: cookies of an address
    # no kept-alive connection: the server's handler of an idle one is work the Discord double
    # waits for to settle after every interaction, until its own timeout
    return aiohttp.ClientSession(cookie_jar=jar, connector=aiohttp.TCPConnector(force_close=True))


async def _signed_in_page(http: aiohttp.ClientSession, base: str, path: str) -> str:
    async with http.get(base + path) as page:  # the sign-in, then its 303 to the plain page
        assert page.status == 200 and page.url.path == path.split("/in?")[0] and not page.url.query
        return await page.text()


async def test_take_your_turn_and_my_hand_sign_that_seat_alone_in(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=5)
    loaded = await table.loaded()
    actor = table.member(loaded.actor_users()[0])
    panel = await actor.click(table.newest_board(), label="Take your turn")
    assert "Your seat on the game's page" in panel.response.content
    turn_path = LINK.search(panel.response.content).group(1)
    assert f"s={loaded.seat_of(actor.id)}&u={actor.id}&" in turn_path
    other = next(m for m in table.members if m.id != actor.id)
    hand = await other.click(table.newest_board(), label="My hand")
    hand_path = LINK.search(hand.response.content).group(1)
    assert f"s={loaded.seat_of(other.id)}&u={other.id}&" in hand_path
    base = served_at(simcord_env.bot)
    async with browser(base) as http:
        page = await _signed_in_page(http, base, hand_path)
        assert 'id="seat"' in page and f"Signed in as <bdi>{other.name}</bdi>" in page
        async with http.get(base + path_of(page, "seat-image")) as image:
            assert image.status == 200 and (await image.read()).startswith(b"\x89PNG")
        other_seat = hand_path.replace(f"s={loaded.seat_of(other.id)}&", f"s={loaded.seat_of(actor.id)}&")
        async with http.get(base + other_seat) as refused:
            assert refused.status == 403 and "This link is not valid" in await refused.text()
    async with browser(base) as http:
        page = await _signed_in_page(http, base, turn_path)
        assert f"Signed in as <bdi>{actor.name}</bdi>" in page


def path_of(page: str, element: str) -> str:
    found = re.search(rf'id="{element}" src="([^"]+)"', page)
    assert found is not None, element
    return found.group(1).replace("&amp;", "&")


async def test_a_dm_notice_carries_the_sign_in_link_and_a_ping_in_the_thread_never(simcord_env):
    from tests.bot.driver import new_table
    from tests.bot.test_notices import notices_to

    table = new_table(simcord_env, ["anna", "bea"], seed=5)
    anna, bea = table.members
    await anna.slash(table.channel, "salon notices", how="ping")
    await bea.slash(table.channel, "salon notices", how="dm")
    await table.open("spectaculum")
    await table.seat_everyone()
    await table.start()
    for _ in range(6):
        await table.play_one_turn()
    dms, pings = notices_to(simcord_env, bea), notices_to(simcord_env, anna)
    assert dms and pings
    assert all("Your seat on the game's page" in t and LINK.search(t) for t in dms)
    assert all(f"u={bea.id}&" in LINK.search(t).group(1) for t in dms)
    assert not [t for t in pings if "/in?" in t or "/g/" in t], "everyone in the thread reads a ping"
    base = served_at(simcord_env.bot)
    async with browser(base) as http:
        page = await _signed_in_page(http, base, LINK.search(dms[-1]).group(1))
        assert "Signed in as <bdi>bea</bdi>" in page


async def _hand_path(member, table) -> str:
    hand = await member.click(table.newest_board(), label="My hand")
    found = LINK.search(hand.response.content)
    assert found is not None, hand.response.content
    return found.group(1)


async def _signed_in(base: str, path: str) -> aiohttp.ClientSession:
    http = browser(base)
    assert 'id="seat"' in await _signed_in_page(http, base, path)
    return http


async def _ended(http: aiohttp.ClientSession, base: str, path: str, why: str) -> None:
    async with http:
        async with http.get(base + path.split("/in?")[0]) as page:
            text = await page.text()
            assert page.status == 200 and why in text, text[:300]
            assert 'id="seat"' not in text and 'id="board"' in text, "the spectators' view instead"
        async with http.get(base + path) as again:
            assert again.status == 403 and why in await again.text(), "its link signs nobody in either"


NOT_YOURS = "You no longer hold this seat, so this page shows only what everyone sees."


async def test_a_session_ends_once_its_seat_changes_hands(simcord_env):
    guild, table = await started_table(simcord_env, players=4, seed=5)
    anna, bea, cleo, dan = table.members
    dora, emil = (guild.add_member(simcord_env.create_user(name)) for name in ("dora", "emil"))
    base = served_at(simcord_env.bot)
    links = {member.id: await _hand_path(member, table) for member in (bea, cleo, dan)}
    sessions = {member_id: await _signed_in(base, path) for member_id, path in links.items()}

    asked = await bea.slash(table.channel, "game resign")
    await bea.click(asked.response.message, label="Resign")
    await _ended(sessions[bea.id], base, links[bea.id], NOT_YOURS)

    await anna.slash(table.channel, "game replace", seat=f"<@{cleo.id}>", **{"with": dora})
    await _ended(sessions[cleo.id], base, links[cleo.id], NOT_YOURS)
    dora_link = await _hand_path(dora, table)
    dora_session = await _signed_in(base, dora_link)

    await dora.slash(table.channel, "game replace", seat=f"<@{dora.id}>", **{"with": emil})
    await _ended(dora_session, base, dora_link, NOT_YOURS)

    asked = await dan.slash(table.channel, "salon forget-me")
    await dan.click(asked.response.message, label="Forget me")
    await _ended(sessions[dan.id], base, links[dan.id], NOT_YOURS)


async def test_a_session_ends_with_the_game(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=5)
    path = await _hand_path(table.members[1], table)
    http = await _signed_in(served_at(simcord_env.bot), path)
    await table.play_to_end()
    await _ended(
        http, served_at(simcord_env.bot), path, "The game is over, so this page shows only what everyone sees."
    )


async def test_the_signed_in_line_names_the_seats_new_holder_at_once(simcord_env):
    """The game's page is read from a cache a hand-over does not refresh (it moves no step); the
    seat's part of the page names its holder from the same fresh read its session is checked with."""
    guild, table = await started_table(simcord_env, players=3, seed=5)
    anna, _bea, cleo = table.members
    dora = guild.add_member(simcord_env.create_user("dora"))
    base = served_at(simcord_env.bot)
    async with browser(base) as http:
        page = await _signed_in_page(http, base, await _hand_path(cleo, table))
        assert "Signed in as <bdi>player2</bdi>" in page  # the game's page is cached from here on
    await anna.slash(table.channel, "game replace", seat=f"<@{cleo.id}>", **{"with": dora})
    async with browser(base) as http:
        page = await _signed_in_page(http, base, await _hand_path(dora, table))
        assert "Signed in as <bdi>dora</bdi>" in page
