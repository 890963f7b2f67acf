## render.pennies: words on Pennies' images
render-pennies-card = Face up: { $card } · pennies on it: { $pot } · stack: { $stack }
render-pennies-turn = Deciding: { $player }
render-pennies-ended = Game over: the lowest score wins
render-pennies-seat = { $player }: { $cards } ({ $points } points)
render-pennies-yours = Your pennies: { $pennies }
