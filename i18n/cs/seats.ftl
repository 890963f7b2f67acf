# Místa, která mění hráče: /game resign, /game replace, lobby, jehož hostitel odešel.

commands-resign-name = vzdát
commands-resign-description = Vzdejte své místo v rozehrané hře: dohraje ho AI a vy skončíte poslední
commands-replace-name = vystřídat
commands-replace-description = Předejte místo v rozehrané hře jinému členovi, nebo AI
commands-replace-seat-name = místo
commands-replace-seat-help = Číslo místa (1, 2, …) nebo člen, který na něm hraje
commands-replace-with-name = komu
commands-replace-with-help = Člen, který místo převezme
commands-replace-ai-name = ai
commands-replace-ai-help = Nebo místo převezme AI této úrovně

seats-resign_confirm = Opravdu hru #{ $id } vzdáváte? Vaše místo dohraje AI ({ $level }) a vy skončíte na posledním místě. Vzít zpět to nepůjde.
seats-resign_confirm_two = Opravdu hru #{ $id } vzdáváte? Hra tím skončí a vyhraje { $winner }. Vzít zpět to nepůjde.
seats-resign_button = Vzdát hru
seats-keep_button = Hrát dál
seats-resign_kept = Hrajete dál.
seats-resigned = Hru #{ $id } jste vzdali.
seats-resigned_public = 🏳️ { $player } hru vzdává; místo u stolu od teď hraje AI ({ $level }).
seats-resigned_public_two = 🏳️ { $player } hru vzdává; vítězí { $winner }.
seats-result_resigned = { $player }: hra vzdána, poslední místo.
seats-result_by_resignation = Vítězí { $winner }: { $player } hru vzdává.
seats-game_over = Tato hra už skončila: místa u ní už nikdo nepředá.
seats-not_your_question = Tahle otázka patří jinému hráči.
seats-replace_not_allowed = Místo může předat jen hostitel stolu nebo ten, kdo na něm hraje.
seats-no_such_seat = Místo „{ $seat }“ u tohoto stolu není: zadejte číslo od 1 do { $count }, nebo člena, který na místě hraje.
seats-not_seated = { $player } u tohoto stolu nesedí.
seats-choose_one = Řekněte, kdo místo převezme: člena v „komu“, nebo úroveň AI v „ai“ — jedno z toho.
seats-already_seated = { $player } už u tohoto stolu sedí.
seats-is_bot = { $player } je bot: místo může převzít jen člověk nebo AI Salonu.
seats-not_member = { $player } není členem tohoto serveru.
seats-changed_meanwhile = Toto místo právě převzal někdo jiný; podívejte se ke stolu a zkuste to znovu.
seats-replaced = Místo { $seat } teď hraje { $player }.
seats-replaced_public = 🔁 Místo { $seat } mění hráče: { $before } → { $player }.
seats-host_passed = { $host } už na tomto serveru není, a tak stůl od teď hostí { $heir }.
seats-use_resign = Má-li vaše místo hrát AI, vzdejte hru příkazem /hra vzdát (skončíte pak poslední); jinému členovi ho předáte v „komu“.
seats-in_lobby = Hra #{ $id } ještě nezačala: od stolu odejdete příkazem /hra odejít.
