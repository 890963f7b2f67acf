-- Salon schema, version 8: the web page of a game. Each game gets an unguessable token
-- the first time its page is linked (its capability URL /g/<token>: a game id alone never
-- opens a page, so the games of private servers cannot be listed by counting ids), and the
-- web server's key for signing the private links of *My hand* is kept here unless
-- SALON_WEB_SECRET sets one, so that every process signs and checks with the same key.
CREATE TABLE game_links (
    game_id    INTEGER NOT NULL PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    token      TEXT    NOT NULL,
    created_at REAL    NOT NULL
);
CREATE UNIQUE INDEX game_links_by_token ON game_links (token);

CREATE TABLE web_keys (
    name       TEXT PRIMARY KEY,
    secret     TEXT NOT NULL,
    created_at REAL NOT NULL
);
