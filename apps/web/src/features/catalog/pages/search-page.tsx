import type { EventHeader } from '@sportsbook/protocol';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useEventsSimple } from '../api/get-events-simple';
import { EventTeams } from '../components/event-teams';
import { EventTime } from '../components/event-time';
import { LoadingState, ErrorState } from '../components/page-status';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { eventPath } from '../lib/event-path';
import { MIN_SEARCH_LENGTH, searchEvents } from '../lib/search-events';
import '../catalog.css';

/** Typing settles for this long before the results change. */
const SEARCH_DEBOUNCE_MS = 300;

function SearchResult({ event }: { readonly event: EventHeader }) {
  return (
    <li className="search-result">
      <Link className="search-result__link" to={eventPath(event)}>
        <EventTeams event={event} />
        <span className="search-result__meta">
          <span>
            {event.competition.region.name} · {event.competition.name}
          </span>
          <EventTime event={event} />
        </span>
      </Link>
    </li>
  );
}

/** `/search`: events by name, side or competition, as the bettor types (debounced), kept in `?q=`. */
export function SearchPage() {
  const { t } = useTranslation('catalog');
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const ready = query.length >= MIN_SEARCH_LENGTH;
  const listing = useEventsSimple({}, { enabled: ready });
  const results = ready ? searchEvents(listing.data?.events ?? [], query) : [];
  return (
    <div className="catalog-page search-page">
      <h1 className="catalog-page__title">{t('search.title')}</h1>
      <form className="search-form" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="search-form__label">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          className="search-form__input"
          type="search"
          value={text}
          autoComplete="off"
          placeholder={t('search.placeholder')}
          onChange={(event) => setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })}
        />
      </form>
      {!ready ? (
        <p className="catalog-status">{t('search.hint')}</p>
      ) : listing.isPending ? (
        <LoadingState />
      ) : listing.isError && !listing.data ? (
        <ErrorState onRetry={() => void listing.refetch()} />
      ) : (
        <>
          <p className="catalog-status" role="status">
            {results.length === 0 ? t('search.none', { query }) : t('search.results', { count: results.length })}
          </p>
          <ul className="search-results">
            {results.map((event) => (
              <SearchResult key={event.id} event={event} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
