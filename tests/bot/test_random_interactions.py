"""Bounded random interactions with every game (issue 10): players and bystanders, double
clicks, old panels, undo, restarts and time jumps. After every interaction: no error
logged, every interaction answered, some seat or timer can move the game, the log replays
to the stored state, and no secret is anywhere public."""

import json
import random

import pytest

from bot.play.chains import FOLD_SEPARATOR
from bot.presenters import presenter_for
from engines import registry
from engines.core import runner
from tests.bot.driver import CUSTOM_ID, OPTION_VERB, copy_of, press, started_table


class Monkey:
    def __init__(self, env, table, bystander, make_bot, watch, rng):
        self.env, self.table, self.bystander, self.make_bot, self.watch, self.rng = (
            env,
            table,
            bystander,
            make_bot,
            watch,
            rng,
        )
        self.panels: list[tuple[object, dict]] = []  # (member, the panel as their client showed it)
        self.restarts = 0

    @property
    def bot(self):
        return self.env.bot

    def keep(self, member, result) -> None:
        for message in [result.response, *result.followups]:
            if message is not None and message.components:
                self.panels.append((member, copy_of(member, message.message)))
        del self.panels[:-12]

    async def step(self) -> str:
        table = self.table
        loaded = await table.loaded()
        if loaded.row.status != "active":
            return "over"
        actors = [table.member(u) for u in loaded.actor_users()]
        anyone = table.members + [self.bystander]
        roll = self.rng.random()
        if roll < 0.30 and actors:
            member = self.rng.choice(actors)
            self.keep(member, await member.click(table.newest_board(), label="Take your turn"))
            return "turn"
        if roll < 0.70 and self.panels:
            member, panel = self.panels[-1] if self.rng.random() < 0.6 else self.rng.choice(self.panels)
            controls = [
                c
                for row in panel["components"]
                for c in row["components"]
                if OPTION_VERB.match(c.get("custom_id", "")) and not c.get("disabled")
            ]
            if not controls:
                return "empty panel"
            control = self.rng.choice(controls)
            values = None
            if control["type"] == 3:
                options = [o["value"] for o in control["options"]]
                count = self.rng.randint(control.get("min_values", 1), control.get("max_values", 1))
                values = self.rng.sample(options, count)
            times = 2 if self.rng.random() < 0.15 else 1  # a double click
            for _ in range(times):
                before = await table.loaded()
                self.keep(member, await press(member, panel, control["custom_id"], values))
                await self.meant_what_it_showed(before, member, control, values)
            return "press" if times == 1 else "double press"
        if roll < 0.78:
            member = self.rng.choice(anyone)
            label = self.rng.choice(["Take your turn", "My hand"])
            await member.click(table.newest_board(), label=label)
            return f"anyone: {label}"
        if roll < 0.85:
            member = self.rng.choice(table.members)
            await member.slash(table.thread, "game undo")
            return "undo"
        if roll < 0.90:
            await self.rng.choice(anyone).slash(table.thread, self.rng.choice(["game status", "game list"]))
            return "status"
        if roll < 0.94 and self.restarts < 2:
            self.restarts += 1
            await self.env.restart_bot(self.make_bot())
            return "restart"
        await self.env.advance_time(self.rng.choice([30, 600, 3700]))
        return "time"

    async def meant_what_it_showed(self, before, member, control, values) -> None:
        """If the press committed a move of the presser's seat, that move is an option the
        pressed control showed: a button's label, or a select's chosen option id (or a folded
        option's ids: the end of a chain of choices that ends in the move)."""
        steps = await self.bot.store.steps(before.id)
        seat = before.seat_of(member.id)
        if len(steps) != before.version + 1 or steps[-1].seat != seat or "x" in control["custom_id"].split(":")[2]:
            return  # nothing committed by this press (or a whole-move control of a game's own panel)
        committed = json.loads(steps[-1].action)
        presenter = presenter_for(before.row.kind)
        shown: set[str] = set()
        queue: list[tuple[str, ...]] = [()]
        while queue and len(shown) < 5000:
            path = queue.pop()
            decision = before.engine.prompt(before.state, seat, path)
            if decision is None:
                continue
            if decision.max_choices > 1 or decision.number_range is not None:
                return  # several ids or a number: the select's values are the move itself
            for option in decision.options:
                if option.action == committed and values:
                    chain = (*path, option.id)
                    shown.update(FOLD_SEPARATOR.join(chain[start:]) for start in range(len(chain)))
                elif option.action == committed:
                    shown.add(presenter.option_label(option, "en", before.names)[:80])
                elif option.action is None:
                    queue.append(path + (option.id,))
        pressed = values[0] if values else control.get("label", "")[:80]
        assert (
            pressed in shown or pressed.rstrip("…") and any(s.startswith(pressed.rstrip("…")) for s in shown)
        ), f"pressed {pressed!r}, committed {committed}"

    async def check(self, cursor: int, what: str) -> None:
        self.watch.check(cursor)
        table = await self.table.loaded()
        if table.row.status == "active":
            deadlines = await self.bot.store.deadlines(table.id)
            assert table.actors() or deadlines, f"after {what}: nobody and no timer can move the game"
            ai_seats = {s.seat for s in table.seats if s.is_ai}
            assert not table.actors() or table.actors() - ai_seats, f"after {what}: an AI seat holds the turn"
        # the log replays to the stored state
        steps = await self.bot.store.steps(table.id)
        replayed = runner.replay(
            table.engine,
            table.row.config,
            table.engine_seats(),
            table.row.seed,
            [(s.seat, json.loads(s.action), s.received_at) for s in steps],
        )
        assert table.engine.encode_state(replayed) == table.engine.encode_state(table.state), f"after {what}"
        # nothing secret in public: custom ids, nor any seat's private summary in a public message
        public = [m for m in self.table.thread.history() + self.table.channel.history() if not m.flags.ephemeral]
        presenter = presenter_for(table.row.kind)
        secrets_ = [
            presenter.hand_text(table.engine.view_for(table.state, s.seat), "en", table.names) for s in table.seats
        ]
        for message in public:
            for row in message.components:
                for component in row.children:
                    assert CUSTOM_ID.fullmatch(component.custom_id), component.custom_id
                    assert len(component.custom_id.split(":")) == 4, "public controls carry no panel keys"
            for secret in secrets_:
                assert secret not in message.content, f"after {what}: a private summary in public"


@pytest.mark.parametrize("game", sorted(registry.GAMES))
async def test_random_interactions_keep_every_game_sound(simcord_env, make_bot, watch, game):
    players, ai_seats, interactions = registry.tables(game).interactions
    guild, table = await started_table(
        simcord_env, players=players, seed=17, game=game, turn_limit="1h", ai_players=ai_seats
    )
    bystander = guild.add_member(simcord_env.create_user("bystander"))
    monkey = Monkey(simcord_env, table, bystander, make_bot, watch, random.Random(f"{game}-monkey"))
    done = []
    for _ in range(interactions):
        cursor = len(watch.log.records)
        what = await monkey.step()
        done.append(what)
        await monkey.check(cursor, what)
        if what == "over":
            break
    assert "press" in done and "turn" in done, done
    assert (await table.loaded()).version >= 3, "the game moved on"
