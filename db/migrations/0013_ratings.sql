-- Salon schema, version 13: ratings per server and game, for the tables whose host chose so.
--
-- A game counts when it was rated (`rated`, the host's choice in the lobby), ended by its rules
-- (`ended_by_rules`: its last move stored the engine's result; a game abandoned, cancelled or
-- ended by a resignation never sets it) and is finished. `rated_at` claims it: it is rated
-- once, in the transaction that stores its result.
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1));
ALTER TABLE games ADD COLUMN ended_by_rules INTEGER NOT NULL DEFAULT 0 CHECK (ended_by_rules IN (0, 1));
ALTER TABLE games ADD COLUMN rated_at REAL;

-- One rating per server, game and entry: a person ('user:<id>') or an AI level ('ai:<level>'),
-- whose ratings keep learning like a person's. mu and sigma are the model's numbers.
CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    kind       TEXT    NOT NULL,
    entry      TEXT    NOT NULL,
    user_id    INTEGER,                  -- the person; NULL for an AI level
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    updated_at REAL    NOT NULL,
    PRIMARY KEY (guild_id, kind, entry)
);
CREATE INDEX ratings_by_user ON ratings (user_id) WHERE user_id IS NOT NULL;

-- Every change a rated game made, so that ratings can be recomputed when the model changes:
-- the entry's numbers before and after, and how many of its seats' moves it made.
CREATE TABLE rating_updates (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    guild_id     INTEGER NOT NULL,
    kind         TEXT    NOT NULL,
    entry        TEXT    NOT NULL,
    user_id      INTEGER,
    moves        INTEGER NOT NULL,
    mu_before    REAL    NOT NULL,
    sigma_before REAL    NOT NULL,
    mu_after     REAL    NOT NULL,
    sigma_after  REAL    NOT NULL,
    created_at   REAL    NOT NULL
);
CREATE INDEX rating_updates_by_game ON rating_updates (game_id);
CREATE INDEX rating_updates_by_user ON rating_updates (user_id) WHERE user_id IS NOT NULL;

