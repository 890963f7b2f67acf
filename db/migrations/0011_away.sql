-- Salon schema, version 11: players who are away (/salon away until:<date>), and what each
-- table does meanwhile. A person is away from `since` until `until` (or until they end it:
-- the row goes); a row whose `until` has passed means nothing and is replaced or deleted
-- at the user's next away or action. `on_away` is the host's choice in the lobby: 'pause'
-- (the away player's turn limit waits for them) or 'ai' (the stand-in AI plays their turns).
-- A turn limit that came due while its player was away is put off to the end of the
-- absence plus the time that was left; `held_by` names that player, so that an absence
-- ended early (or moved) moves the timer with it. A move replaces the timers, and with
-- them the mark.
CREATE TABLE away (
    user_id INTEGER NOT NULL PRIMARY KEY,
    since   REAL    NOT NULL,
    until   REAL    NOT NULL CHECK (until > since)
);
ALTER TABLE games ADD COLUMN on_away TEXT NOT NULL DEFAULT 'pause' CHECK (on_away IN ('pause', 'ai'));
ALTER TABLE deadlines ADD COLUMN held_by INTEGER;
CREATE INDEX deadlines_held_by ON deadlines (held_by) WHERE held_by IS NOT NULL;
