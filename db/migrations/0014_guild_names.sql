-- Salon schema, version 14: the name a person is shown by in each server.
-- A nickname belongs to its server: guild_names keeps the name seen in a server at the person's
-- latest command or button there, and a server's boards, narration, leaderboard and game pages
-- show that one. users.display_name becomes the person's own Discord name (not a server's
-- nickname), shown where a server's name is not known yet and outside servers.
-- The names kept until now were seen wherever the person last acted, possibly as another
-- server's nickname, so they are dropped: each is seen again at the person's next command or
-- button, and until then the name Discord gives them (where the bot knows it) is shown.
CREATE TABLE guild_names (
    user_id  INTEGER NOT NULL,
    guild_id INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    PRIMARY KEY (user_id, guild_id)
);
UPDATE users SET display_name = NULL;
