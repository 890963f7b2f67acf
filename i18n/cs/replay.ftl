## replay: exporting a finished game and replaying the file (python -m bot replay)
replay-not_finished = Exportovat lze jen dohranou hru: tahy rozehrané hry spolu s jejím náhodným semínkem by prozradily všechny skryté karty.
replay-cannot_read = Soubor { $file } nelze přečíst.
replay-not_json = Soubor { $file } není export hry ze Salonu: nejde o JSON.
replay-not_an_export = Soubor { $file } není export hry ze Salonu.
replay-damaged = Soubor { $file } je poškozený: položka { $field } chybí nebo má špatný typ.
replay-newer_version = Soubor { $file } zapsal novější Salon (formát exportu { $version }); tato verze čte formát { $known }.
replay-unknown_game = Soubor { $file } obsahuje hru { $game }, kterou tento Salon nezná.
replay-bad_step = Krok { $step } v souboru { $file } pravidla nedovolují, takže soubor někdo změnil nebo je poškozený.
replay-unfinished =
    { $steps ->
        [one] Soubor { $file } končí po { $steps } kroku, dřív než hra, takže ho někdo změnil nebo je poškozený.
       *[other] Soubor { $file } končí po { $steps } krocích, dřív než hra, takže ho někdo změnil nebo je poškozený.
    }
replay-different_result = Přehrání souboru { $file } dospěje k jinému výsledku, než jaký soubor uvádí, takže ho někdo změnil nebo je poškozený.
replay-long_name = Jedno ze jmen v souboru { $file } je delší než { NUMBER($most, useGrouping: 0) } znaků, jaké žádný herní plán neukázal, takže soubor někdo změnil nebo je poškozený.
replay-cannot_write = Složku { $folder } pro obrázky herních plánů nelze vytvořit ani do ní zapisovat: zvolte jinou pomocí --out.
replay-replayed =
    { $game }: { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčů
    }, { $steps ->
        [one] { $steps } krok
        [few] { $steps } kroky
       *[other] { $steps } kroků
    }, { $turns ->
        [one] { $turns } tah
        [few] { $turns } tahy
       *[other] { $turns } tahů
    }; přehrání dospěje k výsledku, který soubor uvádí.
replay-wrote = Obrázky všech tahů (turn-000.png …) a animované přehrání (replay.gif) jsou ve složce { $folder }.
