-- Revocable sessions and verified e-mail changes (issue 11 item 2, decision 029).
--   * players.session_version: every token (sports access, account frontend, temporary) carries
--     the version current when its session was opened, and is accepted only while the stored
--     version is still that one. Logout, a password reset, an e-mail change, a self-exclusion
--     and a time-out add one, which ends every open session of the player at once.
--   * account_tokens.new_email and kind 'email_change': the link mailed to a new address. The
--     address is applied only when that link is opened; until then the old one stays.

ALTER TABLE players ADD COLUMN session_version integer NOT NULL DEFAULT 0 CHECK (session_version >= 0);

ALTER TABLE account_tokens ADD COLUMN new_email text;
ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_kind_check;
ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_kind_check
  CHECK (kind IN ('verification', 'recovery', 'email_change'));
ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_new_email_check
  CHECK ((kind = 'email_change') = (new_email IS NOT NULL));

ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_kind_check;
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_kind_check
  CHECK (kind IN ('verification', 'recovery', 'email_change'));
