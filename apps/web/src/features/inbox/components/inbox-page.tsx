import type { InboxMessage } from '@sportsbook/protocol';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session-store';
import { useSettingsStore } from '../../../stores/settings-store';
import { useSiteStore } from '../../../stores/site-store';
import { deleteInboxMessage, inboxQueryOptions, markInboxRead, unreadQueryOptions } from '../api/inbox-api';
import { messageText } from '../lib/message-text';
import '../inbox.css';

/**
 * The Inbox (`/inbox`, logged in, not in app mode): the player's messages from `GET /v1/inbox`,
 * newest first; unread ones stand out and can be marked read one by one or all at once, and
 * any can be deleted. New messages arrive live (the watcher refreshes the list on a push).
 */
export default function InboxPage() {
  const { t } = useTranslation('inbox');
  const base = useId();
  const player = useSessionStore((state) => state.user?.username ?? '');
  const currency = useSessionStore((state) => state.currency) ?? useSiteStore.getState().config.currency;
  const language = useSiteStore((state) => state.language);
  const timezone = useSettingsStore((state) => state.timezone);
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(inboxQueryOptions(player));
  const [failed, setFailed] = useState(false);
  const messages = query.data?.pages.flatMap((page) => page.messages) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;

  async function change(action: () => Promise<number>) {
    setFailed(false);
    try {
      const count = await action();
      queryClient.setQueryData(unreadQueryOptions(player).queryKey, count);
      await queryClient.invalidateQueries({ queryKey: inboxQueryOptions(player).queryKey });
    } catch {
      setFailed(true);
    }
  }

  const context = { t, language, timezone, currency };
  const row = (message: InboxMessage) => {
    const { title, body } = messageText(message, context);
    const titleId = `${base}-m${message.id}`;
    return (
      <li
        key={message.id}
        className={`inbox-message${message.read ? '' : ' inbox-message--unread'}`}
        data-testid="inbox-message"
        aria-labelledby={titleId}
      >
        <div className="inbox-message__text">
          <h2 id={titleId} className="inbox-message__title">
            {message.read ? null : <span className="inbox-message__dot">{t('unread')}: </span>}
            {title}
          </h2>
          <p className="inbox-message__body">{body}</p>
          <time className="inbox-message__time" dateTime={message.created_at}>
            {messageTime(message.created_at, timezone, language)}
          </time>
        </div>
        <div className="inbox-message__actions">
          {message.read ? null : (
            <button
              type="button"
              className="btn btn-outline"
              aria-label={t('mark_read_one', { title })}
              onClick={() => void change(() => markInboxRead([message.id]))}
            >
              {t('mark_read')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline"
            aria-label={t('delete_one', { title })}
            onClick={() => void change(() => deleteInboxMessage(message.id))}
          >
            {t('delete')}
          </button>
        </div>
      </li>
    );
  };

  return (
    <section className="inbox" aria-labelledby={`${base}-title`}>
      <div className="inbox__head">
        <h1 id={`${base}-title`} className="inbox__title">
          {t('title')}
        </h1>
        <p className="inbox__unread" aria-live="polite" data-testid="inbox-unread">
          {t('unread_count', { count: unread })}
        </p>
        {unread > 0 ? (
          <button type="button" className="btn btn-primary" onClick={() => void change(() => markInboxRead('all'))}>
            {t('mark_all_read')}
          </button>
        ) : null}
      </div>
      {failed ? (
        <p className="inbox__message" role="alert">
          {t('change_failed')}
        </p>
      ) : null}
      {query.isPending ? (
        <p className="inbox__message" role="status">
          {t('loading')}
        </p>
      ) : query.isError ? (
        <div className="inbox__message" role="alert">
          <p>{t('error')}</p>
          <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : messages.length === 0 ? (
        <p className="inbox__message">{t('empty')}</p>
      ) : (
        <>
          <ul className="inbox__list">{messages.map(row)}</ul>
          {query.hasNextPage ? (
            <button
              type="button"
              className="btn btn-outline inbox__more"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('more')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function messageTime(iso: string, timezone: string, language: string): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone }).format(
      new Date(iso),
    );
  } catch {
    return new Date(iso).toISOString();
  }
}
