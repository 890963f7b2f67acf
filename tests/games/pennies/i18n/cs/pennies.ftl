## Vlastní hra testů (tests/games/pennies): název, text /rules a popisky voleb,
## rozhodnutí, události a odmítnutí
games-pennies-name = Haléře
rules-pennies =
    { "*" }*Haléře** — 2 až 4 hráči. Zaplaťte haléř na odkrytou kartu, nebo si ji vezměte i s haléři, které na ní leží. Když dojde balíček, vaše skóre je součet karet minus vaše haléře a vyhrává nejnižší skóre.
options-pennies-chips-name = Haléře
options-pennies-chips-help = Kolik haléřů má každý na začátku.
options-pennies-chips-2 = dva
options-pennies-chips-4 = čtyři

pennies-prompt-choose = Odkrytá je karta { $card }. Zaplatíte haléř, nebo si ji vezmete?
pennies-option-pay = Zaplatit haléř
pennies-option-take = Vzít kartu { $card } { $pot ->
        [0] bez haléřů
        [one] a { $pot } haléř
        [few] a { $pot } haléře
       *[other] a { $pot } haléřů
    }
pennies-about-pay = Haléř jde na kartu; rozhoduje další hráč
pennies-about-take = +{ $card } k vašemu skóre, { $pot ->
        [0] bez haléřů
        [one] { $pot } haléř
        [few] { $pot } haléře
       *[other] { $pot } haléřů
    } dolů; odkryje se další karta

events-pennies-card_turned = Odkrývá se karta { $card }.
events-pennies-paid = { $player } platí haléř a karta { $card } zůstává ležet.
events-pennies-took = { $player } bere kartu { $card } { $pot ->
        [0] bez haléřů
        [one] a { $pot } haléř
        [few] a { $pot } haléře
       *[other] a { $pot } haléřů
    }.
events-pennies-pennies_now = Teď máte { $pennies ->
        [one] { $pennies } haléř
        [few] { $pennies } haléře
       *[other] { $pennies } haléřů
    }.

pennies-illegal-not_your_turn = Nejste na tahu.
pennies-illegal-no_pennies = Nemáte už žádný haléř: vezměte si kartu.
pennies-illegal-unknown_action = To není tah ve hře Haléře.
