## render.ladies
render-ladies-team_letters = ABCDE
render-ladies-day = Day { $day }/{ $days }
render-ladies-money = { MONEY($amount) }
render-ladies-money_hidden = £ ?
render-ladies-must_act = Must act: { $names }
render-ladies-nobody = Nobody has to act
render-ladies-winner = Winners: { $names }
render-ladies-street = The street of boutiques
render-ladies-exchange = Stock exchange
render-ladies-contracts = Contracts
render-ladies-market = Market
render-ladies-teams = Teams
render-ladies-face_down = face down
render-ladies-no_designer = no designer
render-ladies-servant_short = servant
render-ladies-empty = empty
render-ladies-none = —
render-ladies-last_move = Latest move: { $name }
render-ladies-last_timer = Latest: the time ran out
render-ladies-standings = Final standings

## render.ladies.phase
render-ladies-phase-morning = Morning
render-ladies-phase-afternoon = Afternoon
render-ladies-phase-evening = Evening
render-ladies-phase-last_gossip = Last gossip
render-ladies-phase-ball = The ball
render-ladies-phase-ended = Game over

## render.ladies.hint
render-ladies-hint-craftsman = Ladies: choose a craftsman card
render-ladies-hint-window = Ladies: stock the boutiques, choose the window card
render-ladies-hint-visit = Ladies: choose which boutique to visit
render-ladies-hint-wait = Ladies: waiting for the stock exchange
render-ladies-hint-shopping = Ladies: shopping
render-ladies-hint-exchange = Gentlemen: stock exchange
render-ladies-hint-trade = Gentlemen: sales and contracts
render-ladies-hint-court_trim = The courtesan keeps at most 3 purchases
render-ladies-hint-court_give = The courtesan hands her purchases to the gentlemen
render-ladies-hint-gossip = A lady may discard a gossip card instead of the half-price window
render-ladies-hint-bills = Gentlemen pay the bills
render-ladies-hint-last_gossip = Last chance to hand out gossip
render-ladies-hint-ball = Ladies prepare for the ball
render-ladies-hint-ended = The ball is over: the most elegant lady wins; ties: the richer team
render-ladies-hint-async_tick = round { $tick } of the exchange
render-ladies-hint-live_open = the exchange is open
render-ladies-hint-live_ready = waiting until everyone is ready

## render.ladies.role
render-ladies-role-lady = Lady
render-ladies-role-gentleman = Gentleman
render-ladies-role-courtesan = Courtesan

## render.ladies.band
render-ladies-band-must_act = MUST ACT
render-ladies-band-done = done
render-ladies-band-trading = ON TURN
render-ladies-band-place = { ORDINAL($place) } place

## render.ladies.boutique
render-ladies-boutique-L_26_K = L&K
render-ladies-boutique-QueenShop = Queen Shop
render-ladies-boutique-Emporium = Emporium
render-ladies-boutique-Spencer = Spencer
render-ladies-boutique-Victorian = Victorian

## render.ladies.shop
render-ladies-shop-favourite = favourite of
render-ladies-shop-window = Window
render-ladies-shop-under = +{ $n } face down
render-ladies-shop-stocking = being stocked…
render-ladies-shop-empty = no cards
render-ladies-shop-craftsman = Craftsman
render-ladies-shop-craftsman_hidden = chosen, face down
render-ladies-shop-visitors = Visiting
render-ladies-shop-no_visitors = nobody
render-ladies-shop-unvisited = Nobody came: window at ½ price
render-ladies-shop-unvisited_short = No visitor: window ½ price
render-ladies-shop-queue = Serving order
render-ladies-shop-holder = holds the cards
render-ladies-shop-out = left

## render.ladies.ex
render-ladies-ex-slots = Tokens in the pool: { $down } face down
render-ladies-ex-orders_left = Order tokens still in the pool: { $numbers }
render-ladies-ex-orders_none = All order tokens taken
render-ladies-ex-supply = Supply: { $n } goods
render-ladies-ex-turn_order = Turn order
# $count: how many are named (Czech picks the verb's number by it)
render-ladies-ex-moved = { $count ->
   *[other] Moved this round: { $names }
}
render-ladies-ex-ready = { $count ->
   *[other] Ready for the exchange: { $names }
}

## render.ladies.contract
render-ladies-contract-first = first
render-ladies-contract-supplement = incl. { $amount } added
render-ladies-contract-or_bonus = or bonus: { $bonus }
render-ladies-contract-fulfilled = done by
render-ladies-contract-deck = deck { $deck } · discard { $discard }

## render.ladies.bonus
render-ladies-bonus-elegance = +{ $n } elegance
render-ladies-bonus-goods = +{ $n } goods
render-ladies-bonus-servants = +{ $n } servant
render-ladies-bonus-discount = ½ price { $category }

## render.ladies.lady
render-ladies-lady-wardrobe = Wardrobe
render-ladies-lady-wardrobe_empty = no cards yet
render-ladies-lady-craftsman = Craftsmen { $n }
render-ladies-lady-craftsman_chosen = craftsman chosen
render-ladies-lady-visit = Visits { $boutique }
render-ladies-lady-visit_chosen = visit chosen
render-ladies-lady-purchases = Purchases { $n }
render-ladies-lady-deferred = Deferred { $n }
render-ladies-lady-servants = Servants { $n }
render-ladies-lady-gossip = Gossip { $n }
render-ladies-lady-received = Gossip received: { $numbers }
render-ladies-lady-pending = Unpaid cards { $n }
render-ladies-lady-paid = Gifts from gentlemen
render-ladies-lady-given = Handed out tonight: { $list }

## render.ladies.gent
render-ladies-gent-goods = Goods
render-ladies-gent-no_goods = no goods
render-ladies-gent-order = Order
render-ladies-gent-holding = holds token { $slot }
render-ladies-gent-bonus_cards = Bonus cards { $n }
render-ladies-gent-kept_today = kept today { $n }
render-ladies-gent-from_courtesan = from the courtesan { $n }

## render.ladies.result
render-ladies-result-breakdown = wardrobe { $wardrobe } · servants { $servants } · contracts { $contracts }
render-ladies-result-gossip = gossip { $gossip }
render-ladies-result-money = money { $money }
render-ladies-result-scandal = scandal
render-ladies-result-duplicate = duplicate
render-ladies-result-designer = designer
render-ladies-result-lost_servant = no dress
render-ladies-result-dropped = { $designer } dropped
render-ladies-result-gifts = gifts { $n }
render-ladies-result-pair = wins with the courtesan

## render.ladies.kind
render-ladies-kind-dress = dress
render-ladies-kind-coat = coat
render-ladies-kind-hat = hat
render-ladies-kind-gloves = gloves
render-ladies-kind-handbag = handbag
render-ladies-kind-mirror = mirror
render-ladies-kind-parasol = parasol
render-ladies-kind-fan = fan
render-ladies-kind-shoes = shoes
render-ladies-kind-tiara = tiara
render-ladies-kind-necklace = necklace
render-ladies-kind-brooch = brooch
render-ladies-kind-earrings = earrings

## render.ladies.category
render-ladies-category-clothing = Clothing
render-ladies-category-accessory = Accessory
render-ladies-category-jewel = Jewel
render-ladies-category-servant = Servant

## render.ladies.type
render-ladies-type-clothing = Clothing
render-ladies-type-accessory = Accessories
render-ladies-type-jewel = Jewels
render-ladies-type-servant = Servants

## render.ladies.goods
render-ladies-goods-coal = coal
render-ladies-goods-cotton = cotton
render-ladies-goods-gems = gems
render-ladies-goods-wheat = wheat
render-ladies-goods-tea = tea
render-ladies-goods-gold = gold ingot

## render.ladies.goods_letter
render-ladies-goods_letter-coal = Co
render-ladies-goods_letter-cotton = Ct
render-ladies-goods_letter-gems = G
render-ladies-goods_letter-wheat = W
render-ladies-goods_letter-tea = T
render-ladies-goods_letter-gold = Au

## render.ladies.private
render-ladies-private-money = Your money and goods
render-ladies-private-your_turn = Your turn: { $phase }
render-ladies-private-waiting = Waiting for { $names } ({ $phase })
render-ladies-private-not_your_turn = Not your turn ({ $phase })
render-ladies-private-bills = Tonight's bills
render-ladies-private-plan_total = Planned: { $amount }
render-ladies-private-window_offer = Window card at half price
render-ladies-private-courtesan_cards = From the courtesan
render-ladies-private-lady_deferred = Your lady's deferred cards
render-ladies-private-craftsman_hand = Your craftsman cards
render-ladies-private-drawn = To stock in your boutique
render-ladies-private-offer = The offer in your hands
render-ladies-private-stocked = Stocked in your boutique today
render-ladies-private-purchases = Your purchases (your gentleman pays tonight)
render-ladies-private-courtesan_purchases = Your purchases (tonight you hand them to the gentlemen to pay or return)
render-ladies-private-result = { ORDINAL($place) } place · { $total ->
    [one] { $total } point of elegance
   *[other] { $total } points of elegance
}
render-ladies-private-deferred = Deferred cards
render-ladies-private-pending = Purchases to hand out
render-ladies-private-servants = Your servants
render-ladies-private-gossip = Your gossip cards
render-ladies-private-gossip_given = given today
render-ladies-private-servant_taken = servant taken today
render-ladies-private-wardrobe = Your wardrobe
render-ladies-private-stars = elegance { $n }
render-ladies-private-empty = none
render-ladies-private-order_token = order token { $n }
render-ladies-private-holding = You hold token { $slot }: { $token }
render-ladies-private-memory = Seen: { $seen }
render-ladies-private-craft_chosen = played today: { $type } ×{ $n }

## render.ladies.servant_goal
render-ladies-servant_goal-S01 = JpG cards: 2+: +1, 4+: +3
render-ladies-servant_goal-S02 = cards without designer: 3+: +1, 5+: +3
render-ladies-servant_goal-S03 = MC cards: 2+: +1, 4+: +3
render-ladies-servant_goal-S04 = LL cards: 2+: +1, 4+: +3
render-ladies-servant_goal-S05 = your brooch counts double
render-ladies-servant_goal-S06 = cards with two designers: 1: +1, 2+: +3
render-ladies-servant_goal-S07 = jewels: 2+: +1, 4+: +3
render-ladies-servant_goal-S08 = hat / parasol / earrings: one: +1, all three: +3
render-ladies-servant_goal-S09 = accessories: 2+: +1, 4+: +3
render-ladies-servant_goal-S10 = clothing: 2+: +1, 4+: +3
render-ladies-servant_goal-S11 = cards worth 4: 1: +1, 2+: +3
render-ladies-servant_goal-S12 = cards: 4+: +1, 7+: +3
render-ladies-servant_goal-S13 = gloves / tiara / shoes: one: +1, all three: +3
render-ladies-servant_goal-S14 = cards worth 1: 2+: +1, 4+: +3
render-ladies-servant_goal-S15 = your hat counts double
render-ladies-servant_goal-S16 = brooch / coat / mirror: one: +1, all three: +3
render-ladies-servant_goal-S17 = servants: 2+: +1, 3+: +3
render-ladies-servant_goal-S18 = your fan counts double
render-ladies-servant_goal-S19 = your handbag counts double
render-ladies-servant_goal-S20 = cards worth 1, 2 and 3: +1; four different values: +3

## render.ladies.action
render-ladies-action-craftsman = chose a craftsman card
render-ladies-action-window = dressed a shop window
render-ladies-action-visit = chose a boutique to visit
render-ladies-action-take = took a card
render-ladies-action-decline = left the boutique
render-ladies-action-take_set = took cards
render-ladies-action-ready = is ready for the exchange
render-ladies-action-look = took up a token
render-ladies-action-keep = kept a token
render-ladies-action-put_back = put a token back
render-ladies-action-finish = took the last order token
render-ladies-action-tick = made an exchange move
render-ladies-action-sell = sold goods
render-ladies-action-fulfil = fulfilled a contract
render-ladies-action-use_goods_bonus = used a goods bonus
render-ladies-action-end_turn = ended the turn
render-ladies-action-court_keep = kept her purchases
render-ladies-action-court_give = handed a card to a gentleman
render-ladies-action-gossip_discard = discarded a gossip card
render-ladies-action-gossip_keep = kept her gossip cards
render-ladies-action-plan = planned the bills
render-ladies-action-plan_confirm = settled the bills
render-ladies-action-plan_reset = planned the bills
render-ladies-action-plan_fallback = settled the bills
render-ladies-action-gossip = handed out gossip
render-ladies-action-gossip_pass = handed out no more gossip
render-ladies-action-ball_designer = chose a designer to drop
render-ladies-action-timeout = time ran out
render-ladies-summary-figures = Elegance { $stars } · { MONEY($money) }
render-ladies-summary-elegance = Elegance { $stars }
render-ladies-summary-final = Total { $total }
