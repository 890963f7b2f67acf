"""The state's shape and the copy-on-write draft every step works on.

State (plain JSON data; seat-indexed things are lists of length `players`, team-indexed
things lists of length T; a team's panel is `panel_of[team]`):
    players, config, roles [lady|gentleman|courtesan], team_of [team|None], lady_of, gent_of
    [seat per team], courtesan (seat|None), panels [boutique id per panel], panel_of [panel per team]
    day, phase (morning|afternoon|evening|last_gossip|ball|ended), lstage, gstage, estage
    decks {clothing|accessory|jewel|servant: [card ids, top first]}, returns [ids], discard [ids]
    craft_hand [[ids]|None], craft_played [id|None], craft_stack [[ids] per panel], craft_out [ids]
    window [id|None per panel], under [[ids] per panel], drawn [[ids]|None per panel],
    stocked [[ids] per panel] (what the stocking lady put out today, her memory)
    visit [panel|None per seat], visits_shown, shops [shop|None per panel]
    purchases [[ids]], servant_taken [bool], deferred [[ids]], wardrobe [[ids]], servants [[ids]]
    court_pending [ids], court_given [[card, seat]], court_returned [ids], court_paid [[card, seat]]
    money [int|None], goods [{kind: n}|None], kept_today [int], order [int|None], turn_order [teams],
    trade_turn, slots [token|None], held [slot|None], memory [[[slot, token]]], supply {kind: n}, ex {..}
    market, contracts_deck, display [{id, sup, by, first, reward}], contracts_discard, bonus_cards [[ids]]
    gossip_hand [[n]|None], gossip_recv [[[n, from]]], gossip_given [day], gossip_out, gossip_gone
    plan [dict|None], plan_done [bool], gossip_choice [None|bool], ball_choice [designer|None],
    ball_pending [seats], clock, final (the result once ended)
"""

from __future__ import annotations

from engines.core import build, draft
from engines.core.contract import IllegalAction
from engines.core.rng import shuffle
from engines.ladies import data

GAME = "ladies"
PREFIX = GAME + "."
RULES = data.rules()
PHASES = ("morning", "afternoon", "evening", "last_gossip", "ball", "ended")


def illegal(code: str, **params) -> IllegalAction:
    return IllegalAction(f"{GAME}.illegal.{code}", **params)


# The kernel's fast builders, here for this game's modules (prompts builds the most options).
PLAIN_OPTION, option, decision = build.PLAIN_OPTION, build.option, build.decision


class Draft(draft.Draft):
    """The kernel's copy-on-write draft (engines/core/draft.py) with the decks' helpers."""

    PREFIX = GAME + "."
    __slots__ = ()

    # --- shared helpers ---------------------------------------------------------------
    def draw_cards(self, deck: str, n: int) -> list[str]:
        cards = self.s["decks"][deck]
        if not n or not cards:
            return []
        pile = self.at("decks", deck)
        taken = pile[:n]
        del pile[:n]
        return taken

    def bottom(self, cards: list[str]) -> None:
        """R50: cards go to the bottom of their decks, each deck's share shuffled (seeded)."""
        by_deck: dict[str, list] = {}
        for card in cards:
            by_deck.setdefault(RULES.deck_of(card), []).append(card)
        for deck in data.DECKS:
            if deck in by_deck:
                share = sorted(by_deck[deck])
                shuffle(self.rng, share)
                self.at("decks", deck).extend(share)


def lady_seats(state: dict) -> list[int]:
    """Ladies in panel order (R17), then the courtesan."""
    order = sorted(range(len(state["lady_of"])), key=lambda t: state["panel_of"][t])
    seats = [state["lady_of"][t] for t in order]
    if state["courtesan"] is not None:
        seats.append(state["courtesan"])
    return seats


def gentlemen(state: dict) -> list[int]:
    return list(state["gent_of"])


def teams(state: dict) -> int:
    return len(state["lady_of"])


def partner(state: dict, seat: int) -> int | None:
    team = state["team_of"][seat]
    if team is None:
        return None
    return state["gent_of"][team] if state["roles"][seat] == "lady" else state["lady_of"][team]


def team_rank(state: dict, team: int) -> int:
    """Position of a team in today's turn order (0 first)."""
    return state["turn_order"].index(team)


def goods_count(goods: dict | None) -> int:
    return sum(goods.values()) if goods else 0
