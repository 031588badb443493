-- Provably fair means committed first (issue 33, decision 084): each player's next server seed is
-- drawn, and its SHA-256 published as `next_server_seed_hash`, before the player chooses the
-- client seed it will be paired with. A rotation reveals the active pair's seed, opens the new pair
-- on exactly this committed seed and draws the next one in the same transaction. One row per
-- player; the seed is secret until the pair it becomes is revealed. Players who played before this
-- migration get their first committed seed on their next launch (the service draws it).
CREATE TABLE casino_next_seeds (
  player_id        bigint PRIMARY KEY REFERENCES wallets (player_id),
  server_seed      text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  created_at       timestamptz NOT NULL DEFAULT now()
);
