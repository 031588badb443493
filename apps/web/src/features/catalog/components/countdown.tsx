import { useNow } from '../hooks/use-now';
import { splitCountdown } from '../lib/countdown';
import { useStrings } from '../../../i18n/i18n';

/** 'Starts in 1h 02m 03s', ticking every second (spec 001 §2); nothing once the start has passed. */
export function Countdown({ startsAt }: { readonly startsAt: string }) {
  const { t } = useStrings('catalog');
  const now = useNow();
  const parts = splitCountdown(new Date(startsAt).getTime() - now);
  if (!parts) return <span className="event-time__soon">{t('time.starting')}</span>;
  return (
    <span className="event-time__soon">
      <span className="event-time__label">{t('time.startsIn')}</span>{' '}
      <time dateTime={startsAt}>{t('time.countdown', { h: parts.hours, m: parts.minutes, s: parts.seconds })}</time>
    </span>
  );
}
