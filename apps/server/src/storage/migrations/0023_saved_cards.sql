-- Saved cards for the quick deposit (spec 001's legacy deposit modal, decision 058): with the
-- player's consent in the cashier, the payment provider keeps the card and hands us a token.
-- We keep the token, the last four digits and the expiry, never the number or the security
-- code. One card per player: a newer saved card replaces the older one.
CREATE TABLE cashier_saved_cards (
  player_id      bigint PRIMARY KEY REFERENCES players (id),
  provider_token text NOT NULL CHECK (length(provider_token) BETWEEN 8 AND 200),
  card_last4     text NOT NULL CHECK (card_last4 ~ '^[0-9]{4}$'),
  expiry         text NOT NULL CHECK (expiry ~ '^(0[1-9]|1[0-2])/[0-9]{2}$'),
  created_at     timestamptz NOT NULL
);
