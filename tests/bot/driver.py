"""Plays Salon through SimCord the way people do: slash commands, buttons, selects.

The only thing the driver asks the bot directly is *who must act now* (a person at
the table reads that off the board); every move goes through Discord components."""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import discord

BOARD_BUTTON = "Take your turn"
# salon(s):<game>:<verb>:<position>, then a decision's :<panel>:<key> or a lobby option's name (bot.ui.panels)
CUSTOM_ID = re.compile(r"salons?:\d+:[a-z0-9]+:\d+(:[0-9a-f]{8}:[0-9a-f]{12}|:[a-z0-9_]+)?")
OPTION_VERB = re.compile(r"^salons?:\d+:(o\d*|s\d+|m0|n0|f0|x\w+):\d+(:[0-9a-f]{8}:[0-9a-f]{12})?$")


@dataclass
class Table:
    env: Any  # SimCord's handles (the library has no type information)
    channel: Any
    members: list
    rng: random.Random = field(default_factory=lambda: random.Random(1))
    game_id: int | None = None
    lobby: Any = None
    moves: int = 0
    take_turn_label: str = BOARD_BUTTON
    presses: list[Press] | None = None  # if a list: every press, for bench/
    # what a press counts towards (bench/presses.py): from the state before it and the pressing seat
    units_of: Callable[[Any, int], tuple[Hashable, ...]] = lambda state, seat: ()
    # players keep their panel open: one that shows their decision (the bot refreshed it in place)
    # is pressed instead of *Take your turn* (bench/presses.py)
    keep_panels_open: bool = False
    panels: dict[int, Any] = field(default_factory=dict)  # each member's newest panel, by user id

    @property
    def thread(self):
        threads = self.channel.threads
        return threads[0] if threads else self.channel

    def member(self, user_id: int):
        return next(m for m in self.members if m.id == user_id)

    async def open(self, game: str = "spectaculum", **options):
        host = self.members[0]
        result = await host.slash(self.channel, "game new", game=game, **options)
        self.lobby = result.response
        games = await self.env.bot.store.games_in_channel(self.channel.id, ("lobby",))
        self.game_id = games[-1].id
        return result

    async def choose_options(self, config: dict) -> None:
        """The host sets game options in the lobby's Options panel."""
        host = self.members[0]
        panel = (await host.click(self.lobby.message, label="Options")).response
        for name, value in config.items():
            await host.select(panel.message, [name], custom_id=panel.components[0]["components"][0]["custom_id"])
            await host.select(panel.message, [str(value)], custom_id=panel.components[0]["components"][0]["custom_id"])

    async def seat_everyone(self, join_label: str = "Join"):
        for member in self.members[1:]:
            await member.click(self.lobby.message, label=join_label)

    async def start(self, start_label: str = "Start"):
        return await self.members[0].click(self.lobby.message, label=start_label)

    async def loaded(self):
        return await self.env.bot.host.load(self.game_id)

    def boards(self) -> list:
        """Messages in the game's thread that carry a board image."""
        return [m for m in self.thread.history() if any(a.filename.endswith(".png") for a in m.attachments)]

    def newest_board(self):
        """The thread's newest message with controls, as everyone sees it. Only that one is built:
        the thread's whole history (each message copied) at every turn made a long game quadratic."""
        from simcord.results import to_discord_message

        stored = self.env.backend.messages.get(self.thread.id, {}).values()
        for message in sorted(stored, key=lambda m: m.id, reverse=True):
            if message.visible_to(None) and message.components:
                return to_discord_message(self.env, message)
        return None

    async def play_one_turn(self) -> int:
        """The first player who must act opens their turn and makes random choices until
        they are done. Returns the number of committed moves."""
        table = await self.loaded()
        user_id = table.actor_users()[0]
        member = self.member(user_id)
        seat = table.seat_of(user_id)
        panel = self.panels.get(user_id) if self.keep_panels_open else None
        if panel is None or not _enabled(controls_of(panel)):
            began = time.perf_counter()
            opened = await member.click(self.newest_board(), label=self.take_turn_label)
            self._record("turn", _ms_since(began), False, table.state, seat, 0)
            panel = self.panels[user_id] = opened.response
        committed = 0
        loaded = await self.loaded()  # then the game after each press is the game before the next
        shown = _panel_of(controls_of(panel))
        for _ in range(400):
            controls = _enabled(controls_of(panel))
            if not controls or (committed and _panel_of(controls) != shown):
                break  # done, or their move is over and the panel left open shows their next turn
            shown = _panel_of(controls)
            control = self.rng.choice(controls)
            began = time.perf_counter()
            if control["type"] == 3:
                values = [o["value"] for o in control["options"]]
                count = self.rng.randint(control.get("min_values", 1), control.get("max_values", 1))
                await member.select(panel.message, self.rng.sample(values, count), custom_id=control["custom_id"])
            else:
                await member.click(panel.message, custom_id=control["custom_id"])
            ms = _ms_since(began)
            after = await self.loaded()
            moved = after.version != loaded.version
            self._record(control["custom_id"].split(":")[2], ms, moved, loaded.state, seat, offered(controls))
            committed += moved
            loaded = after
        self.moves += committed
        return committed

    def _record(self, verb: str, ms: float, committed: bool, state, seat, offered: int) -> None:
        if self.presses is not None:
            self.presses.append(Press(verb, ms, committed, seat, offered, self.units_of(state, seat)))

    async def play_to_end(self, max_turns: int = 2000, stop_after_moves: int | None = None) -> None:
        for _ in range(max_turns):
            if stop_after_moves is not None and self.moves >= stop_after_moves:
                return
            table = await self.loaded()
            if table.row.status != "active":
                return
            if table.actor_users():
                await self.play_one_turn()
            else:  # everyone waits for a timer of the rules (a race window): let time pass
                await self.env.advance_time(60)
        raise AssertionError("the game did not end")

    async def play_against_ai_to_end(self, max_turns: int = 1000) -> None:
        """The people's turns of a game with AI seats, to its end: the AI seats play as soon as
        it is their move, so there is always a person to act."""
        for _ in range(max_turns):
            table = await self.loaded()
            if table.row.status != "active":
                return
            assert table.actor_users(), "the AI seats play as soon as it is their move"
            await self.play_one_turn()
        raise AssertionError("the game did not end")


class Press(NamedTuple):
    verb: str  # "turn" for Take your turn
    ms: float
    committed: bool
    seat: int | None
    offered: int  # options the panel offered (a select's each, a button one); 0 for Take your turn
    units: tuple  # what it counts towards (Table.units_of)


def offered(controls: list[dict]) -> int:
    """How many options the panel's option controls offer between them."""
    return sum(len(c["options"]) if c["type"] == 3 else 1 for c in controls)


def _panel_of(controls: list[dict]) -> str | None:
    """The panel the controls belong to (the id in their custom ids' tail; one drawn again for the
    seat's next turn after others moved has a new one), None for controls without it."""
    tails = [c["custom_id"].split(":") for c in controls]
    return next((tail[4] for tail in tails if len(tail) > 4), None)


def _enabled(controls: list[dict]) -> list[dict]:
    return [c for c in controls if not c.get("disabled")]


def _ms_since(began: float) -> float:
    return (time.perf_counter() - began) * 1000


def new_table(env, names, *, channel: str = "games", seed: int | None = None, **table_options) -> Table:
    """A new guild with a channel and one member per name, and their Table (not opened yet)."""
    guild = env.create_guild()
    place = guild.create_text_channel(channel)
    members = [guild.add_member(env.create_user(name)) for name in names]
    if seed is not None:
        table_options["rng"] = random.Random(seed)
    return Table(env, place, members, **table_options)


async def started_table(
    env, players: int = 3, seed: int = 5, game: str = "spectaculum", config: dict | None = None, **options
):
    """A new guild and channel, `players` members at one table, the game started
    (`config`: game options chosen in the lobby; `options`: arguments of /game new)."""
    table = new_table(env, [f"player{i}" for i in range(players)], seed=seed)
    guild = table.channel.guild
    await table.open(game, **options)
    if config:
        await table.choose_options(config)
    await table.seat_everyone()
    await table.start()
    return guild, table


def copy_of(member, message) -> dict:
    """The message as `member`'s Discord client shows it now (its components included)."""
    import copy

    from simcord.actors import _visible_message
    from simcord.backend import serializers

    stored = _visible_message(member, message)
    return copy.deepcopy(dict(serializers.message_payload(member._env.backend, stored)))


async def press(member, message, custom_id: str, values=None):
    """A press of a control on `message`, a live message or a `copy_of` one as the member's
    client showed it earlier (a double click, a panel scrolled away, a stale client)."""
    from simcord.actors import ChannelHandle, InteractionType, _dispatch_actor_interaction

    payload = message if isinstance(message, dict) else copy_of(member, message)
    backend = member._env.backend
    channel = ChannelHandle(
        member._env, getattr(member, "guild", None), backend.get_channel(int(payload["channel_id"]))
    )
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": 2 if values is None else 3}
    if values is not None:
        data["values"] = list(values)
    return await _dispatch_actor_interaction(
        member,
        InteractionType.MESSAGE_COMPONENT,
        channel,
        data,
        extra={"message": payload},
        source_message_id=int(payload["id"]),
    )


async def use(member, message, control: dict):
    """`control` of `message` used as a person would: a button clicked, a select's first option
    chosen (a sequence of steps, where the menu folds them)."""
    if control.get("options"):
        return await member.select(message, [control["options"][0]["value"]], custom_id=control["custom_id"])
    return await member.click(message, custom_id=control["custom_id"])


def controls_of(panel) -> list[dict]:
    """The option controls of a panel, in the order of the decision's options."""
    return [c for row in panel.components for c in row["components"] if OPTION_VERB.match(c.get("custom_id", ""))]


@dataclass(frozen=True)
class PressedMove:
    """What one press that committed moves cost, from the press to its end (the AI seats'
    moves that follow it included): the store's transactions, round trips and what it sent."""

    transactions: int
    round_trips: int
    sent: list[str]
    moves: int


async def pressed_moves(store, table: Table, wanted: int) -> list[PressedMove]:
    """Random presses through the players' panels until `wanted` of them committed moves (or the
    game ended), each counted whole by the store (`Store.counting`)."""
    moved: list[PressedMove] = []
    rng = random.Random(4)
    while len(moved) < wanted:
        loaded = await table.loaded()
        if loaded.row.status != "active":
            break
        member = table.member(loaded.actor_users()[0])
        panel = (await member.click(table.newest_board(), label=table.take_turn_label)).response
        while controls := [c for c in controls_of(panel) if not c.get("disabled")]:
            control = rng.choice(controls)
            before = (await table.loaded()).version
            with store.counting() as traffic:
                if control["type"] == 3:
                    values = [o["value"] for o in control["options"][: control.get("min_values", 1)]]
                    await member.select(panel.message, values, custom_id=control["custom_id"])
                else:
                    await member.click(panel.message, custom_id=control["custom_id"])
            after = (await table.loaded()).version
            if after != before:
                moved.append(PressedMove(traffic.transactions, traffic.round_trips, traffic.sent, after - before))
    return moved


async def panel_when(simcord_env, wanted, *, players: int = 2, seed: int = 5):
    """A Spectaculum table played by the rules' fallback until `wanted`, and its acting seat's panel
    opened: (the table, as it was then, that seat, the seat's member, the panel)."""
    _, table = await started_table(simcord_env, players=players, seed=seed)
    loaded = await play_fallback_until(table, wanted)
    seat = sorted(loaded.actors())[0]
    member = table.member(loaded.user_of(seat))
    panel = (await member.click(table.newest_board(), label="Take your turn")).response
    return table, loaded, seat, member, panel


def may_release(table) -> bool:
    """The acting seat of a Spectaculum table may release a performer (a move that may be taken back)."""
    if not table.actors():
        return False
    decision = table.engine.prompt(table.state, sorted(table.actors())[0], ())
    return any(o.id.startswith("release:") for o in decision.options)


async def play_fallback_until(table: Table, wanted, limit: int = 60, *, bot=None):
    """Moves the game on with each actor's least eventful move (as if pressed) until
    `wanted(loaded table)` holds; returns that table. `bot`: the process that plays them
    (the table's own if None)."""
    bot = bot or table.env.bot
    for _ in range(limit):
        loaded = await table.loaded()
        if wanted(loaded):
            return loaded
        seat = sorted(loaded.actors())[0]
        async with bot.host.lock(table.game_id):
            current = await bot.host.load(table.game_id)
            played = await bot.host.play(
                current, seat, current.engine.fallback_action(current.state, seat), current.version
            )
            await bot.after_move.deliver(played)
    raise AssertionError("the wanted position never came")


def press_of(env, table, seat: int) -> discord.Interaction:
    """A press of the seat's player on a button in the game's thread, as SimCord delivers one to the
    bot, for a caller that makes the move itself (bench/process_load.py): its answers (the
    acknowledgement, the mover's private note) go to the simulated Discord as a real press's do,
    exempt from the token's budget."""
    from simcord import interactions

    _, payload = interactions.base_payload(
        env.backend,
        type=discord.InteractionType.component.value,
        channel_id=table.channel_id,
        guild_id=table.row.guild_id,
        user_id=table.user_of(seat),
        data={"custom_id": f"move:{table.id}:{seat}", "component_type": discord.ComponentType.button.value},
    )
    return discord.Interaction(data=payload, state=env.bot._connection)  # type: ignore[arg-type]  # a payload's dict
