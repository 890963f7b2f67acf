-- Salon schema, version 3: positions, delivery bookkeeping.
-- position: grows on every start, move and undo and never repeats, so a component
-- drawn at a position that was undone never becomes current again (versions repeat
-- after an undo). Existing games start from their version.
ALTER TABLE games ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
UPDATE games SET position = version;

-- delivered_version: the version whose board was posted (NULL: none yet); boards
-- committed but never posted are found by comparing it with version. The lease
-- (until when, by whom) keeps two processes from posting the same board at once.
-- Games that exist already were delivered by the code that played them.
ALTER TABLE games ADD COLUMN delivered_version INTEGER;
ALTER TABLE games ADD COLUMN delivery_claim_until REAL;
ALTER TABLE games ADD COLUMN delivery_claimed_by TEXT;
UPDATE games SET delivered_version = version WHERE status IN ('active', 'finished');
CREATE INDEX games_undelivered ON games (id)
    WHERE status IN ('active', 'finished') AND (delivered_version IS NULL OR delivered_version < version);

