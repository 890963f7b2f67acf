## present.spectaculum
present-spectaculum-status = Turn { $turn } · **{ $player }** — { $phase }
# the sickness interrupts the turn of $player: the seats in $players (bold names) must act now
present-spectaculum-settling = Turn { $turn } ({ $player }'s turn) · sickness — { $players } must release performers to pay the healer
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

## present.spectaculum.phase
present-spectaculum-phase-reveal = choose the markers to reveal
present-spectaculum-phase-before_travel = actions before travel, then travel
present-spectaculum-phase-travel = placing travel markers
present-spectaculum-phase-after_travel = actions after travel, then end the turn
present-spectaculum-phase-settle_sickness = sickness: releasing performers
present-spectaculum-phase-keep_or_return = keep or return the fourth marker
present-spectaculum-phase-ended = game over

## present.spectaculum.result_line
present-spectaculum-result_line = { ORDINAL($place) } place: { $player } — { $score ->
    [one] { $score } ducat
   *[other] { $score } ducats
}

## present.spectaculum.breakdown
# the parts of a final score, in the result line: "72 (2 in the purse + 20 for red performers)"
present-spectaculum-breakdown-money_before_payout = { $value } in the purse
present-spectaculum-breakdown-payout_red = { $value } for red performers
present-spectaculum-breakdown-payout_blue = { $value } for blue performers
present-spectaculum-breakdown-payout_yellow = { $value } for yellow performers
present-spectaculum-breakdown-payout_green = { $value } for green performers

## present.spectaculum.describe: the position as text
present-spectaculum-describe-seat = { $player }: { $cards } · { $markers ->
        [0] no marker in hand
        [one] { $markers } marker in hand
       *[other] { $markers } markers in hand
    }
present-spectaculum-describe-money = { $money ->
        [one] { $money } ducat
       *[other] { $money } ducats
    }
present-spectaculum-describe-tracks = Reputation: { $tracks }
present-spectaculum-describe-board = Markers on the board: { $markers }
present-spectaculum-describe-no_performers = no performers
