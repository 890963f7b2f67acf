"""Rokoko's texts with numbers, in both languages, with counts 0, 1, 2, 3, 5 and 21: each row
is the sentence a native speaker writes (Czech: "1 peníz", "2 peníze", "5 peněz"; "destičku"
in the accusative; present tense)."""

from __future__ import annotations

import pytest

from bot.presenters import presenter_for
from engines.core import Event

P = presenter_for("rokoko")
NAMES = ["Anna", "Bedřich", "Cyril"]
COUNTS = (0, 1, 2, 3, 5, 21)

MESSAGES = {
    "tile_bought": lambda n: ("events.rokoko.tile_bought", {"seat": 0, "tile": "T14", "section": 1, "price": n}),
    "warehouse_filled": lambda n: ("events.rokoko.warehouse_filled", {"tiles": [], "count": n}),
    "pp_gained": lambda n: ("events.rokoko.pp_gained", {"seat": 0, "pp": n, "bonus": "l4_buy_pp_4"}),
    "income": lambda n: ("events.rokoko.income", {"seat": 1, "money": n}),
    "supply_renewed": lambda n: ("events.rokoko.supply_renewed", {"seat": 0, "count": n}),
    "tiles_cashed_in": lambda n: ("events.rokoko.tiles_cashed_in", {"seat": 0, "tiles": ["T31"], "count": n}),
    "tile_converted": lambda n: ("events.rokoko.tile_converted", {"seat": 0, "tile": "T05", "yarn": n, "lace": 0}),
    "dress_made": lambda n: ("events.rokoko.dress_made", {"seat": 1, "dress": "D14", "sex": "gentleman", "cost": n}),
    "decoration_funded": lambda n: ("events.rokoko.decoration_funded", {"seat": 0, "space": "fw-2", "cost": n}),
    "game_started": lambda n: ("events.rokoko.game_started", {"players": n, "side": "2-3", "start_seat": 1}),
    "buy_pp": lambda n: ("rokoko.option.buy_pp", {"pp": n, "price": 4 * n}),
    "acting": lambda n: ("present.rokoko.acting", {"round": 2, "player": "Anna", "cards": n}),
    # the places on the images read like the messages' "1st place" (issue 23, item 24)
    "panel.place": lambda n: ("render.rokoko.panel.place", {"place": n}),
    "private.ended": lambda n: ("render.rokoko.private.ended", {"place": n, "pp": n}),
    "rank_line": lambda n: ("render.rokoko.rank_line", {"place": 1, "name": "Anna", "pp": n}),
}

EXPECTED = {
    ("tile_bought", "en"): [
        "Anna buys a resource tile (2 yellow silk) from section 1 for free.",
        "Anna buys a resource tile (2 yellow silk) from section 1 for 1 money.",
        "Anna buys a resource tile (2 yellow silk) from section 1 for 2 money.",
        "Anna buys a resource tile (2 yellow silk) from section 1 for 3 money.",
        "Anna buys a resource tile (2 yellow silk) from section 1 for 5 money.",
        "Anna buys a resource tile (2 yellow silk) from section 1 for 21 money.",
    ],
    ("tile_bought", "cs"): [
        "Anna kupuje destičku zdrojů (2× žluté hedvábí) ze sekce 1 zdarma.",
        "Anna kupuje destičku zdrojů (2× žluté hedvábí) ze sekce 1 za 1 peníz.",
        "Anna kupuje destičku zdrojů (2× žluté hedvábí) ze sekce 1 za 2 peníze.",
        "Anna kupuje destičku zdrojů (2× žluté hedvábí) ze sekce 1 za 3 peníze.",
        "Anna kupuje destičku zdrojů (2× žluté hedvábí) ze sekce 1 za 5 peněz.",
        "Anna kupuje destičku zdrojů (2× žluté hedvábí) ze sekce 1 za 21 peněz.",
    ],
    ("warehouse_filled", "en"): [
        "The warehouse is refilled with 0 resource tiles.",
        "The warehouse is refilled with one resource tile.",
        "The warehouse is refilled with 2 resource tiles.",
        "The warehouse is refilled with 3 resource tiles.",
        "The warehouse is refilled with 5 resource tiles.",
        "The warehouse is refilled with 21 resource tiles.",
    ],
    ("warehouse_filled", "cs"): [
        "Do skladiště přibývá 0 destiček zdrojů.",
        "Do skladiště přibývá 1 destička zdrojů.",
        "Do skladiště přibývají 2 destičky zdrojů.",
        "Do skladiště přibývají 3 destičky zdrojů.",
        "Do skladiště přibývá 5 destiček zdrojů.",
        "Do skladiště přibývá 21 destiček zdrojů.",
    ],
    ("pp_gained", "en"): [
        "You gain 0 prestige points (1 prestige point for every 4 money paid).",
        "You gain 1 prestige point (1 prestige point for every 4 money paid).",
        "You gain 2 prestige points (1 prestige point for every 4 money paid).",
        "You gain 3 prestige points (1 prestige point for every 4 money paid).",
        "You gain 5 prestige points (1 prestige point for every 4 money paid).",
        "You gain 21 prestige points (1 prestige point for every 4 money paid).",
    ],
    ("pp_gained", "cs"): [
        "Získáváte 0 bodů prestiže (1 bod prestiže za každé 4 zaplacené peníze).",
        "Získáváte 1 bod prestiže (1 bod prestiže za každé 4 zaplacené peníze).",
        "Získáváte 2 body prestiže (1 bod prestiže za každé 4 zaplacené peníze).",
        "Získáváte 3 body prestiže (1 bod prestiže za každé 4 zaplacené peníze).",
        "Získáváte 5 bodů prestiže (1 bod prestiže za každé 4 zaplacené peníze).",
        "Získáváte 21 bodů prestiže (1 bod prestiže za každé 4 zaplacené peníze).",
    ],
    ("income", "en"): [
        "Bedřich receives 0 money income.",
        "Bedřich receives 1 money income.",
        "Bedřich receives 2 money income.",
        "Bedřich receives 3 money income.",
        "Bedřich receives 5 money income.",
        "Bedřich receives 21 money income.",
    ],
    ("income", "cs"): [
        "Bedřich dostává jako příjem 0 peněz.",
        "Bedřich dostává jako příjem 1 peníz.",
        "Bedřich dostává jako příjem 2 peníze.",
        "Bedřich dostává jako příjem 3 peníze.",
        "Bedřich dostává jako příjem 5 peněz.",
        "Bedřich dostává jako příjem 21 peněz.",
    ],
    ("supply_renewed", "en"): [
        "Anna takes the 0 cards of their discard pile back into their supply.",
        "Anna takes the one card of their discard pile back into their supply.",
        "Anna takes the 2 cards of their discard pile back into their supply.",
        "Anna takes the 3 cards of their discard pile back into their supply.",
        "Anna takes the 5 cards of their discard pile back into their supply.",
        "Anna takes the 21 cards of their discard pile back into their supply.",
    ],
    ("supply_renewed", "cs"): [
        "Anna si bere 0 karet z odkládacího balíčku zpět do zásoby.",
        "Anna si bere 1 kartu z odkládacího balíčku zpět do zásoby.",
        "Anna si bere 2 karty z odkládacího balíčku zpět do zásoby.",
        "Anna si bere 3 karty z odkládacího balíčku zpět do zásoby.",
        "Anna si bere 5 karet z odkládacího balíčku zpět do zásoby.",
        "Anna si bere 21 karet z odkládacího balíčku zpět do zásoby.",
    ],
    ("tiles_cashed_in", "en"): [
        "Anna cashes in 0 resource tiles for prestige points (1 blue silk).",
        "Anna cashes in a resource tile for prestige points (1 blue silk).",
        "Anna cashes in 2 resource tiles for prestige points (1 blue silk).",
        "Anna cashes in 3 resource tiles for prestige points (1 blue silk).",
        "Anna cashes in 5 resource tiles for prestige points (1 blue silk).",
        "Anna cashes in 21 resource tiles for prestige points (1 blue silk).",
    ],
    ("tiles_cashed_in", "cs"): [
        "Anna zahazuje 0 destiček zdrojů za body prestiže (1× modré hedvábí).",
        "Anna zahazuje 1 destičku zdrojů za body prestiže (1× modré hedvábí).",
        "Anna zahazuje 2 destičky zdrojů za body prestiže (1× modré hedvábí).",
        "Anna zahazuje 3 destičky zdrojů za body prestiže (1× modré hedvábí).",
        "Anna zahazuje 5 destiček zdrojů za body prestiže (1× modré hedvábí).",
        "Anna zahazuje 21 destiček zdrojů za body prestiže (1× modré hedvábí).",
    ],
    ("tile_converted", "en"): [
        "Anna discards the tile (2 green silk) and takes 0 lace.",
        "Anna discards the tile (2 green silk) and takes 1 yarn.",
        "Anna discards the tile (2 green silk) and takes 2 yarn.",
        "Anna discards the tile (2 green silk) and takes 3 yarn.",
        "Anna discards the tile (2 green silk) and takes 5 yarn.",
        "Anna discards the tile (2 green silk) and takes 21 yarn.",
    ],
    ("tile_converted", "cs"): [
        "Anna odkládá destičku (2× zelené hedvábí) a bere si 0 krajek.",
        "Anna odkládá destičku (2× zelené hedvábí) a bere si 1 přízi.",
        "Anna odkládá destičku (2× zelené hedvábí) a bere si 2 příze.",
        "Anna odkládá destičku (2× zelené hedvábí) a bere si 3 příze.",
        "Anna odkládá destičku (2× zelené hedvábí) a bere si 5 přízí.",
        "Anna odkládá destičku (2× zelené hedvábí) a bere si 21 přízí.",
    ],
    ("dress_made", "en"): [
        "Bedřich makes a green coat at no cost.",
        "Bedřich makes a green coat for 1 money.",
        "Bedřich makes a green coat for 2 money.",
        "Bedřich makes a green coat for 3 money.",
        "Bedřich makes a green coat for 5 money.",
        "Bedřich makes a green coat for 21 money.",
    ],
    ("dress_made", "cs"): [
        "Bedřich šije zelený kabát zdarma.",
        "Bedřich šije zelený kabát za 1 peníz.",
        "Bedřich šije zelený kabát za 2 peníze.",
        "Bedřich šije zelený kabát za 3 peníze.",
        "Bedřich šije zelený kabát za 5 peněz.",
        "Bedřich šije zelený kabát za 21 peněz.",
    ],
    ("decoration_funded", "en"): [
        "Anna funds a decoration for free (Fireworks 2).",
        "Anna pays 1 money for a decoration (Fireworks 2).",
        "Anna pays 2 money for a decoration (Fireworks 2).",
        "Anna pays 3 money for a decoration (Fireworks 2).",
        "Anna pays 5 money for a decoration (Fireworks 2).",
        "Anna pays 21 money for a decoration (Fireworks 2).",
    ],
    ("decoration_funded", "cs"): [
        "Anna získává výzdobu zdarma (Ohňostroj 2).",
        "Anna přispívá 1 peníz na výzdobu (Ohňostroj 2).",
        "Anna přispívá 2 peníze na výzdobu (Ohňostroj 2).",
        "Anna přispívá 3 peníze na výzdobu (Ohňostroj 2).",
        "Anna přispívá 5 peněz na výzdobu (Ohňostroj 2).",
        "Anna přispívá 21 peněz na výzdobu (Ohňostroj 2).",
    ],
    ("game_started", "en"): [
        "A game of Rokoko for 0 players begins; Bedřich is the start player.",
        "A game of Rokoko for 1 player begins; Bedřich is the start player.",
        "A game of Rokoko for 2 players begins; Bedřich is the start player.",
        "A game of Rokoko for 3 players begins; Bedřich is the start player.",
        "A game of Rokoko for 5 players begins; Bedřich is the start player.",
        "A game of Rokoko for 21 players begins; Bedřich is the start player.",
    ],
    ("game_started", "cs"): [
        "Začíná hra Rokoko pro 0 hráčů; začínající hráč: Bedřich.",
        "Začíná hra Rokoko pro 1 hráče; začínající hráč: Bedřich.",
        "Začíná hra Rokoko pro 2 hráče; začínající hráč: Bedřich.",
        "Začíná hra Rokoko pro 3 hráče; začínající hráč: Bedřich.",
        "Začíná hra Rokoko pro 5 hráčů; začínající hráč: Bedřich.",
        "Začíná hra Rokoko pro 21 hráčů; začínající hráč: Bedřich.",
    ],
    ("buy_pp", "en"): [
        "0 prestige points for 0 money",
        "1 prestige point for 4 money",
        "2 prestige points for 8 money",
        "3 prestige points for 12 money",
        "5 prestige points for 20 money",
        "21 prestige points for 84 money",
    ],
    ("buy_pp", "cs"): [
        "0 bodů prestiže za 0 peněz",
        "1 bod prestiže za 4 peníze",
        "2 body prestiže za 8 peněz",
        "3 body prestiže za 12 peněz",
        "5 bodů prestiže za 20 peněz",
        "21 bodů prestiže za 84 peněz",
    ],
    ("acting", "en"): [
        "Round 2 · **Anna** — plays an employee (no cards left in hand)",
        "Round 2 · **Anna** — plays an employee (1 card left in hand)",
        "Round 2 · **Anna** — plays an employee (2 cards left in hand)",
        "Round 2 · **Anna** — plays an employee (3 cards left in hand)",
        "Round 2 · **Anna** — plays an employee (5 cards left in hand)",
        "Round 2 · **Anna** — plays an employee (21 cards left in hand)",
    ],
    ("acting", "cs"): [
        "Kolo 2 · **Anna** — hraje zaměstnance (v ruce nezbývá žádná karta)",
        "Kolo 2 · **Anna** — hraje zaměstnance (v ruce zbývá 1 karta)",
        "Kolo 2 · **Anna** — hraje zaměstnance (v ruce zbývají 2 karty)",
        "Kolo 2 · **Anna** — hraje zaměstnance (v ruce zbývají 3 karty)",
        "Kolo 2 · **Anna** — hraje zaměstnance (v ruce zbývá 5 karet)",
        "Kolo 2 · **Anna** — hraje zaměstnance (v ruce zbývá 21 karet)",
    ],
    ("game_ended", "en"): [
        "The ball is over: Anna wins with 0 prestige points.",
        "The ball is over: Anna wins with 1 prestige point.",
        "The ball is over: Anna wins with 2 prestige points.",
        "The ball is over: Anna wins with 3 prestige points.",
        "The ball is over: Anna wins with 5 prestige points.",
        "The ball is over: Anna wins with 21 prestige points.",
    ],
    ("game_ended", "cs"): [
        "Ples končí: vítězí Anna s 0 body prestiže.",
        "Ples končí: vítězí Anna s 1 bodem prestiže.",
        "Ples končí: vítězí Anna s 2 body prestiže.",
        "Ples končí: vítězí Anna s 3 body prestiže.",
        "Ples končí: vítězí Anna s 5 body prestiže.",
        "Ples končí: vítězí Anna s 21 body prestiže.",
    ],
    ("panel.place", "en"): ["0th place", "1st place", "2nd place", "3rd place", "5th place", "21st place"],
    ("panel.place", "cs"): ["0. místo", "1. místo", "2. místo", "3. místo", "5. místo", "21. místo"],
    ("private.ended", "en"): [
        "Game over: 0th place, 0 PP",
        "Game over: 1st place, 1 PP",
        "Game over: 2nd place, 2 PP",
        "Game over: 3rd place, 3 PP",
        "Game over: 5th place, 5 PP",
        "Game over: 21st place, 21 PP",
    ],
    ("private.ended", "cs"): [
        "Konec hry: 0. místo, 0 BP",
        "Konec hry: 1. místo, 1 BP",
        "Konec hry: 2. místo, 2 BP",
        "Konec hry: 3. místo, 3 BP",
        "Konec hry: 5. místo, 5 BP",
        "Konec hry: 21. místo, 21 BP",
    ],
    ("rank_line", "en"): [f"1. Anna ({n} PP)" for n in COUNTS],
    ("rank_line", "cs"): [f"1. Anna ({n} BP)" for n in COUNTS],
    ("result", "en"): [
        "1st place: Anna — 0 prestige points",
        "1st place: Anna — 1 prestige point (1 from money)",
        "1st place: Anna — 2 prestige points (2 from money)",
        "1st place: Anna — 3 prestige points (3 from money)",
        "1st place: Anna — 5 prestige points (5 from money)",
        "1st place: Anna — 21 prestige points (21 from money)",
    ],
    ("result", "cs"): [
        "1. místo: Anna — 0 bodů prestiže",
        "1. místo: Anna — 1 bod prestiže (1 za peníze)",
        "1. místo: Anna — 2 body prestiže (2 za peníze)",
        "1. místo: Anna — 3 body prestiže (3 za peníze)",
        "1. místo: Anna — 5 bodů prestiže (5 za peníze)",
        "1. místo: Anna — 21 bodů prestiže (21 za peníze)",
    ],
}


def _text(message: str, language: str, n: int) -> str:
    if message == "game_ended":
        params = {"scores": [n, 0], "winners": [0], "seat": 0, "count": 1, "pp": n}
        line = P.event_line(Event("rokoko.game_ended", "public", params), language, NAMES)
        assert line is not None
        return line
    if message == "result":
        result = {"scores": {"0": n}, "placings": {"0": 1}, "breakdown": {"0": {"money": n, "halls": 0}}}
        return P.result_lines(result, language, NAMES)[0]
    key, params = MESSAGES[message](n)
    return P.text(key, language, params, NAMES)


@pytest.mark.parametrize("message, language", sorted(EXPECTED))
def test_rokoko_texts_with_counts(message, language):
    assert [_text(message, language, n) for n in COUNTS] == EXPECTED[message, language]


@pytest.mark.parametrize(
    "language, expected",
    [
        ("en", "The ball is over: Anna, Bedřich and Cyril share first place with 5 prestige points each."),
        ("cs", "Ples končí: o první místo se s 5 body prestiže dělí Anna, Bedřich a Cyril."),
    ],
)
def test_a_shared_first_place_names_every_winner(language, expected):
    params = {"scores": [5, 5, 5], "winners": [0, 1, 2], "seat": 0, "count": 3, "pp": 5}
    assert P.event_line(Event("rokoko.game_ended", "public", params), language, NAMES) == expected


@pytest.mark.parametrize(
    "language, expected",
    [
        (
            "en",
            [
                "Anna plays an apprentice (bonus: 2 money) and skips the main action.",
                "Anna plays a master (no bonus).",
                "Anna dismisses a journeyman (bonus: 2 money) from their hand and receives 5 money.",
                "The yellow dress on a dark space of the dress display is discarded.",
            ],
        ),
        (
            "cs",
            [
                "Anna hraje učedníka (bonus: 2 peníze) a hlavní akci vynechává.",
                "Anna hraje mistra (bez bonusu).",
                "Anna propouští z ruky tovaryše (bonus: 2 peníze) a dostává 5 peněz.",
                "Z tmavého místa nabídky odcházejí žluté šaty.",
            ],
        ),
    ],
)
def test_card_bonus_and_action_are_told_apart_with_case_forms(language, expected):
    events = [
        (
            "card_played",
            {"seat": 0, "card": "S-c1-A1", "rank": "apprentice", "bonus": "start_gain_2", "action": "pass"},
        ),
        ("card_played", {"seat": 0, "card": "S-c1-M1", "rank": "master", "bonus": "none", "action": "favour"}),
        (
            "employee_dismissed_by_bonus",
            {
                "seat": 0,
                "card": "S-c1-J",
                "rank": "journeyman",
                "bonus": "start_gain_2",
                "zone": "hand",
                "money": 5,
                "by_bonus": "l2_dismiss_for_money",
            },
        ),
        ("dress_discarded", {"dress": "D01", "sex": "lady", "window": "win-0"}),
    ]
    lines = [P.event_line(Event(f"rokoko.{kind}", "public", params), language, NAMES) for kind, params in events]
    assert lines == expected


def test_every_event_of_seeded_games_reads_in_both_languages():
    """Each kind of event random games produce (public and private) formats in both
    languages with the params the engine gives it."""
    from engines.core import runner
    from engines.core.random_player import complete_action
    from engines.core.rng import rng_for_step
    from engines.rokoko.game import Rokoko

    game, examples = Rokoko(), {}
    for players, seed in ((2, 11), (4, 13)):
        chooser = rng_for_step(f"texts:{seed}", 0)
        outcome = runner.start(game, {"players": players}, runner.default_seats(game, players), seed)
        state, n = outcome.state, 0
        while True:
            for event in outcome.events:
                examples.setdefault((event.kind, event.params.get("use")), event)
            if game.result(state) is not None:
                break
            n += 1
            seat, action = runner.next_actor_and_action(
                game, state, lambda s, seat, chooser=chooser: complete_action(game, s, seat, chooser)
            )
            outcome = runner.step(game, state, seat, action, seed, n).outcome
            state = outcome.state
    assert len(examples) >= 35
    for event in examples.values():
        for language in ("en", "cs"):
            line = P.event_line(event, language, NAMES[:1] * 5)
            assert line and line.endswith((".", ")")), (event.kind, language, line)


@pytest.mark.parametrize(
    "language, expected",
    [
        (
            "en",
            "1st place: Anna — 14 prestige points"
            " (3 from money, 4 for hall majorities, 6 for dresses on the terrace, 1 for decorations)",
        ),
        (
            "cs",
            "1. místo: Anna — 14 bodů prestiže (3 za peníze, 4 za většiny v sálech, 6 za šaty na terase, 1 za výzdobu)",
        ),
    ],
)
def test_r90_a_stored_result_lists_its_points_in_scoring_order(language, expected):
    """R90: money, crowns, halls, fireworks, terrace, statues, markers: in that order, also
    after the store has sorted the breakdown's keys by name."""
    breakdown = {"decorations": 1, "halls": 4, "money": 3, "terrace": 6}
    result = {"scores": {"0": 14}, "placings": {"0": 1}, "breakdown": {"0": dict(sorted(breakdown.items()))}}
    assert P.result_lines(result, language, NAMES)[0] == expected


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "The ball is over: Anna wins with 31 prestige points."),
        ("cs", None),
    ],
)
def test_an_old_final_event_is_narrated_like_a_new_one(language, expected):
    """Issue 23, item 9: a game stored before the final event carried `count` and `pp` (schema 1:
    only `scores` and `winners`) narrates its end as a new game does, or at worst leaves it out."""
    old = Event("rokoko.game_ended", "public", {"scores": [31, 24], "winners": [0]})
    new = Event("rokoko.game_ended", "public", {"scores": [31, 24], "winners": [0], "seat": 0, "count": 1, "pp": 31})
    line = P.event_line(old, language, NAMES)
    assert line == P.event_line(new, language, NAMES)
    assert expected is None or line == expected
    assert P.event_line(Event("rokoko.game_ended", "public", {}), language, NAMES) is None  # nothing to tell
