import { useState } from 'react';
import { isAppMode } from '../lib/platform';
import { storage } from '../lib/storage';
import { isWebPushSupported, subscribeToWebPush } from '../lib/web-push';
import { BellIcon } from './icons';
import { useShellTranslation } from '../i18n/i18n';

const DISMISSED_KEY = 'webpush_dismissed';

/** The browser's notification permission, or null where web push does not exist. */
export function readNotificationPermission(): NotificationPermission | null {
  return isWebPushSupported() ? window.Notification.permission : null;
}

/**
 * The web-push opt-in card (spec 001 §2): shown while the permission is still 'default', with a
 * Subscribe button and a close icon (remembered on this device). Subscribe asks the browser and,
 * once allowed, subscribes through the service worker's push manager and hands the subscription to
 * the server (decision 106), which sends settled bets and cash outs to it.
 */
export function WebPushCard() {
  const { t } = useShellTranslation();
  const [hidden, setHidden] = useState(
    // The app subscribes through its host after a located start (spec 001 §4), never through this card.
    () => isAppMode() || readNotificationPermission() !== 'default' || storage.get(DISMISSED_KEY) === '1',
  );
  if (hidden) return null;
  const dismiss = () => {
    storage.set(DISMISSED_KEY, '1');
    setHidden(true);
  };
  const subscribe = async () => {
    try {
      if ((await window.Notification.requestPermission()) === 'granted') await subscribeToWebPush();
    } catch {
      // No push service reachable or the server refused: the next start tries again (WebPushSync).
    } finally {
      setHidden(readNotificationPermission() !== 'default');
    }
  };
  return (
    <section className="push-card" aria-labelledby="push-card-title">
      <BellIcon />
      <div className="push-card__text">
        <h2 id="push-card-title" className="push-card__title">
          {t('push.title')}
        </h2>
        <p className="push-card__body">{t('push.body')}</p>
        <button type="button" className="btn btn-blue btn-small" onClick={() => void subscribe()}>
          {t('push.subscribe')}
        </button>
      </div>
      <button type="button" className="icon-button push-card__close" aria-label={t('push.close')} onClick={dismiss}>
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
