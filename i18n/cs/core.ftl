## core
core-not_your_turn = Teď nejste na tahu.
