-- Named full covers (decision 137): a system bet's type is `system_k/n` or the name of a full
-- cover, Trixie to Goliath. The names are the ones the wire schema accepts; whether a type fits
-- the bet's number of legs is checked when the bet is taken.

ALTER TABLE bets DROP CONSTRAINT bets_system_type_check;
ALTER TABLE bets ADD CONSTRAINT bets_system_type_check CHECK (
  system_type ~ '^system_[0-9]+/[0-9]+$'
  OR system_type IN (
    'trixie', 'patent', 'yankee', 'lucky15', 'canadian', 'lucky31', 'heinz', 'lucky63', 'super_heinz', 'goliath'
  )
);
