-- Cashier (issue 5 item 4): card payments of the test provider, deposit limits with their
-- cooling-off, and per-player responsible-gambling settings.
--   * cashier_payments holds APPROVED deposits only (a declined card writes nothing); only the
--     last four digits of a card are ever stored. (player_id, idempotency_key) is unique, so a
--     retried deposit with one Idempotency-Key posts once. The ledger reference is
--     'cashier:' || id.
--   * cashier_deposit_limits: one row per player and period. limit_amount NULL = no limit.
--     A raise or removal waits 24 h: pending_effective_at is set and pending_amount holds the
--     new value (NULL with a pending time = removal).

CREATE TABLE cashier_payments (
  id              uuid PRIMARY KEY,
  player_id       bigint NOT NULL REFERENCES wallets (player_id),
  amount          bigint NOT NULL CHECK (amount > 0),
  card_last4      text NOT NULL CHECK (card_last4 ~ '^[0-9]{4}$'),
  source          text NOT NULL CHECK (source IN ('card', 'legacy')),
  idempotency_key text,
  created_at      timestamptz NOT NULL,
  CONSTRAINT cashier_payments_idempotency_key UNIQUE (player_id, idempotency_key)
);
CREATE INDEX cashier_payments_player_idx ON cashier_payments (player_id, created_at);

CREATE TABLE cashier_deposit_limits (
  player_id            bigint NOT NULL REFERENCES players (id),
  period               text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
  limit_amount         bigint CHECK (limit_amount > 0),
  pending_amount       bigint CHECK (pending_amount > 0),
  pending_effective_at timestamptz,
  updated_at           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, period),
  CHECK (pending_amount IS NULL OR pending_effective_at IS NOT NULL)
);

CREATE TABLE cashier_settings (
  player_id              bigint PRIMARY KEY REFERENCES players (id),
  reality_check_minutes  integer NOT NULL DEFAULT 60 CHECK (reality_check_minutes BETWEEN 10 AND 600),
  updated_at             timestamptz NOT NULL DEFAULT now()
);
