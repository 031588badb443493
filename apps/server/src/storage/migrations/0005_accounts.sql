-- Accounts: single-use tokens. A temporary token (the country switch of spec 001 §4) is a
-- signed JWT that can be exchanged once: exchanging it inserts its id here, and a second
-- exchange finds the row and is refused. Kept in the database so every server instance agrees.
-- Rows are useless once the token has expired and are pruned after expires_at.

CREATE TABLE consumed_tokens (
  jti         text PRIMARY KEY,
  player_id   bigint NOT NULL REFERENCES players (id),
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consumed_tokens_expires_at_idx ON consumed_tokens (expires_at);
