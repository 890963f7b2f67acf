-- Salon schema, version 11: whose turn since when, and the one notice of each turn.
-- turn_position: the game position at which the seat's current turn began (NULL: it has
-- nothing to do); waiting_since: when. turn_shared: others had to act too when it began
-- (a simultaneous phase); last_position: the position at which the seat became the last
-- one the game waits for, after a shared turn (NULL: not so). noticed_position: the
-- newest of those two positions its player was told of; notice_claim_until/by: the lease
-- of the process telling them now, so that several processes (and a restart between the
-- move and its notice) tell each turn exactly once.
-- Games running already get their turns recorded from their next move on.
ALTER TABLE seats ADD COLUMN turn_position INTEGER;
ALTER TABLE seats ADD COLUMN waiting_since REAL;
ALTER TABLE seats ADD COLUMN turn_shared INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN last_position INTEGER;
ALTER TABLE seats ADD COLUMN noticed_position INTEGER;
ALTER TABLE seats ADD COLUMN notice_claim_until REAL;
ALTER TABLE seats ADD COLUMN notice_claimed_by TEXT;
CREATE INDEX seats_notice_due ON seats (game_id, seat)
    WHERE user_id IS NOT NULL AND turn_position IS NOT NULL
      AND (noticed_position IS NULL OR noticed_position < COALESCE(last_position, turn_position));

-- notices: how a user is told that a turn became theirs: 'ping' in the game's thread,
-- 'dm' (a direct message), 'none'. It takes over from pings (on: 'ping', off: 'none').
ALTER TABLE users ADD COLUMN notices TEXT NOT NULL DEFAULT 'ping' CHECK (notices IN ('ping', 'dm', 'none'));
UPDATE users SET notices = 'none' WHERE pings = 0;
