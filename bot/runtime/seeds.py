"""Where a new game's deal comes from: a fresh random seed for every game and rematch.

Tests replace `new_game_seed` with a repeatable sequence, so a test deals the same cards on
every run instead of failing on one deal in a hundred."""

import secrets


def new_game_seed() -> int:
    return secrets.randbits(63)
