import { useTranslation } from 'react-i18next';
import { useInboxStore } from '../../stores/inbox-store';

/**
 * The player's unread Inbox count beside the account button (and on the menu's Inbox item);
 * nothing while there is none. The number is shown, the sentence is read by screen readers.
 */
export function InboxBadge({ className = '' }: { readonly className?: string }) {
  const { t } = useTranslation('inbox');
  const unread = useInboxStore((state) => state.unread);
  if (!unread) return null;
  return (
    <span className={`inbox-badge ${className}`} data-testid="inbox-badge">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="visually-hidden">{t('badge', { count: unread })}</span>
    </span>
  );
}
