"""`GameBase`: what every game shares behind the contract (engines/core/contract.py).

A game subclasses it, sets `name`, `player_counts` and `schema`, names its `setup_module`,
`view_module` and `prompts_module` (the contract calls that only pass through go there), and
implements the rest of the rules (apply, result, inventory, check_invariants). Every optional
capability has its default here, so the kernel, the bot and the tests ask any game the same way.
"""

from __future__ import annotations

from types import ModuleType

from engines.core import codec
from engines.core.ai_hooks import NO_HOOKS, AIHooks
from engines.core.contract import Deadline, Decision, Event, Outcome, Seat


class GameBase:
    name: str
    player_counts: tuple[int, ...]
    schema: int = 1  # version of the encoded state
    # True when side_prompt may offer a decision: then runner.step lets apply judge a
    # non-actor's action instead of refusing it as not this seat's turn
    side_decisions: bool = False
    lowest_score_wins: bool = False  # penalty points: the lowest score wins (contract.Game)
    ai: AIHooks = NO_HOOKS  # what the AI may know of this game (engines/<game>/ai.py)
    setup_module: ModuleType  # config_options(), setup(config, seats, seed)
    view_module: ModuleType  # actors(state), view_for(state, viewer), resample_hidden(state, viewer, rng)
    prompts_module: ModuleType  # prompt(state, seat, path), fallback_action(state, seat)

    def config_options(self) -> dict[str, dict]:
        return self.setup_module.config_options()

    def setup(self, config, seats: list[Seat], seed) -> Outcome:
        return self.setup_module.setup(config, seats, seed)

    def actors(self, state) -> set[int]:
        return self.view_module.actors(state)

    def prompt(self, state, seat: int, path: tuple[str, ...] = ()) -> Decision | None:
        return self.prompts_module.prompt(state, seat, tuple(path))

    def view_for(self, state, viewer) -> dict:
        return self.view_module.view_for(state, viewer)

    def fallback_action(self, state, seat: int) -> dict:
        return self.prompts_module.fallback_action(state, seat)

    def resample_hidden(self, state, viewer, rng):
        return self.view_module.resample_hidden(state, viewer, rng)

    def default_seats(self, players: int) -> list[Seat]:
        """The seating a table gets from the order of joining (roles and teams where the
        game has them); the conformance suite and the bot's lobby seat players so."""
        return [Seat(i) for i in range(players)]

    def conformance_counts(self, players: int, config: dict) -> tuple[int, int]:
        """(light, fully checked) games per combination of the shared conformance suite
        (tests/conformance) before its scale; 0 skips. A game whose games are long asks for fewer."""
        return 30, 1

    def is_actor(self, state, seat) -> bool:
        """`seat in actors(state)`; a game may answer it cheaper."""
        return seat in self.actors(state)

    def turn_spans(self, state) -> dict[int, str]:
        """Seats acting within a longer turn of theirs (contract.Game.turn_spans); none by default."""
        return {}

    def side_prompt(self, state, seat: int, path: tuple[str, ...] = ()) -> Decision | None:
        """A decision `seat` may take at any moment beside the turn order (set
        `side_decisions`); None when there is none."""
        return None

    def highlight(self, state, events: list[Event]) -> dict:
        """What the board image frames for these public events (the steps since the board
        was last shown, oldest first) in `state`, the state after them; {} frames nothing."""
        return {}

    def deadlines(self, state) -> list[Deadline]:
        return []  # the rules set no timers; turn limits are the bot's

    def inventory(self, state) -> dict[str, int]:
        return {}

    def check_invariants(self, state) -> None:
        return None

    def encode_state(self, state) -> str:
        return codec.encode_versioned(self.name, self.schema, state)

    def decode_state(self, text: str):
        return codec.decode_versioned(self.name, self.schema, text, self.upgrade)

    def upgrade_action(self, action: dict) -> dict:
        """A stored action of an older schema as `apply` reads it today; a current one unchanged.
        Steps do not record their schema, so a game keeps old and new actions apart by shape."""
        return action

    def upgrade(self, state, schema: int):
        """A state stored by an older `schema` in this one; SchemaMismatch when there is no way."""
        raise codec.SchemaMismatch(f"{self.name}: stored schema {schema} is not {self.schema}")
