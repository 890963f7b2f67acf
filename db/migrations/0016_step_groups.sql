-- Salon schema, version 16: a move of several steps.
-- A player may choose a few of their consecutive steps as one move (a select offering whole
-- sequences, bot.play.chains). Each step keeps its own row and snapshot, so the log, replays and
-- exports read as before; joined = 1 marks a step committed together with the step before it,
-- so an undo takes the whole move back.
ALTER TABLE steps ADD COLUMN joined INTEGER NOT NULL DEFAULT 0;
