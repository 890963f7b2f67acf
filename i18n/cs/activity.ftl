# Deska přímo v Discordu (bot/web/activity.py, tlačítka a odkazy aktivity): v jazyce čtenáře.

activity-opening = Otevírám desku…
activity-malformed = Spuštění této desky z Discordu se nepodařilo přečíst: zavřete desku a otevřete ji znovu.
activity-code_refused = Discord nepotvrdil, kdo jste: zavřete desku a otevřete ji znovu.
activity-discord_unreachable = Discord teď nedokázal potvrdit, kdo jste: zkuste to za chvíli znovu.
activity-not_in_instance = Podle Discordu u této desky nejste: zavřete ji a otevřete znovu.
activity-no_game = V tomto kanálu se žádná hra Salonu nehraje: otevřete desku z vlákna hry nebo z upozornění, že jste na tahu.
activity-other_guild = Tato hra patří serveru, jehož nejste členem.
activity-spectator = V této hře nemáte místo, takže deska ukazuje jen to, co vidí všichni.
activity-too_many = Odsud jste se o otevření desky pokusili příliš mnohokrát: počkejte minutu a zkuste to znovu.
activity-open_board = Otevřít desku
activity-deep_link = Hrajte na desce, aniž byste opustili Discord: { $url }
