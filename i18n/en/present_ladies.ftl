## present.ladies
present-ladies-status = Day { $day }/{ $days } · { $phase } — waiting for { $players }
present-ladies-ended = The ball is over.
present-ladies-gentleman =
    { "*" }*Your money (secret, even from your lady):** { MONEY($money) }
    { "*" }*Your goods:** { $goods }
    { "*" }*Bills tonight:** { $bills }
present-ladies-lady =
    { "*" }*Craftsman cards in hand:** { $craftsman }
    { "*" }*Bought today:** { $purchases }
    { "*" }*Your servants (secret, even from your gentleman):** { $servants }
    { "*" }*Gossip cards:** { $gossip }

## present.ladies.phase
present-ladies-phase-morning = morning: exchange and shop windows
present-ladies-phase-afternoon = afternoon: shopping and trading
present-ladies-phase-evening = evening: bills
present-ladies-phase-last_gossip = last gossip
present-ladies-phase-ball = the ball
present-ladies-phase-ended = game over

## present.ladies.breakdown
present-ladies-breakdown-wardrobe = wardrobe { $value }
present-ladies-breakdown-servants = servants { $value }
present-ladies-breakdown-contracts = contracts { $value }
present-ladies-breakdown-gossip = gossip { $value }
present-ladies-breakdown-gifts = gifts { $value }
present-ladies-breakdown-scandal = scandal { $value }

## present.ladies.exchange
present-ladies-exchange-title = **Stock exchange** — goods kept this morning: { $kept } of { $limit }. Order tokens end your search.
present-ladies-exchange-pick = Turn over a face-down token (✋ = someone else holds it).
present-ladies-exchange-holding = Slot { $slot } holds { $token }. Keep it, or put it back and turn over another.
present-ladies-exchange-remember = You remember: { $tokens }
present-ladies-exchange-keep = Keep
present-ladies-exchange-put_back = Put back
present-ladies-exchange-finish = Take the last order token

## present.ladies: the parts of the narration's sentences
present-ladies-and = { $first } and { $last }
present-ladies-craftsman_cards = { $type_id ->
    [clothing] { $n ->
        [one] { $n } clothing card
       *[other] { $n } clothing cards
    }
    [accessory] { $n ->
        [one] { $n } accessory
       *[other] { $n } accessories
    }
    [jewel] { $n ->
        [one] { $n } jewel
       *[other] { $n } jewels
    }
    [servant] { $n ->
        [one] { $n } servant
       *[other] { $n } servants
    }
   *[other] { $n } × { $type }
}
# a gentleman's goods as the contracts count them: "2× tea"
present-ladies-goods = { $count }× { $kind }
present-ladies-craftsman_play = { $cards } for { $boutique }
present-ladies-visit = { $players } { $count ->
    [one] visits
   *[other] visit
} { $boutique }
present-ladies-shop = { $boutique } ({ $players })
present-ladies-slot_taken = { $player } turns over the token in slot { NUMBER($slot, useGrouping: 0) }
present-ladies-bills-paid = pays for { $cards }
present-ladies-bills-servants = { $count ->
    [one] pays for { $count } servant
   *[other] pays for { $count } servants
}
present-ladies-bills-window = buys { $card } from the window at half price
present-ladies-bills-window_servant = buys the servant in the window at half price
present-ladies-bills-deferred = { $count ->
    [one] puts off paying for { $count } card
   *[other] puts off paying for { $count } cards
}
present-ladies-bills-refused = { $count ->
    [one] refuses { $count } card
   *[other] refuses { $count } cards
}
present-ladies-bills-courtesan_paid = pays for the courtesan's { $cards }
present-ladies-bills-courtesan_servants = { $count ->
    [one] pays for { $count } servant of the courtesan
   *[other] pays for { $count } servants of the courtesan
}
present-ladies-bills-courtesan_returned = { $count ->
    [one] returns { $count } card to the courtesan
   *[other] returns { $count } cards to the courtesan
}
present-ladies-bills-nothing = there is nothing to pay

# a seat's line of a result stored before the engine named its sides
present-ladies-result_line = { ORDINAL($place) } place: { $player } — { $score ->
    [one] { $score } point of elegance
   *[other] { $score } points of elegance
}

## present.ladies.result: one line per side, best first (R114)
present-ladies-result-side = { ORDINAL($place) } place: { $players } — { $total ->
    [one] { $total } point
   *[other] { $total } points
} of elegance ({ $parts })
present-ladies-result-note = ; { $note }
present-ladies-result-courtesan_name = { $player } (courtesan)
present-ladies-result-pair = { $courtesan } with { $players }
present-ladies-result-wardrobe = { $points } from the wardrobe
present-ladies-result-servants = { $points } from servants
present-ladies-result-contracts = { $points } from contracts
present-ladies-result-gossip = { $count ->
    [one] −{ $count } for { $count } gossip card
   *[other] −{ $count } for { $count } gossip cards
}
present-ladies-result-dropped = { $player } gives up { $designer }
present-ladies-result-lost_servant = { $player } has no dress at the ball, so her best servant does not count
present-ladies-result-gifts = { $points ->
    [0] { $player }'s gifts to the courtesan are worth nothing
    [one] { $player }'s gifts to the courtesan are worth { $points } point
   *[other] { $player }'s gifts to the courtesan are worth { $points } points
}
present-ladies-result-money = { $player } has { MONEY($amount) } left
present-ladies-result-scandal = the courtesan's scandal places them below every other team

## present.ladies.describe: the position as text
present-ladies-describe-lady = { $player } ({ $role }) · wardrobe: { $cards ->
        [0] empty
        [one] { $cards } card, { $stars ->
            [one] { $stars } star
           *[other] { $stars } stars
        }
       *[other] { $cards } cards, { $stars ->
            [one] { $stars } star
           *[other] { $stars } stars
        }
    } · servants: { $servants } · purchases: { $purchases }
present-ladies-describe-gentleman = { $player } ({ $role }) · goods: { $goods }
present-ladies-describe-money = money { MONEY($money) }
