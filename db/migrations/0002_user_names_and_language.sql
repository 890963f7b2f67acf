-- Salon schema, version 2: what the bot remembers of a user between restarts.
-- display_name: the name shown on boards and in narration (seen at the user's last interaction).
-- language: the user's own choice for private messages ('en', 'cs'), NULL to follow their Discord locale.
-- locale: the Discord locale of the user's last interaction, for DMs sent outside an interaction.
ALTER TABLE users ADD COLUMN display_name TEXT;
ALTER TABLE users ADD COLUMN language TEXT;
ALTER TABLE users ADD COLUMN locale TEXT;
