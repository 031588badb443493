import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { logOut } from '../session-actions';
import { useNoticeStore } from '../stores/notice-store';
import type { Notice } from '../stores/notice-store';

function NoticeDialog({ notice }: { readonly notice: Notice }) {
  const { t } = useTranslation('account');
  const dismiss = useNoticeStore((state) => state.dismiss);
  const firstButton = useRef<HTMLButtonElement>(null);
  const titleId = `notice-title-${notice.id}`;
  useEffect(() => {
    firstButton.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismiss(notice.id);
  };

  if (notice.kind === 'reality-check') {
    const openHistory = () => {
      dismiss(notice.id);
      useAccountFrameStore.getState().openPage('/cashier/history');
    };
    const leave = () => {
      dismiss(notice.id);
      logOut();
    };
    return (
      <div className="af-notice" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <h2 id={titleId}>{t('realityCheck.title')}</h2>
        <p>{t('realityCheck.message', { minutes: Math.round(notice.elapsedMinutes) })}</p>
        <p className="af-notice-muted">{t('realityCheck.interval', { minutes: Math.round(notice.intervalMinutes) })}</p>
        <div className="af-notice-actions">
          <button ref={firstButton} type="button" className="btn btn-blue" onClick={() => dismiss(notice.id)}>
            {t('realityCheck.continue')}
          </button>
          <button type="button" className="btn" onClick={openHistory}>
            {t('realityCheck.history')}
          </button>
          <button type="button" className="btn btn-outline" onClick={leave}>
            {t('realityCheck.logout')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="af-notice" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <h2 id={titleId}>{t(notice.titleKey ?? 'notices.title')}</h2>
      <p>{notice.messageKey ? t(notice.messageKey) : notice.text}</p>
      <div className="af-notice-actions">
        <button ref={firstButton} type="button" className="btn btn-blue" onClick={() => dismiss(notice.id)}>
          {t('notices.ok')}
        </button>
      </div>
    </div>
  );
}

/** The session's notices (inactivity, account-site popups, reality check), newest on top. */
export function SessionNotices() {
  const notices = useNoticeStore((state) => state.notices);
  const top = notices.at(-1);
  if (!top) return null;
  return (
    <div className="af-notice-layer">
      <NoticeDialog key={top.id} notice={top} />
    </div>
  );
}
