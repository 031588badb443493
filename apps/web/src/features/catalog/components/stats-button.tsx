import { useUiStore } from '../../../stores/ui-store';
import { useStrings } from '../../../i18n/i18n';

/** Opens the stats modal of an event (spec 001 §2 "Stats modal"). */
export function StatsButton({ eventId, eventName }: { readonly eventId: number; readonly eventName: string }) {
  const { t } = useStrings('catalog');
  const openModal = useUiStore((state) => state.openModal);
  return (
    <button
      type="button"
      className="stats-button"
      aria-label={t('event.statsFor', { event: eventName })}
      title={t('event.stats')}
      onClick={() => openModal('stats', { eventId })}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M2 13h12v1.5H2V13Zm1-5h2v4H3V8Zm4-5h2v9H7V3Zm4 3h2v6h-2V6Z" />
      </svg>
    </button>
  );
}
