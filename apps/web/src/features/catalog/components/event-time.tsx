import type { EventHeader } from '@sportsbook/protocol';
import { useEventDate } from '../hooks/use-event-date';
import { isStartingSoon } from '../lib/countdown';
import { Countdown } from './countdown';
import { useStrings } from '../../../i18n/i18n';

/** Reads the clock once per render; the countdown itself ticks. */
function useIsSoon(startsAt: string): boolean {
  return isStartingSoon(startsAt, Date.now());
}

/**
 * When an event is: live (its period and clock), ended, counting down when it starts soon, or
 * its date as 'MMM dd, H:mm' in the bettor's time zone.
 */
export function EventTime({ event }: { readonly event: EventHeader }) {
  const { t } = useStrings('catalog');
  const date = useEventDate(event.starts_at);
  const soon = useIsSoon(event.starts_at);
  if (event.status === 'ended') return <span className="event-time event-time--ended">{t('time.ended')}</span>;
  if (event.is_live) {
    const clock = event.stats?.time;
    return (
      <span className="event-time event-time--live">
        <span className="live-badge">{t('time.live')}</span>
        <span className="event-time__status">
          {[event.status_description, clock && clock !== event.status_description ? clock : null]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
    );
  }
  return (
    <span className="event-time">
      {soon ? <Countdown startsAt={event.starts_at} /> : <time dateTime={event.starts_at}>{date}</time>}
    </span>
  );
}
