import { useTranslation } from 'react-i18next';
import { useBlockedSlugs } from '../../../hooks/use-sports-config';
import { NavLink } from 'react-router';
import { useBetsStats } from '../api/get-bets-stats';
import { useSports } from '../api/get-sports';
import { competitionPath, sportPath } from '../lib/event-path';
import { selectMenuSports } from '../lib/visible-sports';
import '../catalog.css';

/** The parent whose page lists every e-sports game. */
const ESPORTS_PARENT = 'esports';

/**
 * The left sidebar's sports lists (spec 001 §2): Top sports and Popular competitions from the
 * bets stats (hourly), then All sports — category sport with events or outrights, or parents —
 * with their counts, refreshed every 50 s.
 */
export function SportsMenu() {
  const { t } = useTranslation('catalog');
  const sports = useSports();
  const stats = useBetsStats();
  const blocked = useBlockedSlugs();
  const all = selectMenuSports(sports.data?.data ?? [], blocked);
  const topSports = (stats.data?.sports_stats ?? []).filter((sport) => !blocked.has(sport.slug));
  const competitions = (stats.data?.competitions_stats ?? []).filter((entry) => !blocked.has(entry.sport_slug));
  return (
    <div className="sports-menu">
      {topSports.length > 0 ? (
        <nav className="menu-block" aria-labelledby="menu-top-sports">
          <h2 id="menu-top-sports" className="menu-block__title">
            {t('menu.topSports')}
          </h2>
          <ul className="menu-list">
            {topSports.map((sport) => (
              <li key={sport.sport_id}>
                <NavLink className="menu-link" to={sportPath(sport)}>
                  {sport.translated_name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {competitions.length > 0 ? (
        <nav className="menu-block" aria-labelledby="menu-popular-competitions">
          <h2 id="menu-popular-competitions" className="menu-block__title">
            {t('menu.popularCompetitions')}
          </h2>
          <ul className="menu-list">
            {competitions.map((competition) => (
              <li key={competition.competition_id}>
                <NavLink
                  className="menu-link"
                  to={competitionPath(competition.sport_slug, competition.translated_slug)}
                >
                  {competition.translated_name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <nav className="menu-block" aria-labelledby="menu-all-sports">
        <h2 id="menu-all-sports" className="menu-block__title">
          {t('menu.allSports')}
        </h2>
        {sports.isPending ? (
          <p className="menu-block__note">{t('states.loading')}</p>
        ) : all.length === 0 ? (
          <p className="menu-block__note">{t('states.empty')}</p>
        ) : (
          <ul className="menu-list">
            {all.map((sport) => (
              <li key={sport.slug}>
                <NavLink className="menu-link" to={sport.slug === ESPORTS_PARENT ? '/esports' : sportPath(sport)}>
                  <span>{sport.translated_name}</span>{' '}
                  <span className="menu-count">{sport.event_count + sport.outright_count}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        )}
      </nav>
    </div>
  );
}
