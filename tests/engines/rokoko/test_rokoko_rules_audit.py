"""Rokoko rules the Czech rulebook decides (issue 9, part 4): each test cites the sentence."""
from __future__ import annotations

import pytest
from rokoko_helpers import G, draft, new_state, place

from engines import ai
from engines.core.contract import Context, IllegalAction
from engines.core.rng import rng_for_step
from engines.rokoko import rounds
from engines.rokoko.state import D


def _last_turn_done(royal_dresses: int, fireworks: int = 1):
    """3 players, round 7 played out: seat 0 has `royal_dresses` dresses (ball PP 2, 3, 4, …) in
    the King's hall and markers on the `fireworks` best fireworks spaces. Returns the state the
    game reaches next, and seat 0's dresses best first."""
    s = new_state(3)
    side = D.sides[s["side"]]
    s["out"] = s["out"] + s["hire_deck"]
    s["hire_deck"] = []
    royal = next(h for h in side.halls if h["royal"])
    dresses = []
    for pp, space in zip((2, 3, 4, 2, 3), [g["id"] for g in royal["spaces"] if not g["master"]][:royal_dresses]):
        did = next(x for x in sorted(s["bag"]) if D.dresses[x]["ball_pp"] == pp and x not in dresses)
        place(s, 0, did, space)
        dresses.append(did)
    multiplier = {t["fireworks_space"]: t["multiplier"] for t in side.terrace}
    for f in sorted(side.fireworks, key=lambda f: -multiplier[f["id"]])[:fireworks]:
        s["deco"][f["id"]] = 0
    s.update(phase="actions", round=7, active=None, stage=None)
    d = draft(s)
    rounds.advance(d)
    return d.s, sorted(dresses, key=lambda x: -D.dresses[x]["ball_pp"])


def _apply(s, seat, action):
    return G.apply(s, seat, action, Context(50, rng_for_step(1, 50))).state


def test_R97_the_player_chooses_which_dresses_move_to_the_terrace():
    """"Pokud máte naopak více šatů, musíte se rozhodnout, které na terasu přesunete; zbývající šaty
    zůstanou v královském sále": the choice is the player's, the best one offered first."""
    s, (high, mid, low) = _last_turn_done(royal_dresses=3)
    assert s["phase"] == "terrace" and G.actors(s) == {0} and G.result(s) is None
    decision = G.prompt(s, 0)
    best, own = decision.options
    assert best.action == {"type": "terrace", "ids": [high]}  # one click accepts the best
    chosen = [o for o in G.prompt(s, 0, (own.id,)).options if o.id == low]
    done = _apply(s, 0, chosen[0].action)
    assert done["phase"] == "ended"
    assert [v[0] for v in done["terrace"].values()] == [low]
    assert {v[0] for v in done["guest"].values() if v[1] == 0} == {high, mid}
    terrace = next(iter(done["terrace"]))
    multiplier = next(t["multiplier"] for t in D.sides[s["side"]].terrace if t["id"] == terrace)
    assert G.result(done).breakdown[0]["terrace"] == D.dresses[low]["ball_pp"] * multiplier


def test_R97_a_wrong_terrace_choice_is_refused():
    s, (high, mid, low) = _last_turn_done(royal_dresses=3)
    for ids in ([high, mid], [], ["D99"], [high, high]):
        with pytest.raises(IllegalAction) as error:
            _apply(s, 0, {"type": "terrace", "ids": ids})
        assert error.value.code == "rokoko.illegal.bad_terrace_choice"
    with pytest.raises(IllegalAction):
        _apply(s, 1, {"type": "terrace", "ids": [high]})


def test_R97_timeouts_and_ai_seats_move_the_best_dresses():
    """The automatic choice stays for a player out of time and for AI players."""
    s, (high, mid, low) = _last_turn_done(royal_dresses=3)
    assert G.fallback_action(s, 0) == {"type": "terrace", "ids": [high]}
    for level in ai.LEVELS[:2]:
        assert ai.choose(G, s, 0, level, seed=1, step=50) == {"type": "terrace", "ids": [high]}


def test_R97_without_a_choice_the_game_ends_at_once():
    """"Pokud máte méně šatů v královské místnosti než žetonů na terase, některé pozice na terase
    zůstanou prázdné": nothing to choose, so the final scoring runs straight away, as before."""
    s, (high, mid) = _last_turn_done(royal_dresses=2, fireworks=2)
    assert s["phase"] == "ended"
    assert sorted(v[0] for v in s["terrace"].values()) == sorted([high, mid])
