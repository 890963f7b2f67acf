## render.common
render-common-hidden = skryto
render-common-player = Hráč { $n }
render-common-latest_move = Poslední tah: { $move }
render-resigned_frame-resigned = { $player } hru vzdává.
render-resigned_frame-winner = Vítězí { $player }.
