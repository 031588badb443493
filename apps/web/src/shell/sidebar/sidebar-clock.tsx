import { SIDEBAR_CLOCK_TICK_MS } from '../../config/ui-timings';
import { useEffect, useState } from 'react';
import { formatClockTime } from '../../lib/format-date';
import { useSettingsStore } from '../../stores/settings-store';
import { useShellTranslation } from '../../i18n/i18n';

/** The left sidebar's clock (spec 001 §2): the time in the chosen zone, ticking every second. */
export function SidebarClock() {
  const { t } = useShellTranslation();
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
        {formatClockTime(now, timeZone)}
      </time>
    </p>
  );
}
