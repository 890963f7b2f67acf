"""The leak test of the web server, for every game of the registry: every page, JSON, board and
summary image it serves, at every step, and its answer to a private link that is not valid, are
the same bytes in a world whose hidden information was redrawn (every stored state resampled for
the spectators, every event not addressed to the public dropped). Anything private that reached
a public answer would make the two worlds differ."""

from __future__ import annotations

import contextlib
import json

import pytest

from bot.web.activity import SESSION_HEADER, ActivityConfig
from bot.web.images import RenderLimit
from bot.web.links import COOKIE, seat_link
from db import SeenUser, Store
from engines import registry
from engines.core import SPECTATOR
from tests.support.discord_activity import ActivityDiscord
from tests.support.leaks import other_world, played_in_two_worlds
from tests.web.conftest import SECRET, T0, Clock, open_client, played

STEPS = 12  # steps played (and each of them served) per game


@contextlib.asynccontextmanager
async def serving(path: str):
    """(client, services) of a web server over the store at `path`, allowed every render and
    decision a test asks for; all of it closed after."""
    store = await Store.open(path)
    client, services = await open_client(store, Clock())
    services.images.render_limit = RenderLimit(burst=10**6)
    services.decision_limit = RenderLimit(burst=10**6)
    try:
        yield client, services, store
    finally:
        await services.newsroom.stop()
        await client.close()
        await store.close()


async def everything_served(path: str, token: str) -> dict[str, bytes]:
    served: dict[str, bytes] = {}
    async with serving(path) as (client, _, _):

        async def get(url: str) -> bytes:
            response = await client.get(url)
            assert response.status in (200, 403), (url, response.status)
            served[url] = await response.read()
            return served[url]

        last = json.loads(await get(f"/g/{token}/at/0.json"))["last"]
        for n in range(last + 1):
            data = json.loads(await get(f"/g/{token}/at/{n}.json"))
            await get(f"/g/{token}?at={n}")
            await get(data["board"])
            await get(data["summary"])
        await get(f"/g/{token}")
        for seat in range(2):
            await get(f"/g/{token}/hand/{seat}?lang=en&exp={int(T0) + 60}&sig={'A' * 43}")
        events = await client.get(f"/g/{token}/events")
        served["events"] = await events.content.readuntil(b"\n\n") + await events.content.readuntil(b"\n\n")
        events.close()
        await get(f"/g/{token}/live")  # the news as the page inside Discord polls it
        socket = await client.ws_connect(f"/g/{token}/live")  # and as its WebSocket tells it
        served["live socket"] = (await socket.receive_str(timeout=10)).encode()
        await socket.close()
    return served


@pytest.mark.parametrize("kind", sorted(registry.all_games()))
async def test_nothing_the_web_serves_depends_on_hidden_information(kind, tmp_path):
    table, token, path, other = await played_in_two_worlds(tmp_path, kind, STEPS)
    seen, redrawn_world = await everything_served(path, token), await everything_served(other, token)
    assert seen.keys() == redrawn_world.keys()
    assert len([u for u in seen if u.endswith(".png")]) == 2 * (table.version + 1)
    leaks = [url for url in seen if seen[url] != redrawn_world[url]]
    assert not leaks, f"served differently when only hidden information differs: {leaks}"


async def _served(path: str, urls: list[str]) -> dict[str, bytes]:
    served = {}
    async with serving(path) as (client, _, _):
        for url in urls:
            response = await client.get(url)
            assert response.status == 200, (url, response.status)
            served[url] = await response.read()
    return served


async def test_a_shared_seat_s_result_and_a_resignation_s_replay_do_not_depend_on_hidden_information(tmp_path):
    """A game whose seat changed hands names its holders with their shares, and a game ended by a
    resignation offers its replay: the same bytes in a world whose hidden information was redrawn."""
    from bot.record.resignations import resignation_result

    path, other = str(tmp_path / "world.sqlite3"), str(tmp_path / "other.sqlite3")
    async with await Store.open(path) as store:
        await store.remember_user(5, SeenUser("Anna", "en"))
        await store.remember_user(6, SeenUser("Bea", "en"))
        shared = await played(store, "spectaculum", 2, steps=5)
        await store.hand_over_seat(shared.game_id, 0, expected_user_id=None, user_id=5, now=T0 + 10)
        while await shared.move(now=T0 + 20):
            pass
        resigned = await played(store, "spectaculum", 2, steps=6)
        await store.hand_over_seat(resigned.game_id, 1, expected_user_id=None, user_id=6, now=T0 + 10)
        await store.finish_by_resignation(
            resigned.game_id, 1, expected_user_id=6, result=resignation_result(1, 0), now=T0 + 11
        )
        shared_token = await store.game_link(shared.game_id, T0)
        resigned_token = await store.game_link(resigned.game_id, T0)
    other_world(path, other)

    urls = [f"/g/{shared_token}", f"/g/{resigned_token}", f"/g/{resigned_token}/replay.gif"]
    seen, redrawn_world = await _served(path, urls), await _served(other, urls)
    assert "%) → <bdi>Anna</bdi> (" in seen[urls[0]].decode()  # the AI that held it first, then Anna
    assert "<bdi>Bea</bdi> resigned" in seen[urls[1]].decode() and seen[urls[2]].startswith(b"GIF8")
    leaks = [url for url in urls if seen[url] != redrawn_world[url]]
    assert not leaks, f"served differently when only hidden information differs: {leaks}"


PERSON = 9000


async def _signed_in_served(path: str, token: str, game_id: int, *, then_hand_over: bool = False) -> dict[str, bytes]:
    """What a reader signed in on seat 0 is served: the page, the seat's JSON, image and decision
    (after the seat went to an AI, `then_hand_over`: nothing private, the sentence saying why)."""
    served: dict[str, bytes] = {}
    async with serving(path) as (client, _, store):
        signed = await client.get(seat_link(token, 0, PERSON, "en", T0).path(SECRET.encode()), allow_redirects=False)
        assert signed.status == 303
        if then_hand_over:
            await store.hand_over_seat(game_id, 0, expected_user_id=PERSON, ai_level="easy", now=T0 + 1)
        page = client.make_url(f"/g/{token}")
        cookie = client.session.cookie_jar.filter_cookies(page)[COOKIE]
        seat_urls = (f"/g/{token}/seat.json", f"/g/{token}/seat.png?at=1", f"/g/{token}/decision.json")
        for url in (*seat_urls, f"/g/{token}"):
            client.session.cookie_jar.update_cookies({COOKIE: cookie}, page)  # an ended session's, again
            response = await client.get(url)
            assert response.status == (403 if then_hand_over and url in seat_urls else 200), url
            served[url] = await response.read()
    return served


async def _seated_in_two_worlds(tmp_path, kind: str, viewer):
    path, other = str(tmp_path / "world.sqlite3"), str(tmp_path / "other.sqlite3")
    async with await Store.open(path) as store:
        table = await played(store, kind, min(registry.get(kind).player_counts), steps=6)
        await store.remember_user(PERSON, SeenUser("Anna", "en"))
        await store.hand_over_seat(table.game_id, 0, expected_user_id=None, user_id=PERSON, now=T0)
        token = await store.game_link(table.game_id, T0)
    other_world(path, other, viewer)
    return table, token, path, other


@pytest.mark.parametrize("kind", sorted(registry.all_games()))
async def test_a_session_s_page_shows_its_own_seat_s_secrets_alone(kind, tmp_path):
    """Served the same when all but seat 0's secrets are redrawn; and the seat's own part does show them."""
    table, token, path, other = await _seated_in_two_worlds(tmp_path, kind, 0)
    seen, redrawn_world = (
        await _signed_in_served(path, token, table.game_id),
        await _signed_in_served(other, token, table.game_id),
    )
    assert b'id="seat"' in seen[f"/g/{token}"]
    leaks = [url for url in seen if seen[url] != redrawn_world[url]]
    assert not leaks, f"a seat's session served what only another seat knows: {leaks}"


@pytest.mark.parametrize("kind", sorted(registry.all_games()))
async def test_a_session_whose_seat_changed_hands_shows_nothing_private(kind, tmp_path):
    table, token, path, other = await _seated_in_two_worlds(tmp_path, kind, SPECTATOR)
    served = [await _signed_in_served(p, token, table.game_id, then_hand_over=True) for p in (path, other)]
    assert b"You no longer hold this seat" in served[0][f"/g/{token}"]
    leaks = [url for url in served[0] if served[0][url] != served[1][url]]
    assert not leaks, f"a session of a seat that changed hands served something private: {leaks}"


async def _decisions_served(path: str, token: str) -> dict[str, bytes]:
    """Every decision of seat 0's chains (its turn's and its side decision's) as its session is
    served them, and decision.json without a session."""
    served: dict[str, bytes] = {}
    async with serving(path) as (client, _, _):
        nobody = await client.get(f"/g/{token}/decision.json")
        assert nobody.status == 403
        served["nobody"] = await nobody.read()
        signed = await client.get(seat_link(token, 0, PERSON, "en", T0).path(SECRET.encode()), allow_redirects=False)
        assert signed.status == 303
        for side in ("0", "1"):
            paths: list[list[str]] = [[]]
            while paths and len(served) < 40:
                chain = paths.pop(0)
                url = f"/g/{token}/decision.json?side={side}&path={','.join(chain)}"
                response = await client.get(url)
                assert response.status == 200, (url, await response.text())
                served[url] = await response.read()
                data = json.loads(served[url])
                paths += [data["path"] + [o["id"]] for o in data["options"] if not o["final"]]
    return served


@pytest.mark.parametrize("kind", sorted(registry.all_games()))
async def test_a_seat_s_decisions_on_the_page_show_only_what_it_may_know(kind, tmp_path):
    """Seat 0's decisions on the page, at a moment it must act, are served the same when every
    secret but its own is redrawn; a reader without a session is given none."""
    path, other = str(tmp_path / "world.sqlite3"), str(tmp_path / "other.sqlite3")
    engine = registry.get(kind)
    async with await Store.open(path) as store:
        table = await played(store, kind, min(engine.player_counts), steps=6)
        for k in range(300):
            if 0 in engine.actors(table.state) or not await table.move(now=T0 + 100 + k):
                break
        assert 0 in engine.actors(table.state), "seat 0 never had to act"
        await store.remember_user(PERSON, SeenUser("Anna", "en"))
        await store.hand_over_seat(table.game_id, 0, expected_user_id=None, user_id=PERSON, now=T0)
        token = await store.game_link(table.game_id, T0)
    other_world(path, other, 0)
    seen, redrawn_world = await _decisions_served(path, token), await _decisions_served(other, token)
    assert seen.keys() == redrawn_world.keys()
    assert any(json.loads(body)["options"] for url, body in seen.items() if url != "nobody")
    assert b"options" not in seen["nobody"]
    leaks = [url for url in seen if seen[url] != redrawn_world[url]]
    assert not leaks, f"a seat's decision served what only another seat knows: {leaks}"


async def _inside_discord_served(path: str, token: str) -> dict[str, bytes]:
    """What the Activity's page is served inside Discord: the sign-in's answer for seat 0's holder
    and for someone seatless (but Discord's own access token, new at every sign-in), then the
    page, the seat's JSON, image and decision with the session in its header."""
    served: dict[str, bytes] = {}
    async with serving(path) as (client, services, _):
        discord = ActivityDiscord(APP, "a client secret", "a bot token", Clock())
        server = await discord.serve()
        services.activity = ActivityConfig(APP, "a client secret", "a bot token", api=discord.api)
        headers = {"Origin": f"https://{APP}.discordsays.com", "Content-Type": "application/json"}
        try:
            session = None
            for user in (PERSON, PERSON + 1):
                body = {"code": discord.authorize(user), "instance_id": discord.launch(CHANNEL, GUILD, user)}
                body |= {"guild_id": str(GUILD), "channel_id": str(CHANNEL), "custom_id": token}
                response = await client.post("/activity/session", data=json.dumps(body), headers=headers)
                assert response.status == 200, await response.text()
                answer = await response.json()
                session = session or answer["session"]
                served[f"session of {user}"] = json.dumps({**answer, "access_token": None}).encode()
            for url in (
                f"/g/{token}",
                f"/g/{token}/seat.json",
                f"/g/{token}/seat.png?at=1",
                f"/g/{token}/decision.json",
            ):
                response = await client.get(url, headers={SESSION_HEADER: session})
                assert response.status == 200, url
                served[url] = await response.read()
        finally:
            await server.close()
        assert not discord.problems, discord.problems
    return served


APP, GUILD, CHANNEL = "1300000000000000001", 1400000000000000001, 1500000000000000001


async def test_the_board_inside_discord_shows_its_seat_s_secrets_alone(tmp_path):
    """The Activity's sign-in answers and the pages its session opens are served the same when
    every secret but seat 0's is redrawn (one game: the route is the same for all)."""
    table, token, path, other = await _seated_in_two_worlds(tmp_path, "spectaculum", 0)
    seen, redrawn_world = await _inside_discord_served(path, token), await _inside_discord_served(other, token)
    assert json.loads(seen[f"session of {PERSON}"])["session"] and b'"signed_in"' in seen[f"/g/{token}/seat.json"]
    leaks = [url for url in seen if seen[url] != redrawn_world[url]]
    assert not leaks, f"the board inside Discord served what only another seat knows: {leaks}"
