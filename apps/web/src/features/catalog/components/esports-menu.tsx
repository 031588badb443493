import { useTranslation } from 'react-i18next';
import { useBlockedSlugs } from '../../../hooks/use-sports-config';
import { NavLink } from 'react-router';
import { useSports } from '../api/get-sports';
import { esportsListPath } from '../lib/event-path';
import { selectMenuEsports } from '../lib/visible-sports';
import { useSiteStore } from '../../../stores/site-store';
import '../catalog.css';

/** The e-sports list of the left sidebar on e-sports routes (spec 001 §2): games with events, no parents. */
export function EsportsMenu() {
  const { t } = useTranslation('catalog');
  const language = useSiteStore((state) => state.language);
  const sports = useSports();
  const games = selectMenuEsports(sports.data?.data ?? [], useBlockedSlugs());
  return (
    <nav className="menu-block esports-menu" aria-labelledby="menu-esports">
      <h2 id="menu-esports" className="menu-block__title">
        {t('menu.esports')}
      </h2>
      {games.length === 0 ? (
        <p className="menu-block__note">{sports.isPending ? t('states.loading') : t('states.empty')}</p>
      ) : (
        <ul className="menu-list">
          <li>
            <NavLink className="menu-link" to="/esports" end>
              {t('esports.all')}
            </NavLink>
          </li>
          {games.map((game) => (
            <li key={game.slug}>
              <NavLink className="menu-link" to={esportsListPath(game.translated_slug, language)}>
                <span>{game.translated_name}</span> <span className="menu-count">{game.event_count}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
