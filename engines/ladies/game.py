"""Ladies & Gentlemen behind the engine contract (engines/core/contract.py)."""

from __future__ import annotations

from engines.core.contract import Context, Deadline, Decision, Outcome, Result
from engines.core.game import GameBase
from engines.ladies import (
    ball,
    bills,
    boutiques,
    data,
    days,
    exchange,
    exchange_async,
    exchange_live,
    gossip,
    prompts,
    sales,
    setup,
    turns,
    view,
)
from engines.ladies.ai import AI
from engines.ladies.state import GAME, PHASES, RULES, Draft, goods_count, illegal, lady_seats, teams


def _lady_day(handler, stage):
    def run(d, seat, action):
        if d.s["phase"] not in ("morning", "afternoon") or d.s["lstage"] != stage or d.s["roles"][seat] == "gentleman":
            raise illegal("not_now")
        handler(d, seat, action)

    return run


def _exchange(live, asynchronous):
    def run(d, seat, action):
        s = d.s
        if s["gstage"] != "exchange" or s["roles"][seat] != "gentleman" or s["phase"] not in ("morning", "afternoon"):
            raise illegal("not_now")
        handler = live if s["ex"]["mode"] == "live" else asynchronous
        if handler is None:
            raise illegal("not_in_this_mode")
        if s["order"][seat] is not None and action["type"] != "ready":
            raise illegal("exchange_done")
        handler(d, seat, action)

    return run


def _trade(handler):
    def run(d, seat, action):
        if sales.current(d.s) != seat:
            raise illegal("not_your_turn")
        handler(d, seat, action)

    return run


def _evening(handler, stage, role="gentleman"):
    def run(d, seat, action):
        if d.s["phase"] != "evening" or d.s["estage"] != stage:
            raise illegal("not_now")
        handler(d, seat, action)

    return run


def _gossip(d, seat, action):
    if d.s["phase"] == "last_gossip":
        gossip.last_window(d, seat, action)
    elif d.s["phase"] in ("morning", "afternoon", "evening"):
        gossip.give(d, seat, action)
    else:
        raise illegal("not_now")


def _gossip_pass(d, seat, action):
    if d.s["phase"] != "last_gossip":
        raise illegal("not_now")
    gossip.last_window(d, seat, action)


def _ball(d, seat, action):
    if d.s["phase"] != "ball":
        raise illegal("not_now")
    ball.choose_designer(d, seat, action)


HANDLERS = {
    "craftsman": _lady_day(boutiques.play_craftsman, "craftsman"),
    "window": _lady_day(boutiques.choose_window, "window"),
    "visit": _lady_day(boutiques.choose_visit, "visit"),
    "take": _lady_day(boutiques.take, "shopping"),
    "decline": _lady_day(boutiques.decline, "shopping"),
    "take_set": _lady_day(boutiques.take_set, "shopping"),
    "ready": _exchange(exchange_live.ready, None),
    "look": _exchange(exchange_live.look, None),
    "keep": _exchange(exchange_live.keep, None),
    "put_back": _exchange(exchange_live.put_back, None),
    "finish": _exchange(exchange_live.finish, exchange_async.finish),
    "tick": _exchange(None, exchange_async.submit),
    "orders": _exchange(None, exchange_async.give_orders),
    "sell": _trade(sales.sell),
    "fulfil": _trade(sales.fulfil),
    "use_goods_bonus": _trade(sales.use_goods_bonus),
    "end_turn": _trade(sales.end_turn),
    "court_keep": _evening(bills.court_keep, "court_trim"),
    "court_give": _evening(bills.court_give, "court_give"),
    "gossip_discard": _evening(bills.gossip_discard, "gossip"),
    "gossip_keep": _evening(bills.gossip_discard, "gossip"),
    "plan": _evening(bills.plan_step, "bills"),
    "plan_confirm": _evening(bills.plan_confirm, "bills"),
    "plan_reset": _evening(bills.plan_reset, "bills"),
    "plan_fallback": _evening(bills.plan_fallback, "bills"),
    "gossip": _gossip,
    "gossip_pass": _gossip_pass,
    "ball_designer": _ball,
}


class Ladies(GameBase):
    name = GAME
    player_counts = tuple(range(RULES.min_players, RULES.max_players + 1))
    # 2: the highlight is no longer stored in the state (`highlight`); 3: standing orders in
    # the async exchange (`ex["orders"]`)
    schema = 3
    setup_module, view_module, prompts_module = setup, view, prompts
    ai = AI  # engines/ladies/ai.py
    side_decisions = True  # gossip (side_prompt)

    def default_seats(self, players: int):
        return setup.default_seats(players)

    def conformance_counts(self, players: int, config: dict) -> tuple[int, int]:
        """(light, full) conformance games: every player count with the defaults, every option
        at 5 and 8 players, and a fully checked game for each exchange mode, gossip and the courtesan."""
        option = next(iter(config), None)
        full = int((players, option) in {(4, None), (5, "gossip"), (6, "exchange_mode"), (9, None)})
        light = 6 if option is None else (3 if players in (5, 8) else 0)
        return light, full

    def actors(self, state) -> set[int]:
        return turns.actors(state)

    def prompt(self, state, seat: int, path: tuple[str, ...] = ()) -> Decision | None:
        """GameBase's, one call shorter: a prompt is asked for at every step."""
        return prompts.prompt(state, seat, path if type(path) is tuple else tuple(path))

    def is_actor(self, state, seat) -> bool:
        """`seat in actors(state)`, without building the set (engines/core/runner.step)."""
        return turns.is_actor(state, seat)

    def turn_spans(self, state) -> dict[int, str]:
        return turns.turn_spans(state)

    def side_prompt(self, state, seat, path=()):
        """Giving gossip, at any moment of a day (R129, R134)."""
        return prompts.side_prompt(state, seat, tuple(path))

    def apply(self, state, seat, action, ctx: Context) -> Outcome:
        if state["phase"] == "ended":
            raise illegal("game_over")
        kind = action.get("type") if isinstance(action, dict) else None
        if seat is None:
            if kind != "timeout":
                raise illegal("not_your_turn")
            return self._timeout(state, action, ctx)
        handler = HANDLERS.get(kind) if isinstance(kind, str) else None
        if handler is None:
            raise illegal("unknown_action")
        if kind == "gossip" and type(seat) is int and 0 <= seat < state["players"]:
            pass  # R134: giving gossip needs no turn (gossip.give judges it)
        elif (
            kind == "orders"
            and type(seat) is int
            and 0 <= seat < state["players"]
            and prompts.has_standing_orders(state, seat)
        ):
            pass  # standing orders change while nobody waits for him (his side decision)
        elif not turns.is_actor(state, seat):
            raise illegal("not_your_turn")
        d = Draft(state, ctx.rng)
        d.set("clock", ctx.now)
        days.start_exchange_clock(d)
        handler(d, seat, action)
        days.advance(d)
        return d.outcome()

    def _timeout(self, state, action, ctx) -> Outcome:
        deadline = action.get("deadline")
        due = {x.id: x for x in self.deadlines(state)}
        if deadline not in due:
            raise illegal("unknown_deadline", deadline=str(deadline))
        if ctx.now < due[deadline].due:
            raise illegal("too_early", deadline=deadline)
        d = Draft(state, ctx.rng)
        d.set("clock", ctx.now)
        if state["ex"]["mode"] == "live":
            exchange_live.timeout(d, deadline)
        else:
            exchange_async.timeout(d, deadline)
        days.advance(d)
        return d.outcome()

    def highlight(self, state, events) -> dict:
        return view.highlight(state, events)

    def deadlines(self, state) -> list[Deadline]:
        """The exchange's timers (R80-R84 live, R89 async); turn limits are the bot's."""
        if state["phase"] not in ("morning", "afternoon") or state["gstage"] != "exchange":
            return []
        if state["ex"]["mode"] == "live":
            return exchange_live.deadlines(state)
        return exchange_async.deadlines(state)

    def result(self, state) -> Result | None:
        return ball.result(state)

    def inventory(self, state) -> dict[str, int]:
        cards = sum(len(v) for v in state["decks"].values())
        for key in ("under", "purchases", "deferred", "wardrobe", "servants"):
            cards += sum(len(x) for x in state[key])
        cards += sum(len(x) for x in state["drawn"] if x is not None)
        cards += sum(1 for x in state["window"] if x is not None)
        cards += len(state["court_pending"]) + len(state["court_returned"]) + len(state["court_given"])
        cards += len(state["returns"]) + len(state["discard"])
        goods = sum(state["supply"].values()) + sum(goods_count(g) for g in state["goods"])
        goods += sum(1 for tok in state["slots"] if tok is not None and not exchange.is_order(tok))
        contracts = (
            len(state["contracts_deck"])
            + len(state["contracts_discard"])
            + sum(1 for c in state["display"] if c["id"] is not None)
            + sum(len(x) for x in state["bonus_cards"])
        )
        craft = (
            sum(len(h) for h in state["craft_hand"] if h is not None)
            + sum(1 for c in state["craft_played"] if c is not None)
            + sum(len(x) for x in state["craft_stack"])
            + len(state["craft_out"])
        )
        out = {"cards": cards, "goods": goods, "contracts": contracts, "craftsman": craft}
        if state["config"]["gossip"]:
            out["gossip"] = (
                sum(len(h) for h in state["gossip_hand"] if h is not None)
                + sum(len(r) for r in state["gossip_recv"])
                + len(state["gossip_out"])
                + len(state["gossip_gone"])
            )
        return out

    def check_invariants(self, state) -> None:
        check_invariants(state, self.inventory(state))

    def upgrade(self, state, schema: int):
        if schema not in (1, 2):
            return super().upgrade(state, schema)
        if schema == 1:  # schema 1 stored the highlight
            state = {k: v for k, v in state.items() if k != "highlight"}
        ex = state["ex"]
        if ex.get("mode") == "async":  # schema 2 had no standing orders
            state = {**state, "ex": {**ex, "orders": [None] * state["players"]}}
        return state


def check_invariants(s: dict, inv: dict) -> None:
    """R145."""
    assert inv["cards"] == len(RULES.cards) + len(RULES.servants), f"cards: {inv}"
    assert inv["goods"] == sum(RULES.goods.values()), f"goods: {inv}"
    assert inv["contracts"] == len(RULES.contracts), f"contracts: {inv}"
    assert inv["craftsman"] == len(RULES.craftsman), f"craftsman: {inv}"
    if "gossip" in inv:
        assert inv["gossip"] == len(RULES.gossip_ids), f"gossip: {inv}"
    assert s["phase"] in PHASES
    seen = []
    for deck, cards in s["decks"].items():
        assert all(data.rules().deck_of(c) == deck for c in cards), f"deck {deck} holds a foreign card"
        seen += cards
    for key in ("under", "purchases", "deferred", "wardrobe", "servants"):
        for x in s[key]:
            seen += x
    for x in s["drawn"]:
        seen += x or []
    seen += [x for x in s["window"] if x is not None]
    seen += s["court_pending"] + s["court_returned"] + [c for c, _ in s["court_given"]]
    seen += s["returns"] + s["discard"]
    assert len(seen) == len(set(seen)), "a card is in two places"
    for seat, servants in enumerate(s["servants"]):
        assert all(c in RULES.servants for c in servants)
        assert all(c in RULES.cards for c in s["wardrobe"][seat])
    ids = [c["id"] for c in s["display"] if c["id"] is not None]
    assert len(ids) == len(set(ids)), "a contract is displayed twice"
    for g in s["gent_of"]:
        m = s["money"][g]
        assert isinstance(m, int) and m >= 0 and m % 100 == 0, f"money of {g}: {m}"
        assert all(n > 0 for n in s["goods"][g].values())
        if s["config"]["goods_cap_scope"] == "this_morning":
            assert s["kept_today"][g] <= RULES.goods_limit
    assert all(c["sup"] % 100 == 0 for c in s["display"])
    T = teams(s)
    orders = [tok for tok in s["slots"] if exchange.is_order(tok)]
    kept = [s["order"][g] for g in s["gent_of"] if s["order"][g] is not None]
    assert len(orders) + len(kept) == T, "order tokens lost"
    assert all(
        sum(1 for c in s["purchases"][x] if c in RULES.servants) <= RULES.servant_limit for x in range(s["players"])
    ), "more than one servant in one afternoon"
    held = [h for h in s["held"] if h is not None]
    assert len(held) == len(set(held)) and all(s["slots"][h] is not None for h in held)
    if s["config"]["gossip"]:
        assert all(day <= s["day"] for day in s["gossip_given"])
    if s["phase"] == "morning" and s["lstage"] == "craftsman":
        sizes = {
            len(s["craft_hand"][x]) + (s["craft_played"][x] is not None)
            for x in lady_seats(s)
            if s["craft_hand"][x] is not None
        }
        expect = RULES.craftsman_dealt - (s["day"] - 1) % RULES.craftsman_refill_day
        assert sizes == {expect}, f"craftsman hands {sizes} on day {s['day']} (R96)"
