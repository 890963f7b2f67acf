"""Rules of the audit (issue 9) played through Discord."""

import pytest

from engines import registry
from engines.ladies import setup as ladies_setup
from tests.bot.driver import started_table

pytestmark = pytest.mark.skipif("ladies" not in registry.all_games(), reason="Ladies & Gentlemen is not registered")

SPITEFUL = 20  # "Mám více karet než ona": true for a lady with more wardrobe cards than the receiver


def buttons(panel) -> dict[str, dict]:
    return {c["label"]: c for row in panel.components for c in row["components"] if c["type"] == 2}


def _first_lady_holds_spiteful_gossip(monkeypatch):
    """Setup as usual, then the lady of team 0 holds gossip card 20 and one wardrobe card more."""
    real = ladies_setup.setup

    def crafted(config, seats, seed):
        outcome = real(config, seats, seed)
        s = outcome.state
        lady = s["lady_of"][0]
        hands = [list(h) if h is not None else None for h in s["gossip_hand"]]
        out = list(s["gossip_out"])
        if SPITEFUL not in hands[lady]:
            pile = next((h for h in hands if h is not None and SPITEFUL in h), out)
            pile.remove(SPITEFUL)
            pile.append(hands[lady].pop(0))
            hands[lady].append(SPITEFUL)
        card, *rest = s["decks"]["clothing"]
        s.update(
            gossip_hand=hands,
            gossip_out=sorted(out),
            decks={**s["decks"], "clothing": rest},
            wardrobe=[w + [card] if x == lady else w for x, w in enumerate(s["wardrobe"])],
        )
        return outcome

    monkeypatch.setattr(ladies_setup, "setup", crafted)


async def test_R129_a_lady_gives_gossip_while_the_gentlemen_are_at_the_exchange(simcord_env, monkeypatch):
    """ "Kdykoli během hry a v kterékoli fázi mohou dámy předat kartu pomluvy": from **My hand**, while
    the gentlemen search the exchange, and a gentleman's open panel stays good."""
    _first_lady_holds_spiteful_gossip(monkeypatch)
    _, table = await started_table(simcord_env, players=4, seed=3, game="ladies", config={"gossip": True})
    loaded = await table.loaded()
    lady, other = loaded.state["lady_of"]
    she = table.member(loaded.user_of(lady))
    # her craftsman card: now the game waits for the other lady and the gentlemen, not for her
    panel = (await she.click(table.newest_board(), label="Take your turn")).response
    card = panel.components[0]["components"][0]
    if card["type"] == 2:
        await she.click(panel.message, custom_id=card["custom_id"])
    else:
        await she.select(panel.message, [card["options"][0]["value"]], custom_id=card["custom_id"])
    loaded = await table.loaded()
    gentlemen = set(loaded.state["gent_of"])
    assert lady not in loaded.actors() and gentlemen <= loaded.actors()
    assert loaded.state["gstage"] == "exchange"
    he = table.member(loaded.user_of(min(gentlemen)))
    his_panel = (await he.click(table.newest_board(), label="Take your turn")).response

    hand = (await she.click(table.newest_board(), label="My hand")).response
    older = (await she.click(hand.message, label="Hand over a gossip card…")).response
    side = (await she.click(hand.message, label="Hand over a gossip card…")).response
    assert f"To whom do you hand gossip card {SPITEFUL}?" in side.content  # her only card needs no choosing
    stale_lady = next(iter(buttons(older).values()))["custom_id"]
    await she.click(side.message, custom_id=next(iter(buttons(side).values()))["custom_id"])
    assert "Done" in side.content
    # her older panel has a chain of its own: once the gift is made, its question is gone and it is out of date
    await she.click(older.message, custom_id=stale_lady)
    assert "out of date" in older.content
    after = await table.loaded()
    assert after.state["gossip_recv"][other] == [[SPITEFUL, lady]]
    assert after.actors() == loaded.actors()  # nobody's turn changed
    assert f"hands gossip card no. {SPITEFUL} to" in table.boards()[-1].content

    # the gentleman's tick panel, drawn before her gift, still counts
    await he.click(his_panel.message, label="Search this round yourself")
    slot = his_panel.components[0]["components"][0]
    if slot["type"] == 2:
        await he.click(his_panel.message, custom_id=slot["custom_id"])
    else:
        await he.select(his_panel.message, [slot["options"][0]["value"]], custom_id=slot["custom_id"])
    assert (await table.loaded()).version == after.version + 1

    # once a day: the button is gone from her hand
    hand = (await she.click(table.newest_board(), label="My hand")).response
    assert "Hand over a gossip card…" not in buttons(hand)
