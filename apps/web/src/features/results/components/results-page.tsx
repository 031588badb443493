import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDisplayDate } from '../../../lib/format-date';
import { useSettingsStore } from '../../../stores/settings-store';
import { useSiteStore } from '../../../stores/site-store';
import { RESULTS_PAGE_SIZE, resultsQueryOptions } from '../api/get-results';
import type { ResultsFilters } from '../api/get-results';
import { FinalScoreView } from './final-score';
import '../results.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const POSITIVE = /^[1-9]\d{0,8}$/;

/** The filters in the address (`?sport=&date=&competition=&page=`), junk read as "no filter". */
function readFilters(search: URLSearchParams): ResultsFilters {
  const sport = search.get('sport');
  const date = search.get('date');
  const competition = search.get('competition');
  const page = search.get('page');
  return {
    sport: sport && /^[a-z0-9-]{1,60}$/.test(sport) ? sport : null,
    date: date && DAY.test(date) ? date : null,
    competition: competition && POSITIVE.test(competition) ? Number(competition) : null,
    page: page && POSITIVE.test(page) ? Number(page) : 1,
  };
}

/**
 * Results (`/results`, opened in a new tab from the sidebar): settled events with their final
 * scores from `GET /v1/results`, filtered by sport, day and competition, a page at a time.
 */
export default function ResultsPage() {
  const { t } = useTranslation('results');
  const base = useId();
  const language = useSiteStore((state) => state.language);
  const timezone = useSettingsStore((state) => state.timezone);
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const { data, isPending, isError, isFetching, refetch } = useQuery(resultsQueryOptions(filters, language));

  const change = (name: 'sport' | 'date' | 'competition' | 'page', value: string | null) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (value) params.set(name, value);
        else params.delete(name);
        if (name !== 'page') params.delete('page');
        if (name === 'sport') params.delete('competition');
        return params;
      },
      { replace: name !== 'page' },
    );

  const pages = data ? Math.max(1, Math.ceil(data.total / RESULTS_PAGE_SIZE)) : 1;

  return (
    <section className="results" aria-labelledby={`${base}-title`}>
      <h1 id={`${base}-title`} className="results__title">
        {t('title')}
      </h1>
      <form className="results__filters" role="search" aria-label={t('filters')} onSubmit={(e) => e.preventDefault()}>
        <div className="results__filter">
          <label htmlFor={`${base}-sport`}>{t('sport')}</label>
          <select
            id={`${base}-sport`}
            value={filters.sport ?? ''}
            onChange={(e) => change('sport', e.target.value || null)}
          >
            <option value="">{t('all_sports')}</option>
            {data?.sports.map((sport) => (
              <option key={sport.slug} value={sport.slug}>
                {sport.name}
              </option>
            ))}
            {filters.sport && data && !data.sports.some((sport) => sport.slug === filters.sport) ? (
              <option value={filters.sport}>{filters.sport}</option>
            ) : null}
          </select>
        </div>
        <div className="results__filter">
          <label htmlFor={`${base}-date`}>{t('date')}</label>
          <input
            id={`${base}-date`}
            type="date"
            value={filters.date ?? ''}
            onChange={(e) => change('date', e.target.value || null)}
          />
        </div>
        <div className="results__filter">
          <label htmlFor={`${base}-competition`}>{t('competition')}</label>
          <select
            id={`${base}-competition`}
            value={filters.competition === null ? '' : String(filters.competition)}
            onChange={(e) => change('competition', e.target.value || null)}
          >
            <option value="">{t('all_competitions')}</option>
            {data?.competitions.map((competition) => (
              <option key={competition.id} value={competition.id}>
                {competition.name}
              </option>
            ))}
          </select>
        </div>
      </form>
      {isPending ? (
        <p className="results__message" role="status">
          {t('loading')}
        </p>
      ) : isError ? (
        <div className="results__message" role="alert">
          <p>{t('error')}</p>
          <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : data.results.length === 0 ? (
        <p className="results__message">{t('empty')}</p>
      ) : (
        <>
          <p className="results__count" aria-live="polite">
            {t('count', { count: data.total })}
          </p>
          <ul className="results__list" aria-busy={isFetching}>
            {data.results.map((row) => (
              <li key={row.event_id} className="result-row" data-testid="result-row" data-event-id={row.event_id}>
                <div className="result-row__meta">
                  <span className="result-row__sport">{row.sport.name}</span>
                  <span>
                    {row.competition.region} · {row.competition.name}
                  </span>
                  <time dateTime={row.starts_at}>{formatDisplayDate(row.starts_at, timezone, language)}</time>
                </div>
                <div className="result-row__main">
                  <span className="result-row__name">{row.name}</span>
                  <FinalScoreView score={row.score} />
                </div>
              </li>
            ))}
          </ul>
          <nav className="results__paging" aria-label={t('paging')}>
            <button
              type="button"
              className="btn btn-outline"
              disabled={filters.page <= 1}
              onClick={() => change('page', String(filters.page - 1))}
            >
              {t('previous')}
            </button>
            <span>{t('page', { page: data.page, pages })}</span>
            <button
              type="button"
              className="btn btn-outline"
              disabled={filters.page >= pages}
              onClick={() => change('page', String(filters.page + 1))}
            >
              {t('next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
