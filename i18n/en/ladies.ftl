## ladies.role
ladies-role-lady = lady
ladies-role-gentleman = gentleman
ladies-role-courtesan = courtesan

## ladies.type
ladies-type-clothing = clothing
ladies-type-accessory = accessories
ladies-type-jewel = jewellery
ladies-type-servant = servants

## ladies.category
ladies-category-clothing = clothing
ladies-category-accessory = accessory
ladies-category-jewel = jewel
ladies-category-servant = servant

## ladies.kind
ladies-kind-coal = coal
ladies-kind-cotton = cotton
ladies-kind-gems = gems
ladies-kind-wheat = wheat
ladies-kind-tea = tea
ladies-kind-gold = gold ingot

## ladies.kinds
ladies-kinds-coal = coal
ladies-kinds-cotton = cotton
ladies-kinds-gems = gems
ladies-kinds-wheat = wheat
ladies-kinds-tea = tea
ladies-kinds-gold = gold ingot

## ladies.token
ladies-token-coal = coal
ladies-token-cotton = cotton
ladies-token-gems = gems
ladies-token-wheat = wheat
ladies-token-tea = tea
ladies-token-gold = gold ingot
ladies-token-o1 = order token 1
ladies-token-o2 = order token 2
ladies-token-o3 = order token 3
ladies-token-o4 = order token 4
ladies-token-o5 = order token 5

## ladies.boutique
ladies-boutique-L_26_K = L&K
ladies-boutique-QueenShop = Queen Shop
ladies-boutique-Emporium = Emporium
ladies-boutique-Spencer = Spencer
ladies-boutique-Victorian = Victorian

## ladies.designer
ladies-designer-JpG = Jean-Paul Gantiez
ladies-designer-LL = Lolo LaBanne
ladies-designer-MC = Mélanie Canel

## ladies.bonus
ladies-bonus-elegance = elegance points
ladies-bonus-goods = extra goods
ladies-bonus-discount = half-price evening
ladies-bonus-servants = free servants

## ladies.reason
ladies-reason-sale = a sale
ladies-reason-contract = a contract

## ladies.prompt
ladies-prompt-craftsman = Which craftsman card do you lay before your boutique today?
ladies-prompt-window = Which card goes in the window of { $boutique }? The others lie face down beneath it.
ladies-prompt-visit = Which boutique will you visit this afternoon? Your choice stays secret until every lady has chosen.
ladies-prompt-shop_pick = { $count ->
    [one] { $boutique }: { $count } card. Take it, or decline and leave the boutique.
   *[other] { $boutique }: { $count } cards. Take one card, or decline and leave the boutique.
}
ladies-prompt-shop_take_servant = You are alone in { $boutique } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}). First: which servant, if any, do you take? (one servant per afternoon)
ladies-prompt-shop_take = You are alone in { $boutique } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}). Take any cards you like.
ladies-prompt-exchange_ready = The stock exchange is about to open. Ready?
ladies-prompt-exchange_look = Which token do you turn over? (goods kept this morning: { $kept } of { $limit })
ladies-prompt-exchange_keep = Slot { $slot } holds: { $token }. Keep it or put it back? (goods kept this morning: { $kept } of { $limit })
ladies-prompt-exchange_tick = Exchange round { $tick }: which token will you look at next? (goods kept: { $kept } of { $limit })
ladies-prompt-exchange_wait = No token is free for you to look at this round.
ladies-prompt-trade = Your turn at the market: sell goods, fulfil contracts, or end your turn.
ladies-prompt-fulfil_gold = Contract { $contract }: which goods do your gold ingots replace?
ladies-prompt-fulfil_confirm = Fulfil contract { $contract }?
ladies-prompt-fulfil_reward = You are the first to fulfil { $contract }: take the premium or the bonus?
ladies-prompt-courtesan_trim = Keep at most { $limit } of your purchases; the rest go back to the decks.
ladies-prompt-courtesan_give = To which gentleman do you hand { $card }?
ladies-prompt-gossip_discard = Nobody visited your boutique. Discard one of your own gossip cards instead of the half-price purchase?
ladies-prompt-plan_discount = Activate the half-price bonus of { $contract } ({ $category }) tonight? Planned so far: { MONEY($total) } of your { MONEY($money) }.
ladies-prompt-plan_bill = Bill: { $card } ({ $category }, { MONEY($price) }). Planned so far: { MONEY($total) } of your { MONEY($money) }.
ladies-prompt-plan_window = Your lady's boutique had no visitor: buy its window card { $card } for { MONEY($half) }? Planned so far: { MONEY($total) } of your { MONEY($money) }.
ladies-prompt-plan_court = The courtesan hands you { $card } ({ $category }, { MONEY($price) }). Planned so far: { MONEY($total) } of your { MONEY($money) }.
ladies-prompt-plan_bill_hidden = Bill: a servant, face down ({ MONEY($price) }). Planned so far: { MONEY($total) } of your { MONEY($money) }.
ladies-prompt-plan_court_hidden = The courtesan hands you a servant, face down ({ MONEY($price) }). Planned so far: { MONEY($total) } of your { MONEY($money) }.
ladies-prompt-plan_confirm = Your evening costs { MONEY($total) } of your { MONEY($money) }. Confirm?
ladies-prompt-gossip_give = Hand a gossip card to another lady?
ladies-prompt-gossip_to = To whom do you hand gossip card { $number }?
ladies-prompt-ball_designer = Your wardrobe shows all three designers. Which designer's cards do you give up?

## ladies.option
ladies-option-craftsman = { $n ->
    [one] { $type }: { $n } card
   *[other] { $type }: { $n } cards
}
ladies-option-card = { $card }
ladies-option-boutique = { $boutique }
ladies-option-decline = Decline (leave the boutique)
ladies-option-no_servant = No servant
ladies-option-take_nothing = Take nothing
ladies-option-ready = Ready
ladies-option-keep = Keep { $token }
ladies-option-put_back = Put { $token } back
ladies-option-finish = Take the last order token
ladies-option-slot = Slot { $slot }
ladies-option-slot_group = Slots { $first }–{ $last }
ladies-option-wait = Wait
ladies-option-sell = Sell { $kind } ({ MONEY($price) })
ladies-option-fulfil = Fulfil contract { $contract } ({ MONEY($payout) })
ladies-option-fulfil_confirm = Fulfil { $contract }
ladies-option-gold_for = Gold for: { $kinds }
ladies-option-reward_premium = Take the premium
ladies-option-reward_bonus = Take the bonus ({ $bonus })
ladies-option-goods_bonus = Use the goods bonus of { $contract }
ladies-option-end_trade = End my turn
ladies-option-gentleman = { $player }
ladies-option-lady = { $player }
ladies-option-gossip_card = Gossip card { $number }
ladies-option-give_gossip = Hand over a gossip card…
# the button under My hand that opens the same decision beside the turn order (R134)
ladies-side_action-gossip_give = { ladies-option-give_gossip }
ladies-option-leave_discount = Keep my cards; leave the purchase to my gentleman
ladies-option-pass = Skip
ladies-option-plan_use = Activate
ladies-option-plan_skip = Not tonight
ladies-option-plan_pay = Pay
ladies-option-plan_defer = Pay £100 and defer
ladies-option-plan_refuse = Refuse
ladies-option-plan_buy = Buy at half price
ladies-option-plan_return = Return it to her
ladies-option-confirm = Confirm
ladies-option-start_over = Start over
ladies-option-drop_designer = Give up { $designer } (total { $total })

## ladies.about: what an option does and costs (a select option's description, at most 100 characters)
ladies-about-craftsman = Your boutique draws these cards today; you then choose which one its window shows
ladies-about-card = { $use_id ->
        [window] Shown face up in your boutique's window; the other drawn cards lie face down beneath it
        [take] Your purchase; its bill comes this evening
        [take_set] Your purchase; its bill comes this evening
       *[pick] Chosen, it stays yours; the cards not chosen go back to the decks
    }
ladies-about-boutique = Your secret visit this afternoon; every lady's visit is revealed together
ladies-about-decline = You take nothing more and leave this boutique for today
ladies-about-no_servant = You take no servant from this boutique
ladies-about-take_nothing = You leave the card where it is; nothing is billed
ladies-about-ready = You are ready; the exchange opens when every gentleman is
ladies-about-keep = { $token_id ->
        [order] Your place in today's turn order; your search at the exchange ends
       *[goods] The goods are yours to sell or deliver; they count against today's limit
    }
ladies-about-put_back = It goes back face down for the others to find; you search on
ladies-about-finish = Your search ends with the last order token: the last place in the turn order
ladies-about-slot = You turn this face-down token over and see what it is
ladies-about-slot_group = Next you choose one of these face-down tokens
ladies-about-wait = No token is free to turn over now; you wait for one to be put back
ladies-about-sell = One { $kind } fewer, sold at today's market price
ladies-about-fulfil = Spend its goods for its payout; the first gentleman to fulfil it earns more
ladies-about-fulfil_confirm = Your goods are spent and the contract's payout is yours
ladies-about-gold_for = Gold stands in for these goods in the contract
ladies-about-reward_premium = The premium in money on top of the payout, instead of the bonus
ladies-about-reward_bonus = The contract's bonus on top of the payout, instead of the premium
ladies-about-goods_bonus = Goods drawn at random from the supply for you; the card is then discarded
ladies-about-end_trade = No more selling or fulfilling today
ladies-about-gentleman = He is offered the card this evening: he pays for it or returns it to you
ladies-about-lady = She receives the gossip card; it may cost her at the ball
ladies-about-gossip_card = { $use_id ->
        [gossip_discard] Discarded, it can hurt nobody; your gentleman buys no window card at half price
       *[give] Next you choose the lady who receives it
    }
ladies-about-give_gossip = You choose a gossip card and the lady who receives it
ladies-about-leave_discount = Your gossip cards stay; your gentleman may buy the window card at half price
ladies-about-pass = You hand over no gossip card
ladies-about-plan_use = The contract's half-price bonus lowers tonight's bills{ $then ->
        [settle] ; your plan is settled
       *[next] {""}
    }
ladies-about-plan_skip = Nothing is bought or used tonight{ $then ->
        [settle] ; your plan is settled
       *[next] {""}
    }
ladies-about-plan_pay = You pay { MONEY($price) } and the card is kept{ $then ->
        [settle] ; your plan is settled
       *[next] {""}
    }
ladies-about-plan_defer = You pay { MONEY($price) } now and the bill comes back tomorrow evening{ $then ->
        [settle] ; your plan is settled
       *[next] {""}
    }
ladies-about-plan_refuse = You pay nothing and she loses the card{ $then ->
        [settle] ; your plan is settled
       *[next] {""}
    }
ladies-about-plan_buy = You pay { MONEY($price) }, half its price, and the window card is your lady's{ $then ->
        [settle] ; your plan is settled
       *[next] {""}
    }
ladies-about-plan_return = You pay nothing and the card goes back{ $then ->
        [settle] ; your plan is settled
       *[next] {""}
    }
ladies-about-confirm = Your evening's bills are paid as planned
ladies-about-start_over = The plan is forgotten; you decide on every bill again
ladies-about-drop_designer = These cards no longer count in your wardrobe at the ball

## ladies.illegal
ladies-illegal-already_fulfilled = You have already fulfilled contract { $contract }.
ladies-illegal-already_holding = Put back or keep the token you hold first.
ladies-illegal-choose_reward = The first fulfiller chooses the premium or the bonus.
ladies-illegal-courtesan_quota = You must pay for at least as many of your lady's cards as of the courtesan's.
ladies-illegal-exchange_done = You already hold an order token.
ladies-illegal-first_pick_mandatory = In the first pass you must take a card.
ladies-illegal-game_over = The game is over.
ladies-illegal-goods_limit_reached = You have already kept 3 goods tokens this morning.
ladies-illegal-gossip_condition_false = The condition of gossip card { $card } does not hold.
ladies-illegal-gossip_once_a_day = You have already handed over a gossip card today.
ladies-illegal-holding_nothing = You are not holding a token.
ladies-illegal-keep_at_most = { $count ->
    [one] Keep at most { $count } card.
   *[other] Keep at most { $count } cards.
}
ladies-illegal-keep_or_put_back = Keep the token you hold or put it back.
ladies-illegal-missing_goods = You do not have the goods for contract { $contract }.
ladies-illegal-no_look_now = You cannot look at another token in this move.
ladies-illegal-no_such_bonus = You hold no such bonus card.
ladies-illegal-no_such_goods = You hold no { $kind }.
ladies-illegal-not_a_gentleman = Hand the card to a gentleman.
ladies-illegal-not_a_lady = Gossip goes to another lady.
ladies-illegal-no_deferral_last_evening = There is no deferring on the last evening: pay the bill or refuse it.
ladies-illegal-not_enough_money = You do not have enough money for that.
ladies-illegal-not_first = Only the first fulfiller takes a premium or bonus.
ladies-illegal-not_in_hand = That card is not in your hand.
ladies-illegal-not_in_offer = That card is not in the offer.
ladies-illegal-not_in_this_mode = That action belongs to the other exchange mode.
ladies-illegal-not_last = Only the last gentleman still searching may take the last order token.
ladies-illegal-not_now = That is not possible now.
ladies-illegal-not_your_turn = It is not your turn.
ladies-illegal-plan_choice = That is not one of the possible answers.
ladies-illegal-plan_item = Answer the bills in order.
ladies-illegal-plan_unfinished = Decide every bill first.
ladies-illegal-servant_limit = You may take only one servant card per afternoon.
ladies-illegal-slot_unavailable = Slot { $slot } is no longer free.
ladies-illegal-too_early = That timer has not run out yet.
ladies-illegal-unknown_action = Unknown action.
ladies-illegal-unknown_boutique = Unknown boutique.
ladies-illegal-unknown_card = Unknown card.
ladies-illegal-unknown_contract = Unknown contract.
ladies-illegal-unknown_deadline = Unknown timer.
ladies-illegal-unknown_designer = Unknown designer.
ladies-illegal-unknown_slot = Unknown slot.

## ladies.card
ladies-card-A01 = fan (JpG, ★, £300)
ladies-card-A02 = fan (no designer, ★, £200)
ladies-card-A03 = fan (MC, ★★, £500)
ladies-card-A04 = fan (LL, ★★★, £800)
ladies-card-A05 = fan (MC, ★★★★, £1,100)
ladies-card-A06 = handbag (no designer, ★, £200)
ladies-card-A07 = handbag (JpG, ★★, £500)
ladies-card-A08 = handbag (MC, ★★, £500)
ladies-card-A09 = handbag (LL, ★★★, £800)
ladies-card-A10 = handbag (JpG, ★★★★, £1,100)
ladies-card-A11 = mirror (LL, ★, £300)
ladies-card-A12 = mirror (no designer, ★, £200)
ladies-card-A13 = mirror (JpG, ★★, £500)
ladies-card-A14 = mirror (MC, ★★★, £800)
ladies-card-A15 = mirror (LL+MC, ★★★★, £1,200)
ladies-card-A16 = parasol (MC, ★, £300)
ladies-card-A17 = parasol (LL, ★★, £500)
ladies-card-A18 = parasol (no designer, ★★, £400)
ladies-card-A19 = parasol (JpG, ★★★, £800)
ladies-card-A20 = parasol (JpG+MC, ★★★, £900)
ladies-card-A21 = shoes (JpG+LL, ★★, £600)
ladies-card-A22 = shoes (LL, ★★, £500)
ladies-card-A23 = shoes (JpG, ★★★, £800)
ladies-card-A24 = shoes (MC, ★★★, £800)
ladies-card-A25 = shoes (LL, ★★★★, £1,100)
ladies-card-C01 = coat (MC, ★, £300)
ladies-card-C02 = coat (no designer, ★, £200)
ladies-card-C03 = coat (JpG, ★★★, £800)
ladies-card-C04 = coat (LL, ★★★, £800)
ladies-card-C05 = coat (MC, ★★★★, £1,100)
ladies-card-C06 = dress (no designer, ★, £200)
ladies-card-C07 = dress (JpG, ★★, £500)
ladies-card-C08 = dress (LL, ★★, £500)
ladies-card-C09 = dress (MC, ★★, £500)
ladies-card-C10 = dress (MC, ★★★, £800)
ladies-card-C11 = dress (JpG, ★★★★, £1,100)
ladies-card-C12 = dress (LL, ★★★★, £1,100)
ladies-card-C13 = dress (LL+MC, ★★★★, £1,200)
ladies-card-C14 = gloves (JpG, ★, £300)
ladies-card-C15 = gloves (JpG+LL, ★★, £600)
ladies-card-C16 = gloves (LL, ★★, £500)
ladies-card-C17 = gloves (MC, ★★, £500)
ladies-card-C18 = gloves (no designer, ★★, £400)
ladies-card-C19 = gloves (JpG, ★★★, £800)
ladies-card-C20 = hat (LL, ★, £300)
ladies-card-C21 = hat (no designer, ★, £200)
ladies-card-C22 = hat (JpG, ★★, £500)
ladies-card-C23 = hat (JpG+MC, ★★★, £900)
ladies-card-C24 = hat (LL, ★★★, £800)
ladies-card-C25 = hat (MC, ★★★, £800)
ladies-card-J01 = brooch (no designer, ★, £300)
ladies-card-J02 = brooch (no designer, ★, £300)
ladies-card-J03 = brooch (no designer, ★★, £500)
ladies-card-J04 = brooch (no designer, ★★, £500)
ladies-card-J05 = brooch (no designer, ★★★, £800)
ladies-card-J06 = brooch (no designer, ★★★★, £1,100)
ladies-card-J07 = earrings (no designer, ★, £300)
ladies-card-J08 = earrings (no designer, ★★, £500)
ladies-card-J09 = earrings (no designer, ★★, £500)
ladies-card-J10 = earrings (no designer, ★★★, £800)
ladies-card-J11 = earrings (no designer, ★★★, £800)
ladies-card-J12 = earrings (no designer, ★★★★, £1,100)
ladies-card-J13 = necklace (no designer, ★, £300)
ladies-card-J14 = necklace (no designer, ★, £300)
ladies-card-J15 = necklace (no designer, ★★, £500)
ladies-card-J16 = necklace (no designer, ★★, £500)
ladies-card-J17 = necklace (no designer, ★★★, £800)
ladies-card-J18 = necklace (no designer, ★★★, £800)
ladies-card-J19 = necklace (no designer, ★★★★, £1,100)
ladies-card-J20 = tiara (no designer, ★, £300)
ladies-card-J21 = tiara (no designer, ★★, £500)
ladies-card-J22 = tiara (no designer, ★★, £500)
ladies-card-J23 = tiara (no designer, ★★★, £800)
ladies-card-J24 = tiara (no designer, ★★★, £800)
ladies-card-J25 = tiara (no designer, ★★★★, £1,100)
ladies-card-S01 = Abigale (servant, £200)
ladies-card-S02 = Agnes (servant, £200)
ladies-card-S03 = Ann (servant, £200)
ladies-card-S04 = Bessie (servant, £200)
ladies-card-S05 = Edith (servant, £200)
ladies-card-S06 = Edwina (servant, £200)
ladies-card-S07 = Eleanor (servant, £200)
ladies-card-S08 = Georgia (servant, £200)
ladies-card-S09 = Lenora (servant, £200)
ladies-card-S10 = Margaret (servant, £200)
ladies-card-S11 = Martha (servant, £200)
ladies-card-S12 = Mary (servant, £200)
ladies-card-S13 = Myrthe (servant, £200)
ladies-card-S14 = Nancy (servant, £200)
ladies-card-S15 = Nelly (servant, £200)
ladies-card-S16 = Nora (servant, £200)
ladies-card-S17 = Permelia (servant, £200)
ladies-card-S18 = Rowena (servant, £200)
ladies-card-S19 = Victoria (servant, £200)
ladies-card-S20 = Vivian (servant, £200)

## ladies.cards
ladies-cards-A01 = fan (JpG, ★, £300)
ladies-cards-A02 = fan (no designer, ★, £200)
ladies-cards-A03 = fan (MC, ★★, £500)
ladies-cards-A04 = fan (LL, ★★★, £800)
ladies-cards-A05 = fan (MC, ★★★★, £1,100)
ladies-cards-A06 = handbag (no designer, ★, £200)
ladies-cards-A07 = handbag (JpG, ★★, £500)
ladies-cards-A08 = handbag (MC, ★★, £500)
ladies-cards-A09 = handbag (LL, ★★★, £800)
ladies-cards-A10 = handbag (JpG, ★★★★, £1,100)
ladies-cards-A11 = mirror (LL, ★, £300)
ladies-cards-A12 = mirror (no designer, ★, £200)
ladies-cards-A13 = mirror (JpG, ★★, £500)
ladies-cards-A14 = mirror (MC, ★★★, £800)
ladies-cards-A15 = mirror (LL+MC, ★★★★, £1,200)
ladies-cards-A16 = parasol (MC, ★, £300)
ladies-cards-A17 = parasol (LL, ★★, £500)
ladies-cards-A18 = parasol (no designer, ★★, £400)
ladies-cards-A19 = parasol (JpG, ★★★, £800)
ladies-cards-A20 = parasol (JpG+MC, ★★★, £900)
ladies-cards-A21 = shoes (JpG+LL, ★★, £600)
ladies-cards-A22 = shoes (LL, ★★, £500)
ladies-cards-A23 = shoes (JpG, ★★★, £800)
ladies-cards-A24 = shoes (MC, ★★★, £800)
ladies-cards-A25 = shoes (LL, ★★★★, £1,100)
ladies-cards-C01 = coat (MC, ★, £300)
ladies-cards-C02 = coat (no designer, ★, £200)
ladies-cards-C03 = coat (JpG, ★★★, £800)
ladies-cards-C04 = coat (LL, ★★★, £800)
ladies-cards-C05 = coat (MC, ★★★★, £1,100)
ladies-cards-C06 = dress (no designer, ★, £200)
ladies-cards-C07 = dress (JpG, ★★, £500)
ladies-cards-C08 = dress (LL, ★★, £500)
ladies-cards-C09 = dress (MC, ★★, £500)
ladies-cards-C10 = dress (MC, ★★★, £800)
ladies-cards-C11 = dress (JpG, ★★★★, £1,100)
ladies-cards-C12 = dress (LL, ★★★★, £1,100)
ladies-cards-C13 = dress (LL+MC, ★★★★, £1,200)
ladies-cards-C14 = gloves (JpG, ★, £300)
ladies-cards-C15 = gloves (JpG+LL, ★★, £600)
ladies-cards-C16 = gloves (LL, ★★, £500)
ladies-cards-C17 = gloves (MC, ★★, £500)
ladies-cards-C18 = gloves (no designer, ★★, £400)
ladies-cards-C19 = gloves (JpG, ★★★, £800)
ladies-cards-C20 = hat (LL, ★, £300)
ladies-cards-C21 = hat (no designer, ★, £200)
ladies-cards-C22 = hat (JpG, ★★, £500)
ladies-cards-C23 = hat (JpG+MC, ★★★, £900)
ladies-cards-C24 = hat (LL, ★★★, £800)
ladies-cards-C25 = hat (MC, ★★★, £800)
ladies-cards-J01 = brooch (no designer, ★, £300)
ladies-cards-J02 = brooch (no designer, ★, £300)
ladies-cards-J03 = brooch (no designer, ★★, £500)
ladies-cards-J04 = brooch (no designer, ★★, £500)
ladies-cards-J05 = brooch (no designer, ★★★, £800)
ladies-cards-J06 = brooch (no designer, ★★★★, £1,100)
ladies-cards-J07 = earrings (no designer, ★, £300)
ladies-cards-J08 = earrings (no designer, ★★, £500)
ladies-cards-J09 = earrings (no designer, ★★, £500)
ladies-cards-J10 = earrings (no designer, ★★★, £800)
ladies-cards-J11 = earrings (no designer, ★★★, £800)
ladies-cards-J12 = earrings (no designer, ★★★★, £1,100)
ladies-cards-J13 = necklace (no designer, ★, £300)
ladies-cards-J14 = necklace (no designer, ★, £300)
ladies-cards-J15 = necklace (no designer, ★★, £500)
ladies-cards-J16 = necklace (no designer, ★★, £500)
ladies-cards-J17 = necklace (no designer, ★★★, £800)
ladies-cards-J18 = necklace (no designer, ★★★, £800)
ladies-cards-J19 = necklace (no designer, ★★★★, £1,100)
ladies-cards-J20 = tiara (no designer, ★, £300)
ladies-cards-J21 = tiara (no designer, ★★, £500)
ladies-cards-J22 = tiara (no designer, ★★, £500)
ladies-cards-J23 = tiara (no designer, ★★★, £800)
ladies-cards-J24 = tiara (no designer, ★★★, £800)
ladies-cards-J25 = tiara (no designer, ★★★★, £1,100)
ladies-cards-S01 = Abigale (servant, £200)
ladies-cards-S02 = Agnes (servant, £200)
ladies-cards-S03 = Ann (servant, £200)
ladies-cards-S04 = Bessie (servant, £200)
ladies-cards-S05 = Edith (servant, £200)
ladies-cards-S06 = Edwina (servant, £200)
ladies-cards-S07 = Eleanor (servant, £200)
ladies-cards-S08 = Georgia (servant, £200)
ladies-cards-S09 = Lenora (servant, £200)
ladies-cards-S10 = Margaret (servant, £200)
ladies-cards-S11 = Martha (servant, £200)
ladies-cards-S12 = Mary (servant, £200)
ladies-cards-S13 = Myrthe (servant, £200)
ladies-cards-S14 = Nancy (servant, £200)
ladies-cards-S15 = Nelly (servant, £200)
ladies-cards-S16 = Nora (servant, £200)
ladies-cards-S17 = Permelia (servant, £200)
ladies-cards-S18 = Rowena (servant, £200)
ladies-cards-S19 = Victoria (servant, £200)
ladies-cards-S20 = Vivian (servant, £200)

## ladies.item
ladies-item-dress = dress
ladies-item-coat = coat
ladies-item-hat = hat
ladies-item-gloves = gloves
ladies-item-handbag = handbag
ladies-item-mirror = mirror
ladies-item-parasol = parasol
ladies-item-fan = fan
ladies-item-shoes = shoes
ladies-item-tiara = tiara
ladies-item-necklace = necklace
ladies-item-brooch = brooch
ladies-item-earrings = earrings

## ladies.contract: a contract by the goods it asks for, as its card shows them
ladies-contract-K01 = cotton + wheat
ladies-contract-K02 = coal + tea
ladies-contract-K03 = gems + wheat
ladies-contract-K04 = cotton + tea
ladies-contract-K05 = 2× coal + gems
ladies-contract-K06 = tea + 2× wheat
ladies-contract-K07 = cotton + gems + tea
ladies-contract-K08 = coal + cotton + wheat
ladies-contract-K09 = 2× gems + tea
ladies-contract-K10 = coal + cotton + gems + wheat
ladies-contract-K11 = coal + 2× tea + wheat
ladies-contract-K12 = 2× cotton + gems + tea
ladies-contract-K13 = 2× coal + 2× gems
ladies-contract-K14 = cotton + gems + tea + wheat
ladies-contract-K15 = coal + cotton + gems + tea + wheat
ladies-contract-K16 = 2× cotton + 3× tea
ladies-contract-K17 = coal + 2× gems + 2× wheat
ladies-contract-K18 = 2× coal + cotton + tea + wheat

## ladies.hidden
ladies-hidden-card = a face-down card

## events.ladies
events-ladies-game_started = Ladies & Gentlemen begins: { $days } days until the ball, shopping in { $boutiques }.
events-ladies-servant_dealt = You start the game with { $cards }.
events-ladies-day_started = Day { $day } of { $days } begins.
events-ladies-craftsman_hand = Your craftsman cards: { $cards }.
events-ladies-craftsman_chosen = { $player } has chosen a craftsman card.
events-ladies-craftsmen_revealed = The craftsman cards are turned over: { $plays }.
events-ladies-offer_drawn = You draw for your boutique: { $cards }.
events-ladies-window_chosen = { $count ->
    [0] { $player } puts a card in the window of { $boutique }: { $card }, with nothing beneath it.
    [one] { $player } puts a card in the window of { $boutique }: { $card }, with { $count } card face down beneath it.
   *[other] { $player } puts a card in the window of { $boutique }: { $card }, with { $count } cards face down beneath it.
}
events-ladies-windows_set = Every shop window is dressed.
events-ladies-visit_chosen = { $player } has chosen the boutique she will visit.
events-ladies-visits_revealed = The visiting cards are turned over: { $visits }.
events-ladies-gentleman_ready = { $player } is ready for the stock exchange.
events-ladies-exchange_opened = The stock exchange opens!
events-ladies-exchange_closed = The stock exchange closes; the order tokens left are dealt at random.
events-ladies-token_taken_up = { $player } takes up the token in slot { NUMBER($slot, useGrouping: 0) }.
events-ladies-token_seen = Slot { NUMBER($slot, useGrouping: 0) } holds { $token }.
events-ladies-token_put_back = { $player } declines the token from slot { NUMBER($slot, useGrouping: 0) }.
events-ladies-token_put_back_forced = { $player } has to put back the token from slot { NUMBER($slot, useGrouping: 0) }.
events-ladies-goods_kept = { $player } keeps { $kind_id ->
    [gold] a gold ingot
   *[other] { $kind }
} from slot { NUMBER($slot, useGrouping: 0) }.
events-ladies-order_kept = { $player } keeps order token { NUMBER($number, useGrouping: 0) } from slot { NUMBER($slot, useGrouping: 0) } and stops searching.
events-ladies-order_dealt = { $player } receives order token { NUMBER($number, useGrouping: 0) }.
events-ladies-order_dealt_last = { $player } takes the last order token, number { NUMBER($number, useGrouping: 0) }.
events-ladies-tick_move_made = { $count ->
    [one] { $players } has chosen a move for round { NUMBER($tick, useGrouping: 0) } of the exchange.
   *[other] { $players } have chosen their moves for round { NUMBER($tick, useGrouping: 0) } of the exchange.
}{ $tick ->
    [1] {" "}Moves stay secret until the round is resolved.
   *[other] {""}
}
events-ladies-tick_resolved = { $count ->
    [0] Round { NUMBER($tick, useGrouping: 0) } of the exchange is resolved; nobody takes up a token.
   *[other] Round { NUMBER($tick, useGrouping: 0) } of the exchange is resolved: { $taken }.
}
events-ladies-turn_order_set = The gentlemen's turn order today: { $players }.
events-ladies-shopping_started = The ladies go shopping: { $shops }.
events-ladies-offer_seen = The offer reaches you: { $cards }.
events-ladies-card_taken = { $count ->
    [one] { $player } takes a card in { $boutique } (her first purchase today).
   *[other] { $player } takes a card in { $boutique } ({ $count } purchases today).
}
events-ladies-cards_taken = { $count ->
    [0] { $player } has { $boutique } to herself and takes nothing.
    [one] { $player } has { $boutique } to herself and takes { $count } card.
   *[other] { $player } has { $boutique } to herself and takes { $count } cards.
}
events-ladies-shopper_declined = { $player } takes nothing more and leaves { $boutique }.
events-ladies-shopper_out = { $player } can take nothing more in { $boutique }.
events-ladies-boutique_closed = { $boutique } closes for the day.
events-ladies-shopping_ended = { $returned ->
    [0] Shopping is over; every card on offer has found a buyer.
    [one] Shopping is over; { $returned } card nobody took goes back to its deck.
   *[other] Shopping is over; { $returned } cards nobody took go back to their decks.
}
events-ladies-goods_sold = { $player } sells { $kind_id ->
    [gold] a gold ingot
    [gems] a gem token
   *[other] a { $kind } token
} at the market.
events-ladies-contract_fulfilled = { $player } fulfils the contract { $contract }{ $reward ->
    [premium] , the first to do so, and takes its premium
    [bonus] , the first to do so, and takes its bonus ({ $bonus })
    [none] , the first to do so
   *[later] {""}
}.
events-ladies-servant_bonus_used = { $count ->
    [0] The servant deck is empty: the bonus of { $player } brings { $lady_player } no servant.
    [one] The bonus of { $player } brings { $lady_player } { $count } free servant.
   *[other] The bonus of { $player } brings { $lady_player } { $count } free servants.
}
events-ladies-servants_received = New servants: { $cards }.
events-ladies-money_received = You receive { MONEY($amount) } for { $reason }.
events-ladies-goods_bonus_used = { $count ->
    [0] { $player } uses the goods bonus of the contract { $contract }, but the supply is empty.
   *[other] { $player } uses the goods bonus of the contract { $contract } and draws { $kinds }.
}
events-ladies-trade_ended = { $player } ends the turn at the market.
events-ladies-bonus_card_received = { $player } keeps the contract card { $contract } for its bonus ({ $bonus }).
events-ladies-evening_started = Evening of day { $day }: the bills.
events-ladies-courtesan_trimmed = { $kept ->
    [0] { $player } discards all her purchases ({ $dropped }).
   *[other] { $dropped ->
    [0] { $player } keeps all her purchases ({ $kept }).
   *[other] { $kept ->
        [one] { $player } keeps { $kept } purchase and discards { $dropped }.
       *[other] { $player } keeps { $kept } purchases and discards { $dropped }.
    }
}
}
events-ladies-courtesan_card_handed = { $player } hands a purchase to { $to_player } to pay for.
events-ladies-courtesan_card_received = The courtesan hands you { $card } to pay for or to return.
events-ladies-gossip_discarded = { $player } discards a gossip card instead of buying the window card at half price.
events-ladies-gossip_not_discarded = { $player } keeps her gossip cards.
events-ladies-bills_paid = { $amount ->
    [0] You have no bills tonight.
   *[other] Your bills tonight: { MONEY($amount) }.
}
events-ladies-bills_settled = Your team's bills are settled.
events-ladies-bills_settled_public = { $player } settles { $lady_player }'s bills: { $parts }.
events-ladies-discount_used = { $player } uses the half-price bonus for { $categories }.
events-ladies-contracts_reshuffled = The contract deck is reshuffled.
events-ladies-evening_ended = { $returned ->
    [0] The evening ends.
    [one] The evening ends; { $returned } card goes back to its deck.
   *[other] The evening ends; { $returned } cards go back to their decks.
}
events-ladies-gossip_given = { $player } hands gossip card no. { NUMBER($card, useGrouping: 0) } to { $to_player }.
events-ladies-gossip_failed = The gossip card { $player } meant to hand on no longer applies; it stays with her.
events-ladies-gossip_failed_own = Your gossip card { $card } no longer applies to { $to_player }; it stays in your hand.
events-ladies-last_gossip_opened = { $count ->
    [0] No lady can pass on gossip before the ball.
   *[other] A last chance to pass on gossip before the ball: { $players }.
}
events-ladies-last_gossip_answered = { $player } has decided about her last gossip.
events-ladies-ball_started = { $discarded ->
    [0] The ball begins!
    [one] The ball begins! { $discarded } unpaid card is discarded.
   *[other] The ball begins! { $discarded } unpaid cards are discarded.
}
events-ladies-ball_started_choosing = { $discarded ->
    [0] The ball begins!
    [one] The ball begins! { $discarded } unpaid card is discarded.
   *[other] The ball begins! { $discarded } unpaid cards are discarded.
} { $count ->
    [one] { $players } wears all three designers and must give one up.
   *[other] { $players } wear all three designers and must each give one up.
}
events-ladies-designer_chosen = { $player } has chosen which designer to give up.
events-ladies-game_ended = { $count ->
    [one] The ball is over: { $players } wins.
   *[other] The ball is over: { $players } win.
}

## options.ladies.exchange_mode
options-ladies-exchange_mode-name = Stock exchange
options-ladies-exchange_mode-help = In rounds: the gentlemen search round by round, one token each per round. Live race: everyone turns tokens over at once, for groups playing at the same time.
options-ladies-exchange_mode-async = in rounds
options-ladies-exchange_mode-live = live race

## options.ladies.gossip
options-ladies-gossip-name = Gossip variant
options-ladies-gossip-help = Each lady gets 3 gossip cards to pass on; every card held at the ball costs 1 elegance.
options-ladies-gossip-false = off
options-ladies-gossip-true = on

## options.ladies.exchange_memory
options-ladies-exchange_memory-name = Exchange memory
options-ladies-exchange_memory-help = Whether a gentleman's panel lists the tokens he has put back this morning.
options-ladies-exchange_memory-shown = shown
options-ladies-exchange_memory-hidden = hidden

## options.ladies.goods_cap_scope
options-ladies-goods_cap_scope-name = Goods limit
options-ladies-goods_cap_scope-help = The limit of 3 goods: for tokens kept this morning, or for all goods held.
options-ladies-goods_cap_scope-this_morning = kept this morning
options-ladies-goods_cap_scope-total_holding = all goods held

## options.ladies.panels
options-ladies-panels-name = Boutiques
options-ladies-panels-help = Which boutiques are in play.
options-ladies-panels-first_t = the first ones
options-ladies-panels-random = random

## options.ladies.first_pick_mandatory
options-ladies-first_pick_mandatory-name = First pick in a shared boutique
options-ladies-first_pick_mandatory-help = Whether each visitor must take a card in the first pass.
options-ladies-first_pick_mandatory-true = mandatory
options-ladies-first_pick_mandatory-false = optional

## options.ladies.servant_bill_reveal
options-ladies-servant_bill_reveal-name = Servant bills
options-ladies-servant_bill_reveal-help = Whether a gentleman sees which servant he pays for.
options-ladies-servant_bill_reveal-hidden = hidden
options-ladies-servant_bill_reveal-shown = shown

## options.ladies.day3_order
options-ladies-day3_order-name = Craftsman cards after day 3
options-ladies-day3_order-help = Pass the last card before or after picking up the cards before the boutique.
options-ladies-day3_order-pass_then_pickup = pass, then pick up
options-ladies-day3_order-pickup_then_pass = pick up, then pass

## options.ladies.dress_check
options-ladies-dress_check-name = Dress check
options-ladies-dress_check-help = Whether a dress lost to the designer limit also costs the best servant.
options-ladies-dress_check-after_designers = after the designer check
options-ladies-dress_check-initial_only = before it only

## options.ladies.designer_limit_scope
options-ladies-designer_limit_scope-name = Designer limit
options-ladies-designer_limit_scope-help = The two-designer limit covers clothing and accessories (Czech rules) or the whole wardrobe.
options-ladies-designer_limit_scope-clothing_accessories = clothing and accessories
options-ladies-designer_limit_scope-whole_wardrobe = whole wardrobe

## options.ladies.mary_counts
options-ladies-mary_counts-name = Mary and gossip card 20
options-ladies-mary_counts-help = Whether servants count as cards.
options-ladies-mary_counts-wardrobe = wardrobe cards
options-ladies-mary_counts-wardrobe_and_servants = wardrobe and servants

## options.ladies.ball_choices
options-ladies-ball_choices-name = Designer choice at the ball
options-ladies-ball_choices-help = Ask the lady which designer to give up, or choose the best for her.
options-ladies-ball_choices-ask = ask
options-ladies-ball_choices-auto = automatic

## options.ladies.final_tie
options-ladies-final_tie-name = A tie at the end
options-ladies-final_tie-help = Teams tied in both elegance and money share their place, or a draw decides it.
options-ladies-final_tie-shared = shared
options-ladies-final_tie-lot = by lot

## options.ladies.courtesan_returns
options-ladies-courtesan_returns-name = Courtesan's returned cards
options-ladies-courtesan_returns-help = A card a gentleman returns to the courtesan stays with her or is discarded.
options-ladies-courtesan_returns-keep = she keeps it
options-ladies-courtesan_returns-discard = discarded

## options.ladies.courtesan_gift_measure
options-ladies-courtesan_gift_measure-name = Courtesan's gifts
options-ladies-courtesan_gift_measure-help = Gifts are measured by the elegance they bring her or by their price.
options-ladies-courtesan_gift_measure-elegance = elegance
options-ladies-courtesan_gift_measure-price = price

## options.ladies.courtesan_win_mode
options-ladies-courtesan_win_mode-name = Courtesan's victory
options-ladies-courtesan_win_mode-help = When the courtesan wins, only she and her best gentleman win, or the best team as well.
options-ladies-courtesan_win_mode-pair_only = the pair only
options-ladies-courtesan_win_mode-pair_and_best_team = also the best team

## options.ladies.regift_gossip
options-ladies-regift_gossip-name = Passing on received gossip
options-ladies-regift_gossip-help = Whether a received gossip card may be handed on.
options-ladies-regift_gossip-false = no
options-ladies-regift_gossip-true = yes

## latest.ladies: the board header's "Latest move: who · what" (the name comes first)
latest-ladies-craftsman_chosen = chooses a craftsman card
latest-ladies-window_chosen = dresses the window of { $boutique }
latest-ladies-visit_chosen = chooses a boutique to visit
latest-ladies-card_taken = takes a card in { $boutique }
latest-ladies-cards_taken = { $count ->
    [one] takes { $count } card in { $boutique }
   *[other] takes { $count } cards in { $boutique }
}
latest-ladies-shopper_declined = leaves { $boutique }
latest-ladies-gentleman_ready = is ready for the exchange
latest-ladies-token_taken_up = takes up a token
latest-ladies-goods_kept = keeps { $kind }
latest-ladies-order_kept = keeps an order token
latest-ladies-token_put_back = declines a token
latest-ladies-tick_move_made = chooses an exchange move
latest-ladies-goods_sold = sells { $kind }
latest-ladies-contract_fulfilled = fulfils the contract { $contract }
latest-ladies-trade_ended = ends the turn at the market
latest-ladies-bills_settled_public = settles the bills
latest-ladies-courtesan_trimmed = chooses the purchases she keeps
latest-ladies-courtesan_card_handed = hands a purchase to a gentleman
latest-ladies-gossip_given = hands out gossip
latest-ladies-last_gossip_answered = decides about her last gossip
latest-ladies-designer_chosen = gives up a designer

## the game's name, /rules text and option labels (games.*, rules.*, options.*)
games-ladies-name = Ladies & Gentlemen
rules-ladies =
    { "*" }*Ladies & Gentlemen** — 4 to 10 players in teams of a lady and a gentleman (a courtesan joins an odd table). Six days, then the ball: the most elegant lady's team wins.
    • **Morning:** the gentlemen race at the stock exchange, turning tokens for goods and a place in the turn order; the ladies choose what their favourite boutique puts in its window and where they will shop.
    • **Afternoon:** the ladies visit the boutiques in turn and pick their purchases; the gentlemen sell goods and fulfil contracts.
    • **Evening:** each gentleman decides on his lady's bills — pay, refuse, or pay £100 to postpone.
    • **The ball:** wardrobes are checked, servants' goals and contracts count, gossip may hurt. With the gossip variant a lady may hand a gossip card to another lady at any moment, from **My hand**. A gentleman's money is secret even from his lady, and her servants are secret even from him.
    Your team comes from the order of joining: seats 1 and 2 are team 1 (lady, gentleman), and so on. Press **Take your turn** when you are named, and **My hand** for your secrets.

## standing orders at the async exchange (engines/ladies/exchange_async)
ladies-token-order = an order token
ladies-prompt-exchange_search = Exchange round { $tick }: give standing orders for the whole morning, or search this round yourself? (goods kept: { $kept } of { $limit })
ladies-prompt-exchange_orders = Which tokens will you keep this morning? Your rounds are then played for you until your search ends or you change the orders under My hand. (goods kept: { $kept } of { $limit })
ladies-prompt-standing_orders = Your standing orders keep: { $token }. (goods kept: { $kept } of { $limit })
ladies-option-standing_orders = Standing orders
ladies-option-by_hand = Search this round yourself
ladies-option-orders_goods = Keep { $token }
ladies-option-orders_order = Keep the first order token
ladies-option-orders_change = Change the orders
ladies-option-orders_stop = Search by hand again
ladies-about-standing_orders = Say once what you keep; every round is then played for you, nobody waits for you
ladies-about-by_hand = Keep or put back what you hold, then choose the token you look at next
ladies-about-orders_goods = Each one you find is kept, up to the morning's goods limit; unseen tokens first
ladies-about-orders_order = Your search ends with the first one you find; without it, once your goods are full
ladies-about-orders_change = Choose again which tokens you keep; the next round plays by the new orders
ladies-about-orders_stop = This round still plays by the orders; from the next one you choose each move yourself
ladies-side_action-standing_orders = Standing orders
ladies-illegal-unknown_orders = Standing orders name kinds of goods and the order token, each once.
ladies-illegal-no_orders = You have no standing orders to end.
events-ladies-orders_given = Your standing orders keep: { $token }. Your rounds are played for you.
events-ladies-orders_dropped = Your standing orders end after this round; then you search the exchange by hand.
ladies-prompt-standing_orders_ending = Your standing orders keep: { $token }; they end after this round, then you search by hand. (goods kept: { $kept } of { $limit })
