## present.pennies: řádky hry Haléře ve zprávách
present-pennies-status = { $player } rozhoduje o kartě { $card } ({ $pot ->
        [0] bez haléřů
        [one] leží na ní { $pot } haléř
        [few] leží na ní { $pot } haléře
       *[other] leží na ní { $pot } haléřů
    }).
present-pennies-ended = Balíček došel: hra skončila.
present-pennies-hand = Máte { $pennies ->
        [one] { $pennies } haléř
        [few] { $pennies } haléře
       *[other] { $pennies } haléřů
    }.
present-pennies-breakdown-cards = { $value } za karty
present-pennies-breakdown-pennies = { $value ->
        [one] { $value } haléř v ruce, bod dolů
        [few] { $value } haléře v ruce, každý bod dolů
       *[other] { $value } haléřů v ruce, každý bod dolů
    }
present-pennies-result_line = { ORDINAL($place) } místo: { $player } — { $score ->
        [one] { $score } bod
        [few] { $score } body
       *[other] { $score } bodů
    }
