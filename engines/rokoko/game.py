"""Rokoko behind the engine contract (engines/core/contract.py)."""

from __future__ import annotations

from collections import Counter

from engines.core.contract import Context, Outcome, Result
from engines.core.game import GameBase
from engines.rokoko import chain, data, highlight, prompts, rounds, scoring, setup, upgrade, view
from engines.rokoko.ai import AI
from engines.rokoko.state import GAME, D, Draft, employee_count, illegal

MIN_EMPLOYEES = D.constants["min_employees_after_dismissal"]


class Rokoko(GameBase):
    name = GAME
    player_counts = data.player_counts()
    schema = 2  # 2: actions name their answers (chain.py), no highlight in the state
    setup_module, view_module, prompts_module = setup, view, prompts
    ai = AI  # engines/rokoko/ai.py

    def conformance_counts(self, players: int, config: dict) -> tuple[int, int]:
        """Games per combination in the shared conformance suite (light, fully checked):
        a Rokoko game is long, so options get light games and every player count one fully
        checked game with the defaults (keeps the suite near 30 s on one core)."""
        return (3, 1) if not config else (3, 0)

    def is_actor(self, state, seat) -> bool:
        return view.is_actor(state, seat)

    def prompt(self, state, seat: int, path: tuple[str, ...] = ()):
        return prompts.prompt(state, seat, path if type(path) is tuple else tuple(path))

    def apply(self, state, seat, action, ctx: Context) -> Outcome:
        if state["phase"] == "ended":
            raise illegal("game_over")
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise illegal("unknown_action")
        if not view.is_actor(state, seat):
            raise illegal("not_your_turn")
        kind = action["type"]
        if state["phase"] == "select":
            if kind != "select" or set(action) != {"type", "ids"}:
                raise illegal("unknown_action")
            ids = action["ids"]
            supply = state["seats"][seat]["supply"]
            if (
                not isinstance(ids, list)
                or len(ids) != state["need"][seat]
                or len(set(map(str, ids))) != len(ids)
                or not all(isinstance(x, str) and x in supply for x in ids)
            ):
                raise illegal("bad_selection")
            d = Draft(state, ctx.rng)
            rounds.select(d, seat, ids)
        elif state["phase"] == "terrace":
            ids = action.get("ids")
            if kind != "terrace" or set(action) != {"type", "ids"}:
                raise illegal("unknown_action")
            royal = scoring.royal_dresses(state, D.sides[state["side"]], seat)
            if (
                not isinstance(ids, list)
                or len(ids) != state["terrace_need"][seat]
                or not all(isinstance(x, str) and x in royal for x in ids)
                or len(set(ids)) != len(ids)
            ):
                raise illegal("bad_terrace_choice")
            d = Draft(state, ctx.rng)
            rounds.choose_terrace(d, seat, ids)
        else:
            if kind != prompts.stage_type(state):
                raise illegal("unknown_action")
            answers = dict(action)
            del answers["type"]
            try:
                d = chain.run(prompts.STAGES[kind], state, seat, rng=ctx.rng, answers=answers)
            except chain.Need:
                raise illegal("incomplete") from None
        rounds.advance(d)
        return d.outcome()

    def highlight(self, state, events) -> dict:
        """The latest-move frame of these public events (engines/rokoko/highlight.py)."""
        return highlight.highlight(events)

    def upgrade_action(self, action):
        return upgrade.upgrade_action(action)

    def upgrade(self, state, schema: int):
        return upgrade.upgrade_state(state, schema)

    def result(self, state) -> Result | None:
        return scoring.result(state)

    def inventory(self, state) -> dict[str, int]:
        """R103: dresses, resource tiles and employee cards, each in exactly one place."""
        s = state
        dresses = (
            len(s["bag"])
            + sum(1 for x in s["windows"] if x)
            + len(s["dress_discard"])
            + len(s["guest"])
            + len(s["terrace"])
        )
        tiles = len(s["res_supply"]) + len(s["res_discard"]) + sum(map(len, s["warehouse"]))
        cards = len(s["hire_deck"]) + sum(1 for x in s["display"] if x) + len(s["out"])
        st = s["stage"]
        if st is not None and not st["dismissed"]:
            cards += 1
        if st is not None and st["kind"] == "gain" and st["tile"]:
            tiles += 1
        for rec in s["seats"]:
            tiles += len(rec["tiles"])
            cards += len(rec["supply"]) + len(rec["hand"]) + len(rec["discard"])
        return {"dresses": dresses, "resource_tiles": tiles, "employee_cards": cards}

    def check_invariants(self, state) -> None:
        check_invariants(state, self.inventory(state))


def check_invariants(state: dict, inventory: dict) -> None:
    """R102-R106."""
    s = state
    n = s["players"]
    assert inventory["dresses"] == len(D.dresses), inventory
    assert inventory["resource_tiles"] == len(D.tiles), inventory
    assert inventory["employee_cards"] == sum(len(v) for v in D.deck_by_level.values()) + 5 * n, inventory
    every = (
        list(s["bag"])
        + [x for x in s["windows"] if x]
        + s["dress_discard"]
        + [v[0] for v in s["guest"].values()]
        + [v[0] for v in s["terrace"].values()]
    )
    assert len(set(every)) == len(D.dresses), "a dress is in two places"
    cards = list(s["hire_deck"]) + [x for x in s["display"] if x] + s["out"]
    if s["stage"] is not None and not s["stage"]["dismissed"]:
        cards.append(s["stage"]["card"])
    for rec in s["seats"]:
        cards += rec["supply"] + rec["hand"] + rec["discard"]
    assert len(set(cards)) == len(cards), "an employee card is in two places"
    assert 1 <= s["round"] <= D.constants["rounds"]
    for seat, rec in enumerate(s["seats"]):
        for key in ("money", "yarn", "lace", "pp"):
            assert isinstance(rec[key], int) and rec[key] >= 0, f"{key} < 0 (R102)"
        assert employee_count(s, seat) >= MIN_EMPLOYEES, "fewer than four employees (R55)"
    side = D.sides[s["side"]]
    for row in ("upper", "lower"):
        owners = Counter(s["deco"][x["id"]] for x in side.fountain[row] if x["id"] in s["deco"])
        assert all(v <= 1 for v in owners.values()), "two markers in one fountain row (R105)"
    assert len(set(s["all_halls"].values())) == len(s["all_halls"]), "two All-halls markers (R105)"
    if s["phase"] == "actions" and s["stage"] is None and s["active"] is not None:
        assert s["seats"][s["active"]]["hand"], "the active seat has no card"
    if s["phase"] == "ended":
        assert all(not rec["hand"] for rec in s["seats"]), "R38"
        assert not s["hire_deck"], "R106"
