-- Affiliate attribution (decision 104): the affiliate parameters a player arrived with (spec 001 §2 `affiliates`,
-- `idaffiliation`, `click_id`, custom values) and when the link carrying them was followed, stored when the player
-- registers within the 30 days the parameters are kept (spec 001 §9). Both or neither.
ALTER TABLE players ADD COLUMN affiliate jsonb;
ALTER TABLE players ADD COLUMN affiliate_clicked_at timestamptz;
ALTER TABLE players ADD CONSTRAINT players_affiliate_whole
  CHECK ((affiliate IS NULL) = (affiliate_clicked_at IS NULL));
