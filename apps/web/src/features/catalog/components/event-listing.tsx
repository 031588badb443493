import type { SportEvent } from '@sportsbook/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupByCompetition } from '../lib/group-events';
import { CompetitionSection } from './competition-section';

/** Events rendered at first and added by each "Show more": a long listing stays quick to render. */
export const LISTING_PAGE_SIZE = 30;

/** Events grouped under their competitions, a page at a time. */
export function EventListing({
  events,
  headingLevel = 'h2',
}: {
  readonly events: readonly SportEvent[];
  readonly headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('catalog');
  const [shown, setShown] = useState(LISTING_PAGE_SIZE);
  const remaining = events.length - shown;
  return (
    <div className="event-listing">
      {groupByCompetition(events.slice(0, shown)).map((group) => (
        <CompetitionSection key={group.key} group={group} headingLevel={headingLevel} />
      ))}
      {remaining > 0 ? (
        <button
          type="button"
          className="btn btn-outline event-listing__more"
          onClick={() => setShown(shown + LISTING_PAGE_SIZE)}
        >
          {t('states.showMore', { count: Math.min(remaining, LISTING_PAGE_SIZE) })}
        </button>
      ) : null}
    </div>
  );
}
