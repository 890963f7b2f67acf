"""Spectaculum's messages as players read them, in English and Czech, for the counts 0, 1, 2, 3, 5
and 21 (Czech plural forms one / few / other, English one / other), compared with sentences
checked by a native speaker of each language. Czech colours agree with their noun: a performer
(kejklíř, animate), a marker (žeton, inanimate), a troupe (společnost, feminine)."""

import pytest

from bot.presenters import presenter_for
from engines.core import Event

P = presenter_for("spectaculum")
NAMES = ["Anna", "Bedřich"]
N = (0, 1, 2, 3, 5, 21)


def ev(kind, **params):
    return lambda lang: P.event_line(Event(f"spectaculum.{kind}", "public", params), lang, NAMES)


def txt(key, **params):
    return lambda lang: P.text(key, lang, params, NAMES)


CASES = {
    "card_sponsored": lambda n: ev("card_sponsored", seat=0, colour="blue", price=n),
    "card_released": lambda n: ev("card_released", seat=0, colour="yellow", price=n),
    "payday_paid": lambda n: ev("payday_paid", seat=1, colour="green", amount=n),
    "sickness_paid": lambda n: ev("sickness_paid", seat=1, colour="red", amount=n),
    "sickness_short": lambda n: ev("sickness_short", seat=0, colour="red", bill=n),
    "sickness_forgiven": lambda n: ev("sickness_forgiven", seat=0, colour="red", amount=n, forgiven=n),
    "forced_release": lambda n: ev("forced_release", seat=0, colour="green", price=n),
    "markers_drawn": lambda n: ev("markers_drawn", seat=1, count=n),
    "markers_revealed": lambda n: ev("markers_revealed", seat=0, colours=["red"] * n + ["blue"], count=n + 1),
    "reputation_changed": lambda n: ev("reputation_changed", colour="yellow", tile="plus2", delta=n or -3, value=n),
    "payout_received": lambda n: ev("payout_received", seat=1, amount=n),
    "final_score": lambda n: ev("final_score", seat=0, money=n, place=n or 1),
    "game_started": lambda n: ev("game_started", players=n, start_seat=1),
    "prompt.before_travel": lambda n: txt("spectaculum.prompt.before_travel", actions_left=n, count=n),
    "prompt.after_travel": lambda n: txt("spectaculum.prompt.after_travel", actions_left=n, count=0),
    "prompt.choose_marker": lambda n: txt("spectaculum.prompt.choose_marker", count=n),
    "prompt.sickness_release": lambda n: txt("spectaculum.prompt.sickness_release", colour="blue", bill=n, money=n),
    "option.sponsor": lambda n: txt("spectaculum.option.sponsor", colour="red", price=n),
    "option.marker": lambda n: txt("spectaculum.option.marker", colour="green", count=n),
    "illegal.cannot_afford": lambda n: txt("spectaculum.illegal.cannot_afford", colour="yellow", price=n),
    "hand_drawn": lambda n: ev("hand_drawn", seat=0, colours=["red"] + ["green"] * n, count=n + 1),
    "markers": lambda n: txt("present.spectaculum.markers", colour="yellow", count=n),
    "latest.card_sponsored": lambda n: txt("latest.spectaculum.card_sponsored", colour="green", price=n),
    "latest.card_released": lambda n: txt("latest.spectaculum.card_released", colour="red", price=n),
    "performers": lambda n: txt("present.spectaculum.performers", colour="blue", count=n),
    # the final score on the images: always with its unit (issue 23, item 24)
    "render.private.ended": lambda n: txt("render.spectaculum.private.ended", place=2, money=n),
    "render.panel.final": lambda n: txt("render.spectaculum.panel.final", money=n),
    "render.summary.final": lambda n: txt("render.spectaculum.summary.final", money=n),
    "render.rank": lambda n: txt("render.spectaculum.rank", place=1, name="Anna", money=n),
    "hand": lambda n: (
        lambda lang: P.hand_text(
            {
                "viewer": 0,
                "hand": ["blue"] * n,
                "seats": [{"money": n, "cards": {"red": n, "blue": 0, "yellow": 1, "green": 0}}],
            },
            lang,
            NAMES,
        )
    ),
    "result": lambda n: (
        lambda lang: P.result_lines(
            {
                "scores": {"0": n + 3},
                "placings": {"0": 1},
                "breakdown": {
                    "0": {
                        "money_before_payout": n,
                        "payout_red": 0,
                        "payout_blue": 3,
                        "payout_yellow": 0,
                        "payout_green": 0,
                    }
                },
            },
            lang,
            NAMES,
        )[0]
    ),
}

EXPECTED = {
    ("card_sponsored", "en"): [
        "Anna sponsors a blue performer for nothing.",
        "Anna sponsors a blue performer for 1 ducat.",
        "Anna sponsors a blue performer for 2 ducats.",
        "Anna sponsors a blue performer for 3 ducats.",
        "Anna sponsors a blue performer for 5 ducats.",
        "Anna sponsors a blue performer for 21 ducats.",
    ],
    ("card_sponsored", "cs"): [
        "Anna sponzoruje modrého kejklíře zdarma.",
        "Anna sponzoruje modrého kejklíře za 1 dukát.",
        "Anna sponzoruje modrého kejklíře za 2 dukáty.",
        "Anna sponzoruje modrého kejklíře za 3 dukáty.",
        "Anna sponzoruje modrého kejklíře za 5 dukátů.",
        "Anna sponzoruje modrého kejklíře za 21 dukátů.",
    ],
    ("card_released", "en"): [
        "Anna releases a yellow performer and receives nothing.",
        "Anna releases a yellow performer and receives 1 ducat.",
        "Anna releases a yellow performer and receives 2 ducats.",
        "Anna releases a yellow performer and receives 3 ducats.",
        "Anna releases a yellow performer and receives 5 ducats.",
        "Anna releases a yellow performer and receives 21 ducats.",
    ],
    ("card_released", "cs"): [
        "Anna propouští žlutého kejklíře a nic nedostává.",
        "Anna propouští žlutého kejklíře a dostává 1 dukát.",
        "Anna propouští žlutého kejklíře a dostává 2 dukáty.",
        "Anna propouští žlutého kejklíře a dostává 3 dukáty.",
        "Anna propouští žlutého kejklíře a dostává 5 dukátů.",
        "Anna propouští žlutého kejklíře a dostává 21 dukátů.",
    ],
    ("payday_paid", "en"): [
        "Bedřich receives 0 ducats for green performers.",
        "Bedřich receives 1 ducat for green performers.",
        "Bedřich receives 2 ducats for green performers.",
        "Bedřich receives 3 ducats for green performers.",
        "Bedřich receives 5 ducats for green performers.",
        "Bedřich receives 21 ducats for green performers.",
    ],
    ("payday_paid", "cs"): [
        "Bedřich dostává za zelené kejklíře 0 dukátů.",
        "Bedřich dostává za zelené kejklíře 1 dukát.",
        "Bedřich dostává za zelené kejklíře 2 dukáty.",
        "Bedřich dostává za zelené kejklíře 3 dukáty.",
        "Bedřich dostává za zelené kejklíře 5 dukátů.",
        "Bedřich dostává za zelené kejklíře 21 dukátů.",
    ],
    ("sickness_paid", "en"): [
        "Bedřich pays the healer nothing for red performers.",
        "Bedřich pays the healer 1 ducat for red performers.",
        "Bedřich pays the healer 2 ducats for red performers.",
        "Bedřich pays the healer 3 ducats for red performers.",
        "Bedřich pays the healer 5 ducats for red performers.",
        "Bedřich pays the healer 21 ducats for red performers.",
    ],
    ("sickness_paid", "cs"): [
        "Bedřich platí léčiteli za červené kejklíře 0 dukátů.",
        "Bedřich platí léčiteli za červené kejklíře 1 dukát.",
        "Bedřich platí léčiteli za červené kejklíře 2 dukáty.",
        "Bedřich platí léčiteli za červené kejklíře 3 dukáty.",
        "Bedřich platí léčiteli za červené kejklíře 5 dukátů.",
        "Bedřich platí léčiteli za červené kejklíře 21 dukátů.",
    ],
    ("sickness_short", "en"): [
        "Anna cannot pay the healer's bill of 0 ducats and must release performers.",
        "Anna cannot pay the healer's bill of 1 ducat and must release performers.",
        "Anna cannot pay the healer's bill of 2 ducats and must release performers.",
        "Anna cannot pay the healer's bill of 3 ducats and must release performers.",
        "Anna cannot pay the healer's bill of 5 ducats and must release performers.",
        "Anna cannot pay the healer's bill of 21 ducats and must release performers.",
    ],
    ("sickness_short", "cs"): [
        "Anna nemá na účet léčitele (0 dukátů) a musí propouštět kejklíře.",
        "Anna nemá na účet léčitele (1 dukát) a musí propouštět kejklíře.",
        "Anna nemá na účet léčitele (2 dukáty) a musí propouštět kejklíře.",
        "Anna nemá na účet léčitele (3 dukáty) a musí propouštět kejklíře.",
        "Anna nemá na účet léčitele (5 dukátů) a musí propouštět kejklíře.",
        "Anna nemá na účet léčitele (21 dukátů) a musí propouštět kejklíře.",
    ],
    ("sickness_forgiven", "en"): [
        "Anna gives the healer nothing, having no money left; the other 0 ducats are forgiven.",
        "Anna gives the healer the last ducat; the other 1 ducat is forgiven.",
        "Anna gives the healer all the money left, 2 ducats; the other 2 ducats are forgiven.",
        "Anna gives the healer all the money left, 3 ducats; the other 3 ducats are forgiven.",
        "Anna gives the healer all the money left, 5 ducats; the other 5 ducats are forgiven.",
        "Anna gives the healer all the money left, 21 ducats; the other 21 ducats are forgiven.",
    ],
    ("sickness_forgiven", "cs"): [
        "Anna dává léčiteli jen to, co má, tedy nic; zbytek účtu (0 dukátů) se odpouští.",
        "Anna dává léčiteli poslední dukát; zbytek účtu (1 dukát) se odpouští.",
        "Anna dává léčiteli všechny zbylé peníze, 2 dukáty; zbytek účtu (2 dukáty) se odpouští.",
        "Anna dává léčiteli všechny zbylé peníze, 3 dukáty; zbytek účtu (3 dukáty) se odpouští.",
        "Anna dává léčiteli všechny zbylé peníze, 5 dukátů; zbytek účtu (5 dukátů) se odpouští.",
        "Anna dává léčiteli všechny zbylé peníze, 21 dukátů; zbytek účtu (21 dukátů) se odpouští.",
    ],
    ("forced_release", "en"): [
        "Anna releases a green performer to pay the healer and receives half its value, nothing.",
        "Anna releases a green performer to pay the healer and receives half its value, 1 ducat.",
        "Anna releases a green performer to pay the healer and receives half its value, 2 ducats.",
        "Anna releases a green performer to pay the healer and receives half its value, 3 ducats.",
        "Anna releases a green performer to pay the healer and receives half its value, 5 ducats.",
        "Anna releases a green performer to pay the healer and receives half its value, 21 ducats.",
    ],
    ("forced_release", "cs"): [
        "Anna propouští kvůli léčiteli zeleného kejklíře a dostává polovinu jeho hodnoty: nic.",
        "Anna propouští kvůli léčiteli zeleného kejklíře a dostává polovinu jeho hodnoty: 1 dukát.",
        "Anna propouští kvůli léčiteli zeleného kejklíře a dostává polovinu jeho hodnoty: 2 dukáty.",
        "Anna propouští kvůli léčiteli zeleného kejklíře a dostává polovinu jeho hodnoty: 3 dukáty.",
        "Anna propouští kvůli léčiteli zeleného kejklíře a dostává polovinu jeho hodnoty: 5 dukátů.",
        "Anna propouští kvůli léčiteli zeleného kejklíře a dostává polovinu jeho hodnoty: 21 dukátů.",
    ],
    ("markers_drawn", "en"): [
        "Bedřich draws no travel markers: the bag is empty.",
        "Bedřich draws 1 travel marker.",
        "Bedřich draws 2 travel markers.",
        "Bedřich draws 3 travel markers.",
        "Bedřich draws 5 travel markers.",
        "Bedřich draws 21 travel markers.",
    ],
    ("markers_drawn", "cs"): [
        "Bedřich nedobírá žádný žeton cestování: sáček je prázdný.",
        "Bedřich dobírá 1 žeton cestování.",
        "Bedřich dobírá 2 žetony cestování.",
        "Bedřich dobírá 3 žetony cestování.",
        "Bedřich dobírá 5 žetonů cestování.",
        "Bedřich dobírá 21 žetonů cestování.",
    ],
    ("markers_revealed", "en"): [
        "Anna reveals 1 blue marker.",
        "Anna reveals 1 red marker and 1 blue marker.",
        "Anna reveals 2 red markers and 1 blue marker.",
        "Anna reveals 3 red markers and 1 blue marker.",
        "Anna reveals 5 red markers and 1 blue marker.",
        "Anna reveals 21 red markers and 1 blue marker.",
    ],
    ("markers_revealed", "cs"): [
        "Anna odkrývá 1 modrý žeton.",
        "Anna odkrývá 1 červený žeton a 1 modrý žeton.",
        "Anna odkrývá 2 červené žetony a 1 modrý žeton.",
        "Anna odkrývá 3 červené žetony a 1 modrý žeton.",
        "Anna odkrývá 5 červených žetonů a 1 modrý žeton.",
        "Anna odkrývá 21 červených žetonů a 1 modrý žeton.",
    ],
    ("reputation_changed", "en"): [
        "The yellow troupe's reputation falls by 3 to 0.",
        "The yellow troupe's reputation rises by 1 to 1.",
        "The yellow troupe's reputation rises by 2 to 2.",
        "The yellow troupe's reputation rises by 3 to 3.",
        "The yellow troupe's reputation rises by 5 to 5.",
        "The yellow troupe's reputation rises by 21 to 21.",
    ],
    ("reputation_changed", "cs"): [
        "Reputace žluté společnosti klesá o 3 na 0.",
        "Reputace žluté společnosti stoupá o 1 na 1.",
        "Reputace žluté společnosti stoupá o 2 na 2.",
        "Reputace žluté společnosti stoupá o 3 na 3.",
        "Reputace žluté společnosti stoupá o 5 na 5.",
        "Reputace žluté společnosti stoupá o 21 na 21.",
    ],
    ("payout_received", "en"): [
        "Final payout: Bedřich receives nothing for the performers.",
        "Final payout: Bedřich receives 1 ducat for the performers.",
        "Final payout: Bedřich receives 2 ducats for the performers.",
        "Final payout: Bedřich receives 3 ducats for the performers.",
        "Final payout: Bedřich receives 5 ducats for the performers.",
        "Final payout: Bedřich receives 21 ducats for the performers.",
    ],
    ("payout_received", "cs"): [
        "Závěrečná výplata: Bedřich dostává za své kejklíře 0 dukátů.",
        "Závěrečná výplata: Bedřich dostává za své kejklíře 1 dukát.",
        "Závěrečná výplata: Bedřich dostává za své kejklíře 2 dukáty.",
        "Závěrečná výplata: Bedřich dostává za své kejklíře 3 dukáty.",
        "Závěrečná výplata: Bedřich dostává za své kejklíře 5 dukátů.",
        "Závěrečná výplata: Bedřich dostává za své kejklíře 21 dukátů.",
    ],
    ("final_score", "en"): [
        "Anna finishes 1st with 0 ducats.",
        "Anna finishes 1st with 1 ducat.",
        "Anna finishes 2nd with 2 ducats.",
        "Anna finishes 3rd with 3 ducats.",
        "Anna finishes 5th with 5 ducats.",
        "Anna finishes 21st with 21 ducats.",
    ],
    ("final_score", "cs"): [
        "Anna končí na 1. místě s 0 dukáty.",
        "Anna končí na 1. místě s 1 dukátem.",
        "Anna končí na 2. místě s 2 dukáty.",
        "Anna končí na 3. místě s 3 dukáty.",
        "Anna končí na 5. místě s 5 dukáty.",
        "Anna končí na 21. místě s 21 dukáty.",
    ],
    ("game_started", "en"): [
        "A game of Spectaculum for 0 players begins; Bedřich goes first.",
        "A game of Spectaculum for 1 player begins; Bedřich goes first.",
        "A game of Spectaculum for 2 players begins; Bedřich goes first.",
        "A game of Spectaculum for 3 players begins; Bedřich goes first.",
        "A game of Spectaculum for 5 players begins; Bedřich goes first.",
        "A game of Spectaculum for 21 players begins; Bedřich goes first.",
    ],
    ("game_started", "cs"): [
        "Začíná hra Spectaculum pro 0 hráčů; jako první hraje Bedřich.",
        "Začíná hra Spectaculum pro 1 hráče; jako první hraje Bedřich.",
        "Začíná hra Spectaculum pro 2 hráče; jako první hraje Bedřich.",
        "Začíná hra Spectaculum pro 3 hráče; jako první hraje Bedřich.",
        "Začíná hra Spectaculum pro 5 hráčů; jako první hraje Bedřich.",
        "Začíná hra Spectaculum pro 21 hráčů; jako první hraje Bedřich.",
    ],
    ("prompt.before_travel", "en"): [
        "No actions left: set off with no revealed markers.",
        "One action left: sponsor or release a performer, or set off with your revealed marker.",
        "2 actions left: sponsor or release a performer, or set off with your 2 revealed markers.",
        "3 actions left: sponsor or release a performer, or set off with your 3 revealed markers.",
        "5 actions left: sponsor or release a performer, or set off with your 5 revealed markers.",
        "21 actions left: sponsor or release a performer, or set off with your 21 revealed markers.",
    ],
    ("prompt.before_travel", "cs"): [
        "Nezbývá vám žádná akce: vyražte na cesty bez odkrytých žetonů.",
        "Zbývá vám jedna akce: sponzorujte nebo propusťte kejklíře, nebo vyražte na cesty s odkrytým žetonem.",
        "Zbývají vám 2 akce: sponzorujte nebo propusťte kejklíře, nebo vyražte na cesty s 2 odkrytými žetony.",
        "Zbývají vám 3 akce: sponzorujte nebo propusťte kejklíře, nebo vyražte na cesty s 3 odkrytými žetony.",
        "Zbývá vám 5 akcí: sponzorujte nebo propusťte kejklíře, nebo vyražte na cesty s 5 odkrytými žetony.",
        "Zbývá vám 21 akcí: sponzorujte nebo propusťte kejklíře, nebo vyražte na cesty s 21 odkrytými žetony.",
    ],
    ("prompt.after_travel", "en"): [
        "No actions left: end your turn.",
        "One action left: sponsor or release a performer, or end your turn.",
        "2 actions left: sponsor or release a performer, or end your turn.",
        "3 actions left: sponsor or release a performer, or end your turn.",
        "5 actions left: sponsor or release a performer, or end your turn.",
        "21 actions left: sponsor or release a performer, or end your turn.",
    ],
    ("prompt.after_travel", "cs"): [
        "Nezbývá vám žádná akce: ukončete tah.",
        "Zbývá vám jedna akce: sponzorujte nebo propusťte kejklíře, nebo ukončete tah.",
        "Zbývají vám 2 akce: sponzorujte nebo propusťte kejklíře, nebo ukončete tah.",
        "Zbývají vám 3 akce: sponzorujte nebo propusťte kejklíře, nebo ukončete tah.",
        "Zbývá vám 5 akcí: sponzorujte nebo propusťte kejklíře, nebo ukončete tah.",
        "Zbývá vám 21 akcí: sponzorujte nebo propusťte kejklíře, nebo ukončete tah.",
    ],
    ("prompt.choose_marker", "en"): [
        "Which marker do you place next? None is left to place.",
        "Which marker do you place next? One is left to place.",
        "Which marker do you place next? 2 are left to place.",
        "Which marker do you place next? 3 are left to place.",
        "Which marker do you place next? 5 are left to place.",
        "Which marker do you place next? 21 are left to place.",
    ],
    ("prompt.choose_marker", "cs"): [
        "Který žeton cestování položíte jako další? Už žádný nezbývá.",
        "Který žeton cestování položíte jako další? Zbývá už jen jeden.",
        "Který žeton cestování položíte jako další? Zbývají ještě 2.",
        "Který žeton cestování položíte jako další? Zbývají ještě 3.",
        "Který žeton cestování položíte jako další? Zbývá jich ještě 5.",
        "Který žeton cestování položíte jako další? Zbývá jich ještě 21.",
    ],
    ("prompt.sickness_release", "en"): [
        "Sickness in the blue troupe: the healer's bill is 0 ducats and you have 0 "
        "ducats. Release a performer for half its value.",
        "Sickness in the blue troupe: the healer's bill is 1 ducat and you have 1 "
        "ducat. Release a performer for half its value.",
        "Sickness in the blue troupe: the healer's bill is 2 ducats and you have 2 "
        "ducats. Release a performer for half its value.",
        "Sickness in the blue troupe: the healer's bill is 3 ducats and you have 3 "
        "ducats. Release a performer for half its value.",
        "Sickness in the blue troupe: the healer's bill is 5 ducats and you have 5 "
        "ducats. Release a performer for half its value.",
        "Sickness in the blue troupe: the healer's bill is 21 ducats and you have 21 "
        "ducats. Release a performer for half its value.",
    ],
    ("prompt.sickness_release", "cs"): [
        "Nemoc v modré společnosti: léčitel účtuje 0 dukátů, máte 0 dukátů. "
        "Propusťte kejklíře za polovinu jeho hodnoty.",
        "Nemoc v modré společnosti: léčitel účtuje 1 dukát, máte 1 dukát. Propusťte kejklíře za polovinu jeho hodnoty.",
        "Nemoc v modré společnosti: léčitel účtuje 2 dukáty, máte 2 dukáty. "
        "Propusťte kejklíře za polovinu jeho hodnoty.",
        "Nemoc v modré společnosti: léčitel účtuje 3 dukáty, máte 3 dukáty. "
        "Propusťte kejklíře za polovinu jeho hodnoty.",
        "Nemoc v modré společnosti: léčitel účtuje 5 dukátů, máte 5 dukátů. "
        "Propusťte kejklíře za polovinu jeho hodnoty.",
        "Nemoc v modré společnosti: léčitel účtuje 21 dukátů, máte 21 dukátů. "
        "Propusťte kejklíře za polovinu jeho hodnoty.",
    ],
    ("option.sponsor", "en"): [
        "Sponsor a red performer (0 ducats)",
        "Sponsor a red performer (1 ducat)",
        "Sponsor a red performer (2 ducats)",
        "Sponsor a red performer (3 ducats)",
        "Sponsor a red performer (5 ducats)",
        "Sponsor a red performer (21 ducats)",
    ],
    ("option.sponsor", "cs"): [
        "Sponzorovat červeného kejklíře (0 dukátů)",
        "Sponzorovat červeného kejklíře (1 dukát)",
        "Sponzorovat červeného kejklíře (2 dukáty)",
        "Sponzorovat červeného kejklíře (3 dukáty)",
        "Sponzorovat červeného kejklíře (5 dukátů)",
        "Sponzorovat červeného kejklíře (21 dukátů)",
    ],
    ("option.marker", "en"): [
        "A green marker (×0)",
        "The green marker",
        "A green marker (×2)",
        "A green marker (×3)",
        "A green marker (×5)",
        "A green marker (×21)",
    ],
    ("option.marker", "cs"): [
        "Zelený žeton (×0)",
        "Zelený žeton",
        "Zelený žeton (×2)",
        "Zelený žeton (×3)",
        "Zelený žeton (×5)",
        "Zelený žeton (×21)",
    ],
    ("illegal.cannot_afford", "en"): [
        "You cannot afford a yellow performer: it costs 0 ducats.",
        "You cannot afford a yellow performer: it costs 1 ducat.",
        "You cannot afford a yellow performer: it costs 2 ducats.",
        "You cannot afford a yellow performer: it costs 3 ducats.",
        "You cannot afford a yellow performer: it costs 5 ducats.",
        "You cannot afford a yellow performer: it costs 21 ducats.",
    ],
    ("illegal.cannot_afford", "cs"): [
        "Na žlutého kejklíře nemáte dost peněz: stojí 0 dukátů.",
        "Na žlutého kejklíře nemáte dost peněz: stojí 1 dukát.",
        "Na žlutého kejklíře nemáte dost peněz: stojí 2 dukáty.",
        "Na žlutého kejklíře nemáte dost peněz: stojí 3 dukáty.",
        "Na žlutého kejklíře nemáte dost peněz: stojí 5 dukátů.",
        "Na žlutého kejklíře nemáte dost peněz: stojí 21 dukátů.",
    ],
    ("hand_drawn", "en"): [
        "You draw 1 red marker.",
        "You draw 1 red marker and 1 green marker.",
        "You draw 1 red marker and 2 green markers.",
        "You draw 1 red marker and 3 green markers.",
        "You draw 1 red marker and 5 green markers.",
        "You draw 1 red marker and 21 green markers.",
    ],
    ("hand_drawn", "cs"): [
        "Do ruky si berete 1 červený žeton.",
        "Do ruky si berete 1 červený žeton a 1 zelený žeton.",
        "Do ruky si berete 1 červený žeton a 2 zelené žetony.",
        "Do ruky si berete 1 červený žeton a 3 zelené žetony.",
        "Do ruky si berete 1 červený žeton a 5 zelených žetonů.",
        "Do ruky si berete 1 červený žeton a 21 zelených žetonů.",
    ],
    ("markers", "en"): [
        "0 yellow markers",
        "1 yellow marker",
        "2 yellow markers",
        "3 yellow markers",
        "5 yellow markers",
        "21 yellow markers",
    ],
    ("markers", "cs"): [
        "0 žlutých žetonů",
        "1 žlutý žeton",
        "2 žluté žetony",
        "3 žluté žetony",
        "5 žlutých žetonů",
        "21 žlutých žetonů",
    ],
    ("latest.card_sponsored", "en"): [
        "sponsors a green performer for nothing",
        "sponsors a green performer for 1 ducat",
        "sponsors a green performer for 2 ducats",
        "sponsors a green performer for 3 ducats",
        "sponsors a green performer for 5 ducats",
        "sponsors a green performer for 21 ducats",
    ],
    ("latest.card_sponsored", "cs"): [
        "sponzoruje zeleného kejklíře zdarma",
        "sponzoruje zeleného kejklíře za 1 dukát",
        "sponzoruje zeleného kejklíře za 2 dukáty",
        "sponzoruje zeleného kejklíře za 3 dukáty",
        "sponzoruje zeleného kejklíře za 5 dukátů",
        "sponzoruje zeleného kejklíře za 21 dukátů",
    ],
    ("latest.card_released", "en"): [
        "releases a red performer and receives nothing",
        "releases a red performer and receives 1 ducat",
        "releases a red performer and receives 2 ducats",
        "releases a red performer and receives 3 ducats",
        "releases a red performer and receives 5 ducats",
        "releases a red performer and receives 21 ducats",
    ],
    ("latest.card_released", "cs"): [
        "propouští červeného kejklíře a nic nedostává",
        "propouští červeného kejklíře a dostává 1 dukát",
        "propouští červeného kejklíře a dostává 2 dukáty",
        "propouští červeného kejklíře a dostává 3 dukáty",
        "propouští červeného kejklíře a dostává 5 dukátů",
        "propouští červeného kejklíře a dostává 21 dukátů",
    ],
    ("performers", "en"): [
        "0 blue performers",
        "1 blue performer",
        "2 blue performers",
        "3 blue performers",
        "5 blue performers",
        "21 blue performers",
    ],
    ("performers", "cs"): [
        "0 modrých kejklířů",
        "1 modrý kejklíř",
        "2 modří kejklíři",
        "3 modří kejklíři",
        "5 modrých kejklířů",
        "21 modrých kejklířů",
    ],
    ("hand", "en"): [
        "**Your markers in hand:** none\n**Your money:** 0 ducats\n**Your performers:** 1 yellow performer",
        "**Your markers in hand:** 1 blue marker\n**Your money:** 1 ducat\n**Your "
        "performers:** 1 red performer and 1 yellow performer",
        "**Your markers in hand:** 2 blue markers\n**Your money:** 2 ducats\n**Your "
        "performers:** 2 red performers and 1 yellow performer",
        "**Your markers in hand:** 3 blue markers\n**Your money:** 3 ducats\n**Your "
        "performers:** 3 red performers and 1 yellow performer",
        "**Your markers in hand:** 5 blue markers\n**Your money:** 5 ducats\n**Your "
        "performers:** 5 red performers and 1 yellow performer",
        "**Your markers in hand:** 21 blue markers\n**Your money:** 21 ducats\n**Your "
        "performers:** 21 red performers and 1 yellow performer",
    ],
    ("hand", "cs"): [
        "**Vaše žetony v ruce:** žádné\n**Vaše peníze:** 0 dukátů\n**Vaši kejklíři:** 1 žlutý kejklíř",
        "**Vaše žetony v ruce:** 1 modrý žeton\n**Vaše peníze:** 1 dukát\n**Vaši "
        "kejklíři:** 1 červený kejklíř a 1 žlutý kejklíř",
        "**Vaše žetony v ruce:** 2 modré žetony\n**Vaše peníze:** 2 dukáty\n**Vaši "
        "kejklíři:** 2 červení kejklíři a 1 žlutý kejklíř",
        "**Vaše žetony v ruce:** 3 modré žetony\n**Vaše peníze:** 3 dukáty\n**Vaši "
        "kejklíři:** 3 červení kejklíři a 1 žlutý kejklíř",
        "**Vaše žetony v ruce:** 5 modrých žetonů\n**Vaše peníze:** 5 dukátů\n**Vaši "
        "kejklíři:** 5 červených kejklířů a 1 žlutý kejklíř",
        "**Vaše žetony v ruce:** 21 modrých žetonů\n**Vaše peníze:** 21 dukátů\n**Vaši "
        "kejklíři:** 21 červených kejklířů a 1 žlutý kejklíř",
    ],
    ("result", "en"): [
        "1st place: Anna — 3 ducats (3 for blue performers)",
        "1st place: Anna — 4 ducats (1 in the purse + 3 for blue performers)",
        "1st place: Anna — 5 ducats (2 in the purse + 3 for blue performers)",
        "1st place: Anna — 6 ducats (3 in the purse + 3 for blue performers)",
        "1st place: Anna — 8 ducats (5 in the purse + 3 for blue performers)",
        "1st place: Anna — 24 ducats (21 in the purse + 3 for blue performers)",
    ],
    ("result", "cs"): [
        "1. místo: Anna — 3 dukáty (3 za modré kejklíře)",
        "1. místo: Anna — 4 dukáty (1 v pokladně + 3 za modré kejklíře)",
        "1. místo: Anna — 5 dukátů (2 v pokladně + 3 za modré kejklíře)",
        "1. místo: Anna — 6 dukátů (3 v pokladně + 3 za modré kejklíře)",
        "1. místo: Anna — 8 dukátů (5 v pokladně + 3 za modré kejklíře)",
        "1. místo: Anna — 24 dukátů (21 v pokladně + 3 za modré kejklíře)",
    ],
    ("render.private.ended", "en"): [f"Game over: 2nd place with {n} ducat{'' if n == 1 else 's'}" for n in N],
    ("render.private.ended", "cs"): [
        "Konec hry: 2. místo, 0 dukátů",
        "Konec hry: 2. místo, 1 dukát",
        "Konec hry: 2. místo, 2 dukáty",
        "Konec hry: 2. místo, 3 dukáty",
        "Konec hry: 2. místo, 5 dukátů",
        "Konec hry: 2. místo, 21 dukátů",
    ],
    ("render.panel.final", "en"): ["0 ducats", "1 ducat", "2 ducats", "3 ducats", "5 ducats", "21 ducats"],
    ("render.panel.final", "cs"): ["0 dukátů", "1 dukát", "2 dukáty", "3 dukáty", "5 dukátů", "21 dukátů"],
    ("render.summary.final", "en"): [
        "Total 0 ducats",
        "Total 1 ducat",
        "Total 2 ducats",
        "Total 3 ducats",
        "Total 5 ducats",
        "Total 21 ducats",
    ],
    ("render.summary.final", "cs"): [
        "Celkem 0 dukátů",
        "Celkem 1 dukát",
        "Celkem 2 dukáty",
        "Celkem 3 dukáty",
        "Celkem 5 dukátů",
        "Celkem 21 dukátů",
    ],
    ("render.rank", "en"): [
        "1. Anna (0 ducats)",
        "1. Anna (1 ducat)",
        "1. Anna (2 ducats)",
        "1. Anna (3 ducats)",
        "1. Anna (5 ducats)",
        "1. Anna (21 ducats)",
    ],
    ("render.rank", "cs"): [
        "1. Anna (0 dukátů)",
        "1. Anna (1 dukát)",
        "1. Anna (2 dukáty)",
        "1. Anna (3 dukáty)",
        "1. Anna (5 dukátů)",
        "1. Anna (21 dukátů)",
    ],
}


@pytest.mark.parametrize("name, language", sorted(EXPECTED))
def test_messages_with_counts_read_as_written(name, language):
    assert [CASES[name](n)(language) for n in N] == EXPECTED[name, language]


def test_every_case_is_checked_in_both_languages():
    assert set(EXPECTED) == {(name, language) for name in CASES for language in ("en", "cs")}


@pytest.mark.parametrize(
    "language, expected",
    [
        (
            "en",
            [
                "Anna places a red marker at the royal court.",
                "Anna places a blue marker on an empty space.",
                "Anna places a green marker on a village with Payday.",
                "The green troupe's reputation would rise by 3 but stops at 25, the end of the track.",
                "The red troupe's reputation would fall by 2, past the end of the track, so the effect is ignored; "
                "it stays at 1.",
                "Payday for the green troupe!",
                "Sickness strikes the yellow troupe!",
                "Bedřich's blue marker has nowhere to go and leaves the game.",
                "Bedřich draws a yellow marker in its place.",
            ],
        ),
        (
            "cs",
            [
                "Anna pokládá červený žeton na královský dvůr.",
                "Anna pokládá modrý žeton na prázdné políčko.",
                "Anna pokládá zelený žeton do vesnice s dlaždicí Výplatní den.",
                "Reputace zelené společnosti by stoupla o 3, zastavuje se však na 25, na konci stupnice.",
                "Reputace červené společnosti nemůže klesnout o 2, tak daleko stupnice nevede; zůstává na 1.",
                "Výplatní den pro zelenou společnost!",
                "Žlutou společnost postihla nemoc!",
                "Bedřich nemůže modrý žeton nikam položit, žeton proto odchází ze hry.",
                "Jako náhradu dobírá Bedřich žlutý žeton.",
            ],
        ),
    ],
)
def test_the_ground_a_marker_reaches_and_what_follows(language, expected):
    lines = [
        ev("marker_placed", seat=0, colour="red", space="D12", tile="court"),
        ev("marker_placed", seat=0, colour="blue", space="A21", tile="blank"),
        ev("marker_placed", seat=0, colour="green", space="B02", tile="payday"),
        ev("reputation_clamped", colour="green", tile="plus3", delta=3, moved=1, value=25),
        ev("effect_ignored", colour="red", tile="minus2", delta=-2, value=1),
        ev("payday", colour="green"),
        ev("sickness", colour="yellow"),
        ev("marker_removed", seat=1, colour="blue"),
        ev("replacement_revealed", seat=1, colour="yellow"),
    ]
    assert [line(language) for line in lines] == expected
