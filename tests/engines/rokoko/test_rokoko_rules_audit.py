"""Rokoko rules the Czech rulebook decides (issue 9, part 4): each test cites the sentence."""

from __future__ import annotations

import pytest

from engines import ai
from engines.core.contract import Context, IllegalAction
from engines.core.rng import rng_for_step
from engines.rokoko import rounds
from engines.rokoko.state import D
from tests.engines.rokoko.rokoko_helpers import G, draft, new_state, place


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
    """ "Pokud máte naopak více šatů, musíte se rozhodnout, které na terasu přesunete; zbývající šaty
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
    """ "Pokud máte méně šatů v královské místnosti než žetonů na terase, některé pozice na terase
    zůstanou prázdné": nothing to choose, so the final scoring runs straight away, as before."""
    s, (high, mid) = _last_turn_done(royal_dresses=2, fireworks=2)
    assert s["phase"] == "ended"
    assert sorted(v[0] for v in s["terrace"].values()) == sorted([high, mid])


# --- labels (4b) -----------------------------------------------------------------------------


def _choosing_a_guest_space(players: int):
    """Seat 0 has made a master-only dress with its master and rents it out: the hall comes next."""
    from tests.engines.rokoko.rokoko_helpers import give_tiles, put_dress, tile_where
    from tests.engines.rokoko.test_rokoko_rules import _turn

    s = _turn(players=players, hand=["S-c1-M1"])
    did = next(x for x, v in sorted(D.dresses.items()) if v["master_only"] and v["silk"] == {"yellow": 3})
    put_dress(s, did, 3)
    give_tiles(
        s,
        0,
        [tile_where(lambda t: t["silk"] == {"yellow": 2, "red": 1}), tile_where(lambda t: t["silk"] == {"yellow": 1})],
    )
    s["seats"][0].update(lace=1, yarn=D.dresses[did]["yarn"], money=30)
    return s, ("S-c1-M1", "make_dress", did, "rent")


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("language", ["en", "cs"])
def test_R47_guest_spaces_are_marked_master_from_the_boards_own_data(players, language):
    """ "Mistrovská místa" differ between the 2–3 and the 4–5 player board: every guest-space option
    says "master space" exactly where this board has one."""
    from bot.presenters import presenter_for

    s, path = _choosing_a_guest_space(players)
    side = D.sides[s["side"]]
    mark = {"en": "(master space)", "cs": "(mistrovské místo)"}[language]
    presenter = presenter_for("rokoko")
    seen = 0
    for hall in G.prompt(s, 0, path).options:
        for option in G.prompt(s, 0, path + (hall.id,)).options:
            label = presenter.option_label(option, language, ["A", "B", "C", "D"])
            assert (mark in label) == side.space[option.id]["master"], label
            seen += side.space[option.id]["master"]
    assert seen == sum(g["master"] for h in side.halls for g in h["spaces"])


def test_R97_terrace_multiplier_comes_from_the_board():
    """The 2–3 player board has ×3 at terrace 3 where the 4–5 board has ×2: the names carry no
    multiplier, and what the table is told comes from this board's data."""
    import i18n
    from bot.presenters import presenter_for

    for language in ("en", "cs"):
        for side in D.sides.values():
            for t in side.terrace:
                assert "×" not in i18n.t(f"rokoko.space.{t['id']}", language)
    s, (high, mid, low) = _last_turn_done(royal_dresses=3)  # 3 players: the 2–3 board
    assert s["side"] == "2-3"
    event = next(
        e
        for e in G.apply(s, 0, {"type": "terrace", "ids": [high]}, Context(50, None)).events
        if e.kind == "rokoko.dress_to_terrace"
    )
    assert event.params["space"] == "terrace-3" and event.params["multiplier"] == 3
    assert "počítají třikrát" in presenter_for("rokoko").event_line(event, "cs", ["A", "B", "C"])
    assert "count three times" in presenter_for("rokoko").event_line(event, "en", ["A", "B", "C"])


def test_R54_the_help_of_dismissed_card_counts_for_own_bonus_says_what_it_does():
    """With the option the card dismissed by its own main action still counts for its own
    employee-count bonus (R54); it never counts for the four-employee floor (R55)."""
    import i18n

    en = i18n.t("options.rokoko.dismissed_card_counts_for_own_bonus.help", "en")
    cs = i18n.t("options.rokoko.dismissed_card_counts_for_own_bonus.help", "cs")
    assert "number of employees" in en and "four" in en
    assert "počtu zaměstnanců" in cs and "čtyři" in cs


def test_rules_summary_uses_the_rulebooks_terms_and_names_the_musician():
    """The Czech /rules summary names the main actions as the rulebook does ("Získat zdroje",
    "Přispět na výzdobu", …) and both languages list the musician among the decorations."""
    import re

    import i18n

    cs, en = i18n.t("rules.rokoko", "cs"), i18n.t("rules.rokoko", "en")
    actions = [
        "Získat přízeň královny",
        "Získat zdroje",
        "Ušít šaty",
        "Najmout nového zaměstnance",
        "Propustit zaměstnance",
        "Přispět na výzdobu",
    ]
    for name in actions:
        assert f"**{name}**" in cs, name
    assert "suroviny" not in cs and "financovat" not in cs
    assert re.search(r"ohňostroj, hudebník, socha, kašna", cs) and "fireworks, musician, statue, fountain" in en


def test_R97_the_terrace_texts_format_in_both_languages():
    from bot.presenters import presenter_for

    s, (high, mid, low) = _last_turn_done(royal_dresses=3)
    presenter = presenter_for("rokoko")
    started = presenter.event_line(_started_event(), "en", ["A", "B", "C"])
    assert "terrace" in started
    events = G.apply(s, 0, {"type": "terrace", "ids": [mid]}, Context(50, None)).events
    for language in ("en", "cs"):
        line = presenter.narrate(events, language, ["A", "B", "C"])
        assert presenter.text(f"rokoko.dress.{mid}", language) in line
        assert presenter.event_line(_started_event(), language, ["A", "B", "C"])


def _started_event():
    from engines.core.contract import Event

    return Event("rokoko.terrace_choice_started", "public", {"seats": [0]})
