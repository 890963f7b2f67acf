"""The engines' meaning is held to a recorded value: the quick form of `bench.fingerprint` (every
state, decision, event and result of a few dozen seeded games per game) must give the hashes below.

A refactoring never changes them. A change that means something new for a game (a rule, an option,
a prompt, an event, the easy AI's choices) changes that game's line here in the same commit, and
the commit message says why; the new value is what `python -m bench.fingerprint --quick` prints."""

from __future__ import annotations

from bench.fingerprint import fingerprint
from engines import registry

GOLDEN = {
    "ladies": "2c138a8a5d8b2e3cd08dabab97066f5a827dd6cc927e628ebe77f11957d18623",
    "rokoko": "bbe3740d206591195ccf231fd7fd721e6c3c2fea9cbbe33818edf3fdabd77d20",
    "spectaculum": "77c878a477ca13542b251f0ff38ee1480b4dbf7aea318f191d8d737ff9f296f9",
}


def test_the_engines_mean_what_their_recorded_fingerprint_says():
    digests = fingerprint(sorted(GOLDEN), quick=True)
    changed = sorted(name for name in GOLDEN if digests[name] != GOLDEN[name])
    assert not changed, f"the games' meaning changed: {changed}; their new quick fingerprints: " + ", ".join(
        f"{name}: {digests[name]}" for name in changed
    )


def test_every_game_of_the_engines_has_its_recorded_fingerprint():
    engines = [name for name, entry in registry.GAMES.items() if entry.module.startswith("engines.")]
    assert sorted(GOLDEN) == sorted(engines)
