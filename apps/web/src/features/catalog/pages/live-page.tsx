import type { SportEvent } from '@sportsbook/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEvents } from '../api/get-events';
import { useSports } from '../api/get-sports';
import { CompetitionSection } from '../components/competition-section';
import { QueryState } from '../components/page-status';
import { useEventsChannel } from '../hooks/use-events-channel';
import { groupBySport, nameFromSlug } from '../lib/group-events';
import { sportNameOf } from '../lib/visible-sports';
import '../catalog.css';

/** A safety net under the pushes: the live list is refetched this often. */
const LIVE_REFETCH_MS = 60_000;

/**
 * In-play: every live event grouped by sport and competition with its default market. Prices
 * move in place from the live-odds store and the list follows `<bookmaker>_events` pushes
 * (scores, clocks, events starting and ending) without a reload.
 */
export function LivePage() {
  const { t } = useTranslation('catalog');
  useEventsChannel();
  const listing = useEvents({ live: true }, { refetchIntervalMs: LIVE_REFETCH_MS });
  const sports = useSports();
  const [sportFilter, setSportFilter] = useState<string | null>(null);
  const groups = groupBySport<SportEvent>(listing.data?.events ?? []);
  const shown = groups.filter((group) => sportFilter === null || group.sport.slug === sportFilter);
  const total = listing.data?.events.length ?? 0;
  const nameOf = (slug: string) => sportNameOf(sports.data?.data, slug) ?? nameFromSlug(slug);
  return (
    <div className="catalog-page">
      <h1 className="catalog-page__title">
        <span className="live-dot" aria-hidden="true" />
        {t('live.title')}
      </h1>
      {groups.length > 1 ? (
        <nav className="chip-row" aria-label={t('live.sports')}>
          <button
            type="button"
            className="chip"
            aria-pressed={sportFilter === null}
            onClick={() => setSportFilter(null)}
          >
            {t('live.all')} <span className="chip__count">{total}</span>
          </button>
          {groups.map((group) => (
            <button
              key={group.sport.slug}
              type="button"
              className="chip"
              aria-pressed={sportFilter === group.sport.slug}
              onClick={() => setSportFilter(group.sport.slug)}
            >
              {nameOf(group.sport.slug)} <span className="chip__count">{group.eventCount}</span>
            </button>
          ))}
        </nav>
      ) : null}
      <QueryState
        isPending={listing.isPending}
        isError={listing.isError && !listing.data}
        isEmpty={total === 0}
        onRetry={() => void listing.refetch()}
      >
        {shown.map((group) => (
          <section className="catalog-section" key={group.sport.slug} aria-labelledby={`live-${group.sport.slug}`}>
            <h2 className="catalog-section__title" id={`live-${group.sport.slug}`}>
              {nameOf(group.sport.slug)} <span className="catalog-section__count">{group.eventCount}</span>
            </h2>
            {group.competitions.map((competition) => (
              <CompetitionSection key={competition.key} group={competition} headingLevel="h3" />
            ))}
          </section>
        ))}
      </QueryState>
    </div>
  );
}
