"""Moves nobody pressed: the scheduler that fires timers once (turn limits, reminders, the rules'
own deadlines) and the AI players, thinking in a pool of worker processes."""
