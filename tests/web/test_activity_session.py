"""The board inside Discord, the server's side: the Activity's entry document at `/`, its sign-in
(POST /activity/session) against Discord's side offline (tests/support/discord_activity.py: the
OAuth2 code exchange, users/@me, the activity instance, a server's member, answered as Discord's
API description says), and the seat's session sent in the X-Salon-Session header. A seat's holder
plays with the same rights as the sign-in link's cookie gives, until the seat changes hands;
everyone else gets the spectators' page and one sentence; every bad sign-in is one sentence,
signs nobody in, logs no error, and the client secret is in no answer and no log line."""

from __future__ import annotations

import json
import logging

import pytest

from bot.runtime.web_settings import load_web_settings
from bot.web.activity import SESSION_HEADER, ActivityConfig
from bot.web.demo import DemoTable, demo_person
from bot.web.images import RenderLimit
from bot.web.links import COOKIE
from bot.web.moves import MOVES_BURST, MOVES_PER_SECOND
from bot.web.server import ACTIVITY_BURST, ACTIVITY_PER_SECOND
from db import SeenUser
from tests.bot.test_setup import closed_port
from tests.support.discord_activity import CODE_SECONDS, ActivityDiscord
from tests.web.conftest import T0
from tests.web.test_page_moves import final_choice, move_body, sign_in, until

APP = "1300000000000000001"
CLIENT_SECRET = "the-client-secret-nobody-may-see-0123456789"
BOT_TOKEN = "the.bots-token.nobody-may-see"
GUILD, THREAD, OTHER_GUILD, OTHER_CHANNEL, DM = (
    1400000000000000001,
    1500000000000000001,
    1400000000000000002,
    1500000000000000002,
    1600000000000000001,
)
SEAT = 0
PLAYER = demo_person(SEAT)
STRANGER = 1700000000000000001
ORIGIN = f"https://{APP}.discordsays.com"
SPECTATOR = "You hold no seat in this game, so the board shows what everyone sees."


@pytest.fixture(autouse=True)
def logs(caplog):
    """Every test here: no ERROR logged, and neither secret in any line logged."""
    caplog.set_level(logging.DEBUG)
    yield caplog
    lines = [r.getMessage() for r in caplog.records]
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], lines
    assert not [line for line in lines if CLIENT_SECRET in line or BOT_TOKEN in line]


@pytest.fixture
async def discord(clock):
    side = ActivityDiscord(APP, CLIENT_SECRET, BOT_TOKEN, clock)
    server = await side.serve()
    yield side
    await server.close()
    assert not side.problems, side.problems


@pytest.fixture
async def game(store, services, clock, discord):
    """A game in the thread THREAD of GUILD whose SEAT the PLAYER holds, the PLAYER to act; the
    Activity on, against Discord's side offline."""
    table = await DemoTable.create(store, "spectaculum", 2, seed=7, now=T0, guild_id=GUILD, channel_id=THREAD - 1)
    await store.set_thread(table.game_id, THREAD)
    await table.seat_person(SEAT, "en", T0)
    await until(table, lambda t: t.person_to_act)
    services.mover = table.page_move
    services.move_limit = RenderLimit(MOVES_BURST, MOVES_PER_SECOND, clock=clock)
    services.activity_limit = RenderLimit(ACTIVITY_BURST, ACTIVITY_PER_SECOND, clock=clock)
    services.activity = ActivityConfig(APP, CLIENT_SECRET, BOT_TOKEN, api=discord.api)
    discord.member(GUILD, PLAYER)
    discord.member(GUILD, STRANGER, "cs")
    return table


async def open_board(client, discord, user: int, *, channel: int = THREAD, guild: int | None = GUILD, **changed):
    """The page's script inside Discord: the SDK's code for `user`, launched in `channel` of `guild`
    with `user` in the instance; `changed`: what the request sends instead."""
    instance = discord.launch(channel, guild, user)
    body = {
        "code": discord.authorize(user),
        "instance_id": instance,
        "guild_id": None if guild is None else str(guild),
        "channel_id": str(channel),
        "custom_id": None,
        **changed,
    }
    headers = {"Origin": ORIGIN, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin"}
    return await client.post("/activity/session", data=json.dumps(body), headers=headers)


async def test_a_seated_player_opening_the_board_in_the_thread_plays_with_the_seat_s_session(
    client, store, game, discord
):
    response = await open_board(client, discord, PLAYER)
    assert response.status == 200, await response.text()
    answer = await response.json()
    token = await store.game_link(game.game_id, T0)
    assert answer["page"] == f"/g/{token}" and answer["notice"] is None
    assert answer["access_token"] in discord.tokens and COOKIE not in response.cookies
    assert CLIENT_SECRET not in await response.text() and BOT_TOKEN not in await response.text()
    inside = {SESSION_HEADER: answer["session"]}
    page = await (await client.get(answer["page"], headers=inside)).text()
    assert "/seat.png" in page and "/seat.png" not in await (await client.get(answer["page"])).text()
    seat = await client.get(f"/g/{token}/seat.json", headers=inside)
    assert seat.status == 200 and "signed_in" in await seat.json()
    assert seat.headers["Vary"] == f"Cookie, {SESSION_HEADER}"
    client.session.cookie_jar.clear()
    client.session.headers.update(inside)  # every request of the page inside Discord carries it
    asked, path, final = await final_choice(client, token)
    before = (await store.get_game(game.game_id)).version
    moved = await client.post(
        f"/g/{token}/move",
        data=json.dumps(move_body(asked, path, choice=final["id"])),
        headers={"Origin": ORIGIN, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin"},
    )
    assert moved.status == 200, await moved.text()
    assert (await store.get_game(game.game_id)).version == before + 1
    assert (await store.steps(game.game_id))[-1].seat == SEAT


async def test_the_turn_notice_s_link_opens_the_game_of_its_page_token_from_a_dm(client, store, game, discord):
    token = await store.game_link(game.game_id, T0)
    response = await open_board(client, discord, PLAYER, channel=DM, guild=None, custom_id=token)
    answer = await response.json()
    assert response.status == 200 and answer["page"] == f"/g/{token}" and answer["session"], answer
    # someone who is not of the game's server learns nothing of it
    outsider = 1800000000000000001
    refused = await open_board(client, discord, outsider, channel=DM, guild=None, custom_id=token)
    assert refused.status == 403
    assert await refused.json() == {"error": "This game belongs to a server you are not a member of."}


async def test_a_spectator_gets_the_spectators_page_and_one_sentence_in_their_language(client, store, game, discord):
    response = await open_board(client, discord, STRANGER)
    answer = await response.json()
    assert response.status == 200 and answer["session"] is None
    assert answer["page"] == f"/g/{await store.game_link(game.game_id, T0)}"
    assert answer["notice"] == "V této hře nemáte místo, takže herní plán ukazuje jen to, co vidí všichni."


async def test_every_bad_sign_in_is_one_sentence_and_signs_nobody_in(client, clock, services, store, game, discord):
    services.activity_limit = RenderLimit(10**6, 1, clock=clock)
    english = {"Accept-Language": "en"}
    code_refused = "Discord did not confirm who you are: close the board and open it again."
    malformed = "Discord's launch of this board was not understood: close the board and open it again."
    not_in = "Discord does not count you among the people in this board: close it and open it again."

    async def refused(status: int, sentence: str, **changed) -> None:
        response = await open_board(client, discord, PLAYER, **changed)
        text = await response.text()
        assert response.status == status, (changed, text)
        assert json.loads(text) == {"error": sentence}, changed
        assert COOKIE not in response.cookies and CLIENT_SECRET not in text and BOT_TOKEN not in text

    used = discord.authorize(PLAYER)
    assert (await open_board(client, discord, PLAYER, code=used)).status == 200
    await refused(403, code_refused, code=used)  # used already
    await refused(403, code_refused, code=discord.authorize(PLAYER, client_id="1300000000000000999"))
    expired = discord.authorize(PLAYER)
    clock.now += CODE_SECONDS
    await refused(403, code_refused, code=expired)
    await refused(403, code_refused, code="madeup")
    await refused(403, not_in, instance_id=discord.launch(THREAD, GUILD, STRANGER))  # not in that instance
    await refused(403, not_in, instance_id="i-404-gc-1")  # no such instance
    await refused(400, malformed, channel_id=str(OTHER_CHANNEL))  # another place than the instance's
    await refused(400, malformed, guild_id=str(OTHER_GUILD))
    await refused(400, malformed, code=None)
    await refused(400, malformed, instance_id="../../users/@me")
    await refused(400, malformed, custom_id="a token?")
    no_game = (
        "No game of Salon is played in this channel: open the board from the game's thread or from its turn notice."
    )
    await refused(404, no_game, channel=OTHER_CHANNEL, guild=GUILD)
    await refused(404, no_game, custom_id="NoSuchPageToken")
    token = await store.game_link(game.game_id, T0)
    await refused(
        403,
        "This game belongs to a server you are not a member of.",
        channel=OTHER_CHANNEL,
        guild=OTHER_GUILD,
        custom_id=token,
    )
    for headers, status in (({"Origin": "https://elsewhere.example"}, 403), ({"Content-Type": "text/plain"}, 415)):
        response = await client.post(
            "/activity/session",
            data="{}",
            headers={"Origin": ORIGIN, "Content-Type": "application/json", **english, **headers},
        )
        assert response.status == status and set(await response.json()) == {"error"}
    assert not any(CLIENT_SECRET in seen.body for seen in discord.seen if seen.path != "/api/v10/oauth2/token")
    # each sign-in is four calls to Discord's API, whose limits are the whole application's
    services.activity_limit = RenderLimit(2, ACTIVITY_PER_SECOND, clock=clock)
    for _ in range(2):
        await refused(403, code_refused, code="madeup")
    await refused(429, "Too many attempts to open the board from here: wait a minute and try again.", code="madeup")


async def test_when_discord_cannot_be_reached_the_page_is_told_and_a_warning_names_no_secret(
    client, services, game, discord, logs
):
    closed = f"http://127.0.0.1:{closed_port()}/api/v10"  # nothing listens there
    services.activity = ActivityConfig(APP, CLIENT_SECRET, BOT_TOKEN, api=closed)
    response = await open_board(client, discord, PLAYER)
    assert response.status == 502
    assert await response.json() == {"error": "Discord could not confirm who you are just now: try again in a moment."}
    warned = [r.getMessage() for r in logs.records if r.levelno == logging.WARNING and r.name == "bot.web.activity"]
    assert len(warned) == 1 and warned[0].startswith("Discord's API could not be reached for an Activity's sign-in")


async def test_the_seat_s_session_inside_discord_ends_when_the_seat_changes_hands(client, store, game, discord):
    answer = await (await open_board(client, discord, PLAYER)).json()
    inside = {SESSION_HEADER: answer["session"]}
    token = answer["page"].removeprefix("/g/")
    assert (await client.get(f"/g/{token}/decision.json", headers=inside)).status == 200
    await store.remember_user(STRANGER, SeenUser("someone"))
    await store.hand_over_seat(game.game_id, SEAT, expected_user_id=PLAYER, now=T0 + 1, user_id=STRANGER)
    asked = await client.get(f"/g/{token}/decision.json", headers=inside)
    assert asked.status == 403
    assert (await asked.json())["error"] == "You no longer hold this seat, so this page shows only what everyone sees."
    # the new holder opens the board and gets their own session
    again = await (await open_board(client, discord, STRANGER)).json()
    assert again["session"] and again["session"] != answer["session"]


async def test_the_header_wins_over_a_cookie_and_is_read_as_the_cookie_is(client, store, game, discord):
    token = await store.game_link(game.game_id, T0)
    await sign_in(client, token)  # a cookie of the seat in this browser
    assert (await client.get(f"/g/{token}/seat.json")).status == 200
    forged = {SESSION_HEADER: "0.1.en.1.9999999999.forged"}
    assert (await client.get(f"/g/{token}/seat.json", headers=forged)).status == 403


async def test_the_entry_document_names_the_application_and_only_discord_may_frame_the_pages(client, game):
    launched = await client.get("/", params={"frame_id": "f-1", "instance_id": "i-1", "platform": "desktop"})
    text = await launched.text()
    assert launched.status == 200 and f'<meta name="salon-client-id" content="{APP}">' in text
    policy = launched.headers["Content-Security-Policy"]
    assert "frame-ancestors https://discord.com https://*.discord.com https://*.discordsays.com" in policy
    assert "X-Frame-Options" not in launched.headers
    plain = await client.get("/")
    assert "salon-client-id" not in await plain.text()
    assert (await client.get("/", params={"frame_id": "<script>", "instance_id": "i-1"})).status == 400


async def test_with_the_activity_off_nothing_of_it_answers(client, store, services):
    assert services.activity is None
    launched = await client.get("/", params={"frame_id": "f-1", "instance_id": "i-1", "platform": "desktop"})
    assert "salon-client-id" not in await launched.text()
    assert "frame-ancestors 'none'" in launched.headers["Content-Security-Policy"]
    assert launched.headers["X-Frame-Options"] == "DENY"
    refused = await client.post("/activity/session", data="{}", headers={"Content-Type": "application/json"})
    assert refused.status == 404


def test_the_activity_s_settings_are_checked_at_start_and_the_secret_never_shown():
    wanted = {"SALON_WEB_PORT": "8390", "SALON_WEB_URL": "https://salon.example.org", "DISCORD_CLIENT_SECRET": "s3cr3t"}
    settings = load_web_settings({**wanted, "SALON_ACTIVITY": "1"})
    assert settings.activity and settings.client_secret == "s3cr3t" and "s3cr3t" not in repr(settings)
    assert "s3cr3t" not in repr(ActivityConfig(APP, "s3cr3t", BOT_TOKEN)) and BOT_TOKEN not in repr(
        ActivityConfig(APP, "s3cr3t", BOT_TOKEN)
    )
    assert not load_web_settings(wanted).activity, "off by default"
    for missing in wanted:
        with pytest.raises(ValueError, match="SALON_ACTIVITY=1 needs") as refused:
            load_web_settings({**wanted, missing: "", "SALON_ACTIVITY": "1"})
        assert "s3cr3t" not in str(refused.value)
    with pytest.raises(ValueError, match="SALON_ACTIVITY must be 1"):
        load_web_settings({**wanted, "SALON_ACTIVITY": "maybe"})
