-- Salon schema, version 12: a running game cancelled by its players' vote, and a finished
-- game played again (a rematch).
--
-- A game has at most one vote row: the newest (a new vote replaces a closed one and counts
-- one higher, so a button of an older vote counts for nothing). outcome is NULL while the
-- vote is open ('ended': the game ended first); 'cancelled' marks a game the players cancelled together (its status is
-- 'abandoned': it ended by no rules, and counts in no rating). Only the yes ballots of the
-- open vote are kept: a no closes it. The vote's expiry is a timer in `deadlines`
-- ('table.cancel_vote'), which a move does not replace.
CREATE TABLE cancel_votes (
    game_id   INTEGER NOT NULL PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    number    INTEGER NOT NULL CHECK (number >= 1),
    opened_by INTEGER,                                  -- NULL once they asked to be forgotten
    opened_at REAL    NOT NULL,
    due       REAL    NOT NULL,
    outcome   TEXT    CHECK (outcome IS NULL OR outcome IN ('cancelled', 'refused', 'expired', 'ended')),
    closed_at REAL,
    message_id INTEGER                                  -- the public message with its buttons
);

CREATE TABLE cancel_ballots (
    game_id INTEGER NOT NULL REFERENCES cancel_votes (game_id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

-- The rematch of a finished game: one lobby per game, however often the button is pressed.
-- Its players sit in the lobby from the start; those who have not confirmed yet are listed
-- in rematch_pending until they do (or the host starts without them).
CREATE TABLE rematches (
    game_id    INTEGER NOT NULL PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    lobby_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    created_at REAL    NOT NULL
);
CREATE UNIQUE INDEX rematches_by_lobby ON rematches (lobby_id);

CREATE TABLE rematch_pending (
    lobby_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id  INTEGER NOT NULL,
    PRIMARY KEY (lobby_id, user_id)
);
CREATE INDEX rematch_pending_by_user ON rematch_pending (user_id);
