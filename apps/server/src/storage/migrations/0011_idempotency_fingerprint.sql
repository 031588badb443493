-- Idempotency keys bind their body (issue 11 item 10, decision 028): a deposit keeps a
-- fingerprint of what its Idempotency-Key was first used for (source, amount, the card's last
-- four digits, expiry and holder; never the full number or the security code). The same key
-- with another fingerprint is refused with 409 IDEMPOTENCY_KEY_REUSED. Payments from before
-- this migration have none; they are compared on amount, last four digits and source.
ALTER TABLE cashier_payments ADD COLUMN request_fingerprint text;
