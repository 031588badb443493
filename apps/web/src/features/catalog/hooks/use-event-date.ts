import { formatDisplayDate } from '../../../lib/format-date';
import { useSettingsStore } from '../../../stores/settings-store';
import { useSiteStore } from '../../../stores/site-store';

/** An instant as 'MMM dd, H:mm' in the bettor's time zone and language (spec 001 §9). */
export function useEventDate(startsAt: string): string {
  const timezone = useSettingsStore((state) => state.timezone);
  const language = useSiteStore((state) => state.language);
  return formatDisplayDate(startsAt, timezone, language);
}
