## present.pennies: Pennies' lines in messages
present-pennies-status = { $player } decides on the card { $card } ({ $pot ->
        [0] no pennies on it
        [one] { $pot } penny on it
       *[other] { $pot } pennies on it
    }).
present-pennies-ended = The stack is empty: the game is over.
present-pennies-hand = You hold { $pennies ->
        [one] { $pennies } penny
       *[other] { $pennies } pennies
    }.
present-pennies-breakdown-cards = { $value } in cards
present-pennies-breakdown-pennies = { $value ->
        [one] { $value } penny held, a point off
       *[other] { $value } pennies held, a point off each
    }
present-pennies-result_line = { ORDINAL($place) } place: { $player } — { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
