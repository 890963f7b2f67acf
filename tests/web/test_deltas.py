"""A live step's download (issue 30: at most 60 KB at each game's largest table): a page that
follows the game and shows step n-1 is told, with step n's JSON, where to find what changed on
the board and the summary, and lays it over the images it shows. Each change is the new pixels,
the others fully transparent: over the previous image it composes to exactly the next one. It is
a palette PNG, quick to make (a large one a lossless WebP, to a reader that takes it)."""

from __future__ import annotations

import asyncio
import html
import io
import json
import math
import re

from PIL import Image

from bot.presenters import delta_image
from bot.presenters.drawing import drawing
from bot.web.server import LARGE_CHANGE
from engines import registry
from tests.web.conftest import T0, played
from tests.web.test_lighter_steps import BROWSER, HANG_S, _is_webp
from tests.web.test_routes import PNG, assert_secure, next_event

STEP_BYTES = 60 * 1024  # what a live step may download: its JSON and the changes it lays over the page
JSON_ACCEPT = "application/json, image/webp"  # as the page's script asks for a step (bot/web/static/page.js)
KINDS = ("board", "summary")


def _rgba(body: bytes) -> Image.Image:
    with Image.open(io.BytesIO(body)) as image:
        return image.convert("RGBA")


async def _live_step(client, token: str, n: int, after: int | None = None) -> tuple[dict, int]:
    """Step n's JSON as a page showing step n-1 (or `after`) asks for it, and its size in bytes."""
    shown = n - 1 if after is None else after
    response = await client.get(f"/g/{token}/at/{n}.json?after={shown}", headers={"Accept": JSON_ACCEPT})
    assert response.status == 200
    body = await response.read()
    return await response.json(), len(body)


async def _image(client, url: str, accept: str = BROWSER) -> bytes:
    response = await client.get(url, headers={"Accept": accept})
    assert response.status == 200, url
    return await response.read()


async def _step_of_each_game(store, steps: int) -> list[str]:
    """Tokens of a seeded game of each game at its largest table, `steps` steps played."""
    tokens = []
    for kind in ("spectaculum", "rokoko", "ladies"):
        table = await played(store, kind, max(registry.get(kind).player_counts), steps=steps)
        tokens.append(await store.game_link(table.game_id, 0.0))
    return tokens


SAMPLE = (1, 2, 5, 9)  # the steps checked of each game: its opening and a few moves into it


async def test_a_change_laid_over_the_previous_image_is_exactly_the_next_and_a_live_step_fits_60_kb(
    client, services, store
):
    services.images.render_limit.burst = 1000  # one reader draws three games' steps at once here
    as_png = wholes = 0
    large = {kind: 0 for kind in KINDS}
    for token in await _step_of_each_game(store, max(SAMPLE)):
        for n in SAMPLE:
            data, json_bytes = await _live_step(client, token, n)
            downloaded = json_bytes
            before, _ = await _live_step(client, token, n - 1) if n > 1 else (None, 0)
            for kind in KINDS:
                change = data[f"{kind}_delta"]
                whole = await _image(client, data[kind])
                body = await _image(client, change["src"])
                downloaded += len(body)
                as_png += body.startswith(PNG)
                previous = await _image(client, change["over"])
                assert before is None or change["over"] == before[kind]
                composed = Image.alpha_composite(_rgba(previous), _rgba(body))
                assert composed.tobytes() == _rgba(whole).tobytes(), f"{token} step {n}: {kind}"
                if body == whole:  # a change as large as the whole image: the whole one instead
                    wholes += 1
                    continue
                # a PNG change (quick to make) may outweigh the whole WebP (its encoding is slow);
                # the board's is a PNG up to a larger size than the summary's (it is on the click's way)
                pngs = [await _image(client, url, "image/png") for url in (change["over"], data[kind])]
                png_change = delta_image(*pngs, "png", LARGE_CHANGE[kind])
                assert png_change is not None
                if len(png_change) <= LARGE_CHANGE[kind]:
                    assert body == png_change
                else:
                    assert _is_webp(body) and len(body) < len(whole), f"{token} step {n}: {kind}"
                    large[kind] += 1
                assert _rgba(body).getextrema()[3][0] == 0, "what did not change is transparent"
            assert downloaded <= STEP_BYTES, f"step {n}: {downloaded} bytes"
    assert as_png, "a change is a PNG (quick to make) unless it is large"
    assert large["summary"], "a summary's change is a WebP from a smaller size than a board's"
    assert wholes, "a step whose images change nearly everywhere is sent them whole"


async def test_a_reader_that_takes_no_webp_gets_a_png_change_and_the_json_names_none(client, token):
    plain = await client.get(f"/g/{token}/at/3.json?after=2")
    assert (await plain.json())["board_delta"] is None, "no Accept naming WebP: the whole images"
    assert plain.headers["Vary"] == "Accept"
    data, _ = await _live_step(client, token, 3)
    jumped = await client.get(f"/g/{token}/at/5.json?after=1", headers={"Accept": JSON_ACCEPT})
    assert (await jumped.json())["summary_delta"] is None, "a page four steps behind is sent no change"
    for kind in KINDS:
        change = data[f"{kind}_delta"]
        response = await client.get(change["src"], headers={"Accept": "image/png,image/*;q=0.8"})
        body = await response.read()
        assert response.status == 200 and response.content_type == "image/png" and body.startswith(PNG)
        assert response.headers["Vary"] == "Accept"
        assert response.headers["Cache-Control"] == "private, max-age=31536000, immutable"
        assert_secure(response)
        previous, whole = [await _image(client, url, "image/png") for url in (change["over"], data[kind])]
        assert Image.alpha_composite(_rgba(previous), _rgba(body)).tobytes() == _rgba(whole).tobytes()


async def test_a_page_a_few_steps_behind_lays_one_change_over_the_step_it_shows(client, token):
    """A page catching up (the AI moved right after the reader) is sent the change from the step it
    shows, not the whole images, whose WebP the server would encode then."""
    data, _ = await _live_step(client, token, 5, after=2)
    assert data["board_delta"], "the board changes little in three steps"
    for kind in KINDS:
        change = data[f"{kind}_delta"]
        previous, body, whole = [await _image(client, url) for url in (change["over"], change["src"], data[kind])]
        assert change["over"] == (await _live_step(client, token, 2))[0][kind]
        assert Image.alpha_composite(_rgba(previous), _rgba(body)).tobytes() == _rgba(whole).tobytes()


async def test_the_news_of_a_move_names_its_step_s_images_so_a_live_page_asks_for_its_change_at_once(
    client, services, token, table
):
    """A page following the game asks for what changed on its board as the news comes, beside the
    step's JSON (bot/web/static/page.js): the news names the step's tag, the change's address is
    the one the JSON names, and the live polling answer says the same."""
    services.newsroom.poll = math.inf  # the store's word about the commit alone brings the news
    stream = await client.get(f"/g/{token}/events")
    shown = await next_event(stream)
    await table.move(now=T0 + 50)
    news = await next_event(stream)
    stream.close()
    assert news == await (await client.get(f"/g/{token}/live")).json()
    data, _ = await _live_step(client, token, news["last"])
    assert data["board"].endswith(f"/board/{news['tag']}.png")
    assert data["board_delta"]["src"] == f"/g/{token}/delta/board/{shown['tag']}/{news['tag']}.png"


async def test_a_change_is_only_between_two_near_steps_of_the_game(client, store, token):
    other = await store.game_link((await played(store, "rokoko", 3, steps=3)).game_id, 0.0)
    tags = {}
    for game, steps in ((token, 6), (other, 4)):
        for n in range(steps):
            tags[game, n] = (await (await client.get(f"/g/{game}/at/{n}.json")).json())["board"].split("/")[-1][:-4]
    for before in (2, 1):
        good = f"/g/{token}/delta/board/{tags[token, before]}/{tags[token, 3]}.png"
        assert (await client.get(good, headers={"Accept": BROWSER})).status == 200
    for before, after, game in (
        (tags[token, 1], tags[token, 5], token),  # more than three steps apart
        (tags[token, 3], tags[token, 2], token),  # backwards
        (tags[token, 3], tags[token, 3], token),  # the same step
        (tags[other, 2], tags[other, 3], token),  # another game's steps
        (tags[token, 2], tags[other, 3], token),  # one of each
        (tags[token, 2], tags[token, 3], other),  # under the other game's token
        (tags[token, 2], tags[token, 3].replace("3-", "9-", 1), token),  # a step not played yet
    ):
        response = await client.get(f"/g/{game}/delta/summary/{before}/{after}.png", headers={"Accept": BROWSER})
        assert response.status == 404, (before, after, game)


async def test_the_first_change_after_a_page_loads_draws_no_image_of_the_step_it_shows_again(
    client, services, token, monkeypatch
):
    """A page loads step 2's WebP images; the change to step 3 it is sent next is made from the PNG
    kept with them, not from a second drawing of step 2, as the page asks for it (the step's JSON
    only names it)."""
    drawn: list[tuple[int, str]] = []
    draw = services.pages.step_image

    async def counted(history, n, kind):
        drawn.append((n, kind))
        return await draw(history, n, kind)

    monkeypatch.setattr(services.pages, "step_image", counted)
    shown, _ = await _live_step(client, token, 2, after=2)
    for kind in KINDS:
        await _image(client, shown[kind])
    data, _ = await _live_step(client, token, 3)
    assert sorted(drawn) == [(2, "board"), (2, "summary")], "the step's JSON waits for no drawing"
    for kind in KINDS:
        await _image(client, data[f"{kind}_delta"]["src"])
    assert sorted(drawn) == [(2, "board"), (2, "summary"), (3, "board"), (3, "summary")], "each drawn once"


async def test_a_step_s_json_gives_the_words_describing_both_its_images_once(client, token):
    """The board's and the summary's alt texts each open with a line of their own, then say the
    same words: the JSON sends those once, and the page (its script, as its HTML) puts them together."""
    body = await (await client.get(f"/g/{token}/at/3.json", headers={"Accept": JSON_ACCEPT})).text()
    described = json.loads(body)["described"]
    assert described and body.count(json.dumps(described, ensure_ascii=False)[1:-1]) == 1
    page = await (await client.get(f"/g/{token}?at=3")).text()
    for image in ("board", "summary"):
        alt = re.search(rf'<img id="{image}" [^>]*alt="([^"]*)"', page)
        assert alt is not None and html.unescape(alt[1]).endswith("\n" + described), image


async def test_the_board_of_a_move_told_to_a_live_page_is_drawn_before_the_page_asks(
    client, services, token, table, monkeypatch
):
    """The server draws the board of a step as it sends its news: the change the page asks for
    next is made from it, without waiting for that drawing."""
    services.newsroom.poll = math.inf  # the store's word about the commit alone brings the news
    drawn: list[tuple[int, str]] = []
    board_drawn = asyncio.Event()
    draw = services.pages.step_image

    async def counted(history, n, kind):
        drawn.append((n, kind))
        board_drawn.set()
        return await draw(history, n, kind)

    monkeypatch.setattr(services.pages, "step_image", counted)
    stream = await client.get(f"/g/{token}/events")
    await next_event(stream)
    assert not drawn, "a page that opens its stream has its images: nothing is drawn ahead"
    await table.move(now=T0 + 50)
    news = await next_event(stream)
    await asyncio.wait_for(board_drawn.wait(), HANG_S)  # nothing but the news asked for it
    assert drawn == [(news["last"], "board")]
    stream.close()


async def test_what_changed_on_the_board_of_a_move_is_made_as_its_news_goes_to_a_page_showing_the_step_before(
    client, services, token, table, monkeypatch
):
    """A page that shows the step before a move (its board was drawn for it) asks next for what
    changed on the board: the server makes that change as it sends the news, and the page's
    request finds it made."""
    services.newsroom.poll = math.inf  # the store's word about the commit alone brings the news
    changes: list[str] = []
    made = asyncio.Event()
    delta = drawing().delta

    async def counted(game_id, before, after, image_format, large):
        changes.append(image_format)
        made.set()
        return await delta(game_id, before, after, image_format, large)

    monkeypatch.setattr(drawing(), "delta", counted)
    stream = await client.get(f"/g/{token}/events")
    shown = (await next_event(stream))["last"]
    data, _ = await _live_step(client, token, shown, after=shown)
    await _image(client, data["board"])  # the page shows the step's board
    await table.move(now=T0 + 50)
    news = await next_event(stream)
    await asyncio.wait_for(made.wait(), HANG_S)  # nothing but the news asked for it
    assert changes == ["webp"], "made as the page's script asks for it"
    data, _ = await _live_step(client, token, news["last"])
    await _image(client, data["board_delta"]["src"])
    assert changes == ["webp"], "the page's request found the change made"
    stream.close()
