import type { SportEvent } from '@sportsbook/protocol';
import { Link } from 'react-router';
import type { CompetitionGroup } from '../lib/group-events';
import { competitionPath } from '../lib/event-path';
import { EventRow } from './event-row';

/** Heading level of the competition title, following the page's own headings. */
type HeadingLevel = 'h2' | 'h3';

/** A competition's heading (linking to its page) and its events. */
export function CompetitionSection({
  group,
  headingLevel = 'h2',
}: {
  readonly group: CompetitionGroup<SportEvent>;
  readonly headingLevel?: HeadingLevel;
}) {
  const Heading = headingLevel;
  return (
    <section className="competition-section">
      <Heading className="competition-section__title">
        <Link to={competitionPath(group.sportSlug, group.competitionSlug)}>
          <span className="competition-section__region">{group.competition.region.name}</span>
          <span className="competition-section__name">{group.competition.name}</span>
        </Link>
      </Heading>
      <div className="competition-section__events">
        {group.events.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </div>
    </section>
  );
}
