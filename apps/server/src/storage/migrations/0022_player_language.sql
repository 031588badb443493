-- The language a player's mails are written in (issue 18 point 6, decision 043): the site's
-- language at registration. Null for players from before it: their country's default language.
ALTER TABLE players
  ADD COLUMN lang text CHECK (lang IN ('en', 'pt', 'es', 'fr', 'ro', 'fi', 'de', 'ja', 'el', 'nl'));
