import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../stores/ui-store';
import { useEventMarkets } from '../api/get-event-markets';
import { useEventChannel } from '../hooks/use-event-channel';
import { useEventDate } from '../hooks/use-event-date';
import '../catalog.css';
import { CatalogDialog } from './catalog-dialog';
import { LoadingState, ErrorState } from './page-status';
import { Scoreboard } from './scoreboard';
import type { EventHeader } from '@sportsbook/protocol';

function hasLiveStats(event: EventHeader): boolean {
  const stats = event.stats ?? {};
  return event.is_live || Object.values(stats).some((value) => value !== undefined && value !== null);
}

function StatsPanel({ event }: { readonly event: EventHeader }) {
  const { t } = useTranslation('catalog');
  const startsAt = useEventDate(event.starts_at);
  const status = event.status === 'ended' ? t('time.ended') : event.is_live ? t('time.live') : t('stats.notStarted');
  return (
    <div className="stats-panel">
      <dl className="stats-panel__facts">
        <div>
          <dt>{t('stats.competition')}</dt>
          <dd>
            {event.competition.region.name} · {event.competition.name}
          </dd>
        </div>
        <div>
          <dt>{t('stats.starts')}</dt>
          <dd>
            <time dateTime={event.starts_at}>{startsAt}</time>
          </dd>
        </div>
        <div>
          <dt>{t('stats.status')}</dt>
          <dd>{[status, event.status_description].filter(Boolean).join(' · ')}</dd>
        </div>
        {event.stats?.time ? (
          <div>
            <dt>{t('stats.time')}</dt>
            <dd>{event.stats.time}</dd>
          </div>
        ) : null}
      </dl>
      {hasLiveStats(event) ? <Scoreboard event={event} /> : <p className="stats-panel__none">{t('stats.none')}</p>}
    </div>
  );
}

/**
 * The stats modal (spec 001 §2): the event's live statistics in a dialog at most 570 px wide
 * and 95vh (600 px) high, following the event's channel while open. Opened with
 * `useUiStore().openModal('stats', { eventId })`; render it once in the layout.
 */
export function StatsModal() {
  const { t } = useTranslation('catalog');
  const open = useUiStore((state) => state.modal === 'stats');
  const eventId = useUiStore((state) => (state.modal === 'stats' ? Number(state.modalProps.eventId) : NaN));
  const closeModal = useUiStore((state) => state.closeModal);
  const validId = open && Number.isInteger(eventId) && eventId > 0 ? eventId : null;
  const query = useEventMarkets(validId);
  useEventChannel(validId);
  if (!open) return null;
  const event = query.data?.event;
  return (
    <CatalogDialog
      title={event ? t('stats.titleOf', { event: event.name }) : t('stats.title')}
      onClose={closeModal}
      className="stats-modal"
    >
      {event ? (
        <StatsPanel event={event} />
      ) : query.isError || validId === null ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState />
      )}
    </CatalogDialog>
  );
}
