## present.spectaculum
present-spectaculum-status = Turn { $turn } · **{ $player }** — { $phase }
present-spectaculum-settling = Waiting for { $players } to pay for the sickness.
present-spectaculum-ended = The game is over.
present-spectaculum-colour_name = { $colour }
present-spectaculum-hand =
    { "*" }*Your markers:** { $hand }
    { "*" }*Your money:** { $money } ducats
    { "*" }*Your performers:** { $cards }

## present.spectaculum.phase
present-spectaculum-phase-reveal = choose the markers to reveal
present-spectaculum-phase-before_travel = actions before travel, then travel
present-spectaculum-phase-travel = placing travel markers
present-spectaculum-phase-after_travel = actions after travel, then end the turn
present-spectaculum-phase-settle_sickness = sickness: releasing performers
present-spectaculum-phase-keep_or_return = keep or return the fourth marker
present-spectaculum-phase-ended = game over

## present.spectaculum.breakdown
present-spectaculum-breakdown-money_before_payout = { $value } in hand
present-spectaculum-breakdown-payout_red = red { $value }
present-spectaculum-breakdown-payout_blue = blue { $value }
present-spectaculum-breakdown-payout_yellow = yellow { $value }
present-spectaculum-breakdown-payout_green = green { $value }
