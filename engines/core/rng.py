"""Randomness derived from the game's seed and the step number.

Step n of a game always gets the same generator, in any process and any Python
version, because it is seeded from sha256(seed, n) and shuffles use random() only
(Mersenne Twister's random() is stable; random.shuffle's algorithm is not promised).
"""

from __future__ import annotations

import hashlib
import random

_draw = random.Random.random  # Mersenne Twister's random(), called without super()'s lookup


class StepRandom(random.Random):
    """A generator that remembers whether it was used, so undo can refuse steps that drew."""

    used = False

    def random(self) -> float:  # every helper below goes through here
        self.used = True
        return _draw(self)


def rng_for_step(seed: int | str, step: int) -> StepRandom:
    digest = hashlib.sha256(f"salon:{seed}:{step}".encode()).digest()
    rng = StepRandom(int.from_bytes(digest[:16], "big"))
    rng.used = False
    return rng


class LazyStepRandom:
    """`rng_for_step(seed, n)`, seeded when first used. Most steps draw nothing, and seeding
    a Mersenne Twister costs more than many a whole step; draws and `used` are the same."""

    __slots__ = ("_seed", "_n", "_rng")

    def __init__(self, seed, n: int):
        self._seed = seed
        self._n = n
        self._rng: StepRandom | None = None

    def _real(self):
        if self._rng is None:
            self._rng = rng_for_step(self._seed, self._n)
        return self._rng

    def random(self) -> float:
        rng = self._rng
        if rng is None:
            rng = self._real()
        rng.used = True  # StepRandom.random, one call shorter
        return _draw(rng)

    @property
    def used(self) -> bool:
        return self._rng is not None and self._rng.used

    @used.setter
    def used(self, value: bool) -> None:
        self._real().used = value

    def __getattr__(self, name):  # every other method of random.Random
        if name in LazyStepRandom.__slots__:  # not set yet (a copy being built)
            raise AttributeError(name)
        return getattr(self._real(), name)


def shuffle(rng: random.Random, items: list) -> list:
    """Fisher-Yates on rng.random(); shuffles in place and returns the list."""
    draw = rng.random
    if type(rng) is StepRandom and len(items) > 1:  # the same draws, marked used once
        rng.used = True
        draw = _draw.__get__(rng)
    for i in range(len(items) - 1, 0, -1):
        j = int(draw() * (i + 1))
        items[i], items[j] = items[j], items[i]
    return items


def pick(rng: random.Random, items):
    """One element chosen with rng.random() only."""
    items = list(items)
    return items[int(rng.random() * len(items))]
