-- Salon schema, version 1.
-- Game state, actions, events, configs and results are opaque JSON text: the
-- database stores them and never looks inside. Times are Unix seconds (REAL).
-- Discord ids are INTEGER (snowflakes fit in 63 bits).

CREATE TABLE games (
    -- AUTOINCREMENT: an id is never reused, so a button left on an old message
    -- can never act on a newer game that happened to get the same id.
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    kind             TEXT    NOT NULL,
    status           TEXT    NOT NULL
                     CHECK (status IN ('lobby', 'active', 'finished', 'abandoned', 'damaged')),
    guild_id         INTEGER,
    channel_id       INTEGER NOT NULL,
    thread_id        INTEGER,
    board_message_id INTEGER,
    host_id          INTEGER NOT NULL,
    config           TEXT    NOT NULL,            -- JSON object
    language         TEXT    NOT NULL,
    seed             INTEGER NOT NULL,
    version          INTEGER NOT NULL DEFAULT 0,  -- number of the newest live step
    turn_limit       INTEGER CHECK (turn_limit IS NULL OR turn_limit > 0),  -- seconds
    on_timeout       TEXT    NOT NULL CHECK (on_timeout IN ('skip', 'ai', 'none')),
    setup_events     TEXT,                        -- JSON, events of the engine's setup
    result           TEXT,                        -- JSON, the engine's result when finished
    created_at       REAL    NOT NULL,
    started_at       REAL,
    updated_at       REAL    NOT NULL,
    finished_at      REAL
);
CREATE INDEX games_by_channel ON games (channel_id, status);
CREATE INDEX games_by_thread  ON games (thread_id) WHERE thread_id IS NOT NULL;
CREATE INDEX games_by_guild   ON games (guild_id, status);
CREATE INDEX games_by_status  ON games (status);

-- Seats are numbered 0..n-1 without gaps; user_id is NULL for AI seats.
CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL CHECK (seat >= 0),
    user_id  INTEGER,
    is_ai    INTEGER NOT NULL DEFAULT 0 CHECK (is_ai IN (0, 1)),
    ai_level TEXT,
    team     INTEGER,
    role     TEXT,
    PRIMARY KEY (game_id, seat)
);
CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id) WHERE user_id IS NOT NULL;
CREATE INDEX seats_by_user ON seats (user_id) WHERE user_id IS NOT NULL;

-- The log: step n turned snapshot n-1 into snapshot n. An undone step stays for
-- the record (undone = 1) and its number may be used again by the next step.
CREATE TABLE steps (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    n           INTEGER NOT NULL CHECK (n >= 1),
    seat        INTEGER,                 -- NULL for system actions (timeouts)
    action      TEXT    NOT NULL,        -- JSON
    received_at REAL    NOT NULL,
    events      TEXT    NOT NULL,        -- JSON
    undoable    INTEGER NOT NULL CHECK (undoable IN (0, 1)),
    undone      INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
    recorded_at REAL    NOT NULL
);
CREATE UNIQUE INDEX steps_live ON steps (game_id, n) WHERE undone = 0;

-- The state after step `version` (version 0: after setup).
CREATE TABLE snapshots (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version    INTEGER NOT NULL CHECK (version >= 0),
    state      TEXT    NOT NULL,         -- JSON
    created_at REAL    NOT NULL,
    PRIMARY KEY (game_id, version)
);

-- Timers the bot fires (turn limits, reminders, race windows).
CREATE TABLE deadlines (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    deadline_id TEXT    NOT NULL,
    due         REAL    NOT NULL,
    version     INTEGER NOT NULL,        -- the game version the timer was set for
    PRIMARY KEY (game_id, deadline_id)
);
CREATE INDEX deadlines_by_due ON deadlines (due);

-- Per-user preferences; a user without a row has the defaults.
CREATE TABLE users (
    user_id INTEGER PRIMARY KEY,
    pings   INTEGER NOT NULL DEFAULT 1 CHECK (pings IN (0, 1)),
    dms_ok  INTEGER CHECK (dms_ok IN (0, 1))    -- NULL: not known yet
);

-- One row per seat of a finished game, for statistics.
CREATE TABLE results (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    user_id INTEGER,                     -- NULL for AI seats
    place   INTEGER NOT NULL CHECK (place >= 1),
    score   INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX results_by_user ON results (user_id) WHERE user_id IS NOT NULL;
