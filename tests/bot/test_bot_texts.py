"""The bot's own texts that take a number, with 0, 1, 2, 3, 5 and 21, in English and Czech,
compared with sentences a person wrote and checked (Czech: 1 / 2–4 / 5 and more, 21 like 5)."""

import pytest

import i18n
from bot.features.preferences import shown_share
from bot.record.seat_credit import named_by_moves

COUNTS = (0, 1, 2, 3, 5, 21)

# key -> (the parameters for a count n, {language: the six expected texts})
TABLE = {
    "bot.choose_exactly": (
        lambda n: dict(n=n),
        {
            "en": [
                "Choose 0 options…",
                "Choose 1 option…",
                "Choose 2 options…",
                "Choose 3 options…",
                "Choose 5 options…",
                "Choose 21 options…",
            ],
            "cs": [
                "Vyberte 0 možností…",
                "Vyberte 1 možnost…",
                "Vyberte 2 možnosti…",
                "Vyberte 3 možnosti…",
                "Vyberte 5 možností…",
                "Vyberte 21 možností…",
            ],
        },
    ),
    "bot.choose_several": (
        lambda n: dict(low=1, high=n),
        {
            "en": [
                "Choose 1 to 0 options…",
                "Choose 1 to 1 option…",
                "Choose 1 to 2 options…",
                "Choose 1 to 3 options…",
                "Choose 1 to 5 options…",
                "Choose 1 to 21 options…",
            ],
            "cs": [
                "Vyberte 1 až 0 možností…",
                "Vyberte 1 až 1 možnost…",
                "Vyberte 1 až 2 možnosti…",
                "Vyberte 1 až 3 možnosti…",
                "Vyberte 1 až 5 možností…",
                "Vyberte 1 až 21 možností…",
            ],
        },
    ),
    "bot.names_and_more": (
        lambda n: dict(names="Anna, Bára, Cyril", more=n),
        {
            "en": [
                "Anna, Bára, Cyril and 0 more",
                "Anna, Bára, Cyril and 1 more",
                "Anna, Bára, Cyril and 2 more",
                "Anna, Bára, Cyril and 3 more",
                "Anna, Bára, Cyril and 5 more",
                "Anna, Bára, Cyril and 21 more",
            ],
            "cs": [
                "Anna, Bára, Cyril a 0 dalších",
                "Anna, Bára, Cyril a 1 další",
                "Anna, Bára, Cyril a 2 další",
                "Anna, Bára, Cyril a 3 další",
                "Anna, Bára, Cyril a 5 dalších",
                "Anna, Bára, Cyril a 21 dalších",
            ],
        },
    ),
    "bot.page": (
        lambda n: dict(page=1, pages=n),
        {
            "en": ["Page 1 of 0.", "Page 1 of 1.", "Page 1 of 2.", "Page 1 of 3.", "Page 1 of 5.", "Page 1 of 21."],
            "cs": [
                "Strana 1 z 0.",
                "Strana 1 z 1.",
                "Strana 1 z 2.",
                "Strana 1 z 3.",
                "Strana 1 z 5.",
                "Strana 1 z 21.",
            ],
        },
    ),
    "bot.result_line": (
        lambda n: dict(place=n, player="Anna", score=n * 100),
        {
            "en": [
                "0th place: Anna — 0",
                "1st place: Anna — 100",
                "2nd place: Anna — 200",
                "3rd place: Anna — 300",
                "5th place: Anna — 500",
                "21st place: Anna — 2,100",
            ],
            "cs": [
                "0. místo: Anna — 0",
                "1. místo: Anna — 100",
                "2. místo: Anna — 200",
                "3. místo: Anna — 300",
                "5. místo: Anna — 500",
                "21. místo: Anna — 2\u00a0100",
            ],
        },
    ),
    "bot.minutes": (
        lambda n: dict(n=n),
        {
            "en": ["0 minutes", "1 minute", "2 minutes", "3 minutes", "5 minutes", "21 minutes"],
            "cs": ["0 minut", "1 minuta", "2 minuty", "3 minuty", "5 minut", "21 minut"],
        },
    ),
    "bot.hours": (
        lambda n: dict(n=n),
        {
            "en": ["0 hours", "1 hour", "2 hours", "3 hours", "5 hours", "21 hours"],
            "cs": ["0 hodin", "1 hodina", "2 hodiny", "3 hodiny", "5 hodin", "21 hodin"],
        },
    ),
    "bot.days": (
        lambda n: dict(n=n),
        {
            "en": ["0 days", "1 day", "2 days", "3 days", "5 days", "21 days"],
            "cs": ["0 dní", "1 den", "2 dny", "3 dny", "5 dní", "21 dní"],
        },
    ),
    "bot.game_full": (
        lambda n: dict(players=n),
        {
            "en": [
                "This table is full: it seats 0 players.",
                "This table is full: it seats 1 player.",
                "This table is full: it seats 2 players.",
                "This table is full: it seats 3 players.",
                "This table is full: it seats 5 players.",
                "This table is full: it seats 21 players.",
            ],
            "cs": [
                "Stůl je plný: hraje u něj nejvýš 0 hráčů.",
                "Stůl je plný: hraje u něj nejvýš 1 hráč.",
                "Stůl je plný: hrají u něj nejvýš 2 hráči.",
                "Stůl je plný: hrají u něj nejvýš 3 hráči.",
                "Stůl je plný: hraje u něj nejvýš 5 hráčů.",
                "Stůl je plný: hraje u něj nejvýš 21 hráčů.",
            ],
        },
    ),
    "bot.wrong_player_count": (
        lambda n: dict(low=4, high=10, now=n),
        {
            "en": [
                "This game needs 4 to 10 players; nobody has joined yet.",
                "This game needs 4 to 10 players; 1 player has joined.",
                "This game needs 4 to 10 players; 2 players have joined.",
                "This game needs 4 to 10 players; 3 players have joined.",
                "This game needs 4 to 10 players; 5 players have joined.",
                "This game needs 4 to 10 players; 21 players have joined.",
            ],
            "cs": [
                "Tato hra potřebuje 4 až 10 hráčů; u stolu zatím nikdo nesedí.",
                "Tato hra potřebuje 4 až 10 hráčů; u stolu sedí 1 hráč.",
                "Tato hra potřebuje 4 až 10 hráčů; u stolu sedí 2 hráči.",
                "Tato hra potřebuje 4 až 10 hráčů; u stolu sedí 3 hráči.",
                "Tato hra potřebuje 4 až 10 hráčů; u stolu sedí 5 hráčů.",
                "Tato hra potřebuje 4 až 10 hráčů; u stolu sedí 21 hráčů.",
            ],
        },
    ),
    "bot.wrong_player_count ": (
        lambda n: dict(low=2, high=n, now=1),
        {  # the top of the range decides
            "en": [
                "This game needs 2 to 0 players; 1 player has joined.",
                "This game needs 2 to 1 player; 1 player has joined.",
                "This game needs 2 to 2 players; 1 player has joined.",
                "This game needs 2 to 3 players; 1 player has joined.",
                "This game needs 2 to 5 players; 1 player has joined.",
                "This game needs 2 to 21 players; 1 player has joined.",
            ],
            "cs": [
                "Tato hra potřebuje 2 až 0 hráčů; u stolu sedí 1 hráč.",
                "Tato hra potřebuje 2 až 1 hráče; u stolu sedí 1 hráč.",
                "Tato hra potřebuje 2 až 2 hráče; u stolu sedí 1 hráč.",
                "Tato hra potřebuje 2 až 3 hráče; u stolu sedí 1 hráč.",
                "Tato hra potřebuje 2 až 5 hráčů; u stolu sedí 1 hráč.",
                "Tato hra potřebuje 2 až 21 hráčů; u stolu sedí 1 hráč.",
            ],
        },
    ),
    "bot.options_do_not_fit": (
        lambda n: dict(now=n),
        {
            "en": [
                f"The chosen options do not fit a game of {count} (for example a start player seat nobody sits "
                "in). Change them with **Options** and start again."
                for count in ("0 players", "1 player", "2 players", "3 players", "5 players", "21 players")
            ],
            "cs": [
                f"Zvolené nastavení neodpovídá hře pro {count} (například začínající hráč na neobsazeném místě). "
                "Upravte ho tlačítkem **Nastavení** a spusťte hru znovu."
                for count in ("0 hráčů", "1 hráče", "2 hráče", "3 hráče", "5 hráčů", "21 hráčů")
            ],
        },
    ),
    "bot.stats_line": (
        lambda n: dict(game="Rokoko", played=n, won=n, best=n),
        {
            "en": [
                "Rokoko: 0 games, 0 wins, best score 0",
                "Rokoko: 1 game, 1 win, best score 1",
                "Rokoko: 2 games, 2 wins, best score 2",
                "Rokoko: 3 games, 3 wins, best score 3",
                "Rokoko: 5 games, 5 wins, best score 5",
                "Rokoko: 21 games, 21 wins, best score 21",
            ],
            "cs": [
                "Rokoko: 0 odehraných her, 0 výher, nejlepší skóre 0",
                "Rokoko: 1 odehraná hra, 1 výhra, nejlepší skóre 1",
                "Rokoko: 2 odehrané hry, 2 výhry, nejlepší skóre 2",
                "Rokoko: 3 odehrané hry, 3 výhry, nejlepší skóre 3",
                "Rokoko: 5 odehraných her, 5 výher, nejlepší skóre 5",
                "Rokoko: 21 odehraných her, 21 výher, nejlepší skóre 21",
            ],
        },
    ),
    "bot.list_more": (
        lambda n: dict(first=11, last=10 + n, total=1000 + n, page=2, pages=n, next=1000 + n),
        {
            "en": [
                f"Tables 11–{10 + n} of 1,{n:03d} (page 2 of {n}). Next page: /game list page:1{n:03d}" for n in COUNTS
            ],
            "cs": [
                f"Stoly 11–{10 + n} z 1\u00a0{n:03d} (strana 2 z {n}). Další strana: /hra seznam strana:1{n:03d}"
                for n in COUNTS
            ],
        },
    ),
    "bot.ai_name": (
        lambda n: dict(number=n, level=i18n.ref("bot.ai_level.strong")),
        {
            "en": [f"AI {n} (strong)" for n in COUNTS],
            "cs": [f"AI {n} (silná)" for n in COUNTS],
        },
    ),
    "bot.former_player": (
        lambda n: dict(number=n),
        {
            "en": [f"Former player {n}" for n in COUNTS],
            "cs": [f"Bývalý hráč {n}" for n in COUNTS],
        },
    ),
    "bot.seat_in_team": (
        lambda n: dict(role="lady", team=n),
        {
            "en": [f"lady, team {n}" for n in COUNTS],
            "cs": [f"lady, tým {n}" for n in COUNTS],
        },
    ),
    "bot.forget_done": (
        lambda n: dict(running=n),
        {
            "en": [
                f"Salon has forgotten you. {middle}If you use Salon again, it remembers your name and language "
                "from then on."
                for middle in (
                    "",
                    "An AI now plays your seat in the game you were playing. ",
                    *(f"An AI now plays your seat in each of the {n} games you were playing. " for n in COUNTS[2:]),
                )
            ],
            "cs": [
                f"Hotovo: Salon o vás nic neuchovává. {middle}Když Salon zase použijete, zapamatuje si od té chvíle "
                "vaše jméno a jazyk."
                for middle in (
                    "",
                    "V rozehrané hře za vás teď hraje AI. ",
                    "V obou rozehraných hrách za vás teď hraje AI. ",
                    *(f"Ve všech {n} rozehraných hrách za vás teď hraje AI. " for n in COUNTS[3:]),
                )
            ],
        },
    ),
}

ASK = {
    "en": (
        "**Should Salon forget you?** It then deletes everything it keeps about you: your name, your language, "
        "your ping and DM settings, your seats at tables that have not started and your statistics. Finished "
        "games keep their scores, with “Former player” where your name was.\n{}\nMessages already posted in "
        "Discord stay as they are. This cannot be undone.",
        [
            "You are not playing in a running game.",
            "You are playing 1 running game: an AI takes over your seat in it.",
            *(f"You are playing {n} running games: an AI takes over your seat in each of them." for n in COUNTS[2:]),
        ],
    ),
    "cs": (
        "**Má na vás Salon zapomenout?** Smaže pak všechno, co o vás uchovává: vaše jméno, jazyk, nastavení "
        "označování a přímých zpráv, vaše místa u stolů, které ještě nezačaly, a vaši statistiku. Dohrané hry si "
        "ponechají výsledky, jen místo vašeho jména v nich bude „Bývalý hráč“.\n{}\nZprávy, které už v Discordu "
        "jsou, zůstanou, jak jsou. Vzít to zpět nejde.",
        [
            "Teď nehrajete žádnou rozehranou hru.",
            "Hrajete teď 1 rozehranou hru: vaše místo v ní převezme AI.",
            "Hrajete teď 2 rozehrané hry: vaše místo v obou převezme AI.",
            "Hrajete teď 3 rozehrané hry: vaše místo v každé z nich převezme AI.",
            "Hrajete teď 5 rozehraných her: vaše místo v každé z nich převezme AI.",
            "Hrajete teď 21 rozehraných her: vaše místo v každé z nich převezme AI.",
        ],
    ),
}
TABLE["bot.forget_ask"] = (
    lambda n: dict(running=n),
    {language: [text.format(line) for line in lines] for language, (text, lines) in ASK.items()},
)

PERMISSIONS = {  # one permission is "it" / "ho", several are "them" / "je"
    "bot.missing_permissions": {
        "en": (
            "I cannot host a game in this channel: I am missing the {}. Ask a moderator to give {} to Salon here "
            "(channel settings → Permissions), or start the game in another channel.",
            ("permissions Send Messages", "them"),
            ("permission Send Messages", "it"),
        ),
        "cs": (
            "V tomto kanálu hru hostit nemohu: chybí mi oprávnění {}. Požádejte moderátora, ať {} Salonu tady "
            "udělí (nastavení kanálu → Oprávnění), nebo hru začněte v jiném kanálu.",
            ("Odesílat zprávy", "je"),
            ("Odesílat zprávy", "ho"),
        ),
    },
    "bot.missing_thread_permissions": {
        "en": (
            "I cannot open a thread for this game (I am missing the {}), so it is played right here in the "
            "channel. To keep games in threads, ask a moderator to give Salon {} in this channel.",
            ("permissions Send Messages", "those permissions"),
            ("permission Send Messages", "that permission"),
        ),
        "cs": (
            "Pro tuto hru nemohu otevřít vlákno (chybí mi oprávnění {}), takže se hraje přímo tady v kanálu. "
            "Pokud chcete hry ve vláknech, požádejte moderátora, ať Salonu {} v tomto kanálu udělí.",
            ("Odesílat zprávy", "tato oprávnění"),
            ("Odesílat zprávy", "toto oprávnění"),
        ),
    },
}


def _permission_params(n: int, language: str = "en") -> dict:
    return dict(count=n, permissions=i18n.t("permissions.send_messages", language))


for key, languages in PERMISSIONS.items():
    TABLE[key] = (
        _permission_params,
        {
            language: [text.format(*(one if n == 1 else several)) for n in COUNTS]
            for language, (text, several, one) in languages.items()
        },
    )

LOBBY = {
    "en": (
        "**Spectaculum** · table #7 · host @Anna\nPlayers (2–{}):\n1. Anna\nOptions: —\nTurn limit: 1 day\n"
        "Press **Join** to take a seat; the host starts the game with **Start**."
    ),
    "cs": (
        "**Spectaculum** · stůl č. 7 · hostitel @Anna\nHráči (2–{}):\n1. Anna\nNastavení: —\n"
        "Časový limit tahu: 1 den\nTlačítkem **Přisednout** si zaberete místo; hostitel hru spustí tlačítkem "
        "**Začít**."
    ),
}
TABLE["bot.lobby"] = (
    lambda n: dict(
        game="Spectaculum",
        id=7,
        host="@Anna",
        players="1. Anna",
        low=2,
        high=n,
        options="—",
        limit=i18n.ref("bot.days", n=1),
    ),
    {language: [text.format(n) for n in COUNTS] for language, text in LOBBY.items()},
)

CASES = [(key, language) for key in TABLE for language in ("en", "cs")]


@pytest.mark.parametrize("key, language", CASES, ids=[f"{k.strip()}-{lang}" for k, lang in CASES])
def test_bot_texts_with_counts(key, language):
    params, expected = TABLE[key]
    rendered = []
    for n in COUNTS:
        values = params(n, language) if key in PERMISSIONS else params(n)
        rendered.append(i18n.t(key.strip(), language, **values))
    assert rendered == expected[language]


@pytest.mark.parametrize(
    "language, expected",
    [
        ("en", ["about 15 minutes left", "about 3 hours left", "about 6 hours left", "about 18 hours left"]),
        (
            "cs",
            [
                "Zbývající čas: asi 15 minut",
                "Zbývající čas: asi 3 hodiny",
                "Zbývající čas: asi 6 hodin",
                "Zbývající čas: asi 18 hodin",
            ],
        ),
    ],
)
def test_the_reminder_says_the_time_left_of_every_turn_limit(language, expected):
    """A quarter of the turn limits /game new offers (1 hour, 12 hours, 1 day, 3 days), as the
    scheduler words it (bot.play.timers.turn_limit_text: minutes under an hour, else whole hours)."""
    from bot.play.timers import turn_limit_text

    texts = [
        i18n.t("bot.reminder", language, players="@Anna", left=turn_limit_text(seconds // 4, language))
        for seconds in (3600, 43200, 86400, 259200)
    ]
    assert [
        text.split(", ", 1)[1].removeprefix("it is your move — ").removesuffix(".").removeprefix("jste na tahu. ")
        for text in texts
    ] == expected


# --- issue 23: the words -------------------------------------------------------------------------

PEOPLE = ["Anna", "Bedřich", "Cyril", "Dana", "Eliška"] + [f"Host {n}" for n in range(6, 22)]
TIMED_OUT = {  # a turn limit runs out for one player or several: the sentence follows the count
    ("bot.timed_out", "en"): (
        "Time ran out for {}, so Salon played the move that changes the game least.",
        "Time ran out for {}, so Salon played, for each of them, the move that changes the game least.",
    ),
    ("bot.timed_out", "cs"): (
        "Čas na tah vypršel ({}), a tak Salon zahrál tah, který hru ovlivní co nejméně.",
        "Čas na tah vypršel ({}), a tak Salon za každého z nich zahrál tah, který hru ovlivní co nejméně.",
    ),
    ("bot.timed_out_ai", "en"): (
        "Time ran out for {}, so an AI plays in their place until they take the seat back with their next action.",
        "Time ran out for {}, so an AI plays in their places until each takes the seat back with their next " "action.",
    ),
    ("bot.timed_out_ai", "cs"): (
        "Čas na tah vypršel ({0}), a tak místo u stolu převzala AI. {0} si ho vezme zpět svou příští akcí.",
        "Čas na tah vypršel ({}), a tak jejich místa u stolu převzala AI. Každý si své místo vezme zpět svou "
        "příští akcí.",
    ),
}


@pytest.mark.parametrize("key, language", sorted(TIMED_OUT))
def test_a_timeout_speaks_of_one_player_or_several(key, language):
    """Issue 23, item 21: "za ně Salon hraje co nejklidnější tahy" was plural for one player and a
    calque ("least eventful moves")."""
    one, several = TIMED_OUT[key, language]
    for n in COUNTS[1:]:
        players = ", ".join(PEOPLE[:n])
        expected = (one if n == 1 else several).format(players)
        assert i18n.t(key, language, players=players, count=n) == expected
    assert "klidn" not in i18n.t("commands.on_timeout.skip", "cs")
    assert "eventful" not in i18n.t("commands.on_timeout.skip", "en")


def test_the_czech_abandon_command_is_not_a_word_for_leave():
    """Issue 23, item 22: `/hra opustit` means "leave", beside `/hra odejít` (leave a lobby)."""
    leave, abandon = i18n.t("commands.leave.name", "cs"), i18n.t("commands.abandon.name", "cs")
    assert leave == "odejít"
    assert abandon not in {"opustit", "odejít", "odstoupit", "vzdát"}
    assert abandon == "ukončit"


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_command_a_text_names_is_a_real_command(language):
    """Issue 23, item 22: four texts told people to close a game with the command that reads "leave";
    every "/game <sub>" (or "/hra <sub>") in the catalogue names one of the commands by its name."""
    import re

    group = i18n.t("commands.game.name", language)
    subcommands = {
        i18n.t(key, language)
        for key in i18n.catalogue(language)
        if key.startswith("commands-") and key.endswith("-name")  # the catalogue's ids: the keys with "-"
    }
    mentions = [
        (key, sub)
        for key, text in ((k, i18n.t(k, language, **_params(k, language))) for k in i18n.catalogue(language))
        for sub in re.findall(rf"/{group} (\w+)", text)
    ]
    assert mentions
    assert not [(key, sub) for key, sub in mentions if sub not in subcommands]
    abandon = i18n.t("commands.abandon.name", language)
    for key in ("bot.game_damaged", "bot.host_cannot_leave", "bot.leave_running", "bot.list_damaged"):
        assert f"/{group} {abandon}" in i18n.t(key, language, **_params(key, language)), key


def _params(key: str, language: str) -> dict:
    return {name: 3 for name in i18n.variables(key, language)}


@pytest.mark.parametrize(
    "language, expected",
    [
        ("en", ["0.4 wins", "1.5 wins", "2.1 wins", "3 wins", "1 win"]),
        ("cs", ["0,4 výhry", "1,5 výhry", "2,1 výhry", "3 výhry", "1 výhra"]),  # a fraction counts as "many"
    ],
)
def test_stats_show_a_shared_win_to_a_tenth_and_a_whole_one_whole(language, expected):
    """A seat's win shared by its holders (/salon stats): 0.36 of a win is 0.4, 2.98 wins are 3."""
    for won, words in zip((0.36, 1.5, 2.1, 2.98, 1), expected, strict=True):
        line = i18n.t("bot.stats_line", language, game="Rokoko", played=4, won=shown_share(won), best=7)
        assert f", {words}, " in line, line


@pytest.mark.parametrize(
    "language, expected",
    [
        ("en", "Alice (70%) → AI 2 (easy) (20%) → Bob (10%)"),
        ("cs", "Alice (70\u00a0%) → AI 2 (easy) (20\u00a0%) → Bob (10\u00a0%)"),
    ],
)
def test_a_seat_that_changed_hands_names_each_holder_with_their_share(language, expected):
    holders = [("Alice", 7), ("AI 2 (easy)", 2), ("Bob", 1)]
    assert named_by_moves(holders, language, markdown=False) == expected
    assert named_by_moves([("Bob", 0)], language, markdown=False) == expected.split(" → ")[-1].replace("10", "100")
