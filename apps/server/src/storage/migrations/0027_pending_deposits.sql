-- Deposits are reserved before the card is charged (decision 086): a payment row is written
-- 'pending' in one transaction, the provider charges the card outside any transaction, and a
-- second transaction marks it 'credited' (and posts the ledger entry 'cashier:' || id) or
-- 'failed' (declined: nothing credited). A pending row left by a crash is resolved by the
-- deposit resolver asking the provider for the charge's outcome by the payment id. Rows written
-- before this migration were all credited. A pending or credited row counts against the
-- deposit limits; a failed one does not.
ALTER TABLE cashier_payments
  ADD COLUMN status text NOT NULL DEFAULT 'credited' CHECK (status IN ('pending', 'credited', 'failed')),
  ADD COLUMN decline_reason text CHECK (decline_reason IN ('generic', 'insufficient_funds')),
  ADD COLUMN resolved_at timestamptz,
  ADD CONSTRAINT cashier_payments_failed_has_reason CHECK ((status = 'failed') = (decline_reason IS NOT NULL));
CREATE INDEX cashier_payments_pending_idx ON cashier_payments (created_at) WHERE status = 'pending';
