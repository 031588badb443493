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

/** One link of a sidebar list. */
interface MenuLink {
  readonly key: number | string;
  readonly to: string;
  readonly label: string;
}

/** A titled list of sidebar links; nothing when the list is empty. */
function LinkBlock({ id, title, links }: { readonly id: string; readonly title: string; readonly links: MenuLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav className="menu-block" aria-labelledby={id}>
      <h2 id={id} className="menu-block__title">
        {title}
      </h2>
      <ul className="menu-list">
        {links.map((link) => (
          <li key={link.key}>
            <NavLink className="menu-link" to={link.to}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The left sidebar's sports lists (spec 001 §2, in its order): Popular competitions and Top sports
 * from the bets stats (hourly), then All sports — category sport with events or outrights, or parents —
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
      <LinkBlock
        id="menu-popular-competitions"
        title={t('menu.popularCompetitions')}
        links={competitions.map((competition) => ({
          key: competition.competition_id,
          to: competitionPath(competition.sport_slug, competition.translated_slug),
          label: competition.translated_name,
        }))}
      />
      <LinkBlock
        id="menu-top-sports"
        title={t('menu.topSports')}
        links={topSports.map((sport) => ({ key: sport.sport_id, to: sportPath(sport), label: sport.translated_name }))}
      />
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
