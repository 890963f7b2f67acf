-- Salon schema, version 5: what the board message in the thread shows. One board message
-- covers a turn (it is edited in place while the same player goes on): board_since is the
-- version after which its narration starts (-1: from the setup on), board_shows the version
-- its image shows. Steps after board_shows that changed nothing public are told in the next
-- board message. Existing games: their board shows their version and narrates its last step.
ALTER TABLE games ADD COLUMN board_since INTEGER;
ALTER TABLE games ADD COLUMN board_shows INTEGER;
UPDATE games SET board_shows = version, board_since = version - 1 WHERE delivered_position IS NOT NULL;
