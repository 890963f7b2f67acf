"""Components and setup: R13, R14, R21-R33 and the rulebook's example E1."""

import pytest

from engines.core.contract import Seat
from tests.engines.ladies.ladies_helpers import RULES, G, new


def test_r13_component_counts():
    assert len(RULES.cards) == 75
    for cat in ("clothing", "accessory", "jewel"):
        assert sum(1 for c in RULES.cards.values() if c["category"] == cat) == 25
    assert len(RULES.servants) == 20 and len({s["name"] for s in RULES.servants.values()}) == 20
    assert len(RULES.craftsman) == 20 and sum(RULES.goods.values()) == 55
    assert len(RULES.order_numbers) == 5 and len(RULES.market) == 5
    assert len(RULES.contracts) == 18 and len(RULES.gossip_ids) == 20


def test_r14_player_counts_and_the_courtesan():
    for players in (3, 11):
        with pytest.raises(ValueError):
            new(players)
    with pytest.raises(ValueError):  # an odd count needs the courtesan
        G.setup(
            {}, [Seat(i, i // 2, "lady" if i % 2 == 0 else "gentleman") for i in range(4)] + [Seat(4, 2, "lady")], 1
        )
    s = new(5)
    assert s["courtesan"] == 4 and s["roles"][4] == "courtesan"


def test_e1_setup_with_three_teams_r21_r32():
    s = new(6, panels=["QueenShop", "Victorian", "Emporium"])
    assert s["panels"] == ["QueenShop", "Victorian", "Emporium"]
    hands = [s["craft_hand"][x] for x in (0, 2, 4)]
    assert all(len(h) == 4 for h in hands)
    types = [RULES.craftsman[c]["type"] for h in hands for c in h]
    assert all(types.count(t) == 3 for t in ("clothing", "accessory", "jewel", "servant"))
    goods = [t for t in s["slots"] if not t.startswith("o")]
    assert len(goods) == 15 and sorted(t for t in s["slots"] if t.startswith("o")) == ["o1", "o2", "o3"]
    assert len(s["slots"]) == 18 and len(s["display"]) == 3
    cheap = {k for k, p in RULES.market[s["market"]].items() if p == 100 and k != RULES.gold}
    for g in (1, 3, 5):
        assert s["money"][g] == 500
        assert sum(s["goods"][g].values()) == 1 and set(s["goods"][g]) <= cheap  # R29
    assert all(len(s["servants"][x]) == 1 for x in (0, 2, 4))
    assert len(s["decks"]["servant"]) == 17  # R33


@pytest.mark.parametrize("players, money, shown", [(5, 1500, 3), (7, 1200, 4), (9, 1000, 4), (8, 500, 4)])
def test_r26_r28_money_and_contracts_by_player_count(players, money, shown):
    s = new(players)
    assert all(s["money"][g] == money for g in s["gent_of"]) and len(s["display"]) == shown
    if players % 2:
        assert s["craft_hand"][s["courtesan"]] is None  # R24: the courtesan gets no craftsman cards
        assert len(s["servants"][s["courtesan"]]) == 1


def test_r31_gossip_cards_dealt_secretly():
    s = new(5, gossip=True)
    assert all(len(s["gossip_hand"][x]) == 3 for x in (0, 2, 4))
    assert len(s["gossip_out"]) == 11


def test_r145_invariants_and_inventory_hold_at_setup():
    s = new(8)
    G.check_invariants(s)
    assert G.inventory(s) == {"cards": 95, "goods": 55, "contracts": 18, "craftsman": 20}
