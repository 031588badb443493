import { useTranslation } from 'react-i18next';
import { mapLanguage, operatorConfig } from '../../../lib/operator';
import { useSiteStore } from '../../../stores/site-store';
import { useUiStore } from '../../../stores/ui-store';
import { useEventMarkets } from '../api/get-event-markets';
import { useEventChannel } from '../hooks/use-event-channel';
import '../catalog.css';
import { CatalogDialog } from './catalog-dialog';
import { ErrorState, LoadingState } from './page-status';
import type { EventHeader } from '@sportsbook/protocol';

/**
 * The address of the stats page (spec 001 §2: "frame of the betting site's stats page by
 * event_id and lang"), served by our sports server from the feed's statistics (decision 042).
 * `framed=1` tells the page the dialog already carries its title, so its own h1 is only visually
 * hidden (decision 056).
 */
export function statsPageUrl(sportsApi: string, eventId: number, language: string): string {
  const query = new URLSearchParams({ event_id: String(eventId), lang: language, framed: '1' });
  return `${sportsApi.replace(/\/+$/, '')}/stats/?${query.toString()}`;
}

/** A key that changes whenever the event's statistics do, so the framed page is read again. */
function statsVersion(event: EventHeader | undefined): string {
  return event ? JSON.stringify([event.status, event.is_live, event.status_description, event.stats]) : '';
}

/**
 * The stats modal (spec 001 §2): a dialog at most 570 px wide and 95vh (600 px) high framing the
 * stats page of the event in the UI language. It follows the event's channel while open and
 * reloads the page when the statistics change. Opened with `useUiStore().openModal('stats',
 * { eventId })`; render it once in the layout.
 */
export function StatsModal() {
  const { t } = useTranslation('catalog');
  const open = useUiStore((state) => state.modal === 'stats');
  const eventId = useUiStore((state) => (state.modal === 'stats' ? Number(state.modalProps.eventId) : NaN));
  const closeModal = useUiStore((state) => state.closeModal);
  const validId = open && Number.isInteger(eventId) && eventId > 0 ? eventId : null;
  const sportsApi = useSiteStore((state) => state.config.sportsApi);
  const language = useSiteStore((state) => mapLanguage(state.language, operatorConfig().languageMap));
  const query = useEventMarkets(validId);
  useEventChannel(validId);
  if (!open) return null;
  const event = query.data?.event;
  const title = event ? t('stats.titleOf', { event: event.name }) : t('stats.title');
  return (
    <CatalogDialog title={title} onClose={closeModal} className="stats-modal">
      {validId === null ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !event && query.isPending ? (
        <LoadingState />
      ) : (
        <iframe
          key={statsVersion(event)}
          className="stats-modal__frame"
          title={title}
          src={statsPageUrl(sportsApi, validId, language)}
        />
      )}
    </CatalogDialog>
  );
}
