"""Every image Salon sends to Discord is described (issue 33, item 3): boards, summaries, hands,
history pages, /game status and the replay carry an attachment description of at most 1,024
characters, in the game's (or the reader's) language; /game status can give the position as text."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

import bot
import i18n
from engines import registry
from tests.bot.driver import new_table

LIMIT = 1024


@pytest.fixture
def settings(settings):
    return dataclasses.replace(settings, replays=True)


@pytest.fixture
def sent(simcord_env, monkeypatch) -> list[tuple[str, str | None]]:
    """(file name, description) of every attachment the bot uploads."""
    cdn = simcord_env.backend.cdn
    store = cdn.store_attachment
    files: list[tuple[str, str | None]] = []

    def recorded(attachment_id, channel_id, filename, data, description):
        files.append((filename, description))
        return store(attachment_id, channel_id, filename, data, description)

    monkeypatch.setattr(cdn, "store_attachment", recorded)
    return files


async def czech_or_english_table(env, game: str, language: str, players: int, seed: int = 3):
    table = new_table(env, [f"player{i}" for i in range(players)], seed=seed)
    table.take_turn_label = i18n.t("bot.take_turn", language)
    await table.open(game, language=language)
    for member in table.members[1:]:
        await member.slash(table.channel, "salon language", language=language)
    await table.members[0].slash(table.channel, "salon language", language=language)
    await table.seat_everyone(join_label=i18n.t("bot.join", language))
    await table.start(start_label=i18n.t("bot.start", language))
    return table


def images(sent) -> list[tuple[str, str | None]]:
    return [(name, text) for name, text in sent if name.endswith((".png", ".gif"))]


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("game", sorted(registry.GAMES))
async def test_every_image_of_a_game_is_described(simcord_env, sent, game, language):
    players = registry.tables(game).interactions[0]
    table = await czech_or_english_table(simcord_env, game, language, players)
    for _ in range(3):
        await table.play_one_turn()
    reader = table.members[0]
    await reader.click(table.newest_board(), label=i18n.t("bot.my_hand", language))
    await reader.slash(table.thread, "game history")
    await reader.slash(table.thread, "game status")
    told = (await reader.slash(table.thread, "game status", text=True)).response
    kinds = {name.split("-")[0] if "-" in name else name for name, _ in images(sent)}
    assert {game, "summary.png", "hand.png"} <= kinds, kinds
    for name, description in images(sent):
        assert description and len(description) <= LIMIT, (name, description)
    heading = i18n.t("bot.describe.heading", language, id=table.game_id)
    assert told.content.startswith(heading) and not told.attachments
    status = told.content.splitlines()[1]
    loaded = await table.loaded()
    assert "player" in status or loaded.row.status != "active"


@pytest.mark.parametrize("language", i18n.LANGUAGES)
async def test_the_replay_is_described(simcord_env, sent, language):
    table = await czech_or_english_table(simcord_env, "pennies", language, 2, seed=4)
    await table.play_to_end()
    await simcord_env.bot.history.replays_done()
    gifs = [(name, text) for name, text in sent if name.endswith(".gif")]
    assert len(gifs) == 1
    name, description = gifs[0]
    assert description and len(description) <= LIMIT
    assert description.startswith(i18n.t("history.replay", language, id=table.game_id))


def _files_sent(root: Path):
    """(place, call) of every `discord.File(...)` the bot's code builds (or `File(...)`, imported)."""
    for path in sorted(root.rglob("*.py")):
        if "File(" not in (source := path.read_text(encoding="utf-8")):
            continue
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Call) and ast.unparse(node.func) in ("discord.File", "File"):
                yield f"{path.relative_to(root.parent)}:{node.lineno}", node


def test_every_file_built_for_discord_is_described():
    """A new image sent some other way than the ones played above carries its description too:
    every `discord.File` in bot/ passes `description=`, unless its name says it is no image (the
    export's JSON)."""
    bare = [
        place
        for place, call in _files_sent(Path(bot.__file__).parent)
        if "description" not in {keyword.arg for keyword in call.keywords}
        and not any(".json" in ast.unparse(keyword.value) for keyword in call.keywords if keyword.arg == "filename")
    ]
    assert not bare, bare
    assert len(list(_files_sent(Path(bot.__file__).parent))) >= 5
