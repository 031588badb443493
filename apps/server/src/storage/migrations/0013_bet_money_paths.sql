-- Bet money paths (issue 11 items 10, 13; decision 030).
--   * `ticket_hash`: sha256 of the ticket's canonical body (betting/ticket-hash.ts) as first
--     accepted. A resubmit of the uuid with another body answers 409 IDEMPOTENCY_KEY_REUSED;
--     NULL only for bets placed before this migration (they answer their first result).
--   * The combo boost is part of the accepted ticket: `combo_boost_percent` and
--     `combo_boost_mode` are the terms the slip showed, `combo_boost` the boost on the potential
--     return at acceptance (minor units), `combo_boost_paid` what settlement credited (NULL while
--     open or unpaid). Settlement credits it as its own ledger kind 'combo_boost', reference
--     'boost:<bet id>', in the settlement transaction: (kind, reference) is unique, so a replay
--     can never pay it twice.
ALTER TABLE bets
  ADD COLUMN ticket_hash         text CHECK (ticket_hash ~ '^[0-9a-f]{64}$'),
  ADD COLUMN combo_boost_percent numeric(6, 3) NOT NULL DEFAULT 0
                                   CHECK (combo_boost_percent >= 0 AND combo_boost_percent <= 100),
  ADD COLUMN combo_boost_mode    text CHECK (combo_boost_mode IN ('gross', 'net')),
  ADD COLUMN combo_boost         bigint NOT NULL DEFAULT 0 CHECK (combo_boost >= 0),
  ADD COLUMN combo_boost_paid    bigint CHECK (combo_boost_paid >= 0),
  ADD CONSTRAINT bets_combo_boost_terms_check CHECK ((combo_boost_percent = 0) = (combo_boost_mode IS NULL));

ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries
  ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN (
    'deposit', 'withdrawal', 'stake', 'winnings', 'refund', 'cash_out',
    'freebet_grant', 'freebet_stake', 'freebet_expiry', 'combo_boost'));
