"""Configuration (rules §14) and setup (R14-R18)."""

from __future__ import annotations

from engines.core.config import resolve_options, setup_start
from engines.core.contract import Outcome, Seat
from engines.core.rng import pick, shuffle
from engines.rokoko import data, rounds
from engines.rokoko.state import D, Draft

MAX_PLAYERS = max(data.player_counts())


def config_options() -> dict[str, dict]:
    """Every option but `players` (the bot derives it from the seats)."""
    return {
        "board_side": {"default": "auto", "choices": ["auto", *data.sides()]},
        "start_player": {"default": "random", "choices": ["random", *range(MAX_PLAYERS)]},
        "bonus_dress_master_made": {"default": "played_card", "choices": ["played_card", "never"]},
        "dismissed_card_counts_for_own_bonus": {"default": False, "choices": [False, True]},
        # The Czech rulebook wins over the English spec's default `none` (R94): "hráč s druhým
        # nejvyšším počtem šatů získá body za lomítkem" -- the player with the second-highest
        # number of dresses scores the second value, also after a shared first place.
        "hall_shared_first_runner_up": {"default": "next", "choices": ["next", "none"]},
        "open_prestige": {"default": False, "choices": [False, True]},
    }


def resolve_config(config: dict | None, players: int) -> dict:
    if players not in data.player_counts():
        raise ValueError(f"rokoko: {players} players; 2 to 5 can play (R1)")
    return resolve_options("rokoko", config_options(), config, players)


def setup(config: dict, seats: list[Seat], seed) -> Outcome:
    players, cfg, rng = setup_start(resolve_config, config, seats, seed)
    side_id = data.side_for_players(players) if cfg["board_side"] == "auto" else cfg["board_side"]
    side = D.sides[side_id]
    start_res = D.start_resources
    colours = list(D.colours[:players])
    deck = []
    for level in sorted(D.deck_by_level):  # R16: level 1 on top
        cards = list(D.deck_by_level[level])
        shuffle(rng, cards)
        deck.extend(cards)
    tiles = sorted(D.tiles)
    shuffle(rng, tiles)  # R17
    state = {
        "players": players,
        "config": cfg,
        "side": side_id,
        "colours": colours,
        "round": 1,
        "phase": "select",
        "start": 0,
        "favour": None,
        "active": None,
        "stage": None,
        "need": [None] * players,
        "hire_deck": deck,
        "display": [None] * len(side.display),
        "warehouse": [[] for _ in side.sections],
        "res_supply": tiles,
        "res_discard": [],
        "windows": [None] * len(side.windows),
        "bag": sorted(D.dresses),
        "dress_discard": [],
        "guest": {},
        "terrace": {},
        "deco": {},
        "all_halls": {},
        "seats": [
            {
                "money": start_res["money"],
                "yarn": start_res["yarn"],
                "lace": start_res["lace"],
                "pp": 0,
                "tiles": [],
                "supply": sorted(D.starting[colours[seat]]),
                "hand": [],
                "discard": [],
                "played": [],
            }
            for seat in range(players)
        ],  # R14
        "out": [],
        "final": None,
    }
    d = Draft(state, rng)
    first = pick(rng, range(players)) if cfg["start_player"] == "random" else cfg["start_player"]  # R18
    d.s["start"] = first
    d.event("game_started", players=players, side=side_id, start_seat=first)
    rounds.start_round(d)
    rounds.advance(d)
    return d.outcome()
