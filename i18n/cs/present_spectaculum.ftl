## present.spectaculum
present-spectaculum-status = Tah { $turn } · **{ $player }** — { $phase }
# the sickness interrupts the turn of $player: the seats in $players (bold names) must act now
present-spectaculum-settling = Tah { $turn } (hraje { $player }) · nemoc — na účet léčitele musí propustit kejklíře { $players }
present-spectaculum-ended = Hra skončila.
present-spectaculum-hand =
    { "*" }*Vaše žetony v ruce:** { $hand }
    { "*" }*Vaše peníze:** { $money ->
        [one] { $money } dukát
        [few] { $money } dukáty
       *[other] { $money } dukátů
    }
    { "*" }*Vaši kejklíři:** { $cards }
present-spectaculum-no_markers = žádné
present-spectaculum-no_performers = žádní
present-spectaculum-and = { $first } a { $last }
present-spectaculum-markers = { $count ->
        [one] { $count } { $colour_id ->
        [red] červený
        [blue] modrý
        [yellow] žlutý
        [green] zelený
       *[other] { $colour }
    } žeton
        [few] { $count } { $colour_id ->
        [red] červené
        [blue] modré
        [yellow] žluté
        [green] zelené
       *[other] { $colour }
    } žetony
       *[other] { $count } { $colour_id ->
        [red] červených
        [blue] modrých
        [yellow] žlutých
        [green] zelených
       *[other] { $colour }
    } žetonů
    }
present-spectaculum-performers = { $count ->
        [one] { $count } { $colour_id ->
        [red] červený
        [blue] modrý
        [yellow] žlutý
        [green] zelený
       *[other] { $colour }
    } kejklíř
        [few] { $count } { $colour_id ->
        [red] červení
        [blue] modří
        [yellow] žlutí
        [green] zelení
       *[other] { $colour }
    } kejklíři
       *[other] { $count } { $colour_id ->
        [red] červených
        [blue] modrých
        [yellow] žlutých
        [green] zelených
       *[other] { $colour }
    } kejklířů
    }

## present.spectaculum.phase
present-spectaculum-phase-reveal = výběr žetonů k odkrytí
present-spectaculum-phase-before_travel = akce před cestováním, pak cestování
present-spectaculum-phase-travel = pokládání žetonů cestování
present-spectaculum-phase-after_travel = akce po cestování, pak konec tahu
present-spectaculum-phase-settle_sickness = nemoc: propouštění kejklířů
present-spectaculum-phase-keep_or_return = ponechat, nebo vrátit čtvrtý žeton
present-spectaculum-phase-ended = konec hry

## present.spectaculum.result_line
present-spectaculum-result_line = { ORDINAL($place) } místo: { $player } — { $score ->
    [one] { $score } dukát
    [few] { $score } dukáty
   *[other] { $score } dukátů
}

## present.spectaculum.breakdown
# the parts of a final score, in the result line: "72 (2 in the purse + 20 for red performers)"
present-spectaculum-breakdown-money_before_payout = { $value } v pokladně
present-spectaculum-breakdown-payout_red = { $value } za červené kejklíře
present-spectaculum-breakdown-payout_blue = { $value } za modré kejklíře
present-spectaculum-breakdown-payout_yellow = { $value } za žluté kejklíře
present-spectaculum-breakdown-payout_green = { $value } za zelené kejklíře

## present.spectaculum.describe: pozice jako text
present-spectaculum-describe-seat = { $player }: { $cards } · { $markers ->
        [0] žádný žeton v ruce
        [one] { $markers } žeton v ruce
        [few] { $markers } žetony v ruce
       *[other] { $markers } žetonů v ruce
    }
present-spectaculum-describe-money = { $money ->
        [one] { $money } dukát
        [few] { $money } dukáty
       *[other] { $money } dukátů
    }
present-spectaculum-describe-tracks = Reputace: { $tracks }
present-spectaculum-describe-board = Žetony na herním plánu: { $markers }
present-spectaculum-describe-no_performers = žádní kejklíři
