## history: /hra historie, co se stalo od vašeho posledního tahu, /hra export a záznam hry po jejím konci
history-since_your_move = Od vašeho posledního tahu:
history-more_moves =
    { $count ->
        [one] …a ještě { $count } tah — viz /hra historie
        [few] …a ještě { $count } tahy — viz /hra historie
        [many] …a ještě { $count } tahu — viz /hra historie
       *[other] …a ještě { $count } tahů — viz /hra historie
    }
history-step_setup = **Hra č. { $id } · { $game }** — začátek, před krokem 1 z { $last }
history-step = **Hra č. { $id } · { $game }** — krok { $n } z { $last }
history-nothing_public = V tomto kroku se nestalo nic, co by ostatní viděli.
history-start = ⏮ Začátek
history-previous = ◀
history-next = ▶
history-end = Konec ⏭
history-mine = Můj poslední tah
history-never_started = Hra č. { $id } nezačala, takže nemá žádné tahy, které by šlo procházet.
history-unreadable = Historii této hry nelze přečíst: hra je poškozená.
history-exported = Hra č. { $id } jako soubor: její nastavení, hráči pod jmény, která ukazovaly desky, počáteční hodnota náhody (seed) a všechny tahy. Přehrát ji můžete příkazem `python -m bot replay`.
history-replay = Záznam hry č. { $id }: po jednom obrázku na každý tah.
commands-history-name = historie
commands-history-description = Projděte si desky hry od začátku do konce
commands-export-name = export
commands-export-description = Stáhněte si dohranou hru jako soubor na památku nebo k přehrání
