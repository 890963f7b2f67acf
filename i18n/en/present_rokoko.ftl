## present.rokoko
present-rokoko-selecting = Round { $round } · everyone chooses three employees in secret — waiting for { $players }
present-rokoko-acting = Round { $round } · **{ $player }** — plays an employee ({ $cards } left in hand)
present-rokoko-ended = The game is over.
present-rokoko-hand =
    { "*" }*Your hand:** { $hand }
    { "*" }*Cards in supply:** { $supply } · **Money:** { $money } · **Yarn:** { $yarn } · **Lace:** { $lace }
    { "*" }*Silk on your tiles:** { $silk } · **Prestige so far:** { $pp }
present-rokoko-terrace = Final scoring · choosing the dresses for the terrace — waiting for { $players }

## present.rokoko.breakdown
present-rokoko-breakdown-play = { $value } during play
present-rokoko-breakdown-money = money { $value }
present-rokoko-breakdown-crown = crown employees { $value }
present-rokoko-breakdown-favour = favour { $value }
present-rokoko-breakdown-halls = halls { $value }
present-rokoko-breakdown-fireworks = fireworks { $value }
present-rokoko-breakdown-statues = statues { $value }
present-rokoko-breakdown-dresses = dresses { $value }
present-rokoko-breakdown-terrace = terrace { $value }
present-rokoko-breakdown-decorations = decorations { $value }
present-rokoko-breakdown-all_halls = all halls { $value }
