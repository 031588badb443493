-- The feed's clock row keeps a fingerprint of FEED_SEED, never the seed (decision 089): read access
-- to the database or a backup must not replay the futures of simulated events. The seed written
-- until now is dropped with its column. The fingerprint is HMAC-SHA256 keyed with the seed, which
-- SQL cannot compute: it stays null until the feed's leader commits its next tick, and until then
-- the Bet Builder prices no event from a seeded future.
ALTER TABLE feed_clock DROP COLUMN seed;
ALTER TABLE feed_clock ADD COLUMN seed_fingerprint text;
