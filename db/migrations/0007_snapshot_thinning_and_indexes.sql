-- Salon schema, version 7: costs that grow with the games a server has played.
--
-- A game that is over keeps the snapshot of every 32nd step and of its last one (the state
-- at any other step is the snapshot before it and the steps after it replayed:
-- Store.state_at); games still running keep every snapshot. Games that ended before this
-- version are thinned here. 32 is db.snapshots.SNAPSHOT_EVERY.
DELETE FROM snapshots
WHERE version % 32 <> 0
  AND EXISTS (SELECT 1 FROM games g
              WHERE g.id = snapshots.game_id
                AND g.status IN ('finished', 'abandoned')
                AND snapshots.version <> g.version);

-- The timers in the order they are fired (due, then game and id), so that the next due
-- timer and the due ones are read from the front of this index.
DROP INDEX deadlines_by_due;
CREATE INDEX deadlines_by_due ON deadlines (due, game_id, deadline_id);

-- Whether a game has an AI seat, kept by every write that seats or unseats an AI, and an
-- index of exactly the active games that have one: what a start looks into, read without
-- visiting any other game or any seat. Two such indexes, because the planners differ:
-- PostgreSQL reads the one in id order, SQLite only one that starts with a column the query
-- compares (else it reads games_by_status, every active game). Both hold only those games.
ALTER TABLE games ADD COLUMN has_ai INTEGER NOT NULL DEFAULT 0 CHECK (has_ai IN (0, 1));
UPDATE games SET has_ai = 1 WHERE EXISTS (SELECT 1 FROM seats WHERE seats.game_id = games.id AND seats.is_ai = 1);
CREATE INDEX games_active_with_ai ON games (id) WHERE status = 'active' AND has_ai = 1;
CREATE INDEX games_active_with_ai_by_flag ON games (has_ai, id) WHERE status = 'active' AND has_ai = 1;
