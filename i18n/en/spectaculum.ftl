## spectaculum.colour
spectaculum-colour-red = red
spectaculum-colour-blue = blue
spectaculum-colour-yellow = yellow
spectaculum-colour-green = green

## spectaculum.tile
spectaculum-tile-plus1 = Parson's Smile (+1)
spectaculum-tile-plus2 = Helping Hand (+2)
spectaculum-tile-plus3 = Legendary Show (+3)
spectaculum-tile-minus1 = Late Arrival (−1)
spectaculum-tile-minus2 = Botched Show (−2)
spectaculum-tile-minus3 = Thief (−3)
spectaculum-tile-payday = Payday
spectaculum-tile-sickness = Sickness
spectaculum-tile-court = Royal court (+5)
spectaculum-tile-blank = empty space

## spectaculum.reason
spectaculum-reason-court_and_red_tiles = the royal court is occupied and at most one red-bordered village is still free
spectaculum-reason-bag_empty = the bag is empty

## spectaculum.prompt
spectaculum-prompt-before_travel = { $actions_left ->
        [0] No actions left: set off
        [one] One action left: sponsor or release a performer, or set off
       *[other] { $actions_left } actions left: sponsor or release a performer, or set off
    } with { $count ->
        [0] no revealed markers
        [one] your revealed marker
       *[other] your { $count } revealed markers
    }.
spectaculum-prompt-after_travel = { $actions_left ->
        [0] No actions left: end your turn.
        [one] One action left: sponsor or release a performer, or end your turn.
       *[other] { $actions_left } actions left: sponsor or release a performer, or end your turn.
    }
spectaculum-prompt-choose_marker = Which marker do you place next? { $count ->
        [0] None is left to place.
        [one] One is left to place.
       *[other] { $count } are left to place.
    }
spectaculum-prompt-choose_space = Where does the { $colour } marker go?
spectaculum-prompt-sickness_release = Sickness in the { $colour } troupe: the healer's bill is { $bill ->
        [one] { $bill } ducat
       *[other] { $bill } ducats
    } and you have { $money ->
        [one] { $money } ducat
       *[other] { $money } ducats
    }. Release a performer for half its value.
spectaculum-prompt-reveal = Which marker do you keep hidden in your hand? The other three are revealed.
spectaculum-prompt-keep_or_return = Keep your hidden marker and draw up to a full hand, or return a marker to the bag first and then draw?

## spectaculum.option
spectaculum-option-sponsor = Sponsor a { $colour } performer ({ $price ->
        [one] { $price } ducat
       *[other] { $price } ducats
    })
spectaculum-option-release = Release a { $colour } performer (+{ $price ->
        [one] { $price } ducat
       *[other] { $price } ducats
    })
spectaculum-option-travel = Set off
spectaculum-option-end_turn = End the turn
spectaculum-option-marker = { $count ->
        [one] The { $colour } marker
       *[other] A { $colour } marker (×{ $count })
    }
spectaculum-option-space_tile = { $space } – { $tile }
spectaculum-option-space_court = { $space } – royal court (+5)
spectaculum-option-space = { $space } – empty space
spectaculum-option-sickness_release = Release a { $colour } performer (+{ $price ->
        [one] { $price } ducat
       *[other] { $price } ducats
    })
spectaculum-option-hold = Keep the { $colour } marker hidden
spectaculum-option-keep = Keep it and draw
spectaculum-option-return = Return a { $colour } marker to the bag, then draw

## spectaculum.about: what an option does and costs (a select option's description, at most 100 characters)
spectaculum-about-sponsor = Pays { $price ->
        [one] { $price } ducat
       *[other] { $price } ducats
    } · one more { $colour } performer, worth the { $colour } reputation in ducats at the end
spectaculum-about-release = +{ $price ->
        [one] { $price } ducat
       *[other] { $price } ducats
    } now · one { $colour } performer fewer, back to its deck
spectaculum-about-travel = Your revealed markers go onto the board one by one; each space's tile acts
spectaculum-about-end_turn = No more actions this turn · you draw markers up to a full hand
spectaculum-about-marker = Next you choose its space; that space's tile acts on the { $colour } troupe
spectaculum-about-space_tile = { $effect_id ->
        [payday] Payday: whoever holds { $colour } performers gets { $amount ->
            [one] { $amount } ducat
           *[other] { $amount } ducats
        } for each
        [sickness] Sickness: whoever holds { $colour } performers pays { $amount ->
            [one] { $amount } ducat
           *[other] { $amount } ducats
        } for each
        [up] Reputation of the { $colour } troupe { SIGNED($delta) } · its performers are worth more
       *[down] Reputation of the { $colour } troupe { SIGNED($delta) } · its performers are worth less
    }
spectaculum-about-space_court = Reputation of the { $colour } troupe { SIGNED($delta) } · its performers are worth more
spectaculum-about-space = No tile here: nothing happens but the marker is placed
spectaculum-about-sickness_release = +{ $price ->
        [one] { $price } ducat
       *[other] { $price } ducats
    } (half its value) towards the healer's bill · one { $colour } performer fewer
spectaculum-about-hold = It stays hidden in your hand for later; you reveal the other markers
spectaculum-about-keep = Your hidden marker stays in your hand; you draw markers up to a full hand
spectaculum-about-return = The { $colour } marker goes back into the bag; then you draw up to a full hand

## spectaculum.illegal
spectaculum-illegal-game_over = The game is over.
spectaculum-illegal-unknown_action = That is not a move in Spectaculum.
spectaculum-illegal-not_your_turn = It is not your turn.
spectaculum-illegal-travel_in_progress = Travel has started: place all your markers before you take another action.
spectaculum-illegal-wrong_phase = That cannot be done now.
spectaculum-illegal-no_actions_left = You have no actions left this turn.
spectaculum-illegal-unknown_colour = There is no colour “{ $colour }”.
spectaculum-illegal-deck_empty = No { $colour } performers are left to sponsor.
spectaculum-illegal-cannot_afford = You cannot afford a { $colour } performer: it costs { $price ->
        [one] { $price } ducat
       *[other] { $price } ducats
    }.
spectaculum-illegal-no_card = You have no { $colour } performer.
spectaculum-illegal-not_revealed = You have no revealed { $colour } marker.
spectaculum-illegal-unknown_space = There is no space “{ $space }”.
spectaculum-illegal-space_occupied = Space { $space } is already taken.
spectaculum-illegal-space_unreachable = A { $colour } marker cannot go to { $space }: it must be next to its headquarters or to another { $colour } marker.
spectaculum-illegal-no_sickness_bill = You have no healer's bill to settle.
spectaculum-illegal-not_in_hand = You have no { $colour } marker in your hand.

## events.spectaculum
events-spectaculum-game_started = A game of Spectaculum for { $players ->
        [one] { $players } player
       *[other] { $players } players
    } begins; { $start_player } goes first.
events-spectaculum-hand_drawn = You draw { $markers }.
events-spectaculum-turn_started = Turn { $turn }: { $player } to move.
events-spectaculum-marker_held = { $player } keeps one marker hidden.
events-spectaculum-markers_revealed = { $player } reveals { $markers }.
events-spectaculum-card_sponsored = { $player } sponsors a { $colour } performer for { $price ->
        [0] nothing
        [one] { $price } ducat
       *[other] { $price } ducats
    }.
events-spectaculum-card_released = { $player } releases a { $colour } performer and { $price ->
        [0] receives nothing
        [one] receives { $price } ducat
       *[other] receives { $price } ducats
    }.
events-spectaculum-travel_started = { $player } sets the troupes travelling.
events-spectaculum-marker_placed = { $player } places a { $colour } marker { $tile_id ->
        [court] at the royal court
        [blank] on an empty space
       *[other] on a village with { $tile }
    }.
events-spectaculum-reputation_changed = The { $colour } troupe's reputation { $way_id ->
        [up] rises
       *[down] falls
    } by { $steps } to { $value }.
events-spectaculum-reputation_clamped = The { $colour } troupe's reputation would { $way_id ->
        [up] rise
       *[down] fall
    } by { $steps } but stops at { $value }, the end of the track.
events-spectaculum-effect_ignored = The { $colour } troupe's reputation would { $way_id ->
        [up] rise
       *[down] fall
    } by { $steps }, past the end of the track, so the effect is ignored; it stays at { $value }.
events-spectaculum-payday = Payday for the { $colour } troupe!
events-spectaculum-payday_paid = { $player } receives { $amount ->
        [one] { $amount } ducat
       *[other] { $amount } ducats
    } for { $colour } performers.
events-spectaculum-sickness = Sickness strikes the { $colour } troupe!
events-spectaculum-sickness_paid = { $player } pays the healer { $amount ->
        [0] nothing
        [one] { $amount } ducat
       *[other] { $amount } ducats
    } for { $colour } performers.
events-spectaculum-sickness_short = { $player } cannot pay the healer's bill of { $bill ->
        [one] { $bill } ducat
       *[other] { $bill } ducats
    } and must release performers.
events-spectaculum-forced_release = { $player } releases a { $colour } performer to pay the healer and receives half its value, { $price ->
        [0] nothing
        [one] { $price } ducat
       *[other] { $price } ducats
    }.
events-spectaculum-sickness_forgiven = { $player } gives the healer { $amount ->
        [0] nothing, having no money left
        [one] the last ducat
       *[other] all the money left, { $amount } ducats
    }; the other { $forgiven ->
        [one] { $forgiven } ducat is
       *[other] { $forgiven } ducats are
    } forgiven.
events-spectaculum-sickness_settled = Every healer's bill for the { $colour } troupe is settled.
events-spectaculum-marker_removed = { $player }'s { $colour } marker has nowhere to go and leaves the game.
events-spectaculum-no_replacement = The bag is empty: { $player } draws no replacement.
events-spectaculum-replacement_revealed = { $player } draws a { $colour } marker in its place.
events-spectaculum-travel_ended = { $player } has placed every marker.
events-spectaculum-turn_ended = { $player } ends the turn.
events-spectaculum-marker_kept = { $player } keeps the hidden marker.
events-spectaculum-marker_returned = { $player } returns a marker from the hand to the bag.
events-spectaculum-marker_returned_private = You return a { $colour } marker to the bag.
events-spectaculum-markers_drawn = { $player } draws { $count ->
        [0] no travel markers: the bag is empty
        [one] { $count } travel marker
       *[other] { $count } travel markers
    }.
events-spectaculum-game_ended = The game ends: { $reason }.
events-spectaculum-payout_received = Final payout: { $player } receives { $amount ->
        [0] nothing
        [one] { $amount } ducat
       *[other] { $amount } ducats
    } for the performers.
events-spectaculum-final_score = { $player } finishes { ORDINAL($place) } with { $money ->
        [one] { $money } ducat
       *[other] { $money } ducats
    }.

## latest.spectaculum
# the board's "Latest move: <who> · <what>", after the name of who moved
latest-spectaculum-marker_placed = places a { $colour } marker { $tile_id ->
        [court] at the royal court
        [blank] on an empty space
       *[other] on a village with { $tile }
    }
latest-spectaculum-card_sponsored = sponsors a { $colour } performer for { $price ->
        [0] nothing
        [one] { $price } ducat
       *[other] { $price } ducats
    }
latest-spectaculum-card_released = releases a { $colour } performer and { $price ->
        [0] receives nothing
        [one] receives { $price } ducat
       *[other] receives { $price } ducats
    }
latest-spectaculum-forced_release = releases a { $colour } performer to pay the healer

## the game's name, /rules text and option labels (games.*, rules.*, options.*)
games-spectaculum-name = Spectaculum
rules-spectaculum =
    { "*" }*Spectaculum** (Reiner Knizia) — 2 to 4 players. Become the richest patron of four travelling troupes.
    • On your turn your 3 travel markers are revealed. Take up to 2 actions (before and/or after travel): **sponsor** a performer (pay the colour's reputation) or **release** one (receive it).
    • **Travel**: place every revealed marker next to its troupe's headquarters or next to a marker of the same colour. The village tile underneath moves that colour's reputation (+1…+3, −1…−3, the royal court +5), or pays everyone 2 per card of that colour (**payday**) or costs 2 per card (**sickness** — release performers at half price if you cannot pay).
    • The game ends after a turn in which the court is taken and at most one red-bordered village is free, or when the bag is empty. Every card pays its colour's reputation; the most ducats wins.
    Press **Take your turn** on the newest board when it is your move, and **My hand** to see your markers and money.
options-spectaculum-variant_four_markers-name = Four markers
options-spectaculum-variant_four_markers-help = Each player holds 4 markers, reveals 3 and keeps one for later.
options-spectaculum-variant_four_markers-true = yes
options-spectaculum-variant_four_markers-false = no
options-spectaculum-tile_distribution-name = Village tiles
options-spectaculum-tile_distribution-help = How many tiles of each kind the box holds (the exact split is not known): B is the default reading of the rulebook.
options-spectaculum-tile_distribution-a = set A
options-spectaculum-tile_distribution-b = set B
options-spectaculum-tile_distribution-c = set C
options-spectaculum-board-name = Board
options-spectaculum-board-help = The board geometry.
options-spectaculum-board-reconstructed-hex-v1 = reconstructed board
options-spectaculum-start_player-name = Start player
options-spectaculum-start_player-help = Who takes the first turn.
options-spectaculum-start_player-random = random
options-spectaculum-start_player-0 = seat 1
options-spectaculum-start_player-1 = seat 2
options-spectaculum-start_player-2 = seat 3
options-spectaculum-start_player-3 = seat 4
options-spectaculum-money_visibility-name = Money
options-spectaculum-money_visibility-help = Whether everyone sees every player's ducats, or only their own.
options-spectaculum-money_visibility-hidden = hidden
options-spectaculum-money_visibility-public = open
options-spectaculum-track_clamp-name = Reputation limits
options-spectaculum-track_clamp-help = When a move would pass 0 or 25: ignore the whole effect (Czech rulebook), or move as far as possible.
options-spectaculum-track_clamp-ignore_whole_effect = ignore the effect
options-spectaculum-track_clamp-partial = stop at the limit
options-spectaculum-sickness_bill-name = Sickness bill
options-spectaculum-sickness_bill-help = Whether releasing a sick performer lowers the bill.
options-spectaculum-sickness_bill-fixed = fixed
options-spectaculum-sickness_bill-recompute = recomputed
