# Webová stránka hry (bot/web): v jazyce hry; část přihlášeného hráče v jazyce toho, kdo ji čte.

web-title = { $game } — Salon
web-state_active = Hraje se
web-state_finished = Dohráno
web-state_abandoned = Ukončeno
web-step = Krok { NUMBER($n, useGrouping: 0) } z { NUMBER($last, useGrouping: 0) }
web-step_setup = { $last ->
    [0] Začátek hry
   *[other] Začátek hry (krok 0 z { NUMBER($last, useGrouping: 0) })
}
web-board_alt = Herní plán po kroku { NUMBER($n, useGrouping: 0) }: { $latest }
web-board_alt_start = Herní plán na začátku hry
web-summary_alt = Přehled: kdo je na tahu a hlavní čísla každého hráče
web-zoom = Otevřít herní plán v plné velikosti
web-history = Průběh hry
web-first = Začátek
web-previous = O krok zpět
web-next = O krok dál
web-now = Teď
web-replay_gif = Celá hra jako animace
web-replay = Přehrát
web-pause = Pozastavit
web-heading_now = Teď
web-heading_players = Hráči
web-heading_narration = Co se stalo
web-heading_result = Konečné pořadí
web-to_move = na tahu
web-deadline = Tah končí:
web-no_script = Bez JavaScriptu stránka ukáže nové tahy, až ji načtete znovu.
web-not_found_title = Žádná hra
web-not_found = Tento odkaz neotevírá žádnou hru. Zkontrolujte, že je zkopírovaný celý: najdete ho ve vlákně hry a v odpovědi na příkaz /hra stav.
web-index = Salon ukazuje každou hru na vlastní stránce, kterou otevře odkaz ve vlákně hry. Žádné hry se tu nevypisují.
web-hand_alt = Co drží { $player }
web-heading_seat = Vaše místo u stolu
web-signed_in = Přihlášený hráč: { $player }. Tuto část stránky vidíte jen vy.
web-session_none = Nikdo tu není přihlášený: přihlásí vás odkaz, který dostanete tlačítkem Hrát tah nebo Můj přehled.
web-session_invalid = Vaše přihlášení neplatí, a proto stránka ukazuje jen to, co vidí všichni; znovu vás přihlásí odkaz, který dostanete tlačítkem Hrát tah nebo Můj přehled.
web-session_expired = Vaše přihlášení vypršelo, a proto stránka ukazuje jen to, co vidí všichni; nový odkaz dostanete tlačítkem Hrát tah nebo Můj přehled ve vlákně hry.
web-seat_not_yours = Toto místo u stolu už nemáte, a proto stránka ukazuje jen to, co vidí všichni.
web-seat_game_over = Hra skončila, a proto stránka ukazuje jen to, co vidí všichni.
web-link_invalid_title = Tento odkaz neplatí
web-link_invalid = Někdo ho změnil, nebo patří jinému hráči či jiné hře, a proto nikoho nepřihlásí. Vlastní odkaz dostanete tlačítkem Hrát tah nebo Můj přehled ve vlákně hry.
web-link_expired_title = Platnost odkazu vypršela
web-link_expired = Platil do { $time }. Nový dostanete tlačítkem Hrát tah nebo Můj přehled ve vlákně hry.
web-back = Zpět ke hře
web-too_many = Z vaší adresy přišlo naráz příliš mnoho žádostí o obrázky. Počkejte pár sekund a zkuste to znovu.
web-too_many_streams = Z vaší adresy je otevřeno příliš mnoho stránek her. Pár jich zavřete a tato stránka bude za chvíli hru zase sledovat.
web-busy = Hry teď sleduje příliš mnoho lidí. Stránka to za chvíli zkusí znovu.
web-bad_request_title = Tohle není odkaz ze Salonu
web-bad_request = Takovou adresu Salon nevydává. Otevřete hru znovu odkazem z jejího vlákna.
web-state_past = Prohlížíte si dřívější krok
# část stránky přihlášeného hráče: rozhodnutí, které na něj čeká
web-decide_heading = Váš tah
web-decide_on_board = Volby na herním plánu
web-decide_number = Číslo
web-decide_confirm = Potvrdit
web-decide_back = Zpět
web-decide_zoom = Zvětšit herní plán
# stránka uvnitř Discordu (aktivita), než se na jejím místě objeví stránka hry
web-activity_failed = Discord vás nepřihlásil, a tak tu herní plán ukázat nelze: zavřete ho a otevřete znovu.
web-activity_offline = Salon je teď nedostupný: zavřete herní plán a za chvíli ho otevřete znovu.
# v Discordu, když je nastavené SALON_WEB_URL
web-page_link = Sledujte tuto hru v prohlížeči: { $url }
web-seat_link = Vaše místo na stránce hry, s vaším přehledem vedle herního plánu (odkaz vás přihlásí, je jen pro vás a platí 12 hodin): { $url }
web-text_board = Pozice jako text
# hraní na stránce hry: rozhodnutí, tah a proč byl odmítnut
web-waiting_for = Čeká se na: { $players }.
web-waiting = Teď nemáte o čem rozhodovat: až na vás přijde řada, volba se objeví tady.
web-side_nothing = Mimo tah teď nemůžete nic udělat.
web-move_stale = Od vaší volby se hra posunula: tady je, jak teď vypadá.
web-move_other_decision = Tahle volba patří k rozhodnutí, které už před vámi není: tady je to, které máte teď.
web-move_nothing = Teď nemáte o čem rozhodovat.
web-move_not_offered = Tuhle možnost teď nemáte: vyberte si z nabízených.
web-move_wrong_ids = Vyberte tolik možností, kolik otázka žádá, a každou jen jednou.
web-move_wrong_number = Toto číslo tu zvolit nemůžete.
web-move_foreign = Tahy se přijímají jen ze stránky samotné hry.
web-move_not_json = Tah posílá sama stránka hry, ne formulář.
web-move_too_large = Takhle dlouhý tah ve hře být nemůže.
web-move_too_many = Příliš mnoho tahů najednou: chvilku počkejte a zvolte znovu.
web-move_malformed = Tah se nepodařilo přečíst: načtěte stránku znovu a zvolte znovu.
web-move_elsewhere = Tento server hry jen ukazuje: tahy se hrají na stránce, kterou poskytuje sám bot, nebo tlačítky v Discordu.
web-demo_player = Vy
web-demo_player_seat = Vy (místo { $seat })
