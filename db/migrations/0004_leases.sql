-- Salon schema, version 4: leases. A lease is a turn to do something that only one
-- process of the bot may do at a time (e.g. a shard's IDENTIFY in its rate-limit
-- bucket): taken when free or expired, held until `until`.
CREATE TABLE leases (
    name TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    until REAL NOT NULL
);
