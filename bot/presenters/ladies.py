"""Ladies & Gentlemen in messages: the status line and each role's private summary."""

from __future__ import annotations

import i18n
from bot.presenters import ladies_exchange, ladies_narration
from bot.presenters.base import Presenter
from engines.core import Option
from engines.ladies.exchange import is_order
from engines.ladies.state import RULES
from render.common.spots import Thing
from render.ladies import render_board, render_private, render_summary, words
from render.ladies.spots import board_spots

QUIET_IN_LIVE_EXCHANGE = {
    "ladies.token_taken_up",
    "ladies.token_put_back",
    "ladies.token_seen",
}  # shown in the flipper's own panel

# what an option names on the board, by its label: the kind of thing and the parameter that
# says which (a card only where it lies face up in a window; the rest are buttons)
TARGETS = {
    "ladies.option.boutique": ("boutique", "boutique"),
    "ladies.option.slot": ("slot", "slot"),
    "ladies.option.sell": ("good", "kind"),
    "ladies.option.fulfil": ("contract", "contract"),
    "ladies.option.gentleman": ("person", "seat"),
    "ladies.option.lady": ("person", "seat"),
    "ladies.option.card": ("card", "card"),
}


class LadiesPresenter(Presenter):
    def __init__(self):
        super().__init__("ladies", render_board, render_private, render_summary, board_spots, words.counter)

    def option_target(self, option: Option, seat: int, view: dict) -> Thing | None:
        target = TARGETS.get(option.label)
        if target is None:
            return None
        kind, name = target
        if kind == "card" and option.params["card"] not in {p.get("window") for p in view["panels"]}:
            return None
        return (kind, option.params[name])

    def label_params(self, option: Option) -> dict:
        """A contract is named with its payout too, as its card on the board shows it in large."""
        if option.label == "ladies.option.fulfil":
            return {**option.params, "payout": RULES.contracts[option.params["contract"]]["payout"]}
        return option.params

    def about_params(self, option: Option) -> dict:
        """What a card or a gossip card is chosen for, by the action it completes (none: a choice of
        several, or a chain that goes on); what kind of token a gentleman would keep."""
        params, label = option.params, option.label
        if label in ("ladies.option.card", "ladies.option.gossip_card"):
            chosen_for = option.action["type"] if option.action else None
            return {**params, "use_id": chosen_for or ("pick" if label == "ladies.option.card" else "give")}
        if label == "ladies.option.keep":
            return {**params, "token_id": "order" if is_order(params["token"]) else "goods"}
        return params

    def status_line(self, view: dict, language: str, names: list[str]) -> str:
        if view["phase"] == "ended":
            return i18n.t("present.ladies.ended", language)
        waiting = ", ".join(names[s] for s in view["actors"]) or "—"
        phase = i18n.t(f"present.ladies.phase.{view['phase']}", language)
        return i18n.t(
            "present.ladies.status", language, day=view["day"], days=view["days"], phase=phase, players=waiting
        )

    def text(self, key: str, language: str, params: dict | None = None, names: list[str] | None = None) -> str:
        """A servant the rules keep face down (servant_bill_reveal: hidden) comes as card None:
        its own sentence where there is one, else "a face-down card" — never "None"."""
        if params and "card" in params and params["card"] is None:
            if i18n.has(f"{key}_hidden", language):
                key = f"{key}_hidden"
            params = {**params, "card": i18n.t("ladies.hidden.card", language)}
        return super().text(key, language, params, names)

    def own_panel(self, view, decision, language, names, page=0, header=""):
        if ladies_exchange.flipping(view, decision):
            return ladies_exchange.grid_panel(self, view, decision, language, page, header)
        return None

    def folds_steps(self) -> bool:
        """A lady's window folds on into her visit where she chooses both at once (the last to set
        her window); her craftsman never folds on into her window (the reveal draws her offer)."""
        return True

    def folds(self, decision) -> bool:
        """A tick's first question (standing orders, or this tick by hand) stays two buttons:
        folded, the orders would be one option lost among the slots of the tick by hand. The live
        exchange's Ready stays a button: folded on, it would be a menu of first flips, and the live
        exchange's flips are its own grid's (`own_panel`)."""
        return decision.kind not in ("ladies.exchange_search", "ladies.exchange_ready")

    def takes_alone(self, decision) -> bool:
        """Ending the trade when nothing is left to sell, fulfil or use (goods, bonus cards and the
        contracts on display are public), waiting a tick with no token free (the slots are public),
        and a boutique's last card when she must take one (how many cards lie there is public); a
        bill plan's single answer depends on hidden money: the player presses it."""
        return (
            decision.kind == "ladies.trade"
            or decision.prompt == "ladies.prompt.exchange_wait"
            or (decision.kind == "ladies.shop_pick" and decision.params["count"] == 1)
        )

    def direct_action(self, verb: str) -> dict | None:
        return ladies_exchange.direct_action(verb)

    def event_line(self, event, language: str, names: list[str]) -> str | None:
        found = ladies_narration.sentence(event, language, names)
        return None if found is None else self.text(found[0], language, found[1], names)

    def narrate(self, events, language: str, names: list[str]) -> str:
        """The base narration, with the secret exchange moves of each round told once."""
        return super().narrate(ladies_narration.batched(list(events)), language, names)

    def posts_board(self, events, view: dict) -> bool:
        """Whether the step changed the public picture: a step with no public event (a step of a
        secret bill plan, R69) leaves the board exactly as it was. In the live exchange a token
        turned over or put back changes nothing the table must study; the board follows when a
        token is kept."""
        public = [e for e in events if e.to == "public"]
        if not public:
            return False
        if view["exchange"]["mode"] != "live":
            return True
        return not all(e.kind in QUIET_IN_LIVE_EXCHANGE for e in public)

    def private_worthy(self, event, view: dict) -> bool:
        return not (view["exchange"]["mode"] == "live" and event.kind in QUIET_IN_LIVE_EXCHANGE)

    def result_lines(self, result: dict, language: str, names: list[str]) -> list[str]:
        """A line per side (team or courtesan), best first, as the engine placed them (R114, R127)."""
        if "sides" not in result:  # a result stored before the engine named its sides
            return super().result_lines(result, language, names)
        return ladies_narration.result_lines(result, language, names)

    def cards(self, ids, language: str) -> str:
        return (
            ", ".join(
                self.text(f"ladies.card.{c}", language) if i18n.has(f"ladies.card.{c}") else str(c) for c in ids or []
            )
            or "—"
        )

    def goods(self, seat: dict, language: str) -> str:
        """A gentleman's goods as the contracts count them: "2× tea, 1× coal" ("" if none)."""
        return ", ".join(
            i18n.t("present.ladies.goods", language, count=n, kind=self.text(f"ladies.kind.{k}", language))
            for k, n in (seat.get("goods") or {}).items()
            if n
        )

    def hand_text(self, view: dict, language: str, names: list[str]) -> str:
        me = view["me"]
        role = me["role"]
        if role == "gentleman":
            goods = self.goods(view["seats"][me["seat"]], language)
            bills = self.cards([b for b in (me.get("bills") or []) if isinstance(b, str) and b != "servant"], language)
            return i18n.t("present.ladies.gentleman", language, money=me["money"], goods=goods or "—", bills=bills)
        return i18n.t(
            "present.ladies.lady",
            language,
            craftsman=len(me.get("craftsman_hand") or []),
            purchases=self.cards(me.get("purchases"), language),
            servants=self.cards(me.get("servants"), language),
            gossip=len(me.get("gossip_hand") or []),
        )

    def seat_lines(self, view: dict, language: str, names: list[str]) -> list[str]:
        """A line per seat: a lady's (or the courtesan's) wardrobe and her cards' counts, a
        gentleman's goods, and his money only where the view shows it (at the end)."""
        lines = []
        for seat in view["seats"]:
            player = names[seat["seat"]]
            role = self.text(f"ladies.role.{seat['role']}", language)
            if seat["role"] == "gentleman":
                goods = self.goods(seat, language)
                line = i18n.t(
                    "present.ladies.describe.gentleman", language, player=player, role=role, goods=goods or "—"
                )
                if seat.get("money") is not None:
                    line += " · " + i18n.t("present.ladies.describe.money", language, money=seat["money"])
            else:
                line = i18n.t(
                    "present.ladies.describe.lady",
                    language,
                    player=player,
                    role=role,
                    cards=len(seat.get("wardrobe") or []),
                    stars=seat.get("wardrobe_stars", 0),
                    servants=seat.get("servant_count", 0),
                    purchases=seat.get("purchase_count", 0),
                )
            lines.append(line)
        return lines
