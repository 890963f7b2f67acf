# Herní plán přímo v Discordu (bot/web/activity.py, tlačítka a odkazy aktivity): v jazyce čtenáře.

activity-opening = Otevírám herní plán…
activity-malformed = Spuštění tohoto herního plánu z Discordu se nepodařilo přečíst: zavřete ho a otevřete znovu.
activity-code_refused = Discord nepotvrdil, kdo jste: zavřete herní plán a otevřete ho znovu.
activity-discord_unreachable = Discord teď nedokázal potvrdit, kdo jste: zkuste to za chvíli znovu.
activity-not_in_instance = Podle Discordu u tohoto herního plánu nejste: zavřete ho a otevřete znovu.
activity-no_game = V tomto kanálu se žádná hra Salonu nehraje: otevřete herní plán z vlákna hry nebo z upozornění, že jste na tahu.
activity-other_guild = Tato hra patří serveru, jehož nejste členem.
activity-spectator = V této hře nemáte místo, takže herní plán ukazuje jen to, co vidí všichni.
activity-too_many = Odsud jste se o otevření herního plánu pokusili příliš mnohokrát: počkejte minutu a zkuste to znovu.
activity-open_board = Otevřít herní plán
activity-deep_link = Hrajte na herním plánu, aniž byste opustili Discord: { $url }
