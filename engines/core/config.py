"""Checking a game's config against its `config_options()`, the same way for every game."""

from __future__ import annotations

from collections.abc import Callable

from engines.core.rng import StepRandom, rng_for_step


def resolve_options(game: str, options: dict[str, dict], config: dict | None, players: int) -> dict:
    """The complete config: `players`, then every option with its default filled in.
    ValueError on an unknown option, a value that is not one of its choices (types compared
    too, so True is not taken for seat 1 nor 0 for False) nor one its spec's `accepts(value)`
    allows beside them (a number of seconds, a list of boards), or a start seat nobody sits in."""
    config = dict(config or {})
    if config.pop("players", players) != players:
        raise ValueError(f"{game}: config 'players' does not match the seats")
    unknown = set(config) - set(options)
    if unknown:
        raise ValueError(f"{game}: unknown config option(s) {sorted(unknown)}")
    resolved = {"players": players}
    for name, spec in options.items():
        value = config.get(name, spec["default"])
        if name == "start_player" and isinstance(value, str) and value.isdigit():
            value = int(value)
        if not any(value == choice and type(value) is type(choice) for choice in spec["choices"]) and not spec.get(
            "accepts", _nothing_else
        )(value):
            raise ValueError(f"{game}: {name} = {value!r} is not one of {spec['choices']}")
        if name == "start_player" and value != "random" and value >= players:
            raise ValueError(f"{game}: start_player {value} is not a seat of {players}")
        resolved[name] = value
    return resolved


def _nothing_else(value) -> bool:
    return False


def positive_int(value) -> bool:
    """An `accepts` for counts and durations: any whole number above zero."""
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def setup_start(
    resolve_config: Callable[[dict | None, int], dict], config: dict | None, seats: list, seed
) -> tuple[int, dict, StepRandom]:
    """What a game's setup begins with: the player count, the complete config (ValueError as
    `resolve_config` raises it) and the randomness of step 0."""
    players = len(seats)
    return players, resolve_config(config, players), rng_for_step(seed, 0)
