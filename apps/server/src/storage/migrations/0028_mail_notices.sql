-- Notices (decision 087): mails that carry no one-time token — to the owner of an address someone
-- tried to register or to move another account to, and to the old address when an account's
-- address changes. Their link opens a page of the account site (log in, or choose a new password).
ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_kind_check;
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_kind_check
  CHECK (kind IN ('verification', 'recovery', 'email_change', 'notice'));
