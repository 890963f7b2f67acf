"""Names people choose are shown as typed in Salon's messages, never as Markdown (issue 23,
item 2): a display name cannot become a link, a heading or a spoiler in the lobby, the
boards, the narration, the panels, /game list or a private note."""

import re

from tests.bot.driver import Table, new_table

LINK = "[Take your turn](https://x.io/a)"  # 31 characters: a valid display name
HEADING = "# HEADING"
SPOILER = "||a_b||"
LIVE_MARKDOWN = (
    re.compile(r"(?<!\\)\[Take your turn(?<!\\)\]\("),  # a masked link
    re.compile(r"(?:^|\n)\s*(?<!\\)# HEADING"),  # a heading at the start of a line
    re.compile(r"(?<!\\)\|(?<!\\)\|a"),  # a spoiler
)


def _texts(value) -> list[str]:
    """Every message text in a request body (content, embeds' descriptions), not the attachments'
    descriptions: an image's description is its alt text, never read as Markdown."""
    if isinstance(value, dict):
        if "filename" in value:
            return []
        found = [v for k, v in value.items() if k in ("content", "description") and isinstance(v, str)]
        return found + [t for k, v in value.items() if k not in ("content", "description") for t in _texts(v)]
    if isinstance(value, list):
        return [t for v in value for t in _texts(v)]
    return []


async def test_display_names_are_never_posted_as_markdown(simcord_env):
    table = new_table(simcord_env, [LINK, HEADING, SPOILER], seed=3)
    await table.open()
    await table.seat_everyone()
    await table.start()
    for _ in range(4):
        await table.play_one_turn()
    await table.members[1].slash(table.channel, "game list")
    await table.members[1].slash(table.thread, "game status")
    texts = [t for r in simcord_env.http_requests for t in _texts(r.json)]
    for pattern in LIVE_MARKDOWN:
        assert not [t for t in texts if pattern.search(t)], pattern.pattern
    every = "\n".join(texts)
    for escaped in (r"\[Take your turn\](https\://x.io/a)", r"\# HEADING", r"\|\|a\_b\|\|"):
        assert escaped in every  # the names are there, as typed
    labels = [c.get("label", "") for r in simcord_env.http_requests for c in _components(r.json)]
    assert not [label for label in labels if "\\" in label]  # a button shows no Markdown, so no escapes


def _components(value) -> list[dict]:
    if isinstance(value, dict):
        own = [value] if "custom_id" in value else []
        return own + [c for v in value.values() for c in _components(v)]
    if isinstance(value, list):
        return [c for v in value for c in _components(v)]
    return []


async def test_a_servers_name_is_never_posted_as_markdown(simcord_env):
    """Issue 29: a server's name became a masked link in Salon's DM notice and /salon games."""
    env = simcord_env
    guild = env.create_guild(name="**Salon** [Take your turn](https://x.io/a)")
    channel = guild.create_text_channel("games")
    anna, bea = (guild.add_member(env.create_user(name)) for name in ("anna", "bea"))
    await anna.slash(channel, "salon notices", how="dm")
    await bea.slash(channel, "salon notices", how="dm")
    table = Table(env, channel, [anna, bea])
    await table.open("pennies")
    await table.seat_everyone()
    await table.start()
    for _ in range(2):
        await table.play_one_turn()
    listed = (await anna.slash(channel, "salon games")).response.content
    assert "· \\*\\*Salon\\*\\*" in listed  # escaped, then cut to fit the line
    texts = [t for r in env.http_requests for t in _texts(r.json)]
    notices = [t for t in texts if "\\*\\*Salon\\*\\* \\[Take your turn\\](https\\://x.io/a)" in t]
    assert notices, "the DM notice names the server, escaped"
    assert not [t for t in texts if LIVE_MARKDOWN[0].search(t) or "**Salon**" in t]
