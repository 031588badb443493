-- Bet Builder (issue 12, decision 034): same-event bets priced as one from the match's joint model.
--   * A builder bet is a `bets` row of bet_type 'betbuilder' (one line, `stake` = `total_stake`)
--     with one `bet_legs` row per selection (the single price each leg had, for display), placed
--     like every bet: bet + legs + debit in ONE transaction, `uuid` the idempotency key.
--   * `betbuilder_bets` keeps what only a builder has: the price of all legs together (`odds`),
--     the fair joint probability it came from, and the model state it was priced at (pre-match
--     or the live score, minute, half-time score and scorers), so settlement can re-price the
--     bet without a void leg (a player who did not play) at the moment it was struck.
--     `settled_odds` is the price settlement paid at (NULL while open; lower than `odds` after a
--     void leg; 1 when every leg was void).
ALTER TABLE bets DROP CONSTRAINT bets_bet_type_check;
ALTER TABLE bets
  ADD CONSTRAINT bets_bet_type_check CHECK (bet_type IN ('single', 'combi', 'system', 'betbuilder'));

CREATE TABLE betbuilder_bets (
  bet_id       bigint PRIMARY KEY REFERENCES bets (id),
  event_id     bigint NOT NULL REFERENCES events (id),
  odds         numeric(10, 3) NOT NULL CHECK (odds > 1),
  probability  double precision NOT NULL CHECK (probability > 0 AND probability <= 1),
  live         boolean NOT NULL,
  state        jsonb NOT NULL,
  settled_odds numeric(10, 3) CHECK (settled_odds >= 1)
);
CREATE INDEX betbuilder_bets_event_idx ON betbuilder_bets (event_id);
