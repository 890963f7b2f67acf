## present.rokoko
present-rokoko-selecting = Round { $round } · everyone chooses three employees in secret — waiting for { $players }
present-rokoko-acting = Round { $round } · **{ $player }** — plays an employee ({ $cards ->
        [0] no cards
        [one] { $cards } card
       *[other] { $cards } cards
    } left in hand)
present-rokoko-ended = The game is over.
present-rokoko-hand =
    { "*" }*Your hand:** { $hand }
    { "*" }*Cards in supply:** { $supply } · **Money:** { $money } · **Yarn:** { $yarn } · **Lace:** { $lace }
    { "*" }*Silk on your resource tiles:** { $silk } · **Prestige so far:** { $pp }
# a player's silk of one colour on their tiles: "4 red"
present-rokoko-silk = { $bales } { $colour ->
        [red] red
        [blue] blue
        [yellow] yellow
       *[green] green
    }
present-rokoko-terrace = Final scoring · choosing the dresses for the terrace — waiting for { $players }

## present.rokoko.breakdown
present-rokoko-breakdown-play = { $value } during play
present-rokoko-breakdown-money = { $value } from money
present-rokoko-breakdown-crown = { $value } from crown employees
present-rokoko-breakdown-favour = { $value } for the favour card
present-rokoko-breakdown-halls = { $value } for hall majorities
present-rokoko-breakdown-fireworks = { $value } for the fireworks
present-rokoko-breakdown-statues = { $value } for statues
present-rokoko-breakdown-dresses = { $value } for dresses in the halls
present-rokoko-breakdown-terrace = { $value } for dresses on the terrace
present-rokoko-breakdown-decorations = { $value } for decorations
present-rokoko-breakdown-all_halls = { $value } for the All-halls bonus
present-rokoko-result_line = { ORDINAL($place) } place: { $player } — { $score ->
        [one] { $score } prestige point
       *[other] { $score } prestige points
    }
present-rokoko-result_breakdown = { $line } ({ $parts })
present-rokoko-names = { $first } and { $last }

## present.rokoko.describe: the position as text
present-rokoko-describe-seat = { $player }: money { $money } · yarn { $yarn } · lace { $lace } · resource tiles { $tiles } · cards in hand { $cards } · dresses in the halls { $dresses } · decorations { $decorations }
present-rokoko-describe-pp = prestige { $pp }
present-rokoko-describe-favour = holds the queen's favour
present-rokoko-describe-hall = { $hall }: { $taken } of { $places } places taken ({ $guests })
present-rokoko-describe-hall_empty = { $hall }: all { $places } places are free
