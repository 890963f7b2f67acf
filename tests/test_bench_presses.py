"""`python -m bench --section presses` counts the presses of whole games played through the bot;
one small game here: its lines have the issue's format and count real presses."""

from __future__ import annotations

import re

from bench import presses

LINE = re.compile(r"^presses (\w+) (\d+)p ([a-z-]+) median ([\d.]+) openings ([\d.]+) forced ([\d.]+)$")


def test_a_whole_game_counts_the_presses_of_every_turn():
    counts = presses.play("spectaculum", 2, range(1))
    assert [c.unit for c in counts] == ["turn"]
    (count,) = counts
    game, players, unit, median, openings, forced = LINE.match(count.line).groups()
    assert (game, players, unit) == ("spectaculum", "2", "turn")
    assert float(median) >= 1 and float(forced) >= 0
    assert len(count.presses) >= 10  # a whole game has many turns, each counted
    assert all(p >= 1 and p >= o for p, o in zip(count.presses, count.openings))
    # each player opens a panel with Take your turn once at least; kept open, it follows them
    assert 2 <= sum(count.openings) < len(count.presses) / 2, count.openings


def test_a_rokoko_press_counts_for_its_round_and_for_the_employee_it_plays():
    state = {"round": 2, "phase": "actions", "stage": None, "seats": [{"played": ["a"]}, {"played": []}]}
    choosing = presses.rokoko_units(state, 0)
    playing = presses.rokoko_units({**state, "stage": {"seat": 0}, "seats": [{"played": ["a", "b"]}, {}]}, 0)
    assert choosing == (("round", 2, 0), ("employee", 2, 0, 2)) == playing
    assert presses.rokoko_units({**state, "phase": "select"}, 0) == (("round", 2, 0),)


def test_the_same_turn_of_two_games_is_two_units():
    from tests.bot.driver import Press

    def turn(seed: int) -> list:
        return presses.of_game(
            seed, [Press(verb, 1.0, verb != "turn", 0, 2, (("turn", 1),)) for verb in ("turn", "o", "o")]
        )

    (count,) = presses.counted("spectaculum", 2, turn(0) + turn(1))
    assert count.presses == [3, 3] and count.openings == [1, 1]
