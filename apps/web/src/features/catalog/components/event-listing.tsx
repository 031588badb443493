import type { SportEvent } from '@sportsbook/protocol';
import { useDeferredValue, useState } from 'react';
import { groupByCompetition } from '../lib/group-events';
import { CompetitionSection } from './competition-section';
import { useStrings } from '../../../i18n/i18n';

/** Events rendered at first and added by each "Show more": a long listing stays quick to render. */
export const LISTING_PAGE_SIZE = 30;

/**
 * Listings up to this long render at once: a short list high on a page (the home page's live
 * events) must be in place before what follows it is laid out, or the page would jump.
 */
const IMMEDIATE_ROWS = 10;

const NO_EVENTS: readonly SportEvent[] = [];

/** Events grouped under their competitions, a page at a time. */
export function EventListing({
  events,
  headingLevel = 'h2',
}: {
  readonly events: readonly SportEvent[];
  readonly headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useStrings('catalog');
  const [shown, setShown] = useState(LISTING_PAGE_SIZE);
  // A longer listing renders in a transition, which React splits into slices of a few
  // milliseconds, so its arrival never holds the main thread long enough to delay a tap.
  const listed = useDeferredValue(events, events.length <= IMMEDIATE_ROWS ? events : NO_EVENTS);
  const remaining = listed.length - shown;
  return (
    <div className="event-listing" aria-busy={listed !== events}>
      {groupByCompetition(listed.slice(0, shown)).map((group) => (
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
