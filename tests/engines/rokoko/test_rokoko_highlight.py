"""The latest-move frame comes from the public events of the steps shown (BOARD-API.md):
it frames only what those moves changed."""

from __future__ import annotations

from engines.core import runner
from engines.core.random_player import complete_action
from tests.engines.rokoko.rokoko_helpers import G, seeded_game


def _steps(players: int, seed: int):
    """(state after, public events) of every step of a seeded random game."""

    def choose(state, seat, rng):
        return complete_action(G, state, seat, rng)

    for outcome in seeded_game(players, seed, "highlight", choose):
        yield outcome.state, [e for e in outcome.events if e.to == "public"]


def _refill_after_a_dress():
    """The first step of seeded games that makes a dress from the display and then, as the
    round ends, refills the display (R27)."""
    for seed in range(1, 40):
        for state, events in _steps(2, seed):
            kinds = [e.kind for e in events]
            if "rokoko.dress_made" in kinds and "rokoko.dresses_drawn" in kinds[kinds.index("rokoko.dress_made") :]:
                return state, events
    raise AssertionError("no seeded game refills the display after a dress")


def test_no_frame_on_a_dress_nobody_touched_after_the_display_refills():
    state, events = _refill_after_a_dress()
    made = next(e for e in events if e.kind == "rokoko.dress_made")
    frame = G.highlight(state, events)
    assert frame["windows"] == []  # the window of the made dress holds another dress now
    index = int(made.params["window"].split("-")[1])
    assert state["windows"][index] is not None and state["windows"][index] != made.params["dress"]
    assert frame["seat"] == made.params["seat"]


def test_the_frame_names_what_the_moves_changed():
    """Over whole games: a framed window is empty (its dress was just made), a framed space
    carries the mover's marker or dress, a framed card or tile is one the events name."""
    for players, seed in ((2, 3), (4, 4)):
        for state, events in _steps(players, seed):
            frame = G.highlight(state, events)
            named = {str(v) for e in events for v in e.params.values()}
            for window in frame["windows"]:
                assert state["windows"][int(window.split("-")[1])] is None
            for space in frame["spaces"]:
                owner = (
                    state["favour"]
                    if space == "favour"
                    else state["deco"].get(
                        space, state["all_halls"].get(space, (state["guest"].get(space) or [None, None])[1])
                    )
                )
                assert owner is not None and space in named | {"favour"}
            assert set(frame["tiles"]) | set(frame["cards"]) <= named
            if any(frame[k] for k in ("spaces", "windows", "tiles", "cards")):
                assert frame["seat"] in range(players)
            else:
                assert frame == {"seat": None, "spaces": [], "windows": [], "tiles": [], "cards": []}


def test_a_step_without_public_moves_frames_nothing():
    state = G.setup({"players": 3}, runner.default_seats(G, 3), 1).state
    assert G.highlight(state, []) == {"seat": None, "spaces": [], "windows": [], "tiles": [], "cards": []}
    assert "highlight" not in state and "highlight" not in G.view_for(state, None)
