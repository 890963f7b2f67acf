## present.ladies
present-ladies-status = Day { $day }/{ $days } · { $phase } — waiting for { $players }
present-ladies-ended = The ball is over.
present-ladies-gentleman =
    { "*" }*Your money (secret, even from your lady):** £{ $money }
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
