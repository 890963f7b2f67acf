## present.rokoko
present-rokoko-selecting = Kolo { $round } · všichni tajně vybírají tři zaměstnance — čeká se na: { $players }
present-rokoko-acting = Kolo { $round } · **{ $player }** — hraje zaměstnance (v ruce zbývá: { $cards })
present-rokoko-ended = Hra skončila.
present-rokoko-hand =
    { "*" }*Vaše ruka:** { $hand }
    { "*" }*Karty v zásobě:** { $supply } · **Peníze:** { $money } · **Příze:** { $yarn } · **Krajka:** { $lace }
    { "*" }*Hedvábí na vašich dílcích:** { $silk } · **Dosavadní prestiž:** { $pp }
present-rokoko-terrace = Závěrečné bodování · výběr šatů na terasu — čeká se na: { $players }

## present.rokoko.breakdown
present-rokoko-breakdown-play = { $value } během hry
present-rokoko-breakdown-money = peníze { $value }
present-rokoko-breakdown-crown = zaměstnanci s korunou { $value }
present-rokoko-breakdown-favour = přízeň { $value }
present-rokoko-breakdown-halls = sály { $value }
present-rokoko-breakdown-fireworks = ohňostroj { $value }
present-rokoko-breakdown-statues = sochy { $value }
present-rokoko-breakdown-dresses = šaty { $value }
present-rokoko-breakdown-terrace = terasa { $value }
present-rokoko-breakdown-decorations = výzdoba { $value }
present-rokoko-breakdown-all_halls = všechny sály { $value }
