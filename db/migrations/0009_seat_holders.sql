-- Salon schema: who held a seat of a running game before its present holder, from which step,
-- and whether they left it by resigning (results, statistics and ratings credit every holder
-- for the moves they made; a resigner is placed last). A seat nobody handed over has no rows:
-- its present holder (the seats table) held it from the start. Once a seat changes hands, its
-- rows name every holder in order, the last being the present one.
CREATE TABLE seat_holders (
    id        INTEGER PRIMARY KEY,       -- the order of the changes
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat >= 0),
    from_step INTEGER NOT NULL CHECK (from_step >= 1),  -- the first step made while they held it
    user_id   INTEGER,                   -- NULL: an AI (ai_level), or a person who was forgotten
    ai_level  TEXT,
    resigned  INTEGER NOT NULL DEFAULT 0 CHECK (resigned IN (0, 1)),
    left_at   REAL                       -- when they gave the seat up; NULL: they hold it
);
CREATE INDEX seat_holders_by_game ON seat_holders (game_id, seat, id);
CREATE INDEX seat_holders_by_user ON seat_holders (user_id) WHERE user_id IS NOT NULL;
