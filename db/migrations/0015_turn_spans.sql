-- Salon schema, version 15: turns the rules make longer than one round of acting.
-- The engine may name a seat's acting as part of a longer turn of theirs (a stock exchange's
-- ticks: engines.core.contract.Game.turn_spans). turn_span: the name of the turn the seat's
-- latest turn belonged to (NULL: none), kept after it ends; span_position: the position at which
-- the seat began acting in it; span_last: whether it already became the last one the game waited
-- for in it. Acting again in the same span is no new turn to tell: told once, and the last wait
-- once.
ALTER TABLE seats ADD COLUMN turn_span TEXT;
ALTER TABLE seats ADD COLUMN span_position INTEGER;
ALTER TABLE seats ADD COLUMN span_last INTEGER NOT NULL DEFAULT 0;
