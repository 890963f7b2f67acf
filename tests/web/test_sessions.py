"""A seat's way onto the game's page, through aiohttp's test client on the real application: a
sign-in link sets the seat's session and sends its reader to the plain page, which then shows that
seat's own view beside the board; a link that was changed, expired, or is another person's, seat's
or game's signs nobody in; and every change of the seat's hands, and the game's end, ends the
session with one sentence and the page as everyone sees it."""

from __future__ import annotations

import logging
import re
from http.cookies import SimpleCookie
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest

from bot.web.links import COOKIE, SESSION_SECONDS, SIGN_IN_SECONDS, seat_link
from db import SeenUser
from tests.web.conftest import SECRET, T0, played

PNG = b"\x89PNG\r\n\x1a\n"
KEY = SECRET.encode()
PERSON = 9000  # the user id of the person in seat 0; seat 1's is the next
NOT_YOURS = "You no longer hold this seat, so this page shows only what everyone sees."
GAME_OVER = "The game is over, so this page shows only what everyone sees."


@pytest.fixture
async def people(store, table):
    """The demo table's AI seats 0 and 1 handed to people (a session is a person's)."""
    for seat in (0, 1):
        await store.remember_user(PERSON + seat, SeenUser(f"person{seat}"))
        await store.hand_over_seat(table.game_id, seat, expected_user_id=None, user_id=PERSON + seat, now=T0)


def _link(token: str, seat: int, now: float, language: str = "en", holder: int | None = None) -> str:
    return seat_link(token, seat, PERSON + seat if holder is None else holder, language, now).path(KEY)


def _set_cookies(response) -> dict[str, SimpleCookie]:
    found = {}
    for header in response.headers.getall("Set-Cookie", []):
        cookie = SimpleCookie()
        cookie.load(header)
        found.update({name: cookie for name in cookie})
    return found


async def _sign_in(client, path: str):
    response = await client.get(path, allow_redirects=False)
    assert response.status == 303, (path, response.status, await response.text())
    return response


def _seat_section(page: str) -> str | None:
    found = re.search(r'<section id="seat".*?</section>', page, re.S)
    return None if found is None else found.group(0)


async def test_a_sign_in_link_sets_the_seats_session_and_sends_its_reader_to_the_plain_page(
    client, services, token, people, store, table
):
    response = await _sign_in(client, _link(token, 1, T0))
    assert response.headers["Location"] == f"/g/{token}", "the signature leaves the address bar"
    assert response.headers["Cache-Control"] == "no-store"
    cookie = _set_cookies(response)[COOKIE][COOKIE]
    assert cookie["httponly"] and cookie["samesite"] == "Lax" and cookie["path"] == f"/g/{token}"
    assert not cookie["secure"], "the pages' address is not https here"
    assert int(cookie["max-age"]) == SESSION_SECONDS

    page = await client.get(f"/g/{token}")
    assert page.status == 200 and page.headers["Cache-Control"] == "no-store" and page.headers["Vary"] == "Cookie"
    text = await page.text()
    seat = _seat_section(text)
    assert seat is not None and "Signed in as <bdi>person1</bdi>" in seat
    assert 'id="why"' not in text and 'id="board"' in text, "the board as everyone sees it, and the seat beside it"
    presenter_text = (await client.get(f"/g/{token}/seat.json")).headers
    assert presenter_text["Cache-Control"] == "no-store"
    data = await (await client.get(f"/g/{token}/seat.json")).json()
    assert data["hand"] and data["hand"] in seat and data["image"].startswith(f"/g/{token}/seat.png?at=")
    image = await client.get(data["image"])
    assert image.status == 200 and (await image.read()).startswith(PNG)
    assert image.headers["Cache-Control"] == "no-store"
    history = await services.pages.history(token)
    view = await services.pages.private_view(history, 1)
    mine = services.pages.hand_html(history, view, "en", history.names)
    assert mine == data["hand"], "My hand's own text, for seat 1"
    assert "Your money: " in data["alt"] and "**" not in data["alt"], "the seat's image described as Discord's is"
    assert view != await services.pages.private_view(history, 0)

    client.session.cookie_jar.clear()
    plain = await (await client.get(f"/g/{token}")).text()
    assert _seat_section(plain) is None and "/seat." not in plain, "without a session, the page as it was"
    for path in (f"/g/{token}/seat.json", f"/g/{token}/seat.png?at=1"):
        refused = await client.get(path)
        assert refused.status == 403 and "Nobody is signed in here" in await refused.text()


async def test_the_session_s_cookie_is_secure_behind_https(client, services, token, people):
    services.secure_cookies = True
    response = await client.get(_link(token, 0, T0), allow_redirects=False)
    assert _set_cookies(response)[COOKIE][COOKIE]["secure"]


async def test_a_link_from_my_hand_given_before_sessions_signs_in_the_same_way(client, token, people):
    link = urlsplit(_link(token, 0, T0))
    query = {k: v[0] for k, v in parse_qs(link.query).items()}
    old = f"/g/{token}/hand/{query.pop('s')}?" + urlencode(query)
    response = await _sign_in(client, old)
    assert response.headers["Location"] == f"/g/{token}"
    assert "Signed in as <bdi>person0</bdi>" in await (await client.get(f"/g/{token}")).text()
    assert (await client.get(f"/g/{token}/hand/0.png")).status == 404, "the old private page's image is gone"


def _changed(path: str, **parts) -> str:
    split = urlsplit(path)
    query = {k: v[0] for k, v in parse_qs(split.query).items()} | {k: str(v) for k, v in parts.items()}
    return split.path + "?" + "&".join(f"{k}={v}" for k, v in query.items())


async def test_a_changed_expired_or_someone_elses_link_signs_nobody_in(client, token, store, clock, people):
    good = _link(token, 0, clock.now)
    other_table = await played(store, steps=1)
    other_token = await store.game_link(other_table.game_id, T0)
    sig = parse_qs(urlsplit(good).query)["sig"][0]
    tampered = [
        _changed(good, s=1),  # seat 0's link pointed at seat 1
        _changed(good, exp=int(clock.now) + 10 * SIGN_IN_SECONDS),  # a longer life
        _changed(good, lang="cs"),
        _changed(good, u=PERSON + 1),  # another person's
        _changed(good, sig=sig[:-1] + ("A" if sig[-1] != "A" else "B")),
        _changed(good, sig=""),
        good.split("?")[0],  # no signature at all
        good.replace(token, other_token),  # another game's page
        _changed(good, s=7),  # no such seat
    ]
    for path in tampered:
        response = await client.get(path, allow_redirects=False)
        assert response.status == 403, path
        text = await response.text()
        assert "This link is not valid" in text and "signs nobody in" in text, path
        assert not response.headers.getall("Set-Cookie", []), path
    assert not client.session.cookie_jar.filter_cookies(client.make_url(f"/g/{token}"))

    clock.now += SIGN_IN_SECONDS
    expired = await client.get(good, allow_redirects=False)
    assert expired.status == 410 and "This link has expired" in await expired.text() and "<time" in await expired.text()
    assert not expired.headers.getall("Set-Cookie", [])

    clock.now = T0
    someone_else = await client.get(_link(token, 0, T0, holder=PERSON + 1), allow_redirects=False)
    assert someone_else.status == 403 and NOT_YOURS in await someone_else.text(), "a link for seat 0 given to seat 1's"
    assert not [c for c in _set_cookies(someone_else).values() for m in c.values() if m.value], "no session set"
    assert _seat_section(await someone_else.text()) is None
    await _sign_in(client, good)
    assert "Signed in as <bdi>person0</bdi>" in await (await client.get(f"/g/{token}")).text()


async def _ends_with(client, token: str, why: str) -> None:
    """The session's page says `why`, shows nothing private and ends the session; the next
    request is the page as everyone sees it."""
    page = await client.get(f"/g/{token}")
    text = await page.text()
    assert page.status == 200 and why in text and 'id="why"' in text
    assert _seat_section(text) is None and "/seat." not in text
    ended = _set_cookies(page)[COOKIE][COOKIE]
    assert ended.value == "" and ended["path"] == f"/g/{token}"
    after = await (await client.get(f"/g/{token}")).text()
    assert why not in after and 'id="why"' not in after


def _cookie(client, token: str) -> str:
    return client.session.cookie_jar.filter_cookies(client.make_url(f"/g/{token}"))[COOKIE].value


def _put_cookie(client, token: str, value: str) -> None:
    cookie = SimpleCookie()
    cookie[COOKIE] = value
    cookie[COOKIE]["path"] = f"/g/{token}"
    client.session.cookie_jar.update_cookies(cookie, client.make_url(f"/g/{token}"))


async def _seat_refused(client, token: str, why: str) -> None:
    """The seat's own requests say `why`, and end the session too."""
    cookie = _cookie(client, token)
    for path in (f"/g/{token}/seat.json", f"/g/{token}/seat.png?at=1"):
        _put_cookie(client, token, cookie)
        response = await client.get(path)
        assert response.status == 403 and why in await response.text(), path
        assert _set_cookies(response)[COOKIE][COOKIE].value == ""
    _put_cookie(client, token, cookie)


TRANSITIONS = {
    # what ends seat 0's session: a resignation (the AI takes it), a replacement, a hand-over to a
    # person, a forget-me
    "resigned": dict(ai_level="easy", resigned=True),
    "replaced by an AI": dict(ai_level="normal"),
    "handed over": dict(user_id=PERSON + 7),
}


@pytest.mark.parametrize("how", [*TRANSITIONS, "forgotten"])
async def test_every_change_of_the_seat_s_hands_ends_its_session_with_a_sentence(
    client, store, table, token, people, how
):
    await _sign_in(client, _link(token, 0, T0))
    assert _seat_section(await (await client.get(f"/g/{token}")).text()) is not None
    if how == "forgotten":
        await store.forget_user(PERSON, T0 + 1, stand_in="normal")
    else:
        await store.hand_over_seat(table.game_id, 0, expected_user_id=PERSON, now=T0 + 1, **TRANSITIONS[how])
    await _seat_refused(client, token, NOT_YOURS)
    await _ends_with(client, token, NOT_YOURS)


async def test_a_seat_handed_back_is_a_new_holding_that_an_old_session_does_not_name(
    client, store, table, token, people
):
    await _sign_in(client, _link(token, 0, T0))
    cookie = _cookie(client, token)
    await store.hand_over_seat(table.game_id, 0, expected_user_id=PERSON, user_id=PERSON + 7, now=T0 + 1)
    await table.move(now=T0 + 2)
    await store.hand_over_seat(table.game_id, 0, expected_user_id=PERSON + 7, user_id=PERSON, now=T0 + 3)
    _put_cookie(client, token, cookie)
    await _ends_with(client, token, NOT_YOURS)
    await _sign_in(client, _link(token, 0, T0 + 3))  # a new link signs them in on the seat they hold again
    assert "Signed in as <bdi>person0</bdi>" in await (await client.get(f"/g/{token}")).text()


async def test_the_game_s_end_ends_the_session(client, token, table, people):
    await _sign_in(client, _link(token, 0, T0))
    while await table.move(now=T0 + 10):
        pass
    await _seat_refused(client, token, GAME_OVER)
    await _ends_with(client, token, GAME_OVER)
    refused = await client.get(_link(token, 0, T0), allow_redirects=False)
    assert refused.status == 403 and GAME_OVER in await refused.text()


async def test_an_expired_or_changed_session_ends_with_a_sentence(client, clock, token, people):
    await _sign_in(client, _link(token, 0, T0, language="cs"))
    cookie = _cookie(client, token)
    assert "Přihlášený hráč: <bdi>person0</bdi>" in await (await client.get(f"/g/{token}")).text()
    seat, holder, *rest = cookie.split(".")
    for changed in (".".join(["1", str(PERSON + 1), *rest]), cookie[:-1] + ("A" if cookie[-1] != "A" else "B"), "x"):
        _put_cookie(client, token, changed)
        await _ends_with(client, token, "Your sign-in is no longer valid")
    _put_cookie(client, token, cookie)
    clock.now += SESSION_SECONDS
    await _ends_with(client, token, "Vaše přihlášení vypršelo")


async def test_no_link_signature_or_session_reaches_the_log(client, caplog, store, table, token, people):
    caplog.set_level(logging.DEBUG)
    link = _link(token, 0, T0)
    await _sign_in(client, link)
    cookie = _cookie(client, token)
    await client.get(f"/g/{token}")
    await client.get(f"/g/{token}/seat.json")
    await client.get(_changed(link, sig="A" * 43), allow_redirects=False)
    await store.hand_over_seat(table.game_id, 0, expected_user_id=PERSON, ai_level="easy", now=T0 + 1)
    await client.get(f"/g/{token}")
    secrets = [parse_qs(urlsplit(link).query)["sig"][0], cookie, cookie.rsplit(".", 1)[1]]
    logged = "\n".join(f"{r.getMessage()} {r.args!r} {r.exc_text or ''}" for r in caplog.records)
    assert not [s for s in secrets if s in logged]
