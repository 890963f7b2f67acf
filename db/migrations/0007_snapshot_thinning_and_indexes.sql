-- Salon schema, version 7: costs that grow with the games a server has played.
--
-- A game that is over keeps the snapshot of every 16th step and of its last one (the state
-- at any other step is the snapshot before it and the steps after it replayed:
-- Store.state_at); games still running keep every snapshot. Games that ended before this
-- version are thinned here. 16 is db.steps.SNAPSHOT_EVERY.
DELETE FROM snapshots
WHERE version % 16 <> 0
  AND EXISTS (SELECT 1 FROM games g
              WHERE g.id = snapshots.game_id
                AND g.status IN ('finished', 'abandoned')
                AND snapshots.version <> g.version);

-- The timers in the order they are fired (due, then game and id), so that the next due
-- timer and the due ones are read from the front of this index.
DROP INDEX deadlines_by_due;
CREATE INDEX deadlines_by_due ON deadlines (due, game_id, deadline_id);

-- The games with AI seats (a start looks into the active ones) without reading every seat.
CREATE INDEX seats_ai ON seats (game_id) WHERE is_ai = 1;
