import type { EventHeader } from '@sportsbook/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSports } from '../api/get-sports';
import { useEventsChannel } from '../hooks/use-events-channel';
import { useLiveListing } from '../hooks/use-live-listing';
import { eventPath } from '../lib/event-path';
import { groupBySport, nameFromSlug } from '../lib/group-events';
import type { CompetitionGroup } from '../lib/group-events';
import { selectedEventIdFromLocation } from '../lib/selected-event';
import { sportNameOf } from '../lib/visible-sports';
import { EventTeams } from './event-teams';
import { EventTime } from './event-time';
import '../catalog.css';

function WidgetEvent({ event, selected }: { readonly event: EventHeader; readonly selected: boolean }) {
  return (
    <li>
      <Link
        to={eventPath(event)}
        className={`widget-event${selected ? ' widget-event--selected' : ''}`}
        aria-current={selected ? 'page' : undefined}
      >
        <EventTeams event={event} />
        <EventTime event={event} />
      </Link>
    </li>
  );
}

function WidgetCompetition({
  group,
  selectedId,
}: {
  readonly group: CompetitionGroup<EventHeader>;
  readonly selectedId: number | null;
}) {
  const [open, setOpen] = useState(true);
  const listId = `widget-competition-${group.key.replace(':', '-')}`;
  return (
    <li className="widget-competition">
      <button
        type="button"
        className="widget-toggle widget-toggle--competition"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="widget-toggle__name">{group.competition.name}</span>{' '}
        <span className="widget-count">{group.events.length}</span>
      </button>
      {open ? (
        <ul id={listId} className="widget-events">
          {group.events.map((event) => (
            <WidgetEvent key={event.id} event={event} selected={event.id === selectedId} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The live widget (spec 001 §2), shown in the left sidebar on match routes: live sports with
 * counts, expanding into competitions and events with scores, set scores, the server marker
 * and the clock; the event on screen is highlighted. Refreshed every 30 s and by every
 * `<bookmaker>_events` push; 'Sorry no events' when nothing is live.
 */
export function LiveWidget({ selectedEventId }: { readonly selectedEventId?: number | null }) {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  const selectedId = selectedEventId ?? selectedEventIdFromLocation(location.pathname, location.search);
  useEventsChannel();
  const listing = useLiveListing();
  const sports = useSports();
  const groups = groupBySport(listing.data?.events ?? []);
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  return (
    <section className="live-widget" aria-labelledby="live-widget-title">
      <h2 id="live-widget-title" className="live-widget__title">
        <span className="live-dot" aria-hidden="true" />
        {t('widget.title')}
      </h2>
      {listing.isPending ? (
        <p className="live-widget__empty">{t('states.loading')}</p>
      ) : groups.length === 0 ? (
        <p className="live-widget__empty">{t('states.empty')}</p>
      ) : (
        <ul className="widget-sports">
          {groups.map((group) => {
            const holdsSelected = group.competitions.some((competition) =>
              competition.events.some((event) => event.id === selectedId),
            );
            const open = toggled[group.sport.slug] ?? holdsSelected;
            const listId = `widget-sport-${group.sport.slug}`;
            return (
              <li key={group.sport.slug} className="widget-sport">
                <button
                  type="button"
                  className="widget-toggle"
                  aria-expanded={open}
                  aria-controls={listId}
                  onClick={() => setToggled({ ...toggled, [group.sport.slug]: !open })}
                >
                  <span className="widget-toggle__name">
                    {sportNameOf(sports.data?.data, group.sport.slug) ?? nameFromSlug(group.sportSlug)}
                  </span>{' '}
                  <span className="widget-count">{group.eventCount}</span>
                </button>
                {open ? (
                  <ul id={listId} className="widget-competitions">
                    {group.competitions.map((competition) => (
                      <WidgetCompetition key={competition.key} group={competition} selectedId={selectedId} />
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
