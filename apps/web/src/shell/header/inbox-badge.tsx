import { useTranslation } from 'react-i18next';
import { isAppMode } from '../../lib/platform';
import { useInboxStore } from '../../stores/inbox-store';

/**
 * The player's unread Inbox count beside the account button (and on the menu's Inbox item);
 * nothing while there is none, and nothing in the native app (spec 001 hides the Inbox there). The number is shown, the sentence is read by screen readers.
 */
export function InboxBadge({ className = '' }: { readonly className?: string }) {
  const { t } = useTranslation('inbox');
  const unread = useInboxStore((state) => state.unread);
  if (!unread || isAppMode()) return null;
  return (
    <span className={`inbox-badge ${className}`} data-testid="inbox-badge">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="visually-hidden">{t('badge', { count: unread })}</span>
    </span>
  );
}
