import { SIDEBAR_CLOCK_TICK_MS } from '@sportsbook/betting';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidTimeZone } from '../../lib/format-date';
import { useSettingsStore } from '../../stores/settings-store';

/** One formatter per zone: the clock ticks every second. */
const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The time now in a zone as H:mm:ss. */
export function formatClock(now: number, timeZone: string): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : 'Europe/London';
  let formatter = clockFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clockFormatters.set(zone, formatter);
  }
  return formatter.format(now);
}

/** The left sidebar's clock (spec 001 §2): the time in the chosen zone, ticking every second. */
export function SidebarClock() {
  const { t } = useTranslation('shell');
  const timeZone = useSettingsStore((state) => state.timezone);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SIDEBAR_CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="sidebar-clock">
      <span className="sidebar-clock__label">{t('sidebar.time', { zone: timeZone })}</span>
      <time className="sidebar-clock__time" dateTime={new Date(now).toISOString()}>
        {formatClock(now, timeZone)}
      </time>
    </p>
  );
}
