## present.spectaculum
present-spectaculum-status = Tah { $turn } · **{ $player }** — { $phase }
present-spectaculum-settling = Čeká se, až { $players } zaplatí za nemoc.
present-spectaculum-ended = Hra skončila.
present-spectaculum-colour_name = { $colour }
present-spectaculum-hand =
    { "*" }*Vaše žetony:** { $hand }
    { "*" }*Vaše peníze:** { $money } duk.
    { "*" }*Vaši kejklíři:** { $cards }

## present.spectaculum.phase
present-spectaculum-phase-reveal = výběr žetonů k odkrytí
present-spectaculum-phase-before_travel = akce před cestováním, pak cestování
present-spectaculum-phase-travel = pokládání žetonů cestování
present-spectaculum-phase-after_travel = akce po cestování, pak konec tahu
present-spectaculum-phase-settle_sickness = nemoc: propouštění kejklířů
present-spectaculum-phase-keep_or_return = ponechat, nebo vrátit čtvrtý žeton
present-spectaculum-phase-ended = konec hry

## present.spectaculum.breakdown
present-spectaculum-breakdown-money_before_payout = { $value } v pokladně
present-spectaculum-breakdown-payout_red = červení { $value }
present-spectaculum-breakdown-payout_blue = modří { $value }
present-spectaculum-breakdown-payout_yellow = žlutí { $value }
present-spectaculum-breakdown-payout_green = zelení { $value }
