"""Playing on the game's page, through aiohttp's test client on the real application: the
signed-in seat's decision (decision.json) and a move sent from it (POST move), committed by the
offline demo's mover (bot.web.demo: the same judgement as the bot's, bot.web.moves.settle and
bot.play.chains). A move chosen on the page is played and the next decision differs; every bad
request is one sentence in the reader's language with the game's position, commits nothing and
logs no error; the moves and decisions a seat may ask for are bounded."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging

import pytest

from bot.play.chains import Choice, Unchosen, Why, chosen_action
from bot.presenters import presenter_for
from bot.ui.panels import option_descriptions, option_labels
from bot.web.demo import DemoTable, demo_person
from bot.web.images import RenderLimit
from bot.web.links import COOKIE, seat_link
from bot.web.moves import MOVE_BYTES, MOVES_BURST, MOVES_PER_SECOND
from bot.web.pages import stored_names
from db import SeenUser
from engines import ai, registry
from engines.core import Decision, Option, runner
from engines.core.contract import side_decision
from tests.web.conftest import SECRET, T0

KEY = SECRET.encode()
SEAT = 0  # the seat played on the page
SOMEONE = 9999  # a person the seat may be handed to
STALE = "The game has moved on since you chose: here is where it stands now."


@pytest.fixture(autouse=True)
def no_errors(caplog):
    caplog.set_level(logging.INFO)
    yield
    errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert not errors, errors


async def seated(
    store, kind: str = "spectaculum", players: int = 2, options: dict | None = None, seat: int = SEAT
) -> DemoTable:
    """A demo game whose seat `seat` is the demo's person's."""
    table = await DemoTable.create(store, kind, players, seed=7, now=T0, options=options)
    await table.seat_person(seat, "en", T0)
    return table


async def until(table: DemoTable, wanted, limit: int = 600) -> None:
    """The AI plays every seat (the page's too) until `wanted(table)`."""
    for k in range(limit):
        if wanted(table):
            return
        assert await table.move(now=T0 + k + 1), "the game ended first"
    raise AssertionError("never reached")


@pytest.fixture
async def game(store):
    table = await seated(store)
    await until(table, lambda t: t.person_to_act)
    return table


@pytest.fixture
async def token(client, services, store, game, clock):
    """The page's token, its reader signed in on SEAT; the demo's table moves for the page,
    and the allowances run on the tests' clock."""
    services.mover = game.page_move
    services.move_limit = RenderLimit(MOVES_BURST, MOVES_PER_SECOND, clock=clock)
    services.decision_limit = RenderLimit(10**6, 1, clock=clock)
    token = await store.game_link(game.game_id, T0)
    await sign_in(client, token)
    return token


async def sign_in(client, token: str, seat: int = SEAT, language: str = "en") -> None:
    link = seat_link(token, seat, demo_person(seat), language, T0).path(KEY)
    response = await client.get(link, allow_redirects=False)
    assert response.status == 303


def origin(client) -> str:
    return f"http://{client.host}:{client.port}"


async def post(client, token: str, body, *, headers: dict | None = None, raw: bytes | None = None):
    sent = {"Origin": origin(client), "Content-Type": "application/json", **(headers or {})}
    data = raw if raw is not None else json.dumps(body).encode()
    return await client.post(f"/g/{token}/move", data=data, headers={k: v for k, v in sent.items() if v is not None})


async def decision(client, token: str, path: tuple[str, ...] = (), side: bool = False) -> dict:
    response = await client.get(f"/g/{token}/decision.json", params={"path": ",".join(path), "side": str(int(side))})
    assert response.status == 200, await response.text()
    assert response.headers["Cache-Control"] == "no-store"
    return await response.json()


async def final_choice(
    client, token: str, side: bool = False, start: tuple[str, ...] = ()
) -> tuple[dict, tuple[str, ...], dict]:
    """The first chain of the seat's decision (from `start`) to a final option: (that decision, its
    path, the option)."""
    path = start
    for _ in range(20):
        asked = await decision(client, token, path, side)
        assert asked["options"], asked
        path = tuple(asked["path"])
        final = next((o for o in asked["options"] if o["final"]), None)
        if final is not None:
            return asked, path, final
        path += (asked["options"][0]["id"],)
    raise AssertionError("no final option")


def move_body(asked: dict, path, **choice) -> dict:
    return {"position": asked["position"], "side": asked["side"], "path": list(path), **choice}


async def assert_refused(response, status: int, sentence: str, store, game: DemoTable, version: int) -> None:
    assert response.status == status, (status, await response.text())
    answer = await response.json()
    assert answer["error"] == sentence
    row = await store.get_game(game.game_id)
    assert answer["position"] == row.position
    assert row.version == version, "nothing was committed"


async def test_a_move_chosen_on_the_page_is_played_and_the_next_decision_differs(client, token, store, game):
    before = await store.get_game(game.game_id)
    asked, path, final = await final_choice(client, token)
    assert asked["position"] == before.position and asked["status"] == "active" and asked["back"] == bool(path)
    offered = registry.get("spectaculum").prompt(game.state, SEAT, path).options
    expected = next(o.action for o in offered if o.id == final["id"])
    response = await post(client, token, move_body(asked, path, choice=final["id"]))
    assert response.status == 200, await response.text()
    assert response.headers["Cache-Control"] == "no-store"
    answer = await response.json()
    after = await store.get_game(game.game_id)
    assert after.version == before.version + 1 and answer == {
        "ok": True,
        "position": after.position,
        "done": answer["done"],
    }
    assert answer["done"] and "You" in answer["done"], "the move's narration, naming the page's seat"
    steps = await store.steps(game.game_id)
    assert steps[-1].seat == SEAT and json.loads(steps[-1].action) == expected
    again = await decision(client, token)
    assert again != asked and again["position"] == after.position


async def test_a_decision_is_worded_as_the_discord_panel_and_points_at_the_board(client, token, store, game):
    asked = await decision(client, token)
    engine, presenter = registry.get("spectaculum"), presenter_for("spectaculum")
    pending = engine.prompt(game.state, SEAT, ())
    assert [o["id"] for o in asked["options"]] == [o.id for o in pending.options]
    names = ["You", "AI 2 (easy)"]
    assert [o["label"] for o in asked["options"]] == option_labels(presenter, pending, "en", names)
    descriptions = [o["description"] for o in asked["options"]]
    assert descriptions == option_descriptions(presenter, pending, "en", names) and all(descriptions)
    assert asked["prompt"] and "**" not in asked["prompt"]
    step = await (await client.get(f"/g/{token}/at/0.json")).json()
    last = await (await client.get(f"/g/{token}/at/{step['last']}.json")).json()
    board = asked["board"]
    assert board["src"] == last["board"], "the boxes are of the board the page shows now"
    image = await client.get(board["src"])
    assert image.status == 200
    boxes = [o["box"] for o in asked["options"] if o["box"] is not None]
    assert boxes, "some options are spots on the board"
    for left, top, right, bottom in boxes:
        assert 0 <= left < right <= board["width"] and 0 <= top < bottom <= board["height"]
    assert asked["min"] == asked["max"] == 1 and asked["number"] is None and asked["waiting"] is None


async def test_every_bad_move_is_one_sentence_and_commits_nothing(client, services, clock, token, store, game):
    services.move_limit = RenderLimit(10**6, 1, clock=clock)
    version = (await store.get_game(game.game_id)).version
    asked, path, final = await final_choice(client, token)
    good = move_body(asked, path, choice=final["id"])

    async def refused(status: int, sentence: str, body=None, **how) -> None:
        response = await post(client, token, good if body is None else body, **how)
        await assert_refused(response, status, sentence, store, game, version)

    foreign = "Moves are accepted only from the game's own page."
    await refused(403, foreign, headers={"Origin": "https://elsewhere.example"})
    await refused(403, foreign, headers={"Origin": None})
    await refused(403, foreign, headers={"Sec-Fetch-Site": "cross-site"})
    await refused(403, foreign, headers={"Origin": origin(client).replace("http:", "ftp:")})
    await refused(409, "The game has moved on since you chose: here is where it stands now.", {**good, "position": 0})
    await refused(
        409,
        "That choice belongs to a decision you no longer face: here is the one you face now.",
        {**good, "path": ["no-such-option"]},
    )
    await refused(422, "That choice is not offered now: pick one of those shown.", {**good, "choice": "no-such"})
    wrong_ids = move_body(asked, path, ids=[final["id"]])
    await refused(422, "Choose as many as the question asks for, each of them once.", wrong_ids)
    await refused(422, "That number is not one you may choose here.", move_body(asked, path, value=1))
    malformed = "That move could not be read: reload the page and choose again."
    for body in (
        {**good, "ids": [final["id"]]},  # two choices at once
        move_body(asked, path),  # none
        {**good, "position": str(asked["position"])},
        {**good, "position": True},
        {**good, "side": "no"},
        {**good, "path": "a,b"},
        {**good, "path": [""]},
        {**good, "choice": 7},
        [good],
    ):
        await refused(400, malformed, body)
    await refused(400, malformed, raw=b'{"position": ')
    await refused(400, malformed, raw=b"\xff\xfe")
    await refused(400, malformed, raw=b"[" * 2000 + b"]" * 2000)  # too deep to read, though small
    padded = {**good, "padding": "x" * MOVE_BYTES}
    await refused(413, "No move in this game is that long.", padded)
    await refused(
        415,
        "A move is sent by the game's page itself, not as a form.",
        raw=b"choice=x",
        headers={"Content-Type": "application/x-www-form-urlencoded"},
    )
    client.session.cookie_jar.clear()
    await refused(
        403,
        "Nobody is signed in here: press Take your turn or My hand in the game's thread for a link that signs you in.",
    )


async def test_the_same_move_sent_twice_is_played_once(client, token, store, game):
    asked, path, final = await final_choice(client, token)
    body = move_body(asked, path, choice=final["id"])
    assert (await post(client, token, body)).status == 200
    version = (await store.get_game(game.game_id)).version
    second = await post(client, token, body)
    await assert_refused(
        second, 409, "The game has moved on since you chose: here is where it stands now.", store, game, version
    )


async def test_a_seat_s_moves_are_bounded(client, clock, token, store, game):
    version = (await store.get_game(game.game_id)).version
    malformed = b'{"position": "x"}'
    for _ in range(MOVES_BURST):
        assert (await post(client, token, None, raw=malformed)).status == 400
    limited = await post(client, token, None, raw=malformed)
    await assert_refused(
        limited, 429, "Too many moves in a moment: wait a second and choose again.", store, game, version
    )
    assert int(limited.headers["Retry-After"]) >= 1
    clock.now += 1 / MOVES_PER_SECOND
    assert (await post(client, token, None, raw=malformed)).status == 400, "a moment later, again"


async def test_a_seat_s_decisions_asked_are_bounded(client, services, clock, token):
    services.decision_limit = RenderLimit(3, 1, clock=clock)
    for _ in range(3):
        assert (await client.get(f"/g/{token}/decision.json")).status == 200
    limited = await client.get(f"/g/{token}/decision.json")
    assert limited.status == 429 and int(limited.headers["Retry-After"]) >= 1
    assert (await limited.json())["error"] == "Too many moves in a moment: wait a second and choose again."


HANDS = {
    "resigned": dict(ai_level="easy", resigned=True),
    "handed over": dict(user_id=SOMEONE),
}


@pytest.mark.parametrize("how", HANDS)
async def test_a_seat_that_changed_hands_moves_nothing(client, token, store, game, how):
    asked, path, final = await final_choice(client, token)
    version = (await store.get_game(game.game_id)).version
    if "user_id" in HANDS[how]:
        await store.remember_user(SOMEONE, SeenUser("someone"))
    await store.hand_over_seat(game.game_id, SEAT, expected_user_id=demo_person(SEAT), now=T0 + 1, **HANDS[how])
    response = await post(client, token, move_body(asked, path, choice=final["id"]))
    sentence = "You no longer hold this seat, so this page shows only what everyone sees."
    await assert_refused(response, 403, sentence, store, game, version)
    assert response.cookies[COOKIE].value == "", "the session ends"
    assert (await client.get(f"/g/{token}/decision.json")).status == 403


async def test_a_finished_game_takes_no_move(client, token, store, game):
    asked, path, final = await final_choice(client, token)
    while await game.move(now=T0 + 1000):
        pass
    version = (await store.get_game(game.game_id)).version
    response = await post(client, token, move_body(asked, path, choice=final["id"]))
    await assert_refused(
        response, 403, "The game is over, so this page shows only what everyone sees.", store, game, version
    )


async def test_where_no_mover_runs_the_decision_is_shown_and_a_move_refused(client, services, token, store, game):
    services.mover = None
    asked, path, final = await final_choice(client, token)
    version = (await store.get_game(game.game_id)).version
    response = await post(client, token, move_body(asked, path, choice=final["id"]))
    sentence = (
        "This server only shows games: moves are made on the page that the bot itself serves, "
        "or with the buttons in Discord."
    )
    await assert_refused(response, 403, sentence, store, game, version)


async def test_a_decision_needs_the_seat_s_session_and_a_path_of_its_chain(client, token, store, game):
    position = (await store.get_game(game.game_id)).position
    other = await client.get(f"/g/{token}/decision.json", params={"path": "no-such-option"})
    assert other.status == 409
    assert await other.json() == {
        "error": "That choice belongs to a decision you no longer face: here is the one you face now.",
        "position": position,
    }
    assert (await client.get(f"/g/{token}/decision.json", params={"side": "2"})).status == 400
    client.session.cookie_jar.clear()
    nobody = await client.get(f"/g/{token}/decision.json")
    assert nobody.status == 403 and "options" not in await nobody.text()
    assert (await nobody.json())["error"].startswith("Nobody is signed in here")


async def test_a_seat_that_waits_is_told_for_whom(client, token, store, game):
    await until(game, lambda t: not t.person_to_act)
    asked = await decision(client, token)
    assert asked["options"] == [] and asked["waiting"] == "Waiting for \u2068AI 2 (easy)\u2069."
    assert asked["side_available"] is None


async def test_a_multi_choice_is_sent_as_one_move_of_its_ids(client, services, clock, store):
    table = await seated(store, "rokoko", 2)
    await until(table, lambda t: t.person_to_act)
    services.mover = table.page_move
    services.decision_limit = RenderLimit(10**6, 1, clock=clock)
    token = await store.game_link(table.game_id, T0)
    await sign_in(client, token)
    asked = await decision(client, token)
    assert asked["max"] > 1 and all(o["final"] for o in asked["options"]), asked
    version = (await store.get_game(table.game_id)).version
    ids = [o["id"] for o in asked["options"]]
    too_many = await post(client, token, move_body(asked, (), ids=ids[: asked["max"] + 1]))
    sentence = "Choose as many as the question asks for, each of them once."
    await assert_refused(too_many, 422, sentence, store, table, version)
    twice = await post(client, token, move_body(asked, (), ids=[ids[0]] * asked["min"]))
    await assert_refused(twice, 422, sentence, store, table, version)
    moved = await post(client, token, move_body(asked, (), ids=ids[: asked["min"]]))
    assert moved.status == 200, await moved.text()
    steps = await store.steps(table.game_id)
    assert json.loads(steps[-1].action)["ids"] == ids[: asked["min"]] and steps[-1].seat == SEAT


async def test_a_side_decision_is_offered_beside_the_turn_and_played(client, services, clock, store):
    table = await seated(store, "ladies", 4, options={"gossip": True})
    engine = registry.get("ladies")
    await until(table, lambda t: side_decision(engine, t.state, SEAT) is not None)
    services.mover = table.page_move
    services.decision_limit = RenderLimit(10**6, 1, clock=clock)
    token = await store.game_link(table.game_id, T0)
    await sign_in(client, token)
    turn = await decision(client, token)
    label = presenter_for("ladies").side_label(side_decision(engine, table.state, SEAT), "en", [])
    assert turn["side_available"] == {"label": label} and not turn["side"]
    asked, path, final = await final_choice(client, token, side=True)
    assert asked["side"] and asked["side_available"] is None
    version = (await store.get_game(table.game_id)).version
    moved = await post(client, token, move_body(asked, path, choice=final["id"]))
    assert moved.status == 200, await moved.text()
    steps = await store.steps(table.game_id)
    assert steps[-1].seat == SEAT and json.loads(steps[-1].action)["type"] == "gossip"
    assert (await store.get_game(table.game_id)).version == version + 1


def test_a_number_is_chosen_within_its_range_and_a_choice_must_be_offered():
    """The chain's choices, as a press and the page make them (no registered game asks a
    number today: bot.play.chains still answers for one)."""
    number = Decision("t.bid", "t.prompt", number_range=(2, 5), multi_action={"type": "bid"})
    assert chosen_action(number, Choice(value=5)) == {"type": "bid", "value": 5}
    for value in (1, 6):
        with pytest.raises(Unchosen) as refused:
            chosen_action(number, Choice(value=value))
        assert (refused.value.why, refused.value.what) == (Why.NOT_OFFERED, "number")
    options = (Option("a", "t.a", action={"type": "a"}), Option("b", "t.b"))
    plain = Decision("t.pick", "t.prompt", options=options)
    assert chosen_action(plain, Choice(option="a")) == {"type": "a"}
    for choice in (Choice(option="b"), Choice(option="c"), Choice(ids=("a",)), Choice(value=2)):
        with pytest.raises(Unchosen):
            chosen_action(plain, choice)


async def test_behind_a_proxy_the_pages_public_address_is_their_origin(client, services, token, store, game):
    """A proxy may pass the server another Host than the browser's: SALON_WEB_URL's origin is the
    page's own too, and no other."""
    services.public_url = "https://salon.example.org/games/"
    asked, path, final = await final_choice(client, token)
    version = (await store.get_game(game.game_id)).version
    body = move_body(asked, path, choice=final["id"])
    for elsewhere in ("https://salon.example.org.example.com", "http://salon.example.org", "https://example.org"):
        response = await post(client, token, body, headers={"Origin": elsewhere})
        await assert_refused(response, 403, "Moves are accepted only from the game's own page.", store, game, version)
    moved = await post(client, token, body, headers={"Origin": "https://salon.example.org"})
    assert moved.status == 200, await moved.text()


async def test_a_move_sent_in_pieces_is_read_whole_and_a_long_one_without_a_length_is_refused(
    client, token, store, game
):
    asked, path, final = await final_choice(client, token)
    body = json.dumps({**move_body(asked, path, choice=final["id"]), "note": " " * 3000}).encode()
    assert len(body) <= MOVE_BYTES

    async def pieces(data: bytes):
        """The body in pieces, each sent once the server had a chance to read the one before."""
        for start in range(0, len(data), 500):
            yield data[start : start + 500]
            await asyncio.sleep(0.02)

    headers = {"Origin": origin(client), "Content-Type": "application/json"}
    version = (await store.get_game(game.game_id)).version
    endless = await client.post(f"/g/{token}/move", data=pieces(body * 3), headers=headers)
    await assert_refused(endless, 413, "No move in this game is that long.", store, game, version)
    moved = await client.post(f"/g/{token}/move", data=pieces(body), headers=headers)
    assert moved.status == 200, await moved.text()


async def play_on_the_page(client, token: str, rng) -> dict:
    """One move of the page's seat, as a reader clicks it: the chain followed option by option to a
    final choice (ids or a number where asked), chosen at random; the move's answer."""
    path: tuple[str, ...] = ()
    for _ in range(20):
        asked = await decision(client, token, path)
        assert asked["options"] or asked["number"], asked
        path = tuple(asked["path"])  # on through the steps that are no choice, as the page goes
        only = asked["options"][0] if len(asked["options"]) == 1 and asked["max"] == 1 else None
        assert only is None or only["final"], "a step with one option that goes on is taken, never asked"
        if asked["number"] is not None:
            low, high = asked["number"]
            body = move_body(asked, path, value=rng.randint(low, high))
        elif asked["max"] > 1:
            ids = [o["id"] for o in asked["options"]]
            count = rng.randint(asked["min"], min(asked["max"], len(ids)))
            body = move_body(asked, path, ids=rng.sample(ids, count))
        else:
            option = rng.choice(asked["options"])
            if not option["final"]:
                path += (option["id"],)
                continue
            body = move_body(asked, path, choice=option["id"])
        response = await post(client, token, body)
        assert response.status == 200, (body, await response.text())
        return await response.json()
    raise AssertionError("a chain longer than any game's")


@pytest.mark.parametrize(("kind", "last"), [(kind, last) for kind in sorted(registry.all_games()) for last in (0, 1)])
async def test_a_seat_is_played_on_the_page_move_after_move(kind, last, client, services, clock, store):
    """Every game, its first or its last seat (a lady, a gentleman) played on the page with random
    clicks (the AI plays the others): every chain leads to a move the server plays, whatever its
    decisions ask."""
    import random

    players = min(registry.get(kind).player_counts)
    seat = players - 1 if last else 0
    table = await seated(store, kind, players, seat=seat)
    services.mover = table.page_move
    services.move_limit = services.decision_limit = RenderLimit(10**6, 1, clock=clock)
    token = await store.game_link(table.game_id, T0)
    await sign_in(client, token, seat)
    rng = random.Random(kind)
    moved = 0
    for k in range(400):
        if table.finished or moved == 30:
            break
        if not table.person_to_act:
            await table.move(now=T0 + k)
            continue
        before = (await store.get_game(table.game_id)).position
        answer = await play_on_the_page(client, token, rng)
        assert answer["position"] > before and (await store.steps(table.game_id))[-1].seat == seat
        moved += 1
    assert moved >= 10 or table.finished, moved


async def test_the_page_s_decision_and_refusals_are_in_the_reader_s_language(client, store, game, services):
    services.mover = game.page_move
    token = await store.game_link(game.game_id, T0)
    await sign_in(client, token, language="cs")
    asked, path, final = await final_choice(client, token)
    pending = registry.get("spectaculum").prompt(game.state, SEAT, path)
    names = await stored_names(store)(await store.seats(game.game_id), "cs", None)
    assert [o["label"] for o in asked["options"]] == option_labels(presenter_for("spectaculum"), pending, "cs", names)
    version = (await store.get_game(game.game_id)).version
    stale = await post(client, token, {**move_body(asked, path, choice=final["id"]), "position": 0})
    sentence = "Od vaší volby se hra posunula: tady je, jak teď vypadá."
    await assert_refused(stale, 409, sentence, store, game, version)


async def test_in_a_simultaneous_phase_another_seat_s_move_leaves_a_shown_choice_good(client, services, clock, store):
    """Gentlemen at the exchange choose at once (R72): a choice made on the page stays good while the
    others' moves leave the chooser's decision exactly as it was shown (its fingerprint), as a
    Discord panel follows them; without the fingerprint, or once it changed, the move is stale."""
    engine = registry.get("ladies")
    gentlemen = [s for s, seat in enumerate(runner.default_seats(engine, 4)) if seat.role == "gentleman"]
    mine, other = gentlemen
    table = await seated(store, "ladies", 4, seat=mine)
    await until(table, lambda t: {mine, other} <= engine.actors(t.state))
    services.mover = table.page_move
    services.decision_limit = RenderLimit(10**6, 1, clock=clock)
    token = await store.game_link(table.game_id, T0)
    await sign_in(client, token, seat=mine)
    asked, path, final = await final_choice(client, token, start=("hand",))  # this round by hand
    decide = ai.choose(engine, table.state, other, "easy", seed=1, step=table.version + 1)
    await table._step(other, decide, T0 + 1)
    assert mine in engine.actors(table.state)
    now = await decision(client, token, path)
    assert now["position"] != asked["position"] and now["shown"] == asked["shown"], "the other's choice is secret"
    version = (await store.get_game(table.game_id)).version
    unmarked = await post(client, token, move_body(asked, path, choice=final["id"]))
    await assert_refused(unmarked, 409, STALE, store, table, version)
    moved = await post(client, token, {**move_body(asked, path, choice=final["id"]), "shown": asked["shown"]})
    assert moved.status == 200, await moved.text()
    steps = await store.steps(table.game_id)
    assert steps[-1].seat == mine and (await store.get_game(table.game_id)).version == version + 1
    changed = await post(client, token, {**move_body(asked, path, choice=final["id"]), "shown": "0" * 16})
    await assert_refused(changed, 409, STALE, store, table, version + 1)


async def test_the_ai_seats_wait_for_the_page_s_move_without_looking_again_and_then_answer_it(
    client, services, clock, token, store, game, monkeypatch
):
    """The demo's AI seats, even at no pace at all: while the page's seat must act, they look at
    the game once and wait for a step to be stored, rather than looking again and again; the
    page's move wakes them, and an AI seat's move follows."""
    import random

    services.move_limit = RenderLimit(10**6, 1, clock=clock)
    engine = registry.get(game.kind)
    looks = []
    actors = engine.actors
    monkeypatch.setattr(engine, "actors", lambda state: looks.append(state) or actors(state))
    playing = asyncio.create_task(game.play(0))
    try:
        for _ in range(50):  # the event loop's turns a polling loop would take
            await asyncio.sleep(0)
        assert len(looks) == 1 and game.person_to_act
        monkeypatch.undo()

        rng = random.Random(3)
        while game.person_to_act:
            await play_on_the_page(client, token, rng)
        answered = max(step.n for step in await store.steps(game.game_id) if step.seat == SEAT)
        while game.version == answered:
            game.stepped.clear()
            await asyncio.wait_for(game.stepped.wait(), 30)
        assert (await store.steps(game.game_id, after=answered))[0].seat != SEAT
        assert not playing.done()
    finally:
        playing.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await playing
