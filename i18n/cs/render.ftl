## render.common
render-common-hidden = skryto
render-common-player = Hráč { $n }
render-common-latest_move = Poslední tah: { $move }
