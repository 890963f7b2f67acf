## present.spectaculum
present-spectaculum-status = Turn { $turn } · **{ $player }** — { $phase }
present-spectaculum-settling = Waiting for { $players } to pay for the sickness.
present-spectaculum-ended = The game is over.
present-spectaculum-hand =
    { "*" }*Your markers in hand:** { $hand }
    { "*" }*Your money:** { $money ->
        [one] { $money } ducat
       *[other] { $money } ducats
    }
    { "*" }*Your performers:** { $cards }
present-spectaculum-no_markers = none
present-spectaculum-no_performers = none
# a list of two or more parts: "A, B and C"
present-spectaculum-and = { $first } and { $last }
# travel markers of one colour, as the object of a sentence
present-spectaculum-markers = { $count ->
        [one] { $count } { $colour } marker
       *[other] { $count } { $colour } markers
    }
# performer cards of one colour, in a list
present-spectaculum-performers = { $count ->
        [one] { $count } { $colour } performer
       *[other] { $count } { $colour } performers
    }
# one line of the final result; payouts: "red 16, blue 9"
present-spectaculum-result = { ORDINAL($place) } { $player } — { $score ->
        [one] { $score } ducat
       *[other] { $score } ducats
    }: { $kept } in the purse { $payout ->
        [0] and nothing from the final payout
       *[other] and { $payout } from the final payout for performers ({ $payouts })
    }.
present-spectaculum-payout = { $colour } { $amount }

## present.spectaculum.phase
present-spectaculum-phase-reveal = choose the markers to reveal
present-spectaculum-phase-before_travel = actions before travel, then travel
present-spectaculum-phase-travel = placing travel markers
present-spectaculum-phase-after_travel = actions after travel, then end the turn
present-spectaculum-phase-settle_sickness = sickness: releasing performers
present-spectaculum-phase-keep_or_return = keep or return the fourth marker
present-spectaculum-phase-ended = game over
