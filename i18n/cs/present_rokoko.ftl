## present.rokoko
present-rokoko-selecting = Kolo { $round } · všichni tajně vybírají tři zaměstnance — čeká se na: { $players }
present-rokoko-acting = Kolo { $round } · **{ $player }** — hraje zaměstnance (v ruce { $cards ->
        [0] nezbývá žádná karta
        [one] zbývá { $cards } karta
        [few] zbývají { $cards } karty
       *[other] zbývá { $cards } karet
    })
present-rokoko-ended = Hra skončila.
present-rokoko-hand =
    { "*" }*Karty v ruce:** { $hand }
    { "*" }*Karty v zásobě:** { $supply } · **Peníze:** { $money } · **Příze:** { $yarn } · **Krajka:** { $lace }
    { "*" }*Hedvábí na vašich destičkách zdrojů:** { $silk } · **Dosavadní prestiž:** { $pp }
# hedvábí jedné barvy na destičkách hráče: „4× červené“
present-rokoko-silk = { $bales }× { $colour ->
        [red] červené
        [blue] modré
        [yellow] žluté
       *[green] zelené
    }
present-rokoko-terrace = Závěrečné bodování · výběr šatů na terasu — čeká se na: { $players }

## present.rokoko.breakdown
present-rokoko-breakdown-play = { $value } během hry
present-rokoko-breakdown-money = { $value } za peníze
present-rokoko-breakdown-crown = { $value } za zaměstnance s korunou
present-rokoko-breakdown-favour = { $value } za kartu přízně
present-rokoko-breakdown-halls = { $value } za většiny v sálech
present-rokoko-breakdown-fireworks = { $value } za ohňostroj
present-rokoko-breakdown-statues = { $value } za sochy
present-rokoko-breakdown-dresses = { $value } za šaty v sálech
present-rokoko-breakdown-terrace = { $value } za šaty na terase
present-rokoko-breakdown-decorations = { $value } za výzdobu
present-rokoko-breakdown-all_halls = { $value } za bonus za Všechny sály
present-rokoko-result_line = { ORDINAL($place) } místo: { $player } — { $score ->
        [one] { $score } bod prestiže
        [few] { $score } body prestiže
       *[other] { $score } bodů prestiže
    }
present-rokoko-result_breakdown = { $line } ({ $parts })
present-rokoko-names = { $first } a { $last }

## present.rokoko.describe: pozice jako text
present-rokoko-describe-seat = { $player }: peníze { $money } · příze { $yarn } · krajka { $lace } · destičky zdrojů { $tiles } · karty v ruce { $cards } · šaty v sálech { $dresses } · výzdoba { $decorations }
present-rokoko-describe-pp = prestiž { $pp }
present-rokoko-describe-favour = má přízeň královny
present-rokoko-describe-hall = { $hall }: obsazeno { $taken } z { $places } míst ({ $guests })
present-rokoko-describe-hall_empty = { $hall }: { $places ->
        [few] všechna { $places } místa jsou volná
       *[other] všech { $places } míst je volných
    }
