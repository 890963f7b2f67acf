## The test run's own game (tests/games/pennies): its name, /rules text and option labels,
## decisions, events and refusals
games-pennies-name = Pennies
rules-pennies =
    { "*" }*Pennies** — 2 to 4 players. Pay a penny onto the face-up card or take it with the pennies on it; when the stack runs out, your cards minus your pennies is your score, and the lowest score wins.
options-pennies-chips-name = Pennies
options-pennies-chips-help = How many pennies everyone starts with.
options-pennies-chips-2 = two
options-pennies-chips-4 = four

pennies-prompt-choose = The card { $card } is face up. Pay a penny or take it?
pennies-option-pay = Pay a penny
pennies-option-take = Take the { $card } { $pot ->
        [0] alone
        [one] and { $pot } penny
       *[other] and { $pot } pennies
    }
pennies-about-pay = The penny goes onto the card; the next player decides
pennies-about-take = +{ $card } to your score, { $pot ->
        [0] no pennies
        [one] { $pot } penny
       *[other] { $pot } pennies
    } off it; the next card is turned

events-pennies-card_turned = The card { $card } is turned face up.
events-pennies-paid = { $player } pays a penny not to take the { $card }.
events-pennies-took = { $player } takes the { $card } { $pot ->
        [0] with no pennies on it
        [one] and { $pot } penny
       *[other] and { $pot } pennies
    }.
events-pennies-pennies_now = You now hold { $pennies ->
        [one] { $pennies } penny
       *[other] { $pennies } pennies
    }.

pennies-illegal-not_your_turn = It is not your turn.
pennies-illegal-no_pennies = You have no penny left: take the card.
pennies-illegal-unknown_action = That is not a move in Pennies.
