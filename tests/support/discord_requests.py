"""Discord requests per event, read from SimCord's record of every request the bot made.

One bot token has one global budget of requests per second (every process and shard shares it);
an interaction's answers (its response and followups: `/interactions/…` and `/webhooks/…`) are
exempt from it. These plays count both for the events a table goes through — a committed press
(`move`), the press that ends the game (`end`), a start, an AI move at a table of AI seats alone,
a turn limit running out and a turn notice told by DM — so that `python -m bench --section
discord` prints them and tests/bot/test_discord_requests.py holds the bot to them."""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from bot.runtime import budget
from tests.bot.driver import BOARD_BUTTON, Table, controls_of

EVENTS = ("move", "ai-move", "start", "start-first", "end", "timeout", "notice-dm")


def is_exempt(entry) -> bool:
    """Whether a request is exempt from the token's global budget (an interaction's answer)."""
    return budget.is_exempt(entry.path)


@dataclass
class Tally:
    """Requests counted per event: (global, exempt, events) for each stretch counted."""

    counted: dict[str, list[tuple[int, int, int]]] = field(default_factory=lambda: defaultdict(list))

    def add(self, event: str, entries: list, events: int = 1) -> None:
        exempt = sum(1 for entry in entries if is_exempt(entry))
        self.counted[event].append((len(entries) - exempt, exempt, events))

    def mean(self, event: str) -> tuple[float, float]:
        """The mean global and exempt requests of one such event."""
        stretches = self.counted[event]
        events = sum(n for _, _, n in stretches)
        return sum(g for g, _, _ in stretches) / events, sum(e for _, e, _ in stretches) / events

    def most(self, event: str) -> int:
        """The most global requests one stretch of that event cost, per event in it (rounded up)."""
        return max(-(-g // n) for g, _, n in self.counted[event])

    def events(self) -> list[str]:
        return [event for event in EVENTS if self.counted.get(event)]


class Since:
    """The requests made after a mark in SimCord's record."""

    def __init__(self, env):
        self.env = env
        self.mark = len(env.http_requests)

    def entries(self) -> list:
        return list(self.env.http_requests[self.mark :])


AI_GAME_S = 900.0  # a table of AI seats alone plays its whole game within one settled command
QUICK_MOVES = 12  # committed moves of a quick run's people's game (and of its DM notices')


async def requests_of_a_game(env, tally: Tally, game: str, players: int, seed: int, *, quick: bool = False) -> None:
    """Every event of a seeded run, in one server: `players` people Salon never wrote to start a
    game (`start-first`: their DM channels are opened) and play it to its end (`move`, `end`;
    `QUICK_MOVES` moves if `quick`), then some moves with turn notices by DM (`notice-dm`); one of
    them hands their seat at a table of AI seats to an AI (`ai-move`); last (its timers run while
    the others are played), they start a table with a turn limit (`start`) and let turns run out
    (`timeout`)."""
    guild = env.create_guild()
    people = [guild.add_member(env.create_user(f"player{i}")) for i in range(players)]
    moves = QUICK_MOVES if quick else None
    await people_game(env, tally, _table(env, guild, people, seed), game, moves=moves, start="start-first")
    await dm_notices(env, tally, _table(env, guild, people, seed + 1), game, moves=QUICK_MOVES)
    await ai_table(env, tally, _table(env, guild, people[:1], seed + 2), game, players)
    await timeouts(env, tally, _table(env, guild, people, seed + 3), game, count=2 if quick else 4)


def _table(env, guild, people: list, seed: int) -> Table:
    """A table of `people` in a channel of its own (its thread is the channel's first)."""
    return Table(env, guild.create_text_channel(f"games-{seed}"), people, rng=random.Random(seed))


async def people_game(
    env, tally: Tally, table: Table, game: str, *, moves: int | None = None, start: str = "start"
) -> None:
    """A table of people who keep their notices as they are: its start (counted as `start`),
    each committed press (`move`, or `end` for the one that ends the game), to the end or until
    `moves` were committed."""
    await table.open(game)
    await table.seat_everyone()
    started = Since(env)
    await table.start()
    tally.add(start, started.entries())
    await _play(table, tally, moves)


async def dm_notices(env, tally: Tally, table: Table, game: str, *, moves: int) -> None:
    """People who chose turn notices by DM: the requests each notice costs (counted while the
    notices are told), over `moves` committed moves."""
    for member in table.members:
        await member.slash(table.channel, "salon notices", how="dm")
    notices = env.bot.notices
    real_tell = notices.tell

    async def tell(due, **kwargs):
        telling = Since(env)
        told = await real_tell(due, **kwargs)
        if told:
            tally.add("notice-dm", telling.entries(), told)
        return told

    notices.tell = tell  # the real one, counted
    try:
        await people_game(env, Tally(), table, game, moves=moves)  # its moves cost its notices too
    finally:
        del notices.tell
    for member in table.members:  # back to the default for the tables that follow
        await member.slash(table.channel, "salon notices", how="ping")


async def timeouts(env, tally: Tally, table: Table, game: str, *, count: int) -> None:
    """A turn limit of an hour: its start (`start`), then players who never move: `count` turns
    timed out."""
    await table.open(game, turn_limit="1h", on_timeout="skip")
    await table.seat_everyone()
    started = Since(env)
    await table.start()
    tally.add("start", started.entries())
    for _ in range(count):
        before = await table.loaded()
        if before.row.status != "active":
            return
        waited = Since(env)
        await env.advance_time(3700)
        if (await table.loaded()).version != before.version:
            tally.add("timeout", waited.entries())


async def ai_table(env, tally: Tally, table: Table, game: str, players: int) -> None:
    """A person and AI seats; the person hands their seat to an AI (/game replace) and the AI
    seats play the game to its end: the requests of their moves, from the announcement on."""
    solo = table.members[0]
    await table.open(game, ai_players=players - 1, ai_level="easy")
    await table.start()
    before = (await table.loaded()).version
    handed = Since(env)
    settle, env.settle_timeout = env.settle_timeout, max(env.settle_timeout, AI_GAME_S)
    try:
        await solo.slash(table.channel, "game replace", seat=f"<@{solo.id}>", ai="easy")
    finally:
        env.settle_timeout = settle
    after = await table.loaded()
    assert after.row.status == "finished", "the AI seats play a table of their own to its end"
    entries = handed.entries()
    announced = next(i for i, e in enumerate(entries) if _posts_text_alone(e))  # the change of seat, said once
    tally.add("ai-move", entries[announced + 1 :], after.version - before)


def _posts_text_alone(entry) -> bool:
    """A message posted in a channel with no board in it (an announcement)."""
    body: Any = entry.json or {}
    return entry.method == "POST" and entry.path.endswith("/messages") and not body.get("attachments")


async def _play(table: Table, tally: Tally | None, moves: int | None) -> None:
    """The people's turns, random controls pressed as the driver presses them; each committed
    press counted as a `move` (the one that ends the game as `end`)."""
    env = table.env
    rng = random.Random(7)
    committed = 0
    for _ in range(100_000):
        loaded = await table.loaded()
        if loaded.row.status != "active" or (moves is not None and committed >= moves):
            return
        if not loaded.actor_users():  # a timer of the rules (a race window): let time pass
            await env.advance_time(60)
            continue
        member = table.member(loaded.actor_users()[0])
        panel = (await member.click(table.newest_board(), label=BOARD_BUTTON)).response
        while controls := [c for c in controls_of(panel) if not c.get("disabled")]:
            control = rng.choice(controls)
            before = loaded.version
            pressed = Since(env)
            if control["type"] == 3:
                values = [o["value"] for o in control["options"]]
                count = rng.randint(control.get("min_values", 1), control.get("max_values", 1))
                await member.select(panel.message, rng.sample(values, count), custom_id=control["custom_id"])
            else:
                await member.click(panel.message, custom_id=control["custom_id"])
            loaded = await table.loaded()
            if loaded.version != before:
                committed += loaded.version - before
                if tally is not None:
                    tally.add(
                        "move" if loaded.row.status == "active" else "end", pressed.entries(), loaded.version - before
                    )
    raise AssertionError("the game did not end")
