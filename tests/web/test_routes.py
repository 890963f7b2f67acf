"""Every route of the web server through aiohttp's test client, on the real application: good
and wrong tokens, unknown games, ETags, a render flood and the live event stream (a seat's
sign-in and session: test_sessions.py)."""

from __future__ import annotations

import asyncio
import html
import json
import math
import re

import i18n
from bot.web.images import BURST
from bot.web.server import SECURITY_HEADERS
from db import SeenUser
from tests.web.conftest import SECRET, T0, played

PNG = b"\x89PNG\r\n\x1a\n"
KEY = SECRET.encode()


def assert_secure(response) -> None:
    for name, value in SECURITY_HEADERS.items():
        assert response.headers.get(name) == value, name


async def test_a_game_page_shows_the_current_step_under_a_strict_policy(client, token, table):
    response = await client.get(f"/g/{token}")
    assert response.status == 200
    assert_secure(response)
    assert "script-src 'self'" in response.headers["Content-Security-Policy"]
    page = await response.text()
    assert re.findall(r"<script[^>]*>", page) == [f'<script src="/static/page.js?v={_version(page, "js")}" defer>']
    assert not re.search(r"<style|<[^>]+\s(style|on\w+)=", page), "no inline style or event handler"
    assert f'data-last="{table.version}"' in page and f"Step {table.version} of {table.version}" in page
    assert "AI 1 (easy)" in page and "AI 2 (easy)" in page
    assert f'src="/g/{token}/board/{table.version}-' in page


def _version(page: str, ext: str) -> str:
    found = re.search(rf"/static/page\.{ext}\?v=(\w+)", page)
    assert found is not None
    return found.group(1)


async def test_a_page_opens_at_a_step_of_its_history(client, token):
    page = await (await client.get(f"/g/{token}?at=2")).text()
    # the slider's step also in the game's own count, as the board's header draws it
    assert re.search(r"Step 2 of 6 · Turn \d+<", page) and 'value="2"' in page
    start = await (await client.get(f"/g/{token}?at=0")).text()
    assert "The start (step 0 of 6) · Turn 1<" in start and "The board at the start of the game" in start


async def test_a_wrong_token_and_an_unknown_game_look_the_same(client, token, store):
    wrong = await client.get(f"/g/{token[:-1]}{'A' if token[-1] != 'A' else 'B'}")
    unknown = await client.get("/g/no-such-game-anywhere")
    numeric = await client.get("/g/1")
    assert wrong.status == unknown.status == numeric.status == 404
    assert await wrong.text() == await unknown.text() == await numeric.text()
    assert "No game here" in await unknown.text()
    assert_secure(unknown)
    for path in (
        "at/0.json",
        "board/0-0-00000000.png",
        "summary/0-0-00000000.png",
        "events",
        "hand/0?lang=en&exp=1&sig=x",
        "in?s=0&u=1&lang=en&exp=1&sig=x",
        "seat.json",
        "seat.png",
    ):
        assert (await client.get(f"/g/{token}x/{path}")).status == 404, path


async def test_a_game_in_its_lobby_has_no_page(client, store):
    row = await store.create_game(
        kind="rokoko", guild_id=1, channel_id=2, host_id=3, config={}, language="en", seed=1,
        turn_limit=None, on_timeout="none", now=T0,
    )  # fmt: skip
    token = await store.game_link(row.id, T0)
    assert (await client.get(f"/g/{token}")).status == 404


async def test_czech_games_have_czech_pages_and_unknown_links_follow_the_reader(client, store):
    table = await played(store, "rokoko", 3, steps=2, language="cs")
    token = await store.game_link(table.game_id, T0)
    page = await (await client.get(f"/g/{token}")).text()
    assert '<html lang="cs">' in page and "Krok 2 z 2 · Kolo 1/7" in page and "Co se stalo" in page
    missing = await client.get("/g/nothing", headers={"Accept-Language": "cs-CZ,cs;q=0.9,en;q=0.8"})
    assert "Žádná hra" in await missing.text()


async def test_every_step_as_json_with_etags_by_game_and_position(client, token, table):
    for n in range(table.version + 1):
        response = await client.get(f"/g/{token}/at/{n}.json")
        assert response.status == 200
        data = await response.json()
        assert data["n"] == n and data["last"] == table.version
        assert [e["n"] for e in data["narration"]] == sorted(e["n"] for e in data["narration"])
        assert all(e["n"] <= n for e in data["narration"])
        again = await client.get(f"/g/{token}/at/{n}.json", headers={"If-None-Match": response.headers["ETag"]})
        assert again.status == 304
    later = await (await client.get(f"/g/{token}/at/{table.version}.json?after=3")).json()
    assert all(e["n"] > 3 for e in later["narration"])
    assert (await client.get(f"/g/{token}/at/{table.version + 1}.json")).status == 404

    etag = (await client.get(f"/g/{token}/at/2.json")).headers["ETag"]
    await table.move(now=T0 + 100)
    moved = await client.get(f"/g/{token}/at/2.json", headers={"If-None-Match": etag})
    assert moved.status == 200, "the position is part of the ETag: 'Step 2 of 7' is news"
    assert (await moved.json())["label"] == "Step 2 of 7 · Turn 1"


async def test_boards_and_summaries_are_pngs_with_immutable_urls(client, token, table):
    data = await (await client.get(f"/g/{token}/at/3.json")).json()
    for url in (data["board"], data["summary"]):
        response = await client.get(url)
        assert response.status == 200 and response.content_type == "image/png"
        assert (await response.read()).startswith(PNG)
        assert "immutable" in response.headers["Cache-Control"]
        assert_secure(response)
        cached = await client.get(url, headers={"If-None-Match": response.headers["ETag"]})
        assert cached.status == 304
    board = data["board"]
    wrong_step_id = re.sub(r"-(\d+)-(\w+)\.png$", lambda m: f"-{int(m.group(1)) + 1000}-{m.group(2)}.png", board)
    assert (await client.get(wrong_step_id)).status == 404, "a step id that is not the live step n"
    assert (await client.get(f"/g/{token}/board/99-99-00000000.png")).status == 404


async def test_the_index_and_robots_list_nothing(client, token):
    index = await client.get("/")
    assert index.status == 200 and token not in await index.text() and "/g/" not in await index.text()
    assert "Disallow: /" in await (await client.get("/robots.txt")).text()
    for asset in ("page.js", "page.css"):
        response = await client.get(f"/static/{asset}")
        assert response.status == 200
        assert_secure(response)
    assert (await client.get("/static/")).status in (403, 404), "no listing of the static files either"


# ------------------------------------------------------------------ a render flood


async def test_a_render_flood_from_one_address_is_refused_and_others_are_served(client, services, store, table):
    services.images.render_limit.clock = lambda: 1000.0  # the flood arrives within one instant
    urls = []
    for t in [table] + [await played(store, steps=4) for _ in range(2)]:
        history = await services.pages.history(await store.game_link(t.game_id, T0))
        assert history is not None
        page = f"/g/{history.token}"
        urls += [f"{page}/{kind}/{history.tag(n)}.png" for n in range(t.version + 1) for kind in ("board", "summary")]
    assert len(urls) > BURST + 5
    statuses = [(await client.get(url)).status for url in urls]
    assert statuses[:BURST] == [200] * BURST, "a reader may ask for a burst of renders"
    assert set(statuses[BURST:]) == {429}, "then one a second at most"
    flood = await client.get(urls[-1])
    assert flood.status == 429 and int(flood.headers["Retry-After"]) >= 1
    assert (await client.get(urls[0])).status == 200, "a kept image costs no render"
    other = await client.get(urls[-1], headers={"X-Forwarded-For": "198.51.100.4, 203.0.113.9"})
    assert other.status == 200, "another reader (behind the proxy) is served"


# ------------------------------------------------------------------ live


async def next_event(response, timeout: float = 10.0) -> dict:
    """The data of the next `moved` event on an event stream."""
    event = None
    while True:
        line = (await asyncio.wait_for(response.content.readline(), timeout)).decode().strip()
        if line.startswith("event:"):
            event = line.split(":", 1)[1].strip()
        elif line.startswith("data:") and event == "moved":
            return json.loads(line.split(":", 1)[1])


async def test_the_event_stream_tells_each_move_as_it_lands(client, services, token, table):
    """Woken by the store, not by a poll: the newsroom here never polls, so only the store's
    word about the commit can bring the move to the page."""
    services.newsroom.poll = math.inf
    response = await client.get(f"/g/{token}/events")
    assert response.status == 200 and response.headers["Content-Type"] == "text/event-stream"
    assert_secure(response)
    first = await next_event(response)
    assert first["last"] == table.version and first["status"] == "active"
    await table.move(now=T0 + 50)
    news = await next_event(response)
    assert news["last"] == table.version == first["last"] + 1 and news["position"] == first["position"] + 1
    response.close()


async def test_one_address_holds_a_few_streams_at_most(client, token):
    from bot.web.server import STREAMS_PER_ADDRESS

    streams = [await client.get(f"/g/{token}/events") for _ in range(STREAMS_PER_ADDRESS)]
    assert all(s.status == 200 for s in streams)
    assert (await client.get(f"/g/{token}/events")).status == 429
    for s in streams:
        s.close()


async def test_a_finished_game_shows_its_result_and_every_step(client, store):
    table = await played(store, "spectaculum", 2, steps=10_000)
    assert table.finished
    token = await store.game_link(table.game_id, T0)
    page = await (await client.get(f"/g/{token}")).text()
    assert "Finished" in page and "Final scores" in page and '<section id="result-section">' in page
    kept = {v for (v,) in await _snapshot_versions(store, table.game_id)}
    middle = next(n for n in range(1, table.version) if n not in kept)  # a step without a snapshot of its own
    data = await (await client.get(f"/g/{token}/at/{middle}.json")).json()
    assert data["n"] == middle and not data["result"] and data["deadline"] is None
    board = await client.get(data["board"])
    assert board.status == 200 and (await board.read()).startswith(PNG)
    events = await client.get(f"/g/{token}/events")
    assert (await next_event(events))["status"] == "finished"
    events.close()


async def test_a_finished_game_offers_its_animated_replay_and_a_running_one_does_not(client, store):
    running = await played(store, "spectaculum", 2, steps=5)
    token = await store.game_link(running.game_id, T0)
    assert "replay.gif" not in await (await client.get(f"/g/{token}")).text()
    assert (await client.get(f"/g/{token}/replay.gif")).status == 404

    table = await played(store, "spectaculum", 2, steps=10_000)
    token = await store.game_link(table.game_id, T0)
    page = await (await client.get(f"/g/{token}")).text()
    assert f'<img id="replay" src="/g/{token}/replay.gif" loading="lazy"' in page
    # its words are those of the replay's post in the thread: what it is, then the last board's
    alt = re.search(r'<img id="replay" [^>]* alt="([^"]*)"', page)
    assert alt is not None and html.unescape(alt.group(1)).startswith(
        i18n.t("history.replay", "en", id=table.game_id) + "\n" + i18n.t("present.spectaculum.ended", "en")
    ), alt
    replay = await client.get(f"/g/{token}/replay.gif")
    gif = await replay.read()
    assert replay.status == 200 and replay.content_type == "image/gif" and gif.startswith(b"GIF8")
    assert len(gif) < 10 * 2**20
    again = await client.get(f"/g/{token}/replay.gif", headers={"If-None-Match": replay.headers["ETag"]})
    assert again.status == 304
    assert (await client.get("/g/not-a-token/replay.gif")).status == 404


async def _snapshot_versions(store, game_id: int):
    async with store._read() as conn:
        return await conn.fetch_all("SELECT version FROM snapshots WHERE game_id = ?", (game_id,))


async def test_a_forgotten_player_leaves_the_page_within_a_minute(client, services, store):
    from bot.web.pages import HISTORY_SECONDS
    from engines import registry
    from engines.core import runner
    from engines.core.codec import dumps

    engine = registry.get("spectaculum")
    row = await store.create_game(
        kind="spectaculum", guild_id=1, channel_id=2, host_id=42, config={"players": 2}, language="en", seed=3,
        turn_limit=None, on_timeout="none", now=T0,
    )  # fmt: skip
    await store.remember_user(42, SeenUser("Alice Liddell", "en-GB"))
    await store.add_seat(row.id, user_id=42)
    await store.add_seat(row.id, user_id=None, is_ai=True, ai_level="easy")
    outcome = runner.start(engine, {"players": 2}, runner.default_seats(engine, 2), 3)
    await store.start_game(
        row.id, seats_order=None, state=engine.encode_state(outcome.state),
        events=dumps([e.to_json() for e in outcome.events]), now=T0,
    )  # fmt: skip
    token = await store.game_link(row.id, T0)
    clock = [0.0]
    services.pages.clock = lambda: clock[0]
    assert "Alice Liddell" in await (await client.get(f"/g/{token}")).text()
    await store.forget_user(42, T0 + 1, stand_in="normal")
    clock[0] += HISTORY_SECONDS
    page = await (await client.get(f"/g/{token}")).text()
    assert "Alice" not in page and "AI 1 (normal)" in page


async def test_the_turn_limit_is_shown_as_a_moment_the_page_puts_in_the_readers_time_zone(client, store, token, table):
    due = T0 + 7200
    async with store._write() as conn:  # as a move on a table with a turn limit stores it
        await conn.execute(
            "INSERT INTO deadlines (game_id, deadline_id, due, version) VALUES (?, 'turn', ?, ?)",
            (table.game_id, due, table.version),
        )
    data = await (await client.get(f"/g/{token}/at/{table.version}.json")).json()
    assert data["deadline"] == due
    page = await (await client.get(f"/g/{token}")).text()
    assert f'<time datetime="2026-05-28T22:26:40Z" data-ts="{int(due)}">2026-05-28 22:26:40 UTC</time>' in page
    past = await (await client.get(f"/g/{token}/at/1.json")).json()
    assert past["deadline"] is None, "a past step has no deadline of its own"


async def test_a_game_ended_by_a_resignation_says_so_and_replays_to_it(client, store):
    from bot.record.export import from_store
    from bot.record.replay import replay
    from bot.record.resignations import resignation_result
    from render.common import animation

    table = await played(store, "spectaculum", 2, steps=3)
    await store.remember_user(5, SeenUser("Anna", "en"))
    await store.hand_over_seat(table.game_id, 0, expected_user_id=None, user_id=5, now=T0 + 10)
    await store.finish_by_resignation(
        table.game_id, 0, expected_user_id=5, result=resignation_result(0, 1), now=T0 + 11
    )
    token = await store.game_link(table.game_id, T0)
    page = await (await client.get(f"/g/{token}")).text()
    assert "Finished" in page and "wins because <bdi>Anna</bdi> resigned." in page
    # its replay plays the three steps and ends on a frame saying who resigned
    assert "replay.gif" in page
    gif = await client.get(f"/g/{token}/replay.gif")
    assert gif.status == 200
    row, seats, steps = (
        await store.get_game(table.game_id),
        await store.seats(table.game_id),
        await store.steps(table.game_id),
    )
    document = from_store(row, seats, steps, ["Anna", "Bea"], json.loads(await store.game_result(table.game_id)))
    assert animation.frame_count(await gif.read()) == len(replay(document)) + 1


async def test_a_move_narrates_its_own_step_alone_and_a_changed_name_every_step_it_names(store, table, monkeypatch):
    """The page reads a game again at each move: the steps before it are told as they were (a long
    game's history is not narrated anew at every move), unless a name on them changed."""
    from bot.web import pages as page_module
    from bot.web.pages import GamePages, stored_names

    told = []
    narrate = page_module._told
    monkeypatch.setattr(page_module, "_told", lambda *args: told.append(args[1]) or narrate(*args))
    pages = GamePages(store, stored_names(store))
    token = await store.game_link(table.game_id, T0)
    first = await pages.history(token)
    assert len(told) == first.last + 1
    told.clear()
    await table.move(now=T0 + 100)
    again = await pages.history(token)
    assert again.last == first.last + 1 and told == [again.entries[-1].events], "the new step alone"
    assert again.entries[: first.last + 1] == first.entries
    await store.remember_user(5, SeenUser("Anna"))
    await store.hand_over_seat(table.game_id, 0, expected_user_id=None, user_id=5, now=T0 + 101)
    for k in range(2):
        await table.move(now=T0 + 102 + k)
    held = await pages.history(token)
    told.clear()
    await store.remember_user(5, SeenUser("Annie"))
    await table.move(now=T0 + 110)
    renamed = await pages.history(token)
    hers = [n for n in range(renamed.last + 1) if renamed.names_at(n)[0] == "Annie"]
    assert hers and len(hers) < renamed.last and held.names_at(hers[0])[0] == "Anna"
    assert len(told) == len(hers), "the steps that name her again, and the new one"
