-- Salon schema, version 6: the header line a board message was posted with (an undo, a
-- timeout: what happened), so that its text keeps it when it is edited in place while the
-- same turn goes on, or posted again. NULL: the board message has no header.
ALTER TABLE games ADD COLUMN board_header TEXT;
