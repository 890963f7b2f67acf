## history: /hra historie, co se stalo od vašeho posledního tahu, /hra export a záznam hry po jejím konci
history-since_your_move = Od vašeho posledního tahu:
history-more_moves =
    { $count ->
        [one] …a ještě { $count } tah — viz /hra historie
        [few] …a ještě { $count } tahy — viz /hra historie
        [many] …a ještě { $count } tahu — viz /hra historie
       *[other] …a ještě { $count } tahů — viz /hra historie
    }
history-step_setup = **Hra č. { $id } · { $game }** — začátek hry (krok 0 z { $last })
history-step = **Hra č. { $id } · { $game }** — krok { $n } z { $last }
history-nothing_public = V tomto kroku se nestalo nic, co by ostatní viděli.
history-start = ⏮ Začátek
history-previous = ◀
history-next = ▶
history-end = Konec ⏭
history-mine = Můj poslední tah
history-never_started = Hra č. { $id } vůbec nezačala, takže v ní nejsou žádné tahy k procházení.
history-unreadable = Historii této hry nelze zobrazit: hra je poškozená.
history-exported = Hra č. { $id } jako soubor: nastavení, jména hráčů tak, jak je ukazovaly herní plány, počáteční nastavení náhody a všechny tahy. Uschovejte si ho jako záznam hry: kdo Salon provozuje, z něj umí hru znovu přehrát a vykreslit všechny herní plány.
history-replay = Záznam hry č. { $id }: jeden obrázek za každý tah.
commands-history-name = historie
commands-history-description = Projděte si hru tah po tahu od začátku do konce
commands-export-name = export
commands-export-description = Stáhněte si dohranou hru jako soubor na památku nebo k přehrání
