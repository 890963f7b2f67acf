"""Configuration (section 2 of the spec) and setup (R12-R18)."""

from __future__ import annotations

from engines.core.config import resolve_options, setup_start
from engines.core.contract import Outcome, Seat
from engines.core.rng import pick, shuffle
from engines.spectaculum import data, turn
from engines.spectaculum.state import COLOURS, RULES, Draft, hand_size


def config_options() -> dict[str, dict]:
    """Every option but `players` (the bot derives it from the seats)."""
    return {
        "variant_four_markers": {"default": False, "choices": [False, True]},
        "tile_distribution": {
            "default": RULES.default_distribution,
            "choices": [RULES.default_distribution] + sorted(set(RULES.distributions) - {RULES.default_distribution}),
        },
        "board": {"default": data.board_ids()[0], "choices": list(data.board_ids())},
        "start_player": {"default": "random", "choices": ["random", *range(RULES.max_players)]},
        "money_visibility": {"default": "hidden", "choices": ["hidden", "public"]},
        # The Czech rulebook wins over the English spec's default of `partial`:
        # "Ignorujte všechny efekty, pokud by se měla značka pohnout přes tyto dílky".
        "track_clamp": {"default": "ignore_whole_effect", "choices": ["ignore_whole_effect", "partial"]},
        "sickness_bill": {"default": "fixed", "choices": ["fixed", "recompute"]},
    }


# R42, "Umístění 3 žetonů cestování na herní desku je povinné": the replacement of a blocked marker
# is always placed this turn. The option `unplaceable_replacement` (its `to_hand` placed only two)
# is gone; configs stored with it still load, both its values meaning the rule.
RETIRED_OPTIONS = {"unplaceable_replacement": ("place_now", "to_hand")}


def resolve_config(config: dict | None, players: int) -> dict:
    """The complete config with defaults filled in; ValueError on anything unknown."""
    if not RULES.min_players <= players <= RULES.max_players:
        raise ValueError(f"spectaculum: {players} players; 2 to 4 can play (R10)")
    config = dict(config or {})
    for name, values in RETIRED_OPTIONS.items():
        if name in config and config.pop(name) not in values:
            raise ValueError(f"spectaculum: {name} is no longer an option")
    return resolve_options("spectaculum", config_options(), config, players)


def setup(config: dict, seats: list[Seat], seed) -> Outcome:
    players, cfg, rng = setup_start(resolve_config, config, seats, seed)
    board = data.load_board(cfg["board"])

    tiles = [kind for kind, count in RULES.distributions[cfg["tile_distribution"]].items() for _ in range(count)]
    if len(tiles) != len(board.villages):
        raise ValueError(f"spectaculum: {len(tiles)} tiles for {len(board.villages)} villages")
    shuffle(rng, tiles)  # R12

    dealt = RULES.dealt_per_colour
    state = {
        "players": players,
        "config": cfg,
        "board": board.id,
        "tiles": dict(zip(board.villages, tiles)),
        "markers": {},
        "tracks": {c: RULES.track_start for c in COLOURS},  # R14
        "decks": {c: RULES.cards_per_colour - dealt * players for c in COLOURS},  # R13, R15
        "cards": [{c: dealt for c in COLOURS} for _ in range(players)],
        "money": [RULES.starting_money] * players,  # R16
        "hands": [[] for _ in range(players)],
        "bag": {c: RULES.markers_per_colour for c in COLOURS},  # R17
        "revealed": [],
        "travelled": [],
        "removed": {c: 0 for c in COLOURS},
        "turn": 0,
        "active": 0,
        "phase": "reveal",
        "actions_used": 0,
        "sick": None,
        "end_reason": None,
        "money_before_payout": None,
        "payout": None,
    }
    d = Draft(state, rng)
    for seat in range(players):
        drawn = [d.draw() for _ in range(hand_size(cfg))]
        d.hand(seat).extend(drawn)
        d.private(seat, "hand_drawn", seat=seat, colours=drawn, count=len(drawn))
    first = pick(rng, range(players)) if cfg["start_player"] == "random" else cfg["start_player"]  # R18
    d.event("game_started", players=players, start_seat=first)
    turn.start_turn(d, first)
    turn.advance(d)
    return d.outcome()
