"""Config options (R141) and setup (R21-R33)."""

from __future__ import annotations

from engines.core.config import positive_int, resolve_options
from engines.core.contract import Event, Outcome, Seat
from engines.core.rng import rng_for_step, shuffle
from engines.ladies import days
from engines.ladies.state import GAME, RULES, Draft

OPTIONS: dict[str, list] = {
    "exchange_mode": ["async", "live"],
    "gossip": [False, True],
    "exchange_memory": ["shown", "hidden"],
    "goods_cap_scope": ["this_morning", "total_holding"],
    "panels": ["first_t", "random"],
    "colour_assignment": ["random"],  # `lobby` needs the lobby's colour picks; the bot passes them as `colours`
    "first_pick_mandatory": [True, False],
    "servant_bill_reveal": ["hidden", "shown"],
    "day3_order": ["pass_then_pickup", "pickup_then_pass"],
    "dress_check": ["after_designers", "initial_only"],
    "designer_limit_scope": ["clothing_accessories", "whole_wardrobe"],
    "mary_counts": ["wardrobe", "wardrobe_and_servants"],
    "ball_choices": ["ask", "auto"],
    "final_tie": ["shared", "lot"],
    "courtesan_returns": ["keep", "discard"],
    "courtesan_gift_measure": ["elegance", "price"],
    "courtesan_win_mode": ["pair_only", "pair_and_best_team"],
    "regift_gossip": [False, True],
    "live_ready_seconds": [60],
    "live_hold_seconds": [30],
    "live_deadline_seconds": [180],
    "tick_hours": [12],
    "tick_missed_limit": [2],
    "max_ticks": [15],
}


def config_options() -> dict[str, dict]:
    """Every option (R141); a duration or count may also be any other whole number above
    zero, and `panels` a list of boutiques, one per team."""
    options = {name: {"default": values[0], "choices": list(values)} for name, values in OPTIONS.items()}
    for spec in options.values():
        if isinstance(spec["default"], int) and not isinstance(spec["default"], bool):
            spec["accepts"] = positive_int
    options["panels"]["accepts"] = _boutiques
    return options


def _boutiques(value) -> bool:
    return isinstance(value, list) and all(b in RULES.boutiques for b in value) and len(set(value)) == len(value)


def full_config(config: dict, players: int) -> dict:
    """The complete config (engines/core/config.py); the lobby's `colours` are no option
    (setup reads them) and the player count is the state's own."""
    options = {key: value for key, value in config.items() if key != "colours"}
    cfg = resolve_options(GAME, config_options(), options, players)
    del cfg["players"]
    return cfg


def default_seats(players: int) -> list[Seat]:
    """Lady and gentleman of team t sit at 2t and 2t+1; with an odd count the last seat is the courtesan."""
    seats = []
    for t in range(players // 2):
        seats += [Seat(2 * t, t, "lady"), Seat(2 * t + 1, t, "gentleman")]
    if players % 2:
        seats.append(Seat(players - 1, None, "courtesan"))
    return seats


def setup(config: dict, seats: list[Seat], seed) -> Outcome:
    players = len(seats)
    if not RULES.min_players <= players <= RULES.max_players:  # R14
        raise ValueError("Ladies & Gentlemen takes 4 to 10 players")
    cfg = full_config(config, players)
    T = players // 2
    roles: list[str] = []
    team_of: list[int | None] = []
    lady_of: list = [None] * T  # a seat number for every team once the seats are checked
    gent_of: list = [None] * T
    courtesan = None
    for i, seat in enumerate(sorted(seats, key=lambda s: s.index)):
        if seat.index != i:
            raise ValueError("seats must be numbered 0..n-1")
        if seat.role == "courtesan" or (seat.role == "lady" and seat.team is None):
            if courtesan is not None or players % 2 == 0:
                raise ValueError("a courtesan plays exactly when the player count is odd (R14)")
            courtesan = i
            roles.append("courtesan")
            team_of.append(None)
            continue
        if seat.role not in ("lady", "gentleman") or not isinstance(seat.team, int) or not 0 <= seat.team < T:
            raise ValueError("every seat is a lady or a gentleman of a team 0..T-1 (R15)")
        slot = lady_of if seat.role == "lady" else gent_of
        if slot[seat.team] is not None:
            raise ValueError("a team is one lady and one gentleman (R15)")
        slot[seat.team] = i
        roles.append(seat.role)
        team_of.append(seat.team)
    if None in lady_of or None in gent_of or (players % 2 == 1) != (courtesan is not None):
        raise ValueError("every team needs a lady and a gentleman; odd counts need the courtesan (R14, R15)")

    rng = rng_for_step(seed, 0)
    # R21 panels in use, R18/R25 colours
    if isinstance(cfg["panels"], list):
        if len(cfg["panels"]) != T:
            raise ValueError("panels: one boutique per team")
        panels = list(cfg["panels"])
    elif cfg["panels"] == "random":
        panels = shuffle(rng, list(RULES.panel_order))[:T]
    else:
        panels = list(RULES.panel_order[:T])
    colours = config.get("colours")  # lobby colours: boutique id per team (R18 `lobby`)
    if isinstance(colours, list) and sorted(colours) == sorted(panels):
        panel_of = [panels.index(b) for b in colours]
    else:
        panel_of = shuffle(rng, list(range(T)))

    # R22 decks
    decks = {}
    for deck in ("clothing", "accessory", "jewel"):
        decks[deck] = shuffle(rng, sorted(c for c, v in RULES.cards.items() if v["category"] == deck))
    decks["servant"] = shuffle(rng, sorted(RULES.servants))
    ladies_in_order = sorted(range(T), key=lambda t: panel_of[t])
    lady_seats = [lady_of[t] for t in ladies_in_order] + ([courtesan] if courtesan is not None else [])
    # R23 a servant for every lady and the courtesan
    servants: list[list[str]] = [[] for _ in range(players)]
    for lady in lady_seats:
        for _ in range(RULES.servants_dealt):
            servants[lady].append(decks["servant"].pop(0))
    # R24 craftsman cards: T of each type, 4 to each lady (the courtesan gets none). Checked against the
    # Czech text: "Od každého druhu vezměte tolik karet řemeslníků, kolik je ve hře dam" and, for the
    # courtesan, "Po zbytek přípravy se kurtizána řídí stejnými pravidly, jako dámy". Read literally that
    # could give her a hand too, but she has no boutique to stock and no place in the hand passing, so the
    # Czech does not contradict the spec's Decision; T counts teams.
    craft_in, craft_out = [], []
    for ctype in ("clothing", "accessory", "jewel", "servant"):
        of_type = shuffle(rng, sorted(c for c, v in RULES.craftsman.items() if v["type"] == ctype))
        craft_in += of_type[:T]
        craft_out += of_type[T:]
    shuffle(rng, craft_in)
    craft_hand: list[list[str] | None] = [None] * players
    for k, t in enumerate(ladies_in_order):
        craft_hand[lady_of[t]] = craft_in[k * RULES.craftsman_dealt : (k + 1) * RULES.craftsman_dealt]
    craft_out += craft_in[T * RULES.craftsman_dealt :]
    # R26 contracts, R27 market card
    contracts = shuffle(rng, sorted(RULES.contracts))
    shown = RULES.contracts_by_players[str(players)] if courtesan is not None else RULES.contracts_by_teams[str(T)]
    display = [{"id": contracts.pop(0), "sup": 0, "by": [], "first": None, "reward": None} for _ in range(shown)]
    market = shuffle(rng, sorted(RULES.market))[0]
    # R28 money, R29 a starting good, R30 the pool
    money = RULES.money_by_players[str(players)] if courtesan is not None else RULES.money_by_teams[str(T)]
    supply = dict(RULES.goods)
    goods: list[dict[str, int] | None] = [None] * players
    cheap = [k for k, price in sorted(RULES.market[market].items()) if price == 100 and k != RULES.gold]
    for t in range(T):
        tokens = [k for k in cheap for _ in range(supply[k])]
        kind = tokens[int(rng.random() * len(tokens))]
        supply[kind] -= 1
        goods[gent_of[t]] = {kind: 1}
    state = {
        "players": players,
        "config": cfg,
        "roles": roles,
        "team_of": team_of,
        "lady_of": lady_of,
        "gent_of": gent_of,
        "courtesan": courtesan,
        "panels": panels,
        "panel_of": panel_of,
        "day": 1,
        "phase": "morning",
        "lstage": "craftsman",
        "gstage": "exchange",
        "estage": None,
        "decks": decks,
        "returns": [],
        "discard": [],
        "craft_hand": craft_hand,
        "craft_played": [None] * players,
        "craft_stack": [[] for _ in range(T)],
        "craft_out": sorted(craft_out),
        "window": [None] * T,
        "under": [[] for _ in range(T)],
        "drawn": [None] * T,
        "stocked": [[] for _ in range(T)],
        "visit": [None] * players,
        "visits_shown": False,
        "shops": [None] * T,
        "purchases": [[] for _ in range(players)],
        "servant_taken": [False] * players,
        "deferred": [[] for _ in range(players)],
        "wardrobe": [[] for _ in range(players)],
        "servants": servants,
        "court_pending": [],
        "court_given": [],
        "court_returned": [],
        "court_paid": [],
        "money": [money if r == "gentleman" else None for r in roles],
        "goods": goods,
        "kept_today": [0] * players,
        "order": [None] * players,
        "turn_order": [],
        "trade_turn": 0,
        "slots": [],
        "held": [None] * players,
        "memory": [[] for _ in range(players)],
        "supply": supply,
        "ex": {},
        "market": market,
        "contracts_deck": contracts,
        "display": display,
        "contracts_discard": [],
        "bonus_cards": [[] for _ in range(players)],
        "gossip_hand": [None] * players,
        "gossip_recv": [[] for _ in range(players)],
        "gossip_given": [0] * players,
        "gossip_out": [],
        "gossip_gone": [],
        "plan": [None] * players,
        "plan_done": [False] * players,
        "gossip_choice": [None] * players,
        "ball_choice": [None] * players,
        "ball_pending": [],
        "clock": None,
        "final": None,
    }
    if cfg["gossip"]:  # R31, R128
        cards = shuffle(rng, list(RULES.gossip_ids))
        hands: list[list[str] | None] = [None] * players
        for lady in lady_seats:
            hands[lady] = sorted(cards[: RULES.gossip_dealt])
            cards = cards[RULES.gossip_dealt :]
        state["gossip_hand"] = hands
        state["gossip_out"] = sorted(cards)
    d = Draft(state, rng)
    days.refill_pool(d, first=True)  # R30
    days.start_exchange(d)
    d.event("game_started", day=1, market=market, panels=panels)
    for lady in lady_seats:
        d.private(lady, "servant_dealt", cards=list(servants[lady]))
    return Outcome(d.s, tuple(d.events))


__all__ = ["setup", "config_options", "default_seats", "Event"]
