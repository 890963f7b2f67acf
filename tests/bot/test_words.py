"""The words a spectator and a player read, as a native reader checked them (issue 23, items 15-24):
each test names the sentence that read wrong and checks the one that replaced it, in both languages."""

import functools
import re

import pytest

import i18n
from bot.presenters import presenter_for
from engines import registry
from engines.core import SPECTATOR, Event, runner
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step

NAMES = ["Anna", "Bedřich", "Cyril", "Dana", "Eliška"]


def _random_states(kind: str, players: int, seed: int):
    """Every state of a seeded random game, with the events of the step that led to it."""
    game = registry.get(kind)
    config = {key: spec["default"] for key, spec in game.config_options().items()}
    config["players"] = players
    outcome = runner.start(game, config, runner.default_seats(game, players), seed)
    chooser, n = rng_for_step(f"words:{seed}", 0), 0
    yield outcome.state, list(outcome.events)
    state = outcome.state
    while game.result(state) is None:
        n += 1
        seat, action = runner.next_actor_and_action(
            game, state, lambda state, seat: complete_action(game, state, seat, chooser)
        )
        outcome = runner.step(game, state, seat, action, seed, n).outcome
        state = outcome.state
        yield state, list(outcome.events)


# --- 15: the secret moves of an exchange round, told once --------------------------------------


def _tick_moves(*seats_and_ticks):
    return [Event("ladies.tick_move_made", "public", {"seat": s, "tick": t}) for s, t in seats_and_ticks]


@pytest.mark.parametrize(
    "language, expected",
    [
        (
            "cs",
            "Bedřich a Dana už mají zvolený tah pro 1. kolo burzy. Tahy zůstávají tajné, dokud se kolo "
            "nevyhodnotí. · Bedřich už má zvolený tah pro 2. kolo burzy.",
        ),
        (
            "en",
            "Bedřich and Dana have chosen their moves for round 1 of the exchange. Moves stay secret until "
            "the round is resolved. · Bedřich has chosen a move for round 2 of the exchange.",
        ),
    ],
)
def test_15_who_has_chosen_an_exchange_move_is_told_once_per_round_and_secrecy_once(language, expected):
    """Was: "Bedřich má zvolený tah pro 1. kolo burzy (tajný, dokud se kolo nevyhodnotí)." for each
    gentleman and each round, 18 % of what a Ladies spectator reads."""
    events = _tick_moves((1, 1), (3, 1), (1, 2))
    assert presenter_for("ladies").narrate(events, language, NAMES) == expected


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_15_a_round_resolved_in_the_same_message_needs_no_word_of_who_chose(language):
    resolved = Event("ladies.tick_resolved", "public", {"tick": 1, "held": [1], "slots": [3]})
    presenter = presenter_for("ladies")
    alone = presenter.narrate([resolved], language, NAMES)
    assert presenter.narrate([*_tick_moves((1, 1), (3, 1)), resolved], language, NAMES) == alone
    assert presenter.latest_move(_tick_moves((3, 1)), language, NAMES).startswith("Dana · ")


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_15_the_number_of_the_verb_follows_the_gentlemen_who_chose(language):
    presenter = presenter_for("ladies")
    verbs = {"cs": ("už má zvolený", "už mají zvolený"), "en": ("has chosen", "have chosen")}[language]
    for count in (1, 2, 3, 4):
        line = presenter.narrate(_tick_moves(*[(seat, 5) for seat in range(count)]), language, NAMES)
        assert verbs[count > 1] in line and verbs[count == 1] not in line, line
        assert all(name in line for name in NAMES[:count])
        assert "secret" not in line and "tajné" not in line  # said at round 1 only


def test_15_a_whole_ladies_game_says_who_chose_far_less():
    """In a seeded four-player game, narrated step by step as the board messages do, the lines that say
    who chose an exchange move took 30 % of the narration (each step its own line, with the secrecy in
    brackets every time); now 12 %."""
    presenter = presenter_for("ladies")
    narrations = [presenter.narrate(events, "cs", NAMES) for _, events in _random_states("ladies", 4, 3)]
    text = " · ".join(n for n in narrations if n)
    exchange = [part for part in text.split(" · ") if "zvolený tah" in part]
    assert exchange
    assert sum(map(len, exchange)) / len(text) < 0.13
    assert text.count("Tahy zůstávají tajné") <= 6 * 2  # at most once a day per round-1 message


# --- 16: card texts in narration describe, they do not instruct ---------------------------------

IMPERATIVES = re.compile(r"\b(vezměte|propusťte|ušijte|přispějte|zahoďte|využijte|zaplaťte)\b")


def test_16_rokoko_bonus_and_card_texts_are_descriptions_not_instructions():
    """Was: "hraje tovaryše (bonus: vezměte si 2 peníze)" — the card's instruction to its owner inside a
    sentence about someone else."""
    catalogue = i18n.catalogue("cs")
    texts = {key: i18n.t(key, "cs") for key in catalogue if key.startswith(("rokoko-bonus-", "rokoko-card"))}
    assert len(texts) > 60
    assert not {key: text for key, text in texts.items() if IMPERATIVES.search(text)}
    english = [i18n.t(key, "en") for key in catalogue if key.startswith("rokoko-bonus-")]
    assert not [text for text in english if re.match(r"(gain|pay|dismiss|make|fund|cash in)\b", text)]
    params = {"seat": 0, "card": "S-c1-J", "rank": "journeyman", "bonus": "start_gain_2", "action": "pass"}
    line = presenter_for("rokoko").event_line(Event("rokoko.card_played", "public", params), "cs", NAMES)
    assert line == "Anna hraje tovaryše (bonus: 2 peníze) a hlavní akci vynechává."


@pytest.mark.parametrize(
    "bonus, language, expected",
    [
        ("start_gain_2", "cs", "Anna dostává z bonusu 2 peníze."),
        ("start_gain_2", "en", "Anna receives 2 money from the bonus."),
        ("l3_money_per_decoration", "cs", "Anna dostává z bonusu 2 peníze (1 peníz za každou výzdobu)."),
        ("l3_money_per_decoration", "en", "Anna receives 2 money from the bonus (1 money per decoration)."),
    ],
)
def test_16_a_bonus_of_money_is_explained_only_when_its_text_says_more_than_the_amount(bonus, language, expected):
    """Once the card texts describe, "dostává z bonusu 2 peníze (2 peníze)" would say the amount twice."""
    params = {"seat": 0, "use": "money", "gained": 2, "paid": 0, "bonus": bonus}
    assert presenter_for("rokoko").event_line(Event("rokoko.bonus_used", "public", params), language, NAMES) == expected


# --- 17: nothing is "0 cards", one player is singular ---------------------------------------------


@pytest.mark.parametrize(
    "language, expected",
    [
        ("cs", "Kolo 7 · **Anna** — hraje zaměstnance (v ruce nezbývá žádná karta)"),
        ("en", "Round 7 · **Anna** — plays an employee (no cards left in hand)"),
    ],
)
def test_17_an_empty_hand_is_said_in_words(language, expected):
    assert i18n.t("present.rokoko.acting", language, round=7, player="Anna", cards=0) == expected


@pytest.mark.parametrize(
    "actors, header, hint",
    [
        ([3], "Vybírá karty: \0", "Ještě vybírá: Dana."),
        ([1, 3], "Vybírají karty: \0", "Ještě vybírají: Bedřich, Dana."),
    ],
)
def test_17_the_rokoko_image_speaks_of_one_chooser_in_the_singular(actors, header, hint):
    """Was: "Vybírají karty: Player 4" in the header of the board image."""
    from render.rokoko.board import _hint, turn_line

    view = {"phase": "select", "actors": actors, "players": 4}
    assert turn_line(view, "cs", NAMES)[0] == header
    assert _hint(view, "cs", NAMES).endswith(" " + hint)
    assert turn_line(view, "en", NAMES)[0] == "Choosing cards: \0"


@pytest.mark.parametrize(
    "key, one, two",
    [
        (
            "render.ladies.ex.moved",
            "Tah v tomto kole má za sebou: Bedřich",
            "Tah v tomto kole mají za sebou: Bedřich, Dana",
        ),
        ("render.ladies.ex.ready", "Na otevření burzy čeká: Bedřich", "Na otevření burzy čekají: Bedřich, Dana"),
    ],
)
def test_17_the_ladies_exchange_board_speaks_of_one_gentleman_in_the_singular(key, one, two):
    """Was: "V tomto kole táhli: Player 2" and "Připraveni: Player 2" for one gentleman."""
    assert i18n.t(key, "cs", names="Bedřich", count=1) == one
    assert i18n.t(key, "cs", names="Bedřich, Dana", count=2) == two


# --- 18: the rulebooks' words ----------------------------------------------------------------------


def test_18_the_czech_texts_use_the_rulebooks_terms():
    """Rokoko's rulebook: "odkládací balíček", "přispět na výzdobu"; Ladies' rulebook says "pomluvy",
    never "drby"."""
    texts = {key: i18n.t(key, "cs", **{v: 3 for v in i18n.variables(key, "cs")}) for key in i18n.catalogue("cs")}
    rokoko = {key: text for key, text in texts.items() if "rokoko" in key}
    assert not {key: text for key, text in rokoko.items() if re.search(r"odhoz|[Oo]dhazovac|financ", text)}
    assert not {key: text for key, text in texts.items() if re.search(r"\bdrb", text)}
    assert i18n.t("render.rokoko.private.discard", "cs").startswith("Odkládací balíček")
    assert i18n.t("present.ladies.phase.last_gossip", "cs") == "poslední pomluvy"
    assert "přispět na" in i18n.t("rokoko.illegal.unavailable.no_free_decoration", "cs")


# --- 19: skipping a step is not resigning --------------------------------------------------------


@pytest.mark.parametrize("game", ["rokoko", "ladies"])
def test_19_the_option_that_skips_a_step_reads_as_skipping(game):
    """Was: "Vzdát se" — "resign" — on the button that skips a bonus or the last gossip."""
    assert i18n.t(f"{game}.option.pass", "cs") == "Vynechat"
    assert i18n.t(f"{game}.option.pass", "en") == "Skip"


# --- 20: the notes of the final result say whom they are about -----------------------------------


def _side(**notes):
    side = {
        "place": 1,
        "team": 0,
        "seats": [0, 1],
        "winner": True,
        "total": 14,
        "wardrobe": 9,
        "servants": 3,
        "contracts": 2,
        "gossip": 0,
        "dropped": None,
        "lost_servant": False,
        "money": None,
        "gifts": None,
        "scandal": False,
    }
    return side | notes


@pytest.mark.parametrize(
    "language, expected",
    [
        (
            "cs",
            "; Anna se vzdává návrháře: Jean-Paul Gantiez; Anna nemá na plese šaty, a tak se její nejlepší služebná "
            "nepočítá; dary, které Bedřich dává kurtizáně, mají hodnotu 2 bodů; Bedřich má ještě 150 £",
        ),
        (
            "en",
            "; Anna gives up Jean-Paul Gantiez; Anna has no dress at the ball, so her best servant does not count; "
            "Bedřich's gifts to the courtesan are worth 2 points; Bedřich has £150 left",
        ),
    ],
)
def test_20_a_team_line_names_the_lady_and_the_gentleman_in_its_notes(language, expected):
    """Was: "…(…); vzdává se návrháře JpG" with no subject, in both languages."""
    from bot.presenters import ladies_narration

    side = _side(dropped="JpG", lost_servant=True, gifts=2, money=150)
    line = ladies_narration.side_line(side, language, NAMES)
    assert line.endswith(expected), line


# --- 23: Spectaculum's sickness names the same players everywhere ------------------------------


@functools.cache
def _sickness_state():
    for seed in range(1, 40):
        for state, _ in _random_states("spectaculum", 4, seed):
            view = registry.get("spectaculum").view_for(state, SPECTATOR)
            if view["phase"] == "settle_sickness" and view["active"] not in view["actors"]:
                return state
    raise AssertionError("no sickness paid by another player in 40 seeded games")


def _sickness_view(viewer=SPECTATOR):
    return registry.get("spectaculum").view_for(_sickness_state(), viewer)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_23_the_sickness_status_names_who_must_act_and_whose_turn_it_is(language):
    """Was: "Tah 11 · **Player 1** — nemoc: propouštění kejklířů Čeká se, až Player 2 zaplatí za nemoc.":
    the bold name (who must act) was the one whose turn it is, and two sentences ran together."""
    view = _sickness_view()
    status = presenter_for("spectaculum").status_line(view, language, NAMES)
    bold = re.findall(r"\*\*(.+?)\*\*", status)
    assert bold == [NAMES[seat] for seat in view["actors"]], status
    assert NAMES[view["active"]] in status.replace(f"**{NAMES[view['active']]}**", "")
    assert "\n" not in status and not re.search(r"[a-zěščřžýáíéůú] [A-ZČŘŠŽ][a-zěščřžýáíéůú]+ se", status)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_23_the_sickness_image_header_and_hint_agree(language):
    """Was: "Musí jednat: Player 2" in the header and "Na tahu: Player 1. Kdo nemá…" in the hint below."""
    from render.spectaculum import words
    from render.spectaculum.board import turn_line

    view = _sickness_view()
    acting = ", ".join(NAMES[seat] for seat in view["actors"])
    assert turn_line(view, language, NAMES)[1] == acting
    hint = words.hint(view, language, NAMES)
    assert hint.startswith(acting + " "), hint
    assert hint.rstrip(".").endswith(
        {"cs": f"{NAMES[view['active']]} dohraje tah", "en": "finishes the turn"}[language]
    )


@pytest.mark.parametrize(
    "language, template",
    [("cs", "Nemoc: čeká se, až {} propustí kejklíře"), ("en", "Sickness: waiting for {} to release performers")],
)
def test_23_a_waiting_players_own_image_names_who_must_act_in_the_sickness(language, template):
    """Was: "Na tahu: Player 1 (Nemoc)" on the hand image of a player who waits for Player 2."""
    from render.spectaculum.private import status

    view = _sickness_view()
    waiting = next(seat for seat in range(view["players"]) if seat not in view["actors"])
    own = _sickness_view(waiting)
    acting = ", ".join(NAMES[seat] for seat in view["actors"])
    assert status(own, language, waiting, NAMES[:4])[0] == template.format(acting)


# --- 24: a result has its unit, and places read alike -------------------------------------------


@pytest.mark.parametrize(
    "language, expected",
    [
        ("cs", ["1. místo: Cyril — 105 dukátů (105 v pokladně)", "2. místo: Anna — 64 dukátů (64 v pokladně)"]),
        ("en", ["1st place: Cyril — 105 ducats (105 in the purse)", "2nd place: Anna — 64 ducats (64 in the purse)"]),
    ],
)
def test_24_spectaculum_results_say_ducats(language, expected):
    """Was: "1. místo: Cyril — 105 (…)"."""
    result = {
        "scores": {"0": 64, "2": 105},
        "placings": {"0": 2, "2": 1},
        "breakdown": {"0": {"money_before_payout": 64}, "2": {"money_before_payout": 105}},
    }
    assert presenter_for("spectaculum").result_lines(result, language, NAMES) == expected


def test_24_places_on_images_read_like_places_in_messages():
    """Was: "Game over: you placed 2. with 64 ducats" and "PLACE 1" beside "1st place"."""
    assert i18n.t("render.spectaculum.private.ended", "en", place=2, money=64) == "Game over: 2nd place with 64 ducats"
    assert i18n.t("render.spectaculum.private.ended", "cs", place=2, money=64) == "Konec hry: 2. místo, 64 dukátů"
    assert i18n.t("render.rokoko.panel.place", "en", place=1) == "1st place"
    assert i18n.t("render.spectaculum.panel.place", "en", place=1) == "1st"
    assert i18n.t("render.spectaculum.panel.final", "cs", money=64) == "64 dukátů"


# --- issue 33: what a native reader found wrong in a sample of finished sentences ----------------


@pytest.mark.parametrize(
    "key, params, czech, english",
    [
        (  # was "za 0 peněz", "for 0 money"
            "events.rokoko.tile_bought",
            {"seat": 0, "tile": "T14", "section": 3, "price": 0},
            "Anna kupuje destičku zdrojů (2× žluté hedvábí) ze sekce 3 zdarma.",
            "Anna buys a resource tile (2 yellow silk) from section 3 for free.",
        ),
        (  # was "na výzdobu: Sál 4, hudebník", "for a decoration: Hall 4, musician"
            "events.rokoko.decoration_funded",
            {"seat": 1, "space": "hall-4_2f_musician", "cost": 8},
            "Bedřich přispívá 8 peněz na výzdobu (Sál 4, hudebník).",
            "Bedřich pays 8 money for a decoration (Hall 4, musician).",
        ),
        (  # was "Vybrali jste:" (a plural for one person)
            "events.rokoko.cards_selected_private",
            {"seat": 0, "cards": ["S-c1-M1"]},
            "Váš výběr: Mistr (žádný bonus).",
            "You chose: Master (no bonus).",
        ),
        (  # was "Vaše dnešní účty: 0 £.", "Your bills tonight: £0."
            "events.ladies.bills_paid",
            {"seat": 0, "amount": 0},
            "Dnes večer nemáte žádné účty.",
            "You have no bills tonight.",
        ),
        (  # was "Anna puts fan (…) in the window": a card's name is no noun phrase in English
            "events.ladies.window_chosen",
            {"seat": 0, "boutique": "L&K", "card": "A02", "count": 2},
            "Anna vystavuje ve výloze butiku L&K kartu vějíř (bez návrháře, ★, 200 £); pod ní leží lícem dolů 2 karty.",
            "Anna puts a card in the window of L&K: fan (no designer, ★, £200), with 2 cards face down beneath it.",
        ),
    ],
)
def test_33_sentences_a_native_reader_found_wrong(key, params, czech, english):
    game = key.split(".")[1]
    for language, expected in (("cs", czech), ("en", english)):
        assert presenter_for(game).text(key, language, params, NAMES) == expected


@pytest.mark.parametrize(
    "key, params, czech, english",
    [
        (  # was "Hedvábí …: červená 4" (the colour's feminine beside hedvábí)
            "present.rokoko.silk",
            {"colour": "red", "bales": 4},
            "4× červené",
            "4 red",
        ),
        (  # was "žetony v ruce 3", "markers in hand 3"
            "present.spectaculum.describe.seat",
            {"player": "Anna", "cards": "1 red performer", "markers": 0},
            "Anna: 1 red performer · žádný žeton v ruce",
            "Anna: 1 red performer · no marker in hand",
        ),
        (  # was "garderóba 0 karet, 0 hvězd"
            "present.ladies.describe.lady",
            {"player": "Gita", "role": "dáma", "cards": 0, "stars": 0, "servants": 1, "purchases": 0},
            "Gita (dáma) · garderóba: prázdná · služebné: 1 · nákupy: 0",
            "Gita (dáma) · wardrobe: empty · servants: 1 · purchases: 0",
        ),
        (  # was "mají hodnotu 0 bodů", "are worth 0 points"
            "present.ladies.result.gifts",
            {"player": "Bedřich", "points": 0},
            "dary, které Bedřich dává kurtizáně, nemají žádnou hodnotu",
            "Bedřich's gifts to the courtesan are worth nothing",
        ),
        (  # was "#12 Rokoko in #general — waiting for players: Anna" (Anna is seated, not awaited)
            "bot.list_lobby",
            {"id": 12, "game": "Rokoko", "channel": "#hry", "players": "Anna"},
            "č. 12 Rokoko v #hry — otevřený stůl, zatím u něj sedí: Anna",
            "#12 Rokoko in #hry — open table, seated so far: Anna",
        ),
    ],
)
def test_33_the_position_and_the_listing_say_counts_in_words(key, params, czech, english):
    assert (i18n.t(key, "cs", **params), i18n.t(key, "en", **params)) == (czech, english)


@pytest.mark.parametrize(
    "language, expected",
    [
        ("cs", "Vizitky se otáčejí: do butiku L&K jdou Anna a Dana; do butiku Queen Shop jde Cyril."),
        ("en", "The visiting cards are turned over: Anna and Dana visit L&K; Cyril visits Queen Shop."),
    ],
)
def test_33_the_ladies_visits_are_told_once_per_boutique(language, expected):
    """Was: "Anna jde do butiku Emporium; Cyril jde do butiku Emporium; Eliška jde do butiku Emporium; …"."""
    visits = Event("ladies.visits_revealed", "public", {"boutiques": ["L&K", None, "QueenShop", "L&K"]})
    assert presenter_for("ladies").event_line(visits, language, NAMES) == expected
