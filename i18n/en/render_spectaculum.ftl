## render.spectaculum
render-spectaculum-turn = Turn { $turn }
render-spectaculum-on_turn = On turn: { $name }
render-spectaculum-winner = Winner: { $names }
render-spectaculum-winners = Winners: { $names }
render-spectaculum-must_act = Must act: { $names }
render-spectaculum-rank = { $place }. { $name } ({ $money ->
    [one] { $money } ducat
   *[other] { $money } ducats
})
render-spectaculum-hq = HQ
render-spectaculum-last_move = Latest move: { $name }

## render.spectaculum.colour
render-spectaculum-colour-red = red
render-spectaculum-colour-blue = blue
render-spectaculum-colour-yellow = yellow
render-spectaculum-colour-green = green

## render.spectaculum.letter
render-spectaculum-letter-red = R
render-spectaculum-letter-blue = B
render-spectaculum-letter-yellow = Y
render-spectaculum-letter-green = G

## render.spectaculum.phase
render-spectaculum-phase-reveal = Reveal
render-spectaculum-phase-before_travel = Before travel
render-spectaculum-phase-travel = Travel
render-spectaculum-phase-after_travel = After travel
render-spectaculum-phase-settle_sickness = Sickness
render-spectaculum-phase-keep_or_return = Keep or return
render-spectaculum-phase-ended = Game over

## render.spectaculum.hint
render-spectaculum-hint-reveal = { $name } chooses which markers to reveal.
render-spectaculum-hint-before_travel = { $name } may sponsor or release a performer ({ $left ->
        [one] { $left } action left
       *[other] { $left } actions left
    }), then travels.
render-spectaculum-hint-travel = { $name } places the revealed markers on the board.
render-spectaculum-hint-after_travel = { $name } may sponsor or release a performer ({ $left ->
        [one] { $left } action left
       *[other] { $left } actions left
    }), then ends the turn.
render-spectaculum-hint-settle_sickness = { $count ->
    [one] { $names } cannot pay the healer's bill and releases performers; then { $name } finishes the turn.
   *[other] { $names } cannot pay the healer's bills and release performers; then { $name } finishes the turn.
}
render-spectaculum-hint-keep_or_return = { $name } keeps the held marker or returns it to the bag, then draws.
render-spectaculum-hint-ended = The game ended after turn { $turn }. Performers were paid at their final value.

## render.spectaculum.legend
render-spectaculum-legend-plus = reputation up
render-spectaculum-legend-minus = reputation down
render-spectaculum-legend-payday = payday +2 per performer
render-spectaculum-legend-sickness = sickness −2 per performer
render-spectaculum-legend-court = court +5
render-spectaculum-legend-last = just placed

## render.spectaculum.tracks
render-spectaculum-tracks-caption = Reputation = price of one performer
render-spectaculum-tracks-deck = deck

## render.spectaculum.status
render-spectaculum-status-revealed = Revealed
render-spectaculum-status-bag = Bag
render-spectaculum-status-removed = Removed
render-spectaculum-status-none = none
render-spectaculum-status-red_free = Free red villages: { $n }
render-spectaculum-status-court_free = Court: free
render-spectaculum-status-court_taken = Court: taken
render-spectaculum-status-end_rule = The game ends when at most 1 red-bordered village is free and the royal court is taken, or when the bag is empty.

## render.spectaculum.panel
render-spectaculum-panel-on_turn = ON TURN
render-spectaculum-panel-must_act = MUST ACT
render-spectaculum-panel-markers = Markers
render-spectaculum-panel-bill = Bill { $amount }
render-spectaculum-panel-place = { ORDINAL($place) }
render-spectaculum-panel-final = { $money ->
    [one] { $money } ducat
   *[other] { $money } ducats
}
render-spectaculum-panel-payout = performers paid { $amount }

## render.spectaculum.private
render-spectaculum-private-title = { $name }: your hand
render-spectaculum-private-hand = Markers in your hand
render-spectaculum-private-hand_empty = no markers in hand
render-spectaculum-private-revealed = Revealed, to place this turn
render-spectaculum-private-money = Money
render-spectaculum-private-cards = Your performers
render-spectaculum-private-price = price { $value }
render-spectaculum-private-deck = deck { $n }
render-spectaculum-private-unseen = Markers not seen yet (bag and other hands)
render-spectaculum-private-bill = Sickness bill: { $amount }
render-spectaculum-private-your_turn = Your turn: { $phase }
render-spectaculum-private-must_act = You must act now: { $phase }
render-spectaculum-private-not_your_turn = Not your turn ({ $phase })
render-spectaculum-private-waiting = On turn: { $name } ({ $phase })
render-spectaculum-private-waiting_sickness = Sickness: waiting for { $names } to release performers
render-spectaculum-private-ended = Game over: { ORDINAL($place) } place with { $money ->
    [one] { $money } ducat
   *[other] { $money } ducats
}
render-spectaculum-summary-figures = Money { $money } · Markers { $markers }
render-spectaculum-summary-markers = Markers { $markers }
render-spectaculum-summary-final = { $money ->
    [one] Total { $money } ducat
   *[other] Total { $money } ducats
}
render-spectaculum-summary-reputation = Reputation:
render-spectaculum-summary-actions_left = { $n ->
    [one] { $n } action left
   *[other] { $n } actions left
}
