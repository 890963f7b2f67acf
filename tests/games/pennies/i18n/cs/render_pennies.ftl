## render.pennies: slova na obrázcích hry Haléře
render-pennies-card = Odkrytá karta: { $card } · haléřů na ní: { $pot } · v balíčku: { $stack }
render-pennies-turn = Rozhoduje: { $player }
render-pennies-ended = Konec hry: vyhrává nejnižší skóre
render-pennies-seat = { $player }: { $cards } (bodů: { $points })
render-pennies-yours = Vaše haléře: { $pennies }
