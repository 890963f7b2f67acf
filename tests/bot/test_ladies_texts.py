"""Ladies & Gentlemen texts with a count in them, in both languages, checked sentence by sentence for
the counts 0, 1, 2, 3, 5 and 21 (Czech: one, few, other; English: one, other), and the final result
as the message, the board and each private image read it."""

import functools

import pytest

import i18n

COUNTS = (0, 1, 2, 3, 5, 21)
CARD = "fan (JpG, ★)"

TABLE = {
    ("events.ladies.window_chosen", "count", (("player", "Anna"), ("card", CARD), ("boutique", "Emporium"))): {
        "en": [
            "Anna puts a card in the window of Emporium: fan (JpG, ★), with nothing beneath it.",
            "Anna puts a card in the window of Emporium: fan (JpG, ★), with 1 card face down beneath it.",
            "Anna puts a card in the window of Emporium: fan (JpG, ★), with 2 cards face down beneath it.",
            "Anna puts a card in the window of Emporium: fan (JpG, ★), with 3 cards face down beneath it.",
            "Anna puts a card in the window of Emporium: fan (JpG, ★), with 5 cards face down beneath it.",
            "Anna puts a card in the window of Emporium: fan (JpG, ★), with 21 cards face down beneath it.",
        ],
        "cs": [
            "Anna vystavuje ve výloze butiku Emporium kartu fan (JpG, ★); pod ní nic neleží.",
            "Anna vystavuje ve výloze butiku Emporium kartu fan (JpG, ★); pod ní leží lícem dolů 1 karta.",
            "Anna vystavuje ve výloze butiku Emporium kartu fan (JpG, ★); pod ní leží lícem dolů 2 karty.",
            "Anna vystavuje ve výloze butiku Emporium kartu fan (JpG, ★); pod ní leží lícem dolů 3 karty.",
            "Anna vystavuje ve výloze butiku Emporium kartu fan (JpG, ★); pod ní leží lícem dolů 5 karet.",
            "Anna vystavuje ve výloze butiku Emporium kartu fan (JpG, ★); pod ní leží lícem dolů 21 karet.",
        ],
    },
    ("events.ladies.cards_taken", "count", (("player", "Anna"), ("boutique", "Emporium"))): {
        "en": [
            "Anna has Emporium to herself and takes nothing.",
            "Anna has Emporium to herself and takes 1 card.",
            "Anna has Emporium to herself and takes 2 cards.",
            "Anna has Emporium to herself and takes 3 cards.",
            "Anna has Emporium to herself and takes 5 cards.",
            "Anna has Emporium to herself and takes 21 cards.",
        ],
        "cs": [
            "Anna je v butiku Emporium sama, ale nic si nevybírá.",
            "Anna je v butiku Emporium sama a bere si 1 kartu.",
            "Anna je v butiku Emporium sama a bere si 2 karty.",
            "Anna je v butiku Emporium sama a bere si 3 karty.",
            "Anna je v butiku Emporium sama a bere si 5 karet.",
            "Anna je v butiku Emporium sama a bere si 21 karet.",
        ],
    },
    ("events.ladies.shopping_ended", "returned", ()): {
        "en": [
            "Shopping is over; every card on offer has found a buyer.",
            "Shopping is over; 1 card nobody took goes back to its deck.",
            "Shopping is over; 2 cards nobody took go back to their decks.",
            "Shopping is over; 3 cards nobody took go back to their decks.",
            "Shopping is over; 5 cards nobody took go back to their decks.",
            "Shopping is over; 21 cards nobody took go back to their decks.",
        ],
        "cs": [
            "Nákupy končí; všechny nabízené karty našly kupce.",
            "Nákupy končí; 1 karta, kterou nikdo nevzal, se vrací do balíčku.",
            "Nákupy končí; 2 karty, které nikdo nevzal, se vracejí do balíčků.",
            "Nákupy končí; 3 karty, které nikdo nevzal, se vracejí do balíčků.",
            "Nákupy končí; 5 karet, které nikdo nevzal, se vrací do balíčků.",
            "Nákupy končí; 21 karet, které nikdo nevzal, se vrací do balíčků.",
        ],
    },
    ("events.ladies.servant_bonus_used", "count", (("player", "Bedřich"), ("lady_player", "Anna"))): {
        "en": [
            "The servant deck is empty: the bonus of Bedřich brings Anna no servant.",
            "The bonus of Bedřich brings Anna 1 free servant.",
            "The bonus of Bedřich brings Anna 2 free servants.",
            "The bonus of Bedřich brings Anna 3 free servants.",
            "The bonus of Bedřich brings Anna 5 free servants.",
            "The bonus of Bedřich brings Anna 21 free servants.",
        ],
        "cs": [
            "Balíček služebných je prázdný: Anna z bonusu, který získává Bedřich, nedostává nic.",
            "Díky bonusu, který získává Bedřich, dostává Anna 1 služebnou zdarma.",
            "Díky bonusu, který získává Bedřich, dostává Anna 2 služebné zdarma.",
            "Díky bonusu, který získává Bedřich, dostává Anna 3 služebné zdarma.",
            "Díky bonusu, který získává Bedřich, dostává Anna 5 služebných zdarma.",
            "Díky bonusu, který získává Bedřich, dostává Anna 21 služebných zdarma.",
        ],
    },
    ("events.ladies.ball_started", "discarded", ()): {
        "en": [
            "The ball begins!",
            "The ball begins! 1 unpaid card is discarded.",
            "The ball begins! 2 unpaid cards are discarded.",
            "The ball begins! 3 unpaid cards are discarded.",
            "The ball begins! 5 unpaid cards are discarded.",
            "The ball begins! 21 unpaid cards are discarded.",
        ],
        "cs": [
            "Začíná ples!",
            "Začíná ples! 1 nezaplacená karta se odhazuje.",
            "Začíná ples! 2 nezaplacené karty se odhazují.",
            "Začíná ples! 3 nezaplacené karty se odhazují.",
            "Začíná ples! 5 nezaplacených karet se odhazuje.",
            "Začíná ples! 21 nezaplacených karet se odhazuje.",
        ],
    },
    ("present.ladies.result.side", "total", (("place", 2), ("players", "Anna & Bedřich"), ("parts", "…"))): {
        "en": [
            "2nd place: Anna & Bedřich — 0 points of elegance (…)",
            "2nd place: Anna & Bedřich — 1 point of elegance (…)",
            "2nd place: Anna & Bedřich — 2 points of elegance (…)",
            "2nd place: Anna & Bedřich — 3 points of elegance (…)",
            "2nd place: Anna & Bedřich — 5 points of elegance (…)",
            "2nd place: Anna & Bedřich — 21 points of elegance (…)",
        ],
        "cs": [
            "2. místo: Anna & Bedřich — 0 bodů elegance (…)",
            "2. místo: Anna & Bedřich — 1 bod elegance (…)",
            "2. místo: Anna & Bedřich — 2 body elegance (…)",
            "2. místo: Anna & Bedřich — 3 body elegance (…)",
            "2. místo: Anna & Bedřich — 5 bodů elegance (…)",
            "2. místo: Anna & Bedřich — 21 bodů elegance (…)",
        ],
    },
    # issue 23, item 20: a note of the result names whom it is about
    ("present.ladies.result.gifts", "points", (("player", "Bedřich"),)): {
        "en": [
            "Bedřich's gifts to the courtesan are worth nothing",
            "Bedřich's gifts to the courtesan are worth 1 point",
            "Bedřich's gifts to the courtesan are worth 2 points",
            "Bedřich's gifts to the courtesan are worth 3 points",
            "Bedřich's gifts to the courtesan are worth 5 points",
            "Bedřich's gifts to the courtesan are worth 21 points",
        ],
        "cs": [
            "dary, které Bedřich dává kurtizáně, nemají žádnou hodnotu",
            "dary, které Bedřich dává kurtizáně, mají hodnotu 1 bodu",
            "dary, které Bedřich dává kurtizáně, mají hodnotu 2 bodů",
            "dary, které Bedřich dává kurtizáně, mají hodnotu 3 bodů",
            "dary, které Bedřich dává kurtizáně, mají hodnotu 5 bodů",
            "dary, které Bedřich dává kurtizáně, mají hodnotu 21 bodů",
        ],
    },
    # issue 23, item 24: a result stored before the engine named its sides still has its unit
    ("present.ladies.result_line", "score", (("place", 2), ("player", "Anna"))): {
        "en": [
            "2nd place: Anna — 0 points of elegance",
            "2nd place: Anna — 1 point of elegance",
            "2nd place: Anna — 2 points of elegance",
            "2nd place: Anna — 3 points of elegance",
            "2nd place: Anna — 5 points of elegance",
            "2nd place: Anna — 21 points of elegance",
        ],
        "cs": [
            "2. místo: Anna — 0 bodů elegance",
            "2. místo: Anna — 1 bod elegance",
            "2. místo: Anna — 2 body elegance",
            "2. místo: Anna — 3 body elegance",
            "2. místo: Anna — 5 bodů elegance",
            "2. místo: Anna — 21 bodů elegance",
        ],
    },
    ("present.ladies.craftsman_cards", "n", (("type", "jewellery"), ("type_id", "jewel"))): {
        "en": ["0 jewels", "1 jewel", "2 jewels", "3 jewels", "5 jewels", "21 jewels"],
        "cs": [
            "šperky (0 karet)",
            "šperky (1 karta)",
            "šperky (2 karty)",
            "šperky (3 karty)",
            "šperky (5 karet)",
            "šperky (21 karet)",
        ],
    },
}


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("key, count, params", list(TABLE), ids=[k[0] for k in TABLE])
def test_counted_texts_read_right_for_every_plural_form(key, count, params, language):
    got = [i18n.t(key, language, **dict(params), **{count: n}) for n in COUNTS]
    assert got == TABLE[key, count, params][language]


@pytest.mark.parametrize(
    "language, expected",
    [
        ("en", [f"Bedřich has {m} left" for m in ("£0", "£100", "£1,700", "£21,000")]),
        ("cs", [f"Bedřich má ještě {m}" for m in ("0 £", "100 £", "1\u00a0700 £", "21\u00a0000 £")]),
    ],
)
def test_money_in_the_result_follows_the_locale(language, expected):
    assert [
        i18n.t("present.ladies.result.money", language, player="Bedřich", amount=a) for a in (0, 100, 1700, 21000)
    ] == expected


# --- the end of the game: one set of places, totals and parts --------------------------------


@functools.cache
def _ended(players, seed):
    import random

    from engines.core.contract import Context
    from engines.core.random_player import complete_action
    from engines.core.rng import rng_for_step
    from engines.ladies.game import Ladies
    from engines.ladies.setup import default_seats

    game = Ladies()
    state, rng, n = game.setup({}, default_seats(players), seed).state, random.Random(seed), 0
    while game.result(state) is None:
        n += 1
        actors = sorted(game.actors(state))
        if actors:
            seat = actors[int(rng.random() * len(actors))]
            action, now = complete_action(game, state, seat, rng), float(n)
        else:
            due = game.deadlines(state)[0]
            seat, action, now = None, {"type": "timeout", "deadline": due.id}, due.due
        state = game.apply(state, seat, action, Context(step=n, rng=rng_for_step("end", n), now=now)).state
    return game, state


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_r114_r127_the_message_the_board_and_every_private_image_show_the_same_result(language):
    """A five-player game that ends in the courtesan's scandal (R127.2): the message once printed the
    scandal team's score as the courtesan's total ("— 1 (wardrobe 4 + scandal 1)") beside 4★ on the board."""
    from bot.presenters import presenter_for
    from render.ladies import private, standings

    game, state = _ended(5, 4)
    result = game.result(state)
    sides = [dict(side) for side in result.sides]
    assert any(side["scandal"] for side in sides)
    names = ["Anna", "Bedřich", "Cyril", "Dana", "Eliška"]
    lines = presenter_for("ladies").result_lines(result.to_json(), language, names)
    places = {"en": ["1st place", "2nd place", "3rd place"], "cs": ["1. místo", "2. místo", "3. místo"]}[language]
    points = {"en": "point", "cs": "bod"}[language]
    for line, side in zip(lines, sides, strict=True):
        assert line.startswith(places[side["place"] - 1] + ": ")
        assert f"— {side['total']} {points}" in line
    board = game.view_for(state, None)
    assert board["result"]["sides"] == sides
    assert [(r["place"], r["b"]["total"], r["scandal"]) for r in standings.standing_rows(board)] == [
        (s["place"], s["total"], s["scandal"]) for s in sides
    ]
    for seat in range(state["players"]):
        own = game.view_for(state, seat)
        assert own["result"]["sides"] == sides
        side = private._own_side(own, seat)
        assert seat in side["seats"]
        if state["roles"][seat] != "gentleman":
            assert own["seats"][seat]["wardrobe_stars"] == side["wardrobe"]
